package census

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/chesscount/count/internal/enum"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
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
// material has are left out.
func (c *counters) rightsOf(color pieces.Color, rule CastlingRule) [][]placement.Man {
	out := [][]placement.Man{nil}
	rooks := c.material.Count(pieces.Piece{Color: color, Kind: pieces.Rook})
	for _, set := range CastlingSets(rule, c.board, color) {
		if len(set)-1 <= rooks { // the king and the rooks it names
			out = append(out, set)
		}
	}
	return out
}

// CastlingSets returns each non-empty set of castling rights colour may
// hold under rule on b, as the men it puts at home: the king first, then
// a rook on each file the set names (at most one on each side of the
// king). A board narrower than four files has none. Under the standard
// rule a colour has three sets (K, Q and KQ for White); under Chess960's,
// 98.
func CastlingSets(rule CastlingRule, b pieces.Board, color pieces.Color) [][]placement.Man {
	if rule == NoCastling || b.Files < 4 {
		return nil
	}
	rank := 0
	if color == pieces.Black {
		rank = b.Ranks - 1
	}
	var out [][]placement.Man
	for _, k := range kingFiles(rule, b.Files) {
		aSide, hSide := rookFiles(rule, b.Files, k)
		for _, a := range noneOrOne(aSide) {
			for _, h := range noneOrOne(hSide) {
				if named := append(slices.Clone(a), h...); len(named) > 0 {
					out = append(out, homeMen(b, color, rank, k, named))
				}
			}
		}
	}
	return out
}

// kingFiles returns the files, of a board files wide, on which the king
// may stand with castling rights under rule: the middle file (e on 8x8)
// under the standard rule, b to g (the files beside neither edge) under
// Chess960's.
func kingFiles(rule CastlingRule, files int) []int {
	if rule != Chess960Castling {
		return []int{files / 2}
	}
	var out []int
	for f := 1; f < files-1; f++ {
		out = append(out, f)
	}
	return out
}

// rookFiles returns the files the rook of a right may stand on, with the
// king on file king: on its a-side and on its h-side. Under the standard
// rule they are the corners, under Chess960's any file on that side.
func rookFiles(rule CastlingRule, files, king int) (aSide, hSide []int) {
	if rule != Chess960Castling {
		return []int{0}, []int{files - 1}
	}
	for f := range files {
		if f < king {
			aSide = append(aSide, f)
		} else if f > king {
			hSide = append(hSide, f)
		}
	}
	return aSide, hSide
}

// noneOrOne returns the ways to choose at most one of files: none, then
// each file alone.
func noneOrOne(files []int) [][]int {
	out := [][]int{nil}
	for _, f := range files {
		out = append(out, []int{f})
	}
	return out
}

// homeMen returns the men a set of rights puts at home on rank: the king
// of colour on file king, then a rook of colour on each of rooks.
func homeMen(b pieces.Board, color pieces.Color, rank, king int, rooks []int) []placement.Man {
	men := []placement.Man{{Piece: pieces.Piece{Color: color, Kind: pieces.King}, Square: b.Square(king, rank)}}
	for _, f := range rooks {
		men = append(men, placement.Man{Piece: pieces.Piece{Color: color, Kind: pieces.Rook}, Square: b.Square(f, rank)})
	}
	return men
}
