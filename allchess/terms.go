package allchess

import (
	"cmp"
	"errors"
	"slices"
)

// A term is a coefficient times a monomial in the six cell types of a
// layout: c · F0^a · F1^b · R0^k0 · R1^k1 · R2^k2 · R3^k3, the exponents
// packed into key in mixed radix (layout.dims). It stands for the
// positions with a cells of the first free type, b of the second, and
// k0…k3 restricted cells, each filled as its type allows, counted c times.
// When the layout keeps a side's bishops apart, bishops[side] is their
// number, White's also packed into key.
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

// fits reports whether a term with bishops b belongs in l's table:
// White's below their bound, Black's no more than the table's.
func (l *layout) fits(b [2]uint8) bool {
	return int(b[0]) < l.dims[6] && int(b[1]) <= l.blackBishops
}

// multiplier multiplies sparse polynomials through a dense buffer, so
// that terms with one key add up in place: a buffer the size of the
// layout's keys times Black's bishops, or, when that is too large, a
// sort of the products.
type multiplier struct {
	layout  *layout
	buf     []int64
	touched []int32
	scratch []term
}

// maxBuffer bounds the dense buffer of a multiplier, in entries.
const maxBuffer = 1 << 24

func newMultiplier(l *layout) *multiplier {
	m := &multiplier{layout: l}
	if n := l.size() * (l.blackBishops + 1); n <= maxBuffer {
		m.buf = make([]int64, n)
	}
	return m
}

// mul returns the product of p and f, without the terms whose bishops do
// not fit the layout. The other exponents must stay below the layout's
// dims, which the callers ensure by the board's geometry.
func (m *multiplier) mul(p, f []term) []term {
	if m.buf == nil {
		return m.mulSorted(p, f)
	}
	size, wStride := int32(m.layout.size()), m.layout.strides()[6]
	for _, x := range p {
		for _, y := range f {
			b := [2]uint8{x.bishops[0] + y.bishops[0], x.bishops[1] + y.bishops[1]}
			if !m.layout.fits(b) {
				continue
			}
			k := x.key + y.key + size*int32(b[1])
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			m.buf[k] += x.c * y.c
		}
	}
	out := make([]term, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, term{k % size, [2]uint8{uint8(k % size / wStride), uint8(k / size)}, c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// mulSorted is mul by sorting the products by key and Black's bishops.
func (m *multiplier) mulSorted(p, f []term) []term {
	prods := m.scratch[:0]
	for _, x := range p {
		for _, y := range f {
			b := [2]uint8{x.bishops[0] + y.bishops[0], x.bishops[1] + y.bishops[1]}
			if m.layout.fits(b) {
				prods = append(prods, term{x.key + y.key, b, x.c * y.c})
			}
		}
	}
	slices.SortFunc(prods, func(x, y term) int {
		return cmp.Or(cmp.Compare(x.key, y.key), cmp.Compare(x.bishops[1], y.bishops[1]))
	})
	var out []term
	for _, t := range prods {
		if n := len(out); n > 0 && out[n-1].key == t.key && out[n-1].bishops == t.bishops {
			out[n-1].c += t.c
			continue
		}
		out = append(out, t)
	}
	m.scratch = prods
	return slices.DeleteFunc(out, func(t term) bool { return t.c == 0 })
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
