// Package verdict says which of the sets the counts count hold a chess
// position, and for each that does not, the rule that keeps it out, in
// one sentence: what `count check` prints and the explorer shows beside
// a position.
//
// It is a package of its own because it is where the counts' rules meet
// one position: the placement rules the counters are tested against
// (placement.Spec.Refusal), the rights as package rights judges them
// (CastlingHeld, EPHeld), and all of chess as Admitted defines it from
// the army rule and the refinements' own rules (allchess.Refinement's
// Admits), which the samplers keep their draws by and the tests hold
// against allchess.Count's rows. So a verdict, a count and a draw cannot
// disagree.
//
// A position in every set is excluded by no rule of the tool; that is
// not to say a game reaches it: the tool searches for no proof game.
package verdict
