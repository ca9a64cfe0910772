package rights

import (
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// menAt reads men written as "Ke1 Rh1 ke8" on 8x8.
func menAt(t *testing.T, s string) []placement.Man {
	t.Helper()
	var men []placement.Man
	for _, w := range strings.Fields(s) {
		k, ok := pieces.KindOf(w[0] &^ 0x20)
		sq, err := pieces.Chessboard.ParseSquare(w[1:])
		if !ok || err != nil {
			t.Fatalf("%q: not a man", w)
		}
		c := pieces.White
		if w[0] >= 'a' {
			c = pieces.Black
		}
		men = append(men, placement.Man{Piece: pieces.Piece{Color: c, Kind: k}, Square: sq})
	}
	return men
}

// Each rule's castling rights, held or not, with the reason worded.
func TestCastlingHeld(t *testing.T) {
	b := pieces.Chessboard
	for _, c := range []struct {
		rule  CastlingRule
		king  int
		rooks []int
		want  string // a part of the reason; "" if held
	}{
		{StandardCastling, 4, []int{0, 7}, ""},
		{StandardCastling, 4, nil, ""},
		{StandardCastling, 3, []int{0}, "need its king on e1 under the standard rule, and it is on d1"},
		{StandardCastling, 4, []int{1}, "the rook on b1 is not one the standard rule counts"},
		{Chess960Castling, 3, []int{1, 6}, ""},
		{Chess960Castling, 0, []int{1}, "need its king on b1 to g1 under the chess960 rule"},
		{NoCastling, 4, []int{7}, "the rule counts none"},
	} {
		ok, why := CastlingHeld(c.rule, b, pieces.White, c.king, c.rooks)
		if ok != (c.want == "") || !strings.Contains(why, c.want) {
			t.Errorf("%s, king on file %d, rooks %v: %v %q, want %q", c.rule, c.king, c.rooks, ok, why, c.want)
		}
	}
}

// Each rule's en passant rights, held or not, with the reason worded.
func TestEPHeld(t *testing.T) {
	b := pieces.Chessboard
	e6, _ := b.ParseSquare("e6")
	for _, c := range []struct {
		rule EP
		men  string
		want string
	}{
		{NULP, "Ke1 ke8 Pd5 pe5", ""},
		{FIDE, "Ke1 ke8 Pd5 pe5", ""},
		{NULP, "Ke1 ke8 pe5", "no white pawn stands beside the pawn on e5"},
		{NULP, "Ke1 ke8 Pd5", "no black pawn stands on e5"},
		{NULP, "Ke1 ke8 Pd5 pe5 ne7", ""},
		{FIDE, "Ke1 ke8 Pd5 pe5 ne7", "the black knight on e7 stands on a square the pawn on e5 has just crossed"},
		{NULP, "Ka5 ke8 Pd5 pe5 rh5", ""},
		{FIDE, "Ka5 ke8 Pd5 pe5 rh5", "every en passant capture of the pawn on e5 leaves white's king in check"},
		{NoEP, "Ke1 ke8 Pd5 pe5", "counts no en passant rights"},
	} {
		ok, why := EPHeld(c.rule, b, menAt(t, c.men), pieces.White, e6)
		if ok != (c.want == "") || !strings.Contains(why, c.want) {
			t.Errorf("%s, %s: %v %q, want %q", c.rule, c.men, ok, why, c.want)
		}
	}
	if ok, why := EPHeld(NULP, b, menAt(t, "Ke1 ke8 Pd5 pe5"), pieces.White, e6-8); ok || !strings.Contains(why, "can have just crossed e5") {
		t.Errorf("e5 as the en passant square: %v %q", ok, why)
	}
}
