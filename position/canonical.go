package position

import (
	"bytes"
	"encoding/binary"
	"math/bits"

	"github.com/chesscount/count/bitboard"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// Op is a symmetry of positions: a board element, then the colour flip
// when ColorFlip is set.
type Op struct {
	Element   symmetry.Element
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
	// The files stay: White's rights are Black's after the flip.
	q.Castling = CastlingRights{p.Castling[pieces.Black], p.Castling[pieces.White]}
	return q
}

// Ops returns the symmetries p allows: with castling rights the identity
// alone, with pawns or an en passant square the file mirror too, without
// either all eight; with colorFlip, each of them also followed by the
// colour flip.
func (p Position) Ops(colorFlip bool) []Op {
	return p.ops(p.hasPawns(), colorFlip)
}

// ops is Ops when whether p has pawns is known.
func (p Position) ops(pawns, colorFlip bool) []Op {
	flip := 0
	if colorFlip {
		flip = 1
	}
	g := symmetry.ForPosition(pieces.Chessboard, symmetry.Rights{Pawns: pawns, Castling: p.Castling.Any(), EnPassant: p.EP >= 0})
	for _, l := range opLists {
		if l.group == g.Name {
			return l.ops[flip]
		}
	}
	panic("position: no symmetries listed for group " + g.Name) // opLists has every group ForPosition gives on 8x8
}

// opLists holds the lists Ops returns, made once: for each group a
// position on 8x8 may allow (the identity, the file mirror, all eight),
// without and with the colour flip. Callers must not change them.
var opLists = func() (lists [3]struct {
	group string
	ops   [2][]Op
}) {
	for i, g := range []symmetry.Group{symmetry.Trivial, symmetry.Mirror, symmetry.D4} {
		lists[i].group = g.Name
		for flip := range 2 {
			for f := range flip + 1 {
				for _, e := range g.Elements {
					lists[i].ops[flip] = append(lists[i].ops[flip], Op{e, f == 1})
				}
			}
		}
	}
	return lists
}()

// Key is a position as a symmetry acts on it, in bytes that compare in
// the canonical order: the men on a1, b1, …, h8 (FEN letters, 0 for an
// empty square), the side to move (0 White, 1 Black), the castling rights
// (White's, then Black's, as CastlingRights holds them) and the en passant
// square (64 for none). The move counters are not part of it.
type Key [68]byte

// Key returns p's key.
func (p Position) Key() Key {
	var k Key
	copy(k[:64], p.Board[:])
	k[64] = byte(p.ToMove)
	k[65], k[66] = p.Castling[pieces.White], p.Castling[pieces.Black]
	k[67] = 64
	if p.EP >= 0 {
		k[67] = byte(p.EP)
	}
	return k
}

// imageKey sets k to the key of p's image under o, from p's men, without
// building the image: the fast path of CanonicalKey.
func imageKey(k *Key, men []man, o Op, side pieces.Color, rights CastlingRights, ep byte) {
	*k = Key{}
	for _, m := range men {
		sq, c := bitboard.Square(o.Element, int(m.square)), m.piece
		if o.ColorFlip {
			sq ^= 56
			c ^= 'a' - 'A' // swaps the case of a letter
		}
		k[sq] = c
	}
	if o.ColorFlip {
		side = side.Other()
		rights[0], rights[1] = rights[1], rights[0]
	}
	k[64], k[65], k[66] = byte(side), rights[0], rights[1]
	if ep < 64 {
		ep = byte(bitboard.Square(o.Element, int(ep)))
		if o.ColorFlip {
			ep ^= 56
		}
	}
	k[67] = ep
}

type man struct {
	square, piece byte
}

// CanonicalKey returns the key of p's canonical form (see Canonical) and
// the op that maps p onto it, without building any image: what a cache of
// positions would be keyed by.
func (p Position) CanonicalKey(colorFlip bool) (Key, Op) {
	var men [64]man
	n := 0
	pawns := false
	// Read the board a rank (8 bytes) at a time, skipping empty squares.
	for r := 0; r < 64; r += 8 {
		for w := binary.LittleEndian.Uint64(p.Board[r:]); w != 0; {
			i := bits.TrailingZeros64(w) / 8
			c := p.Board[r+i]
			men[n] = man{byte(r + i), c}
			n++
			pawns = pawns || c == 'P' || c == 'p'
			w &^= 0xff << (8 * i)
		}
	}
	own := p.Key()
	best, op := own, Op{}
	var k Key
	for _, o := range p.ops(pawns, colorFlip)[1:] {
		imageKey(&k, men[:n], o, p.ToMove, p.Castling, own[67])
		if k.less(&best) {
			best, op = k, o
		}
	}
	return best, op
}

// less reports whether k sorts before l: it compares the squares eight at
// a time, as big-endian words, which is the order of their bytes.
func (k *Key) less(l *Key) bool {
	for i := 0; i < 64; i += 8 {
		a, b := binary.BigEndian.Uint64(k[i:]), binary.BigEndian.Uint64(l[i:])
		if a != b {
			return a < b
		}
	}
	return bytes.Compare(k[64:], l[64:]) < 0
}

// Canonical returns the canonical form of p under the symmetries it allows
// (and the colour flip with colorFlip), by convention c: the image whose
// Key is smallest (Min), or the one Leapfrog's generator keeps (Leapfrog).
// It returns the op that maps p onto it, the size of p's class, and the
// ops that fix p (its stabiliser). The move counters are kept. Every
// member of a class has the same canonical form, and the canonical form
// is its own.
func (p Position) Canonical(c Convention, colorFlip bool) (canon Position, op Op, classSize int, stabiliser []Op) {
	ops := p.Ops(colorFlip)
	own := p.Key()
	if c == Min {
		_, op = p.CanonicalKey(colorFlip)
	} else {
		var best []byte
		for _, o := range ops {
			if r := p.Apply(o).leapfrogRank(colorFlip); best == nil || bytes.Compare(r, best) < 0 {
				best, op = r, o
			}
		}
	}
	for _, o := range ops {
		if p.Apply(o).Key() == own {
			stabiliser = append(stabiliser, o)
		}
	}
	return p.Apply(op), op, len(ops) / len(stabiliser), stabiliser
}
