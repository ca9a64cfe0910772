package wide

import (
	"math"
	"math/bits"
)

// An Int is a signed 128-bit integer, two's complement: an entry of a
// table of terms. One placement's coefficients fit 64 bits, but their sums
// over the placements of the kings, with both sides' bishops kept apart,
// do not.
type Int struct {
	lo uint64
	hi int64
}

// A Sink is one worker's share of a table of terms: sums in words (narrow),
// and in 128 bits (spill, made at the first product or sum that leaves a
// word) the products that do not fit there. Most sums fit a word, and a
// table of words is half the memory to reach at random.
type Sink struct {
	narrow []int64
	spill  []Int
}

// add adds x·y to the entry k, and reports false when its sum leaves 128
// bits.
func (s *Sink) Add(k int32, x, y int64) bool {
	if v, ok := MulChecked(x, y); ok && AddChecked(s.narrow, k, v) {
		return true
	}
	if s.spill == nil {
		s.spill = make([]Int, len(s.narrow))
	}
	return s.spill[k].AddProduct(x, y)
}

// addProduct adds x·y to w, and reports false, leaving w, when the sum
// leaves 128 bits.
func (w *Int) AddProduct(x, y int64) bool {
	hi, lo := bits.Mul64(magnitude(x), magnitude(y))
	if hi>>63 != 0 {
		return false
	}
	p := Int{lo, int64(hi)}
	if (x < 0) != (y < 0) {
		p = p.Neg()
	}
	return w.Add(p)
}

// add adds v to w, and reports false, leaving w, when the sum leaves 128
// bits.
func (w *Int) Add(v Int) bool {
	lo, carry := bits.Add64(w.lo, v.lo, 0)
	hi := w.hi + v.hi + int64(carry)
	// The sum leaves 128 bits when both signs agree and its sign does not.
	if (w.hi < 0) == (v.hi < 0) && (hi < 0) != (w.hi < 0) {
		return false
	}
	w.lo, w.hi = lo, hi
	return true
}

// neg returns −w.
func (w Int) Neg() Int {
	lo, borrow := bits.Sub64(0, w.lo, 0)
	return Int{lo, -w.hi - int64(borrow)}
}

// isZero reports whether w is 0.
func (w Int) IsZero() bool { return w.lo == 0 && w.hi == 0 }

// mod returns w modulo p, for w of either sign.
func (w Int) Mod(p uint64) uint64 {
	m := w
	if w.hi < 0 {
		m = w.Neg()
	}
	r := bits.Rem64(uint64(m.hi)%p, m.lo, p)
	if w.hi < 0 && r != 0 {
		return p - r
	}
	return r
}

// magnitude returns |x| as an unsigned word (math.MinInt64 included).
func magnitude(x int64) uint64 {
	if x < 0 {
		return uint64(-x)
	}
	return uint64(x)
}

// addWideTimes adds n·v to w, n a small weight (a sign, or a few times
// one), and reports false when the sum leaves 128 bits.
func (w *Int) addTimes(v Int, n int64) bool {
	if n < 0 {
		v, n = v.Neg(), -n
	}
	for range n {
		if !w.Add(v) {
			return false
		}
	}
	return true
}

// addWide adds n·v to the entry k, n a small weight, in a word when v fits
// one, and reports false when the sum leaves 128 bits.
func (s *Sink) AddWide(k int32, v Int, n int64) bool {
	if word := int64(v.lo); v.hi == word>>63 {
		return s.Add(k, word, n)
	}
	if s.spill == nil {
		s.spill = make([]Int, len(s.narrow))
	}
	return s.spill[k].addTimes(v, n)
}

// Of returns v as an Int.
func Of(v int64) Int { return Int{uint64(v), v >> 63} }

// NewSink returns a sink of n entries, all zero.
func NewSink(n int) *Sink { return &Sink{narrow: make([]int64, n)} }

// AddTo adds s to dst, entry by entry, and reports false when a sum
// leaves 128 bits.
func (s *Sink) AddTo(dst []Int) bool {
	for k, c := range s.narrow {
		if c != 0 && !dst[k].AddProduct(c, 1) {
			return false
		}
	}
	for k, c := range s.spill {
		if !c.IsZero() && !dst[k].Add(c) {
			return false
		}
	}
	return true
}

// MulChecked returns x·y, and false if it leaves 64 bits.
func MulChecked(x, y int64) (int64, bool) {
	if -1<<31 < x && x < 1<<31 && -1<<31 < y && y < 1<<31 {
		return x * y, true // the common case, which cannot overflow
	}
	p := x * y
	return p, x == 0 || (p/x == y && !(x == -1 && y == math.MinInt64) && !(y == -1 && x == math.MinInt64))
}

// AddChecked adds v to table[k], and reports false, leaving it, when the
// sum leaves 64 bits.
func AddChecked(table []int64, k int32, v int64) bool {
	s := table[k] + v
	if (v > 0 && s < table[k]) || (v < 0 && s > table[k]) {
		return false
	}
	table[k] = s
	return true
}

// AllZero reports whether every entry of s is zero.
func AllZero(s []Int) bool {
	for _, c := range s {
		if !c.IsZero() {
			return false
		}
	}
	return true
}
