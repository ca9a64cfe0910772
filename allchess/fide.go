package allchess

import (
	"context"
	"fmt"
	"math/big"
	"sync/atomic"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// FIDE's en passant rule asks that the capture be legal: after it, the
// capturer's king (White's, with White to move) is not in check. So the
// positions with such a right must keep two kings out of check, each on
// its own board: the black king on the board as it stands, the white king
// on the board the capture leaves. The count of the rest of this package
// follows one king's lines only; this file counts the en passant
// positions under FIDE's rule with both kings' lines.
//
// A term then carries two sets of restricted types: k, the white men that
// would check the black king (as in a layout), and m, the black men that
// would check the white king. Both kinds of exponent together are bounded
// by the men left to place, which keeps the terms few enough for counts of
// at most FIDEMaxMen men; all of chess would take some 675 times the keys
// of the other counts.
//
// The lines of the two kings cross, and a square on a line of each must be
// empty, or hold the first man, of both at once. Lines that share squares
// form groups; each group is counted by inclusion and exclusion over the
// lines of one king in it (the one with fewer ways): a line is either left
// free, or gives check, its first man a checking one of the other colour on
// a square j and the squares before j empty. Those squares settled, the
// other king's lines in the group are ordinary lines with some squares kept
// empty and some holding a man of the other colour, which blocks them.

// FIDEMaxMen is the most men (kings included) a count under FIDE's en
// passant rule may take.
const FIDEMaxMen = 12

// A kmSpace numbers the exponents of the restricted types of both colours
// a FIDE term carries: k (White's men, as a layout's restricted types)
// then m (Black's), each below the layout's bound and at most limit in
// all: the men left to place.
type kmSpace struct {
	vecs [][8]int8
	// sum[i·len(vecs) + j] is the number of vecs[i] + vecs[j], or -1 if it
	// is not in the space.
	sum []int32
	// unit[colour][t] is the number of one man of that colour of
	// restricted type t, or -1 if none fits.
	unit [2][4]int32
}

// newKMSpace returns the space of exponents below dims (each type's bound,
// for both colours) with at most limit in all.
func newKMSpace(dims [4]int, limit int) *kmSpace {
	s := &kmSpace{}
	var bound, stride [8]int // each exponent's bound, and its place value in a box
	size := 1
	for t := range bound {
		bound[t], stride[t] = dims[t%4], size
		size *= bound[t]
	}
	inBox := make([]int32, size) // a vector's number, by its place in the box
	var packs []int
	var v [8]int8
	var gen func(i, left, pack int)
	gen = func(i, left, pack int) {
		if i == len(v) {
			inBox[pack] = int32(len(s.vecs))
			s.vecs, packs = append(s.vecs, v), append(packs, pack)
			return
		}
		for e := 0; e < bound[i] && e <= left; e++ {
			v[i] = int8(e)
			gen(i+1, left-e, pack+e*stride[i])
		}
		v[i] = 0
	}
	gen(0, limit, 0)
	n := len(s.vecs)
	s.sum = make([]int32, n*n)
	for i, x := range s.vecs {
		for j, y := range s.vecs {
			s.sum[i*n+j] = -1
			if fits(x, y, bound, limit) {
				s.sum[i*n+j] = inBox[packs[i]+packs[j]]
			}
		}
	}
	for c := range 2 {
		for t := range 4 {
			s.unit[c][t] = -1
			if limit > 0 && bound[4*c+t] > 1 {
				s.unit[c][t] = inBox[stride[4*c+t]]
			}
		}
	}
	return s
}

// fits reports whether x + y is below bound in each exponent and at most
// limit in all.
func fits(x, y [8]int8, bound [8]int, limit int) bool {
	total := 0
	for t := range x {
		e := int(x[t]) + int(y[t])
		if e >= bound[t] {
			return false
		}
		total += e
	}
	return total <= limit
}

// An fterm is a FIDE term: c times the monomial of ab (a + d0·b, the free
// cells of each type, as in a layout's key) and km (a kmSpace's number).
type fterm struct {
	ab, km int32
	c      int64
}

// An fmul multiplies FIDE polynomials through a dense buffer, as
// multiplier does a layout's; terms beyond the space drop out.
type fmul struct {
	space      *kmSpace
	abSize     int32
	buf        []int64
	touched    []int32
	overflowed bool
}

func newFmul(space *kmSpace, abSize int) *fmul {
	return &fmul{space: space, abSize: int32(abSize), buf: make([]int64, abSize*len(space.vecs))}
}

// mul returns p·q.
func (m *fmul) mul(p, q []fterm) []fterm {
	n := int32(len(m.space.vecs))
	for _, x := range p {
		row := m.space.sum[x.km*n : (x.km+1)*n]
		for _, y := range q {
			km := row[y.km]
			if km < 0 {
				continue
			}
			v, ok := mulChecked(x.c, y.c)
			m.overflowed = m.overflowed || !ok
			k := x.ab + y.ab + m.abSize*km
			if m.buf[k] == 0 {
				m.touched = append(m.touched, k)
			}
			if !addChecked(m.buf, k, v) {
				m.overflowed = true
			}
		}
	}
	out := make([]fterm, 0, len(m.touched))
	for _, k := range m.touched {
		if c := m.buf[k]; c != 0 {
			out = append(out, fterm{k % m.abSize, k / m.abSize, c})
		}
		m.buf[k] = 0
	}
	m.touched = m.touched[:0]
	return out
}

// plus returns p + q, like terms not added up (mul adds them).
func plus(p, q []fterm) []fterm { return append(p, q...) }

// A fideCell is a square whose man matters to a king: on a line from one
// king or both, or on a knight's square of one or both.
type fideCell struct {
	free int // its free type
	// ban[c] is the restricted type a man of colour c may not be (on a
	// knight's square of the other king), or -1.
	ban [2]int
	// ray[c] is the line of colour c's king through it, or -1.
	ray [2]int
}

// A fideRay is a line from one king: the cells outwards, the restricted
// type of each, and whether a fixed man that checks ends it.
type fideRay struct {
	king    pieces.Color
	cells   []int
	checks  []int
	checked bool
}

// A fideShape is one placement of the kings under a FIDE fixture: the
// cells that matter, the kings' lines, and the number of other cells of
// each free type.
type fideShape struct {
	cells []fideCell
	rays  []fideRay
	free  [2]int
}

// A fideFixture is an en passant right under FIDE's rule: fx fixes the men
// of the board as it stands (and the sign), empty the squares it keeps
// empty (the two the pawn crossed), and after the men of the board after
// each capture it counts, on which the white king must not be in check.
type fideFixture struct {
	fx    *fixture
	empty []bool
	after [][]*pieces.Piece
}

// fideFixtures returns, with White to move, the fixtures of an en passant
// right under FIDE's rule on each file, with the men base fixes: Black's
// pawn just advanced two squares, the two squares it crossed empty, and
// White's pawns beside it on the squares of a non-empty set, each of whose
// captures is legal, counted with the sign of inclusion and exclusion so
// that the sum counts the placements with at least one legal capture.
func fideFixtures(s Spec, base *fixture) []fideFixture {
	var out []fideFixture
	b := s.Board
	if s.EP != census.FIDE || b.Ranks < 5 {
		return nil
	}
	rank := b.Ranks - 4
	files, weight := epFiles(b, base)
	for file := range files {
		pawn := b.Square(file, rank)
		crossed := []pieces.Square{b.Square(file, rank+1), b.Square(file, rank+2)}
		fx, ok := base.with(pieces.Piece{Color: pieces.Black, Kind: pieces.Pawn}, pawn)
		if !ok || !fx.unfixed(crossed) {
			continue
		}
		fx.sign *= weight
		beside := besideSquares(b, file, rank)
		for set := 1; set < 1<<len(beside); set++ {
			if sub, ok := withPawns(fx, beside, set); ok {
				out = append(out, newFideFixture(sub, pawn, crossed, beside, set))
			}
		}
	}
	return out
}

// unfixed reports whether fx fixes no man or king on squares.
func (fx *fixture) unfixed(squares []pieces.Square) bool {
	for _, sq := range squares {
		if fx.men[sq] != nil || sq == fx.wk || sq == fx.bk {
			return false
		}
	}
	return true
}

// newFideFixture returns the fixture of fx, whose black pawn on pawn has
// just crossed the squares crossed, with the boards after the capture of
// each white pawn beside it that set names: that pawn and the black one
// gone, a white pawn on the first square crossed.
func newFideFixture(fx *fixture, pawn pieces.Square, crossed, beside []pieces.Square, set int) fideFixture {
	ff := fideFixture{fx: fx, empty: make([]bool, len(fx.men))}
	for _, sq := range crossed {
		ff.empty[sq] = true
	}
	for i, sq := range beside {
		if set&(1<<i) != 0 {
			after := append([]*pieces.Piece(nil), fx.men...)
			after[sq], after[pawn] = nil, nil
			after[crossed[0]] = &pieces.Piece{Color: pieces.White, Kind: pieces.Pawn}
			ff.after = append(ff.after, after)
		}
	}
	return ff
}

// fideGrid is one placement of the kings under a FIDE fixture while
// fideShapeOf sorts its squares into cells.
type fideGrid struct {
	b      pieces.Board
	kings  [2]pieces.Square // by colour
	ff     fideFixture
	cellOf map[pieces.Square]int
	sh     *fideShape
}

// fixed reports whether sq holds no cell: a fixed man's square (on the
// board as it stands), a square kept empty, or a king's.
func (g *fideGrid) fixed(sq pieces.Square) bool {
	return g.ff.fx.men[sq] != nil || g.ff.empty[sq] || sq == g.kings[0] || sq == g.kings[1]
}

// pawnOK reports whether a pawn may stand on sq.
func (g *fideGrid) pawnOK(sq pieces.Square) bool {
	_, y := g.b.Coords(sq)
	return y > 0 && y < g.b.Ranks-1
}

// freeType is the free type of a cell on sq: 0 where a pawn may stand,
// else 1.
func (g *fideGrid) freeType(sq pieces.Square) int {
	if g.pawnOK(sq) {
		return 0
	}
	return 1
}

// cell returns the index of sq's cell, made if new.
func (g *fideGrid) cell(sq pieces.Square) int {
	if i, ok := g.cellOf[sq]; ok {
		return i
	}
	g.cellOf[sq] = len(g.sh.cells)
	g.sh.cells = append(g.sh.cells, fideCell{free: g.freeType(sq), ban: [2]int{-1, -1}, ray: [2]int{-1, -1}})
	return len(g.sh.cells) - 1
}

// ray returns the line of colour king's king in direction d on the board
// whose fixed men are men.
func (g *fideGrid) ray(king pieces.Color, d [2]int, men []*pieces.Piece) fideRay {
	r := fideRay{king: king}
	x0, y0 := g.b.Coords(g.kings[king])
	ahead := 1 // the rank step towards the enemy's pawns, which attack from there
	if king == pieces.Black {
		ahead = -1
	}
	for x, y := x0+d[0], y0+d[1]; g.b.On(x, y); x, y = x+d[0], y+d[1] {
		sq := g.b.Square(x, y)
		if sq == g.kings[1-king] {
			break
		}
		check := onRank
		if d[0] != 0 && d[1] != 0 {
			check = onDiagonal
			if d[1] == ahead && y == y0+ahead && (g.pawnOK(sq) || men[sq] != nil) {
				check = pawnAttack
			}
		}
		if p := men[sq]; p != nil {
			r.checked = p.Color != king && gives(check, p.Kind)
			break
		}
		if g.fixed(sq) {
			continue // kept empty on this board
		}
		r.cells = append(r.cells, g.cell(sq))
		r.checks = append(r.checks, check)
	}
	return r
}

// fideShapeOf returns the shape of the kings on wk and bk under ff, and
// false if a fixed knight checks a king.
func fideShapeOf(b pieces.Board, wk, bk pieces.Square, ff fideFixture) (fideShape, bool) {
	sh := &fideShape{}
	g := &fideGrid{b: b, kings: [2]pieces.Square{wk, bk}, ff: ff, cellOf: map[pieces.Square]int{}, sh: sh}
	for _, d := range directions {
		g.addRay(g.ray(pieces.Black, d, ff.fx.men))
		// The white king must be safe after each capture: along each line,
		// on the board where the line runs furthest, since the others end
		// it sooner at a white pawn.
		var longest fideRay
		for j, after := range ff.after {
			if r := g.ray(pieces.White, d, after); j == 0 || len(r.cells) > len(longest.cells) {
				longest = r
			}
		}
		g.addRay(longest)
	}
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		if !g.knights(c) {
			return fideShape{}, false
		}
	}
	for sq := range pieces.Square(b.Squares()) {
		if _, ok := g.cellOf[sq]; !ok && !g.fixed(sq) {
			sh.free[g.freeType(sq)]++
		}
	}
	return *sh, true
}

