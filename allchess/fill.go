package allchess

import (
	"iter"
	"math/bits"

	"github.com/chesscount/count/internal/armies"
	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/pieces"
)

// fills counts the ways to fill cells with men so that the army stays one
// the rule allows. restricted[k][i1][i2] is for one side's men (White's in
// the cells' count, either side's in FIDE's) on the restricted cells of
// part k (key / freeKeys) and i1, i2 of its men on free cells of each
// type; black[j1][j2] likewise for Black's men, with no restricted cells.
// Each is a vector over classes of armies: one class, all armies, unless
// the count ties promotions to captures, when an army's class is its pawns
// plus promotions (used) and its promotions, and Black's vectors hold sums
// over used ≤ x and promotions ≤ y instead (see z). Each count fits a
// word. A fills is not changed once made: withBlack makes another.
type fills struct {
	restricted    [][][][]uint64
	black         [][][]uint64
	restrictedMen []int // the men on the restricted cells of each k
	maxI1, maxI2  int
	// rules are the refinements the fills apply (a class is used·(pawns+1)
	// + promotions); opposed is the files the placements hold opposed.
	rules    armyRules
	pawns    int
	opposed  int
	blackMen int // placed beforehand by Black's tables: bishops kept apart, the sweep's pawns
	// charged is the sides whose bishops the layout keeps to one colour,
	// which the bishop refinement charges one promotion more: their
	// vectors hold only the armies the charge concerns (see byClass).
	charged sides
	au      *armies.Automaton
}

// sides is a set of the two sides, indexed by pieces.Color.
type sides [2]bool

// odd reports whether s holds one side, not none or both.
func (s sides) odd() bool { return s[pieces.White] != s[pieces.Black] }

// index numbers the four sets of sides 0 to 3: a bit for each side.
func (s sides) index() int { return boolIndex(s[pieces.White]) + 2*boolIndex(s[pieces.Black]) }

// sidesOf returns the set of sides index numbers.
func sidesOf(index int) sides { return sides{index&1 == 1, index&2 == 2} }

// subsets yields the subsets of s, the empty one first, without a slice
// to allocate: takenAway asks for them at every pair of vectors.
func (s sides) subsets() iter.Seq[sides] {
	return func(yield func(sides) bool) {
		for i := range 4 {
			if i&^s.index() == 0 && !yield(sidesOf(i)) {
				return
			}
		}
	}
}

// boolIndex is 1 for true, 0 for false.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// armyRules are the refinements of the army rule that join the two armies
// (see pair): whether they tell armies apart by their pawns and
// promotions used (classed), and then the bounds they put (joins).
type armyRules struct {
	joins   *joinTable
	classed bool
}

// newFills builds the restricted tables of side's men for layout l under
// army a, the men fixed beforehand, and rules (Black's, which FIDE's count
// uses, are prefix sums when classed). When l keeps a side's bishops
// apart, its men on the cells are no bishops, its bishops come as many as
// the term's variable (White's) or the layout's number (Black's), and only
// its armies the bishop refinement forbids are counted (see byClass).
func newFills(l *layout, a Army, side pieces.Color, fixed []pieces.Kind, rules armyRules) *fills {
	au := a.automaton(rules.classed)
	maxMen := a.MaxMen()
	f := &fills{maxI1: maxMen/l.free[0].mult + 1, maxI2: min(maxMen/l.free[1].mult+1, l.dims.free[1]),
		rules: rules, pawns: a.Pawns, au: au}
	kept := l.bishops[side].set
	f.charged[side] = kept
	r, perK := l.radix(), l.freeKeys()
	f.restricted = make([][][][]uint64, r.Size()/perK)
	f.restrictedMen = make([]int, r.Size()/perK)
	for k := range f.restricted {
		v := au.Start(fixed)
		men := 0
		for i, t := range l.restricted {
			if kept {
				t.kinds &^= pieces.KindsOf(pieces.Bishop)
			}
			e := r.Digit(k*perK, keyRestricted+i)
			for range e {
				v = addCell(au, v, t)
			}
			men += e * t.mult
		}
		w := r.Digit(k*perK, keyRestricted+4) // White's bishops kept apart
		for range w {
			v = addCell(au, v, oneBishop)
		}
		f.restrictedMen[k] = men + w
		if men+w <= maxMen {
			f.restricted[k] = f.grid(au, l.sideTypes(side), v, maxMen-men-w, kept, side)
		}
	}
	return f
}

// oneBishop is a cell that holds one bishop: a side's bishops kept apart,
// added to its army one at a time; onePawn likewise a pawn.
var (
	oneBishop = cellType{1, pieces.KindsOf(pieces.Bishop)}
	onePawn   = cellType{1, pieces.KindsOf(pieces.Pawn)}
)

// withBlack returns a copy of f, sharing its restricted tables, with the
// black tables of layout l under army a, the men black fixed beforehand,
// and pawns more black pawns (the sweep's), in placements that hold
// opposed opposed files.
func (f *fills) withBlack(l *layout, a Army, black []pieces.Kind, pawns, opposed int) *fills {
	g := *f
	au := g.au
	v := au.Start(black)
	for range l.blackBishops {
		v = addCell(au, v, oneBishop)
	}
	for range pawns {
		v = addCell(au, v, onePawn)
	}
	g.blackMen, g.opposed = l.blackBishops+pawns, opposed
	g.charged[pieces.Black] = l.bishops[pieces.Black].set
	g.black = g.grid(au, l.sideTypes(pieces.Black), v, a.MaxMen()-g.blackMen, g.charged[pieces.Black], pieces.Black)
	return &g
}

