package allchess

import (
	"slices"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// addBlackKing adds fx.sign times the terms of every placement of the kings
// with the black king on bk under fx to table, in an identity layout.
//
// The white king's placements share most of their generating function:
// it stands on one cell of the shape without it (the base), a free cell, a
// knight cell, or a line's, where it ends the line and frees the cells
// beyond. Each group of cells (the free cells of one type and colour, the
// knight cells, a line) has its polynomial without the king, p, and the
// sum of those with the king on one of its cells, q. The sum over the
// king's cells is the part in ε of Π (p + ε·q), ε² = 0 (see dual): about
// three products where there was one for each square.
func (c *counter) addBlackKing(l *layout, bk pieces.Square, fx *fixture, m *multiplier, table *wide.Sink) error {
	b := c.spec.Board
	if fx.wk != nowhere { // one placement at most: its own product
		return c.addFixedKings(l, bk, fx, m, table)
	}
	base, ok := identityShape(b, nowhere, bk, c.positions, fx)
	if !ok {
		return nil
	}
	kings := c.whiteKings(base, bk, fx)
	if kings.none() {
		return nil // fx fixes the black king elsewhere, or the white king beside it
	}
	st := l.strides()
	first := dual{p: []term{{key: 0, c: 1}}}
	for _, t := range []freeType{pawnSquare, noPawnSquare} {
		for _, col := range []pieces.SquareColour{pieces.Dark, pieces.Light} {
			first = m.mulDual(first, l.freeDual(cell{t, col}, base.free[t][col], kings.free[t][col], m, st))
		}
	}
	kingsOn := kings.knight
	for _, kc := range base.knights {
		d := dual{p: l.knightPoly(kc, st)}
		if kingsOn[kc.free][kc.colour] > 0 {
			kingsOn[kc.free][kc.colour]--
			d.q = []term{{key: 0, c: 1}} // the king on it
		}
		first = m.mulDual(first, d)
	}
	second := dual{p: []term{{key: 0, c: 1}}}
	half := len(base.lines) / 2
	for i, ln := range base.lines {
		h := &first
		if i >= half {
			h = &second
		}
		*h = m.mulDual(*h, l.lineDual(ln, kings.line[i], m, st))
	}
	if m.overflowed {
		return errOverflow
	}
	if err := l.addProduct(first.p, second.q, m, fx.sign, table); err != nil {
		return err
	}
	return l.addProduct(first.q, second.p, m, fx.sign, table)
}

// addFixedKings adds fx.sign times the terms of the black king on bk and
// the white king where fx fixes it, if they may stand there, to table.
func (c *counter) addFixedKings(l *layout, bk pieces.Square, fx *fixture, m *multiplier, table *wide.Sink) error {
	b := c.spec.Board
	if !b.Apart(fx.wk, bk) || !fx.kingsFit(fx.wk, bk) {
		return nil
	}
	if sh, ok := identityShape(b, fx.wk, bk, c.positions, fx); ok {
		return l.addTerms(sh, m, fx.sign, table)
	}
	return nil
}

// A dual is a polynomial p + ε·q, ε² = 0: a group of cells without the
// white king, and with it on one of them.
type dual struct{ p, q []term }

// mulDual returns x·y: p = x.p·y.p and q = x.p·y.q + x.q·y.p.
func (m *multiplier) mulDual(x, y dual) dual {
	out := dual{p: m.mul(x.p, y.p)}
	var q []term
	if y.q != nil {
		q = m.mul(x.p, y.q)
	}
	if x.q != nil {
		q = append(q, m.mul(x.q, y.p)...)
	}
	out.q = m.sum(q)
	return out
}

// freeDual returns F^n + ε·kings·F^(n−1): n free cells like at, the white
// king on any of kings of them.
func (l *layout) freeDual(at cell, n, kings int, m *multiplier, st keyStrides) dual {
	d := dual{p: l.power([]term{{key: 0, c: 1}}, at, n, m, st)}
	if kings > 0 {
		d.q = m.scale(l.power([]term{{key: 0, c: 1}}, at, n-1, m, st), int64(kings))
	}
	return d
}

// lineDual returns the dual of a line, the white king on a cell kings
// marks, where it ends the line and frees the cells beyond.
func (l *layout) lineDual(ln line, kings []bool, m *multiplier, st keyStrides) dual {
	d := dual{p: l.linePoly(ln, m, st)}
	var q []term
	for j, ok := range kings {
		if !ok {
			continue
		}
		p := l.linePoly(line{cells: ln.cells[:j]}, m, st)
		for _, c := range ln.cells[j+1:] {
			p = l.power(p, c.cell, 1, m, st)
		}
		q = append(q, p...)
	}
	if q != nil {
		d.q = m.sum(q)
	}
	return d
}

// whiteKingCells counts where the white king may stand in a base shape:
// free and knight cells by type and colour, and each line's cells.
type whiteKingCells struct {
	free, knight [2][2]int
	line         [][]bool
}

// none reports whether the white king may stand nowhere.
func (w whiteKingCells) none() bool {
	if w.free != [2][2]int{} || w.knight != [2][2]int{} {
		return false
	}
	for _, ln := range w.line {
		if slices.Contains(ln, true) {
			return false
		}
	}
	return true
}

// whiteKings returns where the white king may stand in base, the black
// king on bk's shape under fx: apart from bk, where fx lets it.
func (c *counter) whiteKings(base shape, bk pieces.Square, fx *fixture) whiteKingCells {
	b := c.spec.Board
	g := grid{b: b, ps: c.positions, fx: fx}
	out := whiteKingCells{line: make([][]bool, len(base.lines))}
	for i, ln := range base.lines {
		out.line[i] = make([]bool, len(ln.cells))
	}
	for wk := range pieces.Square(b.Squares()) {
		if !b.Apart(wk, bk) || !fx.kingsFit(wk, bk) {
			continue
		}
		t, col := g.freeTypeOf(wk), b.ColourOf(wk)
		switch i, j, where := base.whereIs(b, bk, wk); where {
		case onKnightCell:
			out.knight[t][col]++
		case onFreeCell:
			out.free[t][col]++
		default:
			out.line[i][j] = true
		}
	}
	return out
}

// A kingPlace is where a white king stands in the black king's shape.
type kingPlace uint8

const (
	onFreeCell kingPlace = iota
	onKnightCell
	onLineCell
)

// whereIs returns where a white king on wk stands in s, the black king on
// bk's shape without it: on a knight cell, a free cell, or cell j of line i.
func (s shape) whereIs(b pieces.Board, bk, wk pieces.Square) (i, j int, where kingPlace) {
	for _, sq := range b.KnightSquares(bk) {
		if sq == wk {
			return 0, 0, onKnightCell
		}
	}
	step, far, ok := b.Toward(bk, wk)
	if !ok {
		return 0, 0, onFreeCell
	}
	for i, d := range pieces.Lines {
		if d == step && far-1 < len(s.lines[i].cells) {
			return i, far - 1, onLineCell
		}
	}
	return 0, 0, onFreeCell // beyond a man that ends the line
}
