package scheme

import (
	"fmt"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
)

// Index is the index of one family of endgame tablebases: the numbering
// of a material's positions that its files store a value for, one entry
// per number. Packages syzygy, gaviota and nalimov below this one hold
// the indices of real tablebases, and package indexes lists them all.
type Index interface {
	// String names the index in a table's column or row: "Nalimov".
	String() string
	// Size returns the entries the index spends on material m with
	// toMove to move, on the 8x8 board (the only board these indices
	// are defined on). m must be a chess material (one king a side) that
	// fits the board; a material the index cannot number gives an
	// *IndexError.
	Size(m pieces.Material, toMove pieces.Color) (IndexSize, error)
}

// IndexSize is what an index spends on one material with one side to
// move.
type IndexSize struct {
	// Entries is the number of index entries stored for this side to move.
	Entries int
	// Mirrored says the table stores no entries for this side to move:
	// a colour-symmetric table (KPvKP) reads these positions from the
	// other side's entries through the colour swap. Entries is 0.
	Mirrored bool
}

// IndexError is the error of a material an index cannot number: beyond
// the men its code handles, or a table that was never built.
type IndexError struct {
	Index    Index
	Material pieces.Material
	Reason   string // why, in a few words: "Syzygy's tables stop at 7 men"
}

func (e *IndexError) Error() string {
	return fmt.Sprintf("%s has no index for %s: %s", e.Index, e.Material, e.Reason)
}

// Binomial returns C(n, k), the ways to choose k of n squares for k
// identical men: 0 when there are fewer than k squares (where gonum's
// combin.Binomial panics). The indices number a set of identical men by
// it, and some of their sums run past the squares there are.
func Binomial(n, k int) int {
	if k < 0 || n < 0 || k > n {
		return 0
	}
	return combin.Binomial(n, k)
}