// addRay adds r to the shape, marking its cells.
func (g *fideGrid) addRay(r fideRay) {
	for _, c := range r.cells {
		g.sh.cells[c].ray[r.king] = len(g.sh.rays)
	}
	g.sh.rays = append(g.sh.rays, r)
}

// knights bans the men of the other colour that would check colour c's
// king from its knight squares, and reports false if a fixed one does.
func (g *fideGrid) knights(c pieces.Color) bool {
	x0, y0 := g.b.Coords(g.kings[c])
	for _, d := range knightMoves {
		x, y := x0+d[0], y0+d[1]
		if !g.b.On(x, y) {
			continue
		}
		sq := g.b.Square(x, y)
		if p := g.ff.fx.men[sq]; p != nil && p.Color != c && p.Kind == pieces.Knight {
			return false
		}
		if !g.fixed(sq) {
			g.sh.cells[g.cell(sq)].ban[1-c] = onKnight
		}
	}
	return true
}

// Cell states, as a choice of the inclusion and exclusion settles them: a
// state at least 0 is a man of the monomial of that number.
const (
	stateFree  int32 = -2 // not settled
	stateEmpty int32 = -1
)

// A fideCounter counts the en passant positions under FIDE's rule, White
// to move, in positions of at most maxTotal men.
type fideCounter struct {
	spec     Spec
	layout   layout // the identity layout: its cell types and bounds
	maxTotal int
	tracker  *tracker
	spaces   map[int]*kmSpace // by limit
	space    *kmSpace         // the current table's
	armies   map[string]*fills
}

