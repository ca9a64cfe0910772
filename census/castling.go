package census

import (
	"context"
	"fmt"
	"math/big"

	"count/internal/enum"
	"count/pieces"
	"count/placement"
)

// CastlingRule says which castling rights a position may hold.
type CastlingRule int

const (
	// NoCastling counts no castling rights.
	NoCastling CastlingRule = iota
	// StandardCastling is standard chess's rights K, Q, k and q: the king
	// on its home square (the middle file of its first rank, e1 and e8 on
	// 8x8) and a rook of its colour in a corner of that rank.
	StandardCastling
	// Chess960Castling is Chess960's rights, as X-FEN and Shredder-FEN
	// write them: the king on its first rank on files b to g, and a right
	// names one rook of its colour on that rank, on the a-side or the
	// h-side of the king, at most one on each side. It needs 8 files.
	Chess960Castling
)

var castlingRules = enum.Type[CastlingRule]{
	Kind:    "castling rule",
	Names:   []string{"none", "standard", "chess960"},
	Hints:   []string{"", "king and rooks on their home squares", "any rook on the king's first rank"},
	Aliases: map[string]CastlingRule{"false": NoCastling, "true": StandardCastling},
}

// ParseCastling reads "standard", "chess960" or "none" ("true" and
// "false" too, for standard and none), in any case.
func ParseCastling(s string) (CastlingRule, error) { return castlingRules.Parse(s) }

// String returns "none", "standard" or "chess960".
func (r CastlingRule) String() string { return castlingRules.String(r) }

// CheckCastling reports why castling rights under rule cannot be counted
// on b, if they cannot: Chess960's need 8 files.
func CheckCastling(rule CastlingRule, b pieces.Board) error {
	if rule < NoCastling || rule > Chess960Castling {
		return fmt.Errorf("census: castling rule %d: use none, standard or chess960", rule)
	}
	if rule == Chess960Castling && b.Files != 8 {
		return fmt.Errorf("Chess960 castling rights need a board 8 files wide, not %s; use standard castling or an 8-file board", b)
	}
	return nil
}

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
func (c *counters) rightSets(rule CastlingRule) [][]placement.Man {
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
// material has are left out. A board narrower than four files has no
// rights.
func (c *counters) rightsOf(color pieces.Color, rule CastlingRule) [][]placement.Man {
	b := c.board
	out := [][]placement.Man{nil}
	rank := 0
	if color == pieces.Black {
		rank = b.Ranks - 1
	}
	rooks := c.material.Count(pieces.Piece{Color: color, Kind: pieces.Rook})
	if rule == NoCastling || b.Files < 4 || rooks == 0 {
		return out
	}
	kingFiles := []int{b.Files / 2}
	if rule == Chess960Castling {
		kingFiles = kingFiles[:0]
		for f := 1; f < b.Files-1; f++ {
			kingFiles = append(kingFiles, f)
		}
	}
	for _, k := range kingFiles {
		// Each side's rook: −1 for no right on that side.
		aSide, hSide := []int{-1, 0}, []int{-1, b.Files - 1}
		if rule == Chess960Castling {
			aSide, hSide = []int{-1}, []int{-1}
			for f := range b.Files {
				if f < k {
					aSide = append(aSide, f)
				} else if f > k {
					hSide = append(hSide, f)
				}
			}
		}
		for _, a := range aSide {
			for _, h := range hSide {
				if a < 0 && h < 0 || a >= 0 && h >= 0 && rooks < 2 {
					continue
				}
				men := []placement.Man{{Piece: pieces.Piece{Color: color, Kind: pieces.King}, Square: b.Square(k, rank)}}
				for _, f := range []int{a, h} {
					if f >= 0 {
						men = append(men, placement.Man{Piece: pieces.Piece{Color: color, Kind: pieces.Rook}, Square: b.Square(f, rank)})
					}
				}
				out = append(out, men)
			}
		}
	}
	return out
}
