package orbits

import (
	"context"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// checkEvery is how many configurations the walk lists between looks at
// its context.
const checkEvery = 4096

// walk lists the configurations of a spec and tallies them. It places the
// runs in order; each run's men take, in turn, every combination of the
// squares the earlier runs left free, as the combination generator lists
// them, in increasing order. So each configuration comes once, its men in
// run order and each run's squares increasing, as imageTest expects.
type walk struct {
	ctx   context.Context
	spec  placement.Spec
	sides []pieces.Color // the sides to move the rules count
	runs  []run
	test  *imageTest

	men     []placement.Man   // the men placed so far
	free    [][]pieces.Square // for each run, the squares left free for it
	picks   [][]int           // for each run, a combination of its free squares
	visited int               // configurations listed so far

	progress func(listed uint64) // if not nil, told every checkEvery configurations

	result Result
}

// newWalk returns a walk over the configurations of spec, its men in
// runs, that tells canonical configurations with test.
func newWalk(ctx context.Context, spec placement.Spec, runs []run, test *imageTest) *walk {
	w := &walk{
		ctx:    ctx,
		spec:   spec,
		sides:  spec.Sides(),
		runs:   runs,
		test:   test,
		men:    make([]placement.Man, 0, spec.Material.Men()),
		result: Result{BySize: map[int]uint64{}},
	}
	for _, r := range runs {
		w.free = append(w.free, make([]pieces.Square, 0, spec.Board.Squares()))
		w.picks = append(w.picks, make([]int, r.men))
	}
	return w
}

// choose places the men of runs[i:] in every way on the squares the men
// placed so far leave free, and visits each configuration.
func (w *walk) choose(i int) error {
	if i == len(w.runs) {
		return w.visit()
	}
	r, free, picks := w.runs[i], w.freeSquares(i), w.picks[i]
	placed := len(w.men)
	for gen := combin.NewCombinationGenerator(len(free), r.men); gen.Next(); {
		w.men = w.men[:placed]
		for _, j := range gen.Combination(picks) {
			w.men = append(w.men, placement.Man{Piece: r.piece, Square: free[j]})
		}
		if err := w.choose(i + 1); err != nil {
			return err
		}
	}
	w.men = w.men[:placed]
	return nil
}

// freeSquares returns, in increasing order, the squares no man placed so
// far stands on, in run i's buffer.
func (w *walk) freeSquares(i int) []pieces.Square {
	free := w.free[i][:0]
	for sq := range pieces.Square(w.spec.Board.Squares()) {
		if !w.taken(sq) {
			free = append(free, sq)
		}
	}
	w.free[i] = free
	return free
}

// taken reports whether a man placed so far stands on sq.
func (w *walk) taken(sq pieces.Square) bool {
	for _, m := range w.men {
		if m.Square == sq {
			return true
		}
	}
	return false
}

// visit tallies the configuration of the men placed, once for each side
// to move the rules allow it with.
func (w *walk) visit() error {
	w.visited++
	if w.visited%checkEvery == 0 {
		if w.progress != nil {
			w.progress(uint64(w.visited))
		}
		if err := w.ctx.Err(); err != nil {
			return err
		}
	}
	var sides uint64
	for _, side := range w.sides {
		if w.spec.Allows(w.men, side) {
			sides++
		}
	}
	if sides > 0 {
		canonical, images := w.test.canonical(w.men)
		w.result.add(sides, canonical, images)
	}
	return nil
}
