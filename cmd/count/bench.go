package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/tables"
)

const benchLong = `Times the benchmark suite (3 to 8 men, every 6-man material, whole
positions of 6 and 8 men, every material of up to 8, 10 and 12 men and
all of chess at once, n queens and other puzzles) against its targets,
and the enumerator where it finishes within a minute, checks that both
agree, and prints a table on stdout at the end.

The whole suite takes about 7 minutes on a 2-core machine with nothing
else running, and took 18 while other work shared it; 1.8 GB at its
peak. Three quarters of the time go to all of chess with bishops refined
and to the positions and materials of 8 men. So each entry is reported
on stderr as it finishes, one line with its time, its target and the
time so far; on a terminal the entry running shows its time once a
second.

FILTER runs only the entries whose names hold it, ignoring case; a
FILTER of several words (quoted) matches the names that hold every word,
and of several FILTERs each adds the entries it matches. An entry whose
target is a multiple of another entry's time brings that entry along.
--list prints the entries a command line would run, with their targets,
and runs nothing.

On --timeout or Ctrl-C it stops the entry running and prints the table
labelled partial: the entries finished, the one stopped and those not
run, marked so; then it says so on stderr and exits 1 (130 on Ctrl-C).`

const benchExample = `  count bench                          the whole suite, 7 minutes or more
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

// listSuite prints entries with their targets.
func listSuite(w io.Writer, entries []suiteEntry, f tables.Format) error {
	var rows [][]string
	for _, c := range entries {
		target := seconds(c.target) + " s"
		if c.timesOf != "" {
			target = fmt.Sprintf("%g× the time of %s", c.times, c.timesOf)
		}
		enumerator := ""
		if c.enumerate {
			enumerator = "timed too"
		}
		rows = append(rows, []string{c.name, target, enumerator})
	}
	return tables.Rows(w, f, []string{"count", "target", "enumerator"}, rows)
}

// entryState is how far count bench got with an entry.
type entryState int

const (
	notRun entryState = iota
	stopped
	finished
)

// entryRun is what count bench measured of one entry of the suite.
type entryRun struct {
	state               entryState
	median              time.Duration
	placements, classes *big.Int
	enumerated          time.Duration // the Enumerator's time; 0 if it did not run
	enumeratorTooSlow   bool          // the Enumerator ran past enumeratorLimit
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
		hide := showRunning(e, fmt.Sprintf("%d of %d, %s", i+1, len(entries), c.name))
		r, err := runEntry(ctx, c)
		hide()
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
	if err := printSuite(entries, runs, took, e, o.format); err != nil {
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
		r.enumeratorTooSlow = true
	case err != nil:
		return entryRun{}, err
	case enumerated.Cmp(classes) != 0:
		return entryRun{}, fmt.Errorf("internal error: %s: the Enumerator counts %s classes, the Factored counter %s", c.name, enumerated, classes)
	default:
		r.enumerated = time.Since(start)
	}
	return r, nil
}

// finishedLine says how long c took against its target.
func finishedLine(c suiteEntry, r entryRun, took map[string]time.Duration) string {
	line := fmt.Sprintf("%s: %s s, target %s", c.name, seconds(r.median), targetCell(c, took))
	switch {
	case r.enumeratorTooSlow:
		line += fmt.Sprintf("; the enumerator over %v", enumeratorLimit)
	case r.enumerated > 0:
		line += fmt.Sprintf("; the enumerator %s s, agreed", seconds(r.enumerated))
	}
	return line
}

// targetCell writes c's target in seconds: its own, or a multiple of an
// earlier entry's time, measured in took.
func targetCell(c suiteEntry, took map[string]time.Duration) string {
	if c.timesOf == "" {
		return seconds(c.target)
	}
	base, ok := took[c.timesOf]
	if !ok {
		return fmt.Sprintf("%g× the time of %s, not run", c.times, c.timesOf)
	}
	return seconds(time.Duration(c.times*float64(base))) + fmt.Sprintf(" (%g×)", c.times)
}

// suiteRow is the table's row of c: not run, stopped or its figures.
func suiteRow(c suiteEntry, r entryRun, took map[string]time.Duration) []string {
	row := []string{c.name, "", "", "", targetCell(c, took), "", ""}
	switch r.state {
	case notRun:
		row[3] = "not run"
		return row
	case stopped:
		row[3] = "stopped"
		return row
	}
	row[1], row[2], row[3] = r.placements.String(), "-", seconds(r.median)
	if r.classes != nil {
		row[2] = r.classes.String()
	}
	switch {
	case r.enumeratorTooSlow:
		row[5] = "> " + seconds(enumeratorLimit)
	case r.enumerated > 0:
		row[5], row[6] = seconds(r.enumerated), fmt.Sprintf("%.0f", r.enumerated.Seconds()/r.median.Seconds())
	}
	return row
}

// printSuite prints the table of runs and its notes: on stdout, the notes
// on stderr where stdout is machine-readable.
func printSuite(entries []suiteEntry, runs []entryRun, took map[string]time.Duration, e *env, f tables.Format) error {
	header := []string{"count", "placements", "classes", "seconds", "target", "enumerator seconds", "speed-up"}
	var rows [][]string
	enumerated, unfinished := false, false
	for i, c := range entries {
		rows = append(rows, suiteRow(c, runs[i], took))
		enumerated = enumerated || runs[i].enumerated > 0
		unfinished = unfinished || runs[i].enumeratorTooSlow
	}
	if err := tables.Rows(e.stdout, f, header, rows); err != nil {
		return err
	}
	note := e.stdout
	if f == tables.JSON || f == tables.CSV {
		note = e.stderr // keep stdout machine-readable
	}
	if len(took) < len(entries) {
		fmt.Fprintf(note, "partial: %d of %d entries finished\n", len(took), len(entries))
	}
	if mb := peakMegabytes(); mb > 0 {
		fmt.Fprintf(note, "peak memory: %d MB (the process's maximum resident set)\n", mb)
	}
	enumerator := ""
	switch {
	case unfinished:
		enumerator = fmt.Sprintf("; the enumerator ran once where it finishes within %v, and agreed where it finished", enumeratorLimit)
	case enumerated:
		enumerator = fmt.Sprintf("; the enumerator ran once where it finishes within %v, and agreed", enumeratorLimit)
	}
	fmt.Fprintf(note, "seconds: the median of repeated runs over a third of a second; machine: %d CPUs%s\n", runtime.NumCPU(), enumerator)
	return nil
}

// showRunning shows what on a terminal, with its time so far, once a
// second, until the function it returns is called, which erases it.
func showRunning(e *env, what string) (hide func()) {
	if !e.progress {
		return func() {}
	}
	done, gone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(gone)
		start, tick := time.Now(), time.NewTicker(time.Second)
		defer tick.Stop()
		shown := false
		for {
			select {
			case <-done:
				if shown {
					fmt.Fprint(e.stderr, "\r\033[K")
				}
				return
			case now := <-tick.C:
				shown = true
				fmt.Fprintf(e.stderr, "\r\033[Krunning %s: %v so far", what, now.Sub(start).Round(time.Second))
			}
		}
	}()
	return func() {
		close(done)
		<-gone
	}
}
