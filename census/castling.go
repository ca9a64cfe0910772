package census

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// castling returns the positions with castling rights: for each
// non-empty set of rights, the placements (each side to move counted)
// with its kings and rooks at home, with no en passant right and with
// each. A placement that allows the rights R is so counted once for each
// non-empty set of R's rights: once for each position it makes.
func (c *counters) castling(ctx context.Context, rules Rules) (*big.Int, error) {
	total := new(big.Int)
	for _, men := range c.rightSets(rules.Castling) {
		n, err := c.all.CountWith(ctx, placement.Constraint{Men: men})
		if err != nil {
			return nil, err
		}
		total.Add(total, n)
		ep, err := c.enPassant(ctx, rules.EP, men)
		if err != nil {
			return nil, err
		}
		total.Add(total, ep)
	}
	return total, nil
}

// rightSets returns each non-empty set of castling rights under rule
// that the material's rooks allow, as the men it puts at home.
func (c *counters) rightSets(rule rights.CastlingRule) [][]placement.Man {
	white := c.rightsOf(pieces.White, rule)
	black := c.rightsOf(pieces.Black, rule)
	var out [][]placement.Man
	for i, w := range white {
		for j, b := range black {
			if i > 0 || j > 0 { // (the first of each holds no right)
				out = append(out, append(append([]placement.Man(nil), w...), b...))
			}
		}
	}
	return out
}

// rightsOf returns the sets of castling rights colour may hold under
// rule, as the men each puts at home: its king and the rooks it names.
// The first, nil, holds no right; sets that name more rooks than the
// material has are left out.
func (c *counters) rightsOf(color pieces.Color, rule rights.CastlingRule) [][]placement.Man {
	out := [][]placement.Man{nil}
	rooks := c.material.Count(pieces.Piece{Color: color, Kind: pieces.Rook})
	for _, set := range rights.CastlingSets(rule, c.board, color) {
		if len(set)-1 <= rooks { // the king and the rooks it names
			out = append(out, set)
		}
	}
	return out
}
