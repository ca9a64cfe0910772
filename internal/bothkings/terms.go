package bothkings

import "github.com/chesscount/count/internal/wide"

// A Term is C times the monomial of AB (the free cells, as the caller
// numbers their monomials, below its freeKeys) and KM (a Space's number:
// the exponents of both colours' slots).
type Term struct {
	AB int32
	KM Number
	C  int64
}

// A mul multiplies lists of terms through a dense buffer, so that like
// terms add up in place; terms beyond the space drop out.
type mul struct {
	space      *Space
	abSize     int32
	buf        []int64
	touched    []int32
	overflowed bool
}

func newMul(space *Space, abSize int) *mul {
	return &mul{space: space, abSize: int32(abSize), buf: make([]int64, abSize*len(space.vecs))}
}

// mul returns p·q.
func (m *mul) mul(p, q []Term) []Term {
	for _, x := range p {
		row := m.space.Sums(x.KM)
		for _, y := range q {
			km := row[y.KM]
			if km == None {
				continue
			}
			v, ok := wide.MulChecked(x.C, y.C)
			m.overflowed = m.overflowed || !ok
			k := x.AB + y.AB + m.abSize*int32(km)
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			if !wide.AddChecked(m.buf, k, v) {
				m.overflowed = true
			}
		}
	}
	out := make([]Term, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, Term{k % m.abSize, Number(k / m.abSize), c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}
