package census_test

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"

	"count/census"
	"count/pieces"
)

// brute lists every whole position of a material the plain way and counts
// them by part, with the classes: the positions that are the smallest of
// their images (each image encoded as bytes). It shares nothing with
// package census but the board's geometry and attacks.
type brute struct {
	b         pieces.Board
	m         pieces.Material
	rules     census.Rules
	swap      bool
	positions [3]uint64
	classes   [3]uint64
	board     []byte // the men by square: FEN letters, 0 for none
	// rightsOnly skips the placements that can have no castling or en
	// passant right, and so leaves the plain part uncounted.
	rightsOnly bool
	own, image []byte // buffers for smallest
	pairs      []pair // for mayHaveRights
}

func letter(p pieces.Piece) byte {
	c := "KQRBNP"[p.Kind]
	if p.Color == pieces.Black {
		c += 'a' - 'A'
	}
	return c
}

func pieceOf(c byte) pieces.Piece {
	var p pieces.Piece
	if c >= 'a' {
		p.Color, c = pieces.Black, c-('a'-'A')
	}
	p.Kind, _ = pieces.KindOf(c)
	return p
}

func newBrute(b pieces.Board, m pieces.Material, rules census.Rules) *brute {
	return &brute{b: b, m: m, rules: rules, swap: rules.ColorSwap && m == m.Swapped(), board: make([]byte, b.Squares()), image: make([]byte, b.Squares()+3)}
}

// run places the men, identical men on increasing squares.
func (t *brute) run() {
	var men []byte
	for _, p := range t.m.Pieces() {
		for range t.m.Count(p) {
			men = append(men, letter(p))
		}
	}
	var place func(i, from int)
	place = func(i, from int) {
		if i == len(men) {
			t.placement()
			return
		}
		if i == 0 || men[i] != men[i-1] {
			from = 0
		}
		for sq := from; sq < len(t.board); sq++ {
			_, rank := t.b.Coords(pieces.Square(sq))
			if t.board[sq] != 0 || men[i]|32 == 'p' && (rank == 0 || rank == t.b.Ranks-1) {
				continue
			}
			t.board[sq] = men[i]
			place(i+1, sq+1)
			t.board[sq] = 0
		}
	}
	place(0, 0)
}

// attacked reports whether the king of colour c is attacked on board.
func (t *brute) attacked(board []byte, c pieces.Color) bool {
	king := bytes.IndexByte(board, letter(pieces.Piece{Color: c, Kind: pieces.King}))
	occupied := func(sq pieces.Square) bool { return board[sq] != 0 }
	for sq, x := range board {
		if x == 0 {
			continue
		}
		if p := pieceOf(x); p.Color != c && t.b.Attacks(p, pieces.Square(sq), pieces.Square(king), occupied) {
			return true
		}
	}
	return false
}

// placement counts the positions of the men on t.board.
func (t *brute) placement() {
	b := t.b
	if t.rightsOnly && !t.mayHaveRights() {
		return
	}
	wk := bytes.IndexByte(t.board, 'K')
	bk := bytes.IndexByte(t.board, 'k')
	x1, y1 := b.Coords(pieces.Square(wk))
	x2, y2 := b.Coords(pieces.Square(bk))
	if max(x1-x2, x2-x1, y1-y2, y2-y1) <= 1 {
		return
	}
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		if t.attacked(t.board, side.Other()) {
			continue
		}
		// Castling rights: K Q k q, each with its king and rook at home.
		var rights []int
		if t.rules.Castling && b.Files >= 4 {
			for i, home := range [][3]int{{0, 7, 'R'}, {0, 0, 'R'}, {b.Ranks - 1, 7, 'r'}, {b.Ranks - 1, 0, 'r'}} {
				rank, file, rook := home[0], home[1]*(b.Files-1)/7, byte(home[2])
				if t.board[b.Square(b.Files/2, rank)] == rook-'R'+'K' && t.board[b.Square(file, rank)] == rook {
					rights = append(rights, i)
				}
			}
		}
		eps := []int{-1}
		if t.rules.EP != census.NoEP && b.Ranks >= 5 {
			eps = append(eps, t.epSquares(side)...)
		}
		for set := 0; set < 1<<len(rights); set++ {
			var bits byte
			for i, r := range rights {
				if set&(1<<i) != 0 {
					bits |= 8 >> r
				}
			}
			for _, ep := range eps {
				part := census.Plain
				switch {
				case bits != 0:
					part = census.Castling
				case ep >= 0:
					part = census.EnPassant
				}
				t.positions[part]++
				if t.smallest(side, bits, ep) {
					t.classes[part]++
				}
			}
		}
	}
}

