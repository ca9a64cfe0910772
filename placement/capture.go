package placement

import (
	"cmp"
	"context"
	"encoding/binary"
	"iter"
	"math/big"
	"math/bits"
	"slices"
	"sync/atomic"

	"count/internal/genfunc"
	"count/pieces"
)

// Capture is a capture by the side to move: the man on From goes to To
// and the man on Captured leaves the board. Captured is To, but for en
// passant.
type Capture struct {
	From, To, Captured pieces.Square
}

// safeAfter reports whether the king of colour mover is out of check in
// the configuration men after capture x. It is the definition the count
// with captures is checked against.
func safeAfter(b pieces.Board, men []Man, mover pieces.Color, x Capture) bool {
	var occupied squareSet
	king := pieces.Square(-1)
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
func (f *Factored) countCaptures(ctx context.Context, c Constraint, placed []int, kings [2]pieces.Square, barred []pieceSet, mono *genfunc.Monomials) (*big.Int, error) {
	pairs := f.kingPairs(c, placed, kings)
	ps := genfunc.Moduli(f.bound())
	sums := make([]uint64, len(ps))
	err := eachUnit(ctx, len(pairs), f.Workers, f.Progress, func(stop *atomic.Bool) worker {
		cc := f.newCaptureCounter(placed, c.Captures, barred, mono)
		part := make([]uint64, len(ps))
		return worker{
			work: func(u int) {
				if !cc.prepare(pairs[u]) {
					return
				}
				for k, p := range ps {
					part[k] = genfunc.AddMod(part[k], cc.count(p, stop), p)
				}
			},
			finish: func() {
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
	placed   []int
	captures []Capture
	mover    pieces.Color
	base     []pieceSet // the pieces that may stand on each square, kings aside
	left     []int      // free men of each variable
	// For the king placement at hand: the pieces that may stand on each
	// square, the rays of each king (the side not to move's first), the
	// plan of an inclusion and exclusion over each king's rays, the groups
	// of crossed rays, and what a term puts on each square.
	allowed []pieceSet
	kings   [2]kingRays
	plans   [2]plan
	groups  []rayGroup
	// The groups' crossed rays and squares, in one buffer each.
	order        []int
	groupSquares []pieces.Square
	mark         []uint8
	need         []pieceSet // the pieces that may check along each ray a term puts in check
	// Buffers: the shape of some factors, the squares of its rays, and
	// polynomials: the product so far, a group's sum, one to work in, and
	// the product at each ray of a group.
	sh      shape
	squares []raySquare
	used    []bool
	polys   [3 + len(directions)]genfunc.Poly
	work    [3]genfunc.Poly // for last
	// Products of cells, by a key of the cells and the modulus.
	products map[string]genfunc.Poly
	key      []byte
}

// kingRays are the rays of one king along which men of colour by may
// check it: each from the king to the first man on the board (on each of
// the boards the captures leave, one ray stands for all: see build),
// keeping only rays on which a check is possible.
type kingRays struct {
	king   pieces.Square
	by     pieces.Color
	rays   [][]pieces.Square
	closed []bool // the ray ends at a placed man that checks along it
	on     []int  // on[sq]: the ray through sq, or −1
}

// Marks a term puts on squares.
const (
	unmarked uint8 = iota
	markEmpty
	markForced // the first man on a ray in check: it checks
)

// plan is how an inclusion and exclusion would run over one king's rays:
// the rays that cross the other king's rays, the ways each can be in
// check, and the rays that cross nothing.
type plan struct {
	crossed   []int
	options   [][]option // slices of all
	crosses   []uint8    // crosses[j]: the other king's rays crossed[j] crosses, a bit each
	uncrossed []int
	all       []option
}

// option is one way a ray can be in check: its squares before first are
// empty and its first man, which checks, stands in ray[first:last] (one
// crossing square, if onCrossing) and is one of the pieces of checkers.
// first == last == len(ray) when the ray is empty and ends at a placed
// man that checks.
type option struct {
	first, last int
	onCrossing  bool
	checkers    pieceSet
}

// rayGroup is a part of the inclusion and exclusion that runs alone: rays
// of the two kings that cross one another and no ray of another group.
// The sum runs over the crossed rays of king ie (indices into its plan's
// crossed); the rays of the other king (a bit each in whole) go whole
// into the product of each term.
type rayGroup struct {
	ie      int
	crossed []int
	whole   uint8
	squares []pieces.Square        // the squares of all these rays
	settles [len(directions)]uint8 // settles[k]: the rays of whole that no ray after the k-th crosses
}

func (f *Factored) newCaptureCounter(placed []int, captures []Capture, barred []pieceSet, mono *genfunc.Monomials) *captureCounter {
	n := f.spec.Board.Squares()
	cc := &captureCounter{f: f, mono: mono, placed: placed, captures: captures, mover: f.spec.Sides()[0],
		base: make([]pieceSet, n), allowed: make([]pieceSet, n), mark: make([]uint8, n),
		squares: make([]raySquare, 0, n), used: make([]bool, n),
		groupSquares: make([]pieces.Square, 0, 2*n), products: map[string]genfunc.Poly{}}
	for sq := range cc.base {
		cc.base[sq] = f.allowed([]pieces.Square{pieces.Square(sq)}) &^ barred[sq]
	}
	for i := range cc.kings {
		cc.kings[i].on = make([]int, n)
	}
	for i := range cc.polys {
		cc.polys[i] = mono.NewPoly()
	}
	for i := range cc.work {
		cc.work[i] = mono.NewPoly()
	}
	cc.left = slices.Clone(f.counts)
	for _, t := range placed {
		if t >= 0 {
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
		if cc.placed[sq] == free {
			cc.allowed[sq] = cc.base[sq] &^ f.contact[cc.mover][sq][otherKing] &^ f.contact[cc.mover.Other()][sq][moverKing]
		}
	}
	if !cc.kings[0].build(cc, otherKing, moverKing, cc.mover, nil) ||
		!cc.kings[1].build(cc, moverKing, otherKing, cc.mover.Other(), cc.captures) {
		return false
	}
	for i := range cc.plans {
		cc.plans[i].build(cc, &cc.kings[1-i], &cc.kings[i])
	}
	cc.group()
	return true
}

// build sets kr to the rays of the king on square king, which men of
// colour by must not check, on the boards the captures leave (nil: the
// board as it stands). It reports false when a placed man checks the king
// on one of them without sliding, or a ray that must hold a man has no
// square for one.
func (kr *kingRays) build(cc *captureCounter, king, other pieces.Square, by pieces.Color, captures []Capture) bool {
	f := cc.f
	kr.king, kr.by = king, by
	kr.rays, kr.closed = kr.rays[:0], kr.closed[:0]
	for i := range kr.on {
		kr.on[i] = -1
	}
	boards := captures
	if len(boards) == 0 {
		boards = []Capture{{-1, -1, -1}}
	}
	for sq, t := range cc.placed {
		if t < 0 || f.contact[by][sq][king]&(1<<t) == 0 {
			continue
		}
		for _, x := range boards {
			if pieces.Square(sq) != x.From && pieces.Square(sq) != x.Captured {
				return false
			}
		}
	}
	for _, full := range f.rays[king] {
		// On each board the king is safe along the ray when the first
		// man on the ray is no checker and, if the ray ends at a checker,
		// there is one. The rays are prefixes of one another. If one ends
		// at a checker, the shortest such is safe only if the longer ones
		// are (their first man is its first man) and the shorter ones
		// (empty, or the same first man). Otherwise the longest is safe
		// only if the others are.
		length, closed := -1, false
		for _, x := range boards {
			n, checks := 0, false
			for _, sq := range full {
				t := cc.placed[sq]
				if sq == other || sq == x.To {
					break
				}
				if t >= 0 && sq != x.From && sq != x.Captured {
					checks = f.sliders[by][sq][king]&(1<<t) != 0
					break
				}
				n++
			}
			if length < 0 ||
				checks && (!closed || n < length) || // a shorter ray that ends at a checker
				!checks && !closed && n > length { // a longer one, while none ends at a checker
				length, closed = n, checks
			}
		}
		ray := full[:length]
		active, room := closed, false
		for _, sq := range ray {
			if cc.placed[sq] == free {
				room = true
				active = active || cc.allowed[sq]&f.sliders[by][sq][king] != 0
			}
		}
		if closed && !room {
			return false
		}
		if active {
			for _, sq := range ray {
				kr.on[sq] = len(kr.rays)
			}
			kr.rays = append(kr.rays, ray)
			kr.closed = append(kr.closed, closed)
		}
	}
	return true
}

// checkers returns the pieces that may stand on sq and check kr's king
// from there along a line.
func (cc *captureCounter) checkers(kr *kingRays, sq pieces.Square) pieceSet {
	return cc.allowed[sq] & cc.f.sliders[kr.by][sq][kr.king]
}

// build sets p to the plan of an inclusion and exclusion over the rays of
// ie that cross the rays of whole (whose rays go whole into the product).
func (p *plan) build(cc *captureCounter, whole, ie *kingRays) {
	p.crossed, p.options, p.crosses, p.uncrossed = p.crossed[:0], p.options[:0], p.crosses[:0], p.uncrossed[:0]
	p.all = p.all[:0]
	for r, ray := range ie.rays {
		first := len(p.all)
		crosses, start := uint8(0), 0
		segment := func(end int) { // the first man between crossings
			var checkers pieceSet
			for _, sq := range ray[start:end] {
				checkers |= cc.checkers(ie, sq)
			}
			if checkers != 0 {
				p.all = append(p.all, option{first: start, last: end, checkers: checkers})
			}
		}
		for k, sq := range ray {
			if cc.placed[sq] != free || whole.on[sq] < 0 {
				continue
			}
			crosses |= 1 << whole.on[sq]
			segment(k)
			if checkers := cc.checkers(ie, sq); checkers != 0 {
				p.all = append(p.all, option{first: k, last: k + 1, onCrossing: true, checkers: checkers})
			}
			start = k + 1
		}
		if crosses == 0 {
			p.all = p.all[:first]
			p.uncrossed = append(p.uncrossed, r)
			continue
		}
		segment(len(ray))
		if ie.closed[r] {
			p.all = append(p.all, option{first: len(ray), last: len(ray)})
		}
		p.crossed = append(p.crossed, r)
		p.options = append(p.options, p.all[first:len(p.all):len(p.all)])
		p.crosses = append(p.crosses, crosses)
	}
}

// group sets cc.groups: the crossed rays, rays that cross a common ray
// in one group (found as sets of rays of each king, a bit each).
func (cc *captureCounter) group() {
	var parts [len(directions)][2]uint8
	n, p := 0, &cc.plans[0]
	for j, r := range p.crossed {
		q := [2]uint8{1 << r, p.crosses[j]}
		kept := 0
		for _, r := range parts[:n] {
			if r[1]&q[1] != 0 {
				q[0] |= r[0]
				q[1] |= r[1]
			} else {
				parts[kept] = r
				kept++
			}
		}
		parts[kept] = q
		n = kept + 1
	}
	cc.groups, cc.order, cc.groupSquares = cc.groups[:0], cc.order[:0], cc.groupSquares[:0]
	for _, q := range parts[:n] {
		cc.groups = append(cc.groups, cc.orient(q))
	}
}

// orient returns the group of the rays of each king in rays (a bit
// each). Its inclusion and exclusion runs over the rays of the king that
// makes it cheaper, the ray with the most ways to be in check last: each
// choice for the rays before the last multiplies the work (see sum).
func (cc *captureCounter) orient(rays [2]uint8) rayGroup {
	g := rayGroup{ie: 0}
	if a, b := cc.plans[1].rank(rays[1]), cc.plans[0].rank(rays[0]); slices.Compare(a[:], b[:]) < 0 {
		g.ie = 1
	}
	g.whole = rays[1-g.ie]
	ie, kr, p := cc.sides(&g)
	start := len(cc.order)
	for j, r := range p.crossed {
		if rays[g.ie]&(1<<r) != 0 {
			cc.order = append(cc.order, j)
		}
	}
	g.crossed = cc.order[start:len(cc.order):len(cc.order)]
	slices.SortStableFunc(g.crossed, func(a, b int) int { return len(p.options[a]) - len(p.options[b]) })
	start = len(cc.groupSquares)
	for _, j := range g.crossed {
		cc.groupSquares = append(cc.groupSquares, ie.rays[p.crossed[j]]...)
	}
	for ws := g.whole; ws != 0; ws &= ws - 1 {
		cc.groupSquares = append(cc.groupSquares, kr.rays[bits.TrailingZeros8(ws)]...)
	}
	g.squares = cc.groupSquares[start:len(cc.groupSquares):len(cc.groupSquares)]
	for k := len(g.crossed) - 1; k >= 0; k-- {
		g.settles[k] = p.crosses[g.crossed[k]]
		for _, later := range g.settles[k+1 : len(g.crossed)] {
			g.settles[k] &^= later
		}
	}
	return g
}

// rank returns how much work an inclusion and exclusion over the crossed
// rays of p in rays (a bit each) takes: the choices for all of them but
// the one with the most ways to be in check, and then the number of its
// terms.
func (p *plan) rank(rays uint8) [2]int {
	terms, most := 1, 1
	for j, r := range p.crossed {
		if rays&(1<<r) != 0 {
			n := 1 + len(p.options[j])
			terms *= n
			most = max(most, n)
		}
	}
	return [2]int{terms / most, terms}
}

// sides returns the king over whose rays g's inclusion and exclusion
// runs, the other king, and the plan of the first.
func (cc *captureCounter) sides(g *rayGroup) (ie, whole *kingRays, p *plan) {
	return &cc.kings[g.ie], &cc.kings[1-g.ie], &cc.plans[g.ie]
}

// count returns, modulo p, the placements of the free men around the
// kings prepare placed in which both kings are out of check: the product
// of the factors outside the groups, times each group's sum over its
// terms.
func (cc *captureCounter) count(p uint64, stop *atomic.Bool) uint64 {
	m := cc.mono
	f, sum := cc.polys[0], cc.polys[1]
	rest := cc.restShape()
	copy(f, cc.cellsProduct(rest.cells, p, stop))
	rest.cells = rest.cells[:0]
	rest.multiply(m, f, cc.polys[2], p, stop)
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

// crossesOnce reports whether the k-th ray of group g crosses each ray of
// the other king at most once. Rays of the two kings on one line, between
// them, share all their squares.
func (cc *captureCounter) crossesOnce(g *rayGroup, k int) bool {
	_, whole, _ := cc.sides(g)
	var seen uint8
	for _, sq := range cc.ray(g, k) {
		if w := whole.on[sq]; cc.placed[sq] == free && w >= 0 {
			if seen&(1<<w) != 0 {
				return false
			}
			seen |= 1 << w
		}
	}
	return true
}

// choices yields the choices for the k-th ray of group g: unconstrained
// (the zero option) and each way to be in check, with 1 for the latter
// (the sign of the term changes). Ways whose rays in check cannot each
// have a checking man of their own with those chosen so far (see
// distinct) give zero terms and are left out.
func (cc *captureCounter) choices(g *rayGroup, k int) iter.Seq2[option, int] {
	return func(yield func(option, int) bool) {
		if !yield(option{}, 0) {
			return
		}
		_, _, plan := cc.sides(g)
		for _, o := range plan.options[g.crossed[k]] {
			if o.checkers == 0 || cc.distinct(append(cc.need, o.checkers)) {
				if !yield(o, 1) {
					return
				}
			}
		}
	}
}

// ray returns the k-th ray of group g.
func (cc *captureCounter) ray(g *rayGroup, k int) []pieces.Square {
	ie, _, plan := cc.sides(g)
	return ie.rays[plan.crossed[g.crossed[k]]]
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
	h := cc.polys[3+k]
	copy(h, f)
	cc.startShape()
	cc.addOwn(g, ray, o)
	for ws := g.settles[k]; ws != 0; ws &= ws - 1 {
		cc.addCut(g, bits.TrailingZeros8(ws))
	}
	cc.sh.multiply(cc.mono, h, cc.polys[2], p, stop)
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
	a, o, t := cc.work[0], cc.work[1], cc.work[2]
	copy(a, f)
	clear(o)
	if ie.closed[plan.crossed[g.crossed[k]]] {
		copy(o, f)
	}
	for end := len(ray); end > 0; {
		if sq := ray[end-1]; cc.placed[sq] == free && whole.on[sq] >= 0 {
			w := whole.on[sq]
			cc.mark[sq] = markEmpty
			cc.multiplyCut(o, g, w, p, stop)
			if checkers := cc.checkers(ie, sq); checkers != 0 {
				copy(t, a)
				cc.mark[sq] = markForced
				cc.startShape()
				cc.sh.forced = append(cc.sh.forced, checkers)
				cc.addCut(g, w)
				cc.sh.multiply(cc.mono, t, cc.polys[2], p, stop)
				addSigned(o, t, 0, p)
			}
			cc.mark[sq] = unmarked
			cc.multiplyCut(a, g, w, p, stop)
			end--
			continue
		}
		start := end - 1
		for start > 0 && (cc.placed[ray[start-1]] != free || whole.on[ray[start-1]] < 0) {
			start--
		}
		stretch := ray[start:end]
		if slices.ContainsFunc(stretch, func(sq pieces.Square) bool { return cc.checkers(ie, sq) != 0 }) {
			copy(t, a)
			cc.startShape()
			cc.addRay(ie, stretch, true, true)
			cc.sh.multiply(cc.mono, t, cc.polys[2], p, stop)
			addSigned(o, t, 0, p)
		}
		cc.startShape()
		for _, sq := range stretch {
			if cc.allowed[sq] != 0 {
				cc.sh.cells = addCell(cc.sh.cells, cc.allowed[sq], 1)
			}
		}
		cc.sh.multiply(cc.mono, a, cc.polys[2], p, stop)
		end = start
	}
	addSigned(sum, a, odd, p)
	addSigned(sum, o, 1-odd, p)
}

// multiplyCut multiplies f by ray r of the king whose rays go whole into
// group g's terms, as marked (see addCut).
func (cc *captureCounter) multiplyCut(f genfunc.Poly, g *rayGroup, r int, p uint64, stop *atomic.Bool) {
	cc.startShape()
	cc.addCut(g, r)
	cc.sh.multiply(cc.mono, f, cc.polys[2], p, stop)
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

// cellsProduct returns, modulo p, the product of the generating functions
// of cells. It keeps the products it has made: king placements often
// differ only in their rays.
func (cc *captureCounter) cellsProduct(cells []cell, p uint64, stop *atomic.Bool) genfunc.Poly {
	slices.SortFunc(cells, func(a, b cell) int { return cmp.Compare(a.mask, b.mask) })
	key := binary.LittleEndian.AppendUint64(cc.key[:0], p)
	for _, c := range cells {
		key = binary.AppendUvarint(key, uint64(c.mask))
		key = binary.AppendUvarint(key, uint64(c.length))
		key = binary.AppendUvarint(key, uint64(c.count))
	}
	cc.key = key
	if f, ok := cc.products[string(key)]; ok {
		return f
	}
	if len(cc.products)*len(cc.polys[0]) >= maxProducts {
		clear(cc.products)
	}
	f := cc.mono.NewPoly()
	cc.mono.One(f)
	(&shape{cells: cells}).multiply(cc.mono, f, cc.polys[2], p, stop)
	cc.products[string(key)] = f
	return f
}

// maxProducts bounds the coefficients of the products of cells a
// captureCounter keeps: 8 MB.
const maxProducts = 1 << 20

// restShape returns the factors of the squares outside the groups: the
// rays of either king that cross nothing, and the other free squares.
func (cc *captureCounter) restShape() *shape {
	cc.startShape()
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
			cc.sh.cells = addCell(cc.sh.cells, a, 1)
		}
	}
	clear(cc.used)
	return &cc.sh
}

// addOwn adds to the shape the factors of the squares of ray, of group
// g, off the other king's rays, under option o: kept empty before its
// first man, the stretch that holds that man a ray in check (or the
// crossing square that holds it), free beyond.
func (cc *captureCounter) addOwn(g *rayGroup, ray []pieces.Square, o option) {
	ie, whole, _ := cc.sides(g)
	if o.onCrossing {
		cc.sh.forced = append(cc.sh.forced, o.checkers)
	} else if o.first < o.last {
		cc.addRay(ie, ray[o.first:o.last], true, true)
	}
	for _, sq := range ray[o.last:] {
		if whole.on[sq] < 0 && cc.allowed[sq] != 0 {
			cc.sh.cells = addCell(cc.sh.cells, cc.allowed[sq], 1)
		}
	}
}

// addCut adds to the shape ray r of the king whose rays go whole into
// group g's terms, as the choices have marked it: a ray up to the first
// square that holds a checking man of the other king's rays (whose factor
// came with that ray's choice), who blocks it; beyond, the free squares
// not kept empty or taken so.
func (cc *captureCounter) addCut(g *rayGroup, r int) {
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
			cc.sh.cells = addCell(cc.sh.cells, cc.allowed[sq], 1)
		}
	}
}

// startShape empties the shape buffer.
func (cc *captureCounter) startShape() {
	sh := &cc.sh
	sh.cells, sh.rays, sh.closed, sh.forced = sh.cells[:0], sh.rays[:0], sh.closed[:0], sh.forced[:0]
	cc.squares = cc.squares[:0]
}

// addRay adds to the shape a ray of kr's king: the pieces that may stand
// on each square, none where a term keeps it empty, and those that may be
// the first man on the ray — the pieces that do not check kr's king along
// it or, for a stretch of a ray in check (inCheck), those that do.
func (cc *captureCounter) addRay(kr *kingRays, squares []pieces.Square, closed, inCheck bool) {
	sliders := cc.f.sliders[kr.by]
	start := len(cc.squares)
	for _, sq := range squares {
		s := raySquare{length: 1}
		if cc.placed[sq] == free && cc.mark[sq] != markEmpty {
			s.allowed = cc.allowed[sq]
			if inCheck {
				s.blocking = s.allowed & sliders[sq][kr.king]
			} else {
				s.blocking = s.allowed &^ sliders[sq][kr.king]
			}
		}
		cc.squares = append(cc.squares, s)
	}
	if len(cc.squares) > start { // (a ray that must hold a man has a free square: see build)
		cc.sh.rays = append(cc.sh.rays, cc.squares[start:len(cc.squares):len(cc.squares)])
		cc.sh.closed = append(cc.sh.closed, closed)
	}
}
