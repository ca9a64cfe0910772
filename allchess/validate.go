package allchess

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// A RulesFault is why Rules cannot be counted.
type RulesFault int

// The faults of Rules, in the order Validate looks for them.
const (
	// BoardSize: fewer than 2 files or ranks, or more than 64 squares.
	BoardSize RulesFault = iota + 1
	// CastlingBoard: the castling rule does not fit the board.
	CastlingBoard
	// UnknownEP: an en passant rule this package does not know.
	UnknownEP
	// FIDEMen: FIDE's en passant rule for more than FIDEMaxMen men.
	FIDEMen
	// RefinementTwice: a refinement given twice.
	RefinementTwice
	// FilesArmy: the opposed files without a pawn for each file.
	FilesArmy
	// NotTogether: two refinements, or one and FIDE's en passant rule,
	// that cannot yet be counted together (Other is nil for FIDE's rule).
	NotTogether
	// NotUnderFIDE: a refinement not yet counted under FIDE's rule.
	NotUnderFIDE
	// UnknownPawnRanks: a pawn-rank rule this package does not know.
	UnknownPawnRanks
	// RefinedPawns: refinements with an army of more than 8 pawns.
	RefinedPawns
	// OddBoard: rights or refinements on a board with an odd side.
	OddBoard
	// MinichessRights: castling or en passant rights under the minichess
	// pawn ranks.
	MinichessRights
	// NoChessStart: refinements, which speak of chess's start, under the
	// minichess pawn ranks or with an army of any men.
	NoChessStart
	// MenRange: a MaxMen below 0, or 1.
	MenRange
	// ArmyRange: an Army this package cannot count (see Army.Validate).
	ArmyRange
)

// A RulesError is why Validate refuses Rules: the fault, the refinement
// at fault (and the other it does not go with), and another package's
// error.
type RulesError struct {
	Fault         RulesFault
	Refinement    Refinement
	Other         Refinement
	Rules         Rules
	Err           error
	detailMessage string
}

func (e *RulesError) Error() string { return "allchess: " + e.detailMessage }

func (e *RulesError) Unwrap() error { return e.Err }

// fault returns a *RulesError of r.
func (r Rules) fault(f RulesFault, format string, args ...any) *RulesError {
	return &RulesError{Fault: f, Rules: r, detailMessage: fmt.Sprintf(format, args...)}
}

// wrap returns the *RulesError of r for err, which another package found.
func (r Rules) wrap(f RulesFault, err error) *RulesError {
	e := r.fault(f, "%s", strings.TrimPrefix(err.Error(), "allchess: "))
	e.Err = err
	return e
}

// Validate reports, as a *RulesError, why r cannot be counted, or nil: a
// board of 2 files and 2 ranks to 64 squares (with an odd side, without
// rights or refinements), rules this package knows, and refinements that
// can be counted together. It alone says which rules combine.
func (r Rules) Validate() error {
	b := r.Board
	if err := b.Validate(); err != nil {
		return r.wrap(BoardSize, err)
	}
	if b.Files < 2 || b.Ranks < 2 || b.Squares() > 64 {
		return r.fault(BoardSize, "the board must have at least 2 files and 2 ranks, and at most 64 squares, not %s", b)
	}
	if err := rights.CheckCastling(r.Castling, b); err != nil {
		return r.wrap(CastlingBoard, err)
	}
	for _, check := range []func() *RulesError{r.checkEP, r.checkRefinements, r.checkStart} {
		if err := check(); err != nil {
			return err
		}
	}
	if r.MaxMen < 0 || r.MaxMen == 1 {
		return r.fault(MenRange, "at most %d men; give 0 for no limit, or at least 2 (the kings)", r.MaxMen)
	}
	if err := r.Army.Validate(); err != nil {
		return r.wrap(ArmyRange, err)
	}
	return nil
}

