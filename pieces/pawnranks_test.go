package pieces_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
)

// Each rule's ranks for each colour, on boards of 1 to 5 ranks, written
// out: chess's keeps pawns off both back ranks, the minichess rule off the
// pawn's last rank only.
func TestPawnRanksAllows(t *testing.T) {
	for ranks := 1; ranks <= 5; ranks++ {
		b := pieces.Board{Files: 2, Ranks: ranks}
		for sq := range pieces.Square(b.Squares()) {
			_, rank := b.Coords(sq)
			top := rank == ranks-1
			want := map[pieces.PawnRanks][2]bool{
				pieces.ChessPawnRanks:     {rank != 0 && !top, rank != 0 && !top},
				pieces.MinichessPawnRanks: {!top, rank != 0},
			}
			for r, w := range want {
				for c, ok := range w {
					if got := r.Allows(b, pieces.Color(c), sq); got != ok {
						t.Errorf("%s ranks, %s pawn on %s of %s: %v, want %v", r, pieces.Color(c), b.Name(sq), b, got, ok)
					}
				}
			}
		}
	}
}

// Fits against a count of the squares each rule leaves each side's pawns
// and both sides' together, and the army rule's pawns a file.
func TestArmyRuleFits(t *testing.T) {
	for _, c := range []struct {
		material string
		board    pieces.Board
		army     pieces.ArmyRule
		ranks    pieces.PawnRanks
		fault    pieces.FitFault // -1: fits
	}{
		{"KPvK", pieces.Board{Files: 4, Ranks: 1}, pieces.AnyArmy, pieces.MinichessPawnRanks, pieces.NoRanksForPawns},
		{"KPvK", pieces.Board{Files: 4, Ranks: 2}, pieces.AnyArmy, pieces.MinichessPawnRanks, -1},
		{"KPvK", pieces.Board{Files: 4, Ranks: 2}, pieces.ChessArmy, pieces.ChessPawnRanks, pieces.NoRanksForPawns},
		{"KPPPPPvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.MinichessPawnRanks, pieces.MorePawnsThanFiles},
		{"KPPPPPvK", pieces.Board{Files: 4, Ranks: 4}, pieces.AnyArmy, pieces.MinichessPawnRanks, -1},
		// 3x3, chess's ranks: the middle rank's 3 squares for both sides.
		{"KPPvKP", pieces.Board{Files: 3, Ranks: 3}, pieces.ChessArmy, pieces.ChessPawnRanks, -1},
		{"KPPvKPP", pieces.Board{Files: 3, Ranks: 3}, pieces.ChessArmy, pieces.ChessPawnRanks, pieces.NoRanksForPawns},
		{"KPPvKPP", pieces.Board{Files: 3, Ranks: 3}, pieces.ChessArmy, pieces.MinichessPawnRanks, -1},
		{"KQQQQQQQQvK", pieces.Board{Files: 3, Ranks: 3}, pieces.AnyArmy, pieces.MinichessPawnRanks, pieces.MoreMenThanSquares},
		// Chess's army on 4x4: 4 pawns and promotions a side. Two queens
		// and three pawns use four; a third queen, or a fourth pawn, five.
		{"KQQPPPvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.MinichessPawnRanks, -1},
		{"KQQQPPvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.MinichessPawnRanks, -1},
		{"KQQQPPPvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.MinichessPawnRanks, pieces.MorePromotionsThanPawns},
		{"KvKQQPPPP", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.MinichessPawnRanks, pieces.MorePromotionsThanPawns},
		{"KRRRNNNvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.ChessPawnRanks, -1},
		{"KRRRNNNBBBvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.ChessPawnRanks, -1},
		{"KRRRNNNBBBQQvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.ChessPawnRanks, -1},
		{"KRRRNNNBBBQQQvK", pieces.Board{Files: 4, Ranks: 4}, pieces.ChessArmy, pieces.ChessPawnRanks, pieces.MorePromotionsThanPawns},
		{"KQQQQQQQQQQQvK", pieces.Board{Files: 4, Ranks: 4}, pieces.AnyArmy, pieces.ChessPawnRanks, -1},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		err = c.army.Fits(m, c.board, c.ranks)
		var fe *pieces.FitError
		switch {
		case c.fault < 0 && err != nil:
			t.Errorf("%s on %s, %s army, %s ranks: %v, want it to fit", m, c.board, c.army, c.ranks, err)
		case c.fault >= 0 && (!errors.As(err, &fe) || fe.Fault != c.fault):
			t.Errorf("%s on %s, %s army, %s ranks: %v, want fault %d", m, c.board, c.army, c.ranks, err, c.fault)
		}
	}
}

// A message counts one pawn, one promotion, in the singular.
func TestFitErrorSingular(t *testing.T) {
	for _, c := range []struct {
		material string
		board    pieces.Board
		ranks    pieces.PawnRanks
		want     string
	}{
		{"KQQPvK", pieces.Board{Files: 1, Ranks: 8}, pieces.ChessPawnRanks, "material KQQPvK: white has 1 pawn and 1 promotion (men beyond a queen, two rooks, two bishops and two knights) but the 1x8 board gives a side 1 pawn to promote"},
		{"KQQQPPvK", pieces.Board{Files: 2, Ranks: 8}, pieces.ChessPawnRanks, "white has 2 pawns and 2 promotions ("},
		{"KPvK", pieces.Board{Files: 4, Ranks: 1}, pieces.MinichessPawnRanks, "material KPvK: white has 1 pawn but minichess pawn ranks leave them 0 squares of the 4x1 board"},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		if err := pieces.ChessArmy.Fits(m, c.board, c.ranks); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s on %s: %v, want %q", m, c.board, err, c.want)
		}
	}
}

// Every name reads back as its rule, and nothing else reads.
func TestParseRules(t *testing.T) {
	for _, r := range []pieces.PawnRanks{pieces.ChessPawnRanks, pieces.MinichessPawnRanks} {
		if got, err := pieces.ParsePawnRanks(r.String()); err != nil || got != r {
			t.Errorf("ParsePawnRanks(%q) = %v, %v", r, got, err)
		}
	}
	for _, a := range []pieces.ArmyRule{pieces.ChessArmy, pieces.AnyArmy} {
		if got, err := pieces.ParseArmyRule(a.String()); err != nil || got != a {
			t.Errorf("ParseArmyRule(%q) = %v, %v", a, got, err)
		}
	}
	for _, bad := range []string{"", "Chess", "mini", "anything"} {
		if _, err := pieces.ParsePawnRanks(bad); err == nil {
			t.Errorf("ParsePawnRanks(%q) read", bad)
		}
		if _, err := pieces.ParseArmyRule(bad); err == nil {
			t.Errorf("ParseArmyRule(%q) read", bad)
		}
	}
}

func ExamplePawnRanks_Allows() {
	b := pieces.Board{Files: 4, Ranks: 4}
	a1 := b.Square(0, 0)
	fmt.Println(pieces.ChessPawnRanks.Allows(b, pieces.White, a1), pieces.MinichessPawnRanks.Allows(b, pieces.White, a1), pieces.MinichessPawnRanks.Allows(b, pieces.Black, a1))
	// Output: false true false
}

func ExampleMaterialsUnder() {
	// On 4x4, of 7 men: chess's army keeps a side to a pawn a file; any
	// army lets one side have five.
	b := pieces.Board{Files: 4, Ranks: 4}
	chess := map[pieces.Material]bool{}
	for _, m := range pieces.MaterialsUnder(7, b, pieces.ChessArmy, pieces.ChessPawnRanks) {
		chess[m] = true
	}
	for _, m := range pieces.MaterialsUnder(7, b, pieces.AnyArmy, pieces.MinichessPawnRanks) {
		if !chess[m] {
			fmt.Println(m)
		}
	}
	fmt.Println(len(chess), "materials under chess's rules")
	// Output:
	// KPPPPPvK
	// 1000 materials under chess's rules
}

// The rules' parsers read only their names, each back from its String,
// and refuse the rest in one line.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"chess", "minichess", "any", "", "Chess", "mini chess", "any\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if r, again, ok := parsesBack(t, "ParsePawnRanks", pieces.ParsePawnRanks, s); ok && (r != again || r.String() != s) {
			t.Fatalf("ParsePawnRanks(%q) = %v, which reads back as %v", s, r, again)
		}
		if a, again, ok := parsesBack(t, "ParseArmyRule", pieces.ParseArmyRule, s); ok && (a != again || a.String() != s) {
			t.Fatalf("ParseArmyRule(%q) = %v, which reads back as %v", s, a, again)
		}
	})
}

func ExampleArmyRule_Fits() {
	m, _ := pieces.ParseMaterial("KPPvKPP")
	b := pieces.Board{Files: 3, Ranks: 3}
	// Chess's pawn ranks leave the pawns the middle rank alone: 3 squares
	// for 4 pawns. The minichess ranks give each side two ranks.
	fmt.Println(pieces.ChessArmy.Fits(m, b, pieces.ChessPawnRanks))
	fmt.Println(pieces.ChessArmy.Fits(m, b, pieces.MinichessPawnRanks))
	// Output:
	// material KPPvKPP: the two sides have 4 pawns but chess pawn ranks leave them 3 squares of the 3x3 board
	// <nil>
}

func ExampleParsePawnRanks() {
	r, err := pieces.ParsePawnRanks("minichess")
	fmt.Println(r, err)
	_, err = pieces.ParseArmyRule("all")
	fmt.Println(err)
	// Output:
	// minichess <nil>
	// army "all": give chess (a pawn for each file a side, and the pieces of chess; more pieces are promotions) or any (any men)
}

// Chess's army on 4x4: four pawns a side to promote. Three queens are two
// promotions; with two pawns that is four, with three five.
func ExampleMaterial_Promotions() {
	b := pieces.Board{Files: 4, Ranks: 4}
	for _, s := range []string{"KQQQPPvK", "KQQQPPPvK"} {
		m, _ := pieces.ParseMaterial(s)
		fmt.Println(m, m.Promotions(pieces.White), pieces.ChessArmy.Allows(m, b))
	}
	// Output:
	// KQQQPPvK 2 <nil>
	// KQQQPPPvK 2 material KQQQPPPvK: white has 3 pawns and 2 promotions (men beyond a queen, two rooks, two bishops and two knights) but the 4x4 board gives a side 4 pawns to promote
}
