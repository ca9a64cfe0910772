package census_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// boardListing lists every whole position of a small board at once, with
// up to most men, every man beside the kings any of the ten men, and
// counts them by number of men: the positions of the materials Materials
// names (one of each colour-swapped pair) and the classes of all of them
// under the board's symmetries the men allow and the colour swap, which
// mirrors the ranks and changes the side to move (K. Kryukov's unique
// positions). Its pawn ranks and army rule are written here, apart from
// package pieces: a pawn never on its last rank (White's the top), and
// under chess's rule not on its first either; under chess's army at most
// one pawn for each file a side. No castling, no en passant.
type boardListing struct {
	b                  pieces.Board
	minichess, anyArmy bool
	most               int
	positions, classes []uint64 // by number of men
	board, own, image  []byte
	maps, pawnMaps     []squareMap
}

// A squareMap is a symmetry of the board, by square: to[sq] is sq's image.
type squareMap struct{ to []int }

func newBoardListing(b pieces.Board, minichess, anyArmy bool, most int) *boardListing {
	l := &boardListing{b: b, minichess: minichess, anyArmy: anyArmy, most: most,
		positions: make([]uint64, most+1), classes: make([]uint64, most+1),
		board: make([]byte, b.Squares())}
	// The board's symmetries: the mirrors of files and of ranks, their
	// product, and on a square board the transposes too. With pawns only
	// the file mirror keeps their direction.
	f, r := b.Files, b.Ranks
	maps := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return f - 1 - x, y },
		func(x, y int) (int, int) { return x, r - 1 - y },
		func(x, y int) (int, int) { return f - 1 - x, r - 1 - y },
	}
	if f == r {
		maps = append(maps,
			func(x, y int) (int, int) { return y, x },
			func(x, y int) (int, int) { return r - 1 - y, x },
			func(x, y int) (int, int) { return y, f - 1 - x },
			func(x, y int) (int, int) { return r - 1 - y, f - 1 - x })
	}
	for i, mp := range maps {
		m := squareMap{make([]int, b.Squares())}
		for sq := range m.to {
			x, y := mp(sq%f, sq/f)
			m.to[sq] = y*f + x
		}
		l.maps = append(l.maps, m)
		if i == 0 {
			l.pawnMaps = append(l.pawnMaps, m)
		}
	}
	return l
}

// pawnMay reports whether the pawn p ('P' or 'p') may stand on rank.
func (l *boardListing) pawnMay(p byte, rank int) bool {
	last, first := l.b.Ranks-1, 0
	if p == 'p' {
		last, first = 0, l.b.Ranks-1
	}
	return rank != last && (l.minichess || rank != first)
}

// run fills the squares in order, each empty or holding one of the
// twelve men (a king of each colour once), and counts each placement.
func (l *boardListing) run() {
	var fill func(sq, men int)
	fill = func(sq, men int) {
		if sq == len(l.board) {
			l.count(men)
			return
		}
		fill(sq+1, men)
		if men == l.most {
			return
		}
		for _, c := range []byte("KQRBNPkqrbnp") {
			if (c == 'K' || c == 'k') && bytes.IndexByte(l.board[:sq], c) >= 0 ||
				(c == 'P' || c == 'p') && !l.pawnMay(c, sq/l.b.Files) {
				continue
			}
			l.board[sq] = c
			fill(sq+1, men+1)
			l.board[sq] = 0
		}
	}
	fill(0, 0)
}

// count counts the placement on l.board of men men, with each side to
// move.
func (l *boardListing) count(men int) {
	if bytes.IndexByte(l.board, 'K') < 0 || bytes.IndexByte(l.board, 'k') < 0 {
		return
	}
	if !l.anyArmy && (bytes.Count(l.board, []byte("P")) > l.b.Files || bytes.Count(l.board, []byte("p")) > l.b.Files) {
		return
	}
	named := l.material().Syzygy() == l.material()
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		if l.attacked(side.Other()) {
			continue // the side to move gives check
		}
		if named {
			l.positions[men]++
		}
		if l.smallest(side) {
			l.classes[men]++
		}
	}
}

// material returns the material on l.board.
func (l *boardListing) material() pieces.Material {
	var w, b strings.Builder
	for _, c := range []byte("KQRBNP") {
		w.WriteString(strings.Repeat(string(c), bytes.Count(l.board, []byte{c})))
		b.WriteString(strings.Repeat(string(c), bytes.Count(l.board, []byte{c + 'a' - 'A'})))
	}
	m, err := pieces.ParseMaterial(w.String() + "v" + b.String())
	if err != nil {
		panic(err)
	}
	return m
}

// attacked reports whether the king of colour c is attacked.
func (l *boardListing) attacked(c pieces.Color) bool {
	king := bytes.IndexByte(l.board, letter(pieces.Piece{Color: c, Kind: pieces.King}))
	occupied := func(sq pieces.Square) bool { return l.board[sq] != 0 }
	for sq, x := range l.board {
		if p := pieceOf(x); x != 0 && p.Color != c && l.b.Attacks(p, pieces.Square(sq), pieces.Square(king), occupied) {
			return true
		}
	}
	return false
}

