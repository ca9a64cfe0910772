package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/internal/suite"
)

const benchLong = `Times the benchmark suite (3 to 8 men, every 6-man material, whole
positions of 6 and 8 men, every material of up to 8, 10 and 12 men and
all of chess at once, plain and refined, n queens and other puzzles)
against its targets,
and the enumerator where it finishes within a minute, checks that both
agree, and prints a table on stdout at the end.

The whole suite takes about 12 minutes on a 2-core machine with nothing
else running; 8.8 GB at its peak, in all of chess with the opposed
files (2 minutes), and 1.8 GB without it. Most of the time goes to all
of chess with bishops refined or with the opposed files, and to the
positions and materials of 8 men. So each entry is reported
on stderr as it finishes, one line with its time, its target and the
time so far; on a terminal the entry running shows its time once a
second.

FILTER runs only the entries whose names hold it, ignoring case; a
FILTER of several words (quoted) matches the names that hold every word,
and of several FILTERs each adds the entries it matches. An entry whose
target is a multiple of another entry's time brings that entry along.
--list prints the entries a command line would run, with their targets,
and runs nothing.

Each row of the table gives the entry's state: finished, stopped or not
run. On --timeout or Ctrl-C it stops the entry running and prints the
table, the one stopped and those after it marked so, with the line
"partial: K of N entries finished" under it (in JSON, "incomplete":
true); then it says so on stderr and exits 1 (130 on Ctrl-C). In CSV and
JSON every value stands bare, a number or nothing: a target that is a
multiple of another entry's time has that multiple and that entry in
columns of their own.`

const benchExample = `  # the whole suite, 10 minutes or more
  count bench

  # the queens entries, with the textbook search
  count bench queens

  # the entries of 8 men and under FIDE's rule, listed, not run
  count bench "8 men" fide --list

  # what finishes in 2 minutes; the rest marked not run
  count bench --timeout 2m

  # the table as Markdown
  count bench --format markdown > bench.md`

// benchFlags are the flags of count bench.
type benchFlags struct {
	runFlags
	list bool
}

// newBench returns count bench.
func newBench(e *env) *cobra.Command {
	f := &benchFlags{}
	cmd := &cobra.Command{
		Use:     "bench [FILTER...]",
		Short:   "Time the benchmark suite against its targets and the enumerator",
		Long:    benchLong,
		Example: benchExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			entries, err := suite.Select(args)
			if err != nil {
				return usageError{err}
			}
			if f.list {
				return listSuite(e.stdout, entries, o.format)
			}
			ctx, cancel := o.context(cmd.Context())
			defer cancel()
			return runSuite(ctx, entries, e, o)
		},
	}
	f.addFormat(cmd.Flags())
	f.addTimeout(cmd.Flags())
	cmd.Flags().BoolVar(&f.list, "list", false, "print the entries FILTER selects, with their targets, and run nothing")
	return cmd
}

// runSuite times each entry, and the Enumerator once on the entries it
// finishes, checks that both agree, reports each entry on e.stderr as it
// finishes, and prints a table. When ctx is done it prints the table of
// what it finished, labelled partial, and returns why it stopped.
func runSuite(ctx context.Context, entries []suite.Entry, e *env, o runOpts) error {
	runs := make([]suite.Run, len(entries))
	took := map[string]time.Duration{}
	start := time.Now()
	var stop error // why it stopped early
	var cut string // the entry it stopped
	for i, c := range entries {
		line := newProgressLine(e)
		line.tick(time.Second, func(elapsed time.Duration) string {
			return fmt.Sprintf("running %d of %d, %s: %v so far", i+1, len(entries), c.Name, elapsed)
		})
		r, err := suite.Measure(ctx, c)
		line.done()
		if err != nil && ctx.Err() == nil {
			return err
		}
		if err != nil {
			runs[i].State, stop, cut = suite.Stopped, err, c.Name
			break
		}
		runs[i], took[c.Name] = r, r.Median
		fmt.Fprintf(e.stderr, "done %d of %d (%v in all): %s\n", i+1, len(entries), time.Since(start).Round(time.Second), finishedLine(c, r, took))
	}
	if err := printSuite(e, o.format, suiteRows(entries, runs, took)); err != nil {
		return err
	}
	if errors.Is(stop, context.DeadlineExceeded) {
		return fmt.Errorf("--timeout %v reached while timing %s; %d of %d entries finished; allow more time, or name fewer (count bench --list)", o.timeout, cut, len(took), len(entries))
	}
	return stop
}

// finishedLine says how long c took against its target.
func finishedLine(c suite.Entry, r suite.Run, took map[string]time.Duration) string {
	line := fmt.Sprintf("%s: %s s, target %s", c.Name, seconds(r.Median), targetOf(c, took).text())
	switch r.Enumerator {
	case suite.EnumeratorTooSlow:
		line += fmt.Sprintf("; the enumerator over %v", suite.EnumeratorLimit)
	case suite.EnumeratorAgreed:
		line += fmt.Sprintf("; the enumerator %s s, agreed", seconds(r.Enumerated))
	}
	return line
}
