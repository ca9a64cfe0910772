package census_test

import (
	"context"
	"fmt"

	"count/census"
	"count/pieces"
)

// KRvK has 211 positions with castling rights: the king on e1 and the rook
// on h1 (a right K) or a1 (Q), with each side to move, less the positions
// where the rook checks the black king with White to move.
func ExampleCount() {
	m, _ := pieces.ParseMaterial("KRvK")
	r, _ := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: true, EP: census.FIDE, ColorSwap: true}, 0)
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
