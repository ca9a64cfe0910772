package scheme

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/symmetry"
)

// Kept is the number of positions one scheme keeps.
type Kept struct {
	Scheme    string
	Positions *big.Int
}

// Overhead returns how many more positions k keeps than there are
// classes, and that as a percentage of the classes.
func (k Kept) Overhead(classes *big.Int) (*big.Int, *big.Rat) {
	over := new(big.Int).Sub(k.Positions, classes)
	if classes.Sign() == 0 {
		return over, new(big.Rat)
	}
	pct := new(big.Rat).SetFrac(over, classes)
	return over, pct.Mul(pct, big.NewRat(100, 1))
}

// Report is what Measure finds for one material.
type Report struct {
	Spec    placement.Spec
	Classes *big.Int // the classes under the material's group (symmetry.Auto)
	// Kept holds every position (no scheme), Leapfrog's scheme without its
	// tertiary tie-break, and the canonical pairs of kings.
	Kept []Kept
}

// Check reports, as a *CheckError, why the schemes cannot be measured for
// spec, if they cannot: they are defined on the 8x8 board, for chess
// materials, under the Placement or Legal rules, for unlabelled positions.
// A spec that passes must also pass its own Validate.
func Check(s placement.Spec) error {
	fault := CheckFault(-1)
	switch {
	case s.Board != pieces.Chessboard:
		fault = NotChessboard
	case s.Material.Puzzle():
		fault = PuzzleMaterial
	case s.Rules == placement.NonAttacking:
		fault = PuzzleRules
	case s.Labelled:
		fault = LabelledMen
	default:
		return s.Validate()
	}
	return &CheckError{Spec: s, Fault: fault}
}

// CheckFault says why the schemes cannot measure a spec.
type CheckFault int

const (
	// NotChessboard: the schemes are defined on the 8x8 board.
	NotChessboard CheckFault = iota
	// PuzzleMaterial: the schemes place kings first.
	PuzzleMaterial
	// PuzzleRules: the schemes count chess positions, not the puzzle
	// rule's placements.
	PuzzleRules
	// LabelledMen: the schemes keep unlabelled positions.
	LabelledMen
)

// CheckError is Check's error. Its message names the problem in the
// library's terms; a command line adds its own advice.
type CheckError struct {
	Spec  placement.Spec
	Fault CheckFault
}

func (e *CheckError) Error() string {
	switch e.Fault {
	case NotChessboard:
		return fmt.Sprintf("index schemes are defined on the 8x8 board, not %s", e.Spec.Board)
	case PuzzleMaterial:
		return fmt.Sprintf("index schemes place kings first; %s is a puzzle material", e.Spec.Material)
	case PuzzleRules:
		return "index schemes count chess positions, under the legal or placement rules, not nonattacking"
	}
	return "index schemes keep unlabelled positions (the exchange rule handles identical men)"
}

// Measure counts the classes of spec and the positions each scheme keeps.
// It returns Check's error for a spec the schemes cannot measure.
func Measure(ctx context.Context, s placement.Spec) (*Report, error) {
	if err := Check(s); err != nil {
		return nil, err
	}
	f, err := placement.NewFactored(s)
	if err != nil {
		return nil, err
	}
	classes, err := burnside.Count(ctx, s, symmetry.Auto(s.Board, s.Material), f)
	if err != nil {
		return nil, err
	}
	r := &Report{Spec: s, Classes: classes.Classes}
	r.Kept = append(r.Kept, Kept{"none (every position)", classes.Placements()})
	pawns := s.Material.HasPawns()
	keepKings := func(wk, bk pieces.Square) bool { return position.LeapfrogKeeps(int(wk), int(bk), false, pawns) }
	kings, err := f.CountWith(ctx, placement.Constraint{Kings: keepKings})
	if err != nil {
		return nil, err
	}
	leapfrog, men := kings, "the kings"
	if p, ok := exchangePiece(s.Material); ok {
		men = "two white " + p.Kind.String() + "s, by the exchange rule"
		leapfrog = new(big.Int)
		for a := range pieces.Square(64) {
			for b := a + 1; b < 64; b++ {
				if !position.LeapfrogKeeps(int(a), int(b), true, pawns) {
					continue
				}
				n, err := f.CountWith(ctx, placement.Constraint{Men: []placement.Man{{Piece: p, Square: a}, {Piece: p, Square: b}}})
				if err != nil {
					return nil, err
				}
				leapfrog.Add(leapfrog, n)
			}
		}
	}
	r.Kept = append(r.Kept,
		Kept{"Leapfrog, symmetry men " + men + ", no tertiary tie-break", leapfrog},
		Kept{fmt.Sprintf("%d pairs of kings", pairs(keepKings)), kings})
	return r, nil
}

// exchangePiece returns the piece of which White has exactly two men, the
// first of Q R B N, as position.Leapfrog picks it.
func exchangePiece(m pieces.Material) (pieces.Piece, bool) {
	for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
		p := pieces.Piece{Color: pieces.White, Kind: k}
		if m.Count(p) == 2 {
			return p, true
		}
	}
	return pieces.Piece{}, false
}

// pairs returns the number of placements of two kings apart that keep
// accepts.
func pairs(keep func(wk, bk pieces.Square) bool) int {
	b := pieces.Chessboard
	n := 0
	for wk := range pieces.Square(64) {
		for bk := range pieces.Square(64) {
			x1, y1 := b.Coords(wk)
			x2, y2 := b.Coords(bk)
			if max(abs(x1-x2), abs(y1-y2)) > 1 && keep(wk, bk) {
				n++
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
