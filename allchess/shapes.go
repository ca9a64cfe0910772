package allchess

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// A cell is one square's (or one pair's) cell: its free type and its
// squares' colour.
type cell struct {
	free   freeType
	colour pieces.SquareColour
}

// A lineCell is a cell on a line from the king that must not be in check,
// with the restricted type of the white men that would give check from it
// if it were the line's first occupied cell.
type lineCell struct {
	cell
	check restrictedType
}

// A line is the cells from the king that must not be in check outwards,
// up to the edge or the first fixed man; checked says that man gives
// check, so that some cell of the line must be occupied.
type line struct {
	cells   []lineCell
	checked bool
}

// A shape is one placement of the kings, seen from the king that must not
// be in check: its lines (each cut at the other king), its knight cells,
// and the number of other cells of each free type and colour.
type shape struct {
	lines   []line
	knights []cell
	free    [2][2]int
}

// addTerms adds sign times the terms of the generating function of s to
// table. On a line, the first occupied cell j holds any man but a checking
// one, the cells before it empty and those after it free:
//
//	1 + Σ_j (F_j − 1 − R_j) · Π_{d>j} F_d.
//
// A knight cell holds anything but a white knight, F − R; the other cells
// are free, F. The two halves of s go straight into the table: their
// product is the largest polynomial of the expansion, and most of the work.
func (l *layout) addTerms(s shape, m *multiplier, sign int64, table *wide.Sink) error {
	st := l.strides()
	first, second := l.firstHalf(s, m, st), []term{{key: 0, c: 1}}
	for _, ln := range s.lines[len(s.lines)/2:] {
		second = m.mul(second, l.linePoly(ln, m, st))
	}
	if m.overflowed {
		return errOverflow
	}
	return l.addProduct(first, second, m, sign, table)
}

// addProduct adds sign times the product of first and second to table,
// checking for overflow: a coefficient of one placement's product fits 64
// bits, but their products with both sides' bishops kept apart may not.
func (l *layout) addProduct(first, second []term, m *multiplier, sign int64, table *wide.Sink) error {
	// The terms of second come grouped by Black's bishops, in order (as
	// multiplier.mul and multiplier.sum leave them): a term of first meets
	// only those that bring the table's number.
	from := m.from[:l.blackBishops+2]
	for i := range from {
		from[i] = 0
	}
	for _, y := range second {
		from[y.bishops[pieces.Black]+1]++
	}
	for i := range l.blackBishops + 1 {
		from[i+1] += from[i]
	}
	for _, x := range first {
		c, ok := wide.MulChecked(sign, x.c)
		if !ok {
			return errOverflow
		}
		need := l.blackBishops - int(x.bishops[pieces.Black])
		if need < 0 {
			continue
		}
		for _, y := range second[from[need]:from[need+1]] {
			if int(x.bishops[pieces.White]+y.bishops[pieces.White]) >= l.dims.whiteBishops {
				continue
			}
			if !table.Add(x.key+y.key, c, y.c) {
				return errOverflow
			}
		}
	}
	return nil
}

// firstHalf returns the product of s's free cells, its knight cells and
// the first half of its lines.
func (l *layout) firstHalf(s shape, m *multiplier, st keyStrides) []term {
	first := []term{{key: 0, c: 1}}
	for t := range freeType(len(l.free)) {
		for _, c := range []pieces.SquareColour{pieces.Dark, pieces.Light} {
			first = l.power(first, cell{t, c}, s.free[t][c], m, st)
		}
	}
	for _, c := range s.knights {
		first = m.mul(first, l.knightPoly(c, st))
	}
	for _, ln := range s.lines[:len(s.lines)/2] {
		first = m.mul(first, l.linePoly(ln, m, st))
	}
	return first
}

// power returns p times the polynomial of n free cells like c: a shift of
// its keys when the cells hold no bishops kept apart, else a product.
func (l *layout) power(p []term, c cell, n int, m *multiplier, st keyStrides) []term {
	f := l.cellPoly(c, false, st)
	if len(f) == 1 {
		for i := range p {
			p[i].key += int32(n) * st.free[c.free]
		}
		return p
	}
	for range n {
		p = m.mul(p, f)
	}
	return p
}

