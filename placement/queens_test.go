package placement

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// The rank-by-rank count of the n-queens puzzle against the search over
// squares that every other NonAttacking count uses (Factored.apart, the
// identity's orbits: every square alone), and against the number of
// solutions in OEIS A000170.
func TestQueenRows(t *testing.T) {
	oeis := []uint64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680} // n = 1 to 11
	for n := 1; n <= len(oeis); n++ {
		m, err := pieces.ParseMaterial(fmt.Sprintf("%dQ", n))
		if err != nil {
			t.Fatal(err)
		}
		for _, labelled := range []bool{false, true} {
			s := Spec{Board: pieces.Board{Files: n, Ranks: n}, Material: m, Rules: NonAttacking, Labelled: labelled}
			f, err := NewFactored(s)
			if err != nil {
				t.Fatal(err)
			}
			if !f.spec.QueensPuzzle() {
				t.Fatalf("%d queens: not counted rank by rank", n)
			}
			rows, err := f.queenRows(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			squares, err := f.apart(context.Background(), orbitsOf(n*n, nil))
			if err != nil {
				t.Fatal(err)
			}
			if rows.Cmp(squares) != 0 || (!labelled && rows.Uint64() != oeis[n-1]) {
				t.Errorf("%d queens (labelled %v): %s rank by rank, %s square by square; OEIS A000170 %d", n, labelled, rows, squares, oeis[n-1])
			}
		}
	}
}

// Other queens puzzles are not the n-queens puzzle: fewer queens than
// ranks, a board that is not square, another man among them.
func TestQueensRanksOnly(t *testing.T) {
	for _, c := range []struct{ material, board string }{{"7Q", "8x8"}, {"6Q", "6x7"}, {"5QN", "6x6"}} {
		m, _ := pieces.ParseMaterial(c.material)
		b, _ := pieces.ParseBoard(c.board)
		f, err := NewFactored(Spec{Board: b, Material: m, Rules: NonAttacking})
		if err != nil {
			t.Fatal(err)
		}
		if f.spec.QueensPuzzle() {
			t.Errorf("%s on %s counted as the n-queens puzzle", c.material, c.board)
		}
	}
}

// The transfer against the search, for every symmetry of the board (the
// orbits of its fixed placements, every square alone for the identity),
// for every army of up to 6 kings, knights and pawns,
// on every board up to 6x6; the labelled counts too for a few.
func TestTransfer(t *testing.T) {
	for files := 1; files <= 6; files++ {
		for ranks := 1; ranks <= 6; ranks++ {
			b := pieces.Board{Files: files, Ranks: ranks}
			for kings := 0; kings <= 6; kings++ {
				for knights := 0; kings+knights <= 6; knights++ {
					for pawns := 0; kings+knights+pawns <= min(6, b.Squares()); pawns++ {
						if kings+knights+pawns > 0 {
							checkTransfer(t, b, [3]int{kings, knights, pawns}, kings == 2 && knights+pawns == 1)
						}
					}
				}
			}
		}
	}
}

// checkTransfer compares the transfer with the search for an army of
// kings, knights and pawns on b, for each symmetry of b.
func checkTransfer(t *testing.T, b pieces.Board, army [3]int, labelled bool) {
	t.Helper()
	m, err := pieces.ParseMaterial(armyText(army))
	if err != nil {
		t.Fatal(err)
	}
	if m.Fits(b) != nil {
		return // more pawns than the board has room for
	}
	f, err := NewFactored(Spec{Board: b, Material: m, Rules: NonAttacking, Labelled: labelled})
	if err != nil {
		t.Fatal(err)
	}
	if !f.spec.ShortRange() {
		t.Fatalf("%s on %s: not counted by the transfer", m, b)
	}
	for _, e := range symmetry.AllElements {
		if !e.Fits(b) {
			continue
		}
		orbits := orbitsOf(b.Squares(), [][]pieces.Square{e.Perm(b)})
		got, ok, err := f.transfer(context.Background(), orbits)
		if err != nil || !ok {
			t.Fatalf("%s on %s, %s: the transfer refused (%v)", m, b, e.Name(), err)
		}
		want, err := f.apart(context.Background(), orbits)
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(want) != 0 {
			t.Errorf("%s on %s (labelled %v), %s: the transfer counts %s, the search %s", m, b, labelled, e.Name(), got, want)
		}
	}
}

