package placement

import (
	"context"
	"encoding/binary"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// Capture is a capture by the side to move: the man on From goes to To
// and the man on Captured leaves the board. Captured is To, but for en
// passant.
type Capture struct {
	From, To, Captured pieces.Square
}

// noSquare stands for no square: a king not on the board.
const noSquare pieces.Square = -1

// noCapture is the board as it stands, as a capture: no square moves.
var noCapture = Capture{From: noSquare, To: noSquare, Captured: noSquare}

// SafeAfter reports whether the king of colour mover is out of check in
// the configuration men (which must hold that king) after capture x: the
// FIDE rule for an en passant right, whose capture must be legal. It is
// the definition the count with captures is checked against.
func SafeAfter(b pieces.Board, men []Man, mover pieces.Color, x Capture) bool {
	var occupied squareSet
	king := noSquare
	for _, m := range men {
		occupied.add(m.Square)
		if m.Piece == (pieces.Piece{Color: mover, Kind: pieces.King}) {
			king = m.Square
		}
	}
	occupied.remove(x.From)
	occupied.remove(x.Captured)
	occupied.add(x.To)
	for _, m := range men {
		if m.Piece.Color != mover && m.Square != x.Captured && b.Attacks(m.Piece, m.Square, king, occupied.has) {
			return false
		}
	}
	return true
}

// countCaptures is CountWith when c has captures. Two kings must now be
// out of check: the king of the side not to move (the Legal rule) and,
// after each capture, the king of the side to move. The generating
// functions follow the rays of one king, and the rays of the two kings
// cross. So for each placement of the kings, the rays that cross fall
// into groups that share no square. In a group, one king's rays (whole)
// go into the product as always, and the other king's rays (ie) are
// counted by inclusion and exclusion over the rays on which it is in
// check: a ray in check is one whose first man attacks the king, and
// where that man stands (on a crossing square, or before, between or after
// them) is a constraint the product can hold, as is a ray empty up to a
// placed man who checks. The rays that cross nothing go into the product.
//
// The terms differ only on the squares of the crossed rays. So the
// product of the other squares' factors is computed once per king
// placement, and as the sum over all the terms of a product of one factor
// per group is the product over the groups of the sum over each group's
// own terms, each group's sum multiplies on in turn. crossing.Lines does
// the grouping and the sums, for allchess too; captureTerms gives it this
// count's polynomials (see docs/counting.md).
func (f *Factored) countCaptures(ctx context.Context, c Constraint, placed []squareState, kings [2]pieces.Square, barred []pieceSet, mono *genfunc.Monomials) (*big.Int, error) {
	pairs := f.kingPairs(c, placed, kings)
	ps := genfunc.Moduli(f.bound())
	sums := make([]uint64, len(ps))
	err := workers.Each(ctx, len(pairs), f.Workers, f.Progress, func(stop *atomic.Bool) workers.Worker {
		cc := f.newCaptureCounter(placed, c.Captures, barred, mono)
		part := make([]uint64, len(ps))
		return workers.Worker{
			Work: func(u int) {
				if !cc.prepare(pairs[u]) {
					return
				}
				for k, p := range ps {
					part[k] = genfunc.AddMod(part[k], cc.count(p, stop), p)
				}
			},
			Finish: func() {
				for k, p := range ps {
					sums[k] = genfunc.AddMod(sums[k], part[k], p)
				}
			},
		}
	})
	if err != nil {
		return nil, err
	}
	return f.labels(genfunc.Combine(sums, ps)), nil
}

// captureCounter counts the placements of countCaptures, one placement of
// the kings at a time.
type captureCounter struct {
	f        *Factored
	mono     *genfunc.Monomials
	placed   []squareState
	captures []Capture
	mover    pieces.Color
	base     []pieceSet // the pieces that may stand on each square, kings aside
	left     []int      // free men of each variable
	// For the king placement at hand: the pieces that may stand on each
	// square, the two kings (by restingKing and movingKing), and their rays
	// in a crossing.Lines, whose cells are the squares, which counts the
	// rays that cross.
	allowed []pieceSet
	kings   [2]captureKing
	lines   *crossing.Lines[genfunc.Poly, captureTerms]
	// The prime the count works modulo, and the flag that stops it.
	p    uint64
	stop *atomic.Bool
	// Buffers: the squares of a ray, the shape of the squares off the
	// crossed rays, the product and a polynomial to work in.
	cells            []int
	sh               shape
	product, scratch genfunc.Poly
	products         cellProducts
}

// The two kings of a captureCounter, as its crossing.Lines numbers them.
const (
	// restingKing is the king of the side not to move, out of check on
	// the board as it stands (the Legal rule).
	restingKing crossing.King = 0
	// movingKing is the king of the side to move, out of check after each
	// capture.
	movingKing crossing.King = 1
)

// newCaptureCounter returns a counter for the squares of a Constraint, its
// captures, the pieces it bars from each square, and the monomials of the
// men left to place.
func (f *Factored) newCaptureCounter(placed []squareState, captures []Capture, barred []pieceSet, mono *genfunc.Monomials) *captureCounter {
	n := f.spec.Board.Squares()
	cc := &captureCounter{f: f, mono: mono, placed: placed, captures: captures, mover: f.spec.Sides()[0],
		base: make([]pieceSet, n), allowed: make([]pieceSet, n), product: mono.NewPoly(), scratch: mono.NewPoly(), products: cellProducts{mono: mono, byKey: map[string]genfunc.Poly{}}}
	for sq := range cc.base {
		cc.base[sq] = f.allowed([]pieces.Square{pieces.Square(sq)}) &^ barred[sq]
	}
	cc.left = slices.Clone(f.counts)
	for _, st := range placed {
		if t, ok := st.man(); ok {
			cc.left[t]--
		}
	}
	cc.lines = crossing.NewLines[genfunc.Poly](captureTerms{cc})
	return cc
}

// prepare sets the counter to one placement of the kings (White's,
// Black's): the pieces that may stand on each square, and the kings' rays.
// It reports false when a placed man checks a king whatever the free men
// do.
func (cc *captureCounter) prepare(kings [2]pieces.Square) bool {
	f := cc.f
	otherKing, moverKing := kings[cc.mover.Other()], kings[cc.mover]
	for sq := range cc.allowed {
		cc.allowed[sq] = 0
		if cc.placed[sq].free() {
			cc.allowed[sq] = cc.base[sq] &^ f.contact[cc.mover][sq][otherKing] &^ f.contact[cc.mover.Other()][sq][moverKing]
		}
	}
	cc.lines.Reset(len(cc.allowed))
	if !cc.build(restingKing, otherKing, moverKing, cc.mover, nil) ||
		!cc.build(movingKing, moverKing, otherKing, cc.mover.Other(), cc.captures) {
		return false
	}
	cc.lines.Plan()
	return true
}

// count returns, modulo p, the placements of the free men around the
// kings prepare placed in which both kings are out of check: the product
// of the squares off the crossed rays (the free squares and the rays that
// cross nothing, as a shape), times each group's sum over its terms.
func (cc *captureCounter) count(p uint64, stop *atomic.Bool) uint64 {
	cc.p, cc.stop = p, stop
	f := cc.product
	rest := cc.restShape()
	copy(f, cc.products.product(rest, p, stop))
	rest.multiplyRays(cc.mono, f, cc.scratch, p, stop)
	for i := range cc.lines.Groups() {
		f = cc.lines.MulGroup(f, i)
	}
	return cc.mono.Last(f)
}

// restShape returns the factors of the squares off the crossed rays: the
// free squares off every ray, and the rays that cross nothing.
func (cc *captureCounter) restShape() *shape {
	cc.sh.reset()
	for sq, a := range cc.allowed {
		if s := pieces.Square(sq); a != 0 && s != cc.kings[restingKing].king && s != cc.kings[movingKing].king && !cc.lines.OnLine(sq) {
			cc.sh.addCells(a, 1, 1)
		}
	}
	for _, k := range []crossing.King{restingKing, movingKing} {
		ck := &cc.kings[k]
		for _, r := range cc.lines.Uncrossed(k) {
			line := cc.lines.Line(k, r)
			cc.sh.startRay()
			for _, sq := range line.Cells {
				cc.sh.addRaySquare(raySquare{allowed: cc.allowed[sq], blocking: cc.firstMen(ck, pieces.Square(sq), false), length: 1})
			}
			cc.sh.endRay(line.Closed)
		}
	}
	return &cc.sh
}

// distinct reports whether rays in check, whose checking men may be the
// pieces of need (a pieceSet a ray), can each have a man of their own
// among the free men. By Hall's theorem they can unless some set of
// pieces has fewer men than the rays that may use only its pieces.
func (cc *captureCounter) distinct(need []uint64) bool {
	var all pieceSet
	for _, mask := range need {
		all |= pieceSet(mask)
	}
	for set := all; ; set = (set - 1) & all { // the subsets of all
		rays, men := 0, 0
		for _, mask := range need {
			if pieceSet(mask)&^set == 0 {
				rays++
			}
		}
		for ts := set; ts != 0; ts = ts.Rest() {
			men += cc.left[ts.First()]
		}
		if rays > men {
			return false
		}
		if set == 0 {
			return true
		}
	}
}

// cellProducts keeps products of the factors of cells modulo primes, by
// a key of the cells and the modulus: king placements often differ only
// in their rays.
type cellProducts struct {
	mono  *genfunc.Monomials
	byKey map[string]genfunc.Poly
	key   []byte
}

// maxProducts bounds the coefficients of the products of cells a
// cellProducts keeps: 8 MB.
const maxProducts = 1 << 20

// product returns, modulo p, the product of the factors of sh's cells (it
// orders sh's cells). The product is shared: it must not be changed.
func (c *cellProducts) product(sh *shape, p uint64, stop *atomic.Bool) genfunc.Poly {
	sh.sortCells()
	c.key = sh.appendCellsKey(binary.LittleEndian.AppendUint64(c.key[:0], p))
	if f, ok := c.byKey[string(c.key)]; ok {
		return f
	}
	if len(c.byKey)*c.mono.Len() >= maxProducts {
		clear(c.byKey)
	}
	f := c.mono.NewPoly()
	c.mono.One(f)
	sh.multiplyCells(c.mono, f, p, stop)
	c.byKey[string(c.key)] = f
	return f
}
