package census_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/listing"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
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
	// rightsOnly counts the positions with a castling or an en passant
	// right alone, and skips the placements that can have none: the plain
	// part is left uncounted.
	rightsOnly bool
	own, image []byte   // buffers for smallest
	anchors    []anchor // built by anchorsOf, for mayHaveRights
}

// letter and pieceOf read and write the men on the brute's board as the
// listing does.
var (
	letter  = listing.Letter
	pieceOf = listing.PieceOf
)

func newBrute(b pieces.Board, m pieces.Material, rules census.Rules) *brute {
	return &brute{b: b, m: m, rules: rules, swap: rules.ColorSwap && m == m.Swapped() && (rules.ToMove == placement.Unset || rules.ToMove == placement.Both), board: make([]byte, b.Squares()), image: make([]byte, b.Squares()+6)}
}

// run lists every placement, identical men on increasing squares.
func (t *brute) run() {
	t.place(t.men(), t.placement)
}

// men returns the material's men as FEN letters, identical men together.
func (t *brute) men() []byte {
	var men []byte
	for _, p := range t.m.Pieces() {
		for range t.m.Count(p) {
			men = append(men, letter(p))
		}
	}
	return men
}

// place puts men on the empty squares of t.board in every way, identical
// men on increasing squares and pawns off the first and last ranks, and
// calls visit with each placement on t.board.
func (t *brute) place(men []byte, visit func()) {
	var put func(i, from int)
	put = func(i, from int) {
		if i == len(men) {
			visit()
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
			put(i+1, sq+1)
			t.board[sq] = 0
		}
	}
	put(0, 0)
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
		if t.rules.ToMove == placement.WhiteToMove && side != pieces.White || t.rules.ToMove == placement.BlackToMove && side != pieces.Black {
			continue
		}
		held := t.castlingRights()
		eps := []int{-1}
		if t.rules.EP != rights.NoEP && b.Ranks >= 5 {
			eps = append(eps, t.epSquares(side)...)
		}
		if t.rightsOnly && len(held) == 0 && len(eps) == 1 {
			continue // the plain position alone
		}
		if t.attacked(t.board, side.Other()) {
			continue // the side not to move is in check
		}
		for set := 0; set < 1<<len(held); set++ {
			var bits uint32
			for i, r := range held {
				if set&(1<<i) != 0 {
					bits |= r
				}
			}
			if !t.oneEachSide(bits) {
				continue
			}
			for _, ep := range eps {
				part := census.Plain
				switch {
				case bits != 0:
					part = census.Castling
				case ep >= 0:
					part = census.EnPassant
				case t.rightsOnly:
					continue
				}
				t.positions[part]++
				if t.smallest(side, bits, ep) {
					t.classes[part]++
				}
			}
		}
	}
}

// castlingRights returns the castling rights the placement allows, each
// as one bit: 16·colour + the file of its rook. Standard chess: the king
// on the middle file of its first rank, a rook of its colour in a corner
// of it. Chess960: the king on its first rank off the corner files, any
// rook of its colour on that rank.
func (t *brute) castlingRights() []uint32 {
	b := t.b
	var out []uint32
	if t.rules.Castling == rights.NoCastling || b.Files < 4 {
		return nil
	}
	for color, rank := range []int{0, b.Ranks - 1} {
		king, rook := byte("Kk"[color]), byte("Rr"[color])
		for k := 1; k < b.Files-1; k++ {
			if t.board[b.Square(k, rank)] != king || t.rules.Castling == rights.StandardCastling && k != b.Files/2 {
				continue
			}
			for f := range b.Files {
				corner := f == 0 || f == b.Files-1
				if f != k && t.board[b.Square(f, rank)] == rook && (corner || t.rules.Castling == rights.Chess960Castling) {
					out = append(out, 1<<(16*color+f))
				}
			}
		}
	}
	return out
}

// oneEachSide reports whether a set of castling rights names at most one
// rook on each side of each king.
func (t *brute) oneEachSide(rights uint32) bool {
	b := t.b
	for color, rank := range []int{0, b.Ranks - 1} {
		king := bytes.IndexByte(t.board, "Kk"[color])
		kx, _ := b.Coords(pieces.Square(king))
		left, right := 0, 0
		for f := range b.Files {
			if rights&(1<<(16*color+f)) != 0 {
				if _, y := b.Coords(pieces.Square(king)); y != rank {
					return false
				}
				if f < kx {
					left++
				} else {
					right++
				}
			}
		}
		if left > 1 || right > 1 {
			return false
		}
	}
	return true
}

// mayHaveRights reports whether an anchor of a right stands on the board.
func (t *brute) mayHaveRights() bool {
	for _, a := range t.anchorsOf() {
		if a.on(t.board) {
			return true
		}
	}
	return false
}

// anchor is two men on two squares that together may give a right: a
// king and a rook of one colour at home, for a castling right, or a pawn
// on its fourth rank and an enemy pawn beside it, for an en passant right
// of the enemy's. A placement with no anchor on the board has no right.
type anchor struct {
	a, b int  // the squares
	x, y byte // the men on them, FEN letters
}

// on reports whether the anchor's men stand on its squares of board.
func (a anchor) on(board []byte) bool { return board[a.a] == a.x && board[a.b] == a.y }

