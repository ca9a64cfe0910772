package scheme

import (
	"fmt"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
)

// Index is the index of one family of endgame tablebases: the numbering
// of a material's positions that its files store a value for, one entry
// per number.
type Index int

const (
	// SyzygyProbe is Syzygy's tables as its probing code sizes them: the
	// three leading single men in 31332 entries (or the two kings in 462),
	// binomials for identical men, four sub-tables for the leading pawn's
	// files a-d.
	SyzygyProbe Index = iota
	// SyzygyGenerator is the working index Syzygy's generator iterates
	// over: 462·64^(n−2) without pawns; with pawns 6·64^(n−1) for each
	// leading-pawn file a-d, 24·64^(n−1) summed over the four.
	SyzygyGenerator
	// Gaviota is Gaviota's index: 462 king pairs (or an anchor pawn on 24
	// squares) and 64 squares for each further man, C(64, t) for t
	// identical pieces, and pawn groups numbered up to the file mirror.
	Gaviota
	// Nalimov is Nalimov's index: 462 king pairs (1806 with pawns), the
	// side to move's men on the squares its enumeration allows (no contact
	// check to the other king), each further man on the squares left.
	Nalimov
)

// Indexes lists every Index, in the order tables print them.
var Indexes = []Index{SyzygyProbe, SyzygyGenerator, Gaviota, Nalimov}

func (i Index) String() string {
	switch i {
	case SyzygyProbe:
		return "Syzygy"
	case SyzygyGenerator:
		return "Syzygy generator"
	case Gaviota:
		return "Gaviota"
	case Nalimov:
		return "Nalimov"
	}
	return fmt.Sprintf("Index(%d)", int(i))
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

// Size returns the entries index i spends on material m with toMove to
// move, on the 8x8 board (the only board these indices are defined on).
// m must be a chess material (one king a side) that fits the board; a
// material i cannot number gives an *IndexError.
func Size(i Index, m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	switch i {
	case SyzygyProbe:
		return syzygyProbe(m, toMove)
	case SyzygyGenerator:
		return syzygyGenerator(m, toMove)
	case Gaviota:
		return gaviota(m, toMove)
	case Nalimov:
		return nalimov(m, toMove)
	}
	panic(fmt.Sprintf("scheme.Size: %v is not an Index", i))
}

// binomial returns C(n, k), the ways to choose k of n squares: 0 when
// there are fewer than k (where combin.Binomial panics).
func binomial(n, k int) int {
	if k < 0 || n < 0 || k > n {
		return 0
	}
	return combin.Binomial(n, k)
}
