package placement

import "github.com/chesscount/count/pieces"

// squareState is what a Constraint puts on a square: nothing (the square
// is free, for the count to fill), no man (it is kept empty), or a man of
// one of the Factored counter's variables. The zero value is free.
type squareState int8

const (
	freeSquare squareState = iota
	emptySquare
	firstMan // manOf(0); manOf(t) is firstMan+t
)

// manOf returns the state of a square that holds a man of variable t.
func manOf(t int) squareState { return firstMan + squareState(t) }

// free reports whether the count fills the square.
func (s squareState) free() bool { return s == freeSquare }

// man returns the variable of the man on the square, if it holds one.
func (s squareState) man() (t int, ok bool) { return int(s - firstMan), s >= firstMan }

// holds reports whether the square holds a man of one of the variables
// in set.
func (s squareState) holds(set pieceSet) bool {
	t, ok := s.man()
	return ok && set.Has(t)
}

// checkedKing is the king a count keeps out of check: under the Legal
// rules the king of the side not to move, on its square; under the other
// rules none (noCheckedKing).
type checkedKing struct {
	square pieces.Square
	legal  bool
}

var noCheckedKing checkedKing

// kingOn returns the checked king on square sq.
func kingOn(sq pieces.Square) checkedKing { return checkedKing{square: sq, legal: true} }

// on returns the checked king's square, and false if there is no checked
// king.
func (k checkedKing) on() (pieces.Square, bool) { return k.square, k.legal }
