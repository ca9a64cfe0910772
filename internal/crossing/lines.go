package crossing

import (
	"slices"

	"github.com/chesscount/count/pieces"
)

// Two kings must be out of check at once, each along its own lines, and
// their lines cross: a cell on a line of each must be empty, or hold the
// first man, of both at once. A product of one generating function per
// line cannot say that, so the lines that cross are counted by inclusion
// and exclusion over the lines of one king, the inclusion–exclusion king:
// each of its lines is either unconstrained or in check, and a term is
// signed by the number in check. A line in check has its cells before the
// first man empty and its first man a checker; where that man stands (on a
// crossing, or in the run of cells between two) is one of the line's ways
// to be in check. With those cells settled, each line of the other king,
// the whole king, is an ordinary safe line with some cells kept empty and
// some holding a man who blocks it (a checker of the first king is a man
// of the second king's own colour).
//
// Lines that cross, directly or through other lines, form a group; the
// groups share no cell, so the sum over all the terms is the product over
// the groups of the sum over each group's own terms. This file holds the
// lines of one placement of the kings; groups.go plans the count and finds
// the groups, and sum.go adds up a group's terms.

// A King tells apart the two kings whose lines a Lines holds: 0 and 1, in
// whatever order the count chooses.
type King int

// Other returns the other king.
func (k King) Other() King { return 1 - k }

// A Line is a line from a king: its cells from the king out, and whether
// it ends at a fixed man who checks the king along it, so that it must
// hold a man.
type Line struct {
	Cells  []int
	Closed bool
}

// MaxLinesOfKing is the most lines a king has.
const MaxLinesOfKing = len(pieces.Lines)

// noLine is an entry of Lines.on for a cell no line of the king passes.
const noLine = -1

// An Algebra is what Lines needs of a count's polynomials of type P and
// of its cells, numbered from 0. As in a LineAlgebra, each method returns
// the polynomial it sets: the one it was given, or a new one.
type Algebra[P any] interface {
	// New returns a polynomial to work in.
	New() P
	// Copy sets dst to src, leaving src as it was; Clear sets f to zero.
	Copy(dst, src P) P
	Clear(f P) P
	// AddSigned adds f to sum, or takes it away if subtract.
	AddSigned(sum, f P, subtract bool) P
	// MulFree multiplies f by cell free: empty, or any man allowed there.
	MulFree(f P, cell int) P
	// AddFirst adds to f beyond times cell holding the first man on king
	// k's line through it: a man who checks k along it if checks, else one
	// who does not.
	AddFirst(f, beyond P, k King, cell int, checks bool) P
	// Checkers returns the set of men who may stand on cell and check king
	// k along its line there, as bits of the count's choosing: zero if none
	// may. No man checks both kings from one cell: a man who checks one
	// king along its line is of the other king's colour, so on the other
	// king's line he only blocks it.
	Checkers(k King, cell int) uint64
	// Admits reports whether lines in check whose checkers are the sets
	// need can each have a checking man of its own. A count may always say
	// yes: a term that cannot is zero. Saying no skips it.
	Admits(need []uint64) bool
}

// Lines holds the lines of two kings at one placement, groups those that
// cross, and counts each group by inclusion and exclusion. Use Reset,
// AddLine for each line, Plan, and then the products. It reuses its
// buffers from one placement to the next.
type Lines[P any, A Algebra[P]] struct {
	alg    A
	lines  [2][]Line
	cells  [2][]int // the cells of the lines, line after line
	on     [2][]int // on[k][cell]: king k's line through cell, or noLine
	plans  [2]plan
	groups []group
	order  []int    // the groups' lines, group after group
	marks  []mark   // by cell: what the term being added puts there
	need   []uint64 // the checkers of the lines in check so far
	polys  buffers[P]
}

// A mark is what a term of the inclusion and exclusion puts on a cell.
type mark uint8

const (
	// unmarked is a cell no choice has settled.
	unmarked mark = iota
	// markEmpty is a cell kept empty: it lies before the first man of a
	// line in check.
	markEmpty
	// markChecker is a cell that holds the first man of a line in check,
	// who checks its king.
	markChecker
)

// buffers are the polynomials a Lines works in.
type buffers[P any] struct {
	// atLine[k] is the product at the k-th line of a group (see choose),
	// groupSum a group's sum, beyond MulLine's.
	atLine           [MaxLinesOfKing]P
	groupSum, beyond P
	// unconstrained, inCheck and term are last's A, O and one way to be
	// in check.
	unconstrained, inCheck, term P
}

// NewLines returns a Lines that counts in alg.
func NewLines[P any, A Algebra[P]](alg A) *Lines[P, A] {
	e := &Lines[P, A]{alg: alg}
	b := &e.polys
	for k := range b.atLine {
		b.atLine[k] = alg.New()
	}
	b.groupSum, b.beyond, b.unconstrained, b.inCheck, b.term = alg.New(), alg.New(), alg.New(), alg.New(), alg.New()
	return e
}