func newFideCounter(s Spec, maxTotal int, t *tracker) *fideCounter {
	return &fideCounter{spec: s, layout: identityLayout(s.Board, false), maxTotal: maxTotal, tracker: t, spaces: map[int]*kmSpace{}, armies: map[string]*fills{}}
}

// abSize is the number of (a, b) pairs of a key.
func (fc *fideCounter) abSize() int { return fc.layout.dims[0] * fc.layout.dims[1] }

// freeF returns the monomial of one free cell of type t.
func (fc *fideCounter) freeF(t int) int32 {
	if t == 0 {
		return 1
	}
	return int32(fc.layout.dims[0])
}

// freePoly returns the generating function of cell c when no line asks
// anything of it: F less the men its knight squares ban.
func (fc *fideCounter) freePoly(c fideCell) []fterm {
	p := []fterm{{ab: fc.freeF(c.free), c: 1}}
	for colour, t := range c.ban {
		if u := fc.banned(colour, t); u >= 0 {
			p = append(p, fterm{km: u, c: -1})
		}
	}
	return p
}

// banned returns the monomial of a man of colour of restricted type t, or
// -1 if there is none (t is -1, or no such man fits).
func (fc *fideCounter) banned(colour, t int) int32 {
	if t < 0 {
		return -1
	}
	return fc.space.unit[colour][t]
}

