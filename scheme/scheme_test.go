package scheme_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/scheme/indexes"
	"github.com/chesscount/count/scheme/syzygy"
	"github.com/chesscount/count/symmetry"
)

// leapfrogKeeps is Leapfrog's rule, written here apart from package
// position: files and ranks from 0, the pair's midpoint in half squares.
func leapfrogKeeps(men []placement.Man, pawns bool) (kings, leapfrog bool) {
	var wk, bk [2]int
	var pair [][2]int
	counts := map[pieces.Piece]int{}
	for _, m := range men {
		counts[m.Piece]++
	}
	var exchange pieces.Piece
	for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
		if p := (pieces.Piece{Color: pieces.White, Kind: k}); counts[p] == 2 {
			exchange = p
			break
		}
	}
	for _, m := range men {
		x, y := pieces.Chessboard.Coords(m.Square)
		switch {
		case m.Piece == pieces.Piece{Color: pieces.White, Kind: pieces.King}:
			wk = [2]int{x, y}
		case m.Piece == pieces.Piece{Color: pieces.Black, Kind: pieces.King}:
			bk = [2]int{x, y}
		case m.Piece == exchange && exchange.Kind != pieces.King:
			pair = append(pair, [2]int{x, y})
		}
	}
	if pawns {
		kings = wk[0] < 4
	} else {
		kings = wk[0] < 4 && wk[1] <= wk[0] && (wk[1] != wk[0] || bk[1] >= bk[0])
	}
	if pair == nil {
		return kings, kings
	}
	a, b := pair[0], pair[1]
	mx, my := a[0]+b[0], a[1]+b[1]
	d := func(s [2]int) int { return (2*s[0]-7)*(2*s[0]-7) + (2*s[1]-7)*(2*s[1]-7) }
	nearer, tie := a, d(a) == d(b)
	if d(b) < d(a) {
		nearer = b
	}
	leapfrog = mx <= 7 && (pawns || my <= mx)
	if !pawns && mx == my && !tie && nearer[1] > nearer[0] {
		leapfrog = false
	}
	if mx == 7 && !tie && nearer[0] > 3 {
		leapfrog = false
	}
	return kings, leapfrog
}

// Measure against a walk over every position that applies the rule to
// each: KRvK, KNNvK and KRRvK (the exchange rule), KPvK and KBvKP (pawns).
func TestMeasure(t *testing.T) {
	for _, c := range []struct {
		material string
		rules    placement.Rules
		toMove   placement.ToMove
	}{
		{"KRvK", placement.Legal, placement.Both},
		{"KRvK", placement.Placement, placement.Unset},
		{"KNNvK", placement.Legal, placement.WhiteToMove},
		{"KRRvK", placement.Legal, placement.BlackToMove},
		{"KPvK", placement.Legal, placement.Both},
		{"KBvKP", placement.Legal, placement.WhiteToMove},
	} {
		m, _ := pieces.ParseMaterial(c.material)
		s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: c.rules, ToMove: c.toMove}
		r, err := scheme.Measure(context.Background(), s, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.material == "KRvK" || c.material == "KNNvK" { // the rest list too slowly to repeat here
			checkCounts(t, s, r)
		}
		e, _ := placement.NewEnumerator(s)
		want := map[string]uint64{}
		for _, which := range []string{"kings", "leapfrog"} {
			e.Filter = func(men []placement.Man) bool {
				kings, leapfrog := leapfrogKeeps(men, m.HasPawns())
				return map[string]bool{"kings": kings, "leapfrog": leapfrog}[which]
			}
			n, err := e.FixedCount(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			want[which] = n.Uint64()
		}
		got := map[string]uint64{"kings": r.Kept[1].Positions.Uint64(), "leapfrog": r.Kept[0].Positions.Uint64()}
		if fmt.Sprint(got) != fmt.Sprint(want) || r.Kept[1].Positions.Cmp(r.Classes) < 0 || r.Kept[0].Positions.Cmp(r.Classes) < 0 {
			t.Errorf("%s %v %v: Measure keeps %v of %s classes; the walk %v", c.material, c.rules, c.toMove, got, r.Classes, want)
		}
	}
}

// checkCounts checks r's positions, classes and labelled classes against
// the orbit listing of package orbits, and its numbered placements against
// a product taken here.
func checkCounts(t *testing.T, s placement.Spec, r *scheme.Report) {
	t.Helper()
	var perms [][]pieces.Square
	for _, e := range symmetry.Auto(s.Board, s.Material).Elements {
		perms = append(perms, e.Perm(s.Board))
	}
	labelled := s
	labelled.Labelled = true
	plain, err1 := orbits.Count(context.Background(), s, perms)
	told, err2 := orbits.Count(context.Background(), labelled, perms)
	numbered := uint64(1)
	for i := range s.Material.Men() {
		numbered *= uint64(64 - i)
	}
	if err1 != nil || err2 != nil || r.Positions.Uint64() != plain.Configurations || r.Classes.Uint64() != plain.Classes ||
		r.Labelled.Uint64() != told.Classes || r.Numbered.Uint64() != numbered {
		t.Errorf("%s %v: positions %s, classes %s, labelled %s, numbered %s; the listing %d, %d, %d, and %d (%v, %v)",
			s.Material, s.ToMove, r.Positions, r.Classes, r.Labelled, r.Numbered, plain.Configurations, plain.Classes, told.Classes, numbered, err1, err2)
	}
}

// The king-pair scheme keeps 462 pairs without pawns (the thesis's KK) and,
// with the file mirror alone, the pairs with the white king on files a-d:
// 1806, counted here.
func TestPairs(t *testing.T) {
	want := 0
	for x1 := range 4 { // the white king on files a-d
		for y1 := range 8 {
			for x2 := range 8 {
				for y2 := range 8 {
					if (x1-x2)*(x1-x2)+(y1-y2)*(y1-y2) > 2 { // apart
						want++
					}
				}
			}
		}
	}
	for material, pairs := range map[string]string{"KQvK": "462 pairs of kings", "KPvK": fmt.Sprint(want, " pairs of kings")} {
		m, _ := pieces.ParseMaterial(material)
		r, err := scheme.Measure(context.Background(), placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal}, nil)
		if err != nil || r.Kept[1].Scheme != pairs {
			t.Errorf("%s: %v, %v; want %q", material, r.Kept[1].Scheme, err, pairs)
		}
	}
}

