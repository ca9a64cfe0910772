package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/tables"
)

// maxMen bounds the number of men of count men and count positions
// --men: 10 men make 12,000 materials and over a thousand billion billion
// positions; beyond, the list of materials alone grows past what one run
// should hold.
const maxMen = 10

// maxMenOn is the most men count positions --men takes on b: maxMen, or
// every square of a board of at most 16 squares, whose materials stay
// fewer (3x4 and 4x4 chess full, as Kryukov's tallies count them).
func maxMenOn(b pieces.Board) int {
	if b.Squares() <= 16 {
		return max(maxMen, b.Squares())
	}
	return maxMen
}

// menJob is count men read from its command line: the numbers of men
// whose materials to count, and the spec every material is counted under.
type menJob struct {
	runOpts
	men  []int
	spec countspec.Spec
}

// newMen returns count men.
func newMen(e *env) *cobra.Command {
	var f specRunFlags
	cmd := &cobra.Command{
		Use:   "men N|A-B",
		Short: "Every chess material with N men, a row each and the total",
		Long: `Counts every chess material with N men, or with A to B men (2 to 10): two
kings and N−2 others, each colour-swapped pair once, named as Syzygy names
them, each as count MATERIAL counts it, under the same flags (each under
its own group with --group auto). It prints a row per material and a
total per number of men; with --timeout it prints the rows it finished
first.`,
		Example: "  count men 5                                every 5-man material, placement rules\n  count men 3 --rules legal                  legal positions, both sides to move: 367868 classes\n  count men 4 --rules legal --to-move white --format csv\n  count men 3-6 --timeout 1m                 a row per material, a total per number of men",
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			if err := f.checkBoard(cmd.Flags()); err != nil {
				return err
			}
			job := &menJob{runOpts: o, spec: f.spec(cmd.Flags(), "KvK")}
			if job.men, err = menArg(args, job.spec); err != nil {
				return err
			}
			ctx, cancel := o.context(cmd.Context())
			defer cancel()
			return runMen(ctx, job, e)
		},
	}
	fs := cmd.Flags()
	f.addSpec(fs)
	f.addAll(fs)
	return cmd
}

// menArg reads the one argument of count men, N or A-B, and checks that
// spec reads and that materials with each number of men fit its board.
func menArg(args []string, spec countspec.Spec) ([]int, error) {
	switch {
	case len(args) == 0:
		return nil, usageError{errors.New("count men needs a number of men, such as 5, or a range, such as 3-6")}
	case len(args) > 1:
		return nil, usageError{fmt.Errorf("count men lists its own materials; give one number of men and no material (%q)", args[1])}
	}
	lo, hi, err := menRange(args[0], "count men", maxMen)
	if err != nil {
		return nil, err
	}
	ps, _, err := spec.Parse()
	if err != nil {
		return nil, usageError{err}
	}
	return menNumbers(lo, hi, ps.Board)
}

// menNumbers returns lo to hi, if a chess material with each number of
// men fits on board.
func menNumbers(lo, hi int, board pieces.Board) ([]int, error) {
	return menNumbersUnder(lo, hi, board, pieces.ChessArmy, pieces.ChessPawnRanks)
}

// menNumbersUnder returns lo to hi, if a material with each number of men
// fits on board under the army rule a and the pawn ranks r.
func menNumbersUnder(lo, hi int, board pieces.Board, a pieces.ArmyRule, r pieces.PawnRanks) ([]int, error) {
	var men []int
	for n := lo; n <= hi; n++ {
		if len(pieces.MaterialsUnder(n, board, a, r)) == 0 {
			return nil, usageError{fmt.Errorf("no material with %d men fits on the %s board; use fewer men or a larger --board", n, board)}
		}
		men = append(men, n)
	}
	return men, nil
}

// menRange reads N or A-B, numbers of men from 2 to most, given to name
// (count men, or --men).
func menRange(men, name string, most int) (lo, hi int, err error) {
	from, to, isRange := strings.Cut(men, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(from))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(to))
	}
	if err1 != nil || err2 != nil || lo < 2 || hi < lo || hi > most {
		return 0, 0, usageError{fmt.Errorf("%s %q: give a number of men from 2 to %d, or a range such as 3-6", name, men, most)}
	}
	return lo, hi, nil
}

// countMen counts every material with n men under spec (whose Material
// it replaces), several materials at once, one goroutine each: the
// materials are many and each count is short. progress, if not nil,
// hears of each material counted. On an error it returns the results of
// the materials before the first one not counted, with the error.
func countMen(ctx context.Context, n int, spec countspec.Spec, workers int, progress func(done, total int, m pieces.Material)) ([]*burnside.Result, error) {
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
			return results[:i], unfinished{err, tables.MenStop{Men: n, Expected: len(materials), Spec: ps}, fmt.Sprintf("%d of the %d materials with %d men counted, %s and the rest not", i, len(materials), n, materials[i])}
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

// unfinished is an error that stopped a list of counts, and what was done.
type unfinished struct {
	err  error
	stop tables.MenStop // where it stopped
	what string
}

func (u unfinished) Error() string { return u.err.Error() + " after " + u.what }
func (u unfinished) Unwrap() error { return u.err }

// runMen counts every material with each number of men in job.men and
// prints a row per material and a total per number.
func runMen(ctx context.Context, job *menJob, e *env) error {
	var lists [][]*burnside.Result
	line := newProgressLine(e)
	defer line.done()
	progress := func(done, total int, m pieces.Material) {
		line.show(func() string {
			return fmt.Sprintf("counting %d men: %d of %d materials (%s done)", m.Men(), done, total, m)
		})
	}
	for _, n := range job.men {
		rs, err := countMen(ctx, n, job.spec, job.workers, progress)
		if len(rs) > 0 {
			lists = append(lists, rs)
		}
		if err != nil {
			line.done()
			// Print what was counted, labelled partial, then say what was not.
			var u unfinished
			if !errors.As(err, &u) {
				return err
			}
			if perr := tables.PartialMen(e.stdout, lists, job.format, u.stop); perr != nil {
				return perr
			}
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("--timeout %v reached: %s (the rows above are what was counted); allow more time", job.timeout, u.what)
			}
			return err
		}
	}
	line.done()
	return tables.Men(e.stdout, lists, job.format)
}
