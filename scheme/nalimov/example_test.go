package nalimov_test

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme/nalimov"
)

// Nalimov's tbindex.cpp lists KRvK with 27030 entries with White to move
// and 28644 (= 462·62) with Black to move: with White to move the rook is
// numbered around the black king and never gives check, with Black to
// move it is not. KRvKR stores White to move only.
func ExampleIndex_Size() {
	for _, name := range []string{"KRvK", "KRvKR"} {
		m, _ := pieces.ParseMaterial(name)
		w, _ := nalimov.Index{}.Size(m, pieces.White)
		b, _ := nalimov.Index{}.Size(m, pieces.Black)
		fmt.Println(m, w.Entries, b.Entries, b.Mirrored)
	}
	// Output:
	// KRvK 27030 28644 false
	// KRvKR 1649196 0 true
}
