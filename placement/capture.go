package placement

import (
	"context"
	"math/big"
	"sync"

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
// cross. So for each placement of the kings, one king's rays go into the
// shape as always, and the other king's rays that cross them are counted
// by inclusion and exclusion over the rays on which it is in check: a ray
// in check is one whose first man attacks the king, and where that man
// stands (on a crossing square, or before, between or after them) is a
// constraint the shape can hold, as is a ray empty up to a placed man who
// checks. The other king's rays that cross nothing go into the shape too.
// Terms that need more checking men than the checking side has free
// sliders are zero and are not built.
func (f *Factored) countCaptures(ctx context.Context, c Constraint, placed []int, kings [2]pieces.Square, barred []uint16, mono *monomials) (*big.Int, error) {
	pairs := f.kingPairs(c, placed, kings)
	workers := f.workers(len(pairs) / 64)
	plus, minus := make([]*shaper, workers), make([]*shaper, workers)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			cs := f.newCaptureShaper(placed, c.Captures, barred)
			for j := i; j < len(pairs) && ctx.Err() == nil; j += workers {
				cs.add(pairs[j])
			}
			plus[i], minus[i] = cs.signed[0], cs.signed[1]
		})
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	shapes := merge(plus)
	for _, sh := range merge(minus) {
		sh.subtract = true
		shapes = append(shapes, sh)
	}
	return f.sum(ctx, shapes, mono)
}

