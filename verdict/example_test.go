package verdict_test

import (
	"fmt"

	"github.com/chesscount/count/position"
	"github.com/chesscount/count/verdict"
)

// The starting position with a white pawn moved from h2 to g3: every set
// holds it but the opposed files', which asks all eight files opposed
// while every man is on the board.
func ExampleOf() {
	p, err := position.ParseFEN("rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPP1/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		panic(err)
	}
	for _, v := range verdict.Of(p) {
		if !v.In {
			fmt.Printf("%s: %s\n", v.Set, v.Rule)
		}
	}
	// Output: count all --refine captures,files: 8 opposed files are needed, 7 are there
}
