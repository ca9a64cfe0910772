package crossing_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chesscount/count/internal/crossing"
)

// A toyBoard is a small model of the count with two kings: cells on which
// men of a few kinds may stand, and lines of two kings through them. A man
// of kind t on cell c checks king k along its line there when checks[k][c]
// holds t; as in chess, no man on a cell checks both kings (a checker of
// one king is of the other's colour). Its polynomials count placements by
// number of men, up to maxMen.
type toyBoard struct {
	allowed []uint64    // by cell: the kinds that may stand there, a bit each
	checks  [2][]uint64 // by king and cell
	lines   [2][]crossing.Line
	maxMen  int
}

// toy is a toyBoard as a crossing.Algebra: coefficients by number of men.
type toy struct{ b *toyBoard }

func (t toy) New() []int64 { return make([]int64, t.b.maxMen+1) }

func (t toy) Copy(dst, src []int64) []int64 { copy(dst, src); return dst }

func (t toy) Clear(f []int64) []int64 { clear(f); return f }

func (t toy) AddSigned(sum, f []int64, subtract bool) []int64 {
	for i, c := range f {
		if subtract {
			c = -c
		}
		sum[i] += c
	}
	return sum
}

// addTimes adds to f n men times g: n·x·g, truncated.
func (t toy) addTimes(f, g []int64, n int) []int64 {
	for i := len(f) - 1; i >= 1; i-- {
		f[i] += int64(n) * g[i-1]
	}
	return f
}

func (t toy) MulFree(f []int64, cell int) []int64 {
	return t.addTimes(f, f, bits.OnesCount64(t.b.allowed[cell]))
}

func (t toy) AddFirst(f, beyond []int64, k crossing.King, cell int, checks bool) []int64 {
	kinds := t.b.allowed[cell] &^ t.b.checks[k][cell]
	if checks {
		kinds = t.b.allowed[cell] & t.b.checks[k][cell]
	}
	return t.addTimes(f, beyond, bits.OnesCount64(kinds))
}

func (t toy) Checkers(k crossing.King, cell int) uint64 {
	return t.b.allowed[cell] & t.b.checks[k][cell]
}

// Admits reports whether as many lines as need may each have a checker
// of their own: a man each, as the men are bounded.
func (t toy) Admits(need []uint64) bool { return len(need) <= t.b.maxMen }

// freshToy is toy as a count whose polynomials are not changed in place:
// each method returns a new one, as allchess's term lists are.
type freshToy struct{ toy }

func (t freshToy) Copy(_, src []int64) []int64 { return slices.Clone(src) }
func (t freshToy) Clear(f []int64) []int64     { return make([]int64, len(f)) }

func (t freshToy) AddSigned(sum, f []int64, subtract bool) []int64 {
	return t.toy.AddSigned(slices.Clone(sum), f, subtract)
}

func (t freshToy) MulFree(f []int64, cell int) []int64 {
	return t.toy.MulFree(slices.Clone(f), cell)
}

func (t freshToy) AddFirst(f, beyond []int64, k crossing.King, cell int, checks bool) []int64 {
	return t.toy.AddFirst(slices.Clone(f), beyond, k, cell, checks)
}

// count returns the placements of b by number of men through Lines in
// the algebra t: the cells off every line free, each line that crosses
// nothing, each group.
func count[A crossing.Algebra[[]int64]](b *toyBoard, t A, lines *crossing.Lines[[]int64, A]) []int64 {
	lines.Reset(len(b.allowed))
	for k := range b.lines {
		for _, l := range b.lines[k] {
			lines.AddLine(crossing.King(k), l.Cells, l.Closed)
		}
	}
	lines.Plan()
	f := make([]int64, b.maxMen+1)
	f[0] = 1
	for c := range b.allowed {
		if !lines.OnLine(c) {
			f = t.MulFree(f, c)
		}
	}
	for k := range crossing.King(2) {
		for _, r := range lines.Uncrossed(k) {
			f = lines.MulLine(f, k, r)
		}
	}
	for i := range lines.Groups() {
		f = lines.MulGroup(f, i)
	}
	return f
}

// list returns the placements of b by number of men, each listed: every
// way to put a man or none on each cell, kept when every line of both
// kings is safe (its first man, if any, does not check its king, and a
// closed line has one).
func (b *toyBoard) list() []int64 {
	out := make([]int64, b.maxMen+1)
	kind := make([]int, len(b.allowed)) // −1: empty
	var walk func(c, men int)
	walk = func(c, men int) {
		if men > b.maxMen {
			return
		}
		if c == len(kind) {
			if b.safe(kind) {
				out[men]++
			}
			return
		}
		kind[c] = -1
		walk(c+1, men)
		for t := range 64 {
			if b.allowed[c]&(1<<t) != 0 {
				kind[c] = t
				walk(c+1, men+1)
			}
		}
	}
	walk(0, 0)
	return out
}

// safe reports whether every line of both kings is safe with men of kind
// on the cells.
func (b *toyBoard) safe(kind []int) bool {
	for k := range b.lines {
		for _, l := range b.lines[k] {
			i := slices.IndexFunc(l.Cells, func(c int) bool { return kind[c] >= 0 })
			if i < 0 && l.Closed {
				return false
			}
			if i >= 0 && b.checks[k][l.Cells[i]]&(1<<kind[l.Cells[i]]) != 0 {
				return false
			}
		}
	}
	return true
}

