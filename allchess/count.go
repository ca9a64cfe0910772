package allchess

import (
	"context"
	"fmt"
	"math/big"
)

// Result is what Count finds, by number of men: index m holds the
// positions with m men, kings included (0 and 1 hold zero).
type Result struct {
	Rules Rules
	// Positions counts each position once for each side to move and each
	// set of rights it holds (none, castling, en passant).
	Positions []*big.Int
	// Castling and EnPassant are the parts of Positions with castling
	// rights (with or without an en passant right), and with an en passant
	// right alone.
	Castling, EnPassant []*big.Int
	// Pawnless is the part of Positions without pawns.
	Pawnless []*big.Int
	// Classes is the positions up to the board symmetries each allows
	// and the colour swap.
	Classes []*big.Int
}

// Count counts the positions of every army r.Army allows at once, and
// their classes, by number of men (see plan.go for how): a position is a
// placement of the two kings apart and the armies' men, no pawn on the
// first or last rank, with a side to move whose opponent is not in check.
// It is CountShare of the whole, then Merge.
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

// CountShare counts the share o.Shard of the count of r (the whole, if
// zero): the part of each table of terms whose black king stands on the
// share's squares. The shares of a count, counted apart, add up by Merge
// to what Count gives.
func CountShare(ctx context.Context, r Rules, o Options) (*Share, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if err := o.Shard.check(r.Board); err != nil {
		return nil, err
	}
	return countParts(ctx, newSpec(r, o))
}
