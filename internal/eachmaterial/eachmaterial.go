package eachmaterial

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/tables"
)

// Run runs do(ctx, i) for i from 0 to n−1 on that many goroutines (0:
// one per CPU; the pool of package workers), one material each. After
// each success it calls done with the number done so far and i, one call
// at a time. The first error cancels the rest and is returned, rather
// than the cancellations it caused.
func Run(ctx context.Context, n, goroutines int, do func(ctx context.Context, i int) error, done func(finished, i int)) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	var (
		mu       sync.Mutex // guards finished and calls to done
		finished int
	)
	err := workers.Each(ctx, n, goroutines, nil, func(*atomic.Bool) workers.Worker {
		return workers.Worker{Work: func(i int) {
			if err := do(ctx, i); err != nil {
				cancel(err) // the first error is the cause; later ones are not
				return
			}
			mu.Lock()
			finished++
			done(finished, i)
			mu.Unlock()
		}}
	})
	if err != nil {
		return context.Cause(ctx)
	}
	return nil
}

// Classes counts every material with n men under spec (whose Material
// it replaces), several materials at once, one goroutine each. progress,
// if not nil, hears of each material counted. On an error it returns the
// results of the materials before the first one not counted, with an
// Unfinished error.
func Classes(ctx context.Context, n int, spec countspec.Spec, goroutines int, progress func(done, total int, m pieces.Material)) ([]*burnside.Result, error) {
	probe := spec
	probe.Material = "KvK"
	ps, _, err := probe.Parse()
	if err != nil {
		return nil, err
	}
	materials, err := spec.Materials(n) // each, before any is counted
	if err != nil {
		return nil, err
	}
	results := make([]*burnside.Result, len(materials))
	err = Run(ctx, len(materials), goroutines, func(ctx context.Context, i int) error {
		s := spec
		s.Material = materials[i].String()
		var err error
		results[i], err = countOne(ctx, s)
		return err
	}, func(done, i int) {
		if progress != nil {
			progress(done, len(materials), materials[i])
		}
	})
	for i, r := range results {
		if r == nil { // the first material not counted
			if err == nil {
				err = ctx.Err()
			}
			return results[:i], Unfinished{err, tables.MenStop{Men: n, Expected: len(materials), Spec: ps}, fmt.Sprintf("%d of the %d materials with %d men counted, %s and the rest not", i, len(materials), n, materials[i])}
		}
	}
	return results, nil
}

// countOne counts one material with one goroutine.
func countOne(ctx context.Context, spec countspec.Spec) (*burnside.Result, error) {
	s, g, err := spec.Parse()
	if err != nil {
		return nil, err
	}
	counter, err := placement.NewFactored(s)
	if err != nil {
		return nil, err
	}
	counter.Workers = 1
	return burnside.Count(ctx, s, g, counter)
}

// Unfinished is an error that stopped Classes, and what was done.
type Unfinished struct {
	Err  error
	Stop tables.MenStop // where it stopped
	What string         // what was counted and what not, in words
}

func (u Unfinished) Error() string { return u.Err.Error() + " after " + u.What }
func (u Unfinished) Unwrap() error { return u.Err }

// Positions counts the whole positions of materials[i] on board under
// rules into rows[i] for each i in todo, several materials at once, and
// passes each row to save, if not nil, as it is done; progress, if not
// nil, hears how many are done.
func Positions(ctx context.Context, materials []pieces.Material, todo []int, rows []census.Row, board pieces.Board, rules census.Rules, goroutines int, save func(census.Row) error, progress func(int)) error {
	return Run(ctx, len(todo), goroutines, func(ctx context.Context, k int) error {
		i := todo[k]
		r, err := census.Count(ctx, materials[i], board, rules, 1)
		if err != nil {
			return err
		}
		rows[i] = r.Row()
		if save != nil {
			return save(rows[i])
		}
		return nil
	}, func(finished, _ int) {
		if progress != nil {
			progress(finished)
		}
	})
}
