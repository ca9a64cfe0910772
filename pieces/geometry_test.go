package pieces_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
)

// The order counters rely on: four straight lines, then four slanted ones,
// each next to its opposite; eight distinct knight leaps, each a 1 and a 2.
func TestLinesOrder(t *testing.T) {
	for i, s := range pieces.Lines {
		if s.Slanted() != (i >= 4) {
			t.Errorf("Lines[%d] = %v: slanted %v", i, s, s.Slanted())
		}
		if o := pieces.Lines[i^1]; o != s.Times(-1) {
			t.Errorf("Lines[%d] = %v, next to %v: not its opposite", i, s, o)
		}
		if slices.Index(pieces.Lines[:], s) != i {
			t.Errorf("Lines[%d] = %v twice", i, s)
		}
	}
	for i, l := range pieces.KnightLeaps {
		if l.Files*l.Files+l.Ranks*l.Ranks != 5 || slices.Index(pieces.KnightLeaps[:], l) != i {
			t.Errorf("KnightLeaps[%d] = %v", i, l)
		}
	}
}

// Line, Toward and Apart on every pair of squares of a board of unequal
// sides, against coordinates worked out here.
func TestGeometry(t *testing.T) {
	b := pieces.Board{Files: 5, Ranks: 3}
	for from := range pieces.Square(b.Squares()) {
		x0, y0 := b.Coords(from)
		onLine := map[pieces.Square][2]int{} // square: line index, steps
		for i, s := range pieces.Lines {
			n := 0
			for sq := range b.Line(from, s) {
				n++
				if x, y := b.Coords(sq); x != x0+n*s.Files || y != y0+n*s.Ranks {
					t.Fatalf("Line(%s, %v) step %d: %s", b.Name(from), s, n, b.Name(sq))
				}
				onLine[sq] = [2]int{i, n}
			}
			if x, y := x0+(n+1)*s.Files, y0+(n+1)*s.Ranks; b.On(x, y) {
				t.Errorf("Line(%s, %v) stops before the edge, at %d steps", b.Name(from), s, n)
			}
		}
		for to := range pieces.Square(b.Squares()) {
			x, y := b.Coords(to)
			s, n, ok := b.Toward(from, to)
			want, on := onLine[to]
			if ok != on || (ok && (s != pieces.Lines[want[0]] || n != want[1])) {
				t.Errorf("Toward(%s, %s) = %v, %d, %v; the lines say %v, %v", b.Name(from), b.Name(to), s, n, ok, want, on)
			}
			touch := (x-x0)*(x-x0) <= 1 && (y-y0)*(y-y0) <= 1
			if b.Apart(from, to) == touch {
				t.Errorf("Apart(%s, %s) = %v", b.Name(from), b.Name(to), b.Apart(from, to))
			}

		}
	}
}

// Every pair apart, once each.
func TestKingPairs(t *testing.T) {
	b := pieces.Board{Files: 5, Ranks: 3}
	seen := map[[2]pieces.Square]bool{}
	for k1, k2 := range b.KingPairs() {
		if !b.Apart(k1, k2) || seen[[2]pieces.Square{k1, k2}] {
			t.Errorf("KingPairs: %s %s", b.Name(k1), b.Name(k2))
		}
		seen[[2]pieces.Square{k1, k2}] = true
	}
	// Of the 15·15 ordered pairs, all but those on one square or touching,
	// counted here from the coordinates.
	touching := 0
	for s := range pieces.Square(15) {
		for u := range pieces.Square(15) {
			x1, y1 := b.Coords(s)
			x2, y2 := b.Coords(u)
			if (x1-x2)*(x1-x2) <= 1 && (y1-y2)*(y1-y2) <= 1 {
				touching++
			}
		}
	}
	if len(seen) != 15*15-touching {
		t.Errorf("KingPairs: %d pairs, want %d", len(seen), 15*15-touching)
	}
}

// A pawn one step from a square attacks it as Attacks says, for every step
// of a line or leap.
func TestPawnAttacksFrom(t *testing.T) {
	b := pieces.Board{Files: 5, Ranks: 5}
	c3, _ := b.ParseSquare("c3")
	for _, s := range append(pieces.Lines[:], pieces.KnightLeaps[:]...) {
		from, _ := b.Add(c3, s)
		for _, c := range []pieces.Color{pieces.White, pieces.Black} {
			want := b.Attacks(pieces.Piece{Color: c, Kind: pieces.Pawn}, from, c3, nil)
			if got := c.PawnAttacksFrom(s); got != want {
				t.Errorf("%s pawn %v from c3: PawnAttacksFrom %v, Attacks %v", c, s, got, want)
			}
		}
	}
}

// The squares up the c-file from c1, and the line from a1 to c3.
func ExampleBoard_Line() {
	b := pieces.Chessboard
	c1, _ := b.ParseSquare("c1")
	var up []string
	for sq := range b.Line(c1, pieces.Up) {
		up = append(up, b.Name(sq))
	}
	fmt.Println(up)
	a1, _ := b.ParseSquare("a1")
	c3, _ := b.ParseSquare("c3")
	s, n, ok := b.Toward(a1, c3)
	fmt.Println(s == pieces.UpRight, n, ok, b.Apart(a1, c3))
	// Output:
	// [c2 c3 c4 c5 c6 c7 c8]
	// true 2 true true
}
