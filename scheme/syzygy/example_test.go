package syzygy_test

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme/syzygy"
)

// Syzygy's WDL table of KRvK places the three single men together in
// 31332 entries, and stores both sides to move. KRvKR is colour-symmetric:
// it stores White to move only, and reads Black to move through the
// colour swap.
func ExampleProbe_Size() {
	for _, name := range []string{"KRvK", "KRvKR"} {
		m, _ := pieces.ParseMaterial(name)
		w, _ := syzygy.Probe{}.Size(m, pieces.White)
		b, _ := syzygy.Probe{}.Size(m, pieces.Black)
		fmt.Println(m, w.Entries, b.Entries, b.Mirrored)
	}
	// Output:
	// KRvK 31332 31332 false
	// KRvKR 1911252 0 true
}

// The generator's array: 462 pairs of kings times 64 squares for each
// other man, or with pawns 24 squares for the leading pawn times 64 for
// each other man.
func ExampleGenerator_Size() {
	for _, name := range []string{"KRvK", "KPvK"} {
		m, _ := pieces.ParseMaterial(name)
		size, _ := syzygy.Generator{}.Size(m, pieces.White)
		fmt.Println(m, size.Entries)
	}
	// Output:
	// KRvK 29568
	// KPvK 98304
}
