// Package indexes lists the indices of real tablebases that this module
// sizes, in the order its tables print them: one list for the callers of
// scheme.Measure and for anyone who wants every index.
//
// The list is a package of its own because the indices import package
// scheme for the types they share (scheme.Index, scheme.IndexSize,
// scheme.IndexError), so scheme cannot import them to list them itself.
package indexes

import (
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/scheme/gaviota"
	"github.com/chesscount/count/scheme/nalimov"
	"github.com/chesscount/count/scheme/syzygy"
)

// All returns every index: Syzygy's as its probing code sizes a table,
// Syzygy's generator's working index, Gaviota's and Nalimov's. Each call
// returns a new slice, which the caller may change.
func All() []scheme.Index {
	return []scheme.Index{syzygy.Probe{}, syzygy.Generator{}, gaviota.Index{}, nalimov.Index{}}
}
