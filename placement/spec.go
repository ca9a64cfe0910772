package placement

import (
	"fmt"
	"strings"

	"count/pieces"
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

var ruleNames = []string{"placement", "legal", "nonattacking"}

// String returns the rule set's name as the --rules flag spells it.
func (r Rules) String() string { return ruleNames[r] }

// ParseRules reads a rule set's name.
func ParseRules(s string) (Rules, error) {
	for i, n := range ruleNames {
		if strings.EqualFold(s, n) {
			return Rules(i), nil
		}
	}
	return 0, fmt.Errorf("rules %q: use placement, legal or nonattacking", s)
}

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

var toMoveNames = []string{"", "white", "black", "both"}

// String returns "white", "black", "both", or "" for Unset.
func (t ToMove) String() string { return toMoveNames[t] }

// ParseToMove reads "white", "black" or "both".
func ParseToMove(s string) (ToMove, error) {
	for i, n := range toMoveNames[1:] {
		if strings.EqualFold(s, n) {
			return ToMove(i + 1), nil
		}
	}
	return Unset, fmt.Errorf("side to move %q: use white, black or both", s)
}

// Spec says what to count: which men, on which board, under which rules.
type Spec struct {
	Board    pieces.Board
	Material pieces.Material
	Rules    Rules
	ToMove   ToMove // Legal rules only
	// Labelled counts identical men as distinguishable (the Syzygy
	// statistics convention); by default they are not.
	Labelled bool
}

// Validate reports whether the spec can be counted: a valid board the men
// fit on, a side to move only under the Legal rules, and a chess material
// under the Legal rules.
func (s Spec) Validate() error {
	if err := s.Board.Validate(); err != nil {
		return err
	}
	if s.Material.Men() == 0 {
		return fmt.Errorf("material is empty: write the men, such as KRvK, or 8Q for a puzzle")
	}
	if err := s.Material.Fits(s.Board); err != nil {
		return err
	}
	if s.Rules > NonAttacking {
		return fmt.Errorf("rules %d: use placement, legal or nonattacking", s.Rules)
	}
	if s.ToMove > Both {
		return fmt.Errorf("side to move %d: use white, black or both", s.ToMove)
	}
	if s.ToMove != Unset && s.Rules != Legal {
		return fmt.Errorf("a side to move is meaningful only with --rules legal; drop --to-move or add --rules legal")
	}
	if s.Rules == Legal && s.Material.Puzzle() {
		return fmt.Errorf("rules legal need a chess material with one king per side, such as KRvK; %s is a puzzle material", s.Material)
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
// written for clarity rather than speed. The spec must be valid; Allows
// does not check that men holds the spec's material.
func (s Spec) Allows(men []Man, toMove pieces.Color) bool {
	b := s.Board
	isOccupied := func(sq pieces.Square) bool {
		for _, m := range men {
			if m.Square == sq {
				return true
			}
		}
		return false
	}
	for i, m := range men {
		for _, other := range men[:i] {
			if other.Square == m.Square {
				return false
			}
		}
		if _, rank := b.Coords(m.Square); m.Piece.Kind == pieces.Pawn && (rank == 0 || rank == b.Ranks-1) {
			return false
		}
	}
	attacked := func(by pieces.Color, sq pieces.Square) bool {
		for _, m := range men {
			if m.Piece.Color == by && b.Attacks(m.Piece, m.Square, sq, isOccupied) {
				return true
			}
		}
		return false
	}
	king := func(c pieces.Color) pieces.Square {
		for _, m := range men {
			if m.Piece == (pieces.Piece{Color: c, Kind: pieces.King}) {
				return m.Square
			}
		}
		panic("placement: chess material without a king")
	}
	switch s.Rules {
	case NonAttacking:
		for _, m := range men {
			if attacked(pieces.White, m.Square) || attacked(pieces.Black, m.Square) {
				return false
			}
		}
		return true
	case Legal:
		if attacked(toMove, king(toMove.Other())) {
			return false
		}
	}
	if s.Material.Puzzle() {
		return true
	}
	wk, bk := king(pieces.White), king(pieces.Black)
	return !b.Attacks(pieces.Piece{Kind: pieces.King}, wk, bk, nil)
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
