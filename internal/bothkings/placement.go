package bothkings

import (
	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/pieces"
)

// A Fixture is what a count fixes of the boards the two kings stand on,
// each slice by square: the men on the board as it stands (Men), on which
// the black king must not be in check, and on the board each capture
// leaves (After), on which the white king must not be; the squares kept
// empty (Empty); and those where a pawn may stand (Pawns).
type Fixture struct {
	Men   []*pieces.Piece
	After [][]*pieces.Piece
	Empty []bool
	Pawns []bool
}

// A cell is a square whose man matters to a king: on a line from one king
// or both, or on a knight's square of one or both.
type cell struct {
	// free is the cell's free type: 0 where a pawn may stand, else 1.
	free int8
	// ban[c] is the slot a man of colour c may not take (on a knight's
	// square of the other king), or noSlot.
	ban [2]Slot
	// check[c] is the slot of a man of the other colour who would check
	// colour c's king from the cell along its line (if one passes it).
	check [2]Slot
}

// A ray is a line from one king: its cells outwards, the slot of the
// checkers on each, and whether a fixed man who checks ends it.
type ray struct {
	king    pieces.Color
	cells   []int
	checks  []Slot
	checked bool
}

// A placement is the kings on their squares under a fixture, sorted into
// the cells that matter, the kings' lines, and the number of other cells
// of each free type. It is also the crossing.Algebra of its own terms
// (algebra.go): a Counter rebuilds it in place for each placement, so the
// lines made for it once always count the placement at hand.
type placement struct {
	b      pieces.Board
	kings  [2]pieces.Square // by colour
	fx     *Fixture
	cellOf map[pieces.Square]int
	cells  []cell
	rays   []ray
	free   [2]int
	m      *mul
	mono   [2]int32 // the monomial of a free cell of each free type
}

// reset starts the placement of the kings on wk and bk of b under fx.
func (p *placement) reset(b pieces.Board, wk, bk pieces.Square, fx *Fixture) {
	p.b, p.kings, p.fx = b, [2]pieces.Square{wk, bk}, fx
	clear(p.cellOf)
	p.cells, p.rays, p.free = p.cells[:0], p.rays[:0], [2]int{}
}

// fixed reports whether sq holds no cell: a fixed man's square (on the
// board as it stands), a square kept empty, or a king's.
func (p *placement) fixed(sq pieces.Square) bool {
	return p.fx.Men[sq] != nil || p.fx.Empty[sq] || sq == p.kings[pieces.White] || sq == p.kings[pieces.Black]
}

// freeType is the free type of a cell on sq: 0 where a pawn may stand,
// else 1.
func (p *placement) freeType(sq pieces.Square) int8 {
	if p.fx.Pawns[sq] {
		return 0
	}
	return 1
}

// cell returns the index of sq's cell, made if new.
func (p *placement) cell(sq pieces.Square) int {
	if i, ok := p.cellOf[sq]; ok {
		return i
	}
	p.cellOf[sq] = len(p.cells)
	p.cells = append(p.cells, cell{free: p.freeType(sq), ban: [2]Slot{noSlot, noSlot}})
	return len(p.cells) - 1
}

// build sorts the squares into cells and lines, and reports false if a
// fixed knight checks a king.
func (p *placement) build() bool {
	for _, d := range pieces.Lines {
		black, _ := p.ray(pieces.Black, d, p.fx.Men)
		p.addRay(black)
		// The white king must be safe after each capture: along each line,
		// on the deciding board (crossing.Reach.Decides). That is the board
		// where the line runs furthest, since the others end it sooner at a
		// white pawn that has not captured.
		var white ray
		var deciding crossing.Reach
		for j, after := range p.fx.After {
			if r, reach := p.ray(pieces.White, d, after); j == 0 || reach.Decides(deciding) {
				white, deciding = r, reach
			}
		}
		p.addRay(white)
	}
	if !p.knights(pieces.White) || !p.knights(pieces.Black) {
		return false
	}
	for sq := range pieces.Square(p.b.Squares()) {
		if _, ok := p.cellOf[sq]; !ok && !p.fixed(sq) {
			p.free[p.freeType(sq)]++
		}
	}
	return true
}

// ray returns the line of colour king's king in direction d on the board
// whose fixed men are men, and its reach there: the squares before the
// first man (kept empty or not), and whether that man checks.
func (p *placement) ray(king pieces.Color, d pieces.Step, men []*pieces.Piece) (ray, crossing.Reach) {
	r, reach := ray{king: king}, crossing.Reach{}
	for sq, checkers := range p.b.KingLine(p.kings[king], d, king.Other()) {
		if sq == p.kings[1-king] {
			break
		}
		if m := men[sq]; m != nil {
			r.checked = m.Color != king && checkers.Has(m.Kind)
			break
		}
		reach.Free++
		if p.fixed(sq) {
			continue // kept empty on this board
		}
		if !p.fx.Pawns[sq] {
			checkers &^= pieces.KindsOf(pieces.Pawn)
		}
		r.cells = append(r.cells, p.cell(sq))
		r.checks = append(r.checks, slotOf(checkers))
	}
	reach.Checks = r.checked
	return r, reach
}

// slotOf returns the slot of the men checkers, as a king's line yields
// them: a pawn with a bishop and a queen, a rook with a queen, or a bishop
// with a queen.
func slotOf(checkers pieces.Kinds) Slot {
	switch {
	case checkers.Has(pieces.Pawn):
		return PawnAttack
	case checkers.Has(pieces.Rook):
		return Straight
	}
	return Slanted
}

// addRay adds r to the placement, marking its cells' slots.
func (p *placement) addRay(r ray) {
	for j, c := range r.cells {
		p.cells[c].check[r.king] = r.checks[j]
	}
	p.rays = append(p.rays, r)
}

// knights bans the knights of the other colour from colour c's king's
// knight squares, and reports false if a fixed one stands there.
func (p *placement) knights(c pieces.Color) bool {
	for _, sq := range p.b.KnightSquares(p.kings[c]) {
		if m := p.fx.Men[sq]; m != nil && m.Color != c && m.Kind == pieces.Knight {
			return false
		}
		if !p.fixed(sq) {
			p.cells[p.cell(sq)].ban[c.Other()] = Knight
		}
	}
	return true
}