// cellPoly returns the generating function of a free cell c: F, plus the
// variable of each side's bishops kept to c's colour, White's left out if
// noWhite (where a white bishop would give check).
func (l *layout) cellPoly(c cell, noWhite bool, st keyStrides) []term {
	f := []term{{key: st.free[c.free], c: 1}}
	mult := l.free[c.free].mult
	if l.bishops[pieces.White].on(c.colour) && !noWhite {
		f = append(f, term{key: int32(mult) * st.whiteBishops, bishops: [2]uint8{pieces.White: uint8(mult)}, c: 1})
	}
	if l.bishops[pieces.Black].on(c.colour) {
		f = append(f, term{bishops: [2]uint8{pieces.Black: uint8(mult)}, c: 1})
	}
	return f
}

// knightPoly returns the generating function of a knight cell c: F − R,
// anything but a white knight.
func (l *layout) knightPoly(c cell, st keyStrides) []term {
	slot := l.restricted.of(l.free[c.free].mult, knight)
	return append(l.cellPoly(c, false, st), term{key: st.restricted[slot], c: -1})
}

// linePoly returns the generating function of one line (see
// crossing.MulLine): 1 if it may be empty, plus, for each cell j, the
// terms of j being its first occupied cell.
func (l *layout) linePoly(ln line, m *multiplier, st keyStrides) []term {
	f, _ := crossing.MulLine(layoutLine{l, ln, m, st}, []term{{key: 0, c: 1}}, nil, len(ln.cells), !ln.checked)
	return f
}

// A layoutLine is a line of a layout's shape as a crossing.LineAlgebra.
type layoutLine struct {
	l  *layout
	ln line
	m  *multiplier
	st keyStrides
}

func (a layoutLine) Copy(dst, src []term) []term { return append(dst[:0], src...) }
func (a layoutLine) Clear(f []term) []term       { return f[:0] }

// Pass adds to f beyond times cell j holding the line's first man: any
// man but a white one who checks, F − 1 − R (a white bishop taken out of F
// where R holds it); then multiplies beyond by cell j, empty or any man.
func (a layoutLine) Pass(f, beyond []term, j int) ([]term, []term) {
	c := a.ln.cells[j]
	noWhite := a.l.restricted[c.check].kinds.Has(pieces.Bishop)
	first := append(a.l.cellPoly(c.cell, noWhite, a.st), term{key: 0, c: -1}, term{key: a.st.restricted[c.check], c: -1})
	return append(f, a.m.mul(first, beyond)...), a.m.mul(beyond, a.l.cellPoly(c.cell, false, a.st))
}

// identityShape is the shape of the white king on wk (or nowhere) and the
// black king on bk, White to move, in the identity layout of ps. The men
// fx fixes are not cells: the first of them on a line ends it, and if it
// is a white man that gives check the line cannot be empty; a white
// knight fixed on a knight square gives check whatever the rest: false.
func identityShape(b pieces.Board, wk, bk pieces.Square, ps positionSet, fx *fixture) (shape, bool) {
	g := grid{b: b, wk: wk, bk: bk, ps: ps, fx: fx}
	return g.shape(pieces.Lines[:])
}

// diagonalLines are the lines of diagonalShape: each direction with x ≥ y
// stands for its pair (its mirror image).
var diagonalLines = []pieces.Step{pieces.UpRight, pieces.DownLeft, pieces.Right, pieces.Down, pieces.DownRight}

// diagonalShape is the shape of the kings on wk and bk, both on the a1-h8
// diagonal of a square board (else an empty shape), White to move, for
// the positions without pawns the reflection in it fixes (see
// diagonalLayout). The rank and the file from bk pair up, and so do the
// halves of the anti-diagonal and the knight squares.
func diagonalShape(b pieces.Board, wk, bk pieces.Square) shape {
	x1, y1 := b.Coords(wk)
	x2, y2 := b.Coords(bk)
	if x1 != y1 || x2 != y2 {
		return shape{}
	}
	g := grid{b: b, wk: wk, bk: bk, ps: diagonalPositions, fx: &fixture{men: make([]*pieces.Piece, b.Squares())}}
	s, _ := g.shape(diagonalLines)
	return s
}

// A grid sorts the squares of one placement of the kings under a fixture
// into the cells of the layout of ps, marking those it has taken.
type grid struct {
	b      pieces.Board
	wk, bk pieces.Square
	ps     positionSet
	fx     *fixture
	taken  []bool
	slots  restrictedTypes
}