// sideTypes returns the free cell types as side's men may fill them: no
// bishops where l keeps that side's bishops apart.
func (l *layout) sideTypes(side pieces.Color) [2]cellType {
	t := l.free
	if l.bishops[side].set {
		for i := range t {
			t[i].kinds &^= pieces.KindsOf(pieces.Bishop)
		}
	}
	return t
}

// classes is the length of a vector of classes.
func (f *fills) classes() int {
	if !f.rules.classed {
		return 1
	}
	return (f.pawns + 1) * (f.pawns + 1)
}

// grid returns the vectors of v after i1 cells of types[0] and i2 of
// types[1], for every i1, i2 that add at most men men (see byClass for
// charged); Black's are prefix sums when classed (see z).
func (f *fills) grid(au *armies.Automaton, types [2]cellType, v []uint64, men int, charged bool, side pieces.Color) [][][]uint64 {
	g := make([][][]uint64, f.maxI1)
	for i1 := range f.maxI1 {
		g[i1] = make([][]uint64, f.maxI2)
		w := v
		for i2 := 0; i2 < f.maxI2 && i1*types[0].mult+i2*types[1].mult <= men; i2++ {
			g[i1][i2] = f.byClass(au, w, charged)
			if side == pieces.Black && f.rules.classed {
				f.prefix(g[i1][i2])
			}
			w = addCell(au, w, types[1])
		}
		if (i1+1)*types[0].mult <= men {
			v = addCell(au, v, types[0])
		}
	}
	return g
}

// byClass sums v over each class of armies. charged, for a side whose
// bishops stand on one colour, keeps only the armies the bishop
// refinement charges one promotion more than chess's rule (see concerns).
func (f *fills) byClass(au *armies.Automaton, v []uint64, charged bool) []uint64 {
	out := make([]uint64, f.classes())
	for s, n := range v {
		st := au.States[s]
		if charged && !f.concerns(st) {
			continue
		}
		c := 0
		if f.rules.classed {
			c = st.Used()*(f.pawns+1) + int(st.Proms)
		}
		out[c] += n
	}
	return out
}

// concerns reports whether the bishop refinement's charge changes what
// the count makes of an army of state st whose bishops all stand on one
// colour: one with as many bishops as it starts with, and, without
// captures (when a class does not tell what an army has used), one that
// has used all its pawns, which the charge drops (see pair).
func (f *fills) concerns(st armies.State) bool {
	if st.HeldOf(pieces.Bishop) != f.au.Base[pieces.Bishop] {
		return false
	}
	return f.rules.classed || st.Used() == f.au.Pawns
}

// prefix turns v, by used and promotions, into its sums over used ≤ x and
// promotions ≤ y, in place.
func (f *fills) prefix(v []uint64) {
	n := f.pawns + 1
	for x := range n {
		for y := range n {
			if x > 0 {
				v[x*n+y] += v[(x-1)*n+y]
			}
			if y > 0 {
				v[x*n+y] += v[x*n+y-1]
			}
			if x > 0 && y > 0 {
				v[x*n+y] -= v[(x-1)*n+y-1]
			}
		}
	}
}

// pair returns the ways, as a 128-bit number, to join a white army of
// vector w with a black army of vector b (prefix sums when classed) in a
// position of men men, the sides charged each charged one promotion more
// (see bishopCorrections), as the refinements allow (see joinTable).
// Without classes a charged side's vector holds only armies that have used
// all their pawns (see concerns), which one more promotion drops.
func (f *fills) pair(w, b []uint64, men int, charged sides) (hi, lo uint64) {
	if !f.rules.classed {
		if charged[pieces.White] || charged[pieces.Black] {
			return 0, 0
		}
		return bits.Mul64(w[0], b[0])
	}
	for c, x := range w {
		if x == 0 {
			continue
		}
		j := f.rules.joins.at(f.opposed, men, charged, c)
		if !j.ok {
			continue
		}
		h, l := bits.Mul64(x, b[j.black])
		var carry uint64
		lo, carry = bits.Add64(lo, l, 0)
		hi += h + carry
	}
	return hi, lo
}

// A class is what the refinements need to know of an army: its pawns
// plus promotions (used), and its promotions.
type class struct{ used, proms int }

// charge returns c charged one promotion more: a promotion that used up
// one more pawn.
func (c class) charge() class { return class{c.used + 1, c.proms + 1} }

// takenAway returns, modulo p, what charging the sides f.charged one
// promotion more takes away from the ways to join a white army of vector
// w with a black army of vector b in a position of men men: by inclusion
// and exclusion, the sum over the subsets T of f.charged of (−1)^|T| times
// the ways with T charged. With no side charged, it is the ways.
func (f *fills) takenAway(w, b []uint64, men int, p uint64) uint64 {
	var sum uint64
	for t := range f.charged.subsets() {
		hi, lo := f.pair(w, b, men, t)
		if hi == 0 && lo == 0 {
			continue
		}
		v := bits.Rem64(hi, lo, p)
		if t.odd() {
			v = p - v // p when v is 0, which AddMod takes away again
		}
		sum = genfunc.AddMod(sum, v, p)
	}
	return sum
}

// addCell returns the vector v of armies after one more cell of type t:
// each army grows by t.mult men of a kind t allows, those the rule forbids
// dropping out.
func addCell(au *armies.Automaton, v []uint64, t cellType) []uint64 {
	return au.Apply(v, t.kinds, t.mult)
}
