package burnside_test

import (
	"context"
	"fmt"
	"maps"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// materials returns every chess material with two kings and up to extra
// other men of either colour, and every puzzle material of 1 to men men.
func materials(extra, men int) (chess, puzzle []string) {
	const letters = "QRBNP"
	var others []string // "Q", "R", …, then "vQ"-style black men as lower case
	for _, c := range letters {
		others = append(others, string(c), string(c+'a'-'A'))
	}
	var grow func(prefix []string, from, left int)
	grow = func(prefix []string, from, left int) {
		white, black := "K", "K"
		for _, p := range prefix {
			if p[0] >= 'a' {
				black += string(p[0] - ('a' - 'A'))
			} else {
				white += p
			}
		}
		chess = append(chess, white+"v"+black)
		if left == 0 {
			return
		}
		for i := from; i < len(others); i++ {
			grow(append(prefix, others[i]), i, left-1)
		}
	}
	grow(nil, 0, extra)
	var army func(prefix string, from, left int)
	army = func(prefix string, from, left int) {
		if prefix != "" {
			puzzle = append(puzzle, prefix)
		}
		if left == 0 {
			return
		}
		for i := from; i < len("KQRBNP"); i++ {
			army(prefix+"1"+string("KQRBNP"[i]), i, left-1)
		}
	}
	army("", 0, men)
	return chess, puzzle
}

// check compares the Burnside count, and under the auto group the classes
// by size, with the orbit enumerator for one spec under its auto group
// and, on boards of up to 16 squares, under every group the spec allows.
func check(t *testing.T, s placement.Spec) {
	t.Helper()
	groups := []symmetry.Group{symmetry.Auto(s.Board, s.Material)}
	if s.Board.Squares() <= 16 {
		groups = append(groups, symmetry.Groups...)
	}
	for _, g := range groups {
		if g.Preserves(s.Board, s.Material) != nil {
			continue
		}
		r, err := burnside.Count(context.Background(), s, g, nil)
		if err != nil {
			t.Fatalf("%s on %s: %v", s.Material, s.Board, err)
		}
		var perms [][]pieces.Square
		for _, e := range g.Elements {
			perms = append(perms, e.Perm(s.Board))
		}
		want, err := orbits.Count(context.Background(), s, perms)
		if err != nil {
			t.Fatal(err)
		}
		if r.Placements().Uint64() != want.Configurations || r.Classes.Uint64() != want.Classes {
			t.Errorf("%s on %s, %s %s, labelled %v, group %s: Burnside %s placements in %s classes, enumeration %d in %d",
				s.Material, s.Board, s.Rules, s.ToMove, s.Labelled, g.Name, r.Placements(), r.Classes, want.Configurations, want.Classes)
		}
		if g.Name != groups[0].Name {
			continue // orbit types under the auto group only, to keep the test short
		}
		types, err := burnside.Orbits(context.Background(), r, nil)
		if err != nil {
			t.Fatal(err)
		}
		bySize := map[int]uint64{}
		for _, ty := range types {
			if ty.Classes.Sign() > 0 {
				bySize[ty.Size] += ty.Classes.Uint64()
			}
		}
		if !maps.Equal(bySize, want.BySize) {
			t.Errorf("%s on %s, %s %s, labelled %v, group %s: classes by size %v, enumeration %v",
				s.Material, s.Board, s.Rules, s.ToMove, s.Labelled, g.Name, bySize, want.BySize)
		}
	}
}

// variants returns the specs to check for one material on one board: every
// rule set (the Legal rules with each side to move), labelled and not.
func variants(t *testing.T, material string, b pieces.Board) []placement.Spec {
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		t.Fatal(err)
	}
	if m.Fits(b) != nil {
		return nil
	}
	var out []placement.Spec
	for _, labelled := range []bool{false, true} {
		if labelled && len(m.Pieces()) == m.Men() {
			continue // no identical men: labelling changes nothing
		}
		base := placement.Spec{Board: b, Material: m, Labelled: labelled}
		for _, r := range []placement.Rules{placement.Placement, placement.NonAttacking} {
			s := base
			s.Rules = r
			out = append(out, s)
		}
		if !m.Puzzle() {
			for _, tm := range []placement.ToMove{placement.WhiteToMove, placement.BlackToMove, placement.Both} {
				s := base
				s.Rules, s.ToMove = placement.Legal, tm
				out = append(out, s)
			}
		}
	}
	return out
}

// Every material of up to four men on every board up to 5x5, every rule
// set: Burnside's average equals the number of canonical configurations.
func TestAgainstOrbitsSmallBoards(t *testing.T) {
	chess, puzzle := materials(2, 4)
	boards := []pieces.Board{{Files: 5, Ranks: 5}, {Files: 4, Ranks: 5}, {Files: 3, Ranks: 3}}
	if !testing.Short() {
		boards = nil
		for f := 1; f <= 5; f++ {
			for r := 1; r <= 5; r++ {
				boards = append(boards, pieces.Board{Files: f, Ranks: r})
			}
		}
	}
	for _, b := range boards {
		t.Run(b.String(), func(t *testing.T) {
			t.Parallel()
			for _, m := range append(chess, puzzle...) {
				for _, s := range variants(t, m, b) {
					check(t, s)
				}
			}
		})
	}
}