// smallest reports whether the position (l.board, side to move) is the
// smallest of its images, each written as its squares then the side.
func (l *boardListing) smallest(side pieces.Color) bool {
	l.own = append(append(l.own[:0], l.board...), byte(side))
	maps := l.maps
	if bytes.ContainsAny(l.board, "Pp") {
		maps = l.pawnMaps
	}
	identity := squareMap{}
	for _, mp := range append([]squareMap{identity}, maps...) {
		for _, swap := range []bool{false, true} {
			if mp.to == nil && !swap {
				continue // the position itself
			}
			if bytes.Compare(l.imageOf(mp, swap, side), l.own) < 0 {
				return false
			}
		}
	}
	return true
}

// imageOf returns the image of the position under mp, then (swap) the
// colour swap: the colours and the side to move changed, the ranks
// mirrored.
func (l *boardListing) imageOf(mp squareMap, swap bool, side pieces.Color) []byte {
	f, r := l.b.Files, l.b.Ranks
	l.image = append(l.image[:0], make([]byte, len(l.board)+1)...)
	for sq, c := range l.board {
		if c == 0 {
			continue
		}
		to := sq
		if mp.to != nil {
			to = mp.to[sq]
		}
		if swap {
			to = (r-1-to/f)*f + to%f
			c ^= 'a' - 'A'
		}
		l.image[to] = c
	}
	l.image[len(l.board)] = byte(side)
	if swap {
		l.image[len(l.board)] = byte(side.Other())
	}
	return l.image
}

// Every position of 2x4, 3x3, 3x4 and 4x4 up to a few men, under both pawn
// ranks and both army rules: census's count of each material Materials
// names, added up by number of men, against the listing of the whole
// board. Kryukov's 4x4 tally has 3,378 classes of 3 men and 227,362 of 4
// (his rules: the minichess pawn ranks, any men); the listing gets them.
func TestMinichessAgainstListing(t *testing.T) {
	for _, c := range []struct {
		board pieces.Board
		most  int
	}{
		{pieces.Board{Files: 2, Ranks: 4}, 5}, // three pawns a side: more than the files
		{pieces.Board{Files: 3, Ranks: 3}, 5},
		{pieces.Board{Files: 3, Ranks: 4}, 4},
		{pieces.Board{Files: 4, Ranks: 4}, 4},
	} {
		for _, minichess := range []bool{false, true} {
			for _, anyArmy := range []bool{false, true} {
				name := fmt.Sprintf("%s minichess=%v any=%v", c.board, minichess, anyArmy)
				t.Run(name, func(t *testing.T) {
					l := newBoardListing(c.board, minichess, anyArmy, c.most)
					l.run()
					rules := census.Rules{ColorSwap: true}
					if minichess {
						rules.PawnRanks = pieces.MinichessPawnRanks
					}
					if anyArmy {
						rules.Army = pieces.AnyArmy
					}
					for n := 2; n <= c.most; n++ {
						positions, classes := censusTotals(t, c.board, rules, n)
						if positions != l.positions[n] || classes != l.classes[n] {
							t.Errorf("%d men: census %d positions, %d classes; listing %d, %d", n, positions, classes, l.positions[n], l.classes[n])
						}
					}
					if c.board == (pieces.Board{Files: 4, Ranks: 4}) && minichess && anyArmy && (l.classes[3] != 3378 || l.classes[4] != 227362) {
						t.Errorf("listing: %d and %d classes of 3 and 4 men, Kryukov's tally 3,378 and 227,362", l.classes[3], l.classes[4])
					}
				})
			}
		}
	}
}

// censusTotals adds up census's counts of the materials of n men that
// pieces.MaterialsUnder names under rules.
func censusTotals(t *testing.T, b pieces.Board, rules census.Rules, n int) (positions, classes uint64) {
	t.Helper()
	for _, m := range pieces.MaterialsUnder(n, b, rules.Army, rules.PawnRanks) {
		r, err := census.Count(context.Background(), m, b, rules, 1)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		positions += r.Positions[census.Plain].Uint64()
		classes += r.Classes[census.Plain].Uint64()
	}
	return positions, classes
}

// One endgame of 4x4 chess with White to move, as Kryukov's per-endgame
// tallies give it: KQQRBNP against KBNNP has 6,688,343,790 unique legal
// positions (K. Kryukov, "Mate in 69 on 4x4 board", TalkChess, 3 February
// 2025).
func TestMinichessEndgame(t *testing.T) {
	m, err := pieces.ParseMaterial("KQQRBNPvKBNNP")
	if err != nil {
		t.Fatal(err)
	}
	rules := census.Rules{ToMove: placement.WhiteToMove, PawnRanks: pieces.MinichessPawnRanks, Army: pieces.AnyArmy}
	r, err := census.Count(context.Background(), m, pieces.Board{Files: 4, Ranks: 4}, rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Classes[census.Plain].String(); got != "6688343790" {
		t.Errorf("%s on 4x4, White to move: %s classes, Kryukov's 6,688,343,790", m, got)
	}
}
