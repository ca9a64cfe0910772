package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// allFlags are count all's flags.
type allFlags struct {
	run                                         runFlags
	men, castling, ep, checkpoint, shard, board string
	refine                                      []string
}

// newAll returns count all.
func newAll(e *env) *cobra.Command {
	var f allFlags
	cmd := &cobra.Command{
		Use:   "all",
		Short: "Every material at once: how many chess positions are there?",
		Long: `Counts every chess position at once, by number of men: each side a king and
an army the promotions allow (at most 8 pawns; each man beyond a queen, two
rooks, two bishops and two knights used up a pawn), the kings apart, no
pawn on the first or last rank, the side not to move not in check, with
castling and en passant rights; and their classes under the board
symmetries each position allows and the colour swap. Every legal position
is in this set, so its size bounds the legal positions from above
(docs/allchess.md). All of chess takes seconds; with --refine bishops,
minutes without rights and hours with them: --checkpoint FILE keeps a
long run's work, to go on from it. --refine captures,bishops counts both
refinements at once. Under FIDE's en passant rule (--ep fide), whose
capture must be legal, it counts up to 14 men, in minutes, with
--refine captures but not bishops. --shard K/N counts one share of the
black king's squares and prints its counts as JSON; count merge adds up
the N shares into what one run prints (docs/cluster.md). --board WxH
counts a smaller board of even sides (4x4, 6x6, 8x4…), each side with a
pawn for each file and chess's pieces.`,
		Example: "  count all                            every position of chess, by number of men\n  count all --men 2-8                  2 to 8 men: the published tallies' totals\n  count all --men 8                    8 men alone (the fewer are counted on the way)\n  count all --refine captures          promotions tied to captures: a tighter bound\n  count all --castling chess960        Chess960's castling rights\n  count all --ep fide --men 2-10       FIDE's en passant rule, up to 10 men\n  count all --refine bishops --checkpoint bishops.jsonl  a second bishop on one colour is a promotion\n  count all --refine captures,bishops  both refinements at once\n  count all --ep none --castling none --format csv\n  count all --board 6x6 --castling none   every position of 6x6 chess\n  count all --men 2-12 --shard 2/4 > share-2.json   one share; count merge share-*.json adds them",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("count all counts every material; drop %q (count MATERIAL counts one)", args[0])}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return f.count(cmd, e) },
	}
	fs := cmd.Flags()
	addBoardFlag(fs, &f.board)
	addMenFlag(fs, &f.men)
	addCastlingFlag(fs, &f.castling)
	addEPFlag(fs, &f.ep)
	addCheckpointFlag(fs, &f.checkpoint)
	addShardFlag(fs, &f.shard)
	fs.StringSliceVar(&f.refine, "refine", nil, "tighten the bound, any of: captures (a side's promotions at most the captures plus the other side's pawns captured), bishops (a second bishop on one square colour is a promotion), files (J. Tromp's opposed files: at least 8 − captures − pawns lost files hold a black pawn with a white pawn next below it); e.g. captures,files")
	f.run.addAll(fs)
	return cmd
}

// count runs count all with the flags f: the whole count, or one share.
func (f *allFlags) count(cmd *cobra.Command, e *env) error {
	o, err := f.run.read()
	if err != nil {
		return err
	}
	from, s, err := allSpec(f.men, f.castling, f.ep, f.board, o.workers)
	if err == nil {
		err = applyRefinements(&s, f.refine)
	}
	if err == nil {
		err = readAllShard(cmd.Flags(), f.shard, &s)
	}
	if err != nil {
		return err
	}
	ck, err := openCheckpoint(f.checkpoint, allHeader(s), allTableRow)
	if err != nil {
		return err
	}
	defer ck.close()
	if f.checkpoint != "" {
		s.Tables = tableStore{ck}
	}
	ctx, cancel := o.context(cmd.Context())
	defer cancel()
	line := newProgressLine(e)
	what := "counting every material at once"
	if f.shard != "" {
		what = fmt.Sprintf("counting share %s of every material at once", s.Shard)
	}
	s.Progress = line.percent(what)
	share, err := allchess.CountShare(ctx, s)
	line.done()
	if err != nil {
		return allStopped(err, o.timeout, f.checkpoint, e)
	}
	if f.shard != "" {
		return writeAllShare(e.stdout, share, from)
	}
	r, err := allchess.Merge(share)
	if err != nil {
		return err
	}
	return tables.AllChessFrom(e.stdout, o.format, r, from)
}

// allMaxMen is the most men in a chess position: 32.
const allMaxMen = 32

// allSpec reads count all's flags: the numbers of men from the first row
// printed to the spec's MaxMen, the last. Every material of fewer men is
// counted too, since the count goes up through them.
func allSpec(men, castling, ep, board string, workers int) (from int, s allchess.Spec, err error) {
	b, err := allBoard(board)
	if err != nil {
		return 0, s, err
	}
	most := min(allMaxMen, 2+2*allArmy(b).MaxMen(), b.Squares())
	from, top := 2, most
	if men != "" {
		if from, top, err = menRange(men, "--men", most); err != nil {
			return 0, s, err
		}
	}
	c, err := census.ParseCastling(castling)
	if err != nil {
		return 0, s, usageError{err}
	}
	rule, err := census.ParseEP(ep)
	if err == nil && rule == census.FIDE && top > allchess.FIDEMaxMen {
		err = fmt.Errorf("--ep fide counts at most %d men at once, not %d: give --men %d or fewer, or --ep nulp (count positions --ep fide counts one material at a time)", allchess.FIDEMaxMen, top, allchess.FIDEMaxMen)
	}
	if err != nil {
		return 0, s, usageError{err}
	}
	if err := census.CheckCastling(c, b); err != nil {
		return 0, s, usageError{fmt.Errorf("%w; give --castling none", err)}
	}
	return from, allchess.Spec{Board: b, Army: allArmy(b), MaxMen: top, Castling: c, EP: rule, Workers: workers}, nil
}

