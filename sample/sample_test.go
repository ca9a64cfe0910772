package sample

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/stat/distuv"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// spec returns the spec of material m on board b under rules r, both
// sides to move under the legal rules.
func spec(t testing.TB, b pieces.Board, m string, r placement.Rules) placement.Spec {
	t.Helper()
	mat, err := pieces.ParseMaterial(m)
	if err != nil {
		t.Fatal(err)
	}
	return placement.Spec{Board: b, Material: mat, Rules: r}
}

// listAll returns every configuration s counts, with its side to move, by
// trying every way to put its men on distinct squares: each configuration
// once for every order of its identical men, which every configuration
// has as many of.
func listAll(s placement.Spec) []Draw {
	var men []pieces.Piece
	for _, p := range s.Material.Pieces() {
		for range s.Material.Count(p) {
			men = append(men, p)
		}
	}
	var out []Draw
	placed := make([]placement.Man, 0, len(men))
	var place func(i int)
	place = func(i int) {
		if i == len(men) {
			for _, side := range s.Sides() {
				if s.Allows(placed, side) {
					out = append(out, Draw{Men: slices.Clone(placed), ToMove: side})
				}
			}
			return
		}
		for sq := range pieces.Square(s.Board.Squares()) {
			if !slices.ContainsFunc(placed, func(m placement.Man) bool { return m.Square == sq }) {
				placed = append(placed, placement.Man{Piece: men[i], Square: sq})
				place(i + 1)
				placed = placed[:i]
			}
		}
	}
	place(0)
	return out
}

// chiSquared fails t unless the counts observed fit the expected
// proportions (not all zero) at the level 1e-6: a fixed seed makes the
// test repeatable, and the level leaves room for the seed's luck.
func chiSquared(t *testing.T, what string, observed []int, expected []float64) {
	t.Helper()
	var n, e float64
	for i := range observed {
		n += float64(observed[i])
		e += expected[i]
	}
	var x float64
	cells := 0
	for i, o := range observed {
		if expected[i] == 0 {
			if o != 0 {
				t.Fatalf("%s: %d draws in cell %d, which holds nothing", what, o, i)
			}
			continue
		}
		want := n * expected[i] / e
		x += (float64(o) - want) * (float64(o) - want) / want
		cells++
	}
	if p := (distuv.ChiSquared{K: float64(cells - 1)}).Survival(x); p < 1e-6 {
		t.Errorf("%s: chi-squared %.1f over %d cells, p = %.2g", what, x, cells, p)
	}
}

// The square of each man of KRK (legal, both sides to move) and the side
// to move, over 10^6 draws, against the listing of every position.
func TestKRKSquares(t *testing.T) {
	s := spec(t, pieces.Chessboard, "KRK", placement.Legal)
	sm, err := New(context.Background(), s, nil)
	if err != nil {
		t.Fatal(err)
	}
	expected := make([][]float64, 4) // each man's square, then the side to move
	observed := make([][]int, 4)
	for i := range expected {
		expected[i], observed[i] = make([]float64, 64), make([]int, 64)
	}
	tally := func(d Draw, add func(i, v int)) {
		for i, m := range d.Men {
			add(i, int(m.Square))
		}
		add(3, int(d.ToMove))
	}
	for _, d := range listAll(s) {
		tally(d, func(i, v int) { expected[i][v]++ })
	}
	rng := rand.New(rand.NewPCG(1, 2))
	draws := 1_000_000
	if testing.Short() {
		draws = 100_000
	}
	for range draws {
		tally(must(sm.Draw(context.Background(), rng)), func(i, v int) { observed[i][v]++ })
	}
	for i := range expected {
		chiSquared(t, fmt.Sprintf("man %d", i), observed[i], expected[i])
	}
	kept, tries := sm.Acceptance()
	if kept != int64(draws) || tries < kept {
		t.Errorf("acceptance %d of %d for %d draws", kept, tries, draws)
	}
}

// key writes d's men, sorted, and its side to move.
func key(men []placement.Man, side pieces.Color) string {
	men = slices.Clone(men)
	slices.SortFunc(men, func(a, b placement.Man) int { return int(a.Square) - int(b.Square) })
	return fmt.Sprint(men, side)
}

// classKey names d's class under perms: the least key of its images.
func classKey(d Draw, perms [][]pieces.Square) string {
	least := ""
	for _, perm := range perms {
		image := make([]placement.Man, len(d.Men))
		for i, m := range d.Men {
			image[i] = placement.Man{Piece: m.Piece, Square: perm[m.Square]}
		}
		if k := key(image, d.ToMove); least == "" || k < least {
			least = k
		}
	}
	return least
}

