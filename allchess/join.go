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

// ArmiesAllowed reports whether r may count a position whose armies hold
// these men of each kind beside the kings (by colour and pieces.Kind),
// wherever they stand: the army rule, r's limit on men, and the bound
// each refinement puts on Black's army beside White's (Refinement.bound),
// with as many files opposed as either side has pawns. Every position r
// counts has armies it allows.
func (r Rules) ArmiesAllowed(armies [2][pieces.NumKinds]int) bool {
	c, men := [2]class{}, 2 // the armies' classes, and the men with the kings
	for side, counts := range armies {
		for _, k := range pieceKinds {
			men += counts[k]
			c[side].proms += max(0, counts[k]-r.Army.Base[k])
		}
		men += counts[pieces.Pawn]
		c[side].used = counts[pieces.Pawn] + c[side].proms
	}
	b := armyBound{white: c[0], men: men, start: 2 * (1 + r.Army.MaxMen()), pawns: r.Army.Pawns,
		opposed: min(armies[0][pieces.Pawn], armies[1][pieces.Pawn]), blackUsed: r.Army.Pawns, blackProm: r.Army.Pawns}
	for _, x := range r.Refine {
		b = x.bound(b)
	}
	return men <= r.maxTotal() && c[0].used <= r.Army.Pawns && c[1].used <= b.blackUsed && c[1].proms <= b.blackProm
}
