package position

import (
	"strings"

	"count/burnside"
	"count/pieces"
)

// Op is a symmetry of positions: a board element, then the colour flip
// when ColorFlip is set.
type Op struct {
	Element   burnside.Element
	ColorFlip bool
}

// String names the op by its Leapfrog word, "+C" for the colour flip:
// "1", "V", "HVD+C".
func (o Op) String() string {
	if o.ColorFlip {
		return o.Element.Word() + "+C"
	}
	return o.Element.Word()
}

// Apply returns the image of p under o. The board element moves the men
// and the en passant square; it keeps the castling rights, so it must be
// one the position allows (see Ops). The colour flip mirrors the ranks,
// swaps the colours of the men, the side to move and the castling rights,
// and mirrors the en passant square.
func (p Position) Apply(o Op) Position {
	q := p
	e := o.Element
	q.Board = [64]byte{}
	for sq, c := range p.Board {
		if c != 0 {
			x, y := board.Coords(pieces.Square(sq))
			x, y = e.Map(board, x, y)
			q.Board[y*8+x] = c
		}
	}
	if p.EP >= 0 {
		x, y := board.Coords(pieces.Square(p.EP))
		x, y = e.Map(board, x, y)
		q.EP = y*8 + x
	}
	if o.ColorFlip {
		q = q.colorFlip()
	}
	return q
}

func (p Position) colorFlip() Position {
	q := p
	for sq, c := range p.Board {
		x, y := sq%8, sq/8
		if c >= 'a' {
			c -= 'a' - 'A'
		} else if c != 0 {
			c += 'a' - 'A'
		}
		q.Board[(7-y)*8+x] = c
	}
	q.ToMove = p.ToMove.Other()
	if p.EP >= 0 {
		q.EP = (7-p.EP/8)*8 + p.EP%8
	}
	var rights []byte
	for _, r := range "KQkq" {
		// The right White held on the king side is Black's after the flip.
		swapped := map[rune]rune{'K': 'k', 'Q': 'q', 'k': 'K', 'q': 'Q'}[r]
		if strings.ContainsRune(p.Castling, swapped) {
			rights = append(rights, byte(r))
		}
	}
	q.Castling = string(rights)
	return q
}

// Ops returns the symmetries p allows: with castling rights the identity
// alone, with pawns or an en passant square the file mirror too, without
// either all eight; with colorFlip, each of them also followed by the
// colour flip.
func (p Position) Ops(colorFlip bool) []Op {
	var elements []burnside.Element
	switch {
	case p.Castling != "":
		elements = []burnside.Element{burnside.Identity}
	case p.hasPawns() || p.EP >= 0:
		elements = burnside.Mirror.Elements
	default:
		elements = burnside.AllElements
	}
	var ops []Op
	for _, flip := range []bool{false, true} {
		if flip && !colorFlip {
			break
		}
		for _, e := range elements {
			ops = append(ops, Op{e, flip})
		}
	}
	return ops
}

// Canonical returns the canonical form of p under the symmetries it allows
// (and the colour flip with colorFlip): the image whose key (the first
// four fields of its FEN) is smallest. It returns the op that maps p onto
// it, the size of p's class, and the ops that fix p (its stabiliser). The
// move counters are kept. Every member of a class has the same canonical
// form, and the canonical form is its own.
func (p Position) Canonical(colorFlip bool) (canon Position, op Op, classSize int, stabiliser []Op) {
	ops := p.Ops(colorFlip)
	key := p.key()
	best := ""
	for _, o := range ops {
		q := p.Apply(o)
		k := q.key()
		if best == "" || k < best {
			best, canon, op = k, q, o
		}
		if k == key {
			stabiliser = append(stabiliser, o)
		}
	}
	return canon, op, len(ops) / len(stabiliser), stabiliser
}
