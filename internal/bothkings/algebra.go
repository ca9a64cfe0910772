package bothkings

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// A placement is the crossing.Algebra of its terms: lists of Terms, its
// cells as cells, and the colours of the kings as the crossing.Kings.
// Terms beyond the men left to place drop out of the Space, so every set
// of lines in check is admitted.

// freePoly returns the generating function of cell c when no line asks
// anything of it: a free cell's monomial less the men its knight squares
// ban.
func (p *placement) freePoly(c cell) []Term {
	f := []Term{{AB: p.mono[c.free], C: 1}}
	for _, colour := range []pieces.Color{pieces.White, pieces.Black} {
		if u := p.banned(colour, c.ban[colour]); u != None {
			f = append(f, Term{KM: u, C: -1})
		}
	}
	return f
}

// banned returns the monomial of a man of colour in slot s, or None if
// there is none (s is noSlot, or no such man fits).
func (p *placement) banned(colour pieces.Color, s Slot) Number {
	if s == noSlot {
		return None
	}
	return p.m.space.unit[colour][s]
}

// firstPoly returns the generating function of cell c as the first
// occupied cell of a line of king's king whose checkers take slot check:
// a man, but not one of the other colour who checks, nor one its knight
// squares ban: the free cell less the empty one, the checker and the bans.
func (p *placement) firstPoly(c cell, king pieces.Color, check Slot) []Term {
	f := append(p.freePoly(c), Term{C: -1})
	if u := p.banned(king.Other(), check); u != None {
		f = append(f, Term{KM: u, C: -1})
	}
	return f
}

func (p *placement) New() []Term                 { return nil }
func (p *placement) Copy(dst, src []Term) []Term { return append(dst[:0], src...) }
func (p *placement) Clear(f []Term) []Term       { return f[:0] }
func (p *placement) Admits([]uint64) bool        { return true }

// AddSigned appends f's terms to sum, or their negatives (like terms are
// added up by the next product).
func (p *placement) AddSigned(sum, f []Term, subtract bool) []Term {
	for _, x := range f {
		if subtract {
			x.C = -x.C
		}
		sum = append(sum, x)
	}
	return sum
}

// MulFree multiplies f by the free cell.
func (p *placement) MulFree(f []Term, cell int) []Term {
	return p.m.mul(f, p.freePoly(p.cells[cell]))
}

// AddFirst adds to f beyond times the first man on the line of king k
// (a colour) through cell: one of the other colour who checks along it
// (checks), or any man but those.
func (p *placement) AddFirst(f, beyond []Term, k crossing.King, cell int, checks bool) []Term {
	king, c := pieces.Color(k), p.cells[cell]
	first := p.firstPoly(c, king, c.check[king])
	if checks {
		u := p.m.space.unit[king.Other()][c.check[king]]
		if u == None {
			return f
		}
		first = []Term{{KM: u, C: 1}}
	}
	return append(f, p.m.mul(first, beyond)...)
}

// Checkers returns the slot of a man who would check king k from cell, as
// a bit, or 0 if no such man fits.
func (p *placement) Checkers(k crossing.King, cell int) uint64 {
	king, c := pieces.Color(k), p.cells[cell]
	if p.m.space.unit[king.Other()][c.check[king]] == None {
		return 0
	}
	return 1 << c.check[king]
}
