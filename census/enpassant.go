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
// among the placements with the men of extra in place (castling's king
// and rooks): for each side to move and each file, the placements with
// the other side's pawn just advanced on that file, by inclusion and
// exclusion over the pawns of the side to move beside it.
func (c *counters) enPassant(ctx context.Context, rule rights.EP, extra []placement.Man) (*big.Int, error) {
	total := new(big.Int)
	if rule == rights.NoEP {
		return total, nil
	}
	for _, side := range c.sides {
		for _, s := range c.setups(side) {
			weight := c.fileWeight(s.pawn.Square, extra)
			if weight == 0 {
				continue
			}
			for set := 1; set < 1<<len(s.capturers); set++ {
				var from []pieces.Square
				for i, sq := range s.capturers {
					if set&(1<<i) != 0 {
						from = append(from, sq)
					}
				}
				want, ok := c.constraint(rule, side, s, from, extra)
				if !ok {
					continue
				}
				n, err := c.side[side].CountWith(ctx, want)
				if err != nil {
					return nil, err
				}
				sign := int64(1) // the inclusion and exclusion's sign
				if len(from)%2 == 0 {
					sign = -1
				}
				total.Add(total, n.Mul(n, big.NewInt(sign*weight)))
			}
		}
	}
	return total, nil
}

// fileWeight returns how many times the en passant setups of the pawn on
// square count. The file mirror maps the setups on one file onto those on
// the mirrored file, and keeps the rules: a file left of the middle counts
// twice, one right of it not at all, a middle file once. Castling's king
// and rooks (extra) do not map onto themselves, so with them every file
// counts once.
func (c *counters) fileWeight(square pieces.Square, extra []placement.Man) int64 {
	file, _ := c.board.Coords(square)
	switch {
	case extra != nil || 2*file+1 == c.board.Files:
		return 1
	case 2*file+1 < c.board.Files:
		return 2
	}
	return 0
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
			if file, _ := c.board.Coords(s.pawn.Square); 2*file+1 != c.board.Files || len(s.capturers) == 0 {
				continue
			}
			want, ok := c.constraint(rule, side, s, s.capturers[:1], nil)
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

// constraint returns what the placements of setup s with side to move and
// pawns of that side on the squares from (beside the advanced pawn) must
// meet under rule, with the men of extra in place; false if the men do
// not fit the material.
func (c *counters) constraint(rule rights.EP, side pieces.Color, s setup, from []pieces.Square, extra []placement.Man) (placement.Constraint, bool) {
	men := append(slices.Clone(extra), s.pawn)
	for _, sq := range from {
		men = append(men, placement.Man{Piece: pieces.Piece{Color: side, Kind: pieces.Pawn}, Square: sq})
	}
	if !c.fits(men) {
		return placement.Constraint{}, false
	}
	want := placement.Constraint{Men: men, PawnFree: s.crossed}
	if rule == rights.FIDE { // the crossed squares empty, and each capture legal
		want.PawnFree, want.Empty = nil, s.crossed
		for _, f := range from {
			want.Captures = append(want.Captures, placement.Capture{From: f, To: s.square, Captured: s.pawn.Square})
		}
	}
	return want, true
}

// setup is where an en passant right on one file stands: the pawn that
// has just advanced, the square behind it (the en passant square), the
// squares it crossed, and the squares beside it.
type setup struct {
	pawn      placement.Man
	square    pieces.Square
	crossed   []pieces.Square
	capturers []pieces.Square
}

// setups returns the en passant setups with side to move: the other
// side's pawn on its fourth rank. A board needs five ranks for them.
func (c *counters) setups(side pieces.Color) []setup {
	b := c.board
	mover := side.Other()
	if b.Ranks < 5 || c.material.Pawns(mover) == 0 || c.material.Pawns(side) == 0 {
		return nil
	}
	fourth, back := 3, -1 // rank of the pawn, and the step back to where it came from
	if mover == pieces.Black {
		fourth, back = b.Ranks-4, 1
	}
	var out []setup
	for file := range b.Files {
		s := setup{
			pawn:    placement.Man{Piece: pieces.Piece{Color: mover, Kind: pieces.Pawn}, Square: b.Square(file, fourth)},
			square:  b.Square(file, fourth+back),
			crossed: []pieces.Square{b.Square(file, fourth+back), b.Square(file, fourth+2*back)},
		}
		for _, f := range []int{file - 1, file + 1} {
			if b.On(f, fourth) {
				s.capturers = append(s.capturers, b.Square(f, fourth))
			}
		}
		out = append(out, s)
	}
	return out
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