// firstPoly returns the generating function of cell c as the first
// occupied cell of a line of king's king with restricted type check: a man,
// but not one of the other colour that checks, nor one its knight squares
// ban: F − 1 − X − bans.
func (fc *fideCounter) firstPoly(c fideCell, king pieces.Color, check int) []fterm {
	p := append(fc.freePoly(c), fterm{c: -1})
	if u := fc.banned(int(1-king), check); u >= 0 {
		p = append(p, fterm{km: u, c: -1})
	}
	return p
}

// rayPoly returns the generating function of line r, its cells in the
// states state sets: 1 if it may be empty, plus, for each cell j, the
// terms of j being its first occupied cell. A cell held by a man the
// choice placed (of the king's own colour) blocks the line: no later cell
// can be first.
func (fc *fideCounter) rayPoly(sh *fideShape, r fideRay, state []int32, m *fmul) []fterm {
	stop := len(r.cells) // the first cell that holds a man placed
	for j, c := range r.cells {
		if state[c] >= 0 {
			stop = j
			break
		}
	}
	var out []fterm
	after := []fterm{{c: 1}} // the cells after j
	for j := len(r.cells) - 1; j >= 0; j-- {
		c := r.cells[j]
		switch st := state[c]; {
		case st >= 0:
			man := []fterm{{km: st, c: 1}}
			if j == stop {
				out = plus(out, m.mul(man, after))
			}
			after = m.mul(after, man)
		case st == stateFree:
			if j < stop {
				out = plus(out, m.mul(fc.firstPoly(sh.cells[c], r.king, r.checks[j]), after))
			}
			after = m.mul(after, fc.freePoly(sh.cells[c]))
		}
	}
	if stop == len(r.cells) && !r.checked {
		out = plus(out, []fterm{{c: 1}})
	}
	return out
}

