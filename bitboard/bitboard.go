package bitboard

import (
	"math/bits"

	"github.com/chesscount/count/symmetry"
)

// Square returns the image of square sq (0 to 63) under e, by the bit
// operations of Leapfrog's "Index Transformation" page.
func Square(e symmetry.Element, sq int) int {
	if e.H {
		sq ^= 56
	}
	if e.V {
		sq ^= 7
	}
	if e.D {
		sq = sq>>3 | (sq&7)<<3
	}
	return sq
}

// Bitboard is a set of squares, bit s for square s.
type Bitboard uint64

// FlipRanks mirrors ranks 1↔8: the eight bytes (ranks) in reverse order.
func (b Bitboard) FlipRanks() Bitboard { return Bitboard(bits.ReverseBytes64(uint64(b))) }

// FlipFiles mirrors files a↔h: each byte's bits in reverse order, by
// swapping neighbouring bits, then pairs, then nibbles.
func (b Bitboard) FlipFiles() Bitboard {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	x := uint64(b)
	x = x>>1&k1 | x&k1<<1
	x = x>>2&k2 | x&k2<<2
	x = x>>4&k4 | x&k4<<4
	return Bitboard(x)
}

// FlipDiagonal reflects in the a1-h8 diagonal, (x, y) → (y, x), by three
// delta swaps: squares 7, 14 and 28 apart across the diagonal.
func (b Bitboard) FlipDiagonal() Bitboard {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	x := uint64(b)
	t := k4 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = k2 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = k1 & (x ^ x<<7)
	x ^= t ^ t>>7
	return Bitboard(x)
}

// Transform returns the image of b under e.
func (b Bitboard) Transform(e symmetry.Element) Bitboard {
	if e.H {
		b = b.FlipRanks()
	}
	if e.V {
		b = b.FlipFiles()
	}
	if e.D {
		b = b.FlipDiagonal()
	}
	return b
}

// Index packs up to ten squares, six bits each, the first in the lowest
// bits: the form of Leapfrog's tablebase index before it is compressed.
type Index uint64

// Masks of Leapfrog's "Index Transformation" page, octal: the file bits and the rank bits of every
// six-bit field.
const (
	fileBits = 0o07070707070707070707
	rankBits = 0o70707070707070707070
)

// Pack returns the index of the squares (at most ten, each 0 to 63).
func Pack(squares ...int) Index {
	var x Index
	for i, sq := range squares {
		x |= Index(sq) << (6 * i)
	}
	return x
}

// Square returns the i-th square of x.
func (x Index) Square(i int) int { return int(x >> (6 * i) & 63) }

// Transform returns the index of the images under e of all of x's
// squares at once, with the masks of Leapfrog's index: V flips every file field, H
// every rank field, D swaps the two fields of every square. n, 0 to 10,
// is the number of squares packed; fields beyond it stay zero.
func (x Index) Transform(e symmetry.Element, n int) Index {
	used := Index(1)<<(6*n) - 1
	if e.H {
		x ^= rankBits & used
	}
	if e.V {
		x ^= fileBits & used
	}
	if e.D {
		x = (x&fileBits)<<3 | (x&rankBits)>>3
	}
	return x
}
