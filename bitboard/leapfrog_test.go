package bitboard_test

import (
	"fmt"
	"testing"

	"github.com/chesscount/count/bitboard"
	"github.com/chesscount/count/symmetry"
)

// Leapfrog's table picks one representative per class of ordered pairs of
// distinct squares: the canonical pair is the same for every image of a
// pair, and there are (64·63 + 8·7 + 8·7)/8 = 518 of them (Burnside: only
// D and HVD fix pairs, those with both men on their diagonal). Keeping the
// men a king's move apart too leaves the thesis's 462.
func TestLeapfrogTable(t *testing.T) {
	table := bitboard.LeapfrogTable()
	canonical := func(a, b int) [2]int {
		e := table[a][b]
		return [2]int{bitboard.Square(e, a), bitboard.Square(e, b)}
	}
	pairs, apart := map[[2]int]bool{}, map[[2]int]bool{}
	for a := range 64 {
		for b := range 64 {
			if a == b {
				continue
			}
			c := canonical(a, b)
			pairs[c] = true
			if dx, dy := a&7-b&7, a>>3-b>>3; dx*dx > 1 || dy*dy > 1 {
				apart[c] = true
			}
			for _, g := range symmetry.AllElements {
				if d := canonical(bitboard.Square(g, a), bitboard.Square(g, b)); d != c {
					t.Fatalf("pair %d,%d has canonical %v, its image under %s has %v", a, b, c, g.Word(), d)
				}
			}
		}
	}
	if len(pairs) != 518 || len(apart) != 462 {
		t.Errorf("%d canonical pairs (want 518), %d with the men apart (want 462)", len(pairs), len(apart))
	}
}

// The move table: final then the inverse of start, and its masks applied
// to an index equal the element applied to it.
func TestMoveAndMask(t *testing.T) {
	x := bitboard.Pack(1, 12, 33, 62)
	for _, f := range symmetry.AllElements {
		for _, s := range symmetry.AllElements {
			m := bitboard.Move(f, s)
			if m.Then(s) != f {
				t.Errorf("Move(%s, %s) = %s, which followed by %s is not %s", f.Word(), s.Word(), m.Word(), s.Word(), f.Word())
			}
			xor, d := bitboard.Mask(m, 4)
			y := x ^ xor
			if d {
				y = y.Transform(symmetry.FlipDiagonal, 4)
			}
			if y != x.Transform(m, 4) {
				t.Errorf("%s: the mask %o (D %v) gives %o, the transform %o", m.Word(), xor, d, y, x.Transform(m, 4))
			}
		}
	}
}

func ExampleLeapfrog() {
	// First man on g6 (46), second on b8 (57): the anti-diagonal
	// reflection takes them to c2 (10) and a7 (48).
	e := bitboard.Leapfrog(46, 57)
	fmt.Println(e.Word(), bitboard.Square(e, 46), bitboard.Square(e, 57))
	// Output: HVD 10 48
}