// groupPoly returns the generating function of the lines rays, which share
// cells: inclusion and exclusion over the lines of the king that has fewer
// ways for them to give check.
func (fc *fideCounter) groupPoly(sh *fideShape, rays []int, state []int32, m *fmul) []fterm {
	if len(rays) == 1 {
		return fc.rayPoly(sh, sh.rays[rays[0]], state, m)
	}
	ways := [2]int{1, 1}
	for _, i := range rays {
		r := sh.rays[i]
		n := 1 + len(r.cells)
		if r.checked {
			n++
		}
		ways[r.king] *= n
	}
	x := pieces.White
	if ways[pieces.Black] < ways[pieces.White] {
		x = pieces.Black
	}
	var xs, ys []int
	for _, i := range rays {
		if sh.rays[i].king == x {
			xs = append(xs, i)
		} else {
			ys = append(ys, i)
		}
	}
	return fc.choose(sh, xs, ys, state, m)
}

// choose returns the sum, over the choices for the lines xs of one king,
// of their sign times the product of their cells on no line of the other
// king and of the other king's lines ys. A line is free (+), or gives check
// (−): from a man of the other colour on cell j of a checking kind, the
// cells before j empty; or, if a fixed man that checks ends it, from him,
// every cell empty.
func (fc *fideCounter) choose(sh *fideShape, xs, ys []int, state []int32, m *fmul) []fterm {
	if len(xs) == 0 {
		p := []fterm{{c: 1}}
		for _, y := range ys {
			p = m.mul(p, fc.rayPoly(sh, sh.rays[y], state, m))
		}
		return p
	}
	r := sh.rays[xs[0]]
	out := m.mul(fc.exclusive(sh, r, -1, state), fc.choose(sh, xs[1:], ys, state, m))
	for j := range r.cells {
		if u := fc.space.unit[1-r.king][r.checks[j]]; u >= 0 {
			out = plus(out, fc.checkAt(sh, r, j, u, xs[1:], ys, state, m))
		}
	}
	if r.checked {
		out = plus(out, fc.checkAt(sh, r, len(r.cells), -1, xs[1:], ys, state, m))
	}
	return out
}

// checkAt returns minus the sum of choose for the lines xs and ys with line
// r giving check from a man of monomial man on cell j (or, j past its
// cells, from the fixed man that ends it), the cells before j empty.
func (fc *fideCounter) checkAt(sh *fideShape, r fideRay, j int, man int32, xs, ys []int, state []int32, m *fmul) []fterm {
	for i := 0; i < j; i++ {
		state[r.cells[i]] = stateEmpty
	}
	if j < len(r.cells) {
		state[r.cells[j]] = man
	}
	p := m.mul(fc.exclusive(sh, r, j, state), fc.choose(sh, xs, ys, state, m))
	for i := 0; i <= j && i < len(r.cells); i++ {
		state[r.cells[i]] = stateFree
	}
	for i := range p {
		p[i].c = -p[i].c
	}
	return p
}

