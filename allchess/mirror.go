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

// mirrorLayout is the cells of the positions the file mirror fixes, with
// pawns or without.
func mirrorLayout(b pieces.Board, pawnless bool) layout {
	men := anyMan
	if pawnless {
		men = anyPiece
	}
	return layout{
		free:       [2]cellType{{1, men}, {2, men}},
		restricted: restrictedTypes{{1, rookLike}, {2, rookLike}, {2, bishopish}, {2, knight}},
		dims:       keyDims{free: [2]int{b.Ranks + 1, b.Squares()/2 + 1}, restricted: [4]int{3, 2, 3, 5}, whiteBishops: 1},
	}
}

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

// mirrorFixtures returns the fixtures of the positions with pawns the file
// mirror fixes under s's pawn ranks, from base: the cells let a pawn of
// either colour stand anywhere and count a white pawn that attacks the
// black king as no check, and the fixtures set both right.
//
// First the pawn ranks, by inclusion and exclusion over the cells of the
// first and last ranks: each holds no pawn (+1), or a pawn its rank
// forbids (−1), fixed there (both squares of a pair). Then, for each
// fixture and each square of the black king on the middle file with a
// rank below it, the positions in which White's pawns stand on both
// squares from which they would attack it are taken away (−1): those that
// the cells count as no check.
func mirrorFixtures(s spec, base *fixture) []*fixture {
	b := s.Board
	ranks := []*fixture{base}
	middle := (b.Files - 1) / 2
	for _, y := range []int{0, b.Ranks - 1} {
		for x := middle; x < b.Files; x++ {
			ranks = withForbiddenPawn(s, ranks, b.Square(x, y))
		}
	}
	out := ranks
	for _, fx := range ranks {
		for y := 1; y < b.Ranks; y++ {
			if attack, ok := withPawnAttack(b, fx, b.Square(middle, y)); ok {
				out = append(out, attack)
			}
		}
	}
	return out
}

// withForbiddenPawn returns fxs and, with the sign −1, each of them with
// a pawn on sq and its mirror image of each colour the rank of sq forbids
// under s's pawn ranks.
func withForbiddenPawn(s spec, fxs []*fixture, sq pieces.Square) []*fixture {
	out := fxs
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		if s.PawnRanks.Allows(s.Board, c, sq) {
			continue
		}
		for _, fx := range fxs {
			if f, ok := fx.withPair(s.Board, pieces.Piece{Color: c, Kind: pieces.Pawn}, sq); ok {
				f.sign = -f.sign
				out = append(out, f)
			}
		}
	}
	return out
}

// withPawnAttack returns fx with the black king fixed on bk and White's
// pawns on the two squares below it from which they attack it (kept if fx
// fixes them there already), with the opposite sign; false if a square is
// taken by another man, or off the board.
func withPawnAttack(b pieces.Board, fx *fixture, bk pieces.Square) (*fixture, bool) {
	if fx.men[bk] != nil || fx.bk != nowhere {
		return nil, false
	}
	x, y := b.Coords(bk)
	if !b.On(x+1, y-1) {
		return nil, false
	}
	pawn := pieces.Piece{Color: pieces.White, Kind: pieces.Pawn}
	out := fx.clone()
	if p := fx.men[b.Square(x+1, y-1)]; p == nil {
		var ok bool
		if out, ok = out.withPair(b, pawn, b.Square(x+1, y-1)); !ok {
			return nil, false
		}
	} else if *p != pawn {
		return nil, false
	}
	out.bk, out.sign = bk, -fx.sign
	return out, true
}

// withPair returns a copy of fx with p fixed on sq of b and on its mirror
// image in the files (sq itself on the middle file), and false if either
// is taken.
func (fx *fixture) withPair(b pieces.Board, p pieces.Piece, sq pieces.Square) (*fixture, bool) {
	out, ok := fx.with(p, sq)
	x, y := b.Coords(sq)
	if image := b.Square(b.Files-1-x, y); ok && image != sq {
		out, ok = out.with(p, image)
	}
	return out, ok
}
