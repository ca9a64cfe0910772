package census_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/listing"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Every position of 2x4, 3x3, 3x4 and 4x4 up to a few men, under both pawn
// ranks and both army rules: census's count of each material Materials
// names, added up by number of men, against the listing of the whole
// board. Kryukov's 4x4 tally has 3,378 classes of 3 men and 227,362 of 4
// (his rules: the minichess pawn ranks, any men); the listing gets them.
func TestMinichessAgainstListing(t *testing.T) {
	for _, c := range []struct {
		board pieces.Board
		most  int
	}{
		{pieces.Board{Files: 2, Ranks: 4}, 6}, // three pawns a side, or two and two queens: more than the files
		{pieces.Board{Files: 3, Ranks: 3}, 5},
		{pieces.Board{Files: 3, Ranks: 4}, 4},
		{pieces.Board{Files: 4, Ranks: 4}, 4},
	} {
		for _, minichess := range []bool{false, true} {
			for _, anyArmy := range []bool{false, true} {
				name := fmt.Sprintf("%s minichess=%v any=%v", c.board, minichess, anyArmy)
				t.Run(name, func(t *testing.T) {
					l := listing.Count(c.board, listing.Rules{Minichess: minichess, AnyArmy: anyArmy}, c.most)
					rules := census.Rules{ColorSwap: true}
					if minichess {
						rules.PawnRanks = pieces.MinichessPawnRanks
					}
					if anyArmy {
						rules.Army = pieces.AnyArmy
					}
					for n := 2; n <= c.most; n++ {
						positions, classes := censusTotals(t, c.board, rules, n)
						if positions != l.Named[n] || classes != l.Classes[n] {
							t.Errorf("%d men: census %d positions, %d classes; listing %d, %d", n, positions, classes, l.Named[n], l.Classes[n])
						}
					}
					if c.board == (pieces.Board{Files: 4, Ranks: 4}) && minichess && anyArmy && (l.Classes[3] != 3378 || l.Classes[4] != 227362) {
						t.Errorf("listing: %d and %d classes of 3 and 4 men, Kryukov's tally 3,378 and 227,362", l.Classes[3], l.Classes[4])
					}
				})
			}
		}
	}
}

// censusTotals adds up census's counts of the materials of n men that
// pieces.MaterialsUnder names under rules.
func censusTotals(t *testing.T, b pieces.Board, rules census.Rules, n int) (positions, classes uint64) {
	t.Helper()
	for _, m := range pieces.MaterialsUnder(n, b, rules.Army, rules.PawnRanks) {
		r, err := census.Count(context.Background(), m, b, rules, 1)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		positions += r.Positions[census.Plain].Uint64()
		classes += r.Classes[census.Plain].Uint64()
	}
	return positions, classes
}

// One endgame of 4x4 chess with White to move, as Kryukov's per-endgame
// tallies give it: KQQRBNP against KBNNP has 6,688,343,790 unique legal
// positions (K. Kryukov, "Mate in 69 on 4x4 board", TalkChess, 3 February
// 2025).
func TestMinichessEndgame(t *testing.T) {
	m, err := pieces.ParseMaterial("KQQRBNPvKBNNP")
	if err != nil {
		t.Fatal(err)
	}
	rules := census.Rules{ToMove: placement.WhiteToMove, PawnRanks: pieces.MinichessPawnRanks, Army: pieces.AnyArmy}
	r, err := census.Count(context.Background(), m, pieces.Board{Files: 4, Ranks: 4}, rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Classes[census.Plain].String(); got != "6688343790" {
		t.Errorf("%s on 4x4, White to move: %s classes, Kryukov's 6,688,343,790", m, got)
	}
}
