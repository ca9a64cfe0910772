package allchess

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// The cells of one placement of the kings under FIDE's en passant rule
// (see fide.go): the squares on the lines of both kings, each on its own
// board, and on their knight squares.

// A fideCell is a square whose man matters to a king: on a line from one
// king or both, or on a knight's square of one or both.
type fideCell struct {
	free freeType
	// ban[c] is the restricted type a man of colour c may not be (on a
	// knight's square of the other king), or noBan.
	ban [2]restrictedType
	// check[c] is the restricted type of a man of the other colour who
	// would check colour c's king from it along its line (if one passes it).
	check [2]restrictedType
}

// noBan is a fideCell's ban for a colour none of whose men it bans.
const noBan restrictedType = -1

// A fideRay is a line from one king: the cells outwards, the restricted
// type of each, and whether a fixed man that checks ends it.
type fideRay struct {
	king    pieces.Color
	cells   []int
	checks  []restrictedType
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

// fideGrid is one placement of the kings under a FIDE fixture while
// fideShapeOf sorts its squares into cells.
type fideGrid struct {
	b      pieces.Board
	kings  [2]pieces.Square // by colour
	ff     fideFixture
	cellOf map[pieces.Square]int
	sh     *fideShape
	slots  restrictedTypes // the identity layout's, with pawns
}

// fixed reports whether sq holds no cell: a fixed man's square (on the
// board as it stands), a square kept empty, or a king's.
func (g *fideGrid) fixed(sq pieces.Square) bool {
	return g.ff.fx.men[sq] != nil || g.ff.empty[sq] || sq == g.kings[pieces.White] || sq == g.kings[pieces.Black]
}

// freeTypeOf is the free type of a cell on sq: pawnSquare where a pawn may
// stand, else noPawnSquare.
func (g *fideGrid) freeTypeOf(sq pieces.Square) freeType {
	if pawnMayStand(g.b, sq, g.ff.fx) {
		return pawnSquare
	}
	return noPawnSquare
}

// cell returns the index of sq's cell, made if new.
func (g *fideGrid) cell(sq pieces.Square) int {
	if i, ok := g.cellOf[sq]; ok {
		return i
	}
	g.cellOf[sq] = len(g.sh.cells)
	g.sh.cells = append(g.sh.cells, fideCell{free: g.freeTypeOf(sq), ban: [2]restrictedType{noBan, noBan}})
	return len(g.sh.cells) - 1
}

// ray returns the line of colour king's king in direction d on the board
// whose fixed men are men, and its reach there: the squares before the
// first man (kept empty or not), and whether that man checks.
func (g *fideGrid) ray(king pieces.Color, d pieces.Step, men []*pieces.Piece) (fideRay, crossing.Reach) {
	r, reach := fideRay{king: king}, crossing.Reach{}
	for sq, checkers := range g.b.KingLine(g.kings[king], d, king.Other()) {
		if sq == g.kings[1-king] {
			break
		}
		if p := men[sq]; p != nil {
			r.checked = p.Color != king && checkers.Has(p.Kind)
			break
		}
		reach.Free++
		if g.fixed(sq) {
			continue // kept empty on this board
		}
		if !pawnMayStand(g.b, sq, g.ff.fx) {
			checkers &^= pieces.KindsOf(pieces.Pawn)
		}
		r.cells = append(r.cells, g.cell(sq))
		r.checks = append(r.checks, g.slots.of(1, kindSet(checkers)))
	}
	reach.Checks = r.checked
	return r, reach
}

// fideShapeOf returns the shape of the kings on wk and bk under ff, and
// false if a fixed knight checks a king.
func fideShapeOf(b pieces.Board, wk, bk pieces.Square, ff fideFixture) (fideShape, bool) {
	sh := &fideShape{}
	g := &fideGrid{b: b, kings: [2]pieces.Square{wk, bk}, ff: ff, cellOf: map[pieces.Square]int{}, sh: sh,
		slots: identityLayout(b, false).restricted}
	for _, d := range pieces.Lines {
		black, _ := g.ray(pieces.Black, d, ff.fx.men)
		g.addRay(black)
		// The white king must be safe after each capture: along each line,
		// on the deciding board (crossing.Reach.Decides). That is the board
		// where the line runs furthest, since the others end it sooner at a
		// white pawn that has not captured.
		var white fideRay
		var deciding crossing.Reach
		for j, after := range ff.after {
			if r, reach := g.ray(pieces.White, d, after); j == 0 || reach.Decides(deciding) {
				white, deciding = r, reach
			}
		}
		g.addRay(white)
	}
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		if !g.knights(c) {
			return fideShape{}, false
		}
	}
	for sq := range pieces.Square(b.Squares()) {
		if _, ok := g.cellOf[sq]; !ok && !g.fixed(sq) {
			sh.free[g.freeTypeOf(sq)]++
		}
	}
	return *sh, true
}

// addRay adds r to the shape, marking its cells' restricted types.
func (g *fideGrid) addRay(r fideRay) {
	for j, c := range r.cells {
		g.sh.cells[c].check[r.king] = r.checks[j]
	}
	g.sh.rays = append(g.sh.rays, r)
}

// knights bans the men of the other colour that would check colour c's
// king from its knight squares, and reports false if a fixed one does.
func (g *fideGrid) knights(c pieces.Color) bool {
	for _, sq := range g.b.KnightSquares(g.kings[c]) {
		if p := g.ff.fx.men[sq]; p != nil && p.Color != c && p.Kind == pieces.Knight {
			return false
		}
		if !g.fixed(sq) {
			g.sh.cells[g.cell(sq)].ban[c.Other()] = onKnight
		}
	}
	return true
}
