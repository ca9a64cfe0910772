// Package armies follows what an army has used up as men are added to it,
// one kind at a time, under a rule of the form
//
//	P + Σ max(0, count(kind) − base[kind]) ≤ pawns:
//
// at most pawns pawns, and each man of a kind beyond its base count (a
// second queen, a third rook) is a promotion that used up a pawn.
//
// Whether an army, and every army grown from it, is allowed depends only
// on a small summary of it: for each piece kind its men up to the base
// count, and the pawns and promotions used. Those summaries are the states
// of an automaton. The armies are thousands, the states a few hundred (at
// most 486 for chess), so a counter that carries a vector of counts over
// the states, and grows every army in it by one more man of a kind at a
// time, does the rule's work once per state instead of once per army.
//
// New lists the states reachable from the empty army and where each added
// man leads; Start and Apply grow vectors of counts over those states.
package armies
