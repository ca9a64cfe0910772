package placement

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chesscount/count/internal/enum"
	"github.com/chesscount/count/pieces"
)

// Rules selects which configurations count.
type Rules uint8

// The rule sets. Every rule set puts men on distinct squares and keeps
// pawns off the first and last ranks.
const (
	// Placement, the thesis's convention: besides the above, the white and
	// the black king do not stand side by side.
	Placement Rules = iota
	// Legal: Placement, and the side not to move is not in check.
	Legal
	// NonAttacking: no man attacks another, whatever their colours (the
	// puzzle rule: 8 queens, non-attacking kings).
	NonAttacking
)

var rulesType = enum.Type[Rules]{Kind: "rules", Names: []string{"placement", "legal", "nonattacking"}}

// String returns the rule set's name: "placement", "legal" or
// "nonattacking", or "placement.Rules(n)" for a value that names none.
func (r Rules) String() string { return rulesType.String(r) }

// ParseRules reads a rule set's name.
func ParseRules(s string) (Rules, error) { return rulesType.Parse(s) }

// RulesNames returns the rule sets' names, as ParseRules reads them.
func RulesNames() []string { return rulesType.Values() }

// ToMove says which side is to move, for the Legal rules.
type ToMove uint8

// The choices. The zero value, Unset, means Both under the Legal rules and
// is required under the others, which do not look at the side to move.
const (
	Unset ToMove = iota
	WhiteToMove
	BlackToMove
	// Both counts each placement once with each side to move, as two
	// positions.
	Both
)

var toMoveType = enum.Type[ToMove]{Kind: "side to move", Names: []string{"", "white", "black", "both"}}

// String returns "white", "black", "both", "" for Unset, or
// "placement.ToMove(n)" for a value that names none.
func (t ToMove) String() string { return toMoveType.String(t) }

// ParseToMove reads "white", "black" or "both".
func ParseToMove(s string) (ToMove, error) { return toMoveType.Parse(s) }

// ToMoveNames returns "white", "black" and "both", as ParseToMove reads
// them.
func ToMoveNames() []string { return toMoveType.Values() }

// Spec says what to count: which men, on which board, under which rules.
type Spec struct {
	Board    pieces.Board
	Material pieces.Material
	Rules    Rules
	ToMove   ToMove // Legal rules only
	// Labelled counts identical men as distinguishable (the Syzygy
	// statistics convention); by default they are not.
	Labelled bool
	// PawnRanks is where pawns may stand, and Army which men a side may
	// have (see ArmyRule.Allows); their zero values are chess's.
	PawnRanks pieces.PawnRanks
	Army      pieces.ArmyRule
}

// SpecFault says why Validate refuses a Spec.
type SpecFault int

const (
	// NoMen: the material is empty.
	NoMen SpecFault = iota
	// UnknownRules: Rules is none of Placement, Legal and NonAttacking.
	UnknownRules
	// UnknownToMove: ToMove is none of Unset, WhiteToMove, BlackToMove
	// and Both.
	UnknownToMove
	// ToMoveNeedsLegal: a side to move under rules other than Legal,
	// which do not look at it.
	ToMoveNeedsLegal
	// LegalNeedsKings: the Legal rules with a puzzle material, which has
	// no king a side to be in check.
	LegalNeedsKings
)

// SpecError is the error of Validate for a field of the Spec (the board's
// and the material's own errors come from package pieces): which field,
// its value, the values it may take instead, and why. Its message names
// the problem in the library's terms; a command line adds its own advice.
type SpecError struct {
	Spec  Spec   // the spec refused
	Field string // its field at fault: "Material", "Rules" or "ToMove"
	Value any    // that field's value
	// Allowed holds the values the field may take, the other fields
	// staying as they are: Rules or ToMove values. It is empty for
	// Material, whose men the caller chooses.
	Allowed []any
	Fault   SpecFault
}

