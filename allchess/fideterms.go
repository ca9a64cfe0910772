package allchess

import "github.com/chesscount/count/pieces"

// The terms of FIDE's en passant count (see fide.go): their exponents of
// both colours' restricted types, their products, and the generating
// function of one placement of the kings, its crossing lines counted by
// inclusion and exclusion.

// A kmVec is the exponents of the restricted types of both colours a
// FIDE term carries, by colour and restricted type: k (White's men, as a
// layout's restricted types) and m (Black's).
type kmVec [2][4]int8

// A kmSpace numbers the kmVecs each below the layout's bound and at most
// limit in all: the men left to place.
type kmSpace struct {
	vecs []kmVec
	// sum[i·len(vecs) + j] is the number of vecs[i] + vecs[j], or noKM if
	// it is not in the space.
	sum []int32
	// unit[colour][t] is the number of one man of that colour of
	// restricted type t, or noKM if none fits.
	unit [2][4]int32
}

// noKM stands for no number of a kmSpace: a vector not in the space.
const noKM int32 = -1

// newKMSpace returns the space of exponents below dims (each type's bound,
// for both colours) with at most limit in all. Its vectors are numbered in
// lexicographic order, White's exponents before Black's.
func newKMSpace(dims [4]int, limit int) *kmSpace {
	s := &kmSpace{}
	var bound, stride [2][4]int // each exponent's bound, and its place value in a box
	size := 1
	for c := range bound {
		for t, d := range dims {
			bound[c][t], stride[c][t] = d, size
			size *= d
		}
	}
	inBox := make([]int32, size) // a vector's number, by its place in the box
	var packs []int
	var v kmVec
	var gen func(c, t, left, pack int)
	gen = func(c, t, left, pack int) {
		switch {
		case c == len(v):
			inBox[pack] = int32(len(s.vecs))
			s.vecs, packs = append(s.vecs, v), append(packs, pack)
			return
		case t == len(v[c]):
			gen(c+1, 0, left, pack)
			return
		}
		for e := 0; e < bound[c][t] && e <= left; e++ {
			v[c][t] = int8(e)
			gen(c, t+1, left-e, pack+e*stride[c][t])
		}
		v[c][t] = 0
	}
	gen(0, 0, limit, 0)
	n := len(s.vecs)
	s.sum = make([]int32, n*n)
	for i, x := range s.vecs {
		for j, y := range s.vecs {
			s.sum[i*n+j] = noKM
			if fits(x, y, bound, limit) {
				s.sum[i*n+j] = inBox[packs[i]+packs[j]]
			}
		}
	}
	for c := range s.unit {
		for t := range s.unit[c] {
			s.unit[c][t] = noKM
			if limit > 0 && bound[c][t] > 1 {
				s.unit[c][t] = inBox[stride[c][t]]
			}
		}
	}
	return s
}

// fits reports whether x + y is below bound in each exponent and at most
// limit in all.
func fits(x, y kmVec, bound [2][4]int, limit int) bool {
	total := 0
	for c := range x {
		for t := range x[c] {
			e := int(x[c][t]) + int(y[c][t])
			if e >= bound[c][t] {
				return false
			}
			total += e
		}
	}
	return total <= limit
}

// An fterm is a FIDE term: c times the monomial of ab (a + d0·b, the free
// cells of each type, as in a layout's key) and km (a kmSpace's number).
type fterm struct {
	ab, km int32
	c      int64
}

// An fmul multiplies FIDE polynomials through a dense buffer, as
// multiplier does a layout's; terms beyond the space drop out.
type fmul struct {
	space      *kmSpace
	abSize     int32
	buf        []int64
	touched    []int32
	overflowed bool
}

func newFmul(space *kmSpace, abSize int) *fmul {
	return &fmul{space: space, abSize: int32(abSize), buf: make([]int64, abSize*len(space.vecs))}
}