// exclusive returns the product of the cells of line r on no line of the
// other king, when its first j cells are settled (empty, then the man
// state holds on cell j) and the rest free: all free when j is -1.
func (fc *fideCounter) exclusive(sh *fideShape, r fideRay, j int, state []int32) []fterm {
	p := []fterm{{c: 1}}
	for i, c := range r.cells {
		cell := sh.cells[c]
		switch {
		case cell.ray[1-r.king] >= 0 || i < j:
			// settled through state, or empty
		case i == j:
			p = fc.times(p, []fterm{{km: state[c], c: 1}})
		default:
			p = fc.times(p, fc.freePoly(cell))
		}
	}
	return p
}

// times returns p·q for the small polynomials of a few cells (their
// coefficients are ±1, so a line's products stay far below a word),
// without the multiplier's buffer: like terms are added up by the next
// mul.
func (fc *fideCounter) times(p, q []fterm) []fterm {
	n := int32(len(fc.space.vecs))
	out := make([]fterm, 0, len(p)*len(q))
	for _, x := range p {
		for _, y := range q {
			if km := fc.space.sum[x.km*n+y.km]; km >= 0 {
				out = append(out, fterm{x.ab + y.ab, km, x.c * y.c})
			}
		}
	}
	return out
}

// groups returns the lines of sh in groups that share cells.
func (sh *fideShape) groups() [][]int {
	parent := make([]int, len(sh.rays))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			i = parent[i]
		}
		return i
	}
	for _, c := range sh.cells {
		if c.ray[0] >= 0 && c.ray[1] >= 0 {
			parent[find(c.ray[0])] = find(c.ray[1])
		}
	}
	byRoot := map[int][]int{}
	var roots []int
	for i := range sh.rays {
		r := find(i)
		if byRoot[r] == nil {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], i)
	}
	out := make([][]int, len(roots))
	for i, r := range roots {
		out[i] = byRoot[r]
	}
	return out
}

// placementHalves returns the generating function of the placement sh as
// two factors, whose product is the largest of its expansion and is added
// straight into a table: the cells on knight squares only and the first
// half of the groups of lines, and the other half. The small factors go
// first.
func (fc *fideCounter) placementHalves(sh *fideShape, m *fmul) (first, second []fterm) {
	state := make([]int32, len(sh.cells))
	for i := range state {
		state[i] = stateFree
	}
	first = []fterm{{ab: int32(sh.free[0])*fc.freeF(0) + int32(sh.free[1])*fc.freeF(1), c: 1}}
	for _, c := range sh.cells {
		if c.ray[0] < 0 && c.ray[1] < 0 {
			first = m.mul(first, fc.freePoly(c))
		}
	}
	groups := sh.groups()
	second = []fterm{{c: 1}}
	for i, g := range groups {
		if h := fc.groupPoly(sh, g, state, m); i < len(groups)/2 {
			first = m.mul(first, h)
		} else {
			second = m.mul(second, h)
		}
	}
	return first, second
}

// part returns the positions of the fixtures ffs of the part of Count it
// names, each counted sign times, by number of men: a table of terms for
// each army of fixed men.
func (fc *fideCounter) part(ctx context.Context, part string, ffs []fideFixture) ([]*big.Int, error) {
	total := zeros(fc.maxTotal)
	byKey := map[string][]fideFixture{}
	var keys []string
	for _, ff := range ffs {
		k := ff.fx.key()
		if byKey[k] == nil {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], ff)
	}
	for _, k := range keys {
		n, err := fc.table(ctx, part+"|fide|"+k, byKey[k])
		if err != nil {
			return nil, err
		}
		for m := range total {
			total[m].Add(total[m], n[m])
		}
	}
	return total, nil
}

