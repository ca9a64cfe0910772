package orbits

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Result is what the enumeration found.
type Result struct {
	// Configurations is the number of configurations the rules allow,
	// counted once for each side to move (the identity's fixed count).
	Configurations uint64
	// Classes is the number of orbits: configurations equal to their
	// canonical image.
	Classes uint64
	// BySize counts the classes by their number of members, the distinct
	// images of a canonical configuration.
	BySize map[int]uint64
}

// Count enumerates the configurations of a valid spec and counts their
// classes under the group whose elements are perms (square permutations
// of spec.Board, one of them the identity).
//
// It lists each configuration once (see walk), keeps those the rules
// allow, and counts as a class each that is its own canonical image: no
// element maps it onto a configuration that sorts before it (see
// imageTest). Its work is |G| times the number of configurations; it
// checks ctx every few thousand configurations and returns ctx.Err() when
// ctx is done. A spec with so many ways to choose one piece's squares that
// their number overflows an int is refused, being far beyond enumeration.
func Count(ctx context.Context, spec placement.Spec, perms [][]pieces.Square) (Result, error) {
	return CountProgress(ctx, spec, perms, nil)
}

// CountProgress is Count that also tells progress, if not nil, every few
// thousand configurations, how many it has listed so far, of Size(spec).
// It calls progress from the goroutine that called it.
func CountProgress(ctx context.Context, spec placement.Spec, perms [][]pieces.Square, progress func(listed uint64)) (Result, error) {
	if err := spec.Validate(); err != nil {
		return Result{}, err
	}
	runs := runsOf(spec)
	if err := checkChoices(spec.Board, runs); err != nil {
		return Result{}, err
	}
	w := newWalk(ctx, spec, runs, newImageTest(perms, runs))
	w.progress = progress
	err := w.choose(0)
	return w.result, err
}

// Size returns the number of configurations Count lists for spec: every
// way to put the men on distinct squares of the board, identical men
// interchangeable unless they are labelled, before the rules are asked.
// Count's work is this times up to |G| image tests, so Size tells, before
// counting, how long Count will take.
func Size(spec placement.Spec) *big.Int {
	size, free := big.NewInt(1), int64(spec.Board.Squares())
	var choices big.Int
	for _, r := range runsOf(spec) {
		size.Mul(size, choices.Binomial(free, int64(r.men)))
		free -= int64(r.men)
	}
	return size
}

// add tallies a configuration the rules allow with sides sides to move:
// each is a configuration, and, if the configuration is canonical, a
// class with images members.
func (r *Result) add(sides uint64, canonical bool, images int) {
	r.Configurations += sides
	if canonical {
		r.Classes += sides
		r.BySize[images] += sides
	}
}
