package census_test

import (
	"context"
	"fmt"

	"count/census"
	"count/pieces"
)

// KRvK has 211 positions with castling rights. With the king on e1 and
// the rook on h1 (the right K) the black king has 57 squares with Black to
// move and 49 with White to move (not g1 or h2-h8, where the rook checks):
// 106. With the rook on a1 (Q), 57 + 48 = 105. No board symmetry fixes or
// moves them, and KRvK is not colour-symmetric, so they are 211 classes.
func ExampleCount() {
	m, _ := pieces.ParseMaterial("KRvK")
	r, _ := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: census.StandardCastling, EP: census.FIDE, ColorSwap: true}, 0)
	for _, p := range census.Parts {
		fmt.Println(p, r.Positions[p], r.Classes[p])
	}
	fmt.Println("total", r.TotalPositions(), r.TotalClasses())
	// Output:
	// plain 399112 50015
	// castling 211 211
	// en passant 0 0
	// total 399323 50226
}
