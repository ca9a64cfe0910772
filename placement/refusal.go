package placement

import (
	"fmt"

	"github.com/chesscount/count/pieces"
)

// refusedRule is the rule a configuration breaks, for Spec.Refusal.
type refusedRule uint8

const (
	allowed         refusedRule = iota // no rule is broken
	sharedSquare                       // men a and b stand on one square
	pawnOnBackRank                     // man a is a pawn on the first or last rank
	kingsSideBySide                    // the kings a and b touch
	inCheck                            // a, of the side to move, attacks b, the other side's king
	manAttacked                        // a attacks b, under the NonAttacking rules
)

// refusal is why Spec.Allows refuses a configuration: the rule it breaks
// and the men that break it.
type refusal struct {
	rule refusedRule
	a, b Man
}

// Refusal says why Allows refuses men with toMove to move, in one line
// that names the men at fault and how to mend them, or returns nil when
// Allows allows them: two men on one square, a pawn on a back rank, the
// kings of a chess material side by side, under the Legal rules the side
// not to move in check, under the NonAttacking rules a man attacking
// another. It asks what Allows asks, and panics as Allows does when the
// rules look for a king men lacks; check that men hold the material
// first.
func (s Spec) Refusal(men []Man, toMove pieces.Color) error {
	r := s.refusal(men, toMove)
	name := func(m Man) string {
		if s.Material.Puzzle() {
			return fmt.Sprintf("the %s on %s", m.Piece.Kind, s.Board.Name(m.Square))
		}
		return fmt.Sprintf("the %s %s on %s", m.Piece.Color, m.Piece.Kind, s.Board.Name(m.Square))
	}
	switch r.rule {
	case sharedSquare:
		return fmt.Errorf("two men on %s; a square holds one man, so move one", s.Board.Name(r.a.Square))
	case pawnOnBackRank:
		return s.pawnRankError(r.a)
	case kingsSideBySide:
		return fmt.Errorf("the kings on %s and %s stand side by side, which they may not; move one away", s.Board.Name(r.a.Square), s.Board.Name(r.b.Square))
	case inCheck:
		return fmt.Errorf("the side not to move is in check: with %s to move, %s attacks %s, which the %s rules do not count; move a man", toMove, name(r.a), name(r.b), s.Rules)
	case manAttacked:
		return fmt.Errorf("%s attacks %s, which the %s rules do not count; move one", name(r.a), name(r.b), s.Rules)
	}
	return nil
}

// pawnRankError is the refusal of the pawn m on a rank s's pawn ranks
// forbid.
func (s Spec) pawnRankError(m Man) error {
	if s.PawnRanks == pieces.ChessPawnRanks {
		return fmt.Errorf("a pawn on %s, a back rank; pawns stand on ranks 2 to %d", s.Board.Name(m.Square), s.Board.Ranks-1)
	}
	return fmt.Errorf("a %s pawn on %s, its last rank, where it would have promoted; move it", m.Piece.Color, s.Board.Name(m.Square))
}
