package allchess

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

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
	sum []kmNumber
	// unit[colour][t] is the number of one man of that colour of
	// restricted type t, or noKM if none fits.
	unit [2][4]kmNumber
}

// A kmNumber is a kmVec's number in its kmSpace.
type kmNumber int32

// noKM stands for no number of a kmSpace: a vector not in the space.
const noKM kmNumber = -1

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
	inBox := make([]kmNumber, size) // a vector's number, by its place in the box
	var packs []int
	var v kmVec
	var gen func(c, t, left, pack int)
	gen = func(c, t, left, pack int) {
		switch {
		case c == len(v):
			inBox[pack] = kmNumber(len(s.vecs))
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
	s.sum = make([]kmNumber, n*n)
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
	ab int32
	km kmNumber
	c  int64
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
	n := kmNumber(len(m.space.vecs))
	for _, x := range p {
		row := m.space.sum[x.km*n : (x.km+1)*n]
		for _, y := range q {
			km := row[y.km]
			if km == noKM {
				continue
			}
			v, ok := wide.MulChecked(x.c, y.c)
			m.overflowed = m.overflowed || !ok
			k := x.ab + y.ab + m.abSize*int32(km)
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			if !wide.AddChecked(m.buf, k, v) {
				m.overflowed = true
			}
		}
	}
	out := make([]fterm, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, fterm{k % m.abSize, kmNumber(k / m.abSize), c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// freeF returns the monomial of one free cell of type t.
func (fc *fideCounter) freeF(t freeType) int32 {
	if t == pawnSquare {
		return 1
	}
	return int32(fc.layout.dims.free[0])
}

// freePoly returns the generating function of cell c when no line asks
// anything of it: F less the men its knight squares ban.
func (t *fideTerms) freePoly(c fideCell) []fterm {
	p := []fterm{{ab: t.fc.freeF(c.free), c: 1}}
	for _, colour := range []pieces.Color{pieces.White, pieces.Black} {
		if u := t.banned(colour, c.ban[colour]); u != noKM {
			p = append(p, fterm{km: u, c: -1})
		}
	}
	return p
}

// banned returns the monomial of a man of colour of restricted type t, or
// noKM if there is none (t is noBan, or no such man fits).
func (t *fideTerms) banned(colour pieces.Color, r restrictedType) kmNumber {
	if r == noBan {
		return noKM
	}
	return t.m.space.unit[colour][r]
}

// firstPoly returns the generating function of cell c as the first
// occupied cell of a line of king's king with restricted type check: a man,
// but not one of the other colour that checks, nor one its knight squares
// ban: F − 1 − X − bans.
func (t *fideTerms) firstPoly(c fideCell, king pieces.Color, check restrictedType) []fterm {
	p := append(t.freePoly(c), fterm{c: -1})
	if u := t.banned(king.Other(), check); u != noKM {
		p = append(p, fterm{km: u, c: -1})
	}
	return p
}

// placementHalves returns the generating function of the placement sh as
// two factors, whose product is the largest of its expansion and is added
// straight into a table: the cells on knight squares only and the first
// half of the kings' lines (a line alone, or a group of lines that cross),
// and the other half. The small factors go first.
func (t *fideTerms) placementHalves(sh *fideShape) (first, second []fterm) {
	fc := t.fc
	t.sh = sh
	lines := t.lines
	lines.Reset(len(sh.cells))
	for _, r := range sh.rays {
		lines.AddLine(crossing.King(r.king), r.cells, r.checked)
	}
	lines.Plan()
	first = []fterm{{ab: int32(sh.free[pawnSquare])*fc.freeF(pawnSquare) + int32(sh.free[noPawnSquare])*fc.freeF(noPawnSquare), c: 1}}
	for i, c := range sh.cells {
		if !lines.OnLine(i) {
			first = t.m.mul(first, t.freePoly(c))
		}
	}
	var parts [][]fterm
	for _, k := range []crossing.King{crossing.King(pieces.White), crossing.King(pieces.Black)} {
		for _, r := range lines.Uncrossed(k) {
			parts = append(parts, lines.MulLine([]fterm{{c: 1}}, k, r))
		}
	}
	for i := range lines.Groups() {
		parts = append(parts, lines.MulGroup([]fterm{{c: 1}}, i))
	}
	second = []fterm{{c: 1}}
	for i, p := range parts {
		if i < len(parts)/2 {
			first = t.m.mul(first, p)
		} else {
			second = t.m.mul(second, p)
		}
	}
	return first, second
}

// fideTerms is the FIDE count as a crossing.Algebra: lists of terms, the
// cells of one placement of the kings (sh) as cells, and the colours of
// the kings as the crossing.Kings. Terms beyond the men left to place
// drop out, so every set of lines in check is admitted.
type fideTerms struct {
	fc    *fideCounter
	m     *fmul
	sh    *fideShape
	lines *crossing.Lines[[]fterm, *fideTerms]
}

// newFideTerms returns the terms of fc, multiplied through m.
func newFideTerms(fc *fideCounter, m *fmul) *fideTerms {
	t := &fideTerms{fc: fc, m: m}
	t.lines = crossing.NewLines[[]fterm](t)
	return t
}

func (t *fideTerms) New() []fterm                  { return nil }
func (t *fideTerms) Copy(dst, src []fterm) []fterm { return append(dst[:0], src...) }
func (t *fideTerms) Clear(f []fterm) []fterm       { return f[:0] }
func (t *fideTerms) Admits([]uint64) bool          { return true }

// AddSigned appends f's terms to sum, or their negatives (like terms are
// added up by the next product).
func (t *fideTerms) AddSigned(sum, f []fterm, subtract bool) []fterm {
	for _, x := range f {
		if subtract {
			x.c = -x.c
		}
		sum = append(sum, x)
	}
	return sum
}

// MulFree multiplies f by the free cell.
func (t *fideTerms) MulFree(f []fterm, cell int) []fterm {
	return t.m.mul(f, t.freePoly(t.sh.cells[cell]))
}

// AddFirst adds to f beyond times the first man on the line of king k
// (a colour) through cell: one of the other colour who checks along it
// (checks), or any man but those.
func (t *fideTerms) AddFirst(f, beyond []fterm, k crossing.King, cell int, checks bool) []fterm {
	king, c := pieces.Color(k), t.sh.cells[cell]
	first := t.firstPoly(c, king, c.check[king])
	if checks {
		u := t.m.space.unit[king.Other()][c.check[king]]
		if u == noKM {
			return f
		}
		first = []fterm{{km: u, c: 1}}
	}
	return append(f, t.m.mul(first, beyond)...)
}

// Checkers returns the restricted type of a man who would check king k
// from cell, a bit, or 0 if no such man fits.
func (t *fideTerms) Checkers(k crossing.King, cell int) uint64 {
	king, c := pieces.Color(k), t.sh.cells[cell]
	if t.m.space.unit[king.Other()][c.check[king]] == noKM {
		return 0
	}
	return 1 << c.check[king]
}
