package allchess

import (
	"iter"
	"math/big"

	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/internal/wide"
)

// A restrictedPart is the terms of a table that share their restricted
// cells: their coefficients by free cells, the fills of White's men and of
// Black's, and the men the two place beforehand, kings aside.
type restrictedPart struct {
	coef         []wide.Int
	white, black [][][]uint64
	men          int
}

// evaluate returns, for each number of men up to maxMen (kings included,
// the fixed men not), the sum over the terms of parts of their coefficient
// times the ways to fill their cells: a term with a and b cells of the
// free types, of which s1 and s2 hold men, fills in C(a, s1)·C(b, s2)·Z
// ways (see z; genfunc.ShiftByOne gives the ways to choose the cells
// that hold men). Word-size primes and the Chinese remainder theorem keep
// it exact.
func evaluate(l *layout, f *fills, parts iter.Seq[restrictedPart], maxMen, fixed, squares int) []*big.Int {
	// Each square holds one of 13 things (empty, or one of twelve men), so
	// no count of a board's positions, signed or not, reaches 13^squares.
	ps := genfunc.SignedModuli(new(big.Int).Exp(big.NewInt(13), big.NewInt(int64(squares)), nil))
	residues := make([][]uint64, maxMen+1)
	for m := range residues {
		residues[m] = make([]uint64, len(ps))
	}
	maxS1, maxS2 := 2*f.maxI1, 2*f.maxI2
	for rp := range parts {
		if 2+rp.men > maxMen || rp.white == nil || rp.black == nil || wide.AllZero(rp.coef) {
			continue
		}
		for i, p := range ps {
			x := genfunc.ShiftByOne(rp.coef, l.dims.free[0], l.dims.free[1], maxS1, maxS2, p)
			for s1 := range maxS1 {
				for s2 := range maxS2 {
					men := 2 + rp.men + s1*l.free[0].mult + s2*l.free[1].mult
					if x[s1][s2] == 0 || men > maxMen {
						continue
					}
					z := f.z(rp.white, rp.black, s1, s2, men+fixed, p)
					residues[men][i] = genfunc.AddMod(residues[men][i], genfunc.MulMod(x[s1][s2], z, p), p)
				}
			}
		}
	}
	out := make([]*big.Int, len(residues))
	for m, r := range residues {
		out[m] = genfunc.CombineSigned(r, ps) // a part may be negative
	}
	return out
}

// parts returns the restricted parts of a table of l's keys, with f's.
func (f *fills) parts(l *layout, table []wide.Int) iter.Seq[restrictedPart] {
	perK := l.freeKeys()
	return func(yield func(restrictedPart) bool) {
		for k := range len(table) / perK {
			if !yield(restrictedPart{table[k*perK : (k+1)*perK], f.restricted[k], f.black, f.restrictedMen[k] + f.blackMen}) {
				return
			}
		}
	}
}

// z returns, modulo p, the ways to fill s1 cells of free type 0 and s2 of
// type 1, every one occupied, and the restricted cells, by White's fills
// white and Black's black, in positions of men men; in a correction's
// layout, what its charge takes away (fills.takenAway).
func (f *fills) z(white, black [][][]uint64, s1, s2, men int, p uint64) uint64 {
	var z uint64
	for i1 := 0; i1 <= s1 && i1 < f.maxI1; i1++ {
		for i2 := 0; i2 <= s2 && i2 < f.maxI2; i2++ {
			j1, j2 := s1-i1, s2-i2
			if j1 >= f.maxI1 || j2 >= f.maxI2 || white[i1][i2] == nil || black[j1][j2] == nil {
				continue
			}
			joined := f.takenAway(white[i1][i2], black[j1][j2], men, p)
			if joined == 0 {
				continue
			}
			ways := genfunc.MulMod(genfunc.Binomial(s1, i1), genfunc.Binomial(s2, i2), p)
			ways = genfunc.MulMod(ways, joined, p)
			z = genfunc.AddMod(z, ways, p)
		}
	}
	return z
}
