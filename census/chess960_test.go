package census_test

import (
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// Chess960 castling rights on 8x8, for every material of up to four men
// with a rook, against the listing of the placements with a king on its
// first rank (off the corners) and a rook of its colour on that rank:
// every set of rights naming at most one rook on each side of each king
// is a position of its own, with no board symmetry.
func TestChess960(t *testing.T) {
	for n := 3; n <= 4; n++ {
		for _, m := range pieces.Materials(n, pieces.Chessboard) {
			rook := func(c pieces.Color) int { return m.Count(pieces.Piece{Color: c, Kind: pieces.Rook}) }
			if rook(pieces.White)+rook(pieces.Black) == 0 {
				continue
			}
			t.Run(m.String(), func(t *testing.T) {
				t.Parallel()
				for _, rules := range []census.Rules{
					{Castling: rights.Chess960Castling, EP: rights.NULP, ColorSwap: true},
					{Castling: rights.Chess960Castling, EP: rights.FIDE, ToMove: placement.WhiteToMove},
					{Castling: rights.Chess960Castling, EP: rights.NoEP, ToMove: placement.BlackToMove, ColorSwap: true},
				} {
					checkRights(t, pieces.Chessboard, m, rules, census.Castling)
				}
			})
		}
	}
}
