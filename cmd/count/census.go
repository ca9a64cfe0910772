package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/checkpoint"
	"github.com/chesscount/count/internal/eachmaterial"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

const positionsLong = `Counts whole positions: placements with the side to move, castling rights
and en passant rights, up to the board's symmetries and, for a
colour-symmetric material, the colour swap (docs/positions.md). For each
material named it prints the per-element table by part; with --men N (or
A-B) it counts every material with N men instead, a row each and the
total, and can keep its work in a checkpoint or count one shard of it.
--checkpoint and --shard go with --men.`

const positionsExample = `  # castling and en passant rights, the colour swap
  count positions KRvKR

  # every 5-man material's positions with White to move
  count positions --men 5 --to-move white

  # Chess960 castling rights
  count positions KRvK --castling chess960

  # every 8-man material, resumable
  count positions --men 8 --checkpoint 8.jsonl

  # one shard; count merge *.json adds them
  count positions --men 9 --shard 3/16 --format json > 3.json`

// positionsFlags are the flags of count positions.
type positionsFlags struct {
	runFlags
	board, toMove, ep, castling string
	pawnRanks, army             string
	men, checkpoint, shard      string
	colorSwap                   bool
}

// censusJob is count positions read from its command line: the materials
// named, or with --men the numbers of men whose materials to count, on
// board under rules, resuming from checkpoint, one shard of N (shard[1] ==
// 0: all).
type censusJob struct {
	runOpts
	rules      census.Rules
	board      pieces.Board
	specs      []placement.Spec
	men        []int
	checkpoint string
	shard      [2]int
	menArg     string // --men as given, for the checkpoint's header
}

// newPositions returns count positions.
func newPositions(e *env) *cobra.Command {
	f := &positionsFlags{}
	cmd := &cobra.Command{
		Use:     "positions [MATERIAL...] [--men N]",
		Short:   "Whole positions: side to move, castling and en passant rights, the colour swap",
		Long:    positionsLong,
		Example: positionsExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			job, err := f.read(cmd.Flags(), args)
			if err != nil {
				return err
			}
			ctx, cancel := job.context(cmd.Context())
			defer cancel()
			if job.men != nil {
				return runCensusMen(ctx, job, e)
			}
			return runCensus(ctx, job, e.stdout)
		},
	}
	fs := cmd.Flags()
	addBoardFlag(fs, &f.board)
	addToMoveFlag(fs, &f.toMove)
	addEPFlag(fs, &f.ep)
	addCastlingFlag(fs, &f.castling)
	addPawnRanksFlag(fs, &f.pawnRanks)
	addArmyFlag(fs, &f.army)
	addColorSwapFlag(fs, &f.colorSwap)
	addMenFlag(fs, &f.men, maxMen, " (on the smallest boards, such as 4x4, up to every square)")
	addCheckpointFlag(fs, &f.checkpoint)
	addShardFlag(fs, &f.shard)
	f.addAll(fs)
	return cmd
}

// read checks the flags and the materials.
func (f *positionsFlags) read(fs *pflag.FlagSet, args []string) (*censusJob, error) {
	o, err := f.runFlags.read()
	if err != nil {
		return nil, err
	}
	job := &censusJob{runOpts: o, checkpoint: f.checkpoint}
	if job.rules, err = f.rules(fs); err != nil {
		return nil, err
	}
	if job.board, err = pieces.ParseBoard(f.board); err != nil {
		return nil, usageError{err}
	}
	if err := checkCastling(job.rules.Castling, job.board); err != nil {
		return nil, err
	}
	if fs.Changed("men") {
		return job, job.readMen(f, args)
	}
	if fs.Changed("checkpoint") || fs.Changed("shard") {
		return nil, usageError{errors.New("--checkpoint and --shard are for --men runs; add --men N")}
	}
	if len(args) == 0 {
		return nil, usageError{errors.New("no material given; name one, such as KRvKR, or give --men N")}
	}
	for _, a := range args {
		m, err := pieces.ParseMaterial(a)
		if err == nil {
			err = census.CheckUnder(m, job.board, job.rules)
		}
		if err != nil {
			return nil, usageError{err}
		}
		job.specs = append(job.specs, placement.Spec{Board: job.board, Material: m, Rules: placement.Legal,
			PawnRanks: job.rules.PawnRanks, Army: job.rules.Army})
	}
	return job, nil
}

