package pieces_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/chesscount/count/pieces"
)

// square returns the square named name ("d4") on b, worked out from the
// letter and number, not from Board.Name.
func square(t *testing.T, b pieces.Board, name string) pieces.Square {
	t.Helper()
	rank, err := strconv.Atoi(name[1:])
	if err != nil {
		t.Fatalf("bad square name %q", name)
	}
	return b.Square(int(name[0]-'a'), rank-1)
}

func TestReachMatchesAttacks(t *testing.T) {
	t.Parallel()
	for _, b := range []pieces.Board{
		{Files: 1, Ranks: 1},
		{Files: 3, Ranks: 5},
		{Files: 5, Ranks: 3},
		{Files: 1, Ranks: 8},
		{Files: 8, Ranks: 1},
		pieces.Chessboard,
		{Files: 16, Ranks: 16},
	} {
		n := pieces.Square(b.Squares())
		for _, p := range allPieces() {
			for from := range n {
				reach := b.Reach(p, from)
				in := make([]bool, n)
				for _, s := range reach {
					if s < 0 || s >= n {
						t.Errorf("%v: Reach(%v, %s) has square %d, off the board", b, p, b.Name(from), s)
						continue
					}
					if in[s] {
						t.Errorf("%v: Reach(%v, %s) has %s twice", b, p, b.Name(from), b.Name(s))
					}
					in[s] = true
				}
				for to := range n {
					if got := b.Attacks(p, from, to, nil); got != in[to] {
						t.Errorf("%v: Attacks(%v, %s, %s, nil) = %t, but Reach says %t",
							b, p, b.Name(from), b.Name(to), got, in[to])
					}
				}
			}
		}
	}
}

