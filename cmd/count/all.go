package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/internal/checkpoint"
	"github.com/chesscount/count/internal/shares"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

// allFlags are count all's flags.
type allFlags struct {
	run                                         runFlags
	men, castling, ep, checkpoint, shard, board string
	pawnRanks, army                             string
	refine                                      []string
}

// allLong is count all's help text.
const allLong = `Counts every chess position at once, by number of men: each side a king and
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
counts another board (4x4, 6x6, 3x4…; with an odd side, without rights or
refinements), each side with a pawn for each file and chess's pieces;
--pawn-ranks minichess --army any counts it as K. Kryukov counts 3x4 and
4x4 chess (docs/minichess.md).`

// allExample is count all's examples, each with its comment above it.
const allExample = `  # every position of chess, by number of men
  count all

  # 2 to 8 men: the published tallies' totals
  count all --men 2-8

  # 8 men alone (the fewer are counted on the way)
  count all --men 8

  # promotions tied to captures: a tighter bound
  count all --refine captures

  # Chess960's castling rights
  count all --castling chess960

  # FIDE's en passant rule, up to 10 men
  count all --ep fide --men 2-10

  # a second bishop on one colour is a promotion; resumable
  count all --refine bishops --checkpoint bishops.jsonl

  # both refinements at once
  count all --refine captures,bishops

  # without castling and en passant rights, as CSV
  count all --ep none --castling none --format csv

  # every position of 6x6 chess
  count all --board 6x6 --castling none

  # all of Kryukov's 4x4 chess
  count all --board 4x4 --pawn-ranks minichess --army any

  # one share; count merge share-*.json adds them
  count all --men 2-12 --shard 2/4 > share-2.json`

