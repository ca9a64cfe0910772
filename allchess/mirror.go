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

// mirrorLines are the lines of mirrorShape: each direction that goes right
// stands for its pair, its mirror image.
var mirrorLines = []pieces.Step{pieces.Up, pieces.Down, pieces.Right, pieces.UpRight, pieces.DownRight}

// mirrorShape is the shape of the white king on wk and the black king on
// bk, both on the middle file, White to move, under fx (whose men stand in
// mirror pairs), for the positions the file mirror fixes; false if a
// white knight fx fixes gives check.
func mirrorShape(b pieces.Board, wk, bk pieces.Square, fx *fixture) (shape, bool) {
	g := grid{b: b, wk: wk, bk: bk, ps: mirrorPositions, fx: fx}
	return g.shape(mirrorLines)
}
