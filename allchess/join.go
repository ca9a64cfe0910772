package allchess

import "github.com/chesscount/count/pieces"

// A joinTable holds, for every number of opposed files, of men up to
// start and set of sides charged, and every class of a white army, where
// Black's vector (prefix sums) holds the black armies that may join it:
// the most used and promotions each refinement allows (Refinement.bound),
// worked out once for a count, which the fills look up for every pair of
// vectors (fills.pair).
type joinTable struct {
	pawns, start int
	bounds       []joinBound
}

// A joinBound is one entry of a joinTable: the index in Black's vector of
// the class of the most used and promotions, and false if no black army
// may join.
type joinBound struct {
	black int32
	ok    bool
}

// newJoinTable works out the bounds refine puts on armies of pawns pawns
// in positions of at most start men, for opposed files up to pawns.
func newJoinTable(refine []Refinement, pawns, start int) *joinTable {
	t := &joinTable{pawns: pawns, start: start}
	n := pawns + 1
	for opposed := range pawns + 1 {
		for men := range start + 1 {
			for charged := range 4 {
				for c := range n * n {
					b := joinOf(refine, armyBound{white: class{c / n, c % n}, men: men, start: start, pawns: pawns, opposed: opposed}, sidesOf(charged))
					t.bounds = append(t.bounds, b)
				}
			}
		}
	}
	return t
}

// at returns the entry of t for opposed files, men men, the sides charged
// and a white army of class index c (used·(pawns+1) + promotions).
func (t *joinTable) at(opposed, men int, charged sides, c int) joinBound {
	n := t.pawns + 1
	return t.bounds[((opposed*(t.start+1)+men)*4+charged.index())*n*n+c]
}

// joinOf returns the bound each refinement of refine tightens in turn,
// from the class of b.white, the sides charged each charged one promotion
// more.
func joinOf(refine []Refinement, b armyBound, charged sides) joinBound {
	if charged[pieces.White] {
		b.white = b.white.charge()
	}
	if b.white.used > b.pawns {
		return joinBound{}
	}
	b.blackUsed, b.blackProm = b.pawns, b.pawns
	for _, x := range refine {
		b = x.bound(b)
	}
	if charged[pieces.Black] { // Black's class (u, p) stands for (u+1, p+1)
		b.blackUsed, b.blackProm = b.blackUsed-1, b.blackProm-1
	}
	ok := b.blackUsed >= 0 && b.blackProm >= 0
	return joinBound{int32(b.blackUsed*(b.pawns+1) + b.blackProm), ok}
}
