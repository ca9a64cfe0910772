package allchess

import (
	"context"
	"sync/atomic"

	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// A blackKingWork adds to a worker's sink the terms of the placements with
// the black king on bk, and reports an error that stops the count; it
// returns early once stop is set.
type blackKingWork func(bk pieces.Square, stop *atomic.Bool, mine *sink) error

// sumOverBlackKing returns a table of size entries: the sum of what the
// works newWork makes add, one for each goroutine, over the squares of the
// black king on b in share sh, shared out among them.
func sumOverBlackKing(ctx context.Context, b pieces.Board, sh Shard, goroutines, size int, newWork func() blackKingWork) ([]wide, error) {
	table := make([]wide, size)
	squares := sh.squares(b)
	var failed error
	err := workers.Each(ctx, len(squares), goroutines, nil, func(stop *atomic.Bool) workers.Worker {
		mine := &sink{narrow: make([]int64, size)}
		work := newWork()
		var werr error
		return workers.Worker{
			Work: func(i int) {
				if werr == nil && !stop.Load() {
					werr = work(squares[i], stop, mine)
				}
			},
			Finish: func() {
				if werr == nil {
					werr = addTable(table, mine)
				}
				if werr != nil && failed == nil {
					failed = werr
				}
			},
		}
	})
	if err == nil {
		err = failed
	}
	return table, err
}

// addTable adds src to dst, checking for overflow.
func addTable(dst []wide, src *sink) error {
	for k, c := range src.narrow {
		if c != 0 && !dst[k].addProduct(c, 1) {
			return errOverflow
		}
	}
	for k, c := range src.spill {
		if !c.isZero() && !dst[k].add(c) {
			return errOverflow
		}
	}
	return nil
}