func (e *SpecError) Error() string {
	var problem string
	switch e.Fault {
	case NoMen:
		return "placement: Spec.Material has no men; give it some, such as KRvK, or 8Q for a puzzle"
	case UnknownRules:
		problem = fmt.Sprintf("%d is not a rule set", e.Spec.Rules)
	case UnknownToMove:
		problem = fmt.Sprintf("%d is not a side to move", e.Spec.ToMove)
	case ToMoveNeedsLegal:
		problem = fmt.Sprintf("%s is meaningful only under the Legal rules, not under %s", e.Spec.ToMove, e.Spec.Rules)
	case LegalNeedsKings:
		problem = fmt.Sprintf("legal needs a chess material with one king per side, such as KRvK; %s is a puzzle material", e.Spec.Material)
	}
	names := make([]string, len(e.Allowed))
	for i, v := range e.Allowed {
		names[i] = fmt.Sprint(v)
		if v == any(Unset) {
			names[i] = "Unset"
		}
	}
	return fmt.Sprintf("placement: Spec.%s %s; allowed here: %s", e.Field, problem, strings.Join(names, ", "))
}

// Validate reports whether the spec can be counted: a valid board the men
// fit on, a side to move only under the Legal rules, and a chess material
// under the Legal rules. It returns the board's or the material's error,
// or a *SpecError.
func (s Spec) Validate() error {
	if err := s.Board.Validate(); err != nil {
		return err
	}
	if s.Material.Men() == 0 {
		return &SpecError{Spec: s, Field: "Material", Value: s.Material, Fault: NoMen}
	}
	if err := s.Army.Allows(s.Material, s.Board); err != nil {
		return err
	}
	switch {
	case s.Rules > NonAttacking:
		return &SpecError{Spec: s, Field: "Rules", Value: s.Rules, Allowed: []any{Placement, Legal, NonAttacking}, Fault: UnknownRules}
	case s.ToMove > Both:
		allowed := []any{Unset}
		if s.Rules == Legal {
			allowed = []any{WhiteToMove, BlackToMove, Both, Unset}
		}
		return &SpecError{Spec: s, Field: "ToMove", Value: s.ToMove, Allowed: allowed, Fault: UnknownToMove}
	case s.ToMove != Unset && s.Rules != Legal:
		return &SpecError{Spec: s, Field: "ToMove", Value: s.ToMove, Allowed: []any{Unset}, Fault: ToMoveNeedsLegal}
	case s.Rules == Legal && s.Material.Puzzle():
		return &SpecError{Spec: s, Field: "Rules", Value: s.Rules, Allowed: []any{Placement, NonAttacking}, Fault: LegalNeedsKings}
	}
	return nil
}

// Sides returns the sides to move that the count adds up: White and Black
// for Both (or Unset) under the Legal rules, one side otherwise. Under the
// other rules it returns White alone, which those rules ignore.
func (s Spec) Sides() []pieces.Color {
	switch {
	case s.Rules != Legal:
		return []pieces.Color{pieces.White}
	case s.ToMove == WhiteToMove:
		return []pieces.Color{pieces.White}
	case s.ToMove == BlackToMove:
		return []pieces.Color{pieces.Black}
	}
	return []pieces.Color{pieces.White, pieces.Black}
}

// Man is one man on one square.
type Man struct {
	Piece  pieces.Piece
	Square pieces.Square
}

// Allows reports whether the configuration men is one the rules count with
// toMove to move. It is the definition the counters are checked against,
// written for clarity rather than speed; Refusal says why it refuses. The
// spec must be valid. men need not hold the spec's material (a position
// after a capture has a man fewer), but Allows panics if the rules look
// for a king men lacks: the Legal rules look for the king of the side not
// to move, and the Placement and Legal rules for both kings of a chess
// material.
func (s Spec) Allows(men []Man, toMove pieces.Color) bool {
	return s.refusal(men, toMove).rule == allowed
}