// checkEP reports why r's en passant rule cannot be counted, if it cannot:
// FIDE's takes at most FIDEMaxMen men.
func (r Rules) checkEP() *RulesError {
	switch {
	case r.EP < rights.NoEP || r.EP > rights.FIDE:
		return r.fault(UnknownEP, "en passant rule %d: give none, nulp or fide", r.EP)
	case r.EP == rights.FIDE && (r.MaxMen == 0 || r.MaxMen > FIDEMaxMen):
		return r.fault(FIDEMen, "FIDE's en passant rule is counted at once for at most %d men; give MaxMen from 2 to %d, or the NULP tallies' rule", FIDEMaxMen, FIDEMaxMen)
	}
	return nil
}

// checkRefinements reports why r's refinements cannot be counted, if they
// cannot: each once, each with what it needs (Refinement.needs), and no
// two that cannot yet be counted together.
func (r Rules) checkRefinements() *RulesError {
	at := func(e *RulesError, x, y Refinement) *RulesError {
		e.Refinement, e.Other = x, y
		return e
	}
	for i, x := range r.Refine {
		for _, y := range r.Refine[:i] {
			if x.Name() == y.Name() {
				return at(r.fault(RefinementTwice, "the refinement %s is given twice; give it once", x.Name()), x, nil)
			}
		}
		if e := x.needs(r); e != nil {
			e.Refinement = x
			return e
		}
	}
	for _, x := range notUnderFIDE {
		if r.EP == rights.FIDE && r.Refines(x) {
			return at(r.fault(NotUnderFIDE, "the %s refinement cannot yet be counted under FIDE's en passant rule; give the NULP tallies' rule or none", x.Name()), x, nil)
		}
	}
	for _, pair := range apart {
		if r.Refines(pair[0]) && r.Refines(pair[1]) {
			return at(r.fault(NotTogether, "the %s and %s refinements cannot yet be counted together; give one of them", pair[0].Name(), pair[1].Name()), pair[0], pair[1])
		}
	}
	return nil
}

// apart lists the refinements that cannot yet be counted together: the
// opposed files need the files kept, and the bishops the squares' colours,
// and the sweep that keeps the files does not keep the colours.
var apart = [][2]Refinement{{Bishops, Files}}

// notUnderFIDE lists the refinements not yet counted under FIDE's en
// passant rule, whose positions keep both kings' lines (fide.go): the
// sweep of the files and the bishops' colours are not kept there.
var notUnderFIDE = []Refinement{Bishops, Files}

// chessStart reports whether r's pawn ranks and army have a start the
// refinements can speak of: chess's ranks, and not an army of any men (no
// pieces at the start, more pawns than files).
func (r Rules) chessStart() bool {
	anyMen := r.Army.Base == [pieces.NumKinds]int{} && r.Army.Pawns > r.Board.Files
	return r.PawnRanks == pieces.ChessPawnRanks && !anyMen
}

// checkStart reports why r's pawn ranks, army or board cannot be counted
// with its rights and refinements, if they cannot: the refinements speak
// of chess's start, which the minichess ranks and an army without chess's
// pieces lack, and take at most 8 pawns; the minichess ranks take no
// rights; a board with an odd side (whose mirror fixes positions with the
// kings on its middle file) takes neither.
func (r Rules) checkStart() *RulesError {
	withRights := r.Castling != rights.NoCastling || r.EP != rights.NoEP
	odd := r.Board.Files%2 == 1 || r.Board.Ranks%2 == 1
	switch {
	case r.PawnRanks > pieces.MinichessPawnRanks:
		return r.fault(UnknownPawnRanks, "pawn-rank rule %d: give chess's or minichess's", r.PawnRanks)
	case len(r.Refine) > 0 && r.Army.Pawns > 8:
		return r.fault(RefinedPawns, "the refinements take an army of at most 8 pawns, not %d", r.Army.Pawns)
	case odd && (withRights || len(r.Refine) > 0):
		return r.fault(OddBoard, "a board with an odd side, %s, is counted without castling or en passant rights and without refinements; give none", r.Board)
	case r.PawnRanks == pieces.MinichessPawnRanks && withRights:
		return r.fault(MinichessRights, "the minichess pawn ranks are counted without castling or en passant rights; give neither")
	case len(r.Refine) > 0 && !r.chessStart():
		return r.fault(NoChessStart, "the refinements speak of chess's start, which the minichess pawn ranks and an army of any men have not; give none")
	}
	return nil
}
