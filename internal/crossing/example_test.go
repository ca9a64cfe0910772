package crossing_test

import (
	"fmt"
	"slices"

	"github.com/chesscount/count/internal/crossing"
)

func ExampleDeciding() {
	// A line from the king on three boards: on the first it runs 4 squares
	// to a man who does not check; on the second 2 squares to a checker; on
	// the third 5 squares to a checker. The shorter checker decides.
	fmt.Println(crossing.Deciding([]crossing.Reach{{Free: 4}, {Free: 2, Checks: true}, {Free: 5, Checks: true}}))
	// Output: 1
}

func ExamplePartition() {
	p := crossing.NewPartition(5)
	p.Join(0, 3)
	p.Join(3, 4)
	for g := range p.Groups() {
		fmt.Println(slices.Collect(g.Lines()), g.Len())
	}
	// Output:
	// [0 3 4] 3
	// [1] 1
	// [2] 1
}
