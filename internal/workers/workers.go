package workers

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Worker is one goroutine's part of a job split into work units: Work
// does one unit, and Finish, if not nil, hands over the goroutine's
// results once it has no more units (Each calls it under a lock, so
// Finish may add to a total without one of its own).
type Worker struct {
	Work   func(unit int)
	Finish func()
}

// Each is the module's one pool of goroutines. It does work units 0
// … total−1, each once, on up to workers goroutines (0 means GOMAXPROCS),
// each made by newWorker, and tells progress(done, total), if not nil, as units finish.
// stop is set once ctx is done; a unit under way should look at it now
// and then and return. Each returns ctx's error, if any: the results
// are then incomplete.
//
// Units go to goroutines as they free up, so which goroutine does a unit
// varies from run to run: a count must add up its units' results in a way
// that does not depend on the order (sums of exact or modular counts do
// not).
func Each(ctx context.Context, total, workers int, progress func(done, total int), newWorker func(stop *atomic.Bool) Worker) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		next atomic.Int64
		stop atomic.Bool
		mu   sync.Mutex // guards done, calls to progress and to finish
		done int
		wg   sync.WaitGroup
	)
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	for range max(1, min(workers, total)) {
		wg.Go(func() {
			w := newWorker(&stop)
			for {
				u := int(next.Add(1) - 1)
				if u >= total || stop.Load() {
					break
				}
				w.Work(u)
				mu.Lock()
				done++
				if progress != nil {
					progress(done, total)
				}
				mu.Unlock()
			}
			if w.Finish != nil {
				mu.Lock()
				w.Finish()
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return ctx.Err()
}
