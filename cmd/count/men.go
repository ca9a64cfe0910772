package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"count/burnside"
	"count/notebook"
	"count/pieces"
	"count/placement"
	"count/tables"
)

// maxMen bounds --men: 2 to 32 men, a full chess set.
const maxMen = 32

// parseMen reads --men N or --men N-M and the flags that go with it.
func parseMen(fs *pflag.FlagSet, o *options, men, board, rules string, labelled bool) (*options, error) {
	if fs.NArg() > 0 {
		return nil, usageError{errors.New("--men lists its own materials; give no material")}
	}
	for _, f := range []string{"to-move", "group", "table", "verify", "orbits", "explain", "svg", "element", "position", "notation", "bench", "thesis"} {
		if fs.Changed(f) {
			why := "it counts each material under its own group, both sides to move"
			return nil, usageError{fmt.Errorf("--men does not take --%s: %s", f, why)}
		}
	}
	from, to, isRange := strings.Cut(men, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(from))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(to))
	}
	if err1 != nil || err2 != nil || lo < 2 || hi < lo || hi > maxMen {
		return nil, usageError{fmt.Errorf("--men %q: give a number of men from 2 to %d, or a range such as 3-6", men, maxMen)}
	}
	if o.workers < 0 {
		return nil, usageError{fmt.Errorf("--workers %d: give 0 (one per CPU) or more", o.workers)}
	}
	if !fs.Changed("rules") {
		rules = "legal"
	}
	o.menSpec = notebook.Spec{Material: "KvK", Board: board, Rules: rules, Labelled: labelled}
	if _, _, err := o.menSpec.Parse(); err != nil {
		return nil, usageError{err}
	}
	for n := lo; n <= hi; n++ {
		o.men = append(o.men, n)
	}
	return o, nil
}

// countMen counts every material with n men under spec (whose Material
// it replaces). before, if not nil, hears of each material before it is
// counted. On an error it returns the results so far with it.
func countMen(ctx context.Context, n int, spec notebook.Spec, workers int, before func(i, total int, m pieces.Material)) ([]*burnside.Result, error) {
	probe := spec
	probe.Material = "KvK"
	ps, _, err := probe.Parse()
	if err != nil {
		return nil, err
	}
	materials := pieces.Materials(n, ps.Board)
	var rs []*burnside.Result
	for i, m := range materials {
		if before != nil {
			before(i, len(materials), m)
		}
		spec.Material = m.String()
		s, g, err := spec.Parse()
		if err != nil {
			return rs, err
		}
		counter, err := placement.NewFactored(s)
		if err != nil {
			return rs, err
		}
		counter.Workers = workers
		r, err := burnside.Count(ctx, s, g, counter)
		if err != nil {
			return rs, unfinished{err, fmt.Sprintf("%d of the %d materials with %d men counted, %s and the rest not", i, len(materials), n, m)}
		}
		rs = append(rs, r)
	}
	return rs, nil
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
	var before func(i, total int, m pieces.Material)
	if showProgress {
		before = func(i, total int, m pieces.Material) {
			if time.Since(start) > time.Second {
				fmt.Fprintf(stderr, "\r\033[Kcounting %d men: %d of %d materials (%s)", m.Men(), i, total, m)
			}
		}
	}
	for _, n := range o.men {
		rs, err := countMen(ctx, n, o.menSpec, o.workers, before)
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
