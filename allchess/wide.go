package allchess

import "math/bits"

// A wide is an entry of a table of terms: a signed 128-bit integer, two's
// complement. One placement's coefficients fit 64 bits, but their sums
// over the placements of the kings, with both sides' bishops kept apart,
// do not.
type wide struct {
	lo uint64
	hi int64
}

// A sink is one worker's share of a table of terms: sums in words (narrow),
// and in 128 bits (spill, made at the first product or sum that leaves a
// word) the products that do not fit there. Most sums fit a word, and a
// table of words is half the memory to reach at random.
type sink struct {
	narrow []int64
	spill  []wide
}

// add adds x·y to the entry k, and reports false when its sum leaves 128
// bits.
func (s *sink) add(k int32, x, y int64) bool {
	if v, ok := mulChecked(x, y); ok && addChecked(s.narrow, k, v) {
		return true
	}
	if s.spill == nil {
		s.spill = make([]wide, len(s.narrow))
	}
	return s.spill[k].addProduct(x, y)
}

// addProduct adds x·y to w, and reports false, leaving w, when the sum
// leaves 128 bits.
func (w *wide) addProduct(x, y int64) bool {
	hi, lo := bits.Mul64(magnitude(x), magnitude(y))
	if hi>>63 != 0 {
		return false
	}
	p := wide{lo, int64(hi)}
	if (x < 0) != (y < 0) {
		p = p.neg()
	}
	return w.add(p)
}

// add adds v to w, and reports false, leaving w, when the sum leaves 128
// bits.
func (w *wide) add(v wide) bool {
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
func (w wide) neg() wide {
	lo, borrow := bits.Sub64(0, w.lo, 0)
	return wide{lo, -w.hi - int64(borrow)}
}

// isZero reports whether w is 0.
func (w wide) isZero() bool { return w.lo == 0 && w.hi == 0 }

// mod returns w modulo p, for w of either sign.
func (w wide) mod(p uint64) uint64 {
	m := w
	if w.hi < 0 {
		m = w.neg()
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
func (w *wide) addWideTimes(v wide, n int64) bool {
	if n < 0 {
		v, n = v.neg(), -n
	}
	for range n {
		if !w.add(v) {
			return false
		}
	}
	return true
}

// addWide adds n·v to the entry k, n a small weight, in a word when v fits
// one, and reports false when the sum leaves 128 bits.
func (s *sink) addWide(k int32, v wide, n int64) bool {
	if word := int64(v.lo); v.hi == word>>63 {
		return s.add(k, word, n)
	}
	if s.spill == nil {
		s.spill = make([]wide, len(s.narrow))
	}
	return s.spill[k].addWideTimes(v, n)
}