// The transfer on boards past the search's reach, against counts derived
// by hand: two men attack each other along a pair of squares, so two
// kings stand apart on C(F·R, 2) minus the (F−1)R + F(R−1) + 2(F−1)(R−1)
// pairs of touching squares, and two knights on C(F·R, 2) minus the
// 2((F−1)(R−2) + (F−2)(R−1)) knight's moves. The half turn of an n×n
// board, n even, pairs the squares: two kings it fixes fill a pair, and
// the pairs of the four middle squares touch, so n²/2 − 2; the two
// squares of a pair differ by odd steps on both axes, never a knight's
// move, so two knights n²/2.
func TestTransferWide(t *testing.T) {
	for _, b := range []pieces.Board{{Files: 20, Ranks: 20}, {Files: 17, Ranks: 20}, {Files: 20, Ranks: 3}, {Files: 18, Ranks: 18}} {
		sq, f, r := int64(b.Squares()), int64(b.Files), int64(b.Ranks)
		pairs := sq * (sq - 1) / 2
		for _, c := range []struct {
			material string
			apart    int64
			halfTurn int64
		}{
			{"2K", pairs - (f-1)*r - f*(r-1) - 2*(f-1)*(r-1), sq/2 - 2},
			{"2N", pairs - 2*((f-1)*(r-2)+(f-2)*(r-1)), sq / 2},
		} {
			m, _ := pieces.ParseMaterial(c.material)
			fc, err := NewFactored(Spec{Board: b, Material: m, Rules: NonAttacking})
			if err != nil {
				t.Fatal(err)
			}
			got, ok, err := fc.transfer(context.Background(), orbitsOf(b.Squares(), nil))
			if err != nil || !ok || got.Int64() != c.apart {
				t.Errorf("%s on %s: the transfer counts %v (%v, %v), want %d", c.material, b, got, ok, err, c.apart)
			}
			if b.Files != b.Ranks || b.Files%2 != 0 {
				continue
			}
			got, ok, err = fc.transfer(context.Background(), orbitsOf(b.Squares(), [][]pieces.Square{symmetry.Rotate180.Perm(b)}))
			if err != nil || !ok || got.Int64() != c.halfTurn {
				t.Errorf("%s on %s, the half turn: the transfer counts %v (%v, %v), want %d", c.material, b, got, ok, err, c.halfTurn)
			}
		}
	}
}

// The transfer against a listing written apart from both counters: every
// placement of up to 4 kings, knights and pawns on boards up to 5x5, its
// attacks taken from the moves themselves, kept when no man attacks
// another and the symmetry maps each man onto a man of its kind.
func TestTransferListing(t *testing.T) {
	for _, b := range []pieces.Board{{Files: 3, Ranks: 3}, {Files: 4, Ranks: 4}, {Files: 4, Ranks: 5}, {Files: 5, Ranks: 4}, {Files: 5, Ranks: 5}} {
		for army := range 4 * 4 * 4 {
			want := [3]int{army % 4, army / 4 % 4, army / 16}
			if n := want[0] + want[1] + want[2]; n == 0 || n > 4 {
				continue
			}
			m, err := pieces.ParseMaterial(armyText(want))
			if err != nil {
				t.Fatal(err)
			}
			f, err := NewFactored(Spec{Board: b, Material: m, Rules: NonAttacking})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range symmetry.AllElements {
				if !e.Fits(b) {
					continue
				}
				perm := e.Perm(b)
				got, ok, err := f.transfer(context.Background(), orbitsOf(b.Squares(), [][]pieces.Square{perm}))
				if err != nil || !ok {
					t.Fatalf("%s on %s: the transfer refused (%v)", m, b, err)
				}
				if n := listApart(b, want, perm); got.Uint64() != n {
					t.Errorf("%s on %s, %s: the transfer counts %s, the listing %d", m, b, e.Name(), got, n)
				}
			}
		}
	}
}

// armyText writes kings, knights and pawns as a puzzle material.
func armyText(army [3]int) string {
	text := ""
	for i, letter := range []string{"K", "N", "P"} {
		if army[i] > 0 {
			text += fmt.Sprintf("%d%s", army[i], letter)
		}
	}
	return text
}

// listApart counts the placements of want[0] kings, want[1] knights and
// want[2] white pawns (none on the first or last rank) on b that perm
// fixes and in which no man attacks another, listing every placement.
func listApart(b pieces.Board, want [3]int, perm []pieces.Square) uint64 {
	l := &listing{b: b, perm: perm, board: make([]int, b.Squares())}
	return l.place(0, want)
}

// listing is the state of listApart: the men placed so far, square by
// square (0 empty, 1 king, 2 knight, 3 pawn).
type listing struct {
	b     pieces.Board
	perm  []pieces.Square
	board []int
}

