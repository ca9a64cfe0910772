package allchess

import (
	"iter"

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
// rights under s's rule (rights.HomeSets: each side's king at home and the
// rooks its rights name, weighted by the file mirror); with an en passant
// rule, each with every en passant right as well.
func castlingFixtures(s spec, base *fixture) []*fixture {
	var out []*fixture
	for _, home := range rights.HomeSets(s.Castling, s.Board) {
		if fx, ok := base.withHome(home.Men); ok {
			fx.sign *= home.Weight
			out = append(out, fx)
			out = append(out, enPassantFixtures(s, fx)...)
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
// passant right by the NULP tallies' rule on each file (rights.EPSetups,
// weighted by rights.FileWeight): Black's pawn just advanced two squares,
// no pawn on the squares it crossed, and White's pawns beside it on the
// squares of a non-empty set, counted with the sign of inclusion and
// exclusion so that the sum counts the placements with at least one.
func enPassantFixtures(s spec, base *fixture) []*fixture {
	if s.EP != rights.NULP {
		return nil
	}
	var out []*fixture
	for su, fx := range epFixtures(s.Board, base) {
		for _, sq := range su.Crossed {
			fx.pawnFree[sq] = true
		}
		for from, sign := range su.CapturerSets() {
			if sub, ok := fx.withCapturers(su, from, sign); ok {
				out = append(out, sub)
			}
		}
	}
	return out
}

// epFixtures yields, with White to move, each en passant set-up whose
// file counts (rights.FileWeight) and whose advanced pawn base can fix,
// with base's fixture with that pawn fixed, signed by the file's weight.
func epFixtures(b pieces.Board, base *fixture) iter.Seq2[rights.EPSetup, *fixture] {
	return func(yield func(rights.EPSetup, *fixture) bool) {
		for _, su := range rights.EPSetups(b, pieces.White) {
			file, _ := b.Coords(su.Pawn.Square)
			weight := rights.FileWeight(b, file, base.fixesMen())
			if weight == 0 {
				continue
			}
			fx, ok := base.with(su.Pawn.Piece, su.Pawn.Square)
			if !ok {
				continue
			}
			fx.sign *= weight
			if !yield(su, fx) {
				return
			}
		}
	}
}

// withCapturers returns fx with White's pawns of set-up su on the squares
// from, signed by sign, and false if a square is taken.
func (fx *fixture) withCapturers(su rights.EPSetup, from []pieces.Square, sign int64) (*fixture, bool) {
	for _, sq := range from {
		var ok bool
		if fx, ok = fx.with(su.Capturer(sq).Piece, sq); !ok {
			return nil, false
		}
	}
	fx.sign *= sign
	return fx, true
}
