package pieces

import (
	"errors"
	"fmt"
)

// PawnRanks is a rule of the ranks a pawn may stand on. A pawn that reaches
// its last rank (the top rank for White, the bottom one for Black)
// promotes, so no rule lets it stand there.
type PawnRanks uint8

const (
	// ChessPawnRanks is chess's rule: no pawn on the first or last rank
	// of the board, since a pawn starts on its second rank and moves
	// forward. It is the zero value.
	ChessPawnRanks PawnRanks = iota
	// MinichessPawnRanks is the rule of K. Kryukov's 3x4 and 4x4 chess,
	// which have no starting position: no white pawn on the last rank nor
	// black pawn on the first, but a pawn may stand on its own first rank.
	MinichessPawnRanks
)

// ParsePawnRanks reads a rule by its name: chess or minichess.
func ParsePawnRanks(name string) (PawnRanks, error) {
	switch name {
	case "chess":
		return ChessPawnRanks, nil
	case "minichess":
		return MinichessPawnRanks, nil
	}
	return 0, fmt.Errorf("pawn ranks %q: give chess (no pawn on the first or last rank) or minichess (a pawn may stand on its own first rank)", name)
}

// String returns the rule's name, as ParsePawnRanks reads it.
func (r PawnRanks) String() string {
	if r == MinichessPawnRanks {
		return "minichess"
	}
	return "chess"
}

// Allows reports whether a pawn of colour c may stand on sq of b.
func (r PawnRanks) Allows(b Board, c Color, sq Square) bool {
	_, rank := b.Coords(sq)
	last, first := b.Ranks-1, 0
	if c == Black {
		last, first = 0, b.Ranks-1
	}
	return rank != last && (r == MinichessPawnRanks || rank != first)
}

// AllowsBoth reports whether a pawn of either colour may stand on sq of b.
func (r PawnRanks) AllowsBoth(b Board, sq Square) bool {
	return r.Allows(b, White, sq) && r.Allows(b, Black, sq)
}

// ranks returns how many ranks of b let a pawn of one colour stand under
// r, and how many let one of either colour.
func (r PawnRanks) ranks(b Board) (each, either int) {
	if r == MinichessPawnRanks {
		return max(0, b.Ranks-1), b.Ranks
	}
	return max(0, b.Ranks-2), max(0, b.Ranks-2)
}

// An ArmyRule is which men a side may have besides its king.
type ArmyRule uint8

const (
	// ChessArmy is chess's: a side starts with a pawn on each file and
	// ChessPieces, so its pawns and promotions (Material.Promotions)
	// together are at most the files. It is the zero value.
	ChessArmy ArmyRule = iota
	// AnyArmy is any men, as K. Kryukov's 3x4 and 4x4 chess counts them.
	AnyArmy
)

// ParseArmyRule reads a rule by its name: chess or any.
func ParseArmyRule(name string) (ArmyRule, error) {
	switch name {
	case "chess":
		return ChessArmy, nil
	case "any":
		return AnyArmy, nil
	}
	return 0, fmt.Errorf("army %q: give chess (a pawn for each file a side, and the pieces of chess; more pieces are promotions) or any (any men)", name)
}

// String returns the rule's name, as ParseArmyRule reads it.
func (a ArmyRule) String() string {
	if a == AnyArmy {
		return "any"
	}
	return "chess"
}

// Allows reports, as a *FitError, whether a allows the men of m on b: no
// more men than squares, no side with more pawns than files, and under
// ChessArmy, for a material of chess (not a puzzle's men without kings),
// no side with more pawns and promotions than files.
func (a ArmyRule) Allows(m Material, b Board) error {
	err := m.Fits(b)
	var fe *FitError
	if a == AnyArmy && errors.As(err, &fe) && fe.Fault == MorePawnsThanFiles {
		return nil
	}
	if err != nil || a == AnyArmy || m.Puzzle() {
		return err
	}
	for _, c := range []Color{White, Black} {
		if m.Pawns(c)+m.Promotions(c) > b.Files {
			return &FitError{Material: m, Board: b, Side: c, Fault: MorePromotionsThanPawns}
		}
	}
	return nil
}

// Fits reports, as a *FitError, whether the men of m can stand on b under
// a and the pawn ranks r: a allows them, and each side's pawns, and both
// sides' together, are no more than the squares r lets them take.
func (a ArmyRule) Fits(m Material, b Board, r PawnRanks) error {
	if err := a.Allows(m, b); err != nil {
		return err
	}
	each, either := r.ranks(b)
	w, bl := m.Pawns(White), m.Pawns(Black)
	switch {
	case w > each*b.Files:
		return &FitError{Material: m, Board: b, Side: White, Fault: NoRanksForPawns, PawnRanks: r}
	case bl > each*b.Files:
		return &FitError{Material: m, Board: b, Side: Black, Fault: NoRanksForPawns, PawnRanks: r}
	case w+bl > either*b.Files:
		return &FitError{Material: m, Board: b, Side: White, Fault: NoRanksForPawns, PawnRanks: r, BothSides: true}
	}
	return nil
}
