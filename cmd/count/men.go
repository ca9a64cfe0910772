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

// runMen counts every material with each number of men in o.men and
// prints a row per material and a total per number.
func runMen(ctx context.Context, o *options, stdout, stderr io.Writer, showProgress bool) int {
	var lists [][]*burnside.Result
	start := time.Now()
	for _, n := range o.men {
		var rs []*burnside.Result
		board, _ := pieces.ParseBoard(o.menSpec.Board)
		materials := pieces.Materials(n, board)
		for i, m := range materials {
			if showProgress && time.Since(start) > time.Second {
				fmt.Fprintf(stderr, "\r\033[Kcounting %d men: %d of %d materials (%s)", n, i, len(materials), m)
			}
			spec := o.menSpec
			spec.Material = m.String()
			s, g, err := spec.Parse()
			if err != nil {
				return fail(stderr, err)
			}
			counter, err := placement.NewFactored(s)
			if err != nil {
				return fail(stderr, err)
			}
			counter.Workers = o.workers
			r, err := burnside.Count(ctx, s, g, counter)
			if err != nil {
				if showProgress {
					fmt.Fprint(stderr, "\r\033[K")
				}
				// Print what was counted, then say what was not.
				if len(rs) > 0 {
					lists = append(lists, rs)
				}
				if len(lists) > 0 {
					tables.Men(stdout, lists, o.format)
				}
				if errors.Is(err, context.DeadlineExceeded) {
					err = fmt.Errorf("--timeout %v reached: %d of the %d materials with %d men counted (the rows above), %s and the rest not; allow more time", o.timeout, i, len(materials), n, m)
				}
				return fail(stderr, err)
			}
			rs = append(rs, r)
		}
		lists = append(lists, rs)
	}
	if showProgress {
		fmt.Fprint(stderr, "\r\033[K")
	}
	if err := tables.Men(stdout, lists, o.format); err != nil {
		return fail(stderr, err)
	}
	return exitOK
}
