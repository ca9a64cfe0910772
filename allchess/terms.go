package allchess

import (
	"errors"
	"slices"
)

// A term is a coefficient times a monomial in the six cell types of a
// layout: c · F0^a · F1^b · R0^k0 · R1^k1 · R2^k2 · R3^k3, the exponents
// packed into key in mixed radix (layout.dims). It stands for the
// positions with a cells of the first free type, b of the second, and
// k0…k3 restricted cells, each filled as its type allows, counted c times.
// When the layout keeps a side's bishops apart, bishops[side] is their
// number, White's also packed into key: kept apart too, the hot loops
// check its bound without dividing the key.
type term struct {
	key     int32
	bishops [2]uint8
	c       int64
}

// strides returns the place value of each exponent in a key.
func (l *layout) strides() [7]int32 {
	var s [7]int32
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
// size of the layout's keys, so that terms with one key add up in place;
// the terms of each number of Black's bishops kept apart go through it in
// turn.
type multiplier struct {
	layout  *layout
	buf     []int64
	touched []int32
	from    [maxBishops + 2]int // addTerms's groups of Black's bishops
}

func newMultiplier(l *layout) *multiplier {
	return &multiplier{layout: l, buf: make([]int64, l.size())}
}

// mul returns the product of p and f, without the terms whose bishops do
// not fit the layout. The other exponents must stay below the layout's
// dims, which the callers ensure by the board's geometry.
func (m *multiplier) mul(p, f []term) []term {
	var out []term
	for black := range m.layout.blackBishops + 1 {
		out = m.mulBlack(p, f, uint8(black), out)
	}
	return out
}

// mulBlack appends to out the terms of the product of p and f with black
// of Black's bishops kept apart.
func (m *multiplier) mulBlack(p, f []term, black uint8, out []term) []term {
	wStride := m.layout.strides()[6]
	for _, x := range p {
		if x.bishops[1] > black {
			continue
		}
		for _, y := range f {
			if x.bishops[1]+y.bishops[1] != black || int(x.bishops[0]+y.bishops[0]) >= m.layout.dims[6] {
				continue
			}
			k := x.key + y.key
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			m.buf[k] += x.c * y.c
		}
	}
	out = slices.Grow(out, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, term{k, [2]uint8{uint8(k / wStride), black}, c})
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
