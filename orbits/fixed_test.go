package orbits_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// The configurations Fixed lists for each element, once for each side to
// move, are as many as Burnside's term for it, which the fast path counts
// without listing any.
func TestFixedAgainstBurnside(t *testing.T) {
	for _, c := range []struct {
		material, board string
		rules           placement.Rules
		toMove          placement.ToMove
		labelled        bool
	}{
		{"KRK", "4x4", placement.Placement, 0, false},
		{"KQvK", "4x4", placement.Legal, placement.Both, false},
		{"KPvKP", "4x4", placement.Legal, placement.Both, false},
		{"KNNvK", "4x3", placement.Placement, 0, false},
		{"4N", "4x4", placement.NonAttacking, 0, false},
		{"3K", "3x3", placement.Placement, 0, true},
		{"2B2R", "3x3", placement.Placement, 0, false},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		b, err := pieces.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		s := placement.Spec{Board: b, Material: m, Rules: c.rules, ToMove: c.toMove, Labelled: c.labelled}
		g := symmetry.Auto(b, m)
		r, err := burnside.Count(context.Background(), s, g, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, term := range r.Terms {
			listed, err := orbits.Fixed(context.Background(), s, term.Element.Perm(b), 1<<20)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, l := range listed {
				n += len(l.Sides)
			}
			if fmt.Sprint(n) != term.Fixed.String() {
				t.Errorf("%s on %s, %s: %d listed; Burnside's term %s", c.material, c.board, term.Element.Name(), n, term.Fixed)
			}
		}
	}
}

// Fixed stops at most.
func TestFixedMost(t *testing.T) {
	m, _ := pieces.ParseMaterial("KK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	if _, err := orbits.Fixed(context.Background(), s, symmetry.Identity.Perm(s.Board), 3611); err == nil {
		t.Error("3612 placements of KK listed under a limit of 3611")
	}
	if l, err := orbits.Fixed(context.Background(), s, symmetry.Identity.Perm(s.Board), 3612); err != nil || len(l) != 3612 {
		t.Errorf("%d listed, %v; want all 3612", len(l), err)
	}
}

// The placements of KRvK that the reflection in the a1-h8 diagonal leaves
// unchanged: the thesis's 252, the two kings on the diagonal and the rook
// on it too.
func ExampleFixed() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	d, _ := symmetry.ParseElement("flip-diagonal")
	listed, err := orbits.Fixed(context.Background(), s, d.Perm(s.Board), 1000)
	if err != nil {
		fmt.Println(err)
		return
	}
	first := listed[0].Men
	fmt.Println(len(listed), "placements; the first:", s.Board.Name(first[0].Square), s.Board.Name(first[1].Square), s.Board.Name(first[2].Square))
	// Output: 252 placements; the first: a1 b2 c3
}
