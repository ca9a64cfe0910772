package allchess

import (
	"github.com/chesscount/count/pieces"
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

// pawnRankFixtures returns the fixtures of the positions with pawns under
// s's pawn-rank rule. Chess's is the cells' own (no pawn on the first or
// last rank): the plain fixture. Under the minichess rule a white pawn may
// stand on the first rank too and a black pawn on the last; a fixture for
// each set of such pawns fixes them there, the rest of those ranks holding
// pieces as under chess's rule, so that every position falls in exactly
// one: 2^(2·files) fixtures, all with the sign +1.
func pawnRankFixtures(s spec, base *fixture) []*fixture {
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