// randomToy returns a board of up to 9 cells, each line of each king on
// cells of its own, the two kings' lines crossing at random: sometimes
// along a common stretch in opposite directions, as two kings' lines
// between them do.
func randomToy(r *rand.Rand) *toyBoard {
	n := 2 + r.IntN(8)
	b := &toyBoard{allowed: make([]uint64, n), maxMen: 1 + r.IntN(n)}
	for c := range n {
		b.allowed[c] = uint64(r.IntN(4))
		both := uint64(r.IntN(4))
		b.checks[0] = append(b.checks[0], both)
		b.checks[1] = append(b.checks[1], uint64(r.IntN(4))&^both)
	}
	for k := range b.lines {
		cells := r.Perm(n)[:r.IntN(n+1)]
		for len(cells) > 0 && len(b.lines[k]) < crossing.MaxLinesOfKing {
			m := 1 + r.IntN(len(cells))
			if len(b.lines[k]) == crossing.MaxLinesOfKing-1 {
				m = len(cells)
			}
			b.lines[k] = append(b.lines[k], crossing.Line{Cells: cells[:m], Closed: r.IntN(4) == 0})
			cells = cells[m:]
		}
		if k == 1 && len(b.lines[0]) > 0 && r.IntN(3) == 0 { // a line back along one of the first king's
			l := slices.Clone(b.lines[0][0].Cells)
			slices.Reverse(l)
			b.lines[1] = []crossing.Line{{Cells: l}}
		}
	}
	return b
}

// TestLinesAgainstListing checks Lines against a listing of every
// placement, on random boards, with polynomials changed in place and with
// new ones.
func TestLinesAgainstListing(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 3000 {
		b := randomToy(r)
		want := b.list()
		if got := count(b, toy{b}, crossing.NewLines[[]int64](toy{b})); !slices.Equal(got, want) {
			t.Fatalf("trial %d: board %+v: Lines counts %v, the listing %v", trial, b, got, want)
		}
		fresh := freshToy{toy{b}}
		if got := count(b, fresh, crossing.NewLines[[]int64](fresh)); !slices.Equal(got, want) {
			t.Fatalf("trial %d: board %+v: Lines counts %v with new polynomials, the listing %v", trial, b, got, want)
		}
	}
}

// TestLinesReused checks that a Lines gives the same counts when it is
// reused from one board to the next, as the counters reuse it.
func TestLinesReused(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shared := &toyBoard{maxMen: 9}
	lines := crossing.NewLines[[]int64](toy{shared})
	for trial := range 500 {
		b := randomToy(r)
		b.maxMen = 9 // (the buffers' size is fixed)
		*shared = *b
		if got, want := count(shared, toy{shared}, lines), b.list(); !slices.Equal(got, want) {
			t.Fatalf("trial %d: board %+v: reused Lines counts %v, the listing %v", trial, b, got, want)
		}
	}
}

func ExampleLines() {
	// Three cells, each empty or holding a man of kind A (bit 0), who
	// checks king 0 along its line, or of kind B (bit 1), who checks king
	// 1. King 0's line runs over cells 0 and 1, king 1's over cells 2 and
	// 1: they cross on cell 1. An A there must have a B before it on cell
	// 0, and a B there an A on cell 2. By number of men:
	b := &toyBoard{allowed: []uint64{3, 3, 3}, checks: [2][]uint64{{1, 1, 1}, {2, 2, 2}}, maxMen: 3,
		lines: [2][]crossing.Line{{{Cells: []int{0, 1}}}, {{Cells: []int{2, 1}}}}}
	fmt.Println(count(b, toy{b}, crossing.NewLines[[]int64](toy{b})))
	// Output: [1 2 3 2]
}

func ExampleMulLine() {
	// A line of three squares on which a man of one of two kinds may
	// stand, one of which checks the king: the first man must be of the
	// other, the men beyond him of either. By number of men: none (1),
	// one (3 squares), two (3 pairs of squares, the far man of 2 kinds),
	// three (2·2).
	line := oneVariable{allowed: 2, blocking: 1}
	f, _ := crossing.MulLine(line, []int64{1, 0, 0, 0}, make([]int64, 4), 3, true)
	fmt.Println(f)
	// Output: [1 3 6 4]
}

// oneVariable is a line whose every square allows men of allowed kinds,
// blocking of which may be its first man, counted by number of men.
type oneVariable struct{ allowed, blocking int }

func (o oneVariable) Copy(dst, src []int64) []int64 { copy(dst, src); return dst }
func (o oneVariable) Clear(f []int64) []int64       { clear(f); return f }

func (o oneVariable) Pass(f, beyond []int64, j int) ([]int64, []int64) {
	for i := len(f) - 1; i >= 1; i-- {
		f[i] += int64(o.blocking) * beyond[i-1]
	}
	for i := len(beyond) - 1; i >= 1; i-- {
		beyond[i] += int64(o.allowed) * beyond[i-1]
	}
	return f, beyond
}
