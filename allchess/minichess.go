package allchess

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// The rules of K. Kryukov's 3x4 and 4x4 chess, which have no starting
// position: any men beside the kings (AnyMen), and pawns on their own
// first rank too (pieces.MinichessPawnRanks), without castling or en
// passant.

// maxSideMen bounds the men of a side beside its king: the fills count
// the ways to give each of a side's men one of five kinds in a word, and
// 5^27 is the largest power of five below 2^64.
const maxSideMen = 27

// AnyMen is the army rule of any n men beside the king, of any kinds, as
// K. Kryukov counts 3x4 and 4x4 chess: an Army that starts with no pieces,
// so that each piece is a promotion and the pawns and promotions together,
// the men, are at most n.
func AnyMen(n int) Army { return Army{Pawns: n} }

// Rule returns the rule of the pieces package that a is: AnyArmy when a
// starts with no pieces, as AnyMen's armies do (any men, each piece a
// promotion, only their number bounded), else ChessArmy (a's pawns and
// its men beyond its pieces at most its pawns).
func (a Army) Rule() pieces.ArmyRule {
	if a.Base == [pieces.NumKinds]int{} {
		return pieces.AnyArmy
	}
	return pieces.ChessArmy
}

// checkRules reports why s's pawn-rank rule or board cannot be counted
// with its other rules, if they cannot: the minichess ranks take no
// castling, no en passant and no refinement, all of which speak of
// chess's start; a board with an odd side, whose mirror fixes positions
// with the kings on its middle file, takes none of them either; and the
// refinements take at most 8 pawns.
func (s Spec) checkRules() error {
	refined := s.Captures || s.Bishops || s.Files
	rights := s.Castling != rights.NoCastling || s.EP != rights.NoEP
	odd := s.Board.Files%2 == 1 || s.Board.Ranks%2 == 1
	switch {
	case s.PawnRanks > pieces.MinichessPawnRanks:
		return fmt.Errorf("allchess: pawn-rank rule %d: give chess's or minichess's", s.PawnRanks)
	case refined && s.Army.Pawns > 8:
		return fmt.Errorf("allchess: the refinements take an army of at most 8 pawns, not %d", s.Army.Pawns)
	case odd && (rights || refined):
		return fmt.Errorf("allchess: a board with an odd side, %s, is counted without castling or en passant rights and without refinements; give none", s.Board)
	case s.PawnRanks == pieces.ChessPawnRanks:
		return nil
	}
	return minichessWithout(rights, refined)
}

// minichessWithout reports that the minichess pawn ranks are counted
// without rights and refinements, if they are asked.
func minichessWithout(rights, refined bool) error {
	switch {
	case rights:
		return fmt.Errorf("allchess: the minichess pawn ranks are counted without castling or en passant rights; give neither")
	case refined:
		return fmt.Errorf("allchess: the minichess pawn ranks are counted without refinements, which speak of chess's start; give none")
	}
	return nil
}

// pawnRankFixtures returns the fixtures of the positions with pawns under
// s's pawn-rank rule. Chess's is the cells' own (no pawn on the first or
// last rank): the plain fixture. Under the minichess rule a white pawn may
// stand on the first rank too and a black pawn on the last; a fixture for
// each set of such pawns fixes them there, the rest of those ranks holding
// pieces as under chess's rule, so that every position falls in exactly
// one: 2^(2·files) fixtures, all with the sign +1.
func pawnRankFixtures(s Spec, base *fixture) []*fixture {
	if s.PawnRanks != pieces.MinichessPawnRanks {
		return []*fixture{base}
	}
	b := s.Board
	var home []pieces.Square // White's first rank, then Black's
	for _, y := range []int{0, b.Ranks - 1} {
		for x := range b.Files {
			home = append(home, b.Square(x, y))
		}
	}
	out := []*fixture{base}
	for i, sq := range home {
		c := pieces.White
		if i >= b.Files {
			c = pieces.Black
		}
		for _, fx := range out { // the fixtures before sq, each with and without its pawn
			if with, ok := fx.with(pieces.Piece{Color: c, Kind: pieces.Pawn}, sq); ok {
				out = append(out, with)
			}
		}
	}
	return out
}