// captureShaper builds the shapes of countCaptures.
type captureShaper struct {
	f        *Factored
	signed   [2]*shaper // the terms added, and those taken away
	placed   []int
	captures []Capture
	mover    pieces.Color
	sliders  [2]int // free men of each colour that slide
	// For the king placement at hand: the pieces that may stand on each
	// square, the rays of each king (the side not to move's first), and
	// what a term of the inclusion and exclusion puts on each square.
	allowed []uint16
	kings   [2]kingRays
	mark    []uint8
	plan    [2]plan
	segs    [][]pieces.Square
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

// plan is how the inclusion and exclusion runs over one king's rays: the
// rays that cross the other king's rays, the ways each can be in check,
// and the rays that cross nothing.
type plan struct {
	crossed   []int
	options   [][]option
	uncrossed []int
	estimate  int // of the number of terms
}

// option is one way a ray can be in check: its squares before first are
// empty and its first man, which checks, stands in ray[first:last] (one
// crossing square, if onCrossing). first == last == len(ray) when the
// ray is empty and ends at a placed man that checks.
type option struct {
	first, last int
	onCrossing  bool
}

func (f *Factored) newCaptureShaper(placed []int, captures []Capture, barred []uint16) *captureShaper {
	n := f.spec.Board.Squares()
	cs := &captureShaper{f: f, placed: placed, captures: captures, mover: f.spec.Sides()[0],
		allowed: make([]uint16, n), mark: make([]uint8, n)}
	for i := range cs.signed {
		cs.signed[i] = f.newShaper(orbitsOf(n, nil))
		cs.signed[i].restrict(barred)
	}
	for i := range cs.kings {
		cs.kings[i].on = make([]int, n)
	}
	for t, p := range f.vars {
		if p.Kind.Slides() {
			cs.sliders[p.Color] += f.counts[t]
		}
	}
	for _, t := range placed {
		if t >= 0 && f.vars[t].Kind.Slides() {
			cs.sliders[f.vars[t].Color]--
		}
	}
	return cs
}

// add adds the terms of one placement of the kings (White's, Black's).
func (cs *captureShaper) add(kings [2]pieces.Square) {
	f := cs.f
	otherKing, moverKing := kings[cs.mover.Other()], kings[cs.mover]
	for sq := range cs.allowed {
		cs.allowed[sq] = 0
		if cs.placed[sq] == free {
			cs.allowed[sq] = cs.signed[0].base[sq] &^ f.contact[cs.mover][sq][otherKing] &^ f.contact[cs.mover.Other()][sq][moverKing]
		}
	}
	if !cs.kings[0].build(cs, otherKing, moverKing, cs.mover, nil) ||
		!cs.kings[1].build(cs, moverKing, otherKing, cs.mover.Other(), cs.captures) {
		return
	}
	// Run the inclusion and exclusion over the rays of the king whose
	// crossed rays give fewer terms; the other king's go whole into the
	// product.
	for i := range cs.plan {
		cs.plan[i].build(cs, &cs.kings[1-i], &cs.kings[i])
	}
	over := 1
	if cs.plan[0].estimate < cs.plan[1].estimate {
		over = 0
	}
	cs.terms(&cs.kings[1-over], &cs.kings[over], &cs.plan[over], 0, 0, 0)
}

// build sets kr to the rays of the king on square king, which men of
// colour by must not check, on the boards the captures leave (nil: the
// board as it stands). It reports false when a placed man checks the king
// on one of them without sliding, or a ray that must hold a man has no
// square for one.
func (kr *kingRays) build(cs *captureShaper, king, other pieces.Square, by pieces.Color, captures []Capture) bool {
	f := cs.f
	kr.king, kr.by = king, by
	kr.rays, kr.closed = kr.rays[:0], kr.closed[:0]
	for i := range kr.on {
		kr.on[i] = -1
	}
	boards := captures
	if len(boards) == 0 {
		boards = []Capture{{-1, -1, -1}}
	}
	for sq, t := range cs.placed {
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
				t := cs.placed[sq]
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
			if cs.placed[sq] == free {
				room = true
				active = active || cs.allowed[sq]&f.sliders[by][sq][king] != 0
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
func (cs *captureShaper) checkers(kr *kingRays, sq pieces.Square) uint16 {
	return cs.allowed[sq] & cs.f.sliders[kr.by][sq][kr.king]
}

// build sets p to the plan of an inclusion and exclusion over the rays of
// ie that cross the rays of whole (whose rays go whole into the product).
func (p *plan) build(cs *captureShaper, whole, ie *kingRays) {
	p.crossed, p.options, p.uncrossed, p.estimate = p.crossed[:0], p.options[:0], p.uncrossed[:0], 1
	for r, ray := range ie.rays {
		var opts []option
		crossed, start := false, 0
		segment := func(end int) { // the first man between crossings
			for _, sq := range ray[start:end] {
				if cs.checkers(ie, sq) != 0 {
					opts = append(opts, option{first: start, last: end})
					return
				}
			}
		}
		for k, sq := range ray {
			if cs.placed[sq] != free || whole.on[sq] < 0 {
				continue
			}
			crossed = true
			segment(k)
			if cs.checkers(ie, sq) != 0 {
				opts = append(opts, option{first: k, last: k + 1, onCrossing: true})
			}
			start = k + 1
		}
		if !crossed {
			p.uncrossed = append(p.uncrossed, r)
			continue
		}
		segment(len(ray))
		if ie.closed[r] {
			opts = append(opts, option{first: len(ray), last: len(ray)})
		}
		p.crossed = append(p.crossed, r)
		p.options = append(p.options, opts)
		p.estimate *= 1 + len(opts)
	}
}

// terms adds the terms of the inclusion and exclusion over the crossed
// rays of ie from the j-th on: each ray either unconstrained or in check
// in one of its ways. odd is the parity of the rays in check so far, men
// the free sliders their checks take.
func (cs *captureShaper) terms(whole, ie *kingRays, p *plan, j, odd, men int) {
	if j == len(p.crossed) {
		cs.emit(whole, ie, p, odd)
		return
	}
	cs.terms(whole, ie, p, j+1, odd, men)
	ray := ie.rays[p.crossed[j]]
	for _, o := range p.options[j] {
		uses := 0
		if o.first < len(ray) {
			uses = 1
		}
		if men+uses > cs.sliders[ie.by] {
			continue
		}
		for _, sq := range ray[:o.first] {
			cs.mark[sq] = markEmpty
		}
		if o.onCrossing {
			cs.mark[ray[o.first]] = markForced
		} else if o.first < o.last {
			cs.segs = append(cs.segs, ray[o.first:o.last])
		}
		cs.terms(whole, ie, p, j+1, 1-odd, men+uses)
		for _, sq := range ray[:o.last] {
			cs.mark[sq] = unmarked
		}
		if !o.onCrossing && o.first < o.last {
			cs.segs = cs.segs[:len(cs.segs)-1]
		}
	}
}

// emit builds the shape of one term and adds it to signed[odd]: whole's
// rays (cut where the term puts a checking man), ie's rays that cross
// nothing, the stretches of ie's rays in check before, between or after
// crossings (which must hold a man, the first of which checks), the
// crossing squares that hold a checking man, and the other free squares.
func (cs *captureShaper) emit(whole, ie *kingRays, p *plan, odd int) {
	f, sb := cs.f, cs.signed[odd]
	sb.squares, sb.rays, sb.cells, sb.forced = sb.squares[:0], sb.rays[:0], sb.cells[:0], sb.forced[:0]
	used := sb.used
	clear(used)
	used[whole.king], used[ie.king] = true, true
	ray := func(squares []pieces.Square, closed bool, blocking func(pieces.Square, uint16) uint16) {
		start, hash := len(sb.squares), uint64(0)
		for _, sq := range squares {
			if cs.mark[sq] == markForced {
				closed = false // the checking man blocks the ray
				break
			}
			used[sq] = true
			s := raySquare{length: 1}
			if cs.placed[sq] == free && cs.mark[sq] != markEmpty {
				s.allowed = cs.allowed[sq]
				s.blocking = blocking(sq, s.allowed)
			}
			sb.squares = append(sb.squares, s)
			hash = mix(hash, s)
		}
		if len(sb.squares) > start { // (a ray that must hold a man has a free square: see build)
			sb.rays = append(sb.rays, raySpan{start, len(sb.squares), hash, closed})
		}
	}
	blocks := func(kr *kingRays) func(pieces.Square, uint16) uint16 {
		return func(sq pieces.Square, allowed uint16) uint16 { return allowed &^ f.sliders[kr.by][sq][kr.king] }
	}
	for r, squares := range whole.rays {
		ray(squares, whole.closed[r], blocks(whole))
	}
	for _, r := range p.uncrossed {
		ray(ie.rays[r], ie.closed[r], blocks(ie))
	}
	for _, squares := range cs.segs {
		ray(squares, true, func(sq pieces.Square, allowed uint16) uint16 { return allowed & f.sliders[ie.by][sq][ie.king] })
	}
	for sq, m := range cs.mark {
		if m == markForced {
			used[sq] = true
			sb.forced = append(sb.forced, cs.checkers(ie, pieces.Square(sq)))
		}
	}
	for sq, a := range cs.allowed {
		if !used[sq] && cs.mark[sq] != markEmpty && a != 0 {
			sb.cells = addCell(sb.cells, a, 1)
		}
	}
	sb.finish(1)
}
