package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// newAll returns count all.
func newAll(e *env) *cobra.Command {
	var f runFlags
	var men int
	var castling, ep string
	var refine []string
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
(docs/allchess.md). All of chess takes seconds; --refine bishops counts up
to 21 men, and takes minutes from 12 men on.`,
		Example: "  count all                            every position of chess, by number of men\n  count all --men 8                    at most 8 men: the published tallies' totals\n  count all --refine captures          promotions tied to captures: a tighter bound\n  count all --refine bishops --men 16  a second bishop on one colour is a promotion\n  count all --ep none --castling none --format csv",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("count all counts every material; drop %q (count MATERIAL counts one)", args[0])}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			s, err := allSpec(men, castling, ep, o.workers)
			if err == nil {
				err = applyRefinements(&s, refine)
			}
			if err != nil {
				return err
			}
			ctx, cancel := o.context(cmd.Context())
			defer cancel()
			if e.progress {
				s.Progress = progress(e.stderr, "every material at once")
			}
			r, err := allchess.Count(ctx, s)
			if e.progress {
				fmt.Fprint(e.stderr, "\r\033[K")
			}
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("--timeout %v reached; nothing printed; allow more time", o.timeout)
			}
			if err != nil {
				return err
			}
			return tables.AllChess(e.stdout, o.format, r)
		},
	}
	fs := cmd.Flags()
	fs.IntVar(&men, "men", 32, "count the positions of at most this many men, kings included (2 to 32)")
	fs.StringVar(&castling, "castling", "standard", "castling rights: standard or none")
	fs.StringVar(&ep, "ep", "nulp", "en passant rights: nulp (the rule of Kryukov's published tallies) or none")
	fs.StringSliceVar(&refine, "refine", nil, "tighten the bound: captures (a side's promotions at most the captures plus the other side's pawns captured) or bishops (a second bishop on one square colour is a promotion)")
	f.addAll(fs)
	return cmd
}

// allSpec reads count all's flags.
func allSpec(men int, castling, ep string, workers int) (allchess.Spec, error) {
	if men < 2 || men > 32 {
		return allchess.Spec{}, usageError{fmt.Errorf("--men %d: give a number of men from 2 to 32", men)}
	}
	c, err := census.ParseCastling(castling)
	if err == nil && c == census.Chess960Castling {
		err = errors.New("--castling chess960: count all counts standard castling rights or none; use count positions for Chess960")
	}
	if err != nil {
		return allchess.Spec{}, usageError{err}
	}
	rule, err := census.ParseEP(ep)
	if err == nil && rule == census.FIDE {
		err = errors.New("--ep fide: count all counts the NULP tallies' rule or none; FIDE's, whose capture must be legal, needs count positions")
	}
	if err != nil {
		return allchess.Spec{}, usageError{err}
	}
	return allchess.Spec{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: men, Castling: c, EP: rule, Workers: workers}, nil
}

// maxBishopsMen is the most men count all counts with --refine bishops:
// from 22 men on, both sides may hold a forbidden army, and their
// corrections (docs/allchess.md) take hours on a small machine.
const maxBishopsMen = 21

// applyRefinements reads --refine into s.
func applyRefinements(s *allchess.Spec, refine []string) error {
	for _, r := range refine {
		switch strings.ToLower(strings.TrimSpace(r)) {
		case "captures":
			s.Captures = true
		case "bishops":
			s.Bishops = true
		default:
			return usageError{fmt.Errorf("--refine %q: the refinements are captures (promotions tied to captures) and bishops (a second bishop on one square colour is a promotion)", r)}
		}
	}
	if s.Captures && s.Bishops {
		return usageError{fmt.Errorf("--refine captures,bishops: the two cannot yet be counted together; give one")}
	}
	if s.Bishops && (s.MaxMen == 0 || s.MaxMen > maxBishopsMen) {
		return usageError{fmt.Errorf("--refine bishops counts at most %d men (from 22 on, both sides' corrections take many hours); give --men %d or less", maxBishopsMen, maxBishopsMen)}
	}
	return nil
}
