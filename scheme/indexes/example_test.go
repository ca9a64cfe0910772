package indexes_test

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme/indexes"
)

// What each tablebase spends on king and rook against king. Syzygy places
// the three single men together in 31332 entries whichever side is to
// move; Syzygy's generator and Gaviota take the 462 king pairs and the rook
// on any of 64 squares, 462·64 = 29568; Nalimov's tbindex.cpp lists 27030
// and 28644 (= 462·62): with White to move the rook is numbered around
// the black king and never gives check, with Black to move it is not.
func ExampleAll() {
	m, _ := pieces.ParseMaterial("KRvK")
	for _, i := range indexes.All() {
		w, _ := i.Size(m, pieces.White)
		b, _ := i.Size(m, pieces.Black)
		fmt.Println(i, w.Entries, b.Entries)
	}
	// Output:
	// Syzygy 31332 31332
	// Syzygy generator 29568 29568
	// Gaviota 29568 29568
	// Nalimov 27030 28644
}
