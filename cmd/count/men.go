package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/internal/eachmaterial"
	"github.com/chesscount/count/pieces"
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
		Example: `  # every 5-man material, placement rules
  count men 5

  # legal positions, both sides to move: 367868 classes
  count men 3 --rules legal

  # legal positions with White to move, as CSV
  count men 4 --rules legal --to-move white --format csv

  # a row per material, a total per number of men
  count men 3-6 --timeout 1m`,
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
// spec reads, that materials with each number of men fit its board, and
// that spec serves every one of them (a group that turns pawns is refused
// here, before any count).
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
	men, err := menNumbers(lo, hi, ps.Board)
	if err != nil {
		return nil, err
	}
	for _, n := range men {
		if _, err := spec.Materials(n); err != nil {
			return nil, usageError{err}
		}
	}
	return men, nil
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
// (count men, or --men); see countspec.MenRange.
func menRange(men, name string, most int) (lo, hi int, err error) {
	lo, hi, err = countspec.MenRange(men, name, most)
	if err != nil {
		return 0, 0, usageError{err}
	}
	return lo, hi, nil
}

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
		rs, err := eachmaterial.Classes(ctx, n, job.spec, job.workers, progress)
		if len(rs) > 0 {
			lists = append(lists, rs)
		}
		if err != nil {
			line.done()
			// Print what was counted, labelled partial, then say what was not.
			var u eachmaterial.Unfinished
			if !errors.As(err, &u) {
				return err
			}
			if perr := tables.PartialMen(e.stdout, lists, job.format, u.Stop); perr != nil {
				return perr
			}
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("--timeout %v reached: %s (the rows above are what was counted); allow more time", job.timeout, u.What)
			}
			return err
		}
	}
	line.done()
	return tables.Men(e.stdout, lists, job.format)
}