// place counts the ways to place the men left on squares from sq on.
func (l *listing) place(sq int, left [3]int) uint64 {
	if left == [3]int{} {
		if l.valid() {
			return 1
		}
		return 0
	}
	if sq == len(l.board) {
		return 0
	}
	n := l.place(sq+1, left)
	for k := range 3 {
		if left[k] > 0 {
			l.board[sq] = k + 1
			left[k]--
			n += l.place(sq+1, left)
			left[k]++
			l.board[sq] = 0
		}
	}
	return n
}

// valid reports whether perm fixes the placement, no pawn stands on a
// first or last rank and no man attacks another.
func (l *listing) valid() bool {
	for s, k := range l.board {
		if l.board[l.perm[s]] != k {
			return false
		}
		y := s / l.b.Files
		if k == 3 && (y == 0 || y == l.b.Ranks-1) {
			return false
		}
		for u, m := range l.board {
			if k != 0 && m != 0 && u != s && attacksFrom(k, s%l.b.Files, y, u%l.b.Files, u/l.b.Files) {
				return false
			}
		}
	}
	return true
}

// attacksFrom reports whether a man of kind k (1 king, 2 knight, 3 white
// pawn) on (x, y) attacks (tx, ty), from the moves themselves.
func attacksFrom(k, x, y, tx, ty int) bool {
	dx, dy := tx-x, ty-y
	switch k {
	case 1:
		return max(dx, -dx) <= 1 && max(dy, -dy) <= 1
	case 2:
		return dx*dx+dy*dy == 5
	}
	return dy == 1 && (dx == 1 || dx == -1)
}

// The way each term is counted: rank by rank for the n-queens puzzle's
// identity only, the transfer for short-range men (folded, narrower than
// the board for a reflection), the search for other puzzles.
func TestTermMethod(t *testing.T) {
	for _, c := range []struct {
		material string
		side     int
		element  symmetry.Element
		want     Method
		width    int
	}{
		{"8Q", 8, symmetry.Identity, RankByRank, 0},
		{"8Q", 8, symmetry.Rotate180, Search, 0},
		{"7Q", 8, symmetry.Identity, Search, 0},
		{"8K", 20, symmetry.Identity, Transfer, 21},   // the rank below and the square before
		{"8K", 20, symmetry.FlipRanks, Transfer, 11},  // file by file, half a file
		{"2N", 20, symmetry.Identity, Transfer, 41},   // two ranks and a square
		{"4K", 8, symmetry.FlipDiagonal, Transfer, 8}, // layers of the diagonal fold
		{"2KQ", 8, symmetry.Identity, Search, 0},
	} {
		m, _ := pieces.ParseMaterial(c.material)
		b := pieces.Board{Files: c.side, Ranks: c.side}
		s := Spec{Board: b, Material: m, Rules: NonAttacking}
		if got, width := s.TermMethod(c.element.Perm(b)); got != c.want || width != c.width {
			t.Errorf("%s on %s, %s: method %d of width %d, want %d of width %d", m, b, c.element.Name(), got, width, c.want, c.width)
		}
	}
}

// queensStopping counts what queensFrom counts, whatever the ranks it
// looks at the stop flag on, and counts nothing once stopped.
func TestQueensStopping(t *testing.T) {
	for n := 4; n <= 10; n++ {
		all := uint32(1)<<n - 1
		want := queensFrom(all, 0, 0, 0)
		var stop atomic.Bool
		for levels := range n + 2 {
			if got := queensStopping(all, 0, 0, 0, levels, &stop); got != want {
				t.Errorf("%d queens, looking at stop on %d ranks: %d; queensFrom %d", n, levels, got, want)
			}
		}
		stop.Store(true)
		if got := queensStopping(all, 0, 0, 0, 1, &stop); got != 0 {
			t.Errorf("%d queens, stopped: %d counted", n, got)
		}
	}
}

// A count of 20 queens on 20x20 (minutes) stops soon after its context
// ends: the bound is a hundred times what it takes, not a speed target.
func TestQueensStopWhenAsked(t *testing.T) {
	m, _ := pieces.ParseMaterial("20Q")
	f, err := NewFactored(Spec{Board: pieces.Board{Files: 20, Ranks: 20}, Material: m, Rules: NonAttacking})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := f.queenRows(ctx); err == nil || time.Since(start) > 20*time.Second {
		t.Errorf("20 queens with 200 ms allowed: %v after %v", err, time.Since(start))
	}
}