// mul returns p·q.
func (m *fmul) mul(p, q []fterm) []fterm {
	n := int32(len(m.space.vecs))
	for _, x := range p {
		row := m.space.sum[x.km*n : (x.km+1)*n]
		for _, y := range q {
			km := row[y.km]
			if km == noKM {
				continue
			}
			v, ok := mulChecked(x.c, y.c)
			m.overflowed = m.overflowed || !ok
			k := x.ab + y.ab + m.abSize*km
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			if !addChecked(m.buf, k, v) {
				m.overflowed = true
			}
		}
	}
	out := make([]fterm, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, fterm{k % m.abSize, k / m.abSize, c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// plus returns p + q, like terms not added up (mul adds them).
func plus(p, q []fterm) []fterm { return append(p, q...) }

// A cellState is what a choice of the inclusion and exclusion settles on
// a cell: nothing yet (stateFree), that it is empty (stateEmpty), or that
// it holds a man, whose monomial's number it keeps (see manState).
type cellState int32

const (
	stateFree  cellState = -2 // not settled
	stateEmpty cellState = -1
)

// manState returns the state of a cell that holds a man of monomial km.
func manState(km int32) cellState { return cellState(km) }

// man returns the monomial of the man the state puts on its cell, and
// false if it puts none (the cell free or empty).
func (s cellState) man() (int32, bool) { return int32(s), s >= 0 }

// freeF returns the monomial of one free cell of type t.
func (fc *fideCounter) freeF(t int) int32 {
	if t == 0 {
		return 1
	}
	return int32(fc.layout.dims.free[0])
}

// freePoly returns the generating function of cell c when no line asks
// anything of it: F less the men its knight squares ban.
func (fc *fideCounter) freePoly(c fideCell) []fterm {
	p := []fterm{{ab: fc.freeF(c.free), c: 1}}
	for _, colour := range []pieces.Color{pieces.White, pieces.Black} {
		if u := fc.banned(colour, c.ban[colour]); u != noKM {
			p = append(p, fterm{km: u, c: -1})
		}
	}
	return p
}

// banned returns the monomial of a man of colour of restricted type t, or
// noKM if there is none (t is noBan, or no such man fits).
func (fc *fideCounter) banned(colour pieces.Color, t restrictedType) int32 {
	if t == noBan {
		return noKM
	}
	return fc.space.unit[colour][t]
}

// firstPoly returns the generating function of cell c as the first
// occupied cell of a line of king's king with restricted type check: a man,
// but not one of the other colour that checks, nor one its knight squares
// ban: F − 1 − X − bans.
func (fc *fideCounter) firstPoly(c fideCell, king pieces.Color, check restrictedType) []fterm {
	p := append(fc.freePoly(c), fterm{c: -1})
	if u := fc.banned(king.Other(), check); u != noKM {
		p = append(p, fterm{km: u, c: -1})
	}
	return p
}

// rayPoly returns the generating function of line r, its cells in the
// states state sets: 1 if it may be empty, plus, for each cell j, the
// terms of j being its first occupied cell. A cell held by a man the
// choice placed (of the king's own colour) blocks the line: no later cell
// can be first.
func (fc *fideCounter) rayPoly(sh *fideShape, r fideRay, state []cellState, m *fmul) []fterm {
	stop := len(r.cells) // the first cell that holds a man placed
	for j, c := range r.cells {
		if _, ok := state[c].man(); ok {
			stop = j
			break
		}
	}
	var out []fterm
	after := []fterm{{c: 1}} // the cells after j
	for j := len(r.cells) - 1; j >= 0; j-- {
		c := r.cells[j]
		km, isMan := state[c].man()
		switch {
		case isMan:
			man := []fterm{{km: km, c: 1}}
			if j == stop {
				out = plus(out, m.mul(man, after))
			}
			after = m.mul(after, man)
		case state[c] == stateFree:
			if j < stop {
				out = plus(out, m.mul(fc.firstPoly(sh.cells[c], r.king, r.checks[j]), after))
			}
			after = m.mul(after, fc.freePoly(sh.cells[c]))
		}
	}
	if stop == len(r.cells) && !r.checked {
		out = plus(out, []fterm{{c: 1}})
	}
	return out
}

// groupPoly returns the generating function of the lines rays, which share
// cells: inclusion and exclusion over the lines of the king that has fewer
// ways for them to give check.
func (fc *fideCounter) groupPoly(sh *fideShape, rays []rayIndex, state []cellState, m *fmul) []fterm {
	if len(rays) == 1 {
		return fc.rayPoly(sh, sh.rays[rays[0]], state, m)
	}
	ways := [2]int{1, 1}
	for _, i := range rays {
		r := sh.rays[i]
		n := 1 + len(r.cells)
		if r.checked {
			n++
		}
		ways[r.king] *= n
	}
	x := pieces.White
	if ways[pieces.Black] < ways[pieces.White] {
		x = pieces.Black
	}
	var xs, ys []rayIndex
	for _, i := range rays {
		if sh.rays[i].king == x {
			xs = append(xs, i)
		} else {
			ys = append(ys, i)
		}
	}
	return fc.choose(sh, xs, ys, state, m)
}

// noneSettled is exclusive's j when none of the line's cells is settled.
const noneSettled = -1

// choose returns the sum, over the choices for the lines xs of one king,
// of their sign times the product of their cells on no line of the other
// king and of the other king's lines ys. A line is free (+), or gives check
// (−): from a man of the other colour on cell j of a checking kind, the
// cells before j empty; or, if a fixed man that checks ends it, from him,
// every cell empty.
func (fc *fideCounter) choose(sh *fideShape, xs, ys []rayIndex, state []cellState, m *fmul) []fterm {
	if len(xs) == 0 {
		p := []fterm{{c: 1}}
		for _, y := range ys {
			p = m.mul(p, fc.rayPoly(sh, sh.rays[y], state, m))
		}
		return p
	}
	r := sh.rays[xs[0]]
	out := m.mul(fc.exclusive(sh, r, noneSettled, state), fc.choose(sh, xs[1:], ys, state, m))
	for j := range r.cells {
		if u := fc.space.unit[r.king.Other()][r.checks[j]]; u != noKM {
			out = plus(out, fc.checkAt(sh, r, j, u, xs[1:], ys, state, m))
		}
	}
	if r.checked {
		out = plus(out, fc.checkAt(sh, r, len(r.cells), noKM, xs[1:], ys, state, m))
	}
	return out
}

// checkAt returns minus the sum of choose for the lines xs and ys with line
// r giving check from a man of monomial man on cell j (or, j past its
// cells, from the fixed man that ends it, man noKM), the cells before j
// empty.
func (fc *fideCounter) checkAt(sh *fideShape, r fideRay, j int, man int32, xs, ys []rayIndex, state []cellState, m *fmul) []fterm {
	for i := 0; i < j; i++ {
		state[r.cells[i]] = stateEmpty
	}
	if j < len(r.cells) {
		state[r.cells[j]] = manState(man)
	}
	p := m.mul(fc.exclusive(sh, r, j, state), fc.choose(sh, xs, ys, state, m))
	for i := 0; i <= j && i < len(r.cells); i++ {
		state[r.cells[i]] = stateFree
	}
	for i := range p {
		p[i].c = -p[i].c
	}
	return p
}

// exclusive returns the product of the cells of line r on no line of the
// other king, when its first j cells are settled (empty, then the man
// state holds on cell j) and the rest free: all free when j is
// noneSettled.
func (fc *fideCounter) exclusive(sh *fideShape, r fideRay, j int, state []cellState) []fterm {
	p := []fterm{{c: 1}}
	for i, c := range r.cells {
		cell := sh.cells[c]
		switch {
		case cell.ray[r.king.Other()] != noRay || i < j:
			// settled through state, or empty
		case i == j:
			km, _ := state[c].man()
			p = fc.times(p, []fterm{{km: km, c: 1}})
		default:
			p = fc.times(p, fc.freePoly(cell))
		}
	}
	return p
}

// times returns p·q for the small polynomials of a few cells (their
// coefficients are ±1, so a line's products stay far below a word),
// without the multiplier's buffer: like terms are added up by the next
// mul.
func (fc *fideCounter) times(p, q []fterm) []fterm {
	n := int32(len(fc.space.vecs))
	out := make([]fterm, 0, len(p)*len(q))
	for _, x := range p {
		for _, y := range q {
			if km := fc.space.sum[x.km*n+y.km]; km != noKM {
				out = append(out, fterm{x.ab + y.ab, km, x.c * y.c})
			}
		}
	}
	return out
}

// placementHalves returns the generating function of the placement sh as
// two factors, whose product is the largest of its expansion and is added
// straight into a table: the cells on knight squares only and the first
// half of the groups of lines, and the other half. The small factors go
// first.
func (fc *fideCounter) placementHalves(sh *fideShape, m *fmul) (first, second []fterm) {
	state := make([]cellState, len(sh.cells))
	for i := range state {
		state[i] = stateFree
	}
	first = []fterm{{ab: int32(sh.free[0])*fc.freeF(0) + int32(sh.free[1])*fc.freeF(1), c: 1}}
	for _, c := range sh.cells {
		if c.ray[pieces.White] == noRay && c.ray[pieces.Black] == noRay {
			first = m.mul(first, fc.freePoly(c))
		}
	}
	groups := sh.groups()
	second = []fterm{{c: 1}}
	for i, g := range groups {
		if h := fc.groupPoly(sh, g, state, m); i < len(groups)/2 {
			first = m.mul(first, h)
		} else {
			second = m.mul(second, h)
		}
	}
	return first, second
}
