package pieces

import "iter"

// The lines a king is checked along. Every counter that asks whether a
// king stands in check walks the same squares: each line from the king
// outwards to the edge, where the first occupied square decides, and the
// knight's squares. KingLine and KnightSquares are that walk, written once;
// each counter decides for itself what it makes of a square (a cell of its
// own, one of a pair, a fixed man that ends the line).

// Kinds is a set of kinds: bit k holds kind k.
type Kinds uint8

// KindsOf returns the set of the kinds ks.
func KindsOf(ks ...Kind) Kinds {
	var s Kinds
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

// Has reports whether k is in s.
func (s Kinds) Has(k Kind) bool { return s&(1<<k) != 0 }

// The men that check along a line: on a straight one a rook or a queen, on
// a slanted one a bishop or a queen.
var (
	straightCheckers = KindsOf(Rook, Queen)
	slantedCheckers  = KindsOf(Bishop, Queen)
)

// KingLine yields the squares of b along s from king, nearest first, up
// to the edge, each with the kinds of the men of colour by that would
// check the king from it if it were the line's first occupied square: a
// rook or a queen on a straight line, a bishop or a queen on a slanted
// one, and a pawn too on the nearest square of a slanted line if a pawn of
// colour by attacks the king from there (Color.PawnAttacksFrom). It asks
// nothing of the squares but where they are, and allocates nothing.
func (b Board) KingLine(king Square, s Step, by Color) iter.Seq2[Square, Kinds] {
	return func(yield func(Square, Kinds) bool) {
		checkers := straightCheckers
		if s.Slanted() {
			checkers = slantedCheckers
		}
		nearest := checkers
		if s.Slanted() && by.PawnAttacksFrom(s) {
			nearest |= KindsOf(Pawn)
		}
		sq, ok := b.Add(king, s)
		if !ok || !yield(sq, nearest) {
			return
		}
		for sq, ok = b.Add(sq, s); ok && yield(sq, checkers); sq, ok = b.Add(sq, s) {
		}
	}
}

// KnightSquares yields, in the order of KnightLeaps, each leap that stays
// on b from sq and the square it lands on: the squares from which a knight
// checks a king on sq.
func (b Board) KnightSquares(sq Square) iter.Seq2[Step, Square] {
	return func(yield func(Step, Square) bool) {
		for _, d := range KnightLeaps {
			if to, ok := b.Add(sq, d); ok && !yield(d, to) {
				return
			}
		}
	}
}
