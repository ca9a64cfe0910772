package tables_test

import (
	"context"
	"fmt"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

// Why each element of the board's group fixes the KRvK placements it
// fixes, as count KRK --explain says it, and the line of one term.
func ExampleWhy() {
	m, _ := pieces.ParseMaterial("KRK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, err := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tables.Why(s, r.Terms[0]))
	fmt.Println(tables.Why(s, r.Terms[1]))
	fmt.Println(tables.TermLine(s, r.Terms[5]))
	// Output:
	// it leaves every placement unchanged, so this is the number of placements
	// it moves every square, so no white king can stay
	// flip-diagonal (D, (x,y)→(y,x), cycle type 1^8 2^28): a lone man (the white king) must stand on one of its 8 fixed squares; identical men may also fill its longer cycles: 252.
}
