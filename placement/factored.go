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

	"count/internal/genfunc"
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
// places a whole orbit at a time. Materials with more than genfunc.MaxMonomials
// monomials go to an Enumerator.
type Factored struct {
	spec   Spec
	vars   []pieces.Piece      // the polynomial's variables: every piece but the kings of a chess material
	counts []int               // men of each variable
	mono   *genfunc.Monomials  // nil when the material has too many monomials
	reach  [][]squareSet       // reach[t][sq]: squares variable t attacks from sq on an empty board
	king   []squareSet         // king[sq]: the squares next to sq
	rays   [][][]pieces.Square // rays[sq]: the squares along each line from sq, nearest first
	// sliders[c][sq][k] and contact[c][sq][k]: the variables of colour c
	// that attack square k from sq along a line, and otherwise (Legal
	// rules only).
	sliders, contact [2][][]pieceSet
	enum             *Enumerator
	// Workers is the number of goroutines; 0 means GOMAXPROCS. The count
	// is the same for any number.
	Workers int
	// Progress, if not nil, is told as work units finish.
	Progress Progress
}

// NewFactored returns a Factored counter for a valid spec. A Factored
// counts one FixedCount at a time (it sets its own goroutines to work).
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
	f.mono = genfunc.NewMonomials(f.counts)
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
			f.sliders[c] = make([][]pieceSet, b.Squares())
			f.contact[c] = make([][]pieceSet, b.Squares())
			for sq := range f.sliders[c] {
				f.sliders[c][sq] = make([]pieceSet, b.Squares())
				f.contact[c][sq] = make([]pieceSet, b.Squares())
				for t, p := range f.vars {
					if p.Color != pieces.Color(c) {
						continue
					}
					table := f.contact[c][sq]
					if p.Kind.Slides() {
						table = f.sliders[c][sq]
					}
					for k := range table {
						if f.reach[t][sq].has(pieces.Square(k)) {
							table[k] |= 1 << t
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
	return f.sum(ctx, f.shapes(orbitsOf(n, perms)), f.mono)
}

// sum returns the completions of every shape, weighted: the
// coefficient of mono's last monomial (the men left to place: the whole
// material, less those a Constraint placed), times the labellings under
// Spec.Labelled.
func (f *Factored) sum(ctx context.Context, shapes []shape, mono *genfunc.Monomials) (*big.Int, error) {
	ps := genfunc.Moduli(f.bound())
	residues := make([][]uint64, len(shapes))
	err := eachUnit(ctx, len(shapes), f.Workers, f.Progress, func(stop *atomic.Bool) worker {
		buf := []genfunc.Poly{mono.NewPoly(), mono.NewPoly()}
		return worker{work: func(u int) {
			residues[u] = make([]uint64, len(ps))
			for k, p := range ps {
				residues[u][k] = shapes[u].evaluate(mono, buf, p, stop)
			}
		}}
	})
	if err != nil {
		return nil, err
	}
	sums := make([]uint64, len(ps))
	for u, sh := range shapes {
		for k, p := range ps {
			sums[k] = genfunc.AddMod(sums[k], genfunc.MulMod(residues[u][k], sh.weight%p, p), p)
		}
	}
	return f.labels(genfunc.Combine(sums, ps)), nil
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
	closed []bool // closed[i]: ray i ends at a man that gives check, so it must hold a man
	// forced squares must hold a man of one of the pieces in their mask
	// (the terms of counts with captures only).
	forced []pieceSet
	weight uint64 // king placements (times sides to move) of this shape
}

// cell is count orbits of length squares on which the men of the pieces
// in mask may stand.
type cell struct {
	mask          pieceSet
	length, count int
}

// raySquare is an orbit of squares at one distance along the rays of one
// orbit from the king that must not be in check: the pieces that may stand
// there, those of them that may be the first men on the rays, and the
// orbit's length.
type raySquare struct {
	allowed, blocking pieceSet
	length            int
}

// directions are the eight lines through a square.
var directions = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// shapes returns the shapes of every placement of the kings on fixed
// squares (once for a puzzle material), each once with its weight.
func (f *Factored) shapes(orbits [][]pieces.Square) []shape {
	if f.spec.Material.Puzzle() {
		sb := f.newShaper(orbits)
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
	var pairs []int
	for pair, w := range weight {
		if w > 0 {
			pairs = append(pairs, pair)
		}
	}
	// Build the shapes on every core, each worker taking every workers-th
	// placement, then merge equal shapes.
	workers := f.workers(len(pairs) / 64)
	shapers := make([]*shaper, workers)
	var wg sync.WaitGroup
	for i := range shapers {
		wg.Go(func() {
			sb := f.newShaper(orbits)
			for j := i; j < len(pairs); j += workers {
				wk, bk := pieces.Square(pairs[j]/n), pieces.Square(pairs[j]%n)
				for _, side := range f.spec.Sides() {
					if len(fixed) == n {
						sb.addPair(wk, bk, side, weight[pairs[j]])
					} else {
						sb.add([]pieces.Square{wk, bk}, side, weight[pairs[j]])
					}
				}
			}
			shapers[i] = sb
		})
	}
	wg.Wait()
	return merge(shapers)
}

// merge returns the shapes the shapers built, equal shapes once.
func merge(shapers []*shaper) []shape {
	all := shapers[0]
	for _, sb := range shapers[1:] {
		for key, i := range sb.index {
			if j, ok := all.index[key]; ok {
				all.out[j].weight += sb.out[i].weight
			} else {
				all.index[key] = len(all.out)
				all.out = append(all.out, sb.out[i])
			}
		}
	}
	return all.out
}

func (f *Factored) newShaper(orbits [][]pieces.Square) *shaper {
	n := f.spec.Board.Squares()
	sb := &shaper{f: f, orbits: orbits, orbitOf: make([]int, n), used: make([]bool, n), index: map[string]int{}, baselines: map[int]*baseline{}, placed: make([]int, n)}
	for sq := range sb.placed {
		sb.placed[sq] = free
	}
	for i, o := range orbits {
		sb.base = append(sb.base, f.allowed(o))
		for _, sq := range o {
			sb.orbitOf[sq] = i
		}
	}
	return sb
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
	orbitOf []int      // orbitOf[sq]: the index of sq's orbit
	base    []pieceSet // base[o]: Factored.allowed(orbits[o])
	used    []bool     // squares of the kings and rays, while a shape is built
	index   map[string]int
	out     []shape
	// placed[sq] is what a Constraint puts on sq: free, empty, or the
	// variable of the man placed there. All free without a Constraint.
	placed    []int
	baselines map[int]*baseline // by checked king and side to move, for addPair
	// Buffers for the shape being built: its cells, its rays' squares, and
	// each ray as a span of squares.
	cells   []cell
	squares []raySquare
	rays    []raySpan
	key     []byte
}

// baseline is the shape of the checked king alone, for the identity: its
// rays in full and the cells of the other squares (under the Placement
// rule, no king and no rays). A king placement changes it in a few
// squares, so addPair starts from it.
type baseline struct {
	cells  []cell
	rays   [][]raySquare
	hashes []uint64          // of each ray in full
	line   [][]pieces.Square // the squares of each ray
	ray    []int             // ray[sq]: the ray through sq, or −1
	pos    []int             // pos[sq]: its distance from the king, less one
}

// baseline returns the baseline for the king that must not be in check on
// square checked, with side to move (checked −1 under the Placement rule).
func (sb *shaper) baseline(checked pieces.Square, side pieces.Color) *baseline {
	key := int(checked)*2 + int(side)
	if bl, ok := sb.baselines[key]; ok {
		return bl
	}
	f := sb.f
	n := f.spec.Board.Squares()
	bl := &baseline{ray: make([]int, n), pos: make([]int, n)}
	for sq := range bl.ray {
		bl.ray[sq] = -1
	}
	if checked >= 0 {
		for _, line := range f.rays[checked] {
			if len(line) == 0 {
				continue
			}
			var r []raySquare
			var hash uint64
			for j, sq := range line {
				a := sb.cellMask(sq, side, checked)
				r = append(r, raySquare{a, a &^ f.sliders[side][sq][checked], 1})
				hash = mix(hash, r[j])
				bl.ray[sq], bl.pos[sq] = len(bl.rays), j
			}
			bl.rays = append(bl.rays, r)
			bl.hashes = append(bl.hashes, hash)
			bl.line = append(bl.line, line)
		}
	}
	for sq := range pieces.Square(n) {
		if sq != checked && bl.ray[sq] < 0 {
			bl.cells = addCell(bl.cells, sb.cellMask(sq, side, checked), 1)
		}
	}
	sb.baselines[key] = bl
	return bl
}

// cellMask returns the pieces that may stand on square sq, for the
// identity, with side to move when checked is the square of the king that
// must not be in check.
func (sb *shaper) cellMask(sq pieces.Square, side pieces.Color, checked pieces.Square) pieceSet {
	mask := sb.base[sq]
	if checked >= 0 {
		mask &^= sb.f.contact[side][sq][checked]
	}
	return mask
}

// addCell adds n squares (n may be −1) of one square each on which the
// pieces of mask may stand.
func addCell(cells []cell, mask pieceSet, n int) []cell {
	if mask == 0 {
		return cells
	}
	for i, c := range cells {
		if c.mask == mask && c.length == 1 {
			cells[i].count += n
			if cells[i].count == 0 {
				cells = slices.Delete(cells, i, i+1)
			}
			return cells
		}
	}
	return append(cells, cell{mask: mask, length: 1, count: n})
}

// addPair is add for the identity, where every orbit is one square: it
// starts from the checked king's baseline and changes the squares the
// other king takes or frees.
func (sb *shaper) addPair(wk, bk pieces.Square, side pieces.Color, weight uint64) {
	kings := [2]pieces.Square{wk, bk}
	checked, other := pieces.Square(-1), kings[side]
	if sb.f.spec.Rules == Legal {
		checked = kings[side.Other()]
	}
	bl := sb.baseline(checked, side)
	sb.cells = append(sb.cells[:0], bl.cells...)
	sb.squares, sb.rays = sb.squares[:0], sb.rays[:0]
	cut, at := -1, 0 // the ray the other king cuts, and where
	if checked < 0 {
		sb.cells = addCell(sb.cells, sb.cellMask(wk, side, checked), -1)
		sb.cells = addCell(sb.cells, sb.cellMask(bk, side, checked), -1)
	} else if cut = bl.ray[other]; cut < 0 {
		sb.cells = addCell(sb.cells, sb.cellMask(other, side, checked), -1)
	} else {
		at = bl.pos[other]
		for _, sq := range bl.line[cut][at+1:] {
			sb.cells = addCell(sb.cells, sb.cellMask(sq, side, checked), 1)
		}
	}
	for i, r := range bl.rays {
		hash := bl.hashes[i]
		if i == cut {
			r = r[:at]
			hash = 0
			for _, s := range r {
				hash = mix(hash, s)
			}
		}
		if len(r) > 0 {
			start := len(sb.squares)
			sb.squares = append(sb.squares, r...)
			sb.rays = append(sb.rays, raySpan{start, len(sb.squares), hash, false})
		}
	}
	sb.finish(weight)
}

// mix adds a ray's next square to its hash.
func mix(hash uint64, s raySquare) uint64 {
	return (hash^uint64(s.allowed)<<32^uint64(s.blocking)<<16^uint64(s.length))*0x100000001b3 + 1
}

// raySpan is a ray in shaper.squares, with a hash of its squares.
type raySpan struct {
	start, end int
	hash       uint64
	closed     bool
}

// add counts the placement of the kings (White's, Black's) with side to
// move weight times. It builds the shape in the shaper's buffers and
// copies it only when it is new.
func (sb *shaper) add(kings []pieces.Square, side pieces.Color, weight uint64) {
	f := sb.f
	for _, k := range kings {
		sb.used[k] = true
	}
	checked := pieces.Square(-1) // the king that must not be in check
	var contact [][]pieceSet     // contact[sq][checked]: pieces of side to move that check from sq without sliding
	if f.spec.Rules == Legal {
		checked = kings[side.Other()]
		contact = f.contact[side]
	}
	// allowed returns the pieces that may stand on orbit o.
	allowed := func(o int) pieceSet {
		mask := sb.base[o]
		if checked >= 0 {
			for _, sq := range sb.orbits[o] {
				mask &^= contact[sq][checked]
			}
		}
		return mask
	}
	sb.squares, sb.rays, sb.cells = sb.squares[:0], sb.rays[:0], sb.cells[:0]
	if !sb.hold(side, checked) {
		clear(sb.used)
		return // a placed man gives check
	}
	if checked >= 0 {
		// The checked king stands on a fixed square, so the symmetries
		// permute its rays, and the squares at one distance along the rays
		// of one orbit form an orbit: each orbit of rays is one ray of
		// orbits. (The other king, if it cuts a ray, fixes that ray.)
		for _, ray := range f.rays[checked] {
			if len(ray) == 0 || sb.used[ray[0]] && sb.placed[ray[0]] == free {
				continue // a ray of an orbit done, or one the other king cuts at once
			}
			start := len(sb.squares)
			hash := uint64(0)
			closed := false
			for _, sq := range ray {
				if t := sb.placed[sq]; t == empty {
					sb.squares = append(sb.squares, raySquare{0, 0, 1})
					hash = mix(hash, sb.squares[len(sb.squares)-1])
					continue
				} else if t != free {
					// A placed man ends the ray; if it checks along it,
					// a man must stand between.
					closed = f.sliders[side][sq][checked]&(1<<t) != 0
					break
				}
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
				sb.squares = append(sb.squares, raySquare{a, b, len(sb.orbits[o])})
				hash = mix(hash, sb.squares[len(sb.squares)-1])
			}
			if len(sb.squares) == start {
				if closed {
					clear(sb.used)
					return // a placed man next to the king, or beyond empty squares, gives check
				}
				continue
			}
			sb.rays = append(sb.rays, raySpan{start, len(sb.squares), hash, closed})
		}
	}
	for i, o := range sb.orbits {
		if sb.used[o[0]] { // the kings' and the rays' orbits
			continue
		}
		c := cell{mask: allowed(i), length: len(o), count: 1}
		if c.mask == 0 {
			continue
		}
		if j := slices.IndexFunc(sb.cells, func(d cell) bool { return d.mask == c.mask && d.length == c.length }); j >= 0 {
			sb.cells[j].count++
		} else {
			sb.cells = append(sb.cells, c)
		}
	}
	clear(sb.used)
	sb.finish(weight)
}

// finish keeps the shape in the shaper's buffers, weight times: it sorts
// the cells and the rays, and copies the shape if its key is new.
func (sb *shaper) finish(weight uint64) {
	// Equal rays in another order make an equal shape: sort them, by a
	// hash of their squares. (A collision would only keep two equal shapes
	// apart; the key holds the squares themselves.)
	slices.SortStableFunc(sb.rays, func(a, b raySpan) int {
		return cmp.Or(cmp.Compare(a.hash, b.hash), cmp.Compare(bit(a.closed), bit(b.closed)))
	})
	slices.SortFunc(sb.cells, func(a, b cell) int {
		return cmp.Or(cmp.Compare(a.length, b.length), cmp.Compare(a.mask, b.mask))
	})
	key := sb.key[:0]
	for _, c := range sb.cells {
		key = binary.AppendUvarint(key, uint64(c.length))
		key = binary.AppendUvarint(key, uint64(c.mask))
		key = binary.AppendUvarint(key, uint64(c.count))
	}
	for _, r := range sb.rays {
		key = append(key, 0xff-byte(bit(r.closed))) // no varint starts so
		for _, s := range sb.squares[r.start:r.end] {
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
		sh := shape{cells: slices.Clone(sb.cells), rays: make([][]raySquare, len(sb.rays)), closed: make([]bool, len(sb.rays))}
		squares := slices.Clone(sb.squares) // one allocation for all the rays
		for k, r := range sb.rays {
			sh.rays[k], sh.closed[k] = squares[r.start:r.end:r.end], r.closed
		}
		sb.out = append(sb.out, sh)
	}
	sb.out[i].weight += weight
}

// allowed returns the variables whose men may fill the orbit o: no more
// squares than men (one square under Labelled, since a labelled man is
// fixed only on a fixed square) and no pawn on a back rank.
func (f *Factored) allowed(o []pieces.Square) pieceSet {
	var mask pieceSet
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
// coefficient of the last monomial (the men left to place) in the product
// of the generating functions of its cells, forced squares and rays. buf
// holds two polynomials to work in. Once stop is set it returns early with
// a meaningless value: a shape of a large material takes seconds.
func (sh *shape) evaluate(m *genfunc.Monomials, buf []genfunc.Poly, p uint64, stop *atomic.Bool) uint64 {
	f := buf[0]
	m.One(f)
	sh.multiply(m, f, buf[1], p, stop)
	return m.Last(f)
}

// multiply sets f to f times the generating functions of sh's cells,
// forced squares and rays, modulo p; g is a polynomial to work in. Once
// stop is set it returns early, leaving f meaningless.
func (sh *shape) multiply(m *genfunc.Monomials, f, g genfunc.Poly, p uint64, stop *atomic.Bool) {
	for _, c := range sh.cells {
		for range c.count {
			if stop.Load() {
				return
			}
			m.MulFactor(f, c.mask, c.length, p)
		}
	}
	for _, mask := range sh.forced { // f·Σ_{t∈mask} x_t: the square may not stay empty
		copy(g, f)
		clear(f)
		m.AddPowers(f, g, mask, 1, p)
	}
	// A ray times f: f (the ray empty) plus, for each square i, the pieces
	// that may block there times f times the free squares beyond i. g runs
	// from the far end, holding f times the squares beyond i.
	for r, ray := range sh.rays {
		if stop.Load() {
			return
		}
		copy(g, f)
		if sh.closed[r] {
			clear(f) // the ray may not be empty
		}
		for i := len(ray) - 1; i >= 0; i-- {
			m.AddPowers(f, g, ray[i].blocking, ray[i].length, p)
			m.MulFactor(g, ray[i].allowed, ray[i].length, p)
		}
	}
}

func bit(b bool) byte {
	if b {
		return 1
	}
	return 0
}
