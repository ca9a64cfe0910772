package bitboard

import "github.com/chesscount/count/symmetry"

// Leapfrog returns the symmetry that Leapfrog's generator applies to a
// position, from the squares of its first two men alone (Leapfrog's 64x64
// table): the first element, in the order of symmetry.AllElements, that
// takes first into the a1-d1-d4 triangle and, when first lands on the
// a1-h8 diagonal, second into the a1-a8-h8 triangle (file ≤ rank). When
// both land on the diagonal, the identity and D both qualify; Leapfrog's
// pages leave that tie to the later men, and its table takes the first.
func Leapfrog(first, second int) symmetry.Element {
	for _, e := range symmetry.AllElements {
		f, s := Square(e, first), Square(e, second)
		x, y := f&7, f>>3
		if y > x || x > 3 {
			continue // not in a1-d1-d4
		}
		if x == y && s&7 > s>>3 {
			continue // on the diagonal, with the second man below it
		}
		return e
	}
	panic("bitboard: no symmetry brings a square into a1-d1-d4") // every square has one
}

// LeapfrogTable returns Leapfrog(first, second) for all 64x64 pairs.
func LeapfrogTable() [64][64]symmetry.Element {
	var t [64][64]symmetry.Element
	for a := range 64 {
		for b := range 64 {
			t[a][b] = Leapfrog(a, b)
		}
	}
	return t
}

// Move returns the symmetry that takes an index in the canonical
// orientation of the chunk a move reaches (final, the tabulated op of the
// position after the move) to the orientation of the chunk it came from
// (start): final, then the inverse of start (Leapfrog's 8x8 table of
// products with inverses).
func Move(final, start symmetry.Element) symmetry.Element {
	return final.Then(start.Inverse())
}

// Mask returns how e acts on a packed index of n squares: the mask to XOR
// it with (the H and V parts) and whether D follows.
func Mask(e symmetry.Element, n int) (xor Index, d bool) {
	used := Index(1)<<(6*n) - 1
	if e.H {
		xor ^= rankBits & used
	}
	if e.V {
		xor ^= fileBits & used
	}
	return xor, e.D
}
