package allchess

import (
	"context"
	"fmt"
	"testing"

	"github.com/chesscount/count/census"
	boardlist "github.com/chesscount/count/internal/listing"
	"github.com/chesscount/count/pieces"
)

// minichessSpec is the count of every position of b with at most most men
// under the pawn ranks and army rule named, chess's when false.
func minichessSpec(b pieces.Board, minichess, anyArmy bool, most int) Rules {
	s := Rules{Board: b, Army: Army{Pawns: b.Files, Base: pieces.ChessPieces}, MaxMen: most}
	if minichess {
		s.PawnRanks = pieces.MinichessPawnRanks
	}
	if anyArmy {
		s.Army = AnyMen(b.Squares() - 2)
	}
	return s
}

// Every position of small boards up to a few men, under both pawn ranks
// and both army rules, counted at once and listed one by one (package
// internal/listing). On 2x4, six men reach a side of two pawns and two
// queens, which chess's army forbids (two pawns and a promotion on two
// files). The boards with an odd side have positions the file mirror
// fixes (3x4, 3x3, 5x2), and without pawns the rank mirror (3x3, 4x3,
// 2x3); on 3x3 a white pawn on the first rank attacks a king on the
// second, under the minichess ranks.
func TestMinichessAgainstListing(t *testing.T) {
	for _, c := range []struct {
		board pieces.Board
		most  int
	}{
		{pieces.Board{Files: 2, Ranks: 4}, 6},
		{pieces.Board{Files: 4, Ranks: 4}, 4},
		{pieces.Board{Files: 3, Ranks: 4}, 4},
		{pieces.Board{Files: 3, Ranks: 3}, 4},
		{pieces.Board{Files: 4, Ranks: 3}, 4},
		{pieces.Board{Files: 2, Ranks: 3}, 5},
		{pieces.Board{Files: 5, Ranks: 2}, 4},
	} {
		for _, minichess := range []bool{false, true} {
			for _, anyArmy := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s minichess=%v any=%v", c.board, minichess, anyArmy), func(t *testing.T) {
					r, err := Count(context.Background(), minichessSpec(c.board, minichess, anyArmy, c.most), Options{})
					if err != nil {
						t.Fatal(err)
					}
					l := boardlist.Count(c.board, boardlist.Rules{Minichess: minichess, AnyArmy: anyArmy}, c.most)
					for n := 2; n <= c.most; n++ {
						if r.Positions[n].Uint64() != l.Positions[n] || r.Classes[n].Uint64() != l.Classes[n] {
							t.Errorf("%d men: %s positions, %s classes; the listing %d, %d", n, r.Positions[n], r.Classes[n], l.Positions[n], l.Classes[n])
						}
					}
				})
			}
		}
	}
}

// All of 4x4 chess as K. Kryukov counts it (the minichess pawn ranks, any
// men), and under chess's rules, up to 8 men, and of 3x4 up to 6: counted
// at once, and one material at a time by package census, added up. With 8
// men chess's army binds on 4x4 (three queens and three pawns are a side's
// four pawns and one more).
func TestMinichessAgainstMaterials(t *testing.T) {
	minichessAgainstMaterials(t, pieces.Board{Files: 4, Ranks: 4}, 8)
	minichessAgainstMaterials(t, pieces.Board{Files: 3, Ranks: 4}, 6)
}

// minichessAgainstMaterials compares the count at once on b with census's,
// material by material, up to most men.
func minichessAgainstMaterials(t *testing.T, b pieces.Board, most int) {
	t.Helper()
	for _, minichess := range []bool{false, true} {
		for _, anyArmy := range []bool{false, true} {
			r, err := Count(context.Background(), minichessSpec(b, minichess, anyArmy, most), Options{})
			if err != nil {
				t.Fatal(err)
			}
			rules := census.Rules{ColorSwap: true}
			if minichess {
				rules.PawnRanks = pieces.MinichessPawnRanks
			}
			if anyArmy {
				rules.Army = pieces.AnyArmy
			}
			for n := 2; n <= most; n++ {
				positions, classes := materialSums(t, b, n, rules, nil)
				if r.Positions[n].Cmp(positions) != 0 || r.Classes[n].Cmp(classes) != 0 {
					t.Errorf("%s, minichess=%v any=%v, %d men: %s positions, %s classes; the materials sum to %s, %s", b, minichess, anyArmy, n, r.Positions[n], r.Classes[n], positions, classes)
				}
			}
		}
	}
}
