package census_test

import (
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// Boards with an odd number of files, where the file mirror fixes the en
// passant positions on the middle file whose placement it fixes: with two
// pawns of the side to move, one on each side of the pawn that advanced.
func TestOddFiles(t *testing.T) {
	for _, c := range []struct {
		material string
		board    pieces.Board
	}{
		{"KPPvKP", pieces.Board{Files: 5, Ranks: 5}},
		{"KPvKPP", pieces.Board{Files: 5, Ranks: 6}},
		{"KPPvKPP", pieces.Board{Files: 5, Ranks: 5}},
		{"KRPvKP", pieces.Board{Files: 5, Ranks: 5}},
		{"KPPvKB", pieces.Board{Files: 3, Ranks: 6}},
		{"KPPvKP", pieces.Board{Files: 3, Ranks: 6}},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.material+"/"+c.board.String(), func(t *testing.T) {
			t.Parallel()
			for _, ep := range []rights.EP{rights.NULP, rights.FIDE} {
				check(t, c.board, m, census.Rules{Castling: rights.StandardCastling, EP: ep, ColorSwap: true}, false)
			}
		})
	}
}