// newAll returns count all.
func newAll(e *env) *cobra.Command {
	var f allFlags
	cmd := &cobra.Command{
		Use:     "all",
		Short:   "Every material at once: how many chess positions are there?",
		Long:    allLong,
		Example: allExample,
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
	addPawnRanksFlag(fs, &f.pawnRanks)
	addArmyFlag(fs, &f.army)
	addMenFlag(fs, &f.men, allMaxMen, " (fewer on a smaller board)")
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
	from, s, err := f.spec(cmd.Flags(), o.workers)
	if err == nil {
		err = applyRefinements(&s, f.refine)
	}
	if err == nil {
		err = readAllShard(cmd.Flags(), f.shard, &s)
	}
	if err != nil {
		return err
	}
	ck, err := openCheckpoint(f.checkpoint, checkpoint.AllHeader(s), checkpoint.ReadTableRow)
	if err != nil {
		return err
	}
	defer ck.Close()
	if f.checkpoint != "" {
		s.Tables = checkpoint.TableStore{File: ck}
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
		return shares.Write(e.stdout, share, from)
	}
	r, err := allchess.Merge(share)
	if err != nil {
		return err
	}
	return tables.AllChessFrom(e.stdout, o.format, r, from)
}

// allMaxMen is the most men in a chess position: 32.
const allMaxMen = 32

// spec reads count all's flags but --refine and --shard: the numbers of
// men from the first row printed to the spec's MaxMen, the last. Every
// material of fewer men is counted too, since the count goes up through
// them. The minichess pawn ranks come without castling and en passant
// rights unless those flags are given.
func (f *allFlags) spec(fs *pflag.FlagSet, workers int) (from int, s allchess.Spec, err error) {
	b, err := allBoard(f.board)
	if err != nil {
		return 0, s, err
	}
	ranks, army, err := allRules(f.pawnRanks, f.army, b)
	if err != nil {
		return 0, s, err
	}
	if ranks == pieces.MinichessPawnRanks || oddSided(b) {
		for _, flag := range []string{"castling", "ep"} {
			if !fs.Changed(flag) {
				_ = fs.Set(flag, "none")
			}
		}
	}
	s = allchess.Spec{Board: b, Army: army, PawnRanks: ranks, Workers: workers}
	most := min(allMaxMen, 2+2*army.MaxMen(), b.Squares())
	from, top := 2, most
	if f.men != "" {
		if from, top, err = menRange(f.men, "--men", most); err != nil {
			return 0, s, err
		}
	}
	s.MaxMen = top
	if err := f.readRights(&s); err != nil {
		return 0, s, err
	}
	return from, s, nil
}

// readRights reads --castling and --ep into s, whose MaxMen, board and
// pawn ranks are read.
func (f *allFlags) readRights(s *allchess.Spec) error {
	c, err := rights.ParseCastling(f.castling)
	if err != nil {
		return usageError{err}
	}
	rule, err := rights.ParseEP(f.ep)
	if err == nil && rule == rights.FIDE && s.MaxMen > allchess.FIDEMaxMen {
		err = fmt.Errorf("--ep fide counts at most %d men at once, not %d: give --men %d or fewer, or --ep nulp (count positions --ep fide counts one material at a time)", allchess.FIDEMaxMen, s.MaxMen, allchess.FIDEMaxMen)
	}
	switch {
	case err != nil || (c == rights.NoCastling && rule == rights.NoEP):
	case s.PawnRanks == pieces.MinichessPawnRanks:
		err = errors.New("--pawn-ranks minichess counts neither castling nor en passant rights; drop --castling and --ep, or give them none")
	case oddSided(s.Board):
		err = fmt.Errorf("--board %s: count all counts a board with an odd side without castling or en passant rights; drop --castling and --ep, or give them none", s.Board)
	}
	if err != nil {
		return usageError{err}
	}
	if err := checkCastling(c, s.Board); err != nil {
		return err
	}
	s.Castling, s.EP = c, rule
	return nil
}

// allRules reads count all's --pawn-ranks and --army on b: chess's army
// (allArmy) or any men, at most the men that fill the board beside the
// two kings, which the count takes up to 29 squares.
func allRules(pawnRanks, army string, b pieces.Board) (pieces.PawnRanks, allchess.Army, error) {
	ranks, err := pieces.ParsePawnRanks(pawnRanks)
	if err != nil {
		return ranks, allchess.Army{}, usageError{fmt.Errorf("--pawn-ranks %q: give chess (no pawn on the first or last rank) or minichess (a pawn may stand on its own first rank)", pawnRanks)}
	}
	rule, err := pieces.ParseArmyRule(army)
	if err != nil {
		return ranks, allchess.Army{}, usageError{fmt.Errorf("--army %q: give chess (a pawn for each file a side and the pieces of chess, more pieces promotions) or any (any men)", army)}
	}
	if rule == pieces.ChessArmy {
		return ranks, allArmy(b), nil
	}
	a := allchess.AnyMen(b.Squares() - 2)
	if a.Validate() != nil {
		return ranks, a, usageError{fmt.Errorf("--army any on %s: count all counts any men on boards of at most 29 squares, such as 4x4 or 4x6; count positions --army any counts larger boards material by material", b)}
	}
	return ranks, a, nil
}

// allBoard reads count all's --board: a board of at least 2 files and 2
// ranks and at most 64 squares, which the all-at-once count takes.
func allBoard(board string) (pieces.Board, error) {
	b, err := pieces.ParseBoard(board)
	if err != nil {
		return b, usageError{err}
	}
	if b.Files < 2 || b.Ranks < 2 || b.Squares() > 64 {
		return b, usageError{fmt.Errorf("--board %s: count all takes boards of at least 2 files and 2 ranks and at most 64 squares, such as 8x8, 6x6, 4x4 or 3x4; count positions --men counts the others material by material", b)}
	}
	return b, nil
}

// oddSided reports whether b has an odd number of files or of ranks,
// which count all counts without rights or refinements.
func oddSided(b pieces.Board) bool { return b.Files%2 == 1 || b.Ranks%2 == 1 }

// allArmy is count all's army on b: chess's, with a pawn for each of b's
// files (each man beyond a queen, two rooks, two bishops and two knights
// a promotion).
func allArmy(b pieces.Board) allchess.Army {
	a := allchess.Chess
	a.Pawns = b.Files
	return a
}

// A refinement is one that --refine reads: its name, a few words on it,
// and where it goes in a spec.
type refinement struct {
	name, hint string
	field      func(*allchess.Spec) *bool
}

// refinements are the refinements --refine reads, in the order its
// refusal lists them.
var refinements = []refinement{
	{"captures", "promotions tied to captures", func(s *allchess.Spec) *bool { return &s.Captures }},
	{"bishops", "a second bishop on one square colour is a promotion", func(s *allchess.Spec) *bool { return &s.Bishops }},
	{"files", "the opposed files", func(s *allchess.Spec) *bool { return &s.Files }},
}

// refinementNames returns the names --refine reads.
func refinementNames() []string {
	var names []string
	for _, r := range refinements {
		names = append(names, r.name)
	}
	return names
}

// applyRefinements reads --refine into s.
func applyRefinements(s *allchess.Spec, refine []string) error {
	for _, name := range refine {
		i := slices.IndexFunc(refinements, func(r refinement) bool { return strings.EqualFold(strings.TrimSpace(name), r.name) })
		if i < 0 {
			var list []string
			for _, r := range refinements {
				list = append(list, fmt.Sprintf("%s (%s)", r.name, r.hint))
			}
			return usageError{fmt.Errorf("--refine %q: %sthe refinements are %s and %s", strings.Join(refine, ","), badItem(refine, name), strings.Join(list[:len(list)-1], ", "), list[len(list)-1])}
		}
		*refinements[i].field(s) = true
	}
	return refinementsTogether(*s)
}

// badItem names the item of --refine's list that is not a refinement,
// when the list has more than one: "an empty item; " or "no refinement
// \"x\"; ".
func badItem(refine []string, name string) string {
	switch {
	case len(refine) == 1:
		return ""
	case strings.TrimSpace(name) == "":
		return "an empty item between commas; "
	}
	return fmt.Sprintf("no refinement %q; ", name)
}

// refinementsTogether reports, as a usage error, a refinement s asks for
// that its rules or its other refinements cannot be counted with.
func refinementsTogether(s allchess.Spec) error {
	var err error
	refined := s.Captures || s.Bishops || s.Files
	kryukov := s.PawnRanks != pieces.ChessPawnRanks || s.Army.Rule() != pieces.ChessArmy
	switch {
	case refined && kryukov:
		err = errors.New("--refine with --pawn-ranks minichess or --army any: the refinements speak of chess's start, which those rules have not; drop --refine")
	case refined && oddSided(s.Board):
		err = fmt.Errorf("--refine on %s: count all counts a board with an odd side without refinements; drop --refine", s.Board)
	case s.Files && s.Bishops:
		err = errors.New("--refine bishops,files: the two cannot yet be counted together; give one")
	case s.Files && s.EP == rights.FIDE:
		err = errors.New("--refine files with --ep fide: the opposed files are counted under --ep nulp or none; give --ep nulp")
	case s.EP == rights.FIDE && s.Bishops:
		err = errors.New("--refine bishops with --ep fide: the bishop refinement is counted under --ep nulp or none; drop bishops from --refine or give --ep nulp")
	default:
		return nil
	}
	return usageError{err}
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
