package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/internal/eachmaterial"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/scheme/indexes"
	"github.com/chesscount/count/tables"
)

// newSchemes returns count schemes.
func newSchemes(e *env) *cobra.Command {
	var f specRunFlags
	var men string
	cmd := &cobra.Command{
		Use:   "schemes MATERIAL... | --men N|A-B",
		Short: "What tablebase indices spend, against the classes",
		Long: `For each material and each side to move: the legal positions, their classes
(under the material's full group on 8x8), the classes with identical men
labelled (as Syzygy's statistics count them), and what each index spends,
with its overhead over the classes in percent:

  men numbered     64·63·…, no symmetry used
  Leapfrog         the positions its scheme keeps, without its tertiary
                   tie-break
  462 pairs        the positions kept with the kings on a canonical pair
  Syzygy           the index entries of Syzygy's tables, as its probing
                   code sizes them
  Syzygy generator the working index of Syzygy's generator
  Gaviota          the index entries of Gaviota's tables
  Nalimov          the index entries of Nalimov's tables

An index that has no entries for a material (Syzygy beyond 7 men, a table
Nalimov never built) says why in the note column. --to-move both (the
default) gives each side to move in turn. The indices number legal
positions with a side to move, so count schemes counts under the legal
rules and has no --rules.

With --men N (or A-B), every material with N men instead: a row per material
and side to move with what each scheme spends, then each scheme's total
over the materials it has entries for, against their classes.`,
		Example: "  count schemes KQvKR\n  count schemes KRvK --to-move black --format csv\n  count schemes --men 5 --format json",
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			ctx, cancel := o.context(cmd.Context())
			defer cancel()
			if men != "" {
				return schemesByMen(ctx, e, o, &f.specFlags, cmd.Flags(), men, args)
			}
			specs, err := schemeSpecs(&f.specFlags, cmd.Flags(), args)
			if err != nil {
				return err
			}
			return measureSchemes(ctx, e, o, specs)
		},
	}
	fs := cmd.Flags()
	f.addBoard(fs)
	// The indices are defined on 8x8 only: --board is taken so that
	// another board is refused with that reason, and kept out of the help.
	_ = fs.MarkHidden("board")
	f.rules = "legal" // what the indices number
	addToMoveFlag(fs, &f.toMove)
	addMenFlag(fs, &men, maxSchemeMen, "")
	f.addAll(fs)
	return cmd
}

// schemeSpecs reads the materials of count schemes.
func schemeSpecs(f *specFlags, fs *pflag.FlagSet, args []string) ([]placement.Spec, error) {
	if len(args) == 0 {
		return nil, usageError{errors.New("no material given; name one, such as KQvKR")}
	}
	var specs []placement.Spec
	for _, a := range args {
		s, _, err := f.spec(fs, a).Parse()
		var se *placement.SpecError
		if errors.As(err, &se) && se.Fault == placement.LegalNeedsKings {
			// The advice for --rules legal fits the commands that take --rules.
			return nil, usageError{fmt.Errorf("count schemes measures the indices of chess materials, one king per side, such as KQvKR; %s is a puzzle material, which no tablebase indexes (count %s counts its classes)", se.Spec.Material, a)}
		}
		if err == nil {
			err = scheme.Check(s)
		}
		if err != nil {
			return nil, usageError{err}
		}
		specs = append(specs, eachSide(s)...)
	}
	return specs, nil
}

// eachSide returns s once for each side to move when its rules are the
// legal ones with both sides to move, and s alone otherwise.
func eachSide(s placement.Spec) []placement.Spec {
	if s.Rules != placement.Legal || (s.ToMove != placement.Both && s.ToMove != placement.Unset) {
		return []placement.Spec{s}
	}
	white, black := s, s
	white.ToMove, black.ToMove = placement.WhiteToMove, placement.BlackToMove
	return []placement.Spec{white, black}
}

// measureSchemes measures the schemes on each spec and prints the table.
func measureSchemes(ctx context.Context, e *env, o runOpts, specs []placement.Spec) error {
	var reports []*scheme.Report
	for _, s := range specs {
		r, err := scheme.Measure(ctx, s, indexes.All())
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while measuring %s; nothing printed; allow more time", o.timeout, s.Material)
		}
		if err != nil {
			return err
		}
		reports = append(reports, r)
	}
	return tables.Schemes(e.stdout, o.format, reports)
}

// maxSchemeMen is the most men a tablebase index numbers (Syzygy's 7).
const maxSchemeMen = 7

// schemesByMen measures the schemes on every material with each number of
// men in men (N or A-B), each side to move in turn, and prints a row per
// material and side and each scheme's totals.
func schemesByMen(ctx context.Context, e *env, o runOpts, f *specFlags, fs *pflag.FlagSet, men string, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Errorf("--men lists its own materials; drop %q, or drop --men", args[0])}
	}
	lo, hi, err := menRange(men, "--men", maxSchemeMen)
	if err != nil {
		return err
	}
	var lists []tables.SchemeMen
	for n := lo; n <= hi; n++ {
		var specs []placement.Spec
		for _, m := range pieces.Materials(n, pieces.Chessboard) {
			s, err := schemeSpecs(f, fs, []string{m.String()})
			if err != nil {
				return err
			}
			specs = append(specs, s...)
		}
		reports := make([]*scheme.Report, len(specs))
		line := newProgressLine(e)
		err := eachmaterial.Run(ctx, len(specs), o.workers, func(ctx context.Context, i int) error {
			var err error
			reports[i], err = scheme.Measure(ctx, specs[i], indexes.All())
			return err
		}, func(done, i int) {
			line.show(func() string {
				return fmt.Sprintf("measuring %d men: %d of %d materials and sides to move", n, done, len(specs))
			})
		})
		line.done()
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while measuring %d men; nothing printed; allow more time", o.timeout, n)
		}
		if err != nil {
			return err
		}
		lists = append(lists, tables.NewSchemeMen(n, reports))
	}
	return tables.SchemesByMen(e.stdout, o.format, lists)
}
