package placement

import (
	"bytes"
	"context"
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
// Under the Legal rules Factored counts the identity's term so; the other
// elements fix few configurations and go to an Enumerator. Under the
// NonAttacking rule it runs a backtracking search over squares with
// bitboards, which places a whole orbit at a time for a symmetry.
type Factored struct {
	spec   Spec
	vars   []pieces.Piece // the polynomial's variables: every piece but the kings of a chess material
	counts []int          // men of each variable
	mono   *monomials     // nil when the material has too many monomials
	reach  [][]squareSet  // reach[t][sq]: squares variable t attacks from sq on an empty board
	king   []squareSet    // king[sq]: the squares next to sq
	enum   *Enumerator
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
	identity := true
	for _, perm := range perms {
		if len(perm) != n {
			return nil, fmt.Errorf("placement: permutation of %d squares on a %s board", len(perm), f.spec.Board)
		}
		for sq, t := range perm {
			identity = identity && int(t) == sq
		}
	}
	if f.spec.Rules == NonAttacking {
		return f.apart(ctx, orbitsOf(n, perms))
	}
	if f.mono == nil || (f.spec.Rules == Legal && !identity) {
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

// raySquare is a square on a ray from the king that must not be in check:
// the pieces that may stand there, and those of them that may be the first
// man on the ray.
type raySquare struct{ allowed, blocking uint16 }

// directions are the eight lines through a square.
var directions = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// shapes returns the shapes of every placement of the kings on fixed
// squares (once for a puzzle material), each once with its weight.
func (f *Factored) shapes(orbits [][]pieces.Square) []shape {
	var out []shape
	index := map[string]int{}
	add := func(kings []pieces.Square, side pieces.Color) {
		key, sh := f.shapeOf(orbits, kings, side)
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, sh)
		}
		out[i].weight++
	}
	if f.spec.Material.Puzzle() {
		add(nil, pieces.White)
		return out
	}
	var fixed []pieces.Square
	for _, o := range orbits {
		if len(o) == 1 {
			fixed = append(fixed, o[0])
		}
	}
	for _, wk := range fixed {
		for _, bk := range fixed {
			if wk == bk || f.king[wk].has(bk) {
				continue
			}
			for _, side := range f.spec.Sides() {
				add([]pieces.Square{wk, bk}, side)
			}
		}
	}
	return out
}

// shapeOf returns the shape of the kings' placement (White's, Black's)
// with side to move, and a key equal for equal shapes.
func (f *Factored) shapeOf(orbits [][]pieces.Square, kings []pieces.Square, side pieces.Color) (string, shape) {
	b := f.spec.Board
	used := make([]bool, b.Squares())
	for _, k := range kings {
		used[k] = true
	}
	var sh shape
	var rays [][]byte
	checked := pieces.Square(-1) // the king that must not be in check
	if f.spec.Rules == Legal {
		checked = kings[side.Other()]
		kx, ky := b.Coords(checked)
		for _, d := range directions {
			var ray []raySquare
			for x, y := kx+d[0], ky+d[1]; b.On(x, y); x, y = x+d[0], y+d[1] {
				sq := b.Square(x, y)
				if used[sq] {
					break // the other king: it blocks the ray
				}
				used[sq] = true
				allowed := f.allowed([]pieces.Square{sq}, side, checked)
				blocking := allowed
				for t, p := range f.vars {
					if p.Color == side && p.Kind.Slides() && f.reach[t][sq].has(checked) {
						blocking &^= 1 << t
					}
				}
				ray = append(ray, raySquare{allowed, blocking})
			}
			if len(ray) > 0 {
				sh.rays = append(sh.rays, ray)
			}
		}
		slices.SortFunc(sh.rays, func(a, b []raySquare) int { return bytes.Compare(rayKey(a), rayKey(b)) })
		for _, r := range sh.rays {
			rays = append(rays, rayKey(r))
		}
	}
	cells := map[cell]int{}
	for _, o := range orbits {
		if slices.ContainsFunc(o, func(sq pieces.Square) bool { return used[sq] }) {
			continue
		}
		if mask := f.allowed(o, side, checked); mask != 0 {
			cells[cell{mask: mask, length: len(o)}]++
		}
	}
	for c, n := range cells {
		c.count = n
		sh.cells = append(sh.cells, c)
	}
	slices.SortFunc(sh.cells, func(a, b cell) int {
		if a.length != b.length {
			return a.length - b.length
		}
		return int(a.mask) - int(b.mask)
	})
	key := fmt.Appendf(nil, "%v|", sh.cells)
	key = append(key, bytes.Join(rays, []byte{'|'})...)
	return string(key), sh
}

func rayKey(r []raySquare) []byte {
	k := make([]byte, 0, 4*len(r))
	for _, s := range r {
		k = append(k, byte(s.allowed>>8), byte(s.allowed), byte(s.blocking>>8), byte(s.blocking))
	}
	return k
}

// allowed returns the variables whose men may fill the orbit o: no more
// squares than men (one square under Labelled, since a labelled man is
// fixed only on a fixed square), no pawn on a back rank, and, when checked
// is a square, no man of side to move there that attacks it without
// sliding (a knight's or pawn's contact check).
func (f *Factored) allowed(o []pieces.Square, side pieces.Color, checked pieces.Square) uint16 {
	var mask uint16
	for t, p := range f.vars {
		ok := len(o) <= f.counts[t] && (!f.spec.Labelled || len(o) == 1)
		for _, sq := range o {
			if p.Kind == pieces.Pawn && backRank(f.spec.Board, sq) {
				ok = false
			}
			if checked >= 0 && p.Color == side && !p.Kind.Slides() && f.reach[t][sq].has(checked) {
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
			m.addShifted(f, g, ray[i].blocking, p)
			m.mulCell(g, ray[i].allowed, 1, p)
		}
	}
	return f[m.size-1]
}
