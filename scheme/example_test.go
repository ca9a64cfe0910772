package scheme_test

import (
	"errors"
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// What each tablebase spends on king and rook against king. Syzygy places
// the three single men together in 31332 entries whichever side is to
// move; Syzygy's generator and Gaviota take the 462 king pairs and the rook
// on any of 64 squares, 462·64 = 29568; Nalimov's tbindex.cpp lists 27030
// and 28644 (= 462·62): with White to move the rook is numbered around
// the black king and never gives check, with Black to move it is not.
func ExampleSize() {
	m, _ := pieces.ParseMaterial("KRvK")
	for _, i := range scheme.Indexes {
		w, _ := scheme.Size(i, m, pieces.White)
		b, _ := scheme.Size(i, m, pieces.Black)
		fmt.Println(i, w.Entries, b.Entries)
	}
	// Output:
	// Syzygy 31332 31332
	// Syzygy generator 29568 29568
	// Gaviota 29568 29568
	// Nalimov 27030 28644
}

// A material an index cannot number gives an IndexError that says why.
func ExampleIndexError() {
	m, _ := pieces.ParseMaterial("KQRBNvKQR")
	_, err := scheme.Size(scheme.SyzygyProbe, m, pieces.White)
	var ie *scheme.IndexError
	fmt.Println(errors.As(err, &ie), ie.Reason)
	// Output:
	// true Syzygy's tables stop at 7 men
}