// Every material of up to three men on 8x8.
func TestAgainstOrbitsChessboard(t *testing.T) {
	chess, puzzle := materials(1, 3)
	for _, m := range append(chess, puzzle...) {
		t.Run(m, func(t *testing.T) {
			for _, s := range variants(t, m, pieces.Chessboard) {
				check(t, s)
			}
		})
	}
}

func ExampleCount() {
	m, _ := pieces.ParseMaterial("KRK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, err := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range r.Terms {
		fmt.Printf("%-17s %-3s %s\n", t.Element.Name(), t.Element.Word(), t.Fixed)
	}
	fmt.Printf("%s / %d = %s classes\n", r.Sum, r.Group.Order(), r.Classes)
	// Output:
	// identity          1   223944
	// rotate-left       HD  0
	// rotate-180        HV  0
	// rotate-right      VD  0
	// flip-files        V   0
	// flip-diagonal     D   252
	// flip-ranks        H   0
	// flip-antidiagonal HVD 252
	// 224448 / 8 = 28056 classes
}

// The thesis's KK (docs/thesis.md): the 84 diagonal-symmetric king pairs form 21
// classes of 4, the other 3528 form 441 classes of 8. A pair on the a1-h8
// diagonal is fixed by D; one on the other diagonal by HVD, a conjugate.
func TestOrbitsKingPairs(t *testing.T) {
	s := spec(t, "KK", "8x8", placement.Placement, placement.Unset, false)
	types, err := burnside.Orbits(context.Background(), count(t, s, symmetry.D4), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, ty := range types {
		if ty.Classes.Sign() > 0 {
			got[ty.Stabiliser.Name] = fmt.Sprintf("%s of %d", ty.Classes, ty.Size)
		}
	}
	want := map[string]string{"{1}": "441 of 8", "{1, D}": "21 of 4"}
	if !maps.Equal(got, want) {
		t.Errorf("KK orbit types %v, want %v", got, want)
	}
	// Eight subgroup classes of D4: {1}, the half turn, two mirror pairs,
	// two Klein groups, the rotations, D4.
	if len(types) != 8 {
		t.Errorf("%d conjugacy classes of subgroups, want 8", len(types))
	}
}

// Where elements act alike, a stabiliser lists all of them and the class
// size agrees with it. On 1x1 the lone king is fixed by all eight: one
// class of one. On 1x6 the file mirror acts as the identity, so every
// placement is fixed by {1, V} (and by HV ~ H, which swap the ends): KK's
// classes are pairs, swapped by the rank mirror.
func TestOrbitsAlikeElements(t *testing.T) {
	one := spec(t, "1K", "1x1", placement.Placement, placement.Unset, false)
	types, err := burnside.Orbits(context.Background(), count(t, one, symmetry.D4), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(types) != 1 || types[0].Size != 1 || types[0].Stabiliser.Order() != 8 || types[0].Classes.Int64() != 1 {
		t.Errorf("1K on 1x1: %+v", types)
	}
	line := spec(t, "KK", "1x6", placement.Placement, placement.Unset, false)
	// The identity listed after an element that acts like it.
	g := symmetry.Group{Name: "mirror, identity last", Elements: []symmetry.Element{symmetry.FlipFiles, symmetry.Identity}}
	types, err = burnside.Orbits(context.Background(), count(t, line, g), nil)
	if err != nil || len(types) != 1 || types[0].Stabiliser.Order() != 2 || types[0].Size != 1 {
		t.Errorf("KK on 1x6 under %s: %+v, %v", g.Name, types, err)
	}
	types, err = burnside.Orbits(context.Background(), count(t, line, symmetry.Rectangle), nil)
	for _, ty := range types {
		if ty.Classes.Sign() > 0 && (ty.Stabiliser.Name != "{1, V}" || ty.Size != 2) {
			t.Errorf("KK on 1x6 under the rectangle: %s classes of %d with stabiliser %s", ty.Classes, ty.Size, ty.Stabiliser.Name)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}

// KK's classes by stabiliser: a class of 8 for each of most pairs, and
// the pairs on a diagonal in classes of 4, whose stabiliser is the
// reflection in it or, conjugate to it, in the other diagonal.
func ExampleOrbitType_ConjugateNames() {
	m, _ := pieces.ParseMaterial("KK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, err := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	types, err := burnside.Orbits(context.Background(), r, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, o := range types {
		if o.Classes.Sign() > 0 {
			fmt.Printf("%s: %s classes of %d, %s placements\n", o.ConjugateNames(), o.Classes, o.Size, o.Placements())
		}
	}
	// Output:
	// {1}: 441 classes of 8, 3528 placements
	// {1, D} {1, HVD}: 21 classes of 4, 84 placements
}