// rules reads --ep, --castling, --pawn-ranks, --army, --color-swap and
// --to-move. The minichess pawn ranks come without castling and en
// passant rights unless those flags are given.
func (f *positionsFlags) rules(fs *pflag.FlagSet) (census.Rules, error) {
	var r census.Rules
	var err error
	if r.PawnRanks, err = pieces.ParsePawnRanks(f.pawnRanks); err != nil {
		return r, usageError{fmt.Errorf("--pawn-ranks %q: give chess (no pawn on the first or last rank) or minichess (a pawn may stand on its own first rank)", f.pawnRanks)}
	}
	if r.Army, err = pieces.ParseArmyRule(f.army); err != nil {
		return r, usageError{fmt.Errorf("--army %q: give chess (a pawn for each file a side and the pieces of chess, more pieces promotions) or any (any men)", f.army)}
	}
	if r.EP, err = rights.ParseEP(f.ep); err != nil {
		return r, usageError{err}
	}
	if r.Castling, err = rights.ParseCastling(f.castling); err != nil {
		return r, usageError{err}
	}
	if r.PawnRanks == pieces.MinichessPawnRanks {
		if !fs.Changed("ep") {
			r.EP = rights.NoEP
		}
		if !fs.Changed("castling") {
			r.Castling = rights.NoCastling
		}
		if r.EP != rights.NoEP || r.Castling != rights.NoCastling {
			return r, usageError{errors.New("--pawn-ranks minichess counts neither castling nor en passant rights; drop --castling and --ep, or give them none")}
		}
	}
	r.ColorSwap = f.colorSwap
	if !fs.Changed("to-move") {
		return r, nil
	}
	if r.ToMove, err = placement.ParseToMove(f.toMove); err != nil {
		return r, usageError{fmt.Errorf("--to-move %q: write white, black or both", f.toMove)}
	}
	return r, nil
}

// readMen reads --men, --shard and the absence of materials.
func (j *censusJob) readMen(f *positionsFlags, args []string) error {
	if len(args) > 0 {
		return usageError{errors.New("--men lists its own materials; give no material")}
	}
	lo, hi, err := menRange(f.men, "--men", min(maxMenOn(j.board), max(2, j.board.Squares()))) // no more men than squares
	if err != nil {
		return err
	}
	j.menArg = fmt.Sprint(lo)
	if hi > lo {
		j.menArg = fmt.Sprintf("%d-%d", lo, hi)
	}
	if j.men, err = menNumbersUnder(lo, hi, j.board, j.rules.Army, j.rules.PawnRanks); err != nil {
		return err
	}
	if f.shard != "" {
		if j.shard, err = parseShard(f.shard); err != nil {
			return usageError{err}
		}
	}
	return nil
}

// parseShard reads --shard K/N.
func parseShard(s string) ([2]int, error) {
	k, n, ok := strings.Cut(s, "/")
	a, err1 := strconv.Atoi(k)
	b, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || b < 1 || a < 1 || a > b {
		return [2]int{}, fmt.Errorf("--shard %q: write K/N with 1 ≤ K ≤ N, such as 3/8 (the third of eight shards)", s)
	}
	return [2]int{a, b}, nil
}

// runCensus counts the whole positions of the materials on the command
// line, with the per-element table.
func runCensus(ctx context.Context, job *censusJob, stdout io.Writer) error {
	var rs []*census.Result
	for _, s := range job.specs {
		r, err := census.Count(ctx, s.Material, s.Board, job.rules, job.workers)
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while counting %s; nothing printed; allow more time", job.timeout, s.Material)
		}
		if err != nil {
			return err
		}
		rs = append(rs, r)
	}
	return tables.Census(stdout, job.format, rs)
}

// runCensusMen counts the whole positions of every material with each
// number of men in job.men (of one shard, with --shard), resuming from and
// adding to the checkpoint file, and prints a row per material and the
// totals.
func runCensusMen(ctx context.Context, job *censusJob, e *env) error {
	ck, err := openCheckpoint(job.checkpoint, checkpoint.PositionsHeader(job.menArg, job.board, job.rules, job.shard), checkpoint.CensusRow)
	if err != nil {
		return err
	}
	defer ck.Close()
	done, save := ck.Done, ck.Save
	var lists []tables.CensusMen
	line := newProgressLine(e)
	defer line.done()
	for _, n := range job.men {
		list, err := job.countMen(ctx, n, done, save, e, line)
		if err != nil {
			if errors.Is(err, context.DeadlineExceeded) && (len(lists) > 0 || len(list.Materials) > 0) {
				// Print what was counted, labelled partial, then say what was not.
				list.Incomplete = true
				if perr := tables.CensusMenTables(e.stdout, job.format, append(lists, list)); perr != nil {
					return perr
				}
			}
			return job.stopped(err, n, list, e.stderr)
		}
		lists = append(lists, list)
	}
	return tables.CensusMenTables(e.stdout, job.format, lists)
}

