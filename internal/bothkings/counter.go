package bothkings

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// A Counter gives the generating functions of placements of the kings, one
// at a time, in the terms of one Space. It reuses its buffers from one
// placement to the next, so each goroutine needs its own.
type Counter struct {
	p     placement
	lines *crossing.Lines[[]Term, *placement]
}

// NewCounter returns a Counter of terms in space whose free cells have
// the monomials mono: mono[0] where a pawn may stand, mono[1] elsewhere.
// The monomials of all the free cells of a placement, multiplied, are
// below freeKeys.
func NewCounter(space *Space, mono [2]int32, freeKeys int) *Counter {
	c := &Counter{p: placement{cellOf: map[pieces.Square]int{}, m: newMul(space, freeKeys), mono: mono}}
	c.lines = crossing.NewLines[[]Term](&c.p)
	return c
}

// Overflowed reports whether a coefficient has left 64 bits since c was
// made, so that halves it returned since are wrong.
func (c *Counter) Overflowed() bool { return c.p.m.overflowed }

// Halves returns the generating function of the kings on wk and bk of b
// under fx as two factors, and false if the kings may not stand there:
// side by side, on a square kept empty, or in check from a fixed knight.
// Their product is the largest of its expansion, which the caller adds
// straight into its table: the first factor is the free cells, the cells
// on knight squares only and the first half of the kings' lines (a line
// alone, or a group of lines that cross); the second the other half. The
// halves are good until the next call.
func (c *Counter) Halves(b pieces.Board, wk, bk pieces.Square, fx *Fixture) (first, second []Term, ok bool) {
	if !b.Apart(wk, bk) || fx.Empty[wk] || fx.Empty[bk] {
		return nil, nil, false
	}
	p, lines := &c.p, c.lines
	p.reset(b, wk, bk, fx)
	if !p.build() {
		return nil, nil, false
	}
	first = []Term{{AB: int32(p.free[0])*p.mono[0] + int32(p.free[1])*p.mono[1], C: 1}}
	parts := c.lineParts()
	for i, cl := range p.cells {
		if !lines.OnLine(i) {
			first = p.m.mul(first, p.freePoly(cl))
		}
	}
	second = []Term{{C: 1}}
	for i, f := range parts {
		if i < len(parts)/2 {
			first = p.m.mul(first, f)
		} else {
			second = p.m.mul(second, f)
		}
	}
	return first, second, true
}

// lineParts returns the generating functions of the kings' lines: of each
// line that crosses none of the other king's, and of each group of lines
// that cross.
func (c *Counter) lineParts() [][]Term {
	lines := c.lines
	lines.Reset(len(c.p.cells))
	for _, r := range c.p.rays {
		lines.AddLine(crossing.King(r.king), r.cells, r.checked)
	}
	lines.Plan()
	var parts [][]Term
	for _, k := range []crossing.King{crossing.King(pieces.White), crossing.King(pieces.Black)} {
		for _, r := range lines.Uncrossed(k) {
			parts = append(parts, lines.MulLine([]Term{{C: 1}}, k, r))
		}
	}
	for i := range lines.Groups() {
		parts = append(parts, lines.MulGroup([]Term{{C: 1}}, i))
	}
	return parts
}
