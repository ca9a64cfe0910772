package allchess

import (
	"errors"
)

// A term is a coefficient times a monomial in the six cell types of a
// layout: c · F0^a · F1^b · R0^k0 · R1^k1 · R2^k2 · R3^k3, the exponents
// packed into key in mixed radix (layout.dims). It stands for the
// positions with a cells of the first free type, b of the second, and
// k0…k3 restricted cells, each filled as its type allows, counted c times.
type term struct {
	key int32
	c   int64
}

// strides returns the place value of each exponent in a key.
func (l *layout) strides() [6]int32 {
	var s [6]int32
	v := int32(1)
	for i, d := range l.dims {
		s[i] = v
		v *= int32(d)
	}
	return s
}

// size is the number of keys.
func (l *layout) size() int {
	n := 1
	for _, d := range l.dims {
		n *= d
	}
	return n
}

// multiplier multiplies sparse polynomials through a dense buffer the
// size of the layout's keys, so that terms with one key add up in place.
type multiplier struct {
	buf     []int64
	touched []int32
}

func newMultiplier(l *layout) *multiplier { return &multiplier{buf: make([]int64, l.size())} }

// mul returns the product of p and f. The exponents must stay below the
// layout's dims, which the callers ensure by the board's geometry.
func (m *multiplier) mul(p, f []term) []term {
	for _, x := range p {
		for _, y := range f {
			k := x.key + y.key
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			m.buf[k] += x.c * y.c
		}
	}
	out := make([]term, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, term{k, c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// errOverflow is an internal error: a coefficient left 64 bits.
var errOverflow = errors.New("allchess: internal error: a coefficient overflows 64 bits")

// addChecked adds v to table[k], and reports false, leaving it, when the
// sum leaves 64 bits.
func addChecked(table []int64, k int32, v int64) bool {
	s := table[k] + v
	if (v > 0 && s < table[k]) || (v < 0 && s > table[k]) {
		return false
	}
	table[k] = s
	return true
}
