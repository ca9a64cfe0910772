package placement

import (
	"context"
	"encoding/binary"
	"math/big"
	"slices"
	"sync/atomic"

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

// safeAfter reports whether the king of colour mover is out of check in
// the configuration men after capture x. It is the definition the count
// with captures is checked against.
func safeAfter(b pieces.Board, men []Man, mover pieces.Color, x Capture) bool {
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
// own terms, each group's sum multiplies on in turn (see sum and last for
// how a group adds up its terms, and docs/counting.md).
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
	// square, the rays of each king (by kingIndex), the plan of an
	// inclusion and exclusion over each king's rays, the groups of crossed
	// rays, and what a term puts on each square.
	allowed []pieceSet
	kings   [2]kingRays
	plans   [2]plan
	groups  []rayGroup
	// The groups' crossed rays and squares, in one buffer each.
	order        []int
	groupSquares []pieces.Square
	mark         []mark
	need         []pieceSet // the pieces that may check along each ray a term puts in check
	// Buffers: the shape of some factors, the squares restShape takes, and
	// polynomials.
	sh       shape
	used     []bool
	polys    captureBuffers
	products cellProducts
}

// captureBuffers are the polynomials a captureCounter works in.
type captureBuffers struct {
	// product is the product so far and groupSum a group's sum, which
	// swap roles after each group (see count); scratch is where a shape
	// multiplies.
	product, groupSum, scratch genfunc.Poly
	// atRay[k] is the product at the k-th ray of a group (see choose).
	atRay [len(pieces.Lines)]genfunc.Poly
	// unconstrained, inCheck and term are last's A, O and the product of
	// one way to be in check.
	unconstrained, inCheck, term genfunc.Poly
}

// newCaptureBuffers returns buffers for polynomials in the monomials mono.
func newCaptureBuffers(mono *genfunc.Monomials) captureBuffers {
	b := captureBuffers{product: mono.NewPoly(), groupSum: mono.NewPoly(), scratch: mono.NewPoly(),
		unconstrained: mono.NewPoly(), inCheck: mono.NewPoly(), term: mono.NewPoly()}
	for k := range b.atRay {
		b.atRay[k] = mono.NewPoly()
	}
	return b
}

// A kingIndex tells a captureCounter's two kings apart.
type kingIndex int

const (
	// restingKing is the king of the side not to move, out of check on
	// the board as it stands (the Legal rule).
	restingKing kingIndex = 0
	// movingKing is the king of the side to move, out of check after each
	// capture.
	movingKing kingIndex = 1
)

// other returns the other king.
func (k kingIndex) other() kingIndex { return 1 - k }

// mark is what a term of the inclusion and exclusion puts on a square.
type mark uint8

const (
	unmarked mark = iota
	markEmpty
	markForced // the first man on a ray in check: it checks
)

// newCaptureCounter returns a counter for the squares of a Constraint, its
// captures, the pieces it bars from each square, and the monomials of the
// men left to place.
func (f *Factored) newCaptureCounter(placed []squareState, captures []Capture, barred []pieceSet, mono *genfunc.Monomials) *captureCounter {
	n := f.spec.Board.Squares()
	cc := &captureCounter{f: f, mono: mono, placed: placed, captures: captures, mover: f.spec.Sides()[0],
		base: make([]pieceSet, n), allowed: make([]pieceSet, n), mark: make([]mark, n), used: make([]bool, n),
		groupSquares: make([]pieces.Square, 0, 2*n), polys: newCaptureBuffers(mono), products: cellProducts{mono: mono, byKey: map[string]genfunc.Poly{}}}
	for sq := range cc.base {
		cc.base[sq] = f.allowed([]pieces.Square{pieces.Square(sq)}) &^ barred[sq]
	}
	for i := range cc.kings {
		cc.kings[i].on = make([]rayIndex, n)
	}
	cc.left = slices.Clone(f.counts)
	for _, st := range placed {
		if t, ok := st.man(); ok {
			cc.left[t]--
		}
	}
	return cc
}

// prepare sets the counter to one placement of the kings (White's,
// Black's): the kings' rays, the plans of an inclusion and exclusion over
// each king's rays, and the groups of crossed rays. It reports false when
// a placed man checks a king whatever the free men do.
func (cc *captureCounter) prepare(kings [2]pieces.Square) bool {
	f := cc.f
	otherKing, moverKing := kings[cc.mover.Other()], kings[cc.mover]
	for sq := range cc.allowed {
		cc.allowed[sq] = 0
		if cc.placed[sq].free() {
			cc.allowed[sq] = cc.base[sq] &^ f.contact[cc.mover][sq][otherKing] &^ f.contact[cc.mover.Other()][sq][moverKing]
		}
	}
	if !cc.kings[restingKing].build(cc, otherKing, moverKing, cc.mover, nil) ||
		!cc.kings[movingKing].build(cc, moverKing, otherKing, cc.mover.Other(), cc.captures) {
		return false
	}
	for _, k := range []kingIndex{restingKing, movingKing} {
		cc.plans[k].build(cc, &cc.kings[k.other()], &cc.kings[k])
	}
	cc.group()
	return true
}

// count returns, modulo p, the placements of the free men around the
// kings prepare placed in which both kings are out of check: the product
// of the factors outside the groups, times each group's sum over its
// terms.
func (cc *captureCounter) count(p uint64, stop *atomic.Bool) uint64 {
	m := cc.mono
	f, sum := cc.polys.product, cc.polys.groupSum
	rest := cc.restShape()
	copy(f, cc.products.product(rest, p, stop))
	rest.multiplyRest(m, f, cc.polys.scratch, p, stop)
	for i := range cc.groups {
		clear(sum)
		cc.sum(&cc.groups[i], 0, 0, f, sum, p, stop)
		f, sum = sum, f
	}
	return m.Last(f)
}

// sum adds to sum the terms of the inclusion and exclusion over the rays
// of group g from its k-th on, each times f, which holds the factors the
// choices for the rays before have settled: each ray either unconstrained
// or in check in one of its ways. odd is the parity of the rays in check
// so far.
func (cc *captureCounter) sum(g *rayGroup, k, odd int, f, sum genfunc.Poly, p uint64, stop *atomic.Bool) {
	switch {
	case k == len(g.crossed):
		addSigned(sum, f, odd, p)
	case k == len(g.crossed)-1 && cc.crossesOnce(g, k):
		cc.last(g, odd, f, sum, p, stop)
	default:
		for o, flip := range cc.choices(g, k) {
			cc.choose(g, k, o, odd^flip, f, sum, p, stop)
		}
	}
}

// choose takes option o for the k-th ray of group g: it marks the
// squares, multiplies a copy of f by the factors the choice settles, and
// adds up the terms of the rays after.
func (cc *captureCounter) choose(g *rayGroup, k int, o option, odd int, f, sum genfunc.Poly, p uint64, stop *atomic.Bool) {
	ray := cc.ray(g, k)
	cc.setMarks(ray, o)
	if o.checkers != 0 {
		cc.need = append(cc.need, o.checkers)
	}
	h := cc.polys.atRay[k]
	copy(h, f)
	cc.sh.reset()
	cc.addOwn(g, ray, o)
	for r := range g.settles[k].all() {
		cc.addCut(g, r)
	}
	cc.sh.multiply(cc.mono, h, cc.polys.scratch, p, stop)
	cc.sum(g, k+1, odd, h, sum, p, stop)
	cc.clearMarks(ray, o)
	if o.checkers != 0 {
		cc.need = cc.need[:len(cc.need)-1]
	}
}

// last adds to sum the terms over the choices for the last ray of group
// g, each times f. The rays of the other king left to settle are those
// this ray crosses, each once (see crossesOnce). Rather than each choice in turn, one pass
// along the ray from its far end adds them up, as evaluate does a ray: A
// is f times the factors of the squares passed, the ray unconstrained
// there, and O the sum over the ways to be in check whose first man
// stands on a square passed (or on none, for a ray that ends at a placed
// man who checks), f times their factors there. Passing a stretch between
// crossings adds the way with the first man in it; passing a crossing
// adds the way with the first man on it, and multiplies A and O by the
// crossed ray with the crossing free, or empty. Ways that need more
// checking men than there are give terms that are zero (see distinct),
// and the pass keeps them.
func (cc *captureCounter) last(g *rayGroup, odd int, f, sum genfunc.Poly, p uint64, stop *atomic.Bool) {
	ie, whole, plan := cc.sides(g)
	k := len(g.crossed) - 1
	ray := cc.ray(g, k)
	a, o, t := cc.polys.unconstrained, cc.polys.inCheck, cc.polys.term
	copy(a, f)
	clear(o)
	if ie.closed[plan.crossed[g.crossed[k]]] {
		copy(o, f)
	}
	for end := len(ray); end > 0; {
		if sq := ray[end-1]; cc.placed[sq].free() && whole.on[sq] != noRay {
			w := whole.on[sq]
			cc.mark[sq] = markEmpty
			cc.multiplyCut(o, g, w, p, stop)
			if checkers := cc.checkers(ie, sq); checkers != 0 {
				copy(t, a)
				cc.mark[sq] = markForced
				cc.sh.reset()
				cc.sh.addForced(checkers)
				cc.addCut(g, w)
				cc.sh.multiply(cc.mono, t, cc.polys.scratch, p, stop)
				addSigned(o, t, 0, p)
			}
			cc.mark[sq] = unmarked
			cc.multiplyCut(a, g, w, p, stop)
			end--
			continue
		}
		start := end - 1
		for start > 0 && (!cc.placed[ray[start-1]].free() || whole.on[ray[start-1]] == noRay) {
			start--
		}
		stretch := ray[start:end]
		if slices.ContainsFunc(stretch, func(sq pieces.Square) bool { return cc.checkers(ie, sq) != 0 }) {
			copy(t, a)
			cc.sh.reset()
			cc.addRay(ie, stretch, true, true)
			cc.sh.multiply(cc.mono, t, cc.polys.scratch, p, stop)
			addSigned(o, t, 0, p)
		}
		cc.sh.reset()
		for _, sq := range stretch {
			if cc.allowed[sq] != 0 {
				cc.sh.addCells(cc.allowed[sq], 1, 1)
			}
		}
		cc.sh.multiply(cc.mono, a, cc.polys.scratch, p, stop)
		end = start
	}
	addSigned(sum, a, odd, p)
	addSigned(sum, o, 1-odd, p)
}

// multiplyCut multiplies f by ray r of the king whose rays go whole into
// group g's terms, as marked (see addCut).
func (cc *captureCounter) multiplyCut(f genfunc.Poly, g *rayGroup, r rayIndex, p uint64, stop *atomic.Bool) {
	cc.sh.reset()
	cc.addCut(g, r)
	cc.sh.multiply(cc.mono, f, cc.polys.scratch, p, stop)
}

// setMarks marks the squares option o of ray keeps empty, and the square
// of its checking man if that is a crossing.
func (cc *captureCounter) setMarks(ray []pieces.Square, o option) {
	for _, sq := range ray[:o.first] {
		cc.mark[sq] = markEmpty
	}
	if o.onCrossing {
		cc.mark[ray[o.first]] = markForced
	}
}

// clearMarks takes away the marks of setMarks.
func (cc *captureCounter) clearMarks(ray []pieces.Square, o option) {
	for _, sq := range ray[:o.last] {
		cc.mark[sq] = unmarked
	}
}

// addSigned adds g to f, or takes it away if odd is 1, modulo p.
func addSigned(f, g genfunc.Poly, odd int, p uint64) {
	if odd == 1 {
		genfunc.Sub(f, g, p)
	} else {
		genfunc.Add(f, g, p)
	}
}

// distinct reports whether rays in check, whose checking men may be the
// pieces of need (a mask a ray), can each have a man of their own among
// the free men. By Hall's theorem they can unless some set of pieces has
// fewer men than the rays that may use only its pieces.
func (cc *captureCounter) distinct(need []pieceSet) bool {
	var all pieceSet
	for _, mask := range need {
		all |= mask
	}
	for set := all; ; set = (set - 1) & all { // the subsets of all
		rays, men := 0, 0
		for _, mask := range need {
			if mask&^set == 0 {
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

// restShape returns the factors of the squares outside the groups: the
// rays of either king that cross nothing, and the other free squares.
func (cc *captureCounter) restShape() *shape {
	defer clear(cc.used)
	cc.sh.reset()
	for i := range cc.kings {
		cc.used[cc.kings[i].king] = true
	}
	for _, g := range cc.groups {
		for _, sq := range g.squares {
			cc.used[sq] = true
		}
	}
	for i := range cc.kings {
		kr := &cc.kings[i]
		for _, r := range cc.plans[i].uncrossed {
			cc.addRay(kr, kr.rays[r], kr.closed[r], false)
			for _, sq := range kr.rays[r] {
				cc.used[sq] = true
			}
		}
	}
	for sq, a := range cc.allowed {
		if !cc.used[sq] && a != 0 {
			cc.sh.addCells(a, 1, 1)
		}
	}
	return &cc.sh
}

// addOwn adds to the shape the factors of the squares of ray, of group
// g, off the other king's rays, under option o: kept empty before its
// first man, the stretch that holds that man a ray in check (or the
// crossing square that holds it), free beyond.
func (cc *captureCounter) addOwn(g *rayGroup, ray []pieces.Square, o option) {
	ie, whole, _ := cc.sides(g)
	if o.onCrossing {
		cc.sh.addForced(o.checkers)
	} else if o.first < o.last {
		cc.addRay(ie, ray[o.first:o.last], true, true)
	}
	for _, sq := range ray[o.last:] {
		if whole.on[sq] == noRay && cc.allowed[sq] != 0 {
			cc.sh.addCells(cc.allowed[sq], 1, 1)
		}
	}
}

// addCut adds to the shape ray r of the king whose rays go whole into
// group g's terms, as the choices have marked it: a ray up to the first
// square that holds a checking man of the other king's rays (whose factor
// came with that ray's choice), who blocks it; beyond, the free squares
// not kept empty or taken so.
func (cc *captureCounter) addCut(g *rayGroup, r rayIndex) {
	_, kr, _ := cc.sides(g)
	squares := kr.rays[r]
	cut := slices.IndexFunc(squares, func(sq pieces.Square) bool { return cc.mark[sq] == markForced })
	if cut < 0 {
		cc.addRay(kr, squares, kr.closed[r], false)
		return
	}
	cc.addRay(kr, squares[:cut], false, false)
	for _, sq := range squares[cut:] {
		if cc.mark[sq] == unmarked && cc.allowed[sq] != 0 {
			cc.sh.addCells(cc.allowed[sq], 1, 1)
		}
	}
}

// addRay adds to the shape a ray of kr's king: the pieces that may stand
// on each square, none where a term keeps it empty, and those that may be
// the first man on the ray — the pieces that do not check kr's king along
// it or, for a stretch of a ray in check (inCheck), those that do.
func (cc *captureCounter) addRay(kr *kingRays, squares []pieces.Square, closed, inCheck bool) {
	sliders := cc.f.sliders[kr.by]
	cc.sh.startRay()
	for _, sq := range squares {
		s := raySquare{length: 1}
		if cc.placed[sq].free() && cc.mark[sq] != markEmpty {
			s.allowed = cc.allowed[sq]
			if inCheck {
				s.blocking = s.allowed & sliders[sq][kr.king]
			} else {
				s.blocking = s.allowed &^ sliders[sq][kr.king]
			}
		}
		cc.sh.addRaySquare(s)
	}
	cc.sh.endRay(closed) // (a ray that must hold a man has a free square: see build)
}