// shape returns the shape of g's kings, its lines in the directions dirs,
// and false if a white knight the fixture fixes gives check.
func (g *grid) shape(dirs []pieces.Step) (shape, bool) {
	g.taken, g.slots = make([]bool, g.b.Squares()), g.ps.layout(g.b).restricted
	if g.taken[g.bk] = true; g.wk != nowhere {
		g.taken[g.wk] = true
	}
	for sq, p := range g.fx.men {
		if p != nil {
			g.taken[sq] = true
		}
	}
	s := shape{lines: make([]line, len(dirs))}
	for i, d := range dirs {
		s.lines[i] = g.line(d)
	}
	knights, ok := g.knights()
	if !ok {
		return s, false
	}
	s.knights = knights
	for sq := range pieces.Square(g.b.Squares()) {
		if g.taken[sq] {
			continue
		}
		if t, _, ok := g.cellOf(sq); ok {
			s.free[t][g.b.ColourOf(sq)]++
		}
	}
	return s, true
}

// cellOf returns the free type of the cell of sq and the men it holds,
// and false if sq is the image of a square of the cell (the cells of a
// symmetry's layout are its axis and the squares beyond it).
func (g *grid) cellOf(sq pieces.Square) (freeType, int, bool) {
	if !g.ps.symmetric() {
		return g.freeTypeOf(sq), 1, true
	}
	x, axis := g.b.Coords(sq) // the diagonal's square of sq's rank
	if g.ps != diagonalPositions {
		axis = (g.b.Files - 1) / 2
	}
	switch {
	case x == axis:
		return axisSquare, 1, true
	case x > axis:
		return swappedPair, 2, true
	}
	return 0, 0, false
}

// take marks sq taken, and the square the symmetry swaps it with.
func (g *grid) take(sq pieces.Square) {
	g.taken[sq] = true
	switch x, y := g.b.Coords(sq); g.ps {
	case diagonalPositions:
		g.taken[g.b.Square(y, x)] = true
	case mirrorPositions, mirrorPawnlessPositions:
		g.taken[g.b.Square(g.b.Files-1-x, y)] = true
	}
}

// pawns reports whether a pawn may stand on sq and its check counts in
// the cells: in an identity layout with pawns, where pawnMayStand says.
func (g *grid) pawns(sq pieces.Square) bool {
	return g.ps == everyPosition && pawnMayStand(g.b, sq, g.fx)
}

// freeTypeOf is the free type of sq in an identity layout: pawnSquare
// where a pawn may stand, and everywhere without pawns; else noPawnSquare.
func (g *grid) freeTypeOf(sq pieces.Square) freeType {
	if g.ps == pawnlessPositions || g.pawns(sq) {
		return pawnSquare
	}
	return noPawnSquare
}

// line returns the line from the black king in direction d. A cell's
// restricted type holds the white men that would check from it; a pawn
// among them only where a pawn may stand, and never in a symmetry's layout
// (mirrorFixtures takes those positions away).
func (g *grid) line(d pieces.Step) line {
	var l line
	for sq, checkers := range g.b.KingLine(g.bk, d, pieces.White) {
		if sq == g.wk {
			break
		}
		if g.ps.symmetric() {
			checkers &^= pieces.KindsOf(pieces.Pawn)
		}
		if p := g.fx.men[sq]; p != nil {
			l.checked = p.Color == pieces.White && checkers.Has(p.Kind)
			return l
		}
		if !g.pawns(sq) {
			checkers &^= pieces.KindsOf(pieces.Pawn)
		}
		t, mult, _ := g.cellOf(sq)
		l.cells = append(l.cells, lineCell{cell{t, g.b.ColourOf(sq)}, g.slots.of(mult, checkers)})
		g.take(sq)
	}
	return l
}

// knights returns the black king's knight cells, and false if a fixed
// white knight stands on one.
func (g *grid) knights() ([]cell, bool) {
	var out []cell
	for _, sq := range g.b.KnightSquares(g.bk) {
		t, _, ok := g.cellOf(sq)
		if sq == g.wk || !ok {
			continue
		}
		if p := g.fx.men[sq]; p != nil {
			if p.Color == pieces.White && p.Kind == pieces.Knight {
				return nil, false
			}
			continue
		}
		out = append(out, cell{t, g.b.ColourOf(sq)})
		g.take(sq)
	}
	return out, true
}
