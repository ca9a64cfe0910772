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
	Spec      placement.Spec
	Positions *big.Int // the positions Spec counts: legal ones with its side to move, or placements
	Classes   *big.Int // their classes under the material's group (symmetry.Auto)
	// Labelled is the classes with identical men told apart, the
	// convention of Syzygy's statistics.
	Labelled *big.Int
	// Numbered is 64·63·…: every man on a square of its own, identical
	// men told apart, no symmetry used. It is the plainest index.
	Numbered *big.Int
	// Kept holds Leapfrog's scheme without its tertiary tie-break, and
	// the canonical pairs of kings.
	Kept []Kept
	// Indexes holds what each index given to Measure spends on the
	// material with Spec's side to move, in the order given; it is empty
	// unless Spec has the legal rules and one side to move.
	Indexes []IndexResult
}

// IndexResult is what one index spends on a material with one side to
// move, or, in Err (an *IndexError), why it has no entries for it.
type IndexResult struct {
	Index Index
	Size  IndexSize
	Err   error
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

// Measure counts the classes of spec and the positions each scheme keeps,
// and sizes each of indexes on it (package indexes lists the indices of
// real tablebases). It returns Check's error for a spec the schemes
// cannot measure.
func Measure(ctx context.Context, s placement.Spec, indexes []Index) (*Report, error) {
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
	r := &Report{Spec: s, Positions: classes.Placements(), Classes: classes.Classes, Numbered: numbered(s.Material)}
	labelled := s
	labelled.Labelled = true
	lc, err := burnside.Count(ctx, labelled, symmetry.Auto(s.Board, s.Material), nil)
	if err != nil {
		return nil, err
	}
	r.Labelled = lc.Classes
	if r.Kept, err = kept(ctx, s, f); err != nil {
		return nil, err
	}
	if side, ok := oneSide(s); ok {
		for _, i := range indexes {
			size, err := i.Size(s.Material, side)
			r.Indexes = append(r.Indexes, IndexResult{Index: i, Size: size, Err: err})
		}
	}
	return r, nil
}

// kept counts the positions of s that Leapfrog's scheme and the canonical
// pairs of kings keep.
func kept(ctx context.Context, s placement.Spec, f *placement.Factored) ([]Kept, error) {
	pawns := s.Material.HasPawns()
	keepKings := func(wk, bk pieces.Square) bool { return position.LeapfrogKeeps(int(wk), int(bk), false, pawns) }
	kings, err := f.CountWith(ctx, placement.Constraint{Kings: keepKings})
	if err != nil {
		return nil, err
	}
	leapfrog, men := kings, "the kings"
	if p, ok := exchangePiece(s.Material); ok {
		men = "two white " + p.Kind.String() + "s, by the exchange rule"
		if leapfrog, err = keptByPair(ctx, f, p, pawns); err != nil {
			return nil, err
		}
	}
	return []Kept{
		{"Leapfrog, symmetry men " + men + ", no tertiary tie-break", leapfrog},
		{fmt.Sprintf("%d pairs of kings", pairs(keepKings)), kings},
	}, nil
}

// keptByPair counts the positions Leapfrog keeps by the exchange rule,
// with the two white men of piece p as its symmetry men.
func keptByPair(ctx context.Context, f *placement.Factored, p pieces.Piece, pawns bool) (*big.Int, error) {
	total := new(big.Int)
	for a := range pieces.Square(64) {
		for b := a + 1; b < 64; b++ {
			if !position.LeapfrogKeeps(int(a), int(b), true, pawns) {
				continue
			}
			n, err := f.CountWith(ctx, placement.Constraint{Men: []placement.Man{{Piece: p, Square: a}, {Piece: p, Square: b}}})
			if err != nil {
				return nil, err
			}
			total.Add(total, n)
		}
	}
	return total, nil
}

// oneSide returns the side to move of a spec with the legal rules and one
// side to move.
func oneSide(s placement.Spec) (pieces.Color, bool) {
	if s.Rules != placement.Legal {
		return 0, false
	}
	switch s.ToMove {
	case placement.WhiteToMove:
		return pieces.White, true
	case placement.BlackToMove:
		return pieces.Black, true
	}
	return 0, false
}

// numbered returns 64·63·…·(64−n+1) for the n men of m.
func numbered(m pieces.Material) *big.Int {
	n := int64(m.Men())
	return new(big.Int).MulRange(64-n+1, 64)
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
	n := 0
	for wk, bk := range pieces.Chessboard.KingPairs() {
		if keep(wk, bk) {
			n++
		}
	}
	return n
}
