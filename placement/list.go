package placement

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/chesscount/count/pieces"
)

// Listed is one configuration that a symmetry fixes: its men, and the
// sides to move the rules count it with (White alone under the rules
// without a side to move). Burnside's term |Fix(g)| counts it once for
// each of its sides.
type Listed struct {
	Men   []Man
	Sides []pieces.Color
}

// ErrTooManyToList is List's error when perm fixes more configurations
// than it was asked to list.
var ErrTooManyToList = errors.New("placement: more configurations fixed than asked for")

// List returns the configurations perm fixes, walked as FixedCount walks
// them (on one goroutine, its men in groups, kings first), so that a
// student can look at each one of a term. It stops with ErrTooManyToList
// once more than most are found, and with ctx's error when ctx is done.
func (e *Enumerator) List(ctx context.Context, perm []pieces.Square, most int) ([]Listed, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var listed []Listed
	tooMany := false
	run := e.withRun(1, nil)
	run.Filter = func(men []Man) bool {
		if e.Filter != nil && !e.Filter(men) {
			return false
		}
		if len(listed) == most {
			tooMany = true
			cancel()
			return false
		}
		l := Listed{Men: slices.Clone(men)}
		for _, side := range e.spec.Sides() {
			if e.spec.Allows(men, side) {
				l.Sides = append(l.Sides, side)
			}
		}
		listed = append(listed, l)
		return true
	}
	_, err := run.FixedCount(ctx, perm)
	if tooMany {
		return nil, fmt.Errorf("%w: more than %d", ErrTooManyToList, most)
	}
	return listed, err
}
