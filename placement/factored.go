package placement

import (
	"cmp"
	"context"
	"encoding/binary"
	"fmt"
	"math/big"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"count/pieces"
)

// Factored is the fast Counter. It counts without walking the
// configurations it counts, so its time does not grow with the count.
//
// Under the Placement and Legal rules it fixes the kings of a chess
// material and multiplies generating functions for the rest: a polynomial
// in one variable per piece, whose coefficient of Π x_t^{n_t} is the
// number of ways to place the men. A square (or, for a symmetry, an orbit
// of squares) that is free contributes 1 + Σ x_t^{length} over the pieces
// that may stand on it. Under the Legal rules the king that must not be in
// check sees along eight rays, and only the first man on each ray matters:
// a ray contributes the sum over where that man stands, of the pieces that
// may block there, times the free squares beyond it. Each king placement
// gives a shape (the masks of its free squares and rays); king placements
// of equal shape, such as the images of one under a symmetry, are counted
// once and weighted.
//
// For a symmetry the same holds orbit by orbit: the kings stand on fixed
// squares, an orbit of length L holds L men of one piece (x_t^L), and the
// symmetry permutes the checked king's rays. Under the NonAttacking rule
// Factored runs a backtracking search over squares with bitboards, which
// places a whole orbit at a time. Materials with more than maxMonomials
// monomials go to an Enumerator.
type Factored struct {
	spec   Spec
	vars   []pieces.Piece      // the polynomial's variables: every piece but the kings of a chess material
	counts []int               // men of each variable
	mono   *monomials          // nil when the material has too many monomials
	reach  [][]squareSet       // reach[t][sq]: squares variable t attacks from sq on an empty board
	king   []squareSet         // king[sq]: the squares next to sq
	rays   [][][]pieces.Square // rays[sq]: the squares along each line from sq, nearest first
	// sliders[c][sq][k]: the variables of colour c that attack square k
	// from sq along a line (Legal rules only).
	sliders [2][][]uint16
	enum    *Enumerator
	// Workers is the number of goroutines; 0 means GOMAXPROCS. The count
	// is the same for any number.
	Workers int
	// Progress, if not nil, is told as work units finish.
	Progress Progress
}

// NewFactored returns a Factored counter for a valid spec.
func NewFactored(s Spec) (*Factored, error) {
	e, err := NewEnumerator(s)
	if err != nil {
		return nil, err
	}
	f := &Factored{spec: s, enum: e}
	for _, p := range s.Material.Pieces() {
		if p.Kind == pieces.King && !s.Material.Puzzle() {
			continue
		}
		f.vars = append(f.vars, p)
		f.counts = append(f.counts, s.Material.Count(p))
	}
	f.mono = newMonomials(f.counts)
	b := s.Board
	f.reach = make([][]squareSet, len(f.vars))
	for t, p := range f.vars {
		f.reach[t] = reachTable(b, p)
	}
	f.king = reachTable(b, pieces.Piece{Kind: pieces.King})
	if s.Rules == Legal {
		f.rays = make([][][]pieces.Square, b.Squares())
		for sq := range f.rays {
			x, y := b.Coords(pieces.Square(sq))
			for _, d := range directions {
				var ray []pieces.Square
				for i, j := x+d[0], y+d[1]; b.On(i, j); i, j = i+d[0], j+d[1] {
					ray = append(ray, b.Square(i, j))
				}
				f.rays[sq] = append(f.rays[sq], ray)
			}
		}
		for c := range f.sliders {
			f.sliders[c] = make([][]uint16, b.Squares())
			for sq := range f.sliders[c] {
				f.sliders[c][sq] = make([]uint16, b.Squares())
				for t, p := range f.vars {
					if p.Color != pieces.Color(c) || !p.Kind.Slides() {
						continue
					}
					for k := range f.sliders[c][sq] {
						if f.reach[t][sq].has(pieces.Square(k)) {
							f.sliders[c][sq][k] |= 1 << t
						}
					}
				}
			}
		}
	}
	return f, nil
}

