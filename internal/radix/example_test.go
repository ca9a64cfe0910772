package radix_test

import (
	"fmt"

	"github.com/chesscount/count/internal/radix"
)

// A key of two digits: 0 to 2 men of one kind, 0 to 4 of another.
func ExampleNew() {
	r := radix.New(3, 5)
	key := 2*r.Stride(0) + 4*r.Stride(1)
	fmt.Println(r.Size(), key, r.Digit(key, 0), r.Digit(key, 1))
	// Output: 15 14 2 4
}