// anchorsOf returns the anchors of the rights the rules count on the
// board: castling's (king on the middle file, rook in a corner of the
// same first rank), then en passant's, White's pawn on its fourth rank
// first.
func (t *brute) anchorsOf() []anchor {
	if t.anchors != nil {
		return t.anchors
	}
	b := t.b
	t.anchors = []anchor{}
	if t.rules.Castling != rights.NoCastling && b.Files >= 4 {
		for _, home := range [][3]int{{0, 'K', 'R'}, {b.Ranks - 1, 'k', 'r'}} {
			kings, rooks := []int{b.Files / 2}, []int{0, b.Files - 1}
			if t.rules.Castling == rights.Chess960Castling {
				kings, rooks = nil, nil
				for f := range b.Files {
					rooks = append(rooks, f)
					if f > 0 && f < b.Files-1 {
						kings = append(kings, f)
					}
				}
			}
			for _, k := range kings {
				for _, file := range rooks {
					if file != k {
						t.anchors = append(t.anchors, anchor{int(b.Square(k, home[0])), int(b.Square(file, home[0])), byte(home[1]), byte(home[2])})
					}
				}
			}
		}
	}
	if t.rules.EP != rights.NoEP && b.Ranks >= 5 {
		for _, fourth := range [][3]int{{3, 'P', 'p'}, {b.Ranks - 4, 'p', 'P'}} {
			for file := range b.Files {
				for _, f := range []int{file - 1, file + 1} {
					if b.On(f, fourth[0]) {
						t.anchors = append(t.anchors, anchor{int(b.Square(file, fourth[0])), int(b.Square(f, fourth[0])), byte(fourth[1]), byte(fourth[2])})
					}
				}
			}
		}
	}
	return t.anchors
}

// epSquares returns the en passant squares with side to move. Both rules
// need an enemy pawn on its fourth rank with a pawn of the side to move
// beside it. NULP's rule also needs the two squares that pawn crossed free
// of pawns, of either colour (a king or a piece may stand there), and
// checks nothing else. FIDE's needs those squares empty, and the capture
// not to leave the capturer's king in check.
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
		switch t.rules.EP {
		case rights.NULP:
			if t.board[ep]|32 == 'p' || t.board[start]|32 == 'p' {
				continue
			}
		case rights.FIDE:
			if t.board[ep] != 0 || t.board[start] != 0 {
				continue
			}
		}
		ok := false
		for _, f := range []int{file - 1, file + 1} {
			if !b.On(f, rank) || t.board[b.Square(f, rank)] != own {
				continue
			}
			if t.rules.EP == rights.NULP {
				ok = true
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
func (t *brute) smallest(side pieces.Color, rights uint32, ep int) bool {
	b := t.b
	own := append(t.own[:0], t.board...)
	own = append(own, byte(side))
	own = binary.BigEndian.AppendUint32(own, rights)
	own = append(own, byte(ep+1))
	t.own = own
	// A position's symmetry: a board element, then (swap) the colour swap,
	// which also mirrors the ranks.
	type mapping struct {
		e    symmetry.Element
		swap bool
	}
	var maps []mapping
	pawns := bytes.ContainsAny(t.board, "Pp")
	for _, e := range symmetry.AllElements {
		for _, swap := range []bool{false, true} {
			switch {
			case e == symmetry.Identity && !swap, // the position itself
				swap && !t.swap,
				rights != 0 && e != symmetry.Identity,
				(pawns || ep >= 0) && (e.H || e.D),
				!e.Fits(b):
				continue
			}
			maps = append(maps, mapping{e, swap})
		}
	}
	image := t.image[:len(t.board)+6]
	move := func(mp mapping, sq int) int {
		x, y := b.Coords(pieces.Square(sq))
		x, y = mp.e.Map(b, x, y)
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
			s, r = side.Other(), rights>>16|rights<<16 // each colour's rights to the other
		}
		if ep >= 0 {
			e = move(mp, ep)
		}
		image[len(t.board)] = byte(s)
		binary.BigEndian.PutUint32(image[len(t.board)+1:], r)
		image[len(t.board)+5] = byte(e + 1)
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
	for _, ep := range []rights.EP{rights.NoEP, rights.NULP, rights.FIDE} {
		for _, castling := range []rights.CastlingRule{rights.NoCastling, rights.StandardCastling} {
			for _, swap := range []bool{false, true} {
				for _, toMove := range []placement.ToMove{placement.Both, placement.WhiteToMove, placement.BlackToMove} {
					out = append(out, census.Rules{Castling: castling, EP: ep, ColorSwap: swap, ToMove: toMove})
				}
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
				all := census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}
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
					rules = append(rules, census.Rules{EP: rights.NULP})
				}
				if ep {
					rules = append(rules, census.Rules{Castling: rights.StandardCastling, EP: rights.NULP})
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
		check(t, board, m, census.Rules{EP: rights.FIDE}, false)
	}
	// With castling rights too: the rook at home with a pawn that has just
	// advanced, where the file mirror does not halve the count.
	m, _ := pieces.ParseMaterial("KRPvKP")
	check(t, pieces.Board{Files: 4, Ranks: 6}, m, census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE}, false)
}

// Whole positions of a 6-man material with sliders on both sides, whose
// kings' rays cross, under each en passant rule.
func BenchmarkCount(b *testing.B) {
	m, _ := pieces.ParseMaterial("KQPvKRP")
	for _, ep := range []rights.EP{rights.NULP, rights.FIDE} {
		b.Run(ep.String(), func(b *testing.B) {
			for b.Loop() {
				if _, err := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: rights.StandardCastling, EP: ep, ColorSwap: true}, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