// mayHaveRights reports whether a king and a rook stand at home, or a
// pawn on its fourth rank has an enemy pawn beside it.
func (t *brute) mayHaveRights() bool {
	if t.pairs == nil {
		b := t.b
		for _, home := range [][3]int{{0, 'K', 'R'}, {b.Ranks - 1, 'k', 'r'}} {
			for _, file := range []int{0, b.Files - 1} {
				t.pairs = append(t.pairs, pair{int(b.Square(b.Files/2, home[0])), int(b.Square(file, home[0])), byte(home[1]), byte(home[2])})
			}
		}
		for _, fourth := range [][3]int{{3, 'P', 'p'}, {b.Ranks - 4, 'p', 'P'}} {
			for file := range b.Files {
				for _, f := range []int{file - 1, file + 1} {
					if b.On(f, fourth[0]) {
						t.pairs = append(t.pairs, pair{int(b.Square(file, fourth[0])), int(b.Square(f, fourth[0])), byte(fourth[1]), byte(fourth[2])})
					}
				}
			}
		}
	}
	for _, p := range t.pairs {
		if t.board[p.a] == p.x && t.board[p.b] == p.y {
			return true
		}
	}
	return false
}

// pair is two squares and the men that, standing on them, may give a
// right.
type pair struct {
	a, b int
	x, y byte
}

// epSquares returns the en passant squares with side to move.
func (t *brute) epSquares(side pieces.Color) []int {
	b := t.b
	pawn, own := byte('P'), byte('p') // the pawn that advanced, and the capturer
	rank, dir := 3, 1                 // the advanced pawn's rank, and its direction
	if side == pieces.White {
		pawn, own, rank, dir = 'p', 'P', b.Ranks-4, -1
	}
	var out []int
	for file := range b.Files {
		at := b.Square(file, rank)
		if t.board[at] != pawn {
			continue
		}
		ep, start := b.Square(file, rank-dir), b.Square(file, rank-2*dir)
		ok := false
		for _, f := range []int{file - 1, file + 1} {
			if !b.On(f, rank) || t.board[b.Square(f, rank)] != own {
				continue
			}
			if t.rules.EP == census.NULP {
				ok = true
				continue
			}
			if t.board[ep] != 0 || t.board[start] != 0 {
				continue
			}
			after := bytes.Clone(t.board)
			after[at], after[b.Square(f, rank)], after[ep] = 0, 0, own
			if !t.attacked(after, side) {
				ok = true
			}
		}
		if ok {
			out = append(out, int(ep))
		}
	}
	return out
}

// smallest reports whether the position is the smallest of its images
// under the symmetries it allows.
func (t *brute) smallest(side pieces.Color, rights byte, ep int) bool {
	b := t.b
	own := append(t.own[:0], t.board...)
	own = append(own, byte(side), rights, byte(ep+1))
	t.own = own
	type mapping struct{ h, v, d, swap bool }
	var maps []mapping
	pawns := bytes.ContainsAny(t.board, "Pp")
	for _, h := range []bool{false, true} {
		for _, v := range []bool{false, true} {
			for _, d := range []bool{false, true} {
				for _, swap := range []bool{false, true} {
					switch {
					case swap && !t.swap,
						rights != 0 && (h || v || d),
						(pawns || ep >= 0) && (h || d),
						d && b.Files != b.Ranks:
						continue
					}
					maps = append(maps, mapping{h, v, d, swap})
				}
			}
		}
	}
	image := t.image[:len(t.board)+3]
	move := func(mp mapping, sq int) int {
		x, y := b.Coords(pieces.Square(sq))
		if mp.h {
			y = b.Ranks - 1 - y
		}
		if mp.v {
			x = b.Files - 1 - x
		}
		if mp.d {
			x, y = y, x
		}
		if mp.swap {
			y = b.Ranks - 1 - y
		}
		return int(b.Square(x, y))
	}
	for _, mp := range maps {
		clear(image[:len(t.board)])
		for sq, c := range t.board {
			if c != 0 {
				if mp.swap {
					c ^= 32
				}
				image[move(mp, sq)] = c
			}
		}
		s, r, e := side, rights, ep
		if mp.swap {
			s, r = side.Other(), rights>>2|rights&3<<2
		}
		if ep >= 0 {
			e = move(mp, ep)
		}
		image[len(t.board)], image[len(t.board)+1], image[len(t.board)+2] = byte(s), r, byte(e+1)
		if bytes.Compare(image, own) < 0 {
			return false
		}
	}
	return true
}

