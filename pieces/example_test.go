package pieces_test

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

func ExampleParseMaterial() {
	for _, s := range []string{"KRK", "krk", "KNRK", "K2NvK", "QQQQQQQQ", "RRNN", "QK", "KQ"} {
		m, err := pieces.ParseMaterial(s)
		if err != nil {
			fmt.Printf("%s: error\n", s) // Black has no king
			continue
		}
		fmt.Printf("%s → %s (%d men, puzzle %t)\n", s, m, m.Men(), m.Puzzle())
	}
	// Output:
	// KRK → KRvK (3 men, puzzle false)
	// krk → KRvK (3 men, puzzle false)
	// KNRK → KRNvK (4 men, puzzle false)
	// K2NvK → KNNvK (4 men, puzzle false)
	// QQQQQQQQ → 8Q (8 men, puzzle true)
	// RRNN → 2R2N (4 men, puzzle true)
	// QK → 1KQ (2 men, puzzle true)
	// KQ: error
}

func ExampleParseBoard() {
	for _, s := range []string{"8x8", "6X5", "21x8", "8"} {
		b, err := pieces.ParseBoard(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %d files, %d ranks, %d squares\n", b, b.Files, b.Ranks, b.Squares())
	}
	// Output:
	// 8x8: 8 files, 8 ranks, 64 squares
	// 6x5: 6 files, 5 ranks, 30 squares
	// board 21x8: files and ranks must each be 1 to 20
	// board "8": write FILESxRANKS, such as 8x8 or 6x5
}

func ExampleBoard_Name() {
	b := pieces.Chessboard
	fmt.Println(b.Name(0), b.Name(7), b.Name(8), b.Name(27), b.Name(63))
	big := pieces.Board{Files: 16, Ranks: 16}
	fmt.Println(big.Name(255), big.Name(big.Square(9, 9)))
	// Output:
	// a1 h1 a2 d4 h8
	// p16 j10
}

func ExampleMaterials() {
	var names []string
	for _, m := range pieces.Materials(3, pieces.Chessboard) {
		names = append(names, m.String())
	}
	fmt.Println(strings.Join(names, " "))
	fmt.Println(len(pieces.Materials(6, pieces.Chessboard)), "materials with 6 men")
	// Output:
	// KQvK KRvK KBvK KNvK KPvK
	// 365 materials with 6 men
}

func ExampleMaterial_Swapped() {
	m, _ := pieces.ParseMaterial("KRPvKN")
	fmt.Println(m.Swapped())
	// Output: KNvKRP
}

func ExampleMaterial_Syzygy() {
	for _, s := range []string{"KvKQ", "KPvKN", "KRvKR"} {
		m, _ := pieces.ParseMaterial(s)
		fmt.Print(m.Syzygy(), " ")
	}
	fmt.Println()
	// Output: KQvK KNvKP KRvKR
}

func ExampleBoard_KingLine() {
	b := pieces.Chessboard
	king := b.Square(4, 3) // e4
	for _, s := range []pieces.Step{pieces.Left, pieces.DownLeft, pieces.UpRight} {
		var line []string
		for sq, checkers := range b.KingLine(king, s, pieces.White) {
			var kinds []string
			for k := range pieces.Kind(pieces.NumKinds) {
				if checkers.Has(k) {
					kinds = append(kinds, k.String())
				}
			}
			line = append(line, b.Name(sq)+" "+strings.Join(kinds, "/"))
		}
		fmt.Println(strings.Join(line, ", "))
	}
	var knights []string
	for _, sq := range b.KnightSquares(b.Square(0, 0)) { // a1
		knights = append(knights, b.Name(sq))
	}
	fmt.Println(strings.Join(knights, " "))
	// Output:
	// d4 queen/rook, c4 queen/rook, b4 queen/rook, a4 queen/rook
	// d3 queen/bishop/pawn, c2 queen/bishop, b1 queen/bishop
	// f5 queen/bishop, g6 queen/bishop, h7 queen/bishop
	// b3 c2
}
