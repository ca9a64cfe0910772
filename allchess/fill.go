package allchess

import (
	"math/bits"

	"github.com/chesscount/count/pieces"
)

// fills counts the ways to fill cells with men so that the army stays one
// the rule allows. white[k][i1][i2] is for the restricted cells of
// exponents k (packed as in a key, without a and b) and i1, i2 white men on
// free cells of each type; black[j1][j2] likewise with no restricted cells.
// Each is a vector over classes of armies: one class, all armies, unless
// the count ties promotions to captures, when the class of an army is its
// pawns plus promotions (used) and its promotions, and black's vectors hold
// sums over used ≤ x and promotions ≤ y instead (see z). Each count is at
// most 5^15 and fits a word.
type fills struct {
	white        [][][][]uint64
	black        [][][]uint64
	whiteMen     []int // the white men on the restricted cells of each k
	kStride      [4]int
	maxI1, maxI2 int
	// rules are the refinements the fills apply. With either, classes are
	// used·(pawns+1) + promotions; start is the men of both armies at the
	// start, kings included; opposed is the files the placements counted
	// hold opposed (see pair).
	rules        armyRules
	pawns, start int
	opposed      int
	// fixedMen is the men fixed beforehand, which the counts of men in
	// evaluate leave out; blackMen is Black's bishops kept apart, which
	// they count.
	fixedMen, blackMen int
	au                 *automaton
}

// armyRules are the refinements of the army rule that join the two armies:
// promotions tied to captures, and the opposed files (see pair).
type armyRules struct {
	captures, files bool
}

// classed reports whether the rules tell armies apart by their pawns and
// promotions used.
func (r armyRules) classed() bool { return r.captures || r.files }

// newWhiteFills builds the white tables for layout l under army a, the
// men of white fixed beforehand, and the refinements rules.
// withBlack adds the black ones. When l keeps a side's bishops apart, that
// side's men on the cells are no bishops, its bishops come as many as the
// term's variable (White's) or the layout's number (Black's), and only its
// armies that the bishop refinement forbids are counted (see byClass).
func newWhiteFills(l *layout, a Army, white []pieces.Kind, rules armyRules) *fills {
	au := newAutomaton(a, rules.classed())
	maxMen := a.MaxMen()
	f := &fills{maxI1: maxMen/l.free[0].mult + 1, maxI2: min(maxMen/l.free[1].mult+1, l.dims[1]),
		rules: rules, pawns: a.Pawns, start: 2 * (1 + maxMen), au: au}
	nk := 1
	for i := range 4 {
		f.kStride[i] = nk
		nk *= l.dims[2+i]
	}
	f.white = make([][][][]uint64, nk*l.dims[6])
	f.whiteMen = make([]int, nk*l.dims[6])
	types := l.sideTypes(pieces.White)
	for k := range nk {
		v := au.start(white)
		men := 0
		for i := range 4 {
			e := k / f.kStride[i] % l.dims[2+i]
			t := l.restricted[i]
			if l.bishops[pieces.White].set {
				t.kinds &^= setOf(pieces.Bishop)
			}
			for range e {
				v = au.apply(v, t)
			}
			men += e * t.mult
		}
		for w := range l.dims[6] {
			if w > 0 {
				v = au.apply(v, oneBishop)
			}
			f.whiteMen[k+nk*w] = men + w
			if men+w <= maxMen {
				f.white[k+nk*w] = f.grid(au, types, v, maxMen-men-w, l.bishops[pieces.White].set)
			}
		}
	}
	return f
}

// oneBishop is a cell that holds one bishop: a side's bishops kept apart,
// added to its army one at a time; onePawn likewise a pawn.
var (
	oneBishop = cellType{1, setOf(pieces.Bishop)}
	onePawn   = cellType{1, setOf(pieces.Pawn)}
)

// withBlack returns f, sharing its white tables, with the black tables of
// layout l under army a, the men of black fixed beforehand.
func (f *fills) withBlack(l *layout, a Army, black []pieces.Kind) *fills {
	return f.withBlackPawns(l, a, black, 0, 0)
}

// withBlackPawns is withBlack with pawns more black pawns, placed by the
// count (the sweep's) and counted among the men, in placements that hold
// opposed opposed files.
func (f *fills) withBlackPawns(l *layout, a Army, black []pieces.Kind, pawns, opposed int) *fills {
	g := *f
	au := g.au
	v := au.start(black)
	for range l.blackBishops {
		v = au.apply(v, oneBishop)
	}
	for range pawns {
		v = au.apply(v, onePawn)
	}
	g.blackMen, g.opposed = l.blackBishops+pawns, opposed
	g.black = g.grid(au, l.sideTypes(pieces.Black), v, a.MaxMen()-g.blackMen, l.bishops[pieces.Black].set)
	if g.rules.classed() {
		for _, row := range g.black {
			for _, v := range row {
				if v != nil {
					g.prefix(v)
				}
			}
		}
	}
	return &g
}