// testIndex is an index of the test's own: one entry per man with White
// to move, none with Black to move.
type testIndex struct{}

func (testIndex) String() string { return "test" }

func (i testIndex) Size(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	if toMove == pieces.Black {
		return scheme.IndexSize{}, &scheme.IndexError{Index: i, Material: m, Reason: "White to move only"}
	}
	return scheme.IndexSize{Entries: m.Men()}, nil
}

// Measure sizes the indices it is given, in their order, for a spec with
// one side to move, and none for a spec without one.
func TestMeasureIndexes(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvK")
	given := []scheme.Index{testIndex{}, syzygy.Probe{}}
	for _, c := range []struct {
		rules  placement.Rules
		toMove placement.ToMove
		want   string
	}{
		{placement.Legal, placement.WhiteToMove, "test {3 false} <nil>; Syzygy {31332 false} <nil>; "},
		{placement.Legal, placement.BlackToMove, "test {0 false} test has no index for KRvK: White to move only; Syzygy {31332 false} <nil>; "},
		{placement.Legal, placement.Both, ""},
		{placement.Placement, placement.Unset, ""},
	} {
		s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: c.rules, ToMove: c.toMove}
		r, err := scheme.Measure(context.Background(), s, given)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, x := range r.Indexes {
			got += fmt.Sprintf("%v %v %v; ", x.Index, x.Size, x.Err)
		}
		if got != c.want {
			t.Errorf("%v %v: Indexes %q, want %q", c.rules, c.toMove, got, c.want)
		}
	}
}

// KRvK with Black to move has 28056 classes (the thesis's KRK). Both
// schemes keep 588 positions more: with the kings on the long diagonal (21
// pairs with the white king on a1-d4) and the rook off it (56 squares,
// all legal, as Black alone may be in check), a position and its diagonal
// image are both kept: 21 · 56 / 2 = 588. The tablebases' indices spend
// more, Nalimov's least: 28644 = 462·62, the kings and the rook anywhere
// else.
func ExampleMeasure() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal, ToMove: placement.BlackToMove}
	r, _ := scheme.Measure(context.Background(), s, indexes.All())
	for _, k := range r.Kept {
		over, pct := k.Overhead(r.Classes)
		fmt.Println(k.Scheme, k.Positions, over, pct.FloatString(2)+"%")
	}
	for _, x := range r.Indexes {
		fmt.Println(x.Index, x.Size.Entries)
	}
	fmt.Println("classes", r.Classes)
	// Output:
	// Leapfrog, symmetry men the kings, no tertiary tie-break 28644 588 2.10%
	// 462 pairs of kings 28644 588 2.10%
	// Syzygy 31332
	// Syzygy generator 29568
	// Gaviota 29568
	// Nalimov 28644
	// classes 28056
}