// The totals over all squares count ordered pairs (from, to) with the piece
// on from attacking to, on an empty board of F files and R ranks:
//
//   - knight: a leap (±1, ±2) fits from (F−1)(R−2) squares and a leap (±2, ±1)
//     from (F−2)(R−1), four of each: 4[(F−1)(R−2) + (F−2)(R−1)].
//     8x8: 4(42 + 42) = 336; 3x5: 4(2·3 + 1·4) = 40; 16x16: 4(210 + 210) = 1680.
//   - king: a step sideways fits from (F−1)R squares, up or down from F(R−1),
//     diagonally from (F−1)(R−1): 2(F−1)R + 2F(R−1) + 4(F−1)(R−1).
//     8x8: 112 + 112 + 196 = 420; 3x5: 20 + 24 + 32 = 76;
//     16x16: 480 + 480 + 900 = 1860.
//   - rook: every square sees F−1 others on its rank and R−1 on its file:
//     FR(F+R−2). 8x8: 64·14 = 896; 3x5: 15·6 = 90; 16x16: 256·30 = 7680.
//   - bishop: a diagonal step of length d in one of four directions fits from
//     (F−d)(R−d) squares: 4 Σ_d (F−d)(R−d). 8x8: 4(49+36+25+16+9+4+1) = 4·140
//     = 560; 3x5: 4(2·4 + 1·3) = 44; 16x16: 4·(1²+…+15²) = 4·1240 = 4960.
//   - queen = rook + bishop: 8x8: 896 + 560 = 1456; 3x5: 90 + 44 = 134.
//   - pawn: from every rank but the last in its direction, two squares from an
//     inner file and one from an edge file: (R−1)(2(F−2) + 2).
//     8x8: 7·14 = 98, for either colour.
func TestAttackCounts(t *testing.T) {
	t.Parallel()
	board35 := pieces.Board{Files: 3, Ranks: 5}
	board16 := pieces.Board{Files: 16, Ranks: 16}
	for _, test := range []struct {
		board   pieces.Board
		piece   pieces.Piece
		from    string   // "" for the total over every square
		want    int      // attacked squares, summed over the from squares
		targets []string // the attacked squares, when checked
	}{
		{board: pieces.Chessboard, piece: wN, from: "a1", want: 2, targets: []string{"b3", "c2"}},
		{board: pieces.Chessboard, piece: bN, from: "a1", want: 2, targets: []string{"b3", "c2"}},
		{board: pieces.Chessboard, piece: wN, from: "d4", want: 8, targets: []string{"b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"}},
		{board: pieces.Chessboard, piece: wN, from: "b1", want: 3, targets: []string{"a3", "c3", "d2"}},
		{board: pieces.Chessboard, piece: wK, from: "a1", want: 3, targets: []string{"a2", "b1", "b2"}},
		{board: pieces.Chessboard, piece: bK, from: "d4", want: 8, targets: []string{"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"}},
		{board: pieces.Chessboard, piece: wK, from: "e1", want: 5},
		{board: pieces.Chessboard, piece: wR, from: "a1", want: 14},
		{board: pieces.Chessboard, piece: wR, from: "d4", want: 14},
		{board: pieces.Chessboard, piece: bR, from: "h8", want: 14},
		{board: pieces.Chessboard, piece: wB, from: "a1", want: 7, targets: []string{"b2", "c3", "d4", "e5", "f6", "g7", "h8"}},
		{board: pieces.Chessboard, piece: wB, from: "d4", want: 13},
		{board: pieces.Chessboard, piece: bB, from: "h1", want: 7},
		{board: pieces.Chessboard, piece: wQ, from: "d4", want: 27},
		{board: pieces.Chessboard, piece: wQ, from: "a1", want: 21},
		{board: pieces.Chessboard, piece: wP, from: "b2", want: 2, targets: []string{"a3", "c3"}},
		{board: pieces.Chessboard, piece: bP, from: "b7", want: 2, targets: []string{"a6", "c6"}},
		{board: pieces.Chessboard, piece: wP, from: "h2", want: 1, targets: []string{"g3"}},
		{board: pieces.Chessboard, piece: bP, from: "a7", want: 1, targets: []string{"b6"}},
		{board: pieces.Chessboard, piece: wP, from: "e8", want: 0},
		{board: pieces.Chessboard, piece: bP, from: "e1", want: 0},

		{board: pieces.Chessboard, piece: wN, want: 336},
		{board: pieces.Chessboard, piece: wK, want: 420},
		{board: pieces.Chessboard, piece: wB, want: 560},
		{board: pieces.Chessboard, piece: wR, want: 896},
		{board: pieces.Chessboard, piece: wQ, want: 1456},
		{board: pieces.Chessboard, piece: bQ, want: 1456},
		{board: pieces.Chessboard, piece: wP, want: 98},
		{board: pieces.Chessboard, piece: bP, want: 98},

		{board: board35, piece: wN, want: 40},
		{board: board35, piece: wK, want: 76},
		{board: board35, piece: wR, want: 90},
		{board: board35, piece: wB, want: 44},
		{board: board35, piece: wQ, want: 134},
		{board: board35, piece: wN, from: "b3", want: 4, targets: []string{"a1", "c1", "a5", "c5"}},

		{board: board16, piece: wN, want: 1680},
		{board: board16, piece: wK, want: 1860},
		{board: board16, piece: wR, want: 7680},
		{board: board16, piece: wB, want: 4960},
		{board: board16, piece: wQ, from: "a1", want: 45},
		{board: board16, piece: wP, from: "p15", want: 1, targets: []string{"o16"}},

		{board: pieces.Board{Files: 1, Ranks: 1}, piece: wQ, want: 0},
		{board: pieces.Board{Files: 1, Ranks: 1}, piece: wN, want: 0},
	} {
		b := test.board
		var from []pieces.Square
		if test.from == "" {
			for s := range pieces.Square(b.Squares()) {
				from = append(from, s)
			}
		} else {
			from = []pieces.Square{square(t, b, test.from)}
		}
		attacks, reach := 0, 0
		var hit []pieces.Square
		for _, f := range from {
			for to := range pieces.Square(b.Squares()) {
				if b.Attacks(test.piece, f, to, nil) {
					attacks++
					hit = append(hit, to)
				}
			}
			reach += len(b.Reach(test.piece, f))
		}
		where := test.from
		if where == "" {
			where = "every square"
		}
		if attacks != test.want {
			t.Errorf("%v: %v from %s attacks %d squares, want %d", b, test.piece, where, attacks, test.want)
		}
		if reach != test.want {
			t.Errorf("%v: %v from %s reaches %d squares, want %d", b, test.piece, where, reach, test.want)
		}
		if test.targets != nil {
			var want []pieces.Square
			for _, name := range test.targets {
				want = append(want, square(t, b, name))
			}
			slices.Sort(want)
			if !slices.Equal(hit, want) {
				t.Errorf("%v: %v from %s attacks %v, want %v", b, test.piece, where, hit, want)
			}
		}
	}
}

