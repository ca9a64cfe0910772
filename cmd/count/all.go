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
	addRefineFlag(fs, &f.refine)
	f.run.addAll(fs)
	return cmd
}

// count runs count all with the flags f: the whole count, or one share.
func (f *allFlags) count(cmd *cobra.Command, e *env) error {
	o, err := f.run.read()
	if err != nil {
		return err
	}
	from, r, err := f.rules(cmd.Flags())
	if err != nil {
		return err
	}
	opts := allchess.Options{Workers: o.workers}
	if opts.Shard, err = readAllShard(cmd.Flags(), f.shard, r.Board); err != nil {
		return err
	}
	ck, err := openCheckpoint(f.checkpoint, checkpoint.AllHeader(r, opts.Shard), checkpoint.ReadTableRow)
	if err != nil {
		return err
	}
	defer ck.Close()
	if f.checkpoint != "" {
		opts.Tables = checkpoint.TableStore{File: ck}
	}
	ctx, cancel := o.context(cmd.Context())
	defer cancel()
	line := newProgressLine(e)
	what := "counting every material at once"
	if f.shard != "" {
		what = fmt.Sprintf("counting share %s of every material at once", opts.Shard)
	}
	opts.Progress = line.percent(what)
	share, err := allchess.CountShare(ctx, r, opts)
	line.done()
	if err != nil {
		return allStopped(err, o.timeout, f.checkpoint, e)
	}
	if f.shard != "" {
		return shares.Write(e.stdout, share, from)
	}
	result, err := allchess.Merge(share)
	if err != nil {
		return err
	}
	return tables.AllChessFrom(e.stdout, o.format, result, from)
}

// allMaxMen is the most men in a chess position: 32.
const allMaxMen = 32

// rules reads count all's flags but --shard: the numbers of men from the
// first row printed to the rules' MaxMen, the last. Every material of
// fewer men is counted too, since the count goes up through them. The
// minichess pawn ranks and a board with an odd side come without castling
// and en passant rights unless those flags are given.
func (f *allFlags) rules(fs *pflag.FlagSet) (from int, r allchess.Rules, err error) {
	if r.Board, err = allBoard(f.board); err != nil {
		return 0, r, err
	}
	if r.PawnRanks, r.Army, err = allRules(f.pawnRanks, f.army, r.Board); err != nil {
		return 0, r, err
	}
	most := min(allMaxMen, 2+2*r.Army.MaxMen(), r.Board.Squares())
	from, r.MaxMen = 2, most
	if f.men != "" {
		if from, r.MaxMen, err = menRange(f.men, "--men", most); err != nil {
			return 0, r, err
		}
	}
	castling, ep := f.castling, f.ep
	if r.PawnRanks == pieces.MinichessPawnRanks || oddSided(r.Board) {
		castling, ep = orNone(fs, "castling", castling), orNone(fs, "ep", ep)
	}
	if r.Castling, err = rights.ParseCastling(castling); err != nil {
		return 0, r, usageError{err}
	}
	if r.EP, err = rights.ParseEP(ep); err != nil {
		return 0, r, usageError{err}
	}
	if r.Refine, err = readRefinements(f.refine); err != nil {
		return 0, r, err
	}
	return from, r, allRulesFault(r)
}

// orNone returns value, or "none" if the flag was not given.
func orNone(fs *pflag.FlagSet, flag, value string) string {
	if fs.Changed(flag) {
		return value
	}
	return "none"
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
		return ranks, allchess.ChessOn(b), nil
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

// refinementHints are a few words on each refinement, for --refine's
// refusal.
var refinementHints = map[string]string{
	"captures": "promotions tied to captures",
	"bishops":  "a second bishop on one square colour is a promotion",
	"files":    "the opposed files",
}

// refinementNames returns the names --refine reads.
func refinementNames() []string {
	var names []string
	for _, x := range allchess.Refinements {
		names = append(names, x.Name())
	}
	return names
}

// readRefinements reads --refine.
func readRefinements(refine []string) ([]allchess.Refinement, error) {
	var out []allchess.Refinement
	for _, name := range refine {
		x, ok := allchess.RefinementNamed(name)
		if !ok {
			var list []string
			for _, n := range refinementNames() {
				list = append(list, fmt.Sprintf("%s (%s)", n, refinementHints[n]))
			}
			return nil, usageError{fmt.Errorf("--refine %q: %sthe refinements are %s and %s", strings.Join(refine, ","), badItem(refine, name), strings.Join(list[:len(list)-1], ", "), list[len(list)-1])}
		}
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out, nil
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

// allRulesFault words, as a usage error in the flags' terms, why r cannot
// be counted (allchess.Rules.Validate says which rules combine), or
// returns nil.
func allRulesFault(r allchess.Rules) error {
	var re *allchess.RulesError
	if err := r.Validate(); !errors.As(err, &re) {
		return err
	}
	var err error
	switch re.Fault {
	case allchess.FIDEMen:
		err = fmt.Errorf("--ep fide counts at most %d men at once, not %d: give --men %d or fewer, or --ep nulp (count positions --ep fide counts one material at a time)", allchess.FIDEMaxMen, r.MaxMen, allchess.FIDEMaxMen)
	case allchess.NoChessStart:
		err = errors.New("--refine with --pawn-ranks minichess or --army any: the refinements speak of chess's start, which those rules have not; drop --refine")
	case allchess.OddBoard:
		err = fmt.Errorf("--board %s: count all counts a board with an odd side without castling or en passant rights and without refinements; drop --castling, --ep and --refine, or give them none", r.Board)
	case allchess.MinichessRights:
		err = errors.New("--pawn-ranks minichess counts neither castling nor en passant rights; drop --castling and --ep, or give them none")
	case allchess.NotTogether:
		err = fmt.Errorf("--refine %s,%s: the two cannot yet be counted together; give one", re.Refinement.Name(), re.Other.Name())
	case allchess.NotUnderFIDE:
		err = fmt.Errorf("--refine %s with --ep fide: the %s refinement is counted under --ep nulp or none; drop %s from --refine or give --ep nulp", re.Refinement.Name(), re.Refinement.Name(), re.Refinement.Name())
	case allchess.CastlingBoard:
		return checkCastling(r.Castling, r.Board)
	default:
		err = errors.New(strings.TrimPrefix(re.Error(), "allchess: "))
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