// allBoard reads count all's --board: a board of even sides, at least 4
// ranks and at most 64 squares, which the all-at-once count takes.
func allBoard(board string) (pieces.Board, error) {
	b, err := pieces.ParseBoard(board)
	if err != nil {
		return b, usageError{err}
	}
	if b.Files%2 != 0 || b.Ranks%2 != 0 || b.Ranks < 4 || b.Squares() > 64 {
		return b, usageError{fmt.Errorf("--board %s: count all takes boards of an even number of files and of ranks, at least 4 ranks and at most 64 squares, such as 8x8, 6x6 or 4x4; count positions --men counts the others material by material", b)}
	}
	return b, nil
}

// allArmy is count all's army on b: chess's, with a pawn for each of b's
// files (each man beyond a queen, two rooks, two bishops and two knights
// a promotion).
func allArmy(b pieces.Board) allchess.Army {
	a := allchess.Chess
	a.Pawns = b.Files
	return a
}

// applyRefinements reads --refine into s.
func applyRefinements(s *allchess.Spec, refine []string) error {
	for _, r := range refine {
		switch strings.ToLower(strings.TrimSpace(r)) {
		case "captures":
			s.Captures = true
		case "bishops":
			s.Bishops = true
		case "files":
			s.Files = true
		default:
			return usageError{fmt.Errorf("--refine %q: the refinements are captures (promotions tied to captures), bishops (a second bishop on one square colour is a promotion) and files (the opposed files)", r)}
		}
	}
	if s.Files && s.Bishops {
		return usageError{fmt.Errorf("--refine bishops,files: the two cannot yet be counted together; give one")}
	}
	if s.Files && s.EP == census.FIDE {
		return usageError{fmt.Errorf("--refine files with --ep fide: the opposed files are counted under --ep nulp or none; give --ep nulp")}
	}
	if s.EP == census.FIDE && s.Bishops {
		return usageError{fmt.Errorf("--refine bishops with --ep fide: the bishop refinement is counted under --ep nulp or none; drop bishops from --refine or give --ep nulp")}
	}
	return nil
}

// allStopped words the error that stopped count all, and says where the
// work done is kept, if it is.
func allStopped(err error, timeout time.Duration, checkpoint string, e *env) error {
	kept := "; the tables finished are in " + checkpoint + ": run the same command again to go on"
	switch {
	case errors.Is(err, context.DeadlineExceeded) && checkpoint == "":
		return fmt.Errorf("--timeout %v reached; nothing printed; allow more time, or add --checkpoint FILE to keep the work and go on from it", timeout)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("--timeout %v reached; nothing printed%s", timeout, kept)
	case checkpoint == "":
		return err
	case errors.Is(err, context.Canceled):
		fmt.Fprintf(e.stderr, "count: interrupted%s\n", kept)
		return exitStatus(exitInterrupted)
	}
	return fmt.Errorf("%w%s", err, kept)
}

// allCheckpoint is the kind of count all's checkpoints.
const allCheckpoint = "count all"

// allHeader is the header line of the checkpoint of count all under s.
func allHeader(s allchess.Spec) checkpointHeader {
	rules := fmt.Sprintf("castling %s, en passant %s", s.Castling, s.EP)
	if s.Captures {
		rules += ", promotions tied to captures"
	}
	if s.Bishops {
		rules += ", bishops on one colour refined"
	}
	if s.Files {
		rules += ", opposed files"
	}
	return checkpointHeader{Checkpoint: allCheckpoint, Men: fmt.Sprint(s.MaxMen), Board: s.Board.String(), Rules: rules, Shard: s.Shard.String()}
}

// A tableRow is a line of count all's checkpoint: one table's counts, by
// number of men.
type tableRow struct {
	Table  string   `json:"table"`
	Counts []string `json:"counts"`
}

// allTableRow reads a row of count all's checkpoint.
func allTableRow(line []byte, _ checkpointHeader) (string, tableRow, bool, error) {
	var r tableRow
	if json.Unmarshal(line, &r) != nil || r.Table == "" {
		return "", r, false, nil
	}
	for _, c := range r.Counts {
		if _, ok := new(big.Int).SetString(c, 10); !ok {
			return "", r, false, nil
		}
	}
	return r.Table, r, true, nil
}

// tableStore keeps count all's tables in its checkpoint.
type tableStore struct{ ck *checkpoint[tableRow] }

func (t tableStore) Load(name string) ([]*big.Int, bool) {
	r, ok := t.ck.done[name]
	if !ok {
		return nil, false
	}
	out := make([]*big.Int, len(r.Counts))
	for i, c := range r.Counts {
		out[i], _ = new(big.Int).SetString(c, 10) // allTableRow read each
	}
	return out, true
}

func (t tableStore) Save(name string, counts []*big.Int) error {
	r := tableRow{Table: name}
	for _, c := range counts {
		r.Counts = append(r.Counts, c.String())
	}
	return t.ck.save(r)
}
