package pieces

import "iter"

// The geometry of a board that every counter walks: the lines through a
// square, the knight's leaps, kings apart. One home for it, so that a
// line's order or a leap is written once.

// A Step is one square along a line, or one knight's leap: Files to the
// right (towards higher files, negative to the left) and Ranks up
// (towards higher ranks, negative down).
type Step struct{ Files, Ranks int }

// The first steps of the eight lines through a square.
var (
	Right     = Step{1, 0}
	Left      = Step{-1, 0}
	Up        = Step{0, 1}
	Down      = Step{0, -1}
	UpRight   = Step{1, 1}
	DownLeft  = Step{-1, -1}
	DownRight = Step{1, -1}
	UpLeft    = Step{-1, 1}
)

// Lines are the first steps of the eight lines through a square: the four
// straight ones, then the four slanted ones, each next to its opposite
// (Lines[i] and Lines[i^1]). Counters rely on this order: Lines[:4]
// straight, Lines[4:] slanted.
var Lines = [8]Step{Right, Left, Up, Down, UpRight, DownLeft, DownRight, UpLeft}

// KnightLeaps are a knight's eight leaps.
var KnightLeaps = [8]Step{{1, 2}, {2, 1}, {-1, 2}, {2, -1}, {1, -2}, {-2, 1}, {-1, -2}, {-2, -1}}

// Slanted reports whether s runs along a diagonal: it moves both file and
// rank.
func (s Step) Slanted() bool { return s.Files != 0 && s.Ranks != 0 }

// Times returns s taken n times.
func (s Step) Times(n int) Step { return Step{n * s.Files, n * s.Ranks} }

// Add returns the square s from sq on b, and false if that is off the
// board.
func (b Board) Add(sq Square, s Step) (Square, bool) {
	x, y := b.Coords(sq)
	if !b.On(x+s.Files, y+s.Ranks) {
		return 0, false
	}
	return b.Square(x+s.Files, y+s.Ranks), true
}

// Line yields the squares of b from sq along s, nearest first, up to the
// edge; sq itself is not one of them.
func (b Board) Line(sq Square, s Step) iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for next, ok := b.Add(sq, s); ok && yield(next); next, ok = b.Add(next, s) {
		}
	}
}

// Toward returns the step of the line from one square to another and how
// many steps apart they are on it, and false if they share no line (or
// are one square).
func (b Board) Toward(from, to Square) (s Step, n int, ok bool) {
	x0, y0 := b.Coords(from)
	x, y := b.Coords(to)
	dx, dy := x-x0, y-y0
	n = max(abs(dx), abs(dy))
	if n == 0 || (dx != 0 && dy != 0 && abs(dx) != abs(dy)) {
		return Step{}, 0, false
	}
	return Step{dx / n, dy / n}, n, true
}

// Apart reports whether kings on s and t stand apart: on two squares that
// do not touch.
func (b Board) Apart(s, t Square) bool {
	x1, y1 := b.Coords(s)
	x2, y2 := b.Coords(t)
	return max(abs(x1-x2), abs(y1-y2)) > 1
}

// A SquareColour is the colour of a square: a1 is dark, and so is every
// square whose file and rank add up to an even number.
type SquareColour uint8

const (
	Dark SquareColour = iota
	Light
)

// String names the colour c: dark or light.
func (c SquareColour) String() string {
	if c == Dark {
		return "dark"
	}
	return "light"
}

// ColourOf returns the colour of sq on b.
func (b Board) ColourOf(sq Square) SquareColour {
	x, y := b.Coords(sq)
	return SquareColour((x + y) % 2)
}

// PawnAttacksFrom reports whether a pawn of colour c one step s away from
// a square attacks that square: s is one square slanted, back against the
// pawn's advance (a white pawn attacks from below, a black one from
// above).
func (c Color) PawnAttacksFrom(s Step) bool {
	return abs(s.Files) == 1 && s.Ranks == -c.forward()
}

// KingPairs yields every placement of two kings apart on b, the first on
// each square in turn and the second on each square apart from it.
func (b Board) KingPairs() iter.Seq2[Square, Square] {
	return func(yield func(Square, Square) bool) {
		n := Square(b.Squares())
		for k1 := range n {
			for k2 := range n {
				if b.Apart(k1, k2) && !yield(k1, k2) {
					return
				}
			}
		}
	}
}
