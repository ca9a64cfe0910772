package burnside

import (
	"context"
	"math/big"
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// The subgroups of each named group and their conjugacy classes, as the
// algebra of the dihedral group of order 8 has them: D4 has 10 subgroups
// in 8 classes (the two reflections through edge midpoints are conjugate,
// as are the two diagonal ones); the cyclic group of order 4 has 3, the
// Klein four-group of the rectangle 5, each its own class.
func TestSubgroups(t *testing.T) {
	cases := []struct {
		g                  symmetry.Group
		subgroups, classes int
		sizes              []int // the subgroups' orders, largest first
	}{
		{symmetry.D4, 10, 8, []int{8, 4, 4, 4, 2, 2, 2, 2, 2, 1}},
		{symmetry.Rotations, 3, 3, []int{4, 2, 1}},
		{symmetry.Rectangle, 5, 5, []int{4, 2, 2, 2, 1}},
		{symmetry.Mirror, 2, 2, []int{2, 1}},
		{symmetry.Trivial, 1, 1, []int{1}},
	}
	for _, c := range cases {
		a := newAction(c.g, pieces.Chessboard)
		subs := a.subgroups()
		var sizes []int
		for _, h := range subs {
			sizes = append(sizes, h.size())
		}
		if !slices.Equal(sizes, c.sizes) {
			t.Errorf("%s: subgroup orders %v, want %v", c.g.Name, sizes, c.sizes)
		}
		if n := len(a.conjugacyClasses(subs)); n != c.classes {
			t.Errorf("%s: %d conjugacy classes of subgroups, want %d", c.g.Name, n, c.classes)
		}
	}
	// On a one-square board all eight elements act as the identity.
	if a := newAction(symmetry.D4, pieces.Board{Files: 1, Ranks: 1}); len(a.perms) != 1 || len(a.subgroups()) != 1 {
		t.Errorf("1x1: %d permutations, %d subgroups; want 1 and 1", len(a.perms), len(a.subgroups()))
	}
}

// The marks and their inversion against a listing: every placement of the
// two kings on 4x4 (on distinct squares, not side by side) is tallied by
// its stabiliser, computed directly.
func TestMarksAndInversion(t *testing.T) {
	b := pieces.Board{Files: 4, Ranks: 4}
	m, err := pieces.ParseMaterial("KK")
	if err != nil {
		t.Fatal(err)
	}
	spec := placement.Spec{Board: b, Material: m, Rules: placement.Placement}
	r, err := Count(context.Background(), spec, symmetry.D4, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := newAction(symmetry.D4, b)
	subs := a.subgroups()
	counter, err := placement.NewFactored(spec)
	if err != nil {
		t.Fatal(err)
	}
	marks, err := a.marks(context.Background(), r, subs, counter)
	if err != nil {
		t.Fatal(err)
	}
	exact := invert(subs, marks)
	want := map[permSet]int64{}
	wantMarks := map[permSet]int64{}
	for w := range b.Squares() {
		for k := range b.Squares() {
			wx, wy := b.Coords(pieces.Square(w))
			kx, ky := b.Coords(pieces.Square(k))
			if max(abs(wx-kx), abs(wy-ky)) <= 1 {
				continue // the same square, or side by side
			}
			var stab permSet
			for i, p := range a.perms {
				if p[w] == pieces.Square(w) && p[k] == pieces.Square(k) {
					stab |= 1 << i
				}
			}
			want[stab]++
			for _, h := range subs {
				if h&stab == h {
					wantMarks[h]++
				}
			}
		}
	}
	for _, h := range subs {
		if marks[h].Cmp(big.NewInt(wantMarks[h])) != 0 {
			t.Errorf("F(%s) = %s, listing says %d", a.asGroup(h).Name, marks[h], wantMarks[h])
		}
		if exact[h].Cmp(big.NewInt(want[h])) != 0 {
			t.Errorf("f(%s) = %s, listing says %d", a.asGroup(h).Name, exact[h], want[h])
		}
	}
}

func abs(x int) int { return max(x, -x) }
