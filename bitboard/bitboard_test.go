package bitboard_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/bitboard"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// The three forms of every element agree with symmetry.Element.Map: on
// every square, on every one-square bitboard and on random bitboards, and
// on random packed indices, square by square.
func TestThreeFormsAgree(t *testing.T) {
	b := pieces.Chessboard
	rng := rand.New(rand.NewPCG(1, 1))
	for _, e := range symmetry.AllElements {
		perm := e.Perm(b)
		for sq := range 64 {
			if got := bitboard.Square(e, sq); got != int(perm[sq]) {
				t.Errorf("%s: square %s goes to %s by bits, %s by coordinates", e.Word(), b.Name(pieces.Square(sq)), b.Name(pieces.Square(got)), b.Name(perm[sq]))
			}
			if got := bitboard.Bitboard(1 << sq).Transform(e); got != 1<<perm[sq] {
				t.Errorf("%s: the bitboard of %s goes to %#x, want %#x", e.Word(), b.Name(pieces.Square(sq)), uint64(got), uint64(1)<<perm[sq])
			}
		}
		for range 1000 {
			bb := bitboard.Bitboard(rng.Uint64())
			var want bitboard.Bitboard
			for sq := range 64 {
				if bb&(1<<sq) != 0 {
					want |= 1 << perm[sq]
				}
			}
			if got := bb.Transform(e); got != want {
				t.Errorf("%s: bitboard %#x goes to %#x, want %#x", e.Word(), uint64(bb), uint64(got), uint64(want))
			}
			n := 1 + rng.IntN(10)
			squares := make([]int, n)
			images := make([]int, n)
			for i := range squares {
				squares[i] = rng.IntN(64)
				images[i] = int(perm[squares[i]])
			}
			if got, want := bitboard.Pack(squares...).Transform(e, n), bitboard.Pack(images...); got != want {
				t.Errorf("%s: index of %v goes to %o, want %o", e.Word(), squares, got, want)
			}
		}
	}
}

// Every reflection undoes itself, in each form.
func TestReflectionsAreInvolutions(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	for _, e := range symmetry.AllElements {
		if e.Then(e) != symmetry.Identity {
			continue // the quarter turns
		}
		for range 1000 {
			bb := bitboard.Bitboard(rng.Uint64())
			x := bitboard.Index(rng.Uint64() & (1<<60 - 1))
			if bb.Transform(e).Transform(e) != bb || x.Transform(e, 10).Transform(e, 10) != x {
				t.Fatalf("%s applied twice changes %#x or %o", e.Word(), uint64(bb), x)
			}
		}
	}
}

func ExampleSquare() {
	for _, e := range []symmetry.Element{symmetry.FlipFiles, symmetry.FlipRanks, symmetry.FlipDiagonal} {
		fmt.Printf("%s: b1 (1) → %d\n", e.Word(), bitboard.Square(e, 1))
	}
	// Output:
	// V: b1 (1) → 6
	// H: b1 (1) → 57
	// D: b1 (1) → 8
}

func ExampleIndex_Transform() {
	x := bitboard.Pack(4, 60) // e1, e8
	fmt.Printf("%o → %o\n", x, x.Transform(symmetry.FlipFiles, 2))
	// Output: 7404 → 7303
}

func BenchmarkTransform(b *testing.B) {
	bb := bitboard.Bitboard(0x0123456789abcdef)
	x := bitboard.Pack(1, 2, 3, 4, 5)
	for _, e := range symmetry.AllElements {
		b.Run("bitboard/"+e.Word(), func(b *testing.B) {
			for b.Loop() {
				bb = bb.Transform(e)
			}
		})
		b.Run("index/"+e.Word(), func(b *testing.B) {
			for b.Loop() {
				x = x.Transform(e, 5)
			}
		})
		b.Run("square/"+e.Word(), func(b *testing.B) {
			sq := 0
			for b.Loop() {
				sq = bitboard.Square(e, sq^1)
			}
		})
	}
}
