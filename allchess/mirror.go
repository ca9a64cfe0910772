package allchess

import "github.com/chesscount/count/pieces"

// On a board with an odd number of files the file mirror fixes the middle
// file, and the positions whose kings stand there and whose other men
// stand in mirror pairs, which Burnside's lemma needs counted too. In
// their cells a square of the middle file holds one man (free type 0) and
// a pair the mirror swaps two alike (free type 1).
//
// The lines from the black king on the middle file: the file, up and down
// (single cells, a rook or queen checks); the rank, its halves one line of
// pairs (a rook or queen); each diagonal's halves, up and down, one line of
// pairs (a bishop or queen); and the knight squares, in pairs. That is
// the layout's four restricted types; a white pawn's check would be a
// fifth, so the cells count it as none and fixtures take those positions
// away again (mirrorFixtures), as they take away pawns on a rank their
// rule forbids.

// mirrorLines are the lines of mirrorShape: each direction that goes right
// stands for its pair, its mirror image.
var mirrorLines = []pieces.Step{pieces.Up, pieces.Down, pieces.Right, pieces.UpRight, pieces.DownRight}

// mirrorShape is the shape of the kings on wk and bk, both on the middle
// file, White to move, under fx, for the positions the file mirror fixes;
// false if a white knight fx fixes gives check.
func mirrorShape(b pieces.Board, wk, bk pieces.Square, fx *fixture) (shape, bool) {
	g := grid{b: b, wk: wk, bk: bk, ps: mirrorPositions, fx: fx}
	return g.shape(mirrorLines)
}
