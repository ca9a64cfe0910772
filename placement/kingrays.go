package placement

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/pieces"
)

// A captureKing is a king of the count with captures: its square, and the
// colour of the men who must not check it.
type captureKing struct {
	king pieces.Square
	by   pieces.Color
}

// build sets king k to the king on square king, which men of colour by
// must not check on the boards the captures leave (nil: the board as it
// stands), and adds its rays to cc.lines: each from the king to the first
// man on the board (on each of the boards, one ray stands for all: see
// safeRay), keeping only rays on which a check is possible. It reports
// false when a placed man checks the king on one of them without sliding,
// or a ray that must hold a man has no square for one.
func (cc *captureCounter) build(k crossing.King, king, other pieces.Square, by pieces.Color, captures []Capture) bool {
	ck := &cc.kings[k]
	ck.king, ck.by = king, by
	boards := captures
	if len(boards) == 0 {
		boards = []Capture{noCapture}
	}
	if cc.contactCheck(king, by, boards) {
		return false
	}
	for _, full := range cc.f.rays[king] {
		ray, closed := ck.safeRay(cc, full, other, boards)
		active, room := closed, false
		cc.cells = cc.cells[:0]
		for _, sq := range ray {
			cc.cells = append(cc.cells, int(sq))
			if cc.placed[sq].free() {
				room = true
				active = active || cc.checkers(ck, sq) != 0
			}
		}
		if closed && !room {
			return false
		}
		if active { // a check along the ray is possible
			cc.lines.AddLine(k, cc.cells, closed)
		}
	}
	return true
}

// contactCheck reports whether a placed man of colour by checks the king
// on square king without sliding on one of the boards the captures leave:
// a man that stays on the board.
func (cc *captureCounter) contactCheck(king pieces.Square, by pieces.Color, boards []Capture) bool {
	for sq, st := range cc.placed {
		if t, ok := st.man(); !ok || !cc.f.contact[by][sq][king].Has(t) { // (most squares are free: look at the table only for a man)
			continue
		}
		for _, x := range boards {
			if pieces.Square(sq) != x.From && pieces.Square(sq) != x.Captured {
				return true
			}
		}
	}
	return false
}

// safeRay returns the part of the line full from ck's king on which it
// must be safe on every board, and whether that part ends at a placed man
// who checks along it: the reach on the deciding board (see
// crossing.Reach.Decides, which says why safety there is safety on all).
func (ck *captureKing) safeRay(cc *captureCounter, full []pieces.Square, other pieces.Square, boards []Capture) (ray []pieces.Square, closed bool) {
	var deciding crossing.Reach
	for i, x := range boards {
		if r := ck.reachOnBoard(cc, full, other, x); i == 0 || r.Decides(deciding) {
			deciding = r
		}
	}
	return full[:deciding.Free], deciding.Checks
}

// reachOnBoard returns how many squares of the line full are free of men
// on the board capture x leaves, from the king out, and whether the man
// beyond them is a placed man who checks the king along it.
func (ck *captureKing) reachOnBoard(cc *captureCounter, full []pieces.Square, other pieces.Square, x Capture) crossing.Reach {
	for n, sq := range full {
		if sq == other || sq == x.To {
			return crossing.Reach{Free: n}
		}
		if t, ok := cc.placed[sq].man(); ok && sq != x.From && sq != x.Captured {
			return crossing.Reach{Free: n, Checks: cc.f.sliders[ck.by][sq][ck.king].Has(t)}
		}
	}
	return crossing.Reach{Free: len(full)}
}

// checkers returns the pieces that may stand on sq and check ck's king
// from there along a line.
func (cc *captureCounter) checkers(ck *captureKing, sq pieces.Square) pieceSet {
	return cc.firstMen(ck, sq, true)
}

// firstMen returns the pieces that may stand on sq as the first man on
// ck's ray through it: those that check ck's king along it (checks), or
// those that do not.
func (cc *captureCounter) firstMen(ck *captureKing, sq pieces.Square, checks bool) pieceSet {
	if checks {
		return cc.allowed[sq] & cc.f.sliders[ck.by][sq][ck.king]
	}
	return cc.allowed[sq] &^ cc.f.sliders[ck.by][sq][ck.king]
}

// captureTerms is the count with captures as a crossing.Algebra: dense
// polynomials in a variable per piece modulo the counter's prime, the
// squares as cells. Once the counter's stop is set it multiplies nothing:
// the count is abandoned.
type captureTerms struct{ cc *captureCounter }

// New, Copy and Clear make, copy and clear polynomials in place.
func (t captureTerms) New() genfunc.Poly                       { return t.cc.mono.NewPoly() }
func (t captureTerms) Copy(dst, src genfunc.Poly) genfunc.Poly { copy(dst, src); return dst }
func (t captureTerms) Clear(f genfunc.Poly) genfunc.Poly       { clear(f); return f }

// AddSigned adds f to sum, or takes it away, modulo p.
func (t captureTerms) AddSigned(sum, f genfunc.Poly, subtract bool) genfunc.Poly {
	if subtract {
		genfunc.Sub(sum, f, t.cc.p)
	} else {
		genfunc.Add(sum, f, t.cc.p)
	}
	return sum
}

// MulFree multiplies f by the square cell: empty, or a man of a piece
// allowed there.
func (t captureTerms) MulFree(f genfunc.Poly, cell int) genfunc.Poly {
	if a := t.cc.allowed[cell]; a != 0 && !t.cc.stop.Load() {
		t.cc.mono.MulFactor(f, a, 1, t.cc.p)
	}
	return f
}

// AddFirst adds to f beyond times a man on the square cell, the first on
// king k's ray through it: of the pieces allowed there that check k along
// it (checks) or that do not.
func (t captureTerms) AddFirst(f, beyond genfunc.Poly, k crossing.King, cell int, checks bool) genfunc.Poly {
	if set := t.cc.firstMen(&t.cc.kings[k], pieces.Square(cell), checks); set != 0 {
		t.cc.mono.AddPowers(f, beyond, set, 1, t.cc.p)
	}
	return f
}

// Checkers returns the pieces that may stand on the square cell and check
// king k along its ray there.
func (t captureTerms) Checkers(k crossing.King, cell int) uint64 {
	return uint64(t.cc.checkers(&t.cc.kings[k], pieces.Square(cell)))
}

// Admits reports whether the rays in check can each have a man of their
// own (see distinct).
func (t captureTerms) Admits(need []uint64) bool { return t.cc.distinct(need) }
