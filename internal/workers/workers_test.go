package workers_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/chesscount/count/internal/workers"
)

// Every unit is done once, whatever the number of goroutines; progress
// counts up to the total; each goroutine's Finish runs once.
func TestEach(t *testing.T) {
	for _, goroutines := range []int{0, 1, 2, 5, 100} {
		const total = 1000
		var done [total]atomic.Int32
		var started, finished atomic.Int32
		last := 0
		err := workers.Each(context.Background(), total, goroutines, func(d, n int) {
			if d != last+1 || n != total {
				t.Errorf("%d goroutines: progress %d of %d after %d", goroutines, d, n, last)
			}
			last = d
		}, func(*atomic.Bool) workers.Worker {
			started.Add(1)
			return workers.Worker{
				Work:   func(u int) { done[u].Add(1) },
				Finish: func() { finished.Add(1) },
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for u := range done {
			if n := done[u].Load(); n != 1 {
				t.Errorf("%d goroutines: unit %d done %d times", goroutines, u, n)
			}
		}
		if last != total || started.Load() != finished.Load() || started.Load() == 0 {
			t.Errorf("%d goroutines: progress %d, %d started, %d finished", goroutines, last, started.Load(), finished.Load())
		}
	}
}

// A cancelled context sets stop, leaves the units not begun undone, and is
// returned.
func TestEachCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var count atomic.Int32
	err := workers.Each(ctx, 1000, 2, nil, func(stop *atomic.Bool) workers.Worker {
		return workers.Worker{Work: func(u int) {
			if count.Add(1) == 10 {
				cancel()
			}
			for u >= 10 && !stop.Load() {
			}
		}}
	})
	if err != context.Canceled || count.Load() > 12 {
		t.Errorf("Each after cancel: %v, %d units begun", err, count.Load())
	}
}
