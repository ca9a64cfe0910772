package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/spf13/pflag"

	"count/burnside"
	"count/internal/workers"
	"count/notebook"
	"count/pieces"
	"count/placement"
	"count/tables"
)

// maxMen bounds --men: 10 men make 12,000 materials and over a thousand
// billion billion positions; beyond, the list of materials alone grows past
// what one run should hold.
const maxMen = 10

// parseMen reads --men N or --men N-M and the flags that go with it.
func parseMen(fs *pflag.FlagSet, o *options, men, board, rules string, labelled bool) (*options, error) {
	if fs.NArg() > 0 {
		return nil, usageError{errors.New("--men lists its own materials; give no material")}
	}
	for _, f := range []string{"to-move", "group", "table", "verify", "orbits", "explain", "svg", "element", "position", "notation", "bench", "thesis", "schemes"} {
		if fs.Changed(f) {
			why := "it counts each material under its own group, both sides to move"
			return nil, usageError{fmt.Errorf("--men does not take --%s: %s", f, why)}
		}
	}
	lo, hi, err := menRange(men)
	if err != nil {
		return nil, err
	}
	if o.workers < 0 {
		return nil, usageError{fmt.Errorf("--workers %d: give 0 (one per CPU) or more", o.workers)}
	}
	if !fs.Changed("rules") {
		rules = "legal"
	}
	o.menSpec = notebook.Spec{Material: "KvK", Board: board, Rules: rules, Labelled: labelled}
	ps, _, err := o.menSpec.Parse()
	if err != nil {
		return nil, usageError{err}
	}
	for n := lo; n <= hi; n++ {
		if len(pieces.Materials(n, ps.Board)) == 0 {
			return nil, usageError{fmt.Errorf("no material with %d men fits on the %s board; use fewer men or a larger --board", n, ps.Board)}
		}
		o.men = append(o.men, n)
	}
	return o, nil
}

// menRange reads N or N-M, numbers of men from 2 to maxMen.
func menRange(men string) (lo, hi int, err error) {
	from, to, isRange := strings.Cut(men, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(from))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(to))
	}
	if err1 != nil || err2 != nil || lo < 2 || hi < lo || hi > maxMen {
		return 0, 0, usageError{fmt.Errorf("--men %q: give a number of men from 2 to %d, or a range such as 3-6", men, maxMen)}
	}
	return lo, hi, nil
}

// countMen counts every material with n men under spec (whose Material
// it replaces), several materials at once, one goroutine each: the
// materials are many and each count is short. progress, if not nil,
// hears of each material counted. On an error it returns the results of
// the materials before the first one not counted, with the error.
func countMen(ctx context.Context, n int, spec notebook.Spec, workers int, progress func(done, total int, m pieces.Material)) ([]*burnside.Result, error) {
	probe := spec
	probe.Material = "KvK"
	ps, _, err := probe.Parse()
	if err != nil {
		return nil, err
	}
	materials := pieces.Materials(n, ps.Board)
	results := make([]*burnside.Result, len(materials))
	err = eachMaterial(ctx, len(materials), workers, func(ctx context.Context, i int) error {
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
			return results[:i], unfinished{err, fmt.Sprintf("%d of the %d materials with %d men counted, %s and the rest not", i, len(materials), n, materials[i])}
		}
	}
	return results, nil
}

// eachMaterial runs do(ctx, i) for i from 0 to n−1 on that many goroutines
// (0: one per CPU; the pool of package workers), one material each, since the materials are many and
// each count is short. After each success it calls done with the number
// done so far and i, one call at a time. The first error cancels the rest
// and is returned, rather than the cancellations it caused.
func eachMaterial(ctx context.Context, n, goroutines int, do func(ctx context.Context, i int) error, done func(finished, i int)) error {
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

// countOne counts one material with one goroutine.
func countOne(ctx context.Context, spec notebook.Spec) (*burnside.Result, error) {
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

// unfinished is an error that stopped a list of counts, and what was done.
type unfinished struct {
	err  error
	what string
}

func (u unfinished) Error() string { return u.err.Error() + " after " + u.what }
func (u unfinished) Unwrap() error { return u.err }

// runMen counts every material with each number of men in o.men and
// prints a row per material and a total per number.
func runMen(ctx context.Context, o *options, stdout, stderr io.Writer, showProgress bool) int {
	var lists [][]*burnside.Result
	start := time.Now()
	var progress func(done, total int, m pieces.Material)
	if showProgress {
		progress = func(done, total int, m pieces.Material) {
			if time.Since(start) > time.Second {
				fmt.Fprintf(stderr, "\r\033[Kcounting %d men: %d of %d materials (%s done)", m.Men(), done, total, m)
			}
		}
	}
	for _, n := range o.men {
		rs, err := countMen(ctx, n, o.menSpec, o.workers, progress)
		if len(rs) > 0 {
			lists = append(lists, rs)
		}
		if err != nil {
			if showProgress {
				fmt.Fprint(stderr, "\r\033[K")
			}
			// Print what was counted, then say what was not.
			if len(lists) > 0 {
				tables.Men(stdout, lists, o.format)
			}
			var u unfinished
			if errors.Is(err, context.DeadlineExceeded) && errors.As(err, &u) {
				err = fmt.Errorf("--timeout %v reached: %s (the rows above are complete); allow more time", o.timeout, u.what)
			}
			return fail(stderr, err)
		}
	}
	if showProgress {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if err := tables.Men(stdout, lists, o.format); err != nil {
		return fail(stderr, err)
	}
	return exitOK
}
