package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/tables"
)

// newSchemes returns count schemes.
func newSchemes(e *env) *cobra.Command {
	var f specRunFlags
	cmd := &cobra.Command{
		Use:   "schemes MATERIAL...",
		Short: "Positions two index schemes keep, against the classes",
		Long: `Counts the positions Leapfrog's index scheme (without its tertiary
tie-break) and the 462 pairs of kings keep, against the classes, with the
overhead in percent, on 8x8 under each material's full group.`,
		Example: "  count schemes KQvKR\n  count schemes KRvK --to-move black --format csv",
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			specs, err := schemeSpecs(&f.specFlags, cmd.Flags(), args)
			if err != nil {
				return err
			}
			ctx, cancel := o.context(cmd.Context())
			defer cancel()
			return measureSchemes(ctx, e, o, specs)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&f.rules, "rules", "legal", "legal or placement")
	fs.StringVar(&f.toMove, "to-move", "both", "side to move under --rules legal: white, black or both")
	f.addFormat(fs)
	f.addTimeout(fs)
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
		if err == nil {
			err = scheme.Check(s)
		}
		if err != nil {
			return nil, usageError{err}
		}
		specs = append(specs, s)
	}
	return specs, nil
}

// measureSchemes measures the schemes on each spec and prints the table.
func measureSchemes(ctx context.Context, e *env, o runOpts, specs []placement.Spec) error {
	var reports []*scheme.Report
	for _, s := range specs {
		r, err := scheme.Measure(ctx, s)
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
