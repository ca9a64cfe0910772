package placement

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// A rayIndex is a ray's place in its king's rays (kingRays.rays, or a
// baseline's lines).
type rayIndex int

// noRay stands for no ray, on a square no ray of a king passes.
const noRay rayIndex = -1

// kingRays are the rays of one king along which men of colour by may
// check it: each from the king to the first man on the board (on each of
// the boards the captures leave, one ray stands for all: see build),
// keeping only rays on which a check is possible.
type kingRays struct {
	king   pieces.Square
	by     pieces.Color
	rays   [][]pieces.Square
	closed []bool     // the ray ends at a placed man that checks along it
	on     []rayIndex // on[sq]: the ray through sq, or noRay
}

// build sets kr to the rays of the king on square king, which men of
// colour by must not check, on the boards the captures leave (nil: the
// board as it stands). It reports false when a placed man checks the king
// on one of them without sliding, or a ray that must hold a man has no
// square for one.
func (kr *kingRays) build(cc *captureCounter, king, other pieces.Square, by pieces.Color, captures []Capture) bool {
	kr.king, kr.by = king, by
	kr.rays, kr.closed = kr.rays[:0], kr.closed[:0]
	for i := range kr.on {
		kr.on[i] = noRay
	}
	boards := captures
	if len(boards) == 0 {
		boards = []Capture{noCapture}
	}
	if cc.contactCheck(king, by, boards) {
		return false
	}
	for _, full := range cc.f.rays[king] {
		ray, closed := kr.safeRay(cc, full, other, boards)
		active, room := closed, false
		for _, sq := range ray {
			if cc.placed[sq].free() {
				room = true
				active = active || cc.checkers(kr, sq) != 0
			}
		}
		if closed && !room {
			return false
		}
		if active { // a check along the ray is possible
			for _, sq := range ray {
				kr.on[sq] = rayIndex(len(kr.rays))
			}
			kr.rays = append(kr.rays, ray)
			kr.closed = append(kr.closed, closed)
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

// safeRay returns the part of the line full from kr's king on which it
// must be safe on every board, and whether that part ends at a placed man
// who checks along it: the reach on the deciding board (see
// crossing.Reach.Decides, which says why safety there is safety on all).
func (kr *kingRays) safeRay(cc *captureCounter, full []pieces.Square, other pieces.Square, boards []Capture) (ray []pieces.Square, closed bool) {
	var deciding crossing.Reach
	for i, x := range boards {
		if r := kr.reachOnBoard(cc, full, other, x); i == 0 || r.Decides(deciding) {
			deciding = r
		}
	}
	return full[:deciding.Free], deciding.Checks
}

// reachOnBoard returns how many squares of the line full are free of men
// on the board capture x leaves, from the king out, and whether the man
// beyond them is a placed man who checks the king along it.
func (kr *kingRays) reachOnBoard(cc *captureCounter, full []pieces.Square, other pieces.Square, x Capture) crossing.Reach {
	for n, sq := range full {
		if sq == other || sq == x.To {
			return crossing.Reach{Free: n}
		}
		if t, ok := cc.placed[sq].man(); ok && sq != x.From && sq != x.Captured {
			return crossing.Reach{Free: n, Checks: cc.f.sliders[kr.by][sq][kr.king].Has(t)}
		}
	}
	return crossing.Reach{Free: len(full)}
}

// checkers returns the pieces that may stand on sq and check kr's king
// from there along a line.
func (cc *captureCounter) checkers(kr *kingRays, sq pieces.Square) pieceSet {
	return cc.allowed[sq] & cc.f.sliders[kr.by][sq][kr.king]
}
