package notebook

import (
	"context"
	"fmt"

	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
)

// Verification is a count made twice: by Burnside's lemma and by listing
// every placement and its orbit.
type Verification struct {
	Material                        pieces.Material
	Classes, Placements             string // Burnside's figures
	ListedClasses, ListedPlacements uint64 // the orbit enumeration's
	Agree                           bool   // whether the two counts agree
}

// String says both counts and whether they agree.
func (v *Verification) String() string {
	verdict := "agree"
	if !v.Agree {
		verdict = "DIFFER"
	}
	return fmt.Sprintf("%s: Burnside %s classes of %s placements; orbit enumeration %d classes of %d placements: %s",
		v.Material, v.Classes, v.Placements, v.ListedClasses, v.ListedPlacements, verdict)
}

// MismatchError is a Verification whose two counts differ; it is of kind
// ErrMismatch for errors.Is.
type MismatchError struct {
	*Verification
}

func (e *MismatchError) Error() string {
	return "the two counts differ, which is a bug in count: " + e.Verification.String()
}

// Unwrap returns ErrMismatch.
func (e *MismatchError) Unwrap() error { return ErrMismatch }

// Verify counts the result's classes again by brute force, listing every
// placement and the smallest of its images, and compares the two counts.
// It is slow: keep it to counts of a few million placements. When the
// counts differ it returns the Verification and a *MismatchError.
func (r *Result) Verify(ctx context.Context) (*Verification, error) {
	if r.empty() {
		return nil, errEmpty
	}
	got, agree, err := orbits.Verify(ctx, r.Result, nil)
	if err != nil {
		return nil, err
	}
	v := &Verification{Material: r.Spec.Material, Classes: r.Classes.String(), Placements: r.Placements().String(),
		ListedClasses: got.Classes, ListedPlacements: got.Configurations, Agree: agree}
	if !agree {
		return v, &MismatchError{v}
	}
	return v, nil
}
