package allchess

import (
	"context"
	"sync/atomic"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// A blackKingWork adds to a worker's sink the terms of the placements with
// the black king on bk, returning early once stop is set.
type blackKingWork func(bk pieces.Square, stop *atomic.Bool, mine *wide.Sink) error

// sumOverBlackKing returns a table of size entries: the sum of what the
// works newWork makes, one per goroutine, add over the black king's
// squares of b in share sh.
func sumOverBlackKing(ctx context.Context, b pieces.Board, sh Shard, goroutines, size int, newWork func() blackKingWork) ([]wide.Int, error) {
	table := make([]wide.Int, size)
	squares := sh.squares(b)
	var failed error
	err := workers.Each(ctx, len(squares), goroutines, nil, func(stop *atomic.Bool) workers.Worker {
		mine := wide.NewSink(size)
		work := newWork()
		var werr error
		return workers.Worker{
			Work: func(i int) {
				if werr == nil && !stop.Load() {
					werr = work(squares[i], stop, mine)
				}
			},
			Finish: func() {
				if werr == nil && !mine.AddTo(table) {
					werr = errOverflow
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
