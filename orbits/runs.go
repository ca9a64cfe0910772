package orbits

import (
	"fmt"
	"math"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// run is a piece and a number of its men that are interchangeable: all the
// men of the piece, or, when men are labelled, one of them. A
// configuration lists the men run by run, each run's squares increasing.
type run struct {
	piece pieces.Piece
	men   int
}

// runsOf returns the runs of spec's material in the order of
// Material.Pieces.
func runsOf(spec placement.Spec) []run {
	var runs []run
	for _, p := range spec.Material.Pieces() {
		n := spec.Material.Count(p)
		if !spec.Labelled {
			runs = append(runs, run{p, n})
			continue
		}
		for range n {
			runs = append(runs, run{p, 1})
		}
	}
	return runs
}

// checkChoices reports an error if the number of ways to choose some
// run's squares on b, times the number of squares, overflows an int. The
// combination generator counts the choices it has left in an int, and
// that bound covers the products it forms on the way.
func checkChoices(b pieces.Board, runs []run) error {
	n := int64(b.Squares())
	limit := big.NewInt(math.MaxInt / n)
	var choices big.Int
	for _, r := range runs {
		if choices.Binomial(n, int64(r.men)).Cmp(limit) > 0 {
			return fmt.Errorf("orbits: %d men of piece %s on the %s board can stand in %s ways, too many to enumerate", r.men, r.piece, b, &choices)
		}
	}
	return nil
}
