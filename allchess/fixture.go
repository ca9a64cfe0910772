package allchess

import (
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// A fixture is what one part of the count holds fixed: men on squares
// (castling's kings and rooks at home, an en passant right's pawns),
// squares no pawn may stand on (the squares a pawn has just crossed, by
// the rule of the NULP tallies), and the kings' squares, if fixed.
type fixture struct {
	men      []*pieces.Piece // by square; nil where no man is fixed
	pawnFree []bool
	wk, bk   pieces.Square // nowhere where the king may stand anywhere
	sign     int64         // +1, or −1 for a term inclusion–exclusion takes away
}

// nowhere is no square: a king not fixed, or not there.
const nowhere pieces.Square = -1

// plain is the fixture that fixes nothing.
func plain(b pieces.Board) *fixture {
	return &fixture{men: make([]*pieces.Piece, b.Squares()), pawnFree: make([]bool, b.Squares()), wk: nowhere, bk: nowhere, sign: 1}
}

// with returns a copy of fx with piece p fixed on sq, and false if sq is
// taken or is a fixed king's.
func (fx *fixture) with(p pieces.Piece, sq pieces.Square) (*fixture, bool) {
	if fx.men[sq] != nil || sq == fx.wk || sq == fx.bk {
		return nil, false
	}
	out := fx.clone()
	out.men[sq] = &p
	return out, true
}

func (fx *fixture) clone() *fixture {
	out := *fx
	out.men = append([]*pieces.Piece(nil), fx.men...)
	out.pawnFree = append([]bool(nil), fx.pawnFree...)
	return &out
}

// fixesMen reports whether fx fixes any man or king.
func (fx *fixture) fixesMen() bool {
	for _, p := range fx.men {
		if p != nil {
			return true
		}
	}
	return fx.wk != nowhere || fx.bk != nowhere
}

// kingsFit reports whether the kings may stand on wk and bk.
func (fx *fixture) kingsFit(wk, bk pieces.Square) bool {
	return (fx.wk == nowhere || fx.wk == wk) && (fx.bk == nowhere || fx.bk == bk) && fx.men[wk] == nil && fx.men[bk] == nil
}

// army returns the kinds of the men fx fixes of colour c, kings aside.
func (fx *fixture) army(c pieces.Color) []pieces.Kind {
	var out []pieces.Kind
	for _, p := range fx.men {
		if p != nil && p.Color == c && p.Kind != pieces.King {
			out = append(out, p.Kind)
		}
	}
	return out
}

// key names the armies fx fixes, so that parts whose fixed men fill the
// same way share one evaluation.
func (fx *fixture) key() string {
	var k []byte
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		for _, kind := range fx.army(c) {
			k = append(k, kind.Letter())
		}
		k = append(k, '/')
	}
	return string(k)
}

// castlingFixtures returns a fixture for each non-empty set of castling
// rights under s's rule (rights.CastlingSets: each side's king at home and
// the rooks its rights name); with an en passant rule, each with every en
// passant right as well. Under Chess960's rule the file mirror maps each
// set of rights onto another, never onto itself (it moves the king's file
// on a board with an even number of files), and keeps the count: only the
// sets whose first king at home stands on the board's left half are
// counted, twice.
func castlingFixtures(s Spec, base *fixture) []*fixture {
	b := s.Board
	white := append([][]placement.Man{nil}, rights.CastlingSets(s.Castling, b, pieces.White)...)
	black := append([][]placement.Man{nil}, rights.CastlingSets(s.Castling, b, pieces.Black)...)
	var out []*fixture
	for i, w := range white {
		for j, bl := range black {
			if i == 0 && j == 0 {
				continue
			}
			home := append(slices.Clone(w), bl...)
			weight := int64(1)
			if s.Castling == rights.Chess960Castling {
				if x, _ := b.Coords(home[0].Square); 2*x >= b.Files {
					continue // the mirror image of a set counted twice
				}
				weight = 2
			}
			if fx, ok := base.withHome(home); ok {
				fx.sign *= weight
				out = append(out, fx)
				out = append(out, enPassantFixtures(s, fx)...)
			}
		}
	}
	return out
}

// withHome returns a copy of fx with the men of a set of castling rights
// at home (kings and rooks), and false if a square is taken.
func (fx *fixture) withHome(men []placement.Man) (*fixture, bool) {
	out, ok := fx.clone(), true
	for _, m := range men {
		switch {
		case m.Piece.Kind != pieces.King:
			out, ok = out.with(m.Piece, m.Square)
		case m.Piece.Color == pieces.White && out.wk == nowhere && out.men[m.Square] == nil:
			out.wk = m.Square
		case m.Piece.Color == pieces.Black && out.bk == nowhere && out.men[m.Square] == nil:
			out.bk = m.Square
		default:
			ok = false
		}
		if !ok {
			return nil, false
		}
	}
	return out, true
}

// enPassantFixtures returns, with White to move, the fixtures of an en
// passant right by the NULP tallies' rule on each file: Black's pawn just
// advanced two squares, no pawn on the squares it crossed, and White's
// pawns beside it on the squares of a non-empty set, counted with the
// sign of inclusion and exclusion so that the sum counts the placements
// with at least one.
func enPassantFixtures(s Spec, base *fixture) []*fixture {
	b := s.Board
	if s.EP != rights.NULP || b.Ranks < 5 {
		return nil
	}
	rank := b.Ranks - 4 // Black's pawn, two squares from its start
	files, weight := epFiles(b, base)
	var out []*fixture
	for file := range files {
		fx, ok := base.with(pieces.Piece{Color: pieces.Black, Kind: pieces.Pawn}, b.Square(file, rank))
		if !ok {
			continue
		}
		for _, y := range []int{rank + 1, rank + 2} {
			fx.pawnFree[b.Square(file, y)] = true
		}
		fx.sign *= weight
		beside := besideSquares(b, file, rank)
		for set := 1; set < 1<<len(beside); set++ {
			if sub, ok := withPawns(fx, beside, set); ok {
				out = append(out, sub)
			}
		}
	}
	return out
}

// epFiles returns the files of b on which an en passant right is counted
// with the men base fixes, the first files of b, and the weight of each.
// The file mirror maps the rights on one file onto those on the other, and
// keeps the rules: without men fixed at home (which it moves), the files
// of the left half count twice, the rest not at all.
func epFiles(b pieces.Board, base *fixture) (files int, weight int64) {
	if !base.fixesMen() {
		return b.Files / 2, 2
	}
	return b.Files, 1
}

// besideSquares returns the squares beside the square on file and rank
// of b.
func besideSquares(b pieces.Board, file, rank int) []pieces.Square {
	var out []pieces.Square
	for _, f := range []int{file - 1, file + 1} {
		if b.On(f, rank) {
			out = append(out, b.Square(f, rank))
		}
	}
	return out
}

// withPawns returns fx with White's pawns on the squares of beside that
// set names, signed for inclusion and exclusion: + for one, − for two.
func withPawns(fx *fixture, beside []pieces.Square, set int) (*fixture, bool) {
	sign := int64(-1)
	ok := true
	for i, sq := range beside {
		if set&(1<<i) != 0 {
			sign = -sign
			if fx, ok = fx.with(pieces.Piece{Color: pieces.White, Kind: pieces.Pawn}, sq); !ok {
				return nil, false
			}
		}
	}
	fx.sign *= sign
	return fx, true
}
