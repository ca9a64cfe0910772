package allchess

import "github.com/chesscount/count/pieces"

// On a board with an odd number of files the file mirror fixes the middle
// file, and with it the positions whose kings stand there and whose other
// men stand in mirror pairs: Burnside's lemma needs their count too (on a
// board of even sides no symmetry but the diagonal reflections fixes a
// king). Such a position is its middle file and one half of the board;
// in its cells a square of the middle file holds one man (free type 0)
// and a pair of squares the mirror swaps holds two alike (free type 1).
//
// The lines from the black king on the middle file: the file itself, up
// and down (single cells, a rook or queen gives check); the rank, its two
// halves one line of pairs (a rook or queen); the diagonals, up and down,
// each two halves one line of pairs (a bishop or queen); and the knight
// squares, in pairs. That is the four restricted types a layout holds, and
// a white pawn's check would be a fifth, so the cells count a white pawn
// on the first square down a diagonal as giving no check, and fixtures
// take those positions away again (mirrorFixtures). The pawns themselves
// may stand on every cell; fixtures take away those on a rank their rule
// forbids, by inclusion and exclusion.

// mirrorShape is the shape of the white king on wk and the black king on
// bk, both on the middle file, White to move, under fx (whose men stand in
// mirror pairs), for the positions the file mirror fixes; false if a
// white knight fx fixes gives check. Each direction that goes right
// stands for its pair, its mirror image.
func mirrorShape(b pieces.Board, wk, bk pieces.Square, fx *fixture) (shape, bool) {
	g := mirrorGrid{b: b, fx: fx, taken: make([]bool, b.Squares()), slots: mirrorLayout(b, false).restricted}
	g.taken[wk], g.taken[bk] = true, true
	for sq, p := range fx.men {
		if p != nil {
			g.taken[sq] = true
		}
	}
	var s shape
	for _, d := range []pieces.Step{pieces.Up, pieces.Down, pieces.Right, pieces.UpRight, pieces.DownRight} {
		s.lines = append(s.lines, g.line(bk, wk, d))
	}
	for d, sq := range b.KnightSquares(bk) {
		if d.Files < 0 {
			continue
		}
		if p := fx.men[sq]; p != nil {
			if p.Color == pieces.White && p.Kind == pieces.Knight {
				return s, false
			}
			continue
		}
		s.knights = append(s.knights, cell{swappedPair, b.ColourOf(sq)})
		g.take(sq)
	}
	middle := (b.Files - 1) / 2
	for sq := range pieces.Square(b.Squares()) {
		switch x, _ := b.Coords(sq); {
		case g.taken[sq] || x < middle:
		case x == middle:
			s.free[axisSquare][b.ColourOf(sq)]++
		default:
			s.free[swappedPair][b.ColourOf(sq)]++
		}
	}
	return s, true
}

// mirrorGrid is one placement of the kings under a fixture while
// mirrorShape sorts its squares into cells, marking those it has taken.
type mirrorGrid struct {
	b     pieces.Board
	fx    *fixture
	taken []bool
	slots restrictedTypes
}

// take marks sq and its mirror image taken.
func (g *mirrorGrid) take(sq pieces.Square) {
	x, y := g.b.Coords(sq)
	g.taken[sq], g.taken[g.b.Square(g.b.Files-1-x, y)] = true, true
}

// line returns the line from bk in direction d, up to the edge, the white
// king or a man fx fixes: single cells on the middle file, pairs
// elsewhere. A white pawn gives no check here (mirrorFixtures takes those
// positions away).
func (g *mirrorGrid) line(bk, wk pieces.Square, d pieces.Step) line {
	var l line
	free, mult := swappedPair, 2
	if d.Files == 0 {
		free, mult = axisSquare, 1
	}
	for sq, checkers := range g.b.KingLine(bk, d, pieces.White) {
		checkers &^= pieces.KindsOf(pieces.Pawn)
		if sq == wk {
			break
		}
		if p := g.fx.men[sq]; p != nil {
			l.checked = p.Color == pieces.White && checkers.Has(p.Kind)
			return l
		}
		l.cells = append(l.cells, lineCell{cell{free, g.b.ColourOf(sq)}, g.slots.of(mult, kindSet(checkers))})
		g.take(sq)
	}
	return l
}
