package allchess

import (
	"context"
	"fmt"
	"math/big"
)

// spec is a count as the package runs it: its rules, how to run it, and
// what its refinements ask of the board (the union of their readings).
type spec struct {
	Rules
	Options
	reading boardReading
}

// newSpec returns the count of r run as o.
func newSpec(r Rules, o Options) spec {
	s := spec{Rules: r, Options: o}
	for _, x := range r.Refine {
		x := x.reads()
		s.reading.classes = s.reading.classes || x.classes
		s.reading.colours = s.reading.colours || x.colours
		if x.files != nil {
			// One rule reads the files; a second would read them with
			// the product of the two automata (see sweep.Files).
			s.reading.files = x.files
		}
	}
	return s
}

// Result is what Count finds, by number of men: index m holds the
// positions with m men, kings included (0 and 1 hold zero).
type Result struct {
	Rules Rules
	// Positions counts each position once for each side to move; a
	// placement with castling or en passant rights makes a position for
	// each set of rights it can hold besides the one with none.
	Positions []*big.Int
	// Castling and EnPassant are the parts of Positions with castling
	// rights (with or without an en passant right), and with an en passant
	// right alone.
	Castling, EnPassant []*big.Int
	// Pawnless is the part of Positions without pawns.
	Pawnless []*big.Int
	// Classes is the positions up to the board symmetries each allows
	// (all of the board's group without pawns, the file mirror with them)
	// and the colour swap.
	Classes []*big.Int
}

// Count counts the positions of every army s.Army allows at once, and
// their classes, by number of men. A position is a placement of the two
// kings apart and the armies' men, no pawn on the first or last rank, with
// a side to move whose opponent is not in check.
//
// It counts the positions with White to move, which by the colour swap
// are as many as those with Black to move, one placement of the kings at
// a time: the generating function of the other men (see layout.addTerms),
// summed over the kings' placements into one table of terms, then each
// term evaluated once against the army rule (see evaluate). The classes
// come by Burnside's lemma from the same count, the positions without
// pawns that a diagonal reflection fixes, and on a board with an odd side
// those a mirror fixes (mirror.go): no other symmetry fixes two squares,
// and so the kings, and none composed with the colour swap fixes a side
// to move. Under FIDE's en passant rule the en passant
// positions are counted apart, following both kings' lines (see
// fideCounter).
//
// Count is CountShare of the whole, then Merge: options with a Shard of
// more than one share are CountShare's.
func Count(ctx context.Context, r Rules, o Options) (*Result, error) {
	if o.Shard.Of > 1 {
		return nil, fmt.Errorf("allchess: Count counts the whole, not share %s; give the rules to CountShare, and its shares to Merge", o.Shard)
	}
	share, err := CountShare(ctx, r, o)
	if err != nil {
		return nil, err
	}
	return Merge(share)
}