func TestBlocking(t *testing.T) {
	t.Parallel()
	for _, test := range []struct {
		piece    pieces.Piece
		from, to string
		occupied []string // nil: the empty board; {"*"}: every square
		want     bool
	}{
		{piece: wR, from: "a1", to: "a8", want: true},
		{piece: wR, from: "a1", to: "a8", occupied: []string{"a4"}, want: false},
		{piece: wR, from: "a1", to: "a3", occupied: []string{"a4"}, want: true},
		{piece: wR, from: "a1", to: "a4", occupied: []string{"a4"}, want: true}, // the target may be occupied
		{piece: wR, from: "a1", to: "a8", occupied: []string{"a1", "a8", "b4"}, want: true},
		{piece: wR, from: "a1", to: "h1", occupied: []string{"a4"}, want: true},
		{piece: bR, from: "h1", to: "a1", occupied: []string{"b1"}, want: false},
		{piece: wR, from: "a1", to: "a2", occupied: []string{"*"}, want: true}, // adjacent: nothing between
		{piece: wR, from: "a1", to: "b2", want: false},
		{piece: wB, from: "a1", to: "h8", want: true},
		{piece: wB, from: "a1", to: "h8", occupied: []string{"d4"}, want: false},
		{piece: wB, from: "h8", to: "a1", occupied: []string{"d4"}, want: false},
		{piece: wB, from: "a1", to: "c3", occupied: []string{"d4"}, want: true},
		{piece: wB, from: "a1", to: "a2", want: false},
		{piece: wQ, from: "d1", to: "d8", occupied: []string{"d2"}, want: false},
		{piece: wQ, from: "d1", to: "h5", occupied: []string{"e2"}, want: false},
		{piece: wQ, from: "d1", to: "h5", occupied: []string{"d2", "e1", "c2"}, want: true},
		{piece: wQ, from: "a1", to: "b3", want: false},
		{piece: wN, from: "b1", to: "c3", occupied: []string{"*"}, want: true},
		{piece: bN, from: "g8", to: "f6", occupied: []string{"*"}, want: true},
		{piece: wN, from: "d4", to: "e6", occupied: []string{"d5", "e5", "d6"}, want: true},
		{piece: wK, from: "e1", to: "e2", occupied: []string{"*"}, want: true},
		{piece: wP, from: "e2", to: "d3", occupied: []string{"*"}, want: true},
		{piece: wP, from: "e2", to: "e3", want: false},
		{piece: bP, from: "e7", to: "d8", want: false},

		// No piece attacks its own square.
		{piece: wK, from: "d4", to: "d4"},
		{piece: wQ, from: "d4", to: "d4"},
		{piece: wR, from: "d4", to: "d4"},
		{piece: wB, from: "d4", to: "d4"},
		{piece: wN, from: "d4", to: "d4"},
		{piece: wP, from: "d4", to: "d4"},
		{piece: bK, from: "a1", to: "a1"},
		{piece: bQ, from: "a1", to: "a1", occupied: []string{"*"}},
		{piece: bR, from: "h8", to: "h8"},
		{piece: bB, from: "h8", to: "h8"},
		{piece: bN, from: "a1", to: "a1"},
		{piece: bP, from: "a1", to: "a1"},
	} {
		b := pieces.Chessboard
		var occupied func(pieces.Square) bool
		switch {
		case slices.Equal(test.occupied, []string{"*"}):
			occupied = func(pieces.Square) bool { return true }
		case test.occupied != nil:
			set := make(map[pieces.Square]bool)
			for _, name := range test.occupied {
				set[square(t, b, name)] = true
			}
			occupied = func(s pieces.Square) bool { return set[s] }
		}
		from, to := square(t, b, test.from), square(t, b, test.to)
		if got := b.Attacks(test.piece, from, to, occupied); got != test.want {
			t.Errorf("Attacks(%v, %s, %s) with %v occupied: got:%t want:%t",
				test.piece, test.from, test.to, test.occupied, got, test.want)
		}
	}
}

// BenchmarkAttacks asks, for every piece, whether it attacks each square
// of the 8x8 board from each other, with a man on every third square.
func BenchmarkAttacks(b *testing.B) {
	board := pieces.Chessboard
	occupied := func(s pieces.Square) bool { return s%3 == 0 }
	for b.Loop() {
		n := 0
		for _, p := range allPieces() {
			for from := range pieces.Square(board.Squares()) {
				for to := range pieces.Square(board.Squares()) {
					if board.Attacks(p, from, to, occupied) {
						n++
					}
				}
			}
		}
		if n == 0 {
			b.Fatal("no attacks")
		}
	}
}
