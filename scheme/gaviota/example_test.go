package gaviota_test

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme/gaviota"
)

// Gaviota's index of KRvK is the 462 pairs of kings times the rook's 64
// squares, of KPvK the pawn's 24 squares on files a-d times the kings' 64
// each. Its tables stop at 5 men.
func ExampleIndex_Size() {
	for _, name := range []string{"KRvK", "KPvK", "KQRvKQR"} {
		m, _ := pieces.ParseMaterial(name)
		size, err := gaviota.Index{}.Size(m, pieces.White)
		fmt.Println(m, size.Entries, err)
	}
	// Output:
	// KRvK 29568 <nil>
	// KPvK 98304 <nil>
	// KQRvKQR 0 Gaviota has no index for KQRvKQR: Gaviota's tables stop at 5 men
}
