package main

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/internal/enum"
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

const benchExample = `  count bench                          the whole suite, 10 minutes or more
  count bench queens                   the queens entries, with the textbook search
  count bench "8 men" fide --list      the entries of 8 men and under FIDE's rule
  count bench --timeout 2m             what finishes in 2 minutes; the rest marked not run
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
			entries, err := selectEntries(args)
			if err != nil {
				return err
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

// selectEntries returns the entries of the suite whose names hold one of
// filters, each filter's every word ignoring case, in the suite's order,
// with the entries whose times their targets multiply; every entry if
// there are no filters.
func selectEntries(filters []string) ([]suiteEntry, error) {
	if len(filters) == 0 {
		return suite, nil
	}
	chosen := map[string]bool{}
	for _, f := range filters {
		words := strings.Fields(strings.ToLower(f))
		if len(words) == 0 {
			return nil, usageError{fmt.Errorf("FILTER %q: give a word of an entry's name, such as queens (count bench --list shows them)", f)}
		}
		matched := false
		for _, c := range suite {
			if holdsAll(strings.ToLower(c.name), words) {
				chosen[c.name], matched = true, true
			}
		}
		if !matched {
			return nil, usageError{fmt.Errorf("no entry of the suite has %q in its name; count bench --list shows them", f)}
		}
	}
	for i := len(suite) - 1; i >= 0; i-- { // an entry's baseline comes before it
		if chosen[suite[i].name] && suite[i].timesOf != "" {
			chosen[suite[i].timesOf] = true
		}
	}
	var entries []suiteEntry
	for _, c := range suite {
		if chosen[c.name] {
			entries = append(entries, c)
		}
	}
	return entries, nil
}

// holdsAll reports whether name holds every word.
func holdsAll(name string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(name, w) {
			return false
		}
	}
	return true
}

// entryState is how far count bench got with an entry.
type entryState int

const (
	notRun entryState = iota
	stopped
	finished
)

var entryStates = enum.Type[entryState]{Kind: "entry state", Names: []string{"not run", "stopped", "finished"}}

// String names s as the table writes it: not run, stopped or finished.
func (s entryState) String() string { return entryStates.String(s) }

// MarshalText writes s as String does.
func (s entryState) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// enumeratorState is what count bench learnt of the Enumerator on an
// entry.
type enumeratorState int

const (
	// enumeratorNotTimed: the entry does not ask for the Enumerator, or
	// the entry did not finish.
	enumeratorNotTimed enumeratorState = iota
	// enumeratorAgreed: it finished within enumeratorLimit, with the
	// Factored counter's classes.
	enumeratorAgreed
	// enumeratorTooSlow: it ran past enumeratorLimit and was stopped.
	enumeratorTooSlow
)

var enumeratorStates = enum.Type[enumeratorState]{Kind: "enumerator state", Names: []string{"not timed", "agreed", "too slow"}}

// String names s as the table writes it: not timed, agreed or too slow.
func (s enumeratorState) String() string { return enumeratorStates.String(s) }

// MarshalText writes s as String does.
func (s enumeratorState) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// entryRun is what count bench measured of one entry of the suite.
type entryRun struct {
	state               entryState
	median              time.Duration // when finished
	placements, classes *big.Int      // when finished; classes nil where the entry counts none
	enumerator          enumeratorState
	enumerated          time.Duration // the Enumerator's time, when it agreed
}

// enumeratorLimit bounds the Enumerator's time on one entry in count
// bench.
const enumeratorLimit = time.Minute

// runSuite times each entry, and the Enumerator once on the entries it
// finishes, checks that both agree, reports each entry on e.stderr as it
// finishes, and prints a table. When ctx is done it prints the table of
// what it finished, labelled partial, and returns why it stopped.
func runSuite(ctx context.Context, entries []suiteEntry, e *env, o runOpts) error {
	runs := make([]entryRun, len(entries))
	took := map[string]time.Duration{}
	start := time.Now()
	var stop error // why it stopped early
	var cut string // the entry it stopped
	for i, c := range entries {
		line := newProgressLine(e)
		line.tick(time.Second, func(elapsed time.Duration) string {
			return fmt.Sprintf("running %d of %d, %s: %v so far", i+1, len(entries), c.name, elapsed)
		})
		r, err := runEntry(ctx, c)
		line.done()
		if err != nil && ctx.Err() == nil {
			return err
		}
		if err != nil {
			runs[i].state, stop, cut = stopped, err, c.name
			break
		}
		runs[i], took[c.name] = r, r.median
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

// runEntry times c, and the Enumerator on it where c asks.
func runEntry(ctx context.Context, c suiteEntry) (entryRun, error) {
	median, placements, classes, err := timeEntry(ctx, c)
	if err != nil {
		return entryRun{}, err
	}
	r := entryRun{state: finished, median: median, placements: placements, classes: classes}
	if !c.enumerate {
		return r, nil
	}
	ectx, cancel := context.WithTimeout(ctx, enumeratorLimit)
	defer cancel()
	start := time.Now()
	_, enumerated, err := suiteCount(ectx, c, true)
	switch {
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
		r.enumerator = enumeratorTooSlow
	case err != nil:
		return entryRun{}, err
	case enumerated.Cmp(classes) != 0:
		return entryRun{}, fmt.Errorf("internal error: %s: the Enumerator counts %s classes, the Factored counter %s", c.name, enumerated, classes)
	default:
		r.enumerator, r.enumerated = enumeratorAgreed, time.Since(start)
	}
	return r, nil
}

// finishedLine says how long c took against its target.
func finishedLine(c suiteEntry, r entryRun, took map[string]time.Duration) string {
	line := fmt.Sprintf("%s: %s s, target %s", c.name, seconds(r.median), targetOf(c, took).text())
	switch r.enumerator {
	case enumeratorTooSlow:
		line += fmt.Sprintf("; the enumerator over %v", enumeratorLimit)
	case enumeratorAgreed:
		line += fmt.Sprintf("; the enumerator %s s, agreed", seconds(r.enumerated))
	}
	return line
}
