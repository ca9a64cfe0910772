package crossing_test

import (
	"fmt"
	"slices"

	"github.com/chesscount/count/internal/crossing"
)

func ExampleReach_Decides() {
	// A line from the king on three boards: on the first it runs 4 squares
	// to a man who does not check; on the second 2 squares to a checker; on
	// the third 5 squares to a checker. The shorter checker decides.
	deciding := crossing.Reach{Free: 4}
	for _, r := range []crossing.Reach{{Free: 2, Checks: true}, {Free: 5, Checks: true}} {
		if r.Decides(deciding) {
			deciding = r
		}
	}
	fmt.Printf("%+v\n", deciding)
	// Output: {Free:2 Checks:true}
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
