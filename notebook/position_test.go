package notebook_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/notebook"
	"github.com/chesscount/count/pieces"
)

// Canonical takes what count --position takes, men or a FEN, and refuses
// what the count does not count, each as a one-line ErrPosition.
func TestCanonicalPositions(t *testing.T) {
	ctx := context.Background()
	count := func(s notebook.Spec) *notebook.Result {
		r, err := notebook.Count(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	krk, kpk := count(notebook.Spec{Material: "KRK"}), count(notebook.Spec{Material: "KPK"})
	legal := count(notebook.Spec{Material: "KRK", Rules: "legal"})
	blackToMove := count(notebook.Spec{Material: "KRK", Rules: "legal", ToMove: "black"})
	whiteToMove := count(notebook.Spec{Material: "KRK", Rules: "legal", ToMove: "white"})
	small := count(notebook.Spec{Material: "KRK", Board: "6x6"})
	rooks := count(notebook.Spec{Material: "2R", Rules: "nonattacking"})
	for _, c := range []struct {
		r        *notebook.Result
		position string
		want     string // the image, or the mistake
	}{
		{krk, "Kc6 Rh1 kd8", "→ Kc3 Rh8 kd1"},
		{krk, "3k4/8/2K5/8/8/8/8/7R w - -", "Rh1 Kc6 kd8 → Kc3 Rh8 kd1"},
		{krk, "3k4/8/2K5/8/8/8/8/7R b - - 0 1", "Rh1 Kc6 kd8 → Kc3 Rh8 kd1"},
		{legal, "Ke8 ke1 Re2", "→"}, // counted with Black to move
		{legal, "4K3/8/8/8/8/8/4R3/4k3 b - -", "→"},
		{krk, "Ka1 kb2 Rc3", "the kings on a1 and b2 stand side by side"},
		{krk, "8/8/8/8/8/2R5/1k6/K7 w - -", "the kings on a1 and b2 stand side by side"},
		{kpk, "Ka1 kc3 Ph1", "a pawn on h1, a back rank"},
		{kpk, "Ka1 kc3 Ph8", "a pawn on h8, a back rank"},
		{kpk, "7P/8/8/8/8/2k5/8/K7 w - -", "a pawn on h8"},
		{legal, "4K3/8/8/8/8/8/4R3/4k3 w - -", "with white to move, the white rook on e2 attacks the black king on e1"},
		{blackToMove, "Ka1 Ra8 kh8", "→"}, // the rook checks the side to move
		{whiteToMove, "Ka1 Ra8 kh8", "with white to move, the white rook on a8 attacks the black king on h8"},
		{blackToMove, "4K3/8/8/8/8/8/4R3/4k3 w - -", "the FEN has white to move and the count black; write b"},
		{rooks, "Ra1 Ra5", "the rook on a5 attacks the rook on a1"},
		{krk, "r3k3/8/8/8/8/8/8/4K3 w q -", "without castling rights"},
		{count(notebook.Spec{Material: "KPK"}), "4k3/8/8/8/4P3/8/8/4K3 b - e3", "without an en passant square"},
		{small, "3k4/8/2K5/8/8/8/8/7R w - -", "a FEN is a position of the 8x8 board, not of 6x6"},
		{krk, "3k4/8/2K5/8/8/8/8/7R w - - x", "has 5 fields"},
		{krk, "Kc6 kd8", "does not hold the men of KRvK"},
		{krk, "3k4/8/2K5/8/8/8/8/7Q w - -", "does not hold the men of KRvK"},
		{krk, "Zz9", `"Zz9" does not start with a piece letter`},
	} {
		p, err := c.r.Canonical(c.position)
		if strings.Contains(c.want, "→") {
			if err != nil || !strings.Contains(p.String(), c.want) {
				t.Errorf("%s: Canonical(%q) = %v, %v; want %q", c.r.Spec.Material, c.position, p, err, c.want)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Canonical(%q) = %v, %v; want an error containing %q", c.r.Spec.Material, c.position, p, err, c.want)
		}
		checkKind(t, c.position, err, notebook.ErrPosition)
	}
}

// ReadPosition never panics, answers in one line, and what it accepts is
// the men of the material, which the count counts.
func FuzzReadPosition(f *testing.F) {
	for _, s := range []string{"Ka1 Rb2 kc3", "2k5/8/8/8/8/8/1R6/K7 b - -", "Kk6/8/8/8/8/8/8/R7 w - -", "r3k3/8/8/8/8/8/8/4K3 w q -", "Ka1,Rb2,kc3", "K"} {
		f.Add(s)
	}
	spec, _, err := notebook.Spec{Material: "KRK", Rules: "legal"}.Parse()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		men, err := notebook.ReadPosition(spec, s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") || !errors.Is(err, notebook.ErrPosition) {
				t.Fatalf("%q: %v; want one line of ErrPosition", s, err)
			}
			return
		}
		n := map[pieces.Piece]int{}
		for _, m := range men {
			n[m.Piece]++
		}
		king, rook := pieces.Piece{Kind: pieces.King}, pieces.Piece{Kind: pieces.Rook}
		black := pieces.Piece{Color: pieces.Black, Kind: pieces.King}
		if len(men) != 3 || n[king] != 1 || n[rook] != 1 || n[black] != 1 || !(spec.Allows(men, pieces.White) || spec.Allows(men, pieces.Black)) {
			t.Fatalf("%q read as %v, which the count does not count", s, men)
		}
	})
}

// A FEN of the men a count places, and men that no count places.
func ExampleReadPosition() {
	spec, _, _ := notebook.Spec{Material: "KPK"}.Parse()
	men, err := notebook.ReadPosition(spec, "4k3/8/8/8/8/8/4P3/4K3 w - -")
	for _, m := range men {
		fmt.Print(m.Piece, spec.Board.Name(m.Square), " ")
	}
	fmt.Println(err)
	_, err = notebook.ReadPosition(spec, "Ka1 kc3 Ph1")
	fmt.Println(err)
	_, err = notebook.ReadPosition(spec, "Ka1 kb2 Pe4")
	fmt.Println(err)
	// Output:
	// Ke1 Pe2 ke8 <nil>
	// position: a pawn on h1, a back rank; pawns stand on ranks 2 to 7
	// position: the kings on a1 and b2 stand side by side, which they may not; move one away
}