// fideTables returns the number of tables count takes for ffs.
func fideTables(ffs []fideFixture) int {
	keys := map[string]bool{}
	for _, ff := range ffs {
		keys[ff.fx.key()] = true
	}
	return len(keys)
}

// table counts the fixtures ffs, which fix the same men, by number of men.
// The spec's store keeps the counts under name, or gives them back.
func (fc *fideCounter) table(ctx context.Context, name string, ffs []fideFixture) ([]*big.Int, error) {
	defer fc.tracker.tick()
	fx := ffs[0].fx
	white, black := fx.army(pieces.White), fx.army(pieces.Black)
	fixed := len(white) + len(black)
	total := zeros(fc.maxTotal)
	if 2+fixed > fc.maxTotal {
		return total, nil
	}
	store := fc.spec.Tables
	counts, ok := []*big.Int(nil), false
	if store != nil {
		counts, ok = store.Load(name)
		ok = ok && len(counts) == fc.maxTotal-fixed+1
	}
	if !ok {
		var err error
		if counts, err = fc.count(ctx, ffs, white, black); err != nil {
			return nil, err
		}
		if store != nil {
			if err := store.Save(name, counts); err != nil {
				return nil, err
			}
		}
	}
	for m, n := range counts {
		total[m+fixed].Add(total[m+fixed], n)
	}
	return total, nil
}

// count counts the fixtures ffs, which fix the men white and black, by
// number of men beyond those: the terms of every placement of the kings
// summed into one table, and the table evaluated once.
func (fc *fideCounter) count(ctx context.Context, ffs []fideFixture, white, black []pieces.Kind) ([]*big.Int, error) {
	fixed := len(white) + len(black)
	limit := fc.maxTotal - 2 - fixed
	if fc.spaces[limit] == nil {
		l := fc.layout
		fc.spaces[limit] = newKMSpace([4]int(l.dims[2:6]), limit)
	}
	fc.space = fc.spaces[limit]
	table, err := fc.tally(ctx, ffs)
	if err != nil {
		return nil, err
	}
	return fc.evaluate(table, fc.fills(white), fc.fills(black), fc.maxTotal-fixed, fixed), nil
}

// fills returns the tables of the ways to fill cells with the men of an
// army that holds the men fixed beforehand, as newWhiteFills makes them
// for White's (Black's army takes their place for Black's men), made once
// for each army of fixed men.
func (fc *fideCounter) fills(fixed []pieces.Kind) *fills {
	key := fmt.Sprint(fixed)
	if f, ok := fc.armies[key]; ok {
		return f
	}
	f := newWhiteFills(&fc.layout, fc.spec.Army, fixed, false)
	fc.armies[key] = f
	return f
}

// tally returns the sum, over the fixtures ffs and the placements of the
// kings each allows, of sign times the terms of the placement.
func (fc *fideCounter) tally(ctx context.Context, ffs []fideFixture) ([]wide, error) {
	b := fc.spec.Board
	n := b.Squares()
	table := make([]wide, fc.abSize()*len(fc.space.vecs))
	var failed error
	err := workers.Each(ctx, n, fc.spec.Workers, nil, func(stop *atomic.Bool) workers.Worker {
		mine := &sink{narrow: make([]int64, len(table))}
		m := newFmul(fc.space, fc.abSize())
		var werr error
		return workers.Worker{
			Work: func(bk int) {
				for _, ff := range ffs {
					for wk := range pieces.Square(n) {
						if stop.Load() || werr != nil {
							return
						}
						werr = fc.addPlacement(wk, pieces.Square(bk), ff, m, mine)
					}
				}
			},
			Finish: func() {
				if werr == nil {
					werr = addTable(table, mine)
				}
				if werr != nil && failed == nil {
					failed = werr
				}
			},
		}
	})
	if err == nil {
		err = failed
	}
	return table, err
}