func check(t *testing.T, b pieces.Board, m pieces.Material, rules census.Rules, rightsOnly bool) {
	t.Helper()
	want := newBrute(b, m, rules)
	want.rightsOnly = rightsOnly
	want.run()
	got, err := census.Count(context.Background(), m, b, rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range census.Parts {
		if p == census.Plain && rightsOnly {
			continue
		}
		if got.Positions[p].Uint64() != want.positions[p] || got.Classes[p].Uint64() != want.classes[p] {
			t.Errorf("%s on %s, %+v, %s: %s positions, %s classes; listing %d positions, %d classes",
				m, b, rules, p, got.Positions[p], got.Classes[p], want.positions[p], want.classes[p])
		}
	}
}

var allRules = func() (out []census.Rules) {
	for _, ep := range []census.EP{census.NoEP, census.NULP, census.FIDE} {
		for _, castling := range []bool{false, true} {
			for _, swap := range []bool{false, true} {
				out = append(out, census.Rules{Castling: castling, EP: ep, ColorSwap: swap})
			}
		}
	}
	return out
}()

// Every option against the listing, on small boards: random materials of
// up to five men (both colours' pawns and rooks often, for the rights).
func TestSmallBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 24 {
		b := pieces.Board{Files: 4, Ranks: 5 + rng.IntN(2)}
		name := "K"
		var black string
		for range rng.IntN(4) {
			c := "RRPPQBNrrppqbn"[rng.IntN(14)]
			if c >= 'a' {
				black += string(c - 32)
			} else {
				name += string(c)
			}
		}
		if rng.IntN(3) == 0 {
			black = name[1:] // colour-symmetric
		}
		m, err := pieces.ParseMaterial(name + "vK" + black)
		if err != nil || m.Men() > 5 || m.Fits(b) != nil {
			continue
		}
		if m.Men() < 5 {
			b.Files = 6
		}
		check(t, b, m, allRules[rng.IntN(len(allRules))], false)
	}
}

// Every option against the listing on 8x8, for every material of up to
// four men that can have rights: a rook for castling, pawns of both
// colours for en passant. The others have plain positions alone (no rook
// at home, and no pawn of the side to move beside one that advanced). With
// four men the listing counts the positions with rights alone: the plain
// ones are the legal placements, which package placement checks against
// its own listings.
func TestChessboard(t *testing.T) {
	for n := 2; n <= 4; n++ {
		for _, m := range pieces.Materials(n, pieces.Chessboard) {
			rooks := m.Count(pieces.Piece{Color: pieces.White, Kind: pieces.Rook}) + m.Count(pieces.Piece{Color: pieces.Black, Kind: pieces.Rook})
			ep := m.Pawns(pieces.White) > 0 && m.Pawns(pieces.Black) > 0
			t.Run(m.String(), func(t *testing.T) {
				t.Parallel()
				all := census.Rules{Castling: true, EP: census.FIDE, ColorSwap: true}
				if rooks == 0 && !ep {
					r, err := census.Count(context.Background(), m, pieces.Chessboard, all, 0)
					if err != nil || r.Positions[census.Castling].Sign() != 0 || r.Positions[census.EnPassant].Sign() != 0 {
						t.Errorf("%s: %v positions with rights (%v); want none", m, r.Positions, err)
					}
					if n == 4 {
						return
					}
				}
				rules := []census.Rules{all}
				if n < 4 {
					rules = append(rules, census.Rules{EP: census.NULP})
				}
				if ep {
					rules = append(rules, census.Rules{Castling: true, EP: census.NULP})
				}
				for _, r := range rules {
					check(t, pieces.Chessboard, m, r, n == 4)
				}
			})
		}
	}
}

// The FIDE rule's check that the capture does not leave the capturer's
// king in check, which needs a slider: a pin along the fourth rank or a
// diagonal, or a check the capture does not answer.
func TestFIDE(t *testing.T) {
	// A rook or a bishop pins the capture; then sliders on both sides,
	// whose kings' rays cross.
	for _, name := range []string{"KRPvKP", "KPvKBP", "KRPvKBP", "KQPvKRP"} {
		m, _ := pieces.ParseMaterial(name)
		board := pieces.Board{Files: 4, Ranks: 6}
		if m.Men() > 5 {
			board.Ranks = 5 // six men on 24 squares take half a minute
		}
		check(t, board, m, census.Rules{EP: census.FIDE}, false)
	}
	// With castling rights too: the rook at home with a pawn that has just
	// advanced, where the file mirror does not halve the count.
	m, _ := pieces.ParseMaterial("KRPvKP")
	check(t, pieces.Board{Files: 4, Ranks: 6}, m, census.Rules{Castling: true, EP: census.FIDE}, false)
}

// Whole positions of a 6-man material with sliders on both sides, whose
// kings' rays cross, under each en passant rule.
func BenchmarkCount(b *testing.B) {
	m, _ := pieces.ParseMaterial("KQPvKRP")
	for _, ep := range []census.EP{census.NULP, census.FIDE} {
		b.Run(ep.String(), func(b *testing.B) {
			for b.Loop() {
				if _, err := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: true, EP: ep, ColorSwap: true}, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
