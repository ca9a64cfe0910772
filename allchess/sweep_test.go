package allchess

import (
	"context"
	"fmt"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// The sweep without the opposed files against the cells' count, part by
// part: every position, those with castling rights, those with an en
// passant right.
func TestSweepAgainstCells(t *testing.T) {
	tight := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 1}}
	for _, c := range []struct {
		board    pieces.Board
		army     Army
		maxMen   int
		captures bool
	}{
		{pieces.Board{Files: 4, Ranks: 4}, Chess, 5, false},
		{pieces.Board{Files: 4, Ranks: 6}, tight, 4, false},
		{pieces.Board{Files: 6, Ranks: 6}, Chess, 4, true},
		{pieces.Chessboard, Chess, 4, false},
	} {
		t.Run(fmt.Sprintf("%s-%d-%v", c.board, c.maxMen, c.captures), func(t *testing.T) {
			s := newSpec(Rules{Board: c.board, Army: c.army, MaxMen: c.maxMen, Refine: refined(c.captures, false, false), Castling: rights.StandardCastling, EP: rights.NULP}, Options{})
			base := plain(c.board)
			old := newCounter(s, everyPosition, &tracker{})
			for name, fxs := range map[string][]*fixture{"all": {base}, "castling": castlingFixtures(s, base), "en passant": enPassantFixtures(s, base)} {
				want, err := old.part(context.Background(), name, fxs)
				if err != nil {
					t.Fatal(err)
				}
				got, err := (&sweepCounter{s, c.maxMen, &tracker{}}).part(context.Background(), name, fxs)
				if err != nil {
					t.Fatal(err)
				}
				for m := range want {
					if want[m].Cmp(got[m]) != 0 {
						t.Errorf("%s, %d men: the sweep %s, the cells %s", name, m, got[m], want[m])
					}
				}
			}
		})
	}
}

// The opposed files against the listing, on boards of two files where the
// listing reaches the men at which the rule bites: alone, with promotions
// tied to captures, and with en passant rights, whose pawns the rule reads
// on their files like any other.
func TestFilesAgainstListing(t *testing.T) {
	pawnsOnly := Army{Pawns: 2}
	knight := Army{Pawns: 2, Base: [pieces.NumKinds]int{pieces.Knight: 1}}
	b2x4, b2x6 := pieces.Board{Files: 2, Ranks: 4}, pieces.Board{Files: 2, Ranks: 6}
	for _, c := range []listCase{
		{b2x4, pawnsOnly, 6, listRule{files: true}},
		{b2x4, knight, 7, listRule{files: true}},
		{b2x4, knight, 7, listRule{files: true, captures: true}},
		// Four squares a file where pawns may stand: a pawn between two.
		{b2x6, pawnsOnly, 6, listRule{files: true, enPassant: true}},
	} {
		t.Run(fmt.Sprintf("%s-%d-%d-%+v", c.board, c.army.Pawns, c.maxMen, c.rule), func(t *testing.T) {
			t.Parallel()
			compareWithListing(t, c)
		})
	}
}
