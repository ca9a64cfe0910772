package pieces

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxSide is the largest number of files or ranks a board may have.
const MaxSide = 20

// Board is a rectangular board of Files × Ranks squares.
type Board struct {
	Files, Ranks int
}

// Chessboard is the 8x8 board.
var Chessboard = Board{8, 8}

// Square is a square of a board, numbered rank by rank from a1 = 0.
type Square int

// ParseBoard reads a board size written FILESxRANKS, such as "8x8" or
// "6x5", with each side from 1 to MaxSide (20).
func ParseBoard(s string) (Board, error) {
	f, r, ok := strings.Cut(strings.ToLower(s), "x")
	files, err1 := strconv.Atoi(f)
	ranks, err2 := strconv.Atoi(r)
	if !ok || err1 != nil || err2 != nil || f[0] == '+' || r[0] == '+' {
		return Board{}, fmt.Errorf("board %q: write FILESxRANKS, such as 8x8 or 6x5", s)
	}
	b := Board{files, ranks}
	return b, b.Validate()
}

// Validate reports whether both sides are between 1 and MaxSide.
func (b Board) Validate() error {
	if b.Files < 1 || b.Files > MaxSide || b.Ranks < 1 || b.Ranks > MaxSide {
		return fmt.Errorf("board %s: files and ranks must each be 1 to %d", b, MaxSide)
	}
	return nil
}

// String returns the size as FILESxRANKS.
func (b Board) String() string { return fmt.Sprintf("%dx%d", b.Files, b.Ranks) }

// Squares returns the number of squares.
func (b Board) Squares() int { return b.Files * b.Ranks }

// Square returns the square on the given file and rank, counted from 0.
// It panics if they are off the board.
func (b Board) Square(file, rank int) Square {
	if !b.On(file, rank) {
		panic(fmt.Sprintf("pieces: file %d rank %d off the %s board", file, rank, b))
	}
	return Square(rank*b.Files + file)
}

// On reports whether the file and rank are on the board.
func (b Board) On(file, rank int) bool {
	return file >= 0 && file < b.Files && rank >= 0 && rank < b.Ranks
}

// Coords returns the file and rank of s, counted from 0.
func (b Board) Coords(s Square) (file, rank int) {
	return int(s) % b.Files, int(s) / b.Files
}

// Name returns the square's name: a1 … t20, files a–t and ranks 1–20.
func (b Board) Name(s Square) string {
	f, r := b.Coords(s)
	return string(rune('a'+f)) + strconv.Itoa(r+1)
}

// ParseSquare reads a square's name on b, such as "a1" or "t20".
func (b Board) ParseSquare(name string) (Square, error) {
	if len(name) >= 2 && len(name) <= 3 {
		file := int(name[0]) - 'a'
		rank, err := strconv.Atoi(name[1:])
		if err == nil && name[1] != '+' && name[1] != '-' && name[1] != '0' && b.On(file, rank-1) {
			return b.Square(file, rank-1), nil
		}
	}
	return 0, fmt.Errorf("square %q is not on the %s board: write a file letter and a rank, such as a1", name, b)
}
