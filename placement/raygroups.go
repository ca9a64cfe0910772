package placement

import (
	"iter"
	"math/bits"
	"slices"

	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// raySet is a set of one king's rays, by their index in kingRays.rays.
type raySet uint8

// has reports whether ray r is in s.
func (s raySet) has(r rayIndex) bool { return s&(1<<r) != 0 }

// with returns s with ray r added.
func (s raySet) with(r rayIndex) raySet { return s | 1<<r }

// all yields the rays of s in increasing order.
func (s raySet) all() iter.Seq[rayIndex] {
	return func(yield func(rayIndex) bool) {
		for ; s != 0; s &= s - 1 {
			if !yield(rayIndex(bits.TrailingZeros8(uint8(s)))) {
				return
			}
		}
	}
}

// The rays of the two kings cross. For the count with captures, the rays
// that cross fall, for each placement of the kings, into groups that
// share no square: a group is the rays of both kings that cross a common
// ray, and its inclusion and exclusion runs over the rays of one king (ie)
// while the other's go whole into each term (see countCaptures). This
// file finds the groups and the ways each ray can be in check.

// plan is how an inclusion and exclusion would run over one king's rays:
// the rays that cross the other king's rays, the ways each can be in
// check, and the rays that cross nothing.
type plan struct {
	crossed   []rayIndex
	options   [][]option // slices of all
	crosses   []raySet   // crosses[j]: the other king's rays crossed[j] crosses, a bit each
	uncrossed []rayIndex
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
	ie      kingIndex
	crossed []int
	whole   raySet
	squares []pieces.Square           // the squares of all these rays
	settles [len(pieces.Lines)]raySet // settles[k]: the rays of whole that no ray after the k-th crosses
}

// build sets p to the plan of an inclusion and exclusion over the rays of
// ie that cross the rays of whole (whose rays go whole into the product).
func (p *plan) build(cc *captureCounter, whole, ie *kingRays) {
	p.crossed, p.options, p.crosses, p.uncrossed = p.crossed[:0], p.options[:0], p.crosses[:0], p.uncrossed[:0]
	p.all = p.all[:0]
	for i, ray := range ie.rays {
		r := rayIndex(i)
		first := len(p.all)
		crosses, start := raySet(0), 0
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
			if !cc.placed[sq].free() || whole.on[sq] == noRay {
				continue
			}
			crosses = crosses.with(whole.on[sq])
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

// group sets cc.groups: the crossed rays, rays that cross one another,
// directly or through other rays, in one group (a crossing.Partition of
// the rays of both kings).
func (cc *captureCounter) group() {
	p := &cc.plans[restingKing]
	cc.groups, cc.order, cc.groupSquares = cc.groups[:0], cc.order[:0], cc.groupSquares[:0]
	if len(p.crossed) == 0 { // (most king placements: no ray crosses)
		return
	}
	part := crossing.NewPartition(crossing.MaxLines)
	for j, r := range p.crossed {
		for w := range p.crosses[j].all() {
			part.Join(lineOf(restingKing, r), lineOf(movingKing, w))
		}
	}
	for lines := range part.Groups() {
		if lines.Len() > 1 { // (a ray alone crosses nothing)
			cc.groups = append(cc.groups, cc.orient(raysOf(lines)))
		}
	}
}

// lineOf numbers ray r of king k among the lines of both kings, for a
// crossing.Partition: the resting king's rays first.
func lineOf(k kingIndex, r rayIndex) int { return int(k)*len(pieces.Lines) + int(r) }

// raysOf returns the rays of each king among lines (see lineOf).
func raysOf(lines crossing.LineSet) [2]raySet {
	var rays [2]raySet
	for l := range lines.Lines() {
		k, r := kingIndex(l/len(pieces.Lines)), rayIndex(l%len(pieces.Lines))
		rays[k] = rays[k].with(r)
	}
	return rays
}

// orient returns the group of the rays of each king in rays (a bit
// each, by kingIndex). Its inclusion and exclusion runs over the rays of the king that
// makes it cheaper, the ray with the most ways to be in check last: each
// choice for the rays before the last multiplies the work (see sum).
func (cc *captureCounter) orient(rays [2]raySet) rayGroup {
	g := rayGroup{ie: restingKing}
	if a, b := cc.plans[movingKing].rank(rays[movingKing]), cc.plans[restingKing].rank(rays[restingKing]); slices.Compare(a[:], b[:]) < 0 {
		g.ie = movingKing
	}
	g.whole = rays[g.ie.other()]
	ie, kr, p := cc.sides(&g)
	start := len(cc.order)
	for j, r := range p.crossed {
		if rays[g.ie].has(r) {
			cc.order = append(cc.order, j)
		}
	}
	g.crossed = cc.order[start:len(cc.order):len(cc.order)]
	slices.SortStableFunc(g.crossed, func(a, b int) int { return len(p.options[a]) - len(p.options[b]) })
	start = len(cc.groupSquares)
	for _, j := range g.crossed {
		cc.groupSquares = append(cc.groupSquares, ie.rays[p.crossed[j]]...)
	}
	for r := range g.whole.all() {
		cc.groupSquares = append(cc.groupSquares, kr.rays[r]...)
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
func (p *plan) rank(rays raySet) [2]int {
	terms, most := 1, 1
	for j, r := range p.crossed {
		if rays.has(r) {
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
	return &cc.kings[g.ie], &cc.kings[g.ie.other()], &cc.plans[g.ie]
}

// crossesOnce reports whether the k-th ray of group g crosses each ray of
// the other king at most once. Rays of the two kings on one line, between
// them, share all their squares.
func (cc *captureCounter) crossesOnce(g *rayGroup, k int) bool {
	_, whole, _ := cc.sides(g)
	var seen raySet
	for _, sq := range cc.ray(g, k) {
		if w := whole.on[sq]; cc.placed[sq].free() && w != noRay {
			if seen.has(w) {
				return false
			}
			seen = seen.with(w)
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
