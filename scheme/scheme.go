package scheme

import (
	"context"
	"fmt"
	"math/big"

	"count/burnside"
	"count/pieces"
	"count/placement"
	"count/position"
	"count/symmetry"
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

// Check reports why the schemes cannot be measured for spec, if they
// cannot: they are defined on the 8x8 board, for chess materials, under
// the Placement or Legal rules, for unlabelled positions.
func Check(s placement.Spec) error {
	switch {
	case s.Board != pieces.Chessboard:
		return fmt.Errorf("index schemes are defined on the 8x8 board, not %s; drop --board", s.Board)
	case s.Material.Puzzle():
		return fmt.Errorf("index schemes place kings first; %s is a puzzle material", s.Material)
	case s.Rules == placement.NonAttacking:
		return fmt.Errorf("index schemes count chess positions; use --rules legal or placement, not nonattacking")
	case s.Labelled:
		return fmt.Errorf("index schemes keep unlabelled positions (the exchange rule handles identical men); drop --labelled")
	}
	return s.Validate()
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
