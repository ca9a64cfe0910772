package notebook_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/notebook"
)

// Each mistake is reported as its kind, for errors.Is, and never panics.
func TestSpecErrors(t *testing.T) {
	cases := []struct {
		spec notebook.Spec
		kind error
	}{
		{notebook.Spec{}, notebook.ErrMaterial},
		{notebook.Spec{Material: "KXK"}, notebook.ErrMaterial},
		{notebook.Spec{Material: "KQ"}, notebook.ErrMaterial},
		{notebook.Spec{Material: "5Q", Board: "2x2"}, notebook.ErrMaterial},
		{notebook.Spec{Material: "KRK", Board: "21x8"}, notebook.ErrBoard},
		{notebook.Spec{Material: "KRK", Board: "8"}, notebook.ErrBoard},
		{notebook.Spec{Material: "KRK", Rules: "strict"}, notebook.ErrRules},
		{notebook.Spec{Material: "8Q", Rules: "legal"}, notebook.ErrRules},
		{notebook.Spec{Material: "KRK", ToMove: "white"}, notebook.ErrToMove},
		{notebook.Spec{Material: "KRK", Rules: "legal", ToMove: "red"}, notebook.ErrToMove},
		{notebook.Spec{Material: "KPK", Group: "d4"}, notebook.ErrGroup},
		{notebook.Spec{Material: "KRK", Board: "6x8", Group: "rotations"}, notebook.ErrGroup},
		{notebook.Spec{Material: "KRK", Group: "klein"}, notebook.ErrGroup},
	}
	for _, c := range cases {
		_, err := notebook.Count(context.Background(), c.spec)
		checkKind(t, c.spec, err, c.kind)
	}
}

// A Result that Count did not make says so rather than panicking.
func TestEmptyResult(t *testing.T) {
	for _, r := range []*notebook.Result{nil, {}} {
		_, err1 := r.Orbits(context.Background())
		_, err2 := r.Canonical("Ka1")
		if !strings.Contains(r.String()+r.Markdown()+r.HTML()+r.Explain(), "empty Result") || err1 == nil || err2 == nil {
			t.Errorf("%v: no complaint", r)
		}
	}
}

// The HTML embeds the table and the picture, each well formed enough to
// find.
func TestHTML(t *testing.T) {
	r, err := notebook.Count(context.Background(), notebook.Spec{Material: "KK"})
	if err != nil {
		t.Fatal(err)
	}
	h := r.HTML()
	for _, want := range []string{"<table>", "<td style=\"text-align: right;\">462</td>", "<svg", "</svg>"} {
		if !strings.Contains(h, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
	if !strings.Contains(r.Markdown(), "| flip-diagonal ") || !strings.Contains(r.String(), "462 classes") {
		t.Error("Markdown or String lacks the table")
	}
}

// The thesis's KK table (section 5.1 of the thesis; section 3 of the
// reference).
func ExampleCount() {
	r, err := notebook.Count(context.Background(), notebook.Spec{Material: "KK"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range r.Terms {
		fmt.Printf("|F(%s)| = %s\n", t.Element.Thesis(), t.Fixed)
	}
	fmt.Printf("(%s)/%d = %s classes\n", r.Sum, r.Group.Order(), r.Classes)
	// Output:
	// |F(1)| = 3612
	// |F(σ)| = 0
	// |F(σ²)| = 0
	// |F(σ³)| = 0
	// |F(τ)| = 0
	// |F(τσ)| = 42
	// |F(τσ²)| = 0
	// |F(τσ³)| = 42
	// (3696)/8 = 462 classes
}

// KRK with each side to move (an exhaustive enumeration, docs/references.md).
func ExampleCount_sideToMove() {
	for _, side := range []string{"white", "black"} {
		r, _ := notebook.Count(context.Background(), notebook.Spec{Material: "KRvK", Rules: "legal", ToMove: side})
		fmt.Printf("%s to move: %s positions, %s classes\n", side, r.Placements(), r.Classes)
	}
	// Output:
	// white to move: 175168 positions, 21959 classes
	// black to move: 223944 positions, 28056 classes
}

// Eight queens: 92 solutions in 12 classes.
func ExampleCount_queens() {
	r, _ := notebook.Count(context.Background(), notebook.Spec{Material: "8Q", Rules: "nonattacking"})
	fmt.Println(r.Placements(), "solutions,", r.Classes, "classes")
	// Output: 92 solutions, 12 classes
}

// Two kings on a 5x5 board. Identity: 25·24 ordered pairs less 2·72
// adjacent ones = 456. Each reflection fixes the pairs on its line of 5
// fixed squares at least two apart: 5·4 − 2·4 = 12; the rotations fix
// none. (456 + 4·12)/8 = 63.
func ExampleCount_smallBoard() {
	r, _ := notebook.Count(context.Background(), notebook.Spec{Material: "KK", Board: "5x5"})
	fmt.Println(r.Placements(), "placements,", r.Classes, "classes")
	// Output: 456 placements, 63 classes
}

// Orbit sizes: the 84 king pairs on a diagonal make 21 classes of 4, the
// other 3528 make 441 classes of 8 (the thesis's KK, docs/thesis.md).
func ExampleResult_Orbits() {
	r, _ := notebook.Count(context.Background(), notebook.Spec{Material: "KK"})
	o, err := r.Orbits(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range o.Types {
		if t.Classes.Sign() > 0 {
			fmt.Printf("%s classes of %d, stabiliser %s\n", t.Classes, t.Size, t.Stabiliser.Name)
		}
	}
	// Output:
	// 441 classes of 8, stabiliser {1}
	// 21 classes of 4, stabiliser {1, D}
}

func ExampleSpecError() {
	_, err := notebook.Count(context.Background(), notebook.Spec{Material: "KPK", Group: "rotations"})
	fmt.Println(errors.Is(err, notebook.ErrGroup))
	// Output: true
}

// Kc6 Rh1 kd8: the white king's smallest image is c3, by flip-ranks or by
// rotate-left; the rook then goes to h8 either way, and the black king to
// d1 by flip-ranks but a4 by rotate-left, so flip-ranks wins. The same men
// read from a FEN, and kings side by side, which no count counts.
func ExampleResult_Canonical() {
	r, _ := notebook.Count(context.Background(), notebook.Spec{Material: "KRK"})
	p, err := r.Canonical("Kc6 Rh1 kd8")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p)
	p, _ = r.Canonical("3k4/8/2K5/8/8/8/8/7R w - -")
	fmt.Println(p)
	_, err = r.Canonical("Ka1 kb2 Rc3")
	fmt.Println(errors.Is(err, notebook.ErrPosition), err)
	// Output:
	// Kc6 Rh1 kd8 → Kc3 Rh8 kd1 by flip-ranks (H)
	// Rh1 Kc6 kd8 → Kc3 Rh8 kd1 by flip-ranks (H)
	// true position: the kings on a1 and b2 stand side by side, which they may not; move one away
}
