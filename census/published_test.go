package census_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// The published tallies of the Number of Unique Legal Positions in chess
// endgames (K. Kryukov), all materials with N men together: the classes
// of whole positions under the board's symmetries and the colour swap,
// with castling rights and NULP's en passant rule. (The 7- and 8-man
// totals, 423836835667331 and 38176306877748245, take a minute; CI's
// smoke test checks them.)
func TestPublishedTotals(t *testing.T) {
	for _, c := range []struct {
		men     int
		classes string
	}{
		{2, "462"},
		{3, "368079"},
		{4, "125246598"},
		{5, "25912594054"},
		{6, "3787154440416"},
	} {
		t.Run(fmt.Sprintf("%d men", c.men), func(t *testing.T) {
			total := new(big.Int)
			for _, m := range pieces.Materials(c.men, pieces.Chessboard) {
				r, err := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}, 0)
				if err != nil {
					t.Fatal(err)
				}
				total.Add(total, r.TotalClasses())
			}
			if total.String() != c.classes {
				t.Errorf("%d men: %s classes; published %s", c.men, total, c.classes)
			}
		})
	}
}
