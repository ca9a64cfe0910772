package allchess_test

import (
	"context"
	"fmt"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// Every position of up to 4 men at once, with standard castling rights
// and the NULP tallies' en passant rule: the classes are K. Kryukov's
// published tallies of unique legal positions.
func ExampleCount() {
	s := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 4,
		Castling: rights.StandardCastling, EP: rights.NULP}
	r, err := allchess.Count(context.Background(), s, allchess.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for m := 2; m <= 4; m++ {
		fmt.Println(m, "men:", r.Classes[m], "classes")
	}
	// Output:
	// 2 men: 462 classes
	// 3 men: 368079 classes
	// 4 men: 125246598 classes
}

// Nine queens need eight promotions, so no pawn may be left; two queens
// and eight pawns need a promotion with no pawn to spare.
func ExampleArmy_Feasible() {
	army := func(queens, pawns int) [pieces.NumKinds]int {
		var counts [pieces.NumKinds]int
		counts[pieces.Queen], counts[pieces.Pawn] = queens, pawns
		return counts
	}
	fmt.Println(allchess.Chess.Feasible(army(9, 0)), allchess.Chess.Feasible(army(9, 1)), allchess.Chess.Feasible(army(2, 8)))
	// Output:
	// true false false
}

// A side may hold at most 15 men beside its king: 8 pawns and the 7
// pieces of the start, or fewer pawns and as many more promoted pieces.
func ExampleArmy_MaxMen() {
	fmt.Println(allchess.Chess.MaxMen())
	// Output:
	// 15
}

// A board with an odd side is counted without castling or en passant
// rights: an en passant right on its middle file, or castling rights on
// both wings, would be one the file mirror fixes.
func ExampleRules_Validate() {
	s := allchess.Rules{Board: pieces.Board{Files: 5, Ranks: 5}, Army: allchess.Chess, Castling: rights.StandardCastling}
	fmt.Println(s.Validate())
	s.Castling = rights.NoCastling
	fmt.Println(s.Validate())
	// Output:
	// allchess: a board with an odd side, 5x5, is counted without castling or en passant rights and without refinements; give none
	// <nil>
}

// With the bishop refinement, an army that starts with two bishops and
// no pawns may not hold two bishops on one square colour: of the
// positions of the two kings and two bishops of one side on 4x4, those
// with the bishops on one colour go. (TestCountAgainstListing checks
// these counts against a listing of every position.)
func ExampleBishops() {
	twoBishops := allchess.Army{Base: [pieces.NumKinds]int{pieces.Bishop: 2}}
	for _, refined := range []bool{false, true} {
		s := allchess.Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: twoBishops, MaxMen: 4}
		if refined {
			s.Refine = []allchess.Refinement{allchess.Bishops}
		}
		r, err := allchess.Count(context.Background(), s, allchess.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println("refined:", refined, "4 men:", r.Positions[4], "positions")
	}
	// Output:
	// refined: false 4 men: 89232 positions
	// refined: true 4 men: 67040 positions
}

// Under FIDE's en passant rule the two squares the pawn crossed must be
// empty and the capture legal. With four men, KPvKP, a capture is never
// illegal (Black has no man left to check with), so the rights FIDE's
// rule takes away are those with a king on a square the pawn crossed,
// which the NULP tallies' rule allows. The classes are those of count
// positions, material by material, under each rule (and the NULP ones are
// K. Kryukov's published tallies); TestCountAgainstMaterials checks such
// counts.
func ExampleRules_fide() {
	for _, rule := range []rights.EP{rights.NULP, rights.FIDE} {
		s := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 4, Castling: rights.StandardCastling, EP: rule}
		r, err := allchess.Count(context.Background(), s, allchess.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rule, "4 men:", r.EnPassant[4], "positions with an en passant right,", r.Classes[4], "classes")
	}
	// Output:
	// nulp 4 men: 92068 positions with an en passant right, 125246598 classes
	// fide 4 men: 87572 positions with an en passant right, 125245474 classes
}

// A count split into three shares of the black king's squares, each
// counted apart (as on three machines), and merged into what Count gives
// at once: without castling rights, the positions and classes of up to 3
// men in ExampleCount less those of KRvK with castling rights (422
// positions, 211 classes). A share alone holds part of the positions with
// White to move; only the merge makes classes of them. Without share 2,
// Merge refuses.
func ExampleMerge() {
	s := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 3}
	var shares []*allchess.Share
	for k := 1; k <= 3; k++ {
		sh, err := allchess.CountShare(context.Background(), s, allchess.Options{Shard: allchess.Shard{Index: k, Of: 3}})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println("share", sh.Shard, "3 men:", sh.Counts(allchess.Part{Positions: allchess.AllPositions})[3], "positions without rights, White to move")
		shares = append(shares, sh)
	}
	r, err := allchess.Merge(shares...)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("merged 3 men:", r.Positions[3], "positions,", r.Classes[3], "classes")
	_, err = allchess.Merge(shares[0], shares[2])
	fmt.Println(err)
	// Output:
	// share 1/3 3 men: 670262 positions without rights, White to move
	// share 2/3 3 men: 637654 positions without rights, White to move
	// share 3/3 3 men: 637668 positions without rights, White to move
	// merged 3 men: 3891168 positions, 367868 classes
	// allchess: of 3 shares, 2 missing; give every share of the count
}

// All of K. Kryukov's 4x4 chess at once: any men, a pawn allowed on its
// own first rank. His published table has 3,378 classes of 3 men and
// 227,362 of 4.
func ExampleAnyMen() {
	b := pieces.Board{Files: 4, Ranks: 4}
	s := allchess.Rules{Board: b, Army: allchess.AnyMen(b.Squares() - 2), MaxMen: 4, PawnRanks: pieces.MinichessPawnRanks}
	r, err := allchess.Count(context.Background(), s, allchess.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Classes[3], r.Classes[4], s.Army, allchess.Chess)
	// Output:
	// 3378 227362 14P 0Q 0R 0B 0N 8P 1Q 2R 2B 2N
}

// The text form of Rules names a count exactly, its army too, and reads
// back into the same Rules: the form that shares and checkpoints record.
func ExampleParseRules() {
	s := allchess.Rules{Board: pieces.Board{Files: 6, Ranks: 6}, MaxMen: 10, Castling: rights.StandardCastling,
		Army:   allchess.Army{Pawns: 6, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 2, pieces.Knight: 2}},
		Refine: []allchess.Refinement{allchess.Files, allchess.Captures}}
	fmt.Println(s)
	back, err := allchess.ParseRules(s.String())
	fmt.Println(err, back.String() == s.String(), back.Army == s.Army)
	// Output:
	// board 6x6; men 10; army 6P 1Q 2R 0B 2N; pawn ranks chess; castling standard; en passant none; refine captures,files
	// <nil> true true
}
