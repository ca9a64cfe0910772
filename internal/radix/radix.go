package radix

// MaxDigits is the most digits of a Radix: a sweep's keys, a layout's
// seven and Black's pawns and the opposed files.
const MaxDigits = 9

// A Radix packs digits, each below its bound, into one number, the first
// digit the least significant.
type Radix struct {
	bound, stride [MaxDigits]int
	size          int
}

// New returns the radix of digits below bounds, at most MaxDigits of
// them, each at least 1.
func New(bounds ...int) Radix {
	r := Radix{size: 1}
	for i, b := range bounds {
		r.bound[i], r.stride[i] = b, r.size
		r.size *= b
	}
	return r
}

// Digit returns digit i of n.
func (r Radix) Digit(n, i int) int { return n / r.stride[i] % r.bound[i] }

// Stride returns what one unit of digit i adds to a number.
func (r Radix) Stride(i int) int { return r.stride[i] }

// Bound returns the bound of digit i: its digits are 0 to Bound(i) − 1.
func (r Radix) Bound(i int) int { return r.bound[i] }

// Size returns how many numbers the radix packs: the product of the
// bounds.
func (r Radix) Size() int { return r.size }
