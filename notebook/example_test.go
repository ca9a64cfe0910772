package notebook_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/notebook"
)

// KRvK's whole positions. The 211 with castling rights are derived by
// hand in docs/positions.md: with the king on e1 and the rook on h1 the
// black king has 57 squares with Black to move and 49 with White to move,
// 106; with the rook on a1, 57 + 48 = 105. No symmetry acts on them, so
// they are 211 classes. KRvK has no pawns, so the en passant rule changes
// nothing.
func ExamplePositions() {
	r, err := notebook.Positions(context.Background(), notebook.PositionsSpec{Material: "KRvK"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range census.Parts {
		fmt.Println(p, r.Positions[p], r.Classes[p])
	}
	// Output:
	// plain 399112 50015
	// castling 211 211
	// en passant 0 0
}

// The classes of every 3-man material with White to move, under the
// legal rules; those of KQvK, KRvK and KPvK are checked against an
// exhaustive enumeration written apart from this code (docs/references.md).
func ExampleMen() {
	r, err := notebook.Men(context.Background(), notebook.MenSpec{Men: 3, Rules: "legal", ToMove: "white"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, x := range r.Results {
		if m := x.Spec.Material.String(); m == "KQvK" || m == "KRvK" || m == "KPvK" {
			fmt.Println(m, x.Placements(), x.Classes)
		}
	}
	fmt.Println(len(r.Results), "materials")
	// Output:
	// KQvK 144508 18081
	// KRvK 175168 21959
	// KPvK 163328 81664
	// 5 materials
}

// The classes of all 2- and 3-man positions, with standard castling
// rights and NULP's en passant rule, are K. Kryukov's published tallies
// of unique legal positions: 462 and 368079 (of which 211 hold castling
// rights).
func ExampleMenPositions() {
	for _, n := range []int{2, 3} {
		r, err := notebook.MenPositions(context.Background(), notebook.MenPositionsSpec{Men: n})
		if err != nil {
			fmt.Println(err)
			return
		}
		c := r.Total.Classes
		fmt.Printf("%d men: %s classes, %s with castling rights\n", n, c.Total, c.Castling)
	}
	// Output:
	// 2 men: 462 classes, 0 with castling rights
	// 3 men: 368079 classes, 211 with castling rights
}

// The thesis's KK (462 classes of 3612 placements) and KRK (28056 of
// 223944), counted again by listing every placement.
func ExampleResult_Verify() {
	for _, m := range []string{"KK", "KRK"} {
		r, _ := notebook.Count(context.Background(), notebook.Spec{Material: m})
		v, err := r.Verify(context.Background())
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(v)
	}
	// Output:
	// KvK: Burnside 462 classes of 3612 placements; orbit enumeration 462 classes of 3612 placements: agree
	// KRvK: Burnside 28056 classes of 223944 placements; orbit enumeration 28056 classes of 223944 placements: agree
}

// Every function takes a context; context.WithTimeout bounds the count,
// which then returns an error that is context.DeadlineExceeded.
func Example_timeout() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	_, err := notebook.Positions(ctx, notebook.PositionsSpec{Material: "KQRBNPvKQRBNP"})
	fmt.Println(errors.Is(err, context.DeadlineExceeded))
	// Output: true
}

// The rules of whole positions and the number of men have kinds of
// mistake of their own.
func ExampleSpecError_positions() {
	ctx := context.Background()
	_, err := notebook.Positions(ctx, notebook.PositionsSpec{Material: "KRvK", Castling: "chess960", Board: "6x8"})
	fmt.Println(errors.Is(err, notebook.ErrCastling), err)
	_, err = notebook.Positions(ctx, notebook.PositionsSpec{Material: "KPvKP", EP: "always"})
	fmt.Println(errors.Is(err, notebook.ErrEnPassant), err)
	_, err = notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 11})
	fmt.Println(errors.Is(err, notebook.ErrMen), err)
	// Output:
	// true Chess960 castling rights need a board 8 files wide, not 6x8; use standard castling or an 8-file board
	// true en passant rule "always": use none, nulp (a pawn beside the one that advanced, no pawn on the squares it crossed) or fide (the capture must be legal)
	// true 11 men: give a number of men from 2 to 10
}

// KvK's whole positions: the 3612 placements of two kings (64·63 ordered
// pairs less the 420 adjacent ones) with either side to move, 7224; the
// diagonal flips fix the 42 placements on their diagonal each way, and
// the colour swap fixes none. (7224 + 84 + 84)/16 = 462, the published
// 2-man tally.
func ExamplePositionsResult_String() {
	r, _ := notebook.Positions(context.Background(), notebook.PositionsSpec{Material: "KvK"})
	fmt.Print(r)
	// Output:
	// KvK on 8x8, whole positions (castling=standard ep=nulp color-swap=true), group d4 with the colour swap (+C)
	// ┌───────────────────┬───────┬──────────┬────────────┐
	// │ element           │ plain │ castling │ en passant │
	// ├───────────────────┼───────┼──────────┼────────────┤
	// │ 1                 │  7224 │ 0        │          0 │
	// │ HD                │     0 │ ·        │          0 │
	// │ HV                │     0 │ ·        │          0 │
	// │ VD                │     0 │ ·        │          0 │
	// │ V                 │     0 │ ·        │          0 │
	// │ D                 │    84 │ ·        │          0 │
	// │ H                 │     0 │ ·        │          0 │
	// │ HVD               │    84 │ ·        │          0 │
	// │ 1+C               │     0 │ 0        │          0 │
	// │ HD+C              │     0 │ ·        │          0 │
	// │ HV+C              │     0 │ ·        │          0 │
	// │ VD+C              │     0 │ ·        │          0 │
	// │ V+C               │     0 │ ·        │          0 │
	// │ D+C               │     0 │ ·        │          0 │
	// │ H+C               │     0 │ ·        │          0 │
	// │ HVD+C             │     0 │ ·        │          0 │
	// │ sum               │  7392 │ 0        │          0 │
	// │ ÷ elements acting │    16 │ 2        │         16 │
	// │ classes           │   462 │ 0        │          0 │
	// │ positions         │  7224 │ 0        │          0 │
	// └───────────────────┴───────┴──────────┴────────────┘
	// 462 classes of 7224 positions; · marks an element that does not act on a part (a position with castling rights has no board symmetry).
}

// The one 2-man material: the thesis's KK, 3612 placements in 462
// classes.
func ExampleMenResult_Markdown() {
	r, _ := notebook.Men(context.Background(), notebook.MenSpec{Men: 2})
	fmt.Print(r.Markdown())
	// Output:
	// 2 men: 1 material on 8x8, rules placement
	//
	// | material | group | placements | classes |
	// |:---------|:------|-----------:|--------:|
	// | KvK      | d4    |       3612 |     462 |
	// | total    |       |       3612 |     462 |
}

// The classes of all 2-man materials: KvK alone, the thesis's 462, under
// the placement rules and under the legal rules with Black to move (two
// kings apart are always a legal position).
func ExampleMenResult_Classes() {
	for _, s := range []notebook.MenSpec{{Men: 2}, {Men: 2, Rules: "legal", ToMove: "black"}} {
		r, err := notebook.Men(context.Background(), s)
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(len(r.Results), "material,", r.Classes(), "classes")
	}
	// Output:
	// 1 material, 462 classes
	// 1 material, 462 classes
}

// The 2-man whole positions: KvK alone, 7224 positions (3612 placements,
// either side to move) in 462 classes, the published tally.
func ExampleMenPositionsResult_Markdown() {
	r, _ := notebook.MenPositions(context.Background(), notebook.MenPositionsSpec{Men: 2})
	fmt.Print(r.Markdown())
	// Output:
	// 2 men: 1 of 1 material on 8x8, whole positions (castling=standard ep=nulp color-swap=true)
	//
	// | material | plain | castling | en passant | positions | plain classes | castling classes | en passant classes | classes |
	// |:---------|------:|---------:|-----------:|----------:|--------------:|-----------------:|-------------------:|--------:|
	// | KvK      |  7224 |        0 |          0 |      7224 |           462 |                0 |                  0 |     462 |
	// | total    |  7224 |        0 |          0 |      7224 |           462 |                0 |                  0 |     462 |
}

// Every position of up to 4 men at once, without castling or en passant
// rights: the classes are those count positions --men N --castling none
// --ep none adds up material by material (462 for the kings alone, the
// thesis's KK).
func ExampleAll() {
	r, err := notebook.All(context.Background(), notebook.AllSpec{MaxMen: 4, EP: "none", Castling: "none"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for m := 2; m <= 4; m++ {
		fmt.Println(m, "men:", r.Classes[m], "classes")
	}
	// Output:
	// 2 men: 462 classes
	// 3 men: 367868 classes
	// 4 men: 125110423 classes
}

// The rows from 3 men up, in Markdown: the 462 classes of the two kings
// alone are counted on the way, and left out of the rows and the total.
// The 367868 classes of 3 men are Kryukov's published tally.
func ExampleAllSpec_minMen() {
	r, err := notebook.All(context.Background(), notebook.AllSpec{MinMen: 3, MaxMen: 3, EP: "none", Castling: "none"})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(r.Markdown())
	// Output:
	// Every material at once on 8x8, 3 men: castling none, en passant none, both sides to move
	//
	// | men   | positions | of which castling | of which en passant | classes |
	// |------:|----------:|------------------:|--------------------:|--------:|
	// |     3 |   3891168 |                 0 |                   0 |  367868 |
	// | total |   3891168 |                 0 |                   0 |  367868 |
}

// The orbit picture on its own, as an SVG document. Under d4 the 64
// squares fall in 10 orbits, the squares of the a1-d1-d4 triangle; under
// the file mirror, which KPK's pawn leaves, in 32, one per pair of
// squares mirrored across the line between the d- and e-files.
func ExampleResult_SVG() {
	for _, m := range []string{"KRK", "KPK"} {
		r, err := notebook.Count(context.Background(), notebook.Spec{Material: m})
		if err != nil {
			fmt.Println(err)
			return
		}
		svg := r.SVG()
		title := svg[strings.Index(svg, "<title>")+len("<title>") : strings.Index(svg, "</title>")]
		fmt.Println(strings.HasPrefix(svg, "<svg "), title)
	}
	// Output:
	// true The 10 orbits of the squares of the 8x8 board under the group d4
	// true The 32 orbits of the squares of the 8x8 board under the group mirror
}
