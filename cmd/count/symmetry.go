package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
	"github.com/chesscount/count/thesis"
)

// newSymmetry returns count symmetry and its subcommands, which work on
// the eight symmetries of the board alone.
func newSymmetry(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "symmetry",
		Short: "The eight symmetries: words reduced, the group table, the index tables",
		Long: `Works on the eight symmetries of the square board alone, named by words in
H (the horizontal flip), V (the vertical flip) and D (the diagonal flip).`,
		Example: "  count symmetry reduce HVDHDVHD\n  count symmetry table --notation leapfrog\n  count symmetry index-tables --format json",
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("unknown subcommand %q; give reduce, table or index-tables", args[0])}
			}
			return cmd.Help()
		},
	}
	cmd.AddCommand(newReduce(e), newGroupTable(e), newIndexTables(e))
	return cmd
}

// newReduce returns count symmetry reduce.
func newReduce(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "reduce WORD",
		Short: "Reduce a word in H, V and D to its normal form H?V?D?, step by step",
		Long: `Reduces a word in H, V and D (such as HVDHDVHD) to its normal form H?V?D?,
one rule at a time, and names the element every way. The word 1 is the
identity. A word may have at most ` + fmt.Sprint(symmetry.MaxWord) + ` letters.`,
		Example: "  count symmetry reduce HVDHDVHD\n  count symmetry reduce DHD",
		RunE: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("give one word, such as HVDHDVHD (%d given)", len(args))}
			}
			if strings.TrimSpace(args[0]) == "" {
				return usageError{fmt.Errorf("word %q: empty; give a word of H, V and D, such as HVD, or 1 for the identity", args[0])}
			}
			el, steps, err := symmetry.Reduce(args[0])
			if err != nil {
				return usageError{err}
			}
			tables.Reduction(e.stdout, steps, el, pieces.Chessboard)
			return nil
		},
	}
}

// newGroupTable returns count symmetry table.
func newGroupTable(e *env) *cobra.Command {
	var notation string
	cmd := dataCommand(&cobra.Command{
		Use:   "table",
		Short: "The group table of the eight symmetries, with inverses",
		Long: `Prints the group table of the eight symmetries: the entry in row a,
column b is "a then b" (Leapfrog's word ab); a last column gives each
row's inverse. --notation names the elements.`,
		Example: "  count symmetry table --notation leapfrog\n  count symmetry table --notation thesis --format markdown",
	}, func(_ context.Context, f tables.Format) error {
		n, err := tables.ParseNotation(notation)
		if err != nil {
			return usageError{err}
		}
		return tables.CayleyTable(e.stdout, f, n)
	})
	addNotationFlag(cmd.Flags(), &notation)
	return cmd
}

// newIndexTables returns count symmetry index-tables.
func newIndexTables(e *env) *cobra.Command {
	return dataCommand(&cobra.Command{
		Use:   "index-tables",
		Short: "The tables of Leapfrog's Index Transformation page",
		Long: `Prints the tables of Leapfrog's "Index Transformation" page: the products
of the symmetries with their inverses, and the symmetry for each pair of
squares of the first two men, named by their Leapfrog words.`,
		Example: "  count symmetry index-tables\n  count symmetry index-tables --format json",
	}, func(_ context.Context, f tables.Format) error {
		return tables.IndexTables(e.stdout, f)
	})
}

// printThesis prints the thesis's ledger.
func printThesis(ctx context.Context, w io.Writer, f tables.Format) error {
	rows, err := thesis.Ledger(ctx)
	if err != nil {
		return err
	}
	return tables.Ledger(w, rows, f)
}