// refusal returns the first rule of s that men break with toMove to move,
// and the men that break it.
func (s Spec) refusal(men []Man, toMove pieces.Color) refusal {
	cfg := configuration{s.Board, s.PawnRanks, men}
	if r := cfg.unplaceable(); r.rule != allowed {
		return r
	}
	if s.Rules == NonAttacking {
		return cfg.attack()
	}
	if !s.Material.Puzzle() {
		white, black := cfg.king(pieces.White), cfg.king(pieces.Black)
		if s.Board.Attacks(white.Piece, white.Square, black.Square, nil) {
			return refusal{kingsSideBySide, white, black}
		}
	}
	if s.Rules == Legal {
		king := cfg.king(toMove.Other())
		if checker, ok := cfg.attacker(toMove, king.Square); ok {
			return refusal{inCheck, checker, king}
		}
	}
	return refusal{}
}

// configuration is men on a board, for Spec.Allows.
type configuration struct {
	board     pieces.Board
	pawnRanks pieces.PawnRanks
	men       []Man
}

// unplaceable returns the first man that no rule set allows where it
// stands: on another's square, or a pawn on a rank the pawn ranks forbid.
func (c configuration) unplaceable() refusal {
	for i, m := range c.men {
		if j := c.on(m.Square, c.men[:i]); j >= 0 {
			return refusal{sharedSquare, c.men[j], m}
		}
		if m.Piece.Kind == pieces.Pawn && !c.pawnRanks.Allows(c.board, m.Piece.Color, m.Square) {
			return refusal{rule: pawnOnBackRank, a: m}
		}
	}
	return refusal{}
}

// on returns the index of the man of men on sq, or -1.
func (c configuration) on(sq pieces.Square, men []Man) int {
	return slices.IndexFunc(men, func(m Man) bool { return m.Square == sq })
}

// attacker returns a man of colour by that attacks sq, lines stopping at
// the first man, and false if there is none.
func (c configuration) attacker(by pieces.Color, sq pieces.Square) (Man, bool) {
	isOccupied := func(sq pieces.Square) bool { return c.on(sq, c.men) >= 0 }
	for _, m := range c.men {
		if m.Piece.Color == by && c.board.Attacks(m.Piece, m.Square, sq, isOccupied) {
			return m, true
		}
	}
	return Man{}, false
}

// attack returns the first man that another attacks, whatever their
// colours, as the NonAttacking rules see it: two kings of a chess
// material attacking each other stand side by side.
func (c configuration) attack() refusal {
	for _, m := range c.men {
		for _, by := range []pieces.Color{pieces.White, pieces.Black} {
			a, ok := c.attacker(by, m.Square)
			switch {
			case !ok:
			case a.Piece.Kind == pieces.King && m.Piece.Kind == pieces.King && a.Piece.Color != m.Piece.Color:
				return refusal{kingsSideBySide, a, m}
			default:
				return refusal{manAttacked, a, m}
			}
		}
	}
	return refusal{}
}

// king returns the king of colour col, and panics if there is none.
func (c configuration) king(col pieces.Color) Man {
	for _, m := range c.men {
		if m.Piece == (pieces.Piece{Color: col, Kind: pieces.King}) {
			return m
		}
	}
	panic(fmt.Sprintf("placement: Spec.Allows: no %v king among the men", col))
}

// ParseMen reads men written as a piece letter and a square each, upper
// case for White and lower case for Black, separated by spaces or commas:
// "Ka1 Rb2 kc3". It checks the squares are on b and distinct, not the
// rules.
func ParseMen(b pieces.Board, text string) ([]Man, error) {
	fields := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == ',' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("position %q has no men: write them as Ka1 Rb2 kc3", text)
	}
	var men []Man
	for _, f := range fields {
		color := pieces.White
		letter := f[0]
		if letter >= 'a' && letter <= 'z' {
			color, letter = pieces.Black, letter-'a'+'A'
		}
		kind, ok := pieces.KindOf(letter)
		if !ok {
			return nil, fmt.Errorf("position: %q does not start with a piece letter (K Q R B N P, lower case for Black)", f)
		}
		sq, err := b.ParseSquare(f[1:])
		if err != nil {
			return nil, fmt.Errorf("position: %q: %v", f, err)
		}
		for _, m := range men {
			if m.Square == sq {
				return nil, fmt.Errorf("position: two men on %s", b.Name(sq))
			}
		}
		men = append(men, Man{Piece: pieces.Piece{Color: color, Kind: kind}, Square: sq})
	}
	return men, nil
}
