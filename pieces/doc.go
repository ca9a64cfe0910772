// Package pieces describes what is counted: piece kinds and colours, a
// material (which men are on the board), the board's size and squares, and
// how each piece attacks.
//
// It is also the one home of the board's geometry that every counter
// walks (geometry.go): the eight lines through a square in a documented
// order, a walk along a line, the knight's leaps, kings apart and the
// pairs of them, square colours, the squares a pawn attacks from; and of
// the rules of which men may stand where (pawnranks.go): the pawn ranks of
// chess and of minichess, and the army rules.
//
// A board has between 1 and 20 files and ranks. Squares are numbered
// rank by rank from a1 (0), so square = rank*Files + file, and named a1,
// b1, … with files a–t and ranks 1–20.
//
// A material is either a chess material, one king per side and White's men
// first ("KRvK"), or a puzzle material, one army without sides ("8Q",
// "2K"): see ParseMaterial.
package pieces
