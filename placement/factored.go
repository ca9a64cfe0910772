package placement

import (
	"context"
	"fmt"
	"math/big"
	"sync/atomic"

	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
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
// gives a shape (the pieces that may stand on each of its free squares
// and rays: see shape); king placements of equal shape, such as the
// images of one under a symmetry, are counted once and weighted.
//
// For a symmetry the same holds orbit by orbit: the kings stand on fixed
// squares, an orbit of length L holds L men of one piece (x_t^L), and the
// symmetry permutes the checked king's rays. Under the NonAttacking rule
// each term goes the way Spec.TermMethod says: the n-queens puzzle's
// identity rank by rank; kings, knights and pawns by a transfer over the
// orbits; the rest by a backtracking search over squares with bitboards,
// which places a whole orbit at a time. Materials with more than
// genfunc.MaxMonomials monomials go to an Enumerator.
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
	f.reach = make([][]squareSet, len(f.vars))
	for t, p := range f.vars {
		f.reach[t] = reachTable(s.Board, p)
	}
	f.king = reachTable(s.Board, pieces.Piece{Kind: pieces.King})
	if s.Rules == Legal {
		f.rays = rayTable(s.Board)
		for c := range f.sliders {
			f.sliders[c], f.contact[c] = f.checkTables(pieces.Color(c))
		}
	}
	return f, nil
}

// rayTable returns, for each square, the squares along each of the eight
// lines from it, nearest first.
func rayTable(b pieces.Board) [][][]pieces.Square {
	rays := make([][][]pieces.Square, b.Squares())
	for sq := range rays {
		for _, d := range pieces.Lines {
			var ray []pieces.Square
			for to := range b.Line(pieces.Square(sq), d) {
				ray = append(ray, to)
			}
			rays[sq] = append(rays[sq], ray)
		}
	}
	return rays
}

// checkTables returns, for each pair of squares sq and k, the variables
// of colour c that attack k from sq along a line (sliders), and those that
// attack it otherwise (contact).
func (f *Factored) checkTables(c pieces.Color) (sliders, contact [][]pieceSet) {
	n := f.spec.Board.Squares()
	sliders, contact = make([][]pieceSet, n), make([][]pieceSet, n)
	for sq := range n {
		sliders[sq], contact[sq] = make([]pieceSet, n), make([]pieceSet, n)
		for t, p := range f.vars {
			if p.Color != c {
				continue
			}
			table := contact[sq]
			if p.Kind.Slides() {
				table = sliders[sq]
			}
			for k := range table {
				if f.reach[t][sq].has(pieces.Square(k)) {
					table[k] = table[k].With(t)
				}
			}
		}
	}
	return sliders, contact
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

// FixedCount implements Counter.
func (f *Factored) FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error) {
	n := f.spec.Board.Squares()
	for _, perm := range perms {
		if len(perm) != n {
			return nil, fmt.Errorf("placement: permutation of %d squares on a %s board", len(perm), f.spec.Board)
		}
	}
	if f.spec.Rules == NonAttacking {
		switch m, plan, _ := f.spec.termPlan(perms); m {
		case RankByRank:
			return f.queenRows(ctx)
		case Transfer:
			if c, ok, err := f.runTransfer(ctx, plan); ok || err != nil {
				return c, err
			}
		}
		return f.apart(ctx, orbitsOf(n, perms))
	}
	if f.mono == nil {
		return f.enum.withRun(f.Workers, f.Progress).FixedCount(ctx, perms...)
	}
	shapes, err := f.shapes(ctx, orbitsOf(n, perms))
	if err != nil {
		return nil, err
	}
	return f.sum(ctx, shapes, f.mono)
}

// sum returns the completions of every shape, weighted: the
// coefficient of mono's last monomial (the men left to place: the whole
// material, less those a Constraint placed), times the labellings under
// Spec.Labelled.
func (f *Factored) sum(ctx context.Context, set *shapeSet, mono *genfunc.Monomials) (*big.Int, error) {
	ps := genfunc.Moduli(f.bound())
	residues := make([][]uint64, set.len())
	err := workers.Each(ctx, set.len(), f.Workers, f.Progress, func(stop *atomic.Bool) workers.Worker {
		product, scratch := mono.NewPoly(), mono.NewPoly()
		return workers.Worker{Work: func(u int) {
			residues[u] = make([]uint64, len(ps))
			for k, p := range ps {
				sh, _ := set.at(u)
				residues[u][k] = sh.evaluate(mono, product, scratch, p, stop)
			}
		}}
	})
	if err != nil {
		return nil, err
	}
	sums := make([]uint64, len(ps))
	for u := range set.len() {
		_, w := set.at(u)
		for k, p := range ps {
			sums[k] = genfunc.AddMod(sums[k], genfunc.MulMod(residues[u][k], w, p), p)
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

// symmetries returns the symmetries that keep the spec's rules (the group
// symmetry.Auto gives), as permutations of the squares, the identity
// first.
func (f *Factored) symmetries() [][]pieces.Square {
	out := symmetry.Auto(f.spec.Board, f.spec.Material).Perms(f.spec.Board)
	return out
}

// allowed returns the variables whose men may fill the orbit o: no more
// squares than men (one square under Labelled, since a labelled man is
// fixed only on a fixed square) and no pawn on a back rank.
func (f *Factored) allowed(o []pieces.Square) pieceSet {
	var mask pieceSet
	for t, p := range f.vars {
		ok := len(o) <= f.counts[t] && (!f.spec.Labelled || len(o) == 1)
		for _, sq := range o {
			if f.spec.pawnBarred(p, sq) {
				ok = false
			}
		}
		if ok {
			mask = mask.With(t)
		}
	}
	return mask
}

// pawnBarred reports whether p is a pawn that s's pawn ranks keep off sq.
func (s Spec) pawnBarred(p pieces.Piece, sq pieces.Square) bool {
	return p.Kind == pieces.Pawn && !s.PawnRanks.Allows(s.Board, p.Color, sq)
}
