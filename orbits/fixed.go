package orbits

import (
	"context"
	"fmt"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Listed is one configuration an element fixes: its men, run by run with
// each run's squares increasing, and the sides to move the rules count it
// with. Burnside's term |Fix(g)| counts it once for each side.
type Listed struct {
	Men   []placement.Man
	Sides []pieces.Color
}

// Fixed lists the configurations of a valid spec that the square
// permutation perm of spec.Board leaves unchanged: each man's image
// stands on a square a man of its piece stands on. It lists every
// configuration, as Count does, and keeps those perm fixes, so its work
// is Size(spec) whatever the answer; it returns an error if perm fixes
// more than most. It checks ctx as Count does.
func Fixed(ctx context.Context, spec placement.Spec, perm []pieces.Square, most int) ([]Listed, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	runs := runsOf(spec)
	if err := checkChoices(spec.Board, runs); err != nil {
		return nil, err
	}
	test := newImageTest([][]pieces.Square{perm}, runs)
	var listed []Listed
	w := newWalk(ctx, spec, runs, func(men []placement.Man, sides []pieces.Color) {
		test.mapMen(men, perm)
		if slices.Equal(test.image, men) && len(listed) <= most {
			listed = append(listed, Listed{Men: slices.Clone(men), Sides: slices.Clone(sides)})
		}
	})
	if err := w.choose(0); err != nil {
		return nil, err
	}
	if len(listed) > most {
		return nil, fmt.Errorf("more than %d placements of %s are fixed; give a limit above that", most, spec.Material)
	}
	return listed, nil
}
