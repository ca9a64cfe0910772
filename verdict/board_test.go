package verdict

import (
	"context"
	"strings"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
)

// Admitted defines the set Count counts: every placement of the
// two kings and up to MaxMen men in all, judged one by one, adds up to
// Count's positions with each number of men, under the plain rules and
// under each refinement.
func TestAdmittedIsWhatCountCounts(t *testing.T) {
	b := pieces.Board{Files: 4, Ranks: 4}
	tight := allchess.Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 1}}
	for _, c := range []struct {
		army   allchess.Army
		refine []allchess.Refinement
	}{
		{allchess.ChessOn(b), nil}, {tight, nil}, {tight, []allchess.Refinement{allchess.Captures}},
		{allchess.ChessOn(b), []allchess.Refinement{allchess.Bishops}}, {allchess.ChessOn(b), []allchess.Refinement{allchess.Captures, allchess.Files}},
	} {
		r := allchess.Rules{Board: b, Army: c.army, MaxMen: 4, Refine: c.refine}
		t.Run(r.String(), func(t *testing.T) {
			t.Parallel()
			res, err := allchess.Count(context.Background(), r, allchess.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, notAllowed := admittedByMen(r)
			if notAllowed > 0 {
				t.Errorf("%d positions admitted whose armies ArmiesAllowed refuses", notAllowed)
			}
			for m := 2; m <= r.MaxMen; m++ {
				if got[m] != res.Positions[m].Int64() {
					t.Errorf("%d men: %d positions admitted one by one, Count %s", m, got[m], res.Positions[m])
				}
			}
		})
	}
}

// admittedByMen lists every placement of a king a side and up to
// r.MaxMen−2 other men of any kinds, each side to move, and counts those
// Admitted admits, by number of men, and those of them whose
// armies Rules.ArmiesAllowed refuses (none, if it is right).
func admittedByMen(r allchess.Rules) (out []int64, notAllowed int) {
	out = make([]int64, r.MaxMen+1)
	squares := r.Board.Squares()
	men := make([]*pieces.Piece, squares)
	var fill func(from, left int)
	fill = func(from, left int) {
		for _, side := range []pieces.Color{pieces.White, pieces.Black} {
			p := allchess.Position{Rules: r, Men: men, ToMove: side}
			if ok, _ := Admitted(p); ok {
				out[r.MaxMen-left]++
				if !r.ArmiesAllowed(countsOf(p)) {
					notAllowed++
				}
			}
		}
		if left == 0 {
			return
		}
		for sq := from; sq < squares; sq++ {
			if men[sq] != nil {
				continue
			}
			for _, c := range []pieces.Color{pieces.White, pieces.Black} {
				for _, k := range []pieces.Kind{pieces.Pawn, pieces.Knight, pieces.Bishop, pieces.Rook, pieces.Queen} {
					men[sq] = &pieces.Piece{Color: c, Kind: k}
					fill(sq+1, left-1)
				}
			}
			men[sq] = nil
		}
	}
	for wk := range squares {
		for bk := range squares {
			if wk != bk {
				men[wk], men[bk] = &pieces.Piece{Color: pieces.White, Kind: pieces.King}, &pieces.Piece{Color: pieces.Black, Kind: pieces.King}
				fill(0, r.MaxMen-2)
				men[wk], men[bk] = nil, nil
			}
		}
	}
	return out, notAllowed
}

// Each rule Admitted asks, broken alone, is the one it names.
func TestAdmittedReasons(t *testing.T) {
	chess := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess}
	files := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, Refine: []allchess.Refinement{allchess.Captures, allchess.Files}}
	for _, c := range []struct {
		rules  allchess.Rules
		board  string // the FEN's placement
		toMove pieces.Color
		want   string // a part of the reason; "" if admitted
	}{
		{chess, "4k3/8/8/8/8/8/8/4K3", pieces.White, ""},
		{chess, "4k3/8/8/8/8/8/8/4KK2", pieces.White, "White has 2 kings"},
		{chess, "8/8/8/8/8/8/8/4K3", pieces.White, "Black has 0 kings"},
		{chess, "4k3/8/8/8/8/8/8/3PK3", pieces.White, "A pawn on d1, a back rank"},
		{chess, "8/8/8/8/8/8/3k4/4K3", pieces.White, "stand side by side"},
		{chess, "4k3/8/8/8/8/8/8/4R1K1", pieces.White, "The side not to move is in check"},
		{chess, "4k3/8/8/8/8/8/8/4R1K1", pieces.Black, ""},
		{chess, "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3", pieces.White, "White has 8 pawns and 1 promotions"},
		{files, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", pieces.White, ""},
		{files, "rnbqkbnr/ppppppp1/8/8/8/8/1PPPPPPP/RNBQKBNR", pieces.White, ""},
		{files, "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPP1/RNBQKBNR", pieces.White, "8 opposed files are needed, 7 are there"},
	} {
		p := allchess.Position{Rules: c.rules, Men: menOfFEN(t, c.board), ToMove: c.toMove}
		ok, why := Admitted(p)
		if ok != (c.want == "") || !strings.Contains(why, c.want) {
			t.Errorf("%s, %s to move, %s: admitted %v, %q; want %q", c.board, c.toMove, c.rules, ok, why, c.want)
		}
	}
}

// menOfFEN reads a FEN's placement field onto the 8x8 board.
func menOfFEN(t *testing.T, placement string) []*pieces.Piece {
	men := make([]*pieces.Piece, 64)
	for i, row := range strings.Split(placement, "/") {
		x := 0
		for _, c := range []byte(row) {
			if c >= '1' && c <= '8' {
				x += int(c - '0')
				continue
			}
			k, ok := pieces.KindOf(c &^ 0x20)
			if !ok {
				t.Fatalf("%q: no piece %c", placement, c)
			}
			color := pieces.White
			if c >= 'a' {
				color = pieces.Black
			}
			men[pieces.Chessboard.Square(x, 7-i)] = &pieces.Piece{Color: color, Kind: k}
			x++
		}
	}
	return men
}
