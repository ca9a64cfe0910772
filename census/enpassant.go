package census

import (
	"context"
	"math/big"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// enPassant returns the positions with an en passant right under rule,
// among the placements with the men of home in place (castling's king and
// rooks): for each side to move and each file (rights.EPSetups, weighted
// by rights.FileWeight), the placements with the other side's pawn just
// advanced on that file, by inclusion and exclusion over the pawns of the
// side to move beside it (rights.EPSetup.CapturerSets).
func (c *counters) enPassant(ctx context.Context, rule rights.EP, home []placement.Man) (*big.Int, error) {
	total := new(big.Int)
	if rule == rights.NoEP {
		return total, nil
	}
	for _, side := range c.sides {
		for _, s := range c.setups(side) {
			file, _ := c.board.Coords(s.Pawn.Square)
			weight := rights.FileWeight(c.board, file, home != nil)
			if weight == 0 {
				continue
			}
			for from, sign := range s.CapturerSets() {
				want, ok := c.constraint(rule, s, from, home)
				if !ok {
					continue
				}
				n, err := c.side[side].CountWith(ctx, want)
				if err != nil {
					return nil, err
				}
				total.Add(total, n.Mul(n, big.NewInt(sign*weight)))
			}
		}
	}
	return total, nil
}

// enPassantMirrored returns the positions with an en passant right under
// rule (and no castling rights) that the file mirror, as the permutation
// mirror, fixes. The mirror fixes the en passant square only on a middle
// file, and a placement it fixes that has a pawn of the side to move on
// one side of the advanced pawn has one on the other too.
func (c *counters) enPassantMirrored(ctx context.Context, rule rights.EP, mirror []pieces.Square) (*big.Int, error) {
	total := new(big.Int)
	if rule == rights.NoEP || c.board.Files%2 == 0 {
		return total, nil
	}
	for _, side := range c.sides {
		for _, s := range c.setups(side) {
			if file, _ := c.board.Coords(s.Pawn.Square); 2*file+1 != c.board.Files || len(s.Beside) == 0 {
				continue
			}
			want, ok := c.constraint(rule, s, s.Beside[:1], nil)
			if !ok {
				continue
			}
			n, err := c.side[side].FixedCountWith(ctx, want, mirror)
			if err != nil {
				return nil, err
			}
			total.Add(total, n)
		}
	}
	return total, nil
}

// constraint returns what the placements of set-up s with pawns of the
// side to move on the squares from (beside the advanced pawn) must meet
// under rule, with the men of home in place; false if the men do not fit
// the material. Under the NULP tallies' rule no pawn stands on the squares
// crossed; under FIDE's they are empty and each capture is legal.
func (c *counters) constraint(rule rights.EP, s rights.EPSetup, from []pieces.Square, home []placement.Man) (placement.Constraint, bool) {
	men := append(slices.Clone(home), s.Pawn)
	for _, sq := range from {
		men = append(men, s.Capturer(sq))
	}
	if !c.fits(men) {
		return placement.Constraint{}, false
	}
	if rule == rights.NULP {
		return placement.Constraint{Men: men, PawnFree: s.Crossed[:]}, true
	}
	want := placement.Constraint{Men: men, Empty: s.Crossed[:]}
	for _, f := range from {
		want.Captures = append(want.Captures, s.Capture(f))
	}
	return want, true
}

// setups returns the en passant set-ups with side to move, when the
// material has pawns of both sides.
func (c *counters) setups(side pieces.Color) []rights.EPSetup {
	if c.material.Pawns(side) == 0 || c.material.Pawns(side.Other()) == 0 {
		return nil
	}
	return rights.EPSetups(c.board, side)
}

// fits reports whether men can stand together: distinct squares, and no
// more of a piece than the material has.
func (c *counters) fits(men []placement.Man) bool {
	count := map[pieces.Piece]int{}
	for i, m := range men {
		if count[m.Piece]++; count[m.Piece] > c.material.Count(m.Piece) {
			return false
		}
		for _, n := range men[:i] {
			if n.Square == m.Square {
				return false
			}
		}
	}
	return true
}
