package placement_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Refusal names the rule that hand-picked configurations break, or none,
// and says none exactly when Allows allows them.
func TestRefusal(t *testing.T) {
	for _, c := range []struct {
		material, board string
		rules           placement.Rules
		men             string
		toMove          pieces.Color
		want            string // "" when allowed
	}{
		{"KRvK", "8x8", placement.Placement, "Ka1 Rh8 kc3", pieces.White, ""},
		{"KRvK", "8x8", placement.Placement, "Ka1 Rh8 kb2", pieces.White, "the kings on a1 and b2 stand side by side"},
		{"KRvK", "8x8", placement.Placement, "Kd4 Rh8 ke5", pieces.Black, "the kings on d4 and e5 stand side by side"},
		// The Placement rules do not look at checks.
		{"KRvK", "8x8", placement.Placement, "Ke8 ke1 Re2", pieces.White, ""},
		{"KPvK", "8x8", placement.Placement, "Ka1 kc3 Ph1", pieces.White, "a pawn on h1, a back rank; pawns stand on ranks 2 to 7"},
		{"KvKP", "8x8", placement.Placement, "Ka1 kc3 pe8", pieces.White, "a pawn on e8, a back rank"},
		{"KPvK", "6x6", placement.Placement, "Ka1 kc3 Pd6", pieces.White, "a pawn on d6, a back rank; pawns stand on ranks 2 to 5"},
		{"KPvK", "6x6", placement.Placement, "Ka1 kc3 Pd5", pieces.White, ""},
		// Legal: the side not to move may not be in check.
		{"KRvK", "8x8", placement.Legal, "Ke8 ke1 Re2", pieces.White, "with white to move, the white rook on e2 attacks the black king on e1"},
		{"KRvK", "8x8", placement.Legal, "Ke8 ke1 Re2", pieces.Black, ""},
		{"KRvK", "8x8", placement.Legal, "Ka1 Ra8 kh8", pieces.White, "the white rook on a8 attacks the black king on h8"},
		{"KRvKN", "8x8", placement.Legal, "Ka1 Ra8 nc8 kh8", pieces.White, ""}, // the knight blocks the rook
		{"KvKN", "8x8", placement.Legal, "Ka1 nc2 kh8", pieces.Black, "with black to move, the black knight on c2 attacks the white king on a1"},
		// Kings side by side are named so under the Legal rules too.
		{"KRvK", "8x8", placement.Legal, "Ka1 Rh8 kb1", pieces.White, "the kings on a1 and b1 stand side by side"},
		// NonAttacking: no man attacks another, whatever their colours.
		{"2R", "8x8", placement.NonAttacking, "Ra1 Rb5", pieces.White, ""},
		{"2R", "8x8", placement.NonAttacking, "Ra1 Ra5", pieces.White, "the rook on a5 attacks the rook on a1, which the nonattacking rules do not count"},
		{"KBvK", "8x8", placement.NonAttacking, "Ka1 Bh7 ke4", pieces.White, "the white bishop on h7 attacks the black king on e4"},
		{"KvK", "8x8", placement.NonAttacking, "Ka1 kb2", pieces.White, "the kings on"},
		// A puzzle's kings are no side's: they may touch under the
		// Placement rules.
		{"2K", "8x8", placement.Placement, "Ka1 Kb2", pieces.White, ""},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := pieces.ParseBoard(c.board)
		s := placement.Spec{Board: b, Material: m, Rules: c.rules}
		men, err := placement.ParseMen(b, c.men)
		if err != nil {
			t.Fatal(err)
		}
		err = s.Refusal(men, c.toMove)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s %s %q, %s to move: %v; want none", c.material, c.rules, c.men, c.toMove, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n")):
			t.Errorf("%s %s %q, %s to move: %v; want one line containing %q", c.material, c.rules, c.men, c.toMove, err, c.want)
		}
		if allows := s.Allows(men, c.toMove); allows != (c.want == "") {
			t.Errorf("%s %s %q, %s to move: Allows = %v, want %v", c.material, c.rules, c.men, c.toMove, allows, c.want == "")
		}
	}
}

// Two men on one square, which ParseMen does not read.
func TestRefusalSharedSquare(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	b := s.Board
	men := []placement.Man{
		{Piece: pieces.Piece{Color: pieces.White, Kind: pieces.King}, Square: b.Square(0, 0)},
		{Piece: pieces.Piece{Color: pieces.White, Kind: pieces.Rook}, Square: b.Square(3, 3)},
		{Piece: pieces.Piece{Color: pieces.Black, Kind: pieces.King}, Square: b.Square(3, 3)},
	}
	if err := s.Refusal(men, pieces.White); err == nil || !strings.Contains(err.Error(), "two men on d4") {
		t.Errorf("Refusal = %v; want two men on d4", err)
	}
}

// Why the legal rules refuse a position with White to move and allow it
// with Black to move.
func ExampleSpec_Refusal() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal}
	men, _ := placement.ParseMen(s.Board, "Ke8 ke1 Re2")
	fmt.Println(s.Refusal(men, pieces.White))
	fmt.Println(s.Refusal(men, pieces.Black))
	sideBySide, _ := placement.ParseMen(s.Board, "Ka1 kb2 Rc3")
	fmt.Println(s.Refusal(sideBySide, pieces.Black))
	// Output:
	// the side not to move is in check: with white to move, the white rook on e2 attacks the black king on e1, which the legal rules do not count; move a man
	// <nil>
	// the kings on a1 and b2 stand side by side, which they may not; move one away
}
