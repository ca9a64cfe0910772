package rights

import (
	"fmt"

	"github.com/chesscount/count/internal/enum"
	"github.com/chesscount/count/pieces"
)

// EP is a rule for when a position has an en passant right.
type EP int

const (
	// NoEP counts no en passant rights.
	NoEP EP = iota
	// NULP is the rule of the published tallies of unique legal
	// positions: an enemy pawn on its fourth rank, a pawn of the side to
	// move beside it, and no pawn (of either colour) on the two squares
	// the enemy pawn crossed. Kings and pieces may stand there, and the
	// capture need not be legal.
	NULP
	// FIDE asks that the two squares the pawn crossed be empty and that
	// the capture not leave the capturer's king in check.
	FIDE
)

var epRules = enum.Type[EP]{
	Kind:  "en passant rule",
	Names: []string{"none", "nulp", "fide"},
	Hints: []string{"", "a pawn beside the one that advanced, no pawn on the squares it crossed", "the capture must be legal"},
}

// ParseEP reads "none", "nulp" or "fide", in any case.
func ParseEP(s string) (EP, error) { return epRules.Parse(s) }

// EPNames returns the en passant rules' names, as ParseEP reads them.
func EPNames() []string { return epRules.Values() }

// String returns "none", "nulp" or "fide".
func (r EP) String() string { return epRules.String(r) }

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

// CastlingNames returns the castling rules' names, as ParseCastling reads
// them (without "true" and "false").
func CastlingNames() []string { return castlingRules.Values() }

// String returns "none", "standard" or "chess960".
func (r CastlingRule) String() string { return castlingRules.String(r) }

// CheckCastling reports why castling rights under rule cannot be counted
// on b, if they cannot: Chess960's need 8 files.
func CheckCastling(rule CastlingRule, b pieces.Board) error {
	if rule < NoCastling || rule > Chess960Castling {
		return fmt.Errorf("rights: castling rule %d: use none, standard or chess960", rule)
	}
	if rule == Chess960Castling && b.Files != 8 {
		return fmt.Errorf("Chess960 castling rights need a board 8 files wide, not %s; use standard castling or an 8-file board", b)
	}
	return nil
}