// reachTable returns, for each square, the squares p attacks from it on
// an empty board.
func reachTable(b pieces.Board, p pieces.Piece) []squareSet {
	r := make([]squareSet, b.Squares())
	for sq := range r {
		for _, t := range b.Reach(p, pieces.Square(sq)) {
			r[sq].add(t)
		}
	}
	return r
}

func (f *Factored) workers(units int) int {
	w := f.Workers
	if w <= 0 {
		w = runtime.GOMAXPROCS(0)
	}
	return max(1, min(w, units))
}

// FixedCount implements Counter.
func (f *Factored) FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error) {
	n := f.spec.Board.Squares()
	for _, perm := range perms {
		if len(perm) != n {
			return nil, fmt.Errorf("placement: permutation of %d squares on a %s board", len(perm), f.spec.Board)
		}
	}
	if f.spec.Rules == NonAttacking {
		return f.apart(ctx, orbitsOf(n, perms))
	}
	if f.mono == nil {
		f.enum.Workers, f.enum.Progress = f.Workers, f.Progress
		return f.enum.FixedCount(ctx, perms...)
	}
	shapes := f.shapes(orbitsOf(n, perms))
	ps := moduli(f.bound())
	residues := make([][]uint64, len(shapes))
	var (
		next atomic.Int64
		stop atomic.Bool
		mu   sync.Mutex // guards done and calls to Progress
		done int
		wg   sync.WaitGroup
	)
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	workers := f.workers(len(shapes))
	wg.Add(workers)
	for range workers {
		go func() {
			defer wg.Done()
			buf := make([]poly, 2)
			for i := range buf {
				buf[i] = make(poly, f.mono.size)
			}
			for {
				u := int(next.Add(1) - 1)
				if u >= len(shapes) || stop.Load() {
					return
				}
				residues[u] = make([]uint64, len(ps))
				for k, p := range ps {
					residues[u][k] = f.mono.evaluate(&shapes[u], buf, p)
				}
				mu.Lock()
				done++
				if f.Progress != nil {
					f.Progress(done, len(shapes))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sums := make([]uint64, len(ps))
	for u, sh := range shapes {
		for k, p := range ps {
			sums[k] = addMod(sums[k], mulMod(residues[u][k], sh.weight%p, p), p)
		}
	}
	return f.labels(combine(sums, ps)), nil
}

// labels multiplies an unlabelled count by the orders in which identical
// men may be labelled, under Spec.Labelled.
func (f *Factored) labels(c *big.Int) *big.Int {
	if f.spec.Labelled {
		for _, n := range f.counts {
			c.Mul(c, new(big.Int).MulRange(1, int64(n)))
		}
	}
	return c
}

// bound returns a number above every unlabelled count of the spec: the
// sides to move times the ways to put the men on distinct squares.
func (f *Factored) bound() *big.Int {
	m := f.spec.Material
	squares := int64(f.spec.Board.Squares())
	b := new(big.Int).MulRange(squares-int64(m.Men())+1, squares)
	for _, p := range m.Pieces() {
		b.Quo(b, new(big.Int).MulRange(1, int64(m.Count(p))))
	}
	b.Mul(b, big.NewInt(int64(len(f.spec.Sides()))))
	return b.Add(b, big.NewInt(1))
}

// shape is what the completions of one king placement depend on.
type shape struct {
	cells  []cell
	rays   [][]raySquare
	weight uint64 // king placements (times sides to move) of this shape
}

// cell is count orbits of length squares on which the men of the pieces
// in mask may stand.
type cell struct {
	mask          uint16
	length, count int
}

// raySquare is an orbit of squares at one distance along the rays of one
// orbit from the king that must not be in check: the pieces that may stand
// there, those of them that may be the first men on the rays, and the
// orbit's length.
type raySquare struct {
	allowed, blocking uint16
	length            int
}

// directions are the eight lines through a square.
var directions = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// shapes returns the shapes of every placement of the kings on fixed
// squares (once for a puzzle material), each once with its weight.
func (f *Factored) shapes(orbits [][]pieces.Square) []shape {
	sb := &shaper{f: f, orbits: orbits, orbitOf: make([]int, f.spec.Board.Squares()), used: make([]bool, f.spec.Board.Squares()), index: map[string]int{}}
	for i, o := range orbits {
		sb.base = append(sb.base, f.allowed(o))
		for _, sq := range o {
			sb.orbitOf[sq] = i
		}
	}
	if f.spec.Material.Puzzle() {
		sb.add(nil, pieces.White, 1)
		return sb.out
	}
	n := f.spec.Board.Squares()
	var fixed []pieces.Square
	for _, o := range orbits {
		if len(o) == 1 {
			fixed = append(fixed, o[0])
		}
	}
	// For the identity (every square fixed), king placements that a
	// symmetry of the rules maps onto each other have completions in
	// bijection: count one of each class, weighted by the class's size.
	syms := [][]pieces.Square{nil}
	if len(fixed) == n {
		syms = f.symmetries()
	}
	weight := make([]uint64, n*n)
	for _, wk := range fixed {
		for _, bk := range fixed {
			if wk == bk || f.king[wk].has(bk) {
				continue
			}
			least := int(wk)*n + int(bk)
			for _, g := range syms[1:] {
				least = min(least, int(g[wk])*n+int(g[bk]))
			}
			weight[least]++
		}
	}
	for pair, w := range weight {
		if w > 0 {
			for _, side := range f.spec.Sides() {
				sb.add([]pieces.Square{pieces.Square(pair / n), pieces.Square(pair % n)}, side, w)
			}
		}
	}
	return sb.out
}

// symmetries returns the identity and the board's symmetries that keep the
// spec's rules: the file mirror; the rank mirror and the half turn without
// pawns; all eight on a square board without pawns. (Package burnside
// names these groups; this package does not import it.)
func (f *Factored) symmetries() [][]pieces.Square {
	b := f.spec.Board
	pawns := f.spec.Material.HasPawns()
	var out [][]pieces.Square
	for _, m := range []struct{ h, v, d bool }{{}, {v: true}, {h: true}, {h: true, v: true}, {d: true}, {h: true, d: true}, {v: true, d: true}, {h: true, v: true, d: true}} {
		if (pawns && (m.h || m.d)) || (m.d && b.Files != b.Ranks) {
			continue
		}
		perm := make([]pieces.Square, b.Squares())
		for sq := range perm {
			x, y := b.Coords(pieces.Square(sq))
			if m.h {
				y = b.Ranks - 1 - y
			}
			if m.v {
				x = b.Files - 1 - x
			}
			if m.d {
				x, y = y, x
			}
			perm[sq] = b.Square(x, y)
		}
		out = append(out, perm)
	}
	return out
}

// shaper builds shapes and keeps one of each.
type shaper struct {
	f       *Factored
	orbits  [][]pieces.Square
	orbitOf []int    // orbitOf[sq]: the index of sq's orbit
	base    []uint16 // base[o]: Factored.allowed(orbits[o])
	used    []bool   // squares of the kings and rays, while a shape is built
	index   map[string]int
	out     []shape
	key     []byte
}

// add counts the placement of the kings (White's, Black's) with side to
// move weight times.
func (sb *shaper) add(kings []pieces.Square, side pieces.Color, weight uint64) {
	f := sb.f
	for _, k := range kings {
		sb.used[k] = true
	}
	var sh shape
	checked := pieces.Square(-1) // the king that must not be in check
	var contact []int            // variables of side to move that check without sliding
	if f.spec.Rules == Legal {
		checked = kings[side.Other()]
		for t, p := range f.vars {
			if p.Color == side && !p.Kind.Slides() {
				contact = append(contact, t)
			}
		}
	}
	// allowed returns the pieces that may stand on orbit o.
	allowed := func(o int) uint16 {
		mask := sb.base[o]
		for _, t := range contact {
			for _, sq := range sb.orbits[o] {
				if f.reach[t][sq].has(checked) {
					mask &^= 1 << t
				}
			}
		}
		return mask
	}
	if checked >= 0 {
		// The checked king stands on a fixed square, so the symmetries
		// permute its rays, and the squares at one distance along the rays
		// of one orbit form an orbit: each orbit of rays is one ray of
		// orbits. (The other king, if it cuts a ray, fixes that ray.)
		for _, ray := range f.rays[checked] {
			if len(ray) == 0 || sb.used[ray[0]] {
				continue // a ray of an orbit done, or one the other king cuts at once
			}
			var r []raySquare
			for _, sq := range ray {
				if sb.used[sq] {
					break // the other king: it blocks the ray
				}
				o := sb.orbitOf[sq]
				a := allowed(o)
				b := a
				for _, q := range sb.orbits[o] {
					sb.used[q] = true
					b &^= f.sliders[side][q][checked]
				}
				r = append(r, raySquare{a, b, len(sb.orbits[o])})
			}
			if len(r) > 0 {
				sh.rays = append(sh.rays, r)
			}
		}
		slices.SortFunc(sh.rays, func(a, b []raySquare) int {
			return slices.CompareFunc(a, b, func(x, y raySquare) int {
				return cmp.Or(cmp.Compare(x.length, y.length), cmp.Compare(x.allowed, y.allowed), cmp.Compare(x.blocking, y.blocking))
			})
		})
	}
	for i, o := range sb.orbits {
		if sb.used[o[0]] { // the kings' and the rays' orbits
			continue
		}
		c := cell{mask: allowed(i), length: len(o), count: 1}
		if c.mask == 0 {
			continue
		}
		if j := slices.IndexFunc(sh.cells, func(d cell) bool { return d.mask == c.mask && d.length == c.length }); j >= 0 {
			sh.cells[j].count++
		} else {
			sh.cells = append(sh.cells, c)
		}
	}
	clear(sb.used)
	slices.SortFunc(sh.cells, func(a, b cell) int {
		return cmp.Or(cmp.Compare(a.length, b.length), cmp.Compare(a.mask, b.mask))
	})
	key := sb.key[:0]
	for _, c := range sh.cells {
		key = binary.AppendUvarint(key, uint64(c.length))
		key = binary.AppendUvarint(key, uint64(c.mask))
		key = binary.AppendUvarint(key, uint64(c.count))
	}
	for _, r := range sh.rays {
		key = append(key, 0xff) // no varint starts so
		for _, s := range r {
			key = binary.AppendUvarint(key, uint64(s.length))
			key = binary.AppendUvarint(key, uint64(s.allowed))
			key = binary.AppendUvarint(key, uint64(s.blocking))
		}
	}
	sb.key = key
	i, ok := sb.index[string(key)]
	if !ok {
		i = len(sb.out)
		sb.index[string(key)] = i
		sb.out = append(sb.out, sh)
	}
	sb.out[i].weight += weight
}

// allowed returns the variables whose men may fill the orbit o: no more
// squares than men (one square under Labelled, since a labelled man is
// fixed only on a fixed square) and no pawn on a back rank.
func (f *Factored) allowed(o []pieces.Square) uint16 {
	var mask uint16
	for t, p := range f.vars {
		ok := len(o) <= f.counts[t] && (!f.spec.Labelled || len(o) == 1)
		for _, sq := range o {
			if p.Kind == pieces.Pawn && backRank(f.spec.Board, sq) {
				ok = false
			}
		}
		if ok {
			mask |= 1 << t
		}
	}
	return mask
}

func backRank(b pieces.Board, sq pieces.Square) bool {
	_, rank := b.Coords(sq)
	return rank == 0 || rank == b.Ranks-1
}

// evaluate returns, modulo p, the number of completions of sh: the
// coefficient of the whole material in the product of its cells' and
// rays' generating functions. buf holds two polynomials to work in.
func (m *monomials) evaluate(sh *shape, buf []poly, p uint64) uint64 {
	f, g := buf[0], buf[1]
	clear(f)
	f[0] = 1
	for _, c := range sh.cells {
		for range c.count {
			m.mulCell(f, c.mask, c.length, p)
		}
	}
	// A ray times f: f (the ray empty) plus, for each square i, the pieces
	// that may block there times f times the free squares beyond i. g runs
	// from the far end, holding f times the squares beyond i.
	for _, ray := range sh.rays {
		copy(g, f)
		for i := len(ray) - 1; i >= 0; i-- {
			m.addShifted(f, g, ray[i].blocking, ray[i].length, p)
			m.mulCell(g, ray[i].allowed, ray[i].length, p)
		}
	}
	return f[m.size-1]
}
