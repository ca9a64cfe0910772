package scheme_test

import (
	"errors"
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/scheme/syzygy"
)

// A material an index cannot number gives an IndexError that says why.
func ExampleIndexError() {
	m, _ := pieces.ParseMaterial("KQRBNvKQR")
	_, err := syzygy.Probe{}.Size(m, pieces.White)
	var ie *scheme.IndexError
	fmt.Println(errors.As(err, &ie), ie.Index, ie.Reason)
	// Output:
	// true Syzygy Syzygy's tables stop at 7 men
}

// Binomial counts the ways to place identical men, and is 0 where there
// are too few squares.
func ExampleBinomial() {
	fmt.Println(scheme.Binomial(64, 2), scheme.Binomial(1, 5))
	// Output:
	// 2016 0
}
