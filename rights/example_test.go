package rights_test

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// A colour holds three sets of standard castling rights (the rook on h1,
// on a1, or both) and 98 of Chess960's: with the king on a file k from b
// to g, no rook or one of the k files on its a-side, and no rook or one of
// the 7−k on its h-side, but not neither: (k+1)(8−k) − 1, summed over k.
func ExampleCastlingSets() {
	b := pieces.Chessboard
	for _, set := range rights.CastlingSets(rights.StandardCastling, b, pieces.White) {
		var men []string
		for _, m := range set {
			men = append(men, m.Piece.String()+b.Name(m.Square))
		}
		fmt.Println(strings.Join(men, " "))
	}
	fmt.Println(len(rights.CastlingSets(rights.Chess960Castling, b, pieces.Black)))
	// Output:
	// Ke1 Rh1
	// Ke1 Ra1
	// Ke1 Ra1 Rh1
	// 98
}

// The rules by name, as the command line takes them; Chess960's castling
// needs a board of 8 files.
func ExampleCheckCastling() {
	ep, _ := rights.ParseEP("NULP")
	c, _ := rights.ParseCastling("chess960")
	fmt.Println(ep, c, rights.CheckCastling(c, pieces.Board{Files: 6, Ranks: 6}))
	_, err := rights.ParseEP("french")
	fmt.Println(err)
	// Output:
	// nulp chess960 Chess960 castling rights need a board 8 files wide, not 6x6; use standard castling or an 8-file board
	// en passant rule "french": use none, nulp (a pawn beside the one that advanced, no pawn on the squares it crossed) or fide (the capture must be legal)
}

func ExampleEPSetups() {
	b := pieces.Chessboard
	s := rights.EPSetups(b, pieces.White)[4] // Black's pawn on the e-file
	fmt.Println(s.Pawn.Piece, b.Name(s.Pawn.Square), "crossed", b.Name(s.Crossed[0]), b.Name(s.Crossed[1]))
	for from, sign := range s.CapturerSets() {
		var names []string
		for _, sq := range from {
			names = append(names, b.Name(sq))
		}
		fmt.Println(strings.Join(names, " "), sign)
	}
	fmt.Println(rights.FileWeight(b, 2, false), rights.FileWeight(b, 5, false), rights.FileWeight(b, 5, true))
	// Output:
	// p e5 crossed e6 e7
	// d5 1
	// f5 1
	// d5 f5 -1
	// 2 0 1
}

func ExampleHomeSets() {
	b := pieces.Chessboard
	homes := rights.HomeSets(rights.StandardCastling, b)
	var men []string
	for _, m := range homes[len(homes)-1].Men {
		men = append(men, m.Piece.String()+b.Name(m.Square))
	}
	fmt.Println(len(homes), strings.Join(men, " "))
	// Output:
	// 15 Ke1 Ra1 Rh1 ke8 ra8 rh8
}
