package census_test

import (
	"context"
	"fmt"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// KRvK has 211 positions with castling rights. With the king on e1 and
// the rook on h1 (the right K) the black king has 57 squares with Black to
// move and 49 with White to move (not g1 or h2-h8, where the rook checks):
// 106. With the rook on a1 (Q), 57 + 48 = 105. No board symmetry fixes or
// moves them, and KRvK is not colour-symmetric, so they are 211 classes.
func ExampleCount() {
	m, _ := pieces.ParseMaterial("KRvK")
	r, _ := census.Count(context.Background(), m, pieces.Chessboard, census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}, 0)
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

// KRvK has 4420 positions with Chess960 castling rights: the white king
// on a file k from b to g of the first rank, the rook on any other square
// of it (42 ways), each a right of its own. With Black to move the black
// king keeps off the two men and the five squares next to the king: 57
// squares, 58 when the rook is one of those five (12 of the 42), so 42·57
// + 12 = 2406. With White to move it also keeps off the rook's file and
// the first rank but for the squares beyond the king, two or more files
// from it, on the side away from the rook (k·max(0, 6−k) + (7−k)·max(0,
// k−1) summed over k: 70): 42·46 + 70 + 12 = 2014. Together 4420.
func ExampleCastlingRule() {
	m, _ := pieces.ParseMaterial("KRvK")
	for _, toMove := range []placement.ToMove{placement.BlackToMove, placement.WhiteToMove, placement.Both} {
		rules := census.Rules{Castling: rights.Chess960Castling, EP: rights.NULP, ColorSwap: true, ToMove: toMove}
		r, _ := census.Count(context.Background(), m, pieces.Chessboard, rules, 0)
		fmt.Println(toMove, r.Positions[census.Castling])
	}
	// Output:
	// black 2406
	// white 2014
	// both 4420
}

// Under K. Kryukov's 4x4 chess a pawn may stand on its own first rank and
// a side may have any men, so five pawns fit on four files; chess's army
// does not allow them, and the minichess pawn ranks take no castling.
func ExampleCheckUnder() {
	m, _ := pieces.ParseMaterial("KPPPPPvK")
	b := pieces.Board{Files: 4, Ranks: 4}
	minichess := census.Rules{PawnRanks: pieces.MinichessPawnRanks, Army: pieces.AnyArmy}
	fmt.Println(census.CheckUnder(m, b, minichess))
	fmt.Println(census.CheckUnder(m, b, census.Rules{PawnRanks: pieces.MinichessPawnRanks}))
	minichess.Castling = rights.StandardCastling
	fmt.Println(census.CheckUnder(m, b, minichess))
	// Output:
	// <nil>
	// material KPPPPPvK: white has 5 pawns but the 4x4 board has 4 files
	// the minichess pawn ranks come with neither castling nor en passant rights; give castling none and en passant none
}