// sideTypes returns the free cell types as side's men may fill them: no
// bishops where l keeps that side's bishops apart.
func (l *layout) sideTypes(side pieces.Color) [2]cellType {
	t := l.free
	if l.bishops[side].set {
		for i := range t {
			t[i].kinds &^= setOf(pieces.Bishop)
		}
	}
	return t
}

// classes is the length of a vector of classes.
func (f *fills) classes() int {
	if !f.rules.classed() {
		return 1
	}
	return (f.pawns + 1) * (f.pawns + 1)
}

// grid returns the vectors of v after i1 cells of types[0] and i2 of
// types[1], for every i1, i2 that add at most men men; forbiddenOnly
// counts only the armies the bishop refinement forbids.
func (f *fills) grid(au *automaton, types [2]cellType, v []uint64, men int, forbiddenOnly bool) [][][]uint64 {
	g := make([][][]uint64, f.maxI1)
	for i1 := range f.maxI1 {
		g[i1] = make([][]uint64, f.maxI2)
		w := v
		for i2 := range f.maxI2 {
			if i1*types[0].mult+i2*types[1].mult <= men {
				g[i1][i2] = f.byClass(au, w, forbiddenOnly)
			}
			w = au.apply(w, types[1])
		}
		v = au.apply(v, types[0])
	}
	return g
}

// byClass sums v over each class of armies; forbiddenOnly keeps only the
// armies the bishop refinement forbids when their bishops all stand on
// one colour: those with all their pawns used (pawns and promotions) and
// at least as many bishops as they start with.
func (f *fills) byClass(au *automaton, v []uint64, forbiddenOnly bool) []uint64 {
	out := make([]uint64, f.classes())
	for s, n := range v {
		st := au.states[s]
		if forbiddenOnly && (st.used() != au.army.Pawns || int(st.held[kindIndex(pieces.Bishop)]) != au.army.Base[pieces.Bishop]) {
			continue
		}
		c := 0
		if f.rules.classed() {
			c = st.used()*(f.pawns+1) + int(st.proms)
		}
		out[c] += n
	}
	return out
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
// position of men men: all of them, or those the refinements allow (see
// blackBounds).
func (f *fills) pair(w, b []uint64, men int) (hi, lo uint64) {
	if !f.rules.classed() {
		return bits.Mul64(w[0], b[0])
	}
	n := f.pawns + 1
	for c, x := range w {
		if x == 0 {
			continue
		}
		bu, bp := f.blackBounds(c/n, c%n, men)
		if bu < 0 || bp < 0 {
			continue
		}
		h, l := bits.Mul64(x, b[bu*n+bp])
		var carry uint64
		lo, carry = bits.Add64(lo, l, 0)
		hi += h + carry
	}
	return hi, lo
}

// blackBounds returns the most pawns and promotions used, and the most
// promotions, that a black army may hold beside a white one that has used
// used and promoted proms, in a position of men men.
//
// With promotions tied to captures: a white pawn that promotes has got
// past the black pawn that started on its file, which pawns on one file
// cannot do unless one of them captured or was captured: so
// promotions(White) ≤ captures + pawns(Black) captured, with captures =
// start − men and pawns(Black) captured = pawns − used(Black); and the
// same with the colours swapped.
//
// With the opposed files: the placement holds f.opposed opposed files,
// at least as many as the rule asks (see mostUsedBeside).
func (f *fills) blackBounds(used, proms, men int) (bu, bp int) {
	bu, bp = f.pawns, f.pawns
	if f.rules.captures {
		limit := f.start - men + f.pawns // captures + pawns
		bu, bp = min(bu, limit-proms), min(bp, limit-used)
	}
	if f.rules.files {
		bu = min(bu, mostUsedBeside(f.pawns, f.start, men, f.opposed, used))
	}
	return bu, bp
}

// start returns the vector of the army of the men fixed, empty if none.
func (au *automaton) start(fixed []pieces.Kind) []uint64 {
	v := make([]uint64, len(au.states))
	v[0] = 1
	for _, k := range fixed {
		v = au.apply(v, cellType{1, setOf(k)})
	}
	return v
}

// apply returns the vector after one more cell of type t: each army grows
// by t.mult men of each kind t allows, and the armies the rule forbids
// drop out.
func (au *automaton) apply(v []uint64, t cellType) []uint64 {
	out := make([]uint64, len(v))
	for s, n := range v {
		if n == 0 {
			continue
		}
		for _, k := range men {
			if !t.kinds.has(k) {
				continue
			}
			if next := au.next[s][k][t.mult]; next != dead {
				out[next] += n
			}
		}
	}
	return out
}
