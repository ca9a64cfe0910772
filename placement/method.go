package placement

import "github.com/chesscount/count/pieces"

// A Method is the way Factored counts one term of Burnside's sum under
// the NonAttacking rule.
type Method int

const (
	// RankByRank is the n-queens puzzle's identity: a queen on each rank,
	// bitmasks of the files and diagonals taken (Spec.QueensPuzzle).
	RankByRank Method = iota
	// Transfer is short-range men, orbit by orbit, the state the window
	// of orbits a man could attack from behind (Spec.ShortRange).
	Transfer
	// Search is the backtracking search that fills whole orbits at once.
	Search
)

// TermMethod returns how Factored counts the NonAttacking placements that
// perms fix, and for the transfer its width: the most orbits in its
// window at once. A transfer that reaches more than 2^21 states hands
// the term to the search when it gets there, which no plan foresees.
func (s Spec) TermMethod(perms ...[]pieces.Square) (Method, int) {
	m, _, width := s.termPlan(perms)
	return m, width
}

// termPlan is TermMethod with the transfer's steps, which FixedCount
// follows.
func (s Spec) termPlan(perms [][]pieces.Square) (Method, []transferStep, int) {
	if s.QueensPuzzle() && identity(perms) {
		return RankByRank, nil, 0
	}
	if !s.ShortRange() {
		return Search, nil, 0
	}
	if plan, width := s.transferPlan(orbitsOf(s.Board.Squares(), perms)); width <= 64 {
		return Transfer, plan, width
	}
	return Search, nil, 0
}
