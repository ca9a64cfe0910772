package census

import (
	"context"
	"math/big"

	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// castling returns the positions with castling rights: for each
// non-empty set of rights (rights.HomeSets, whose weights let the file
// mirror halve Chess960's sets), the placements (each side to move
// counted) with its kings and rooks at home, with no en passant right and
// with each. A placement that allows the rights R is so counted once for
// each non-empty set of R's rights: once for each position it makes.
// Sets that need more rooks than the material has are left out.
func (c *counters) castling(ctx context.Context, rules Rules) (*big.Int, error) {
	total := new(big.Int)
	for _, home := range rights.HomeSets(rules.Castling, c.board) {
		if !c.fits(home.Men) {
			continue
		}
		n, err := c.all.CountWith(ctx, placement.Constraint{Men: home.Men})
		if err != nil {
			return nil, err
		}
		ep, err := c.enPassant(ctx, rules.EP, home.Men)
		if err != nil {
			return nil, err
		}
		n.Add(n, ep)
		total.Add(total, n.Mul(n, big.NewInt(home.Weight)))
	}
	return total, nil
}
