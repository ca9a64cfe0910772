package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/tables"
)

// env is where a run of the command writes, and whether it shows progress.
type env struct {
	stdout, stderr io.Writer
	progress       bool // on stderr, a terminal
}

// newRoot returns the command tree: count [MATERIAL...] counts classes,
// and its subcommands do the other jobs.
func newRoot(e *env) *cobra.Command {
	root := newClasses(e, "count [MATERIAL...]")
	root.Args = cobra.ArbitraryArgs
	root.SilenceErrors, root.SilenceUsage = true, true
	root.SuggestionsMinimumDistance = 2 // for a mistyped subcommand, read as a material
	root.SetOut(e.stdout)
	root.SetErr(e.stderr)
	root.SetFlagErrorFunc(flagError)
	root.PersistentPreRunE = refuseEmpty
	addVersionFlag(root, e)
	classes := newClasses(e, "classes MATERIAL...")
	classes.Short = "The classes of each material: the same as count MATERIAL..."
	cobra.EnableCommandSorting = false // the order below, by group
	root.AddGroup(&cobra.Group{ID: "count", Title: "Counting:"},
		&cobra.Group{ID: "symmetry", Title: "Positions and symmetries:"},
		&cobra.Group{ID: "other", Title: "Other commands:"})
	addCommands(root, "count", classes, newMen(e), newPositions(e), newMerge(e), newAll(e), newSchemes(e), newThesis(e), newBench(e))
	addCommands(root, "symmetry", newCanon(e), newCheck(e), newSample(e), newSymmetry(e), newServe(e))
	addCommands(root, "other", newVersion(e), newMan())
	setHelpCommand(root)
	root.SetHelpCommandGroupID("other")
	root.SetCompletionCommandGroupID("other")
	setCompletionCommand(root)
	setCompletions(root)
	setUsage(root)
	return root
}

// addCommands adds cmds to root in group.
func addCommands(root *cobra.Command, group string, cmds ...*cobra.Command) {
	for _, c := range cmds {
		c.GroupID = group
		root.AddCommand(c)
	}
}

// runFlags are the flags of the counting subcommands that say how to run
// and print rather than what to count.
type runFlags struct {
	format  string
	workers int
	timeout time.Duration
}

// runOpts are runFlags read.
type runOpts struct {
	format  tables.Format
	workers int
	timeout time.Duration
}

// addAll adds --format, --workers and --timeout to fs.
func (r *runFlags) addAll(fs *pflag.FlagSet) {
	r.addFormat(fs)
	r.addWorkers(fs)
	r.addTimeout(fs)
}

// addFormat adds --format to fs.
func (r *runFlags) addFormat(fs *pflag.FlagSet) {
	fs.StringVar(&r.format, "format", "text", "output format: text, markdown, csv, json or html")
}

// addWorkers adds --workers to fs.
func (r *runFlags) addWorkers(fs *pflag.FlagSet) {
	fs.IntVar(&r.workers, "workers", 0, fmt.Sprintf("goroutines per count, 0 to %d; never more than one per CPU (0: one per CPU)", maxWorkers))
}

// maxWorkers bounds --workers. Each worker holds its own tables (count
// all: 900 MB with 64 workers, 96 MB with 2), and the work is all
// computing, so workers beyond the CPUs cost memory and gain no time:
// --workers is used as at most one per CPU, and a number past
// maxWorkers, more CPUs than a machine has, is a mistake.
const maxWorkers = 1024

// addTimeout adds --timeout to fs.
func (r *runFlags) addTimeout(fs *pflag.FlagSet) {
	fs.DurationVar(&r.timeout, "timeout", 0, "stop after this long (such as 30s or 5m) and say what was not counted; 0: no limit")
}

// read checks the flags.
func (r *runFlags) read() (runOpts, error) {
	f, err := tables.ParseFormat(r.format)
	if err != nil {
		return runOpts{}, usageError{err}
	}
	if r.workers < 0 || r.workers > maxWorkers {
		return runOpts{}, usageError{fmt.Errorf("--workers %d: give 0 (one per CPU) to %d", r.workers, maxWorkers)}
	}
	if r.timeout < 0 {
		return runOpts{}, usageError{fmt.Errorf("--timeout %v: give a positive duration such as 30s, or 0 for no limit", r.timeout)}
	}
	return runOpts{format: f, workers: min(r.workers, runtime.GOMAXPROCS(0)), timeout: r.timeout}, nil
}

// context returns ctx, limited by --timeout if it is set.
func (o runOpts) context(ctx context.Context) (context.Context, context.CancelFunc) {
	if o.timeout > 0 {
		return context.WithTimeout(ctx, o.timeout)
	}
	return context.WithCancel(ctx)
}

// noArgs refuses the arguments of cmd, which takes none.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return usageError{fmt.Errorf("%s takes no material or other argument; drop %q", cmd.CommandPath(), args[0])}
	}
	return nil
}

// dataCommand completes cmd, a subcommand without arguments whose result
// is data: it adds --format, and runs print with the format.
func dataCommand(cmd *cobra.Command, print func(ctx context.Context, f tables.Format) error) *cobra.Command {
	var f runFlags
	cmd.RunE = func(cmd *cobra.Command, args []string) error {
		o, err := f.read()
		if err == nil {
			err = noArgs(cmd, args)
		}
		if err != nil {
			return err
		}
		return print(cmd.Context(), o.format)
	}
	f.addFormat(cmd.Flags())
	return cmd
}

// newThesis returns count thesis.
func newThesis(e *env) *cobra.Command {
	return dataCommand(&cobra.Command{
		Use:   "thesis",
		Short: "The ledger of the KTH thesis's figures against exact counts",
		Long: `Prints the ledger of the KTH thesis's figures: each figure beside an exact
count, the rule that derives it and a verdict (docs/thesis.md).`,
		Example: "  count thesis\n  count thesis --format markdown",
	}, func(ctx context.Context, f tables.Format) error {
		return printThesis(ctx, e.stdout, f)
	})
}