// Reset starts a placement of the kings on a board of n cells, with no
// lines. The buffers only grow: the cells past n stay off every line.
func (e *Lines[P, A]) Reset(n int) {
	for k := range e.lines {
		for _, c := range e.cells[k] { // (the lines of the placement before)
			e.on[k][c] = noLine
		}
		for len(e.on[k]) < n {
			e.on[k] = append(e.on[k], noLine)
		}
		e.lines[k], e.cells[k] = e.lines[k][:0], e.cells[k][:0]
	}
	for len(e.marks) < n {
		e.marks = append(e.marks, unmarked)
	}
}

// AddLine adds a line of king k, its cells from the king out, which must
// hold a man if closed. A king has at most MaxLinesOfKing lines, each on
// its own cells.
func (e *Lines[P, A]) AddLine(k King, cells []int, closed bool) {
	r := len(e.lines[k])
	if r == MaxLinesOfKing {
		panic("crossing: more lines than a king has")
	}
	start := len(e.cells[k])
	e.cells[k] = append(e.cells[k], cells...)
	for _, c := range cells {
		e.on[k][c] = r
	}
	e.lines[k] = append(e.lines[k], Line{Cells: e.cells[k][start:len(e.cells[k]):len(e.cells[k])], Closed: closed})
}

// Line returns line r of king k.
func (e *Lines[P, A]) Line(k King, r int) Line { return e.lines[k][r] }

// OnLine reports whether a line of either king passes cell.
func (e *Lines[P, A]) OnLine(cell int) bool {
	return e.on[0][cell] != noLine || e.on[1][cell] != noLine
}

// Plan plans the count of the lines added: which cross, the ways each can
// be in check, and their groups.
func (e *Lines[P, A]) Plan() {
	for k := range e.plans {
		e.buildPlan(King(k))
	}
	e.group()
}

// Uncrossed returns the lines of king k that cross no line of the other:
// each multiplies the product on its own (MulLine, or the count's own
// pass over it).
func (e *Lines[P, A]) Uncrossed(k King) []int { return e.plans[k].uncrossed }

// Groups returns the number of groups of lines that cross.
func (e *Lines[P, A]) Groups() int { return len(e.groups) }

// MulLine returns f times the generating function of line r of king k,
// one of the lines that cross nothing.
func (e *Lines[P, A]) MulLine(f P, k King, r int) P {
	line := e.lines[k][r]
	return e.mulRun(f, k, line.Cells, false, !line.Closed)
}

// mulCut returns f times the generating function of line r of king k, of
// a group, as the marks of a term leave it: its cells up to the first that
// holds a checker of the other king's line, who blocks it and whose factor
// that line's term carries; beyond him, its cells not kept empty, free.
func (e *Lines[P, A]) mulCut(f P, k King, r int) P {
	line := e.lines[k][r]
	cut := slices.IndexFunc(line.Cells, func(c int) bool { return e.marks[c] == markChecker })
	if cut < 0 {
		return e.mulRun(f, k, line.Cells, false, !line.Closed)
	}
	for _, c := range line.Cells[cut+1:] {
		if e.marks[c] == unmarked {
			f = e.alg.MulFree(f, c)
		}
	}
	return e.mulRun(f, k, line.Cells[:cut], false, true)
}

// mulRun returns f times the generating function of the run of cells of
// a line of king k: with its first man a checker (checks) or not, and the
// term of no man at all if mayBeEmpty. Cells kept empty are passed.
func (e *Lines[P, A]) mulRun(f P, k King, cells []int, checks, mayBeEmpty bool) P {
	f, e.polys.beyond = MulLine(run[P, A]{e, k, cells, checks}, f, e.polys.beyond, len(cells), mayBeEmpty)
	return f
}

// A run is cells of a line of king k, as a LineAlgebra: each cell's first
// man checks k, or none does.
type run[P any, A Algebra[P]] struct {
	e      *Lines[P, A]
	k      King
	cells  []int
	checks bool
}

// Copy and Clear are the algebra's; Pass passes a cell not kept empty,
// as the first man's cell and then free.
func (r run[P, A]) Copy(dst, src P) P { return r.e.alg.Copy(dst, src) }
func (r run[P, A]) Clear(f P) P       { return r.e.alg.Clear(f) }

func (r run[P, A]) Pass(f, beyond P, j int) (P, P) {
	if c := r.cells[j]; r.e.marks[c] != markEmpty {
		f = r.e.alg.AddFirst(f, beyond, r.k, c, r.checks)
		beyond = r.e.alg.MulFree(beyond, c)
	}
	return f, beyond
}
