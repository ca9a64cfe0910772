package pieces_test

import (
	"testing"

	"github.com/chesscount/count/pieces"
)

// TestKingLinesAgainstAttacks checks KingLine and KnightSquares against
// Board.Attacks, square by square: on every line from every king square
// of a few boards, a man of each kind checks from a square that is the
// line's only occupied one exactly when KingLine says so; the squares a
// knight checks from are KnightSquares'; and the lines, with the knight
// squares and the king's own square, cover the board.
func TestKingLinesAgainstAttacks(t *testing.T) {
	t.Parallel()
	boards := []pieces.Board{{Files: 1, Ranks: 1}, {Files: 3, Ranks: 5}, {Files: 5, Ranks: 3}, {Files: 1, Ranks: 6}, pieces.Chessboard}
	for _, b := range boards {
		for king := range pieces.Square(b.Squares()) {
			for _, by := range []pieces.Color{pieces.White, pieces.Black} {
				seen := checkLines(t, b, king, by)
				checkKnights(t, b, king, by, seen)
			}
		}
	}
}

// checkLines checks the lines of a king on king against Attacks, and
// returns the squares they cover.
func checkLines(t *testing.T, b pieces.Board, king pieces.Square, by pieces.Color) []int {
	t.Helper()
	seen := make([]int, b.Squares())
	for _, s := range pieces.Lines {
		for sq, checkers := range b.KingLine(king, s, by) {
			seen[sq]++
			only := func(q pieces.Square) bool { return q == sq }
			for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn} {
				want := b.Attacks(pieces.Piece{Color: by, Kind: k}, sq, king, only) && k != pieces.Knight
				if checkers.Has(k) != want {
					t.Errorf("%v, king on %s, %v line: %v %v on %s checks %t, KingLine says %t",
						b, b.Name(king), s, by, k, b.Name(sq), want, checkers.Has(k))
				}
			}
		}
	}
	return seen
}

// checkKnights checks the knight squares of a king on king against
// Attacks, and that they and the lines (seen) cover every square once.
func checkKnights(t *testing.T, b pieces.Board, king pieces.Square, by pieces.Color, seen []int) {
	t.Helper()
	seen[king]++
	for d, sq := range b.KnightSquares(king) {
		if to, ok := b.Add(king, d); !ok || to != sq {
			t.Errorf("%v: KnightSquares(%s) gives %v to %s", b, b.Name(king), d, b.Name(sq))
		}
		seen[sq]++
	}
	for sq := range pieces.Square(b.Squares()) {
		knight := b.Attacks(pieces.Piece{Color: by, Kind: pieces.Knight}, sq, king, nil)
		queen := b.Attacks(pieces.Piece{Color: by, Kind: pieces.Queen}, sq, king, nil)
		if want := knight || queen || sq == king; want != (seen[sq] == 1) || seen[sq] > 1 {
			t.Errorf("%v, king on %s: %s is on %d of its lines and knight squares", b, b.Name(king), b.Name(sq), seen[sq])
		}
	}
}