// Under a group every class is equally likely: on 4x4, against the
// classes of a listing of every configuration, for a material with two
// identical men and one with a side to move.
func TestClassesUniform(t *testing.T) {
	b := pieces.Board{Files: 4, Ranks: 4}
	for _, c := range []struct {
		material string
		rules    placement.Rules
	}{{"KNNK", placement.Placement}, {"KRK", placement.Legal}, {"KPK", placement.Legal}} {
		s := spec(t, b, c.material, c.rules)
		g := symmetry.Auto(b, s.Material)
		perms := g.Perms(b)
		classes := map[string]int{}
		for _, d := range listAll(s) {
			classes[classKey(d, perms)] = 0
		}
		sm, err := New(context.Background(), s, &g)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 4))
		for range 300 * len(classes) {
			k := classKey(must(sm.Draw(context.Background(), rng)), perms)
			if _, ok := classes[k]; !ok {
				t.Fatalf("%s: drew %s, in no class of the listing", c.material, k)
			}
			classes[k]++
		}
		var observed []int
		for _, n := range classes {
			observed = append(observed, n)
		}
		expected := make([]float64, len(observed))
		for i := range expected {
			expected[i] = 1
		}
		chiSquared(t, fmt.Sprintf("%s, %d classes", c.material, len(classes)), observed, expected)
	}
}

// The same seed gives the same draws; the sampler does not depend on
// anything else.
func TestSeedRepeats(t *testing.T) {
	s := spec(t, pieces.Chessboard, "KQKR", placement.Legal)
	var runs [2][]Draw
	for i := range runs {
		sm, err := New(context.Background(), s, nil)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(5, 6))
		for range 100 {
			runs[i] = append(runs[i], must(sm.Draw(context.Background(), rng)))
		}
	}
	if fmt.Sprint(runs[0]) != fmt.Sprint(runs[1]) {
		t.Error("two runs with one seed drew different configurations")
	}
}

// A set with no configuration is refused before drawing: on 2x2 the two
// kings always stand side by side.
func TestEmpty(t *testing.T) {
	s := spec(t, pieces.Board{Files: 2, Ranks: 2}, "KK", placement.Placement)
	if _, err := New(context.Background(), s, nil); err != ErrEmpty {
		t.Errorf("New = %v, want ErrEmpty", err)
	}
}

func ExampleSampler_Draw() {
	mat, _ := pieces.ParseMaterial("KQKR")
	s := placement.Spec{Board: pieces.Chessboard, Material: mat, Rules: placement.Legal}
	sm, err := New(context.Background(), s, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	rng := rand.New(rand.NewPCG(1, 2)) // a seed makes the draws repeatable
	d, err := sm.Draw(context.Background(), rng)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(d.Men), "men, and the rules allow them:", s.Allows(d.Men, d.ToMove))
	fmt.Println(sm)
	// Output:
	// 4 men, and the rules allow them: true
	// configurations of KQvKR on 8x8 under the legal rules
}

// The counts checked by sampling: the share of KRK's placements (8x8)
// that the legal rules admit with White to move agrees with the exact
// ratio of the two counts, each from the fast counter, within four
// standard errors.
func TestSubsetRatio(t *testing.T) {
	larger := spec(t, pieces.Chessboard, "KRK", placement.Placement)
	smaller := larger
	smaller.Rules, smaller.ToMove = placement.Legal, placement.WhiteToMove
	var n [2]float64
	for i, s := range []placement.Spec{larger, smaller} {
		f, err := placement.NewFactored(s)
		if err != nil {
			t.Fatal(err)
		}
		c, err := f.FixedCount(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		n[i], _ = c.Float64()
	}
	p := n[1] / n[0]
	sm, err := New(context.Background(), larger, nil)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 8))
	const draws = 200_000
	admitted := 0
	for range draws {
		if d := must(sm.Draw(context.Background(), rng)); smaller.Allows(d.Men, pieces.White) {
			admitted++
		}
	}
	se := math.Sqrt(p * (1 - p) / draws)
	if got := float64(admitted) / draws; math.Abs(got-p) > 4*se {
		t.Errorf("%d of %d admitted: %.5f, the counts' ratio %.5f, more than 4 standard errors (%.5f) apart", admitted, draws, got, p, se)
	}
}

// must returns d, or panics on err: the tests' contexts never end.
func must(d Draw, err error) Draw {
	if err != nil {
		panic(err)
	}
	return d
}

// A draw from a set the rules keep rare stops when its context ends: six
// non-attacking queens on 6x6 are one try in hundreds of thousands.
func TestDrawStops(t *testing.T) {
	sm, err := New(context.Background(), spec(t, pieces.Board{Files: 6, Ranks: 6}, "6Q", placement.NonAttacking), nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := sm.Draw(ctx, rand.New(rand.NewPCG(1, 1))); err != context.Canceled {
		t.Errorf("Draw with its context ended = %v, want context.Canceled", err)
	}
}

// With a group, a sampler draws classes, every class equally likely.
func ExampleNew() {
	b := pieces.Board{Files: 4, Ranks: 4}
	mat, _ := pieces.ParseMaterial("KNNK")
	s := placement.Spec{Board: b, Material: mat}
	g := symmetry.Auto(b, mat)
	sm, err := New(context.Background(), s, &g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sm)
	// Output: classes under a group of 8 of KNNvK on 4x4 under the placement rules
}
