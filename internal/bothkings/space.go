package bothkings

// A Slot is a restricted type of a term: the men of one colour who would
// check the other king from a cell.
type Slot int8

// The slots, by the men they hold.
const (
	Straight   Slot = iota // a rook or queen along a rank or file
	Slanted                // a bishop or queen along a diagonal
	PawnAttack             // a pawn too, on the nearest square of a diagonal a pawn attacks along
	Knight                 // a knight, on a king's knight square
)

// Slots is the number of slots.
const Slots = 4

// noSlot is a cell's ban for a colour none of whose men it bans.
const noSlot Slot = -1

// A Vec is the exponents of the slots of both colours a term carries, by
// colour (pieces.Color) and slot.
type Vec [2][Slots]int8

// A Number is a Vec's number in its Space.
type Number int32

// None stands for no Number of a Space: a vector not in it.
const None Number = -1

// A Space numbers the Vecs each below its slot's bound and at most a limit
// in all: the men left to place.
type Space struct {
	vecs []Vec
	// sum[i·len(vecs) + j] is the number of vecs[i] + vecs[j], or None.
	sum []Number
	// unit[colour][s] is the number of one man of that colour in slot s,
	// or None if none fits.
	unit [2][Slots]Number
}

// Len returns the number of vectors of s.
func (s *Space) Len() int { return len(s.vecs) }

// Vec returns vector i of s.
func (s *Space) Vec(i Number) Vec { return s.vecs[i] }

// Sums returns the numbers of the sums of vector i and each vector of s,
// None where a sum leaves it.
func (s *Space) Sums(i Number) []Number {
	n := Number(len(s.vecs))
	return s.sum[i*n : (i+1)*n]
}

// NewSpace returns the space of exponents below bounds (each slot's bound,
// for both colours) with at most limit in all. Its vectors are numbered in
// lexicographic order, White's exponents before Black's.
func NewSpace(bounds [Slots]int, limit int) *Space {
	s := &Space{}
	var bound, stride [2][Slots]int // each exponent's bound, and its place value in a box
	size := 1
	for c := range bound {
		for t, d := range bounds {
			bound[c][t], stride[c][t] = d, size
			size *= d
		}
	}
	inBox := make([]Number, size) // a vector's number, by its place in the box
	var packs []int
	var v Vec
	var gen func(c, t, left, pack int)
	gen = func(c, t, left, pack int) {
		switch {
		case c == len(v):
			inBox[pack] = Number(len(s.vecs))
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
	s.sum = make([]Number, n*n)
	for i, x := range s.vecs {
		for j, y := range s.vecs {
			s.sum[i*n+j] = None
			if fits(x, y, bound, limit) {
				s.sum[i*n+j] = inBox[packs[i]+packs[j]]
			}
		}
	}
	for c := range s.unit {
		for t := range s.unit[c] {
			s.unit[c][t] = None
			if limit > 0 && bound[c][t] > 1 {
				s.unit[c][t] = inBox[stride[c][t]]
			}
		}
	}
	return s
}

// fits reports whether x + y is below bound in each exponent and at most
// limit in all.
func fits(x, y Vec, bound [2][Slots]int, limit int) bool {
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