// addPlacement adds sign times the terms of the kings on wk and bk under
// ff to table, if they may stand there.
func (fc *fideCounter) addPlacement(wk, bk pieces.Square, ff fideFixture, m *fmul, table *sink) error {
	b := fc.spec.Board
	if !apart(b, wk, bk) || !ff.fx.kingsFit(wk, bk) || ff.empty[wk] || ff.empty[bk] {
		return nil
	}
	sh, ok := fideShapeOf(b, wk, bk, ff)
	if !ok {
		return nil
	}
	first, second := fc.placementHalves(&sh, m)
	if m.overflowed {
		return errOverflow
	}
	n := int32(len(fc.space.vecs))
	abSize := int32(fc.abSize())
	for _, x := range first {
		c, ok := mulChecked(ff.fx.sign, x.c)
		if !ok {
			return errOverflow
		}
		row := fc.space.sum[x.km*n : (x.km+1)*n]
		for _, y := range second {
			if km := row[y.km]; km >= 0 && !table.add(x.ab+y.ab+abSize*km, c, y.c) {
				return errOverflow
			}
		}
	}
	return nil
}

// evaluate returns, for each number of men up to maxMen (kings included,
// the fixed men not), the sum over the table's terms of their coefficient times the ways
// to fill their cells: White's men on the restricted cells of k (wf's
// tables), Black's on those of m (bf's, Black's army in the place of
// White's), and both on the free cells that hold men.
func (fc *fideCounter) evaluate(table []wide, wf, bf *fills, maxMen, fixed int) []*big.Int {
	l := &fc.layout
	ps := moduli(fc.spec.Board.Squares())
	residues := make([][]uint64, maxMen+1)
	for m := range residues {
		residues[m] = make([]uint64, len(ps))
	}
	abSize := fc.abSize()
	maxS1, maxS2 := 2*wf.maxI1, 2*wf.maxI2
	for km, v := range fc.space.vecs {
		coef := table[km*abSize : (km+1)*abSize]
		k, mk := 0, 0
		for t := range 4 {
			k += int(v[t]) * wf.kStride[t]
			mk += int(v[4+t]) * bf.kStride[t]
		}
		base := 2 + wf.whiteMen[k] + bf.whiteMen[mk]
		if base > maxMen || wf.white[k] == nil || bf.white[mk] == nil || allZero(coef) {
			continue
		}
		f := *wf
		f.black = bf.white[mk]
		for i, p := range ps {
			x := occupied(coef, l.dims[0], l.dims[1], maxS1, maxS2, p)
			for s1 := range maxS1 {
				for s2 := range maxS2 {
					men := base + s1 + s2
					if x[s1][s2] == 0 || men > maxMen {
						continue
					}
					z := f.z(k, s1, s2, men+fixed, p)
					residues[men][i] = genfunc.AddMod(residues[men][i], genfunc.MulMod(x[s1][s2], z, p), p)
				}
			}
		}
	}
	return signedCounts(residues, ps)
}

// checkFIDE reports why s's en passant rule cannot be counted, if it
// cannot: FIDE's takes at most FIDEMaxMen men, and no refinement.
func (s Spec) checkFIDE() error {
	switch {
	case s.EP < census.NoEP || s.EP > census.FIDE:
		return fmt.Errorf("allchess: en passant rule %d: give none, nulp or fide", s.EP)
	case s.EP != census.FIDE:
		return nil
	case s.MaxMen == 0 || s.MaxMen > FIDEMaxMen:
		return fmt.Errorf("allchess: FIDE's en passant rule is counted at once for at most %d men; give MaxMen from 2 to %d, or the NULP tallies' rule", FIDEMaxMen, FIDEMaxMen)
	case s.Captures || s.Bishops:
		return fmt.Errorf("allchess: FIDE's en passant rule is counted without refinements; give the NULP tallies' rule to refine")
	}
	return nil
}

// fideParts returns the fixtures of the en passant rights under FIDE's
// rule, by part of Count: those alone (epPart), and those with each set of
// castling rights (castlingPart).
func fideParts(s Spec, plainFx *fixture) map[int][]fideFixture {
	if s.EP != census.FIDE {
		return nil
	}
	out := map[int][]fideFixture{epPart: fideFixtures(s, plainFx)}
	for _, fx := range castlingFixtures(s, plainFx) {
		out[castlingPart] = append(out[castlingPart], fideFixtures(s, fx)...)
	}
	return out
}
