package listing

import (
	"bytes"
	"strings"

	"github.com/chesscount/count/pieces"
)

// Rules are the rules a listing keeps, both chess's when false.
type Rules struct {
	// Minichess lets a pawn stand on its own first rank (K. Kryukov's
	// 3x4 and 4x4 chess); under chess's rule it never stands on the first
	// or last rank.
	Minichess bool
	// AnyArmy lets a side have any men; under chess's army a side's pawns
	// and its men beyond a queen, two rooks, two bishops and two knights
	// (each a promotion) are at most the files.
	AnyArmy bool
}

// Counts are a listing's counts, by number of men (kings included).
type Counts struct {
	// Positions counts every position, each side to move.
	Positions []uint64
	// Named counts the positions of the materials whose stronger side is
	// White (those pieces.Material.Syzygy leaves as they are): the
	// positions of one material of each colour-swapped pair.
	Named []uint64
	// Classes counts the positions up to the board's symmetries the men
	// allow (all of them without pawns, the file mirror with pawns) and
	// the colour swap, which mirrors the ranks and changes the side to
	// move: K. Kryukov's unique positions.
	Classes []uint64
}

// Count lists every position of b with at most most men under r, no
// castling or en passant rights, in which the side to move gives no check.
func Count(b pieces.Board, r Rules, most int) Counts {
	l := &lister{b: b, rules: r, most: most, board: make([]byte, b.Squares()), maps: boardMaps(b)}
	l.counts = Counts{Positions: make([]uint64, most+1), Named: make([]uint64, most+1), Classes: make([]uint64, most+1)}
	l.fill(0, 0)
	return l.counts
}

// A lister is one listing under way. Its board holds a letter for each
// man (KQRBNP for White, kqrbnp for Black) and 0 for an empty square.
type lister struct {
	b                 pieces.Board
	rules             Rules
	most              int
	board, own, image []byte
	maps              []squareMap // the file mirror first
	counts            Counts
}

// A squareMap is a symmetry of the board, by square: to[sq] is sq's image.
type squareMap struct{ to []int }

// boardMaps returns the symmetries of b but the identity: the mirrors of
// the files and of the ranks, their product, and on a square board the
// transposes and quarter turns too.
func boardMaps(b pieces.Board) []squareMap {
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
	var out []squareMap
	for _, mp := range maps {
		m := squareMap{make([]int, b.Squares())}
		for sq := range m.to {
			x, y := mp(sq%f, sq/f)
			m.to[sq] = y*f + x
		}
		out = append(out, m)
	}
	return out
}

// pawnMay reports whether the pawn p ('P' or 'p') may stand on rank.
func (l *lister) pawnMay(p byte, rank int) bool {
	last, first := l.b.Ranks-1, 0
	if p == 'p' {
		last, first = 0, l.b.Ranks-1
	}
	return rank != last && (l.rules.Minichess || rank != first)
}

// fill fills the squares from sq on, each empty or holding one of the
// twelve men (a king of each colour once), men men on the squares before,
// and counts each placement.
func (l *lister) fill(sq, men int) {
	if sq == len(l.board) {
		l.count(men)
		return
	}
	l.fill(sq+1, men)
	if men == l.most {
		return
	}
	for _, c := range []byte("KQRBNPkqrbnp") {
		if (c == 'K' || c == 'k') && bytes.IndexByte(l.board[:sq], c) >= 0 ||
			(c == 'P' || c == 'p') && !l.pawnMay(c, sq/l.b.Files) {
			continue
		}
		l.board[sq] = c
		l.fill(sq+1, men+1)
		l.board[sq] = 0
	}
}

// count counts the placement on l.board of men men, with each side to
// move.
func (l *lister) count(men int) {
	if bytes.IndexByte(l.board, 'K') < 0 || bytes.IndexByte(l.board, 'k') < 0 {
		return
	}
	if !l.rules.AnyArmy && (l.overspent("KQRBNP") || l.overspent("kqrbnp")) {
		return
	}
	named := l.material().Syzygy() == l.material()
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		if l.attacked(side.Other()) {
			continue // the side to move gives check
		}
		l.counts.Positions[men]++
		if named {
			l.counts.Named[men]++
		}
		if l.smallest(side) {
			l.counts.Classes[men]++
		}
	}
}

// overspent reports whether the side whose letters are letters (king,
// queen, rook, bishop, knight, pawn) has more pawns and promotions than
// the files: chess's army starts with a queen, two rooks, two bishops,
// two knights and a pawn on each file, and each man beyond those pieces
// is a pawn promoted.
func (l *lister) overspent(letters string) bool {
	start := []int{1, 1, 2, 2, 2} // K Q R B N
	used := bytes.Count(l.board, []byte{letters[5]})
	for i, n := range start {
		used += max(0, bytes.Count(l.board, []byte{letters[i]})-n)
	}
	return used > l.b.Files
}

// material returns the material on l.board.
func (l *lister) material() pieces.Material {
	var w, b strings.Builder
	for _, c := range []byte("KQRBNP") {
		w.WriteString(strings.Repeat(string(c), bytes.Count(l.board, []byte{c})))
		b.WriteString(strings.Repeat(string(c), bytes.Count(l.board, []byte{c + 'a' - 'A'})))
	}
	m, err := pieces.ParseMaterial(w.String() + "v" + b.String())
	if err != nil {
		panic(err) // every listed placement has a king a side
	}
	return m
}

// attacked reports whether the king of colour c is attacked.
func (l *lister) attacked(c pieces.Color) bool {
	king := bytes.IndexByte(l.board, Letter(pieces.Piece{Color: c, Kind: pieces.King}))
	occupied := func(sq pieces.Square) bool { return l.board[sq] != 0 }
	for sq, x := range l.board {
		if p := PieceOf(x); x != 0 && p.Color != c && l.b.Attacks(p, pieces.Square(sq), pieces.Square(king), occupied) {
			return true
		}
	}
	return false
}

// smallest reports whether the position (l.board, side to move) is the
// smallest of its images, each written as its squares then the side.
func (l *lister) smallest(side pieces.Color) bool {
	l.own = append(append(l.own[:0], l.board...), byte(side))
	maps := l.maps
	if bytes.ContainsAny(l.board, "Pp") {
		maps = maps[:1] // the file mirror alone keeps the pawns' direction
	}
	for _, mp := range append([]squareMap{{}}, maps...) {
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

// imageOf returns the image of the position under mp (the identity if
// nil), then (swap) the colour swap: the colours and the side to move
// changed, the ranks mirrored.
func (l *lister) imageOf(mp squareMap, swap bool, side pieces.Color) []byte {
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

// Letter returns the letter of p on a listing's board: KQRBNP for White,
// kqrbnp for Black.
func Letter(p pieces.Piece) byte {
	c := "KQRBNP"[p.Kind]
	if p.Color == pieces.Black {
		c += 'a' - 'A'
	}
	return c
}

// PieceOf returns the man of a letter on a listing's board.
func PieceOf(c byte) pieces.Piece {
	var p pieces.Piece
	if c >= 'a' {
		p.Color, c = pieces.Black, c-('a'-'A')
	}
	p.Kind, _ = pieces.KindOf(c)
	return p
}