// checkCastling refuses castling rights that cannot be counted on b, in
// one line that names the flags that mend it: Chess960's need 8 files.
func checkCastling(c rights.CastlingRule, b pieces.Board) error {
	err := rights.CheckCastling(c, b)
	switch {
	case err == nil:
		return nil
	case c == rights.Chess960Castling:
		return usageError{fmt.Errorf("--castling chess960 needs a board 8 files wide, not %s; give --castling standard or none, or an 8-file --board such as 8x8", b)}
	}
	return usageError{err}
}

// resumedNote says how many of the total materials with n men a
// checkpoint held already, resumed of them, and what is left to count.
func resumedNote(resumed, total, n int) string {
	switch {
	case resumed == total && total == 1:
		return fmt.Sprintf("the 1 material with %d men was counted already; nothing is left to count", n)
	case resumed == total:
		return fmt.Sprintf("all %d materials with %d men were counted already; nothing is left to count", total, n)
	case resumed == 1:
		return fmt.Sprintf("1 of the %d materials with %d men was counted already; counting the other %d", total, n, total-1)
	}
	return fmt.Sprintf("%d of the %d materials with %d men were counted already; counting the other %d", resumed, total, n, total-resumed)
}

// countMen counts the whole positions of every material with n men (of
// one shard), taking the rows in done as counted, and saving each new row.
func (j *censusJob) countMen(ctx context.Context, n int, done map[string]census.Row, save func(census.Row) error, e *env, line *progressLine) (tables.CensusMen, error) {
	all := pieces.MaterialsUnder(n, j.board, j.rules.Army, j.rules.PawnRanks)
	var mine []pieces.Material
	for i, m := range all {
		if j.shard[1] == 0 || i%j.shard[1] == j.shard[0]-1 {
			mine = append(mine, m)
		}
	}
	rows := make([]census.Row, len(mine))
	var todo []int
	for i, m := range mine {
		if r, ok := done[m.String()]; ok {
			rows[i] = r
		} else {
			todo = append(todo, i)
		}
	}
	if resumed := len(mine) - len(todo); resumed > 0 {
		fmt.Fprintf(e.stderr, "count: going on from %s: %s\n", j.checkpoint, resumedNote(resumed, len(mine), n))
	}
	progress := func(finished int) {
		line.show(func() string {
			return fmt.Sprintf("counting %d men: %d of %d materials", n, len(mine)-len(todo)+finished, len(mine))
		})
	}
	err := eachmaterial.Positions(ctx, mine, todo, rows, j.board, j.rules, j.workers, save, progress)
	if err == nil {
		err = ctx.Err() // stopped before any material failed
	}
	line.clear()
	if err != nil { // keep the rows counted
		var counted []census.Row
		for _, r := range rows {
			if r.Material != "" {
				counted = append(counted, r)
			}
		}
		rows = counted
	}
	return tables.NewCensusMen(n, j.board.String(), j.rules.String(), rows, len(all)), err
}

// stopped words the error that stopped the count of n men, and says
// where the work done is kept.
func (j *censusJob) stopped(err error, n int, list tables.CensusMen, stderr io.Writer) error {
	if errors.Is(err, context.DeadlineExceeded) {
		of := "materials"
		if j.shard[1] != 0 {
			of = "materials of this shard"
		}
		err = fmt.Errorf("--timeout %v reached while counting %d men: %d %s counted, of %d with %d men", j.timeout, n, len(list.Materials), of, list.Expected, n)
		if j.checkpoint == "" {
			return fmt.Errorf("%w; allow more time, or add --checkpoint FILE to keep the work and go on from it", err)
		}
	}
	if j.checkpoint == "" {
		return err
	}
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "count: interrupted; the materials finished are in %s: run the same command again to go on\n", j.checkpoint)
		return exitStatus(exitInterrupted)
	}
	return fmt.Errorf("%w; the materials finished are in %s: run the same command again to go on", err, j.checkpoint)
}
