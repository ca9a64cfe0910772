package allchess

import (
	"errors"
	"slices"

	"github.com/chesscount/count/internal/radix"
	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// A term is c · F0^a · F1^b · R0^k0 · R1^k1 · R2^k2 · R3^k3, the exponents
// packed into key (keyStrides): the positions with a and b cells of the
// free types and k0…k3 restricted cells, each filled as its type allows,
// counted c times. bishops[side] is the number of a side's bishops kept
// apart, White's also in key: kept here too, the hot loops check its bound
// without dividing the key.
type term struct {
	key     int32
	bishops [2]uint8
	c       int64
}

// keyStrides are the place values of the variables of a key, in the
// order of keyDims, the last (w) the most significant.
type keyStrides struct {
	free         [2]int32
	restricted   [4]int32
	whiteBishops int32
}

// radix returns the radix of l's keys, digits a, b, k[0..3] and w.
func (l *layout) radix() radix.Radix {
	d := l.dims
	return radix.New(d.free[0], d.free[1], d.restricted[0], d.restricted[1], d.restricted[2], d.restricted[3], d.whiteBishops)
}

// keyRestricted is the digit of k[0] in a layout's radix.
const keyRestricted = 2

// strides returns the place value of each exponent in a key.
func (l *layout) strides() keyStrides {
	r := l.radix()
	s := keyStrides{free: [2]int32{int32(r.Stride(0)), int32(r.Stride(1))}, whiteBishops: int32(r.Stride(keyRestricted + 4))}
	for t := range s.restricted {
		s.restricted[t] = int32(r.Stride(keyRestricted + t))
	}
	return s
}

// size is the number of keys.
func (l *layout) size() int { return l.radix().Size() }

// freeKeys is the number of keys of one restricted part k: key = ab +
// freeKeys·k.
func (l *layout) freeKeys() int { return l.dims.free[0] * l.dims.free[1] }

// multiplier multiplies sparse polynomials through a dense buffer of the
// layout's keys, where like terms add up in place, one number of Black's
// bishops kept apart at a time.
type multiplier struct {
	layout  *layout
	buf     []int64
	touched []int32
	from    [maxBishops + 2]int // addProduct's groups of Black's bishops
	// overflowed is set, and stays set, when a coefficient leaves 64 bits;
	// the products are wrong from then on, and the caller fails.
	overflowed bool
}

func newMultiplier(l *layout) *multiplier {
	return &multiplier{layout: l, buf: make([]int64, l.size())}
}

// mul returns the product of p and f, less the terms whose bishops do
// not fit the layout; the board's geometry keeps the other exponents
// below the layout's dims.
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
	for _, x := range p {
		if x.bishops[pieces.Black] > black {
			continue
		}
		for _, y := range f {
			if x.bishops[pieces.Black]+y.bishops[pieces.Black] != black || int(x.bishops[pieces.White]+y.bishops[pieces.White]) >= m.layout.dims.whiteBishops {
				continue
			}
			v, ok := wide.MulChecked(x.c, y.c)
			m.overflowed = m.overflowed || !ok
			m.add(x.key+y.key, v)
		}
	}
	return m.collect(black, out)
}

// add adds v to the buffer's entry k, noting an overflow.
func (m *multiplier) add(k int32, v int64) {
	if m.buf[k] == 0 {
		m.touched = append(m.touched, k)
	}
	if !wide.AddChecked(m.buf, k, v) {
		m.overflowed = true
	}
}

// collect appends to out the terms the buffer holds, with black of Black's
// bishops, and clears it.
func (m *multiplier) collect(black uint8, out []term) []term {
	wStride := int32(m.layout.size() / m.layout.dims.whiteBishops)
	out = slices.Grow(out, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, term{k, [2]uint8{pieces.White: uint8(k / wStride), pieces.Black: black}, c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// sum returns the terms of ts with like terms added up, grouped by Black's
// bishops in order as mul leaves them.
func (m *multiplier) sum(ts []term) []term {
	var out []term
	for black := range uint8(m.layout.blackBishops + 1) {
		for _, t := range ts {
			if t.bishops[pieces.Black] != black {
				continue
			}
			m.add(t.key, t.c)
		}
		out = m.collect(black, out)
	}
	return out
}

// scale multiplies the coefficients of p by n, in place.
func (m *multiplier) scale(p []term, n int64) []term {
	for i := range p {
		var ok bool
		if p[i].c, ok = wide.MulChecked(p[i].c, n); !ok {
			m.overflowed = true
		}
	}
	return p
}

// errOverflow is an internal error: a coefficient left its word.
var errOverflow = errors.New("allchess: internal error: a coefficient overflows its word")
