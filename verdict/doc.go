// Package verdict says which of the sets the counts count hold a chess
// position, and for each that does not, the rule that keeps it out, in
// one sentence: what `count check` prints and the explorer shows beside
// a position.
//
// It is a package of its own because it is where the counts' rules meet
// one position: the placement rules the counters are tested against
// (placement.Spec.Refusal), the rights as package rights judges them
// (CastlingHeld, EPHeld), and all of chess as allchess.Position.Admitted
// defines it, which the samplers keep their draws by. It adds no rule of
// its own, so a verdict, a count and a draw cannot disagree.
//
// A position in every set is excluded by no rule of the tool; that is
// not to say a game reaches it: the tool searches for no proof game.
package verdict
