// Command count counts chess positions up to symmetry with Burnside's
// lemma.
//
// Usage:
//
//	count [flags] MATERIAL...
//	count SUBCOMMAND [flags] [ARGS...]
//
// For each material (KRK, KRvK, KQRvKR, 8Q, …) it counts, for every
// symmetry of the board, the configurations the symmetry leaves unchanged,
// and averages them over the group: the number of classes. Its
// subcommands count every material with N men (men), whole positions
// (positions, merge), canonical forms of FENs (canon) and show the
// symmetries themselves (symmetry). Run count -h for the map.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// Exit statuses.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

func main() {
	ctx, stop := stopSignals()
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
}

// stopSignals returns a context that ends at the first signal asking the
// process to stop: SIGINT, which Ctrl-C sends, or SIGTERM, which a batch
// system sends first when it stops a job (Slurm's scancel, a preemption,
// a time limit). Either stops a count cleanly, keeping a checkpoint's
// rows whole. stop restores the signals' default behaviour.
func stopSignals() (ctx context.Context, stop context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// run is the whole command, returning its exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, showProgress bool) int {
	out := &outputWriter{w: stdout}
	root := newRoot(&env{stdout: out, stderr: stderr, progress: showProgress})
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	var status exitStatus
	switch {
	case out.err != nil && (err == nil || errors.Is(err, out.err)):
		err = out.err // however the command went on, what it printed is lost
	case out.err != nil && errors.As(err, &status):
		// The command has said what went wrong (bad lines of an input, an
		// interrupt) but not that its output is lost, which matters more.
		fail(stderr, out.err)
		return max(int(status), exitFailure)
	case errors.As(err, new(usageError)):
		if e := switchArgument(cmd, args); e != nil {
			err = usageError{e}
		}
	}
	return exitFor(stderr, cmd, err)
}

// outputWriter is stdout, keeping the first failure to write to it.
type outputWriter struct {
	w   io.Writer
	err error // an outputError
}

func (o *outputWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err != nil {
		o.err = outputError{err}
	}
	return n, o.err
}

// outputError is a failure to write to stdout.
type outputError struct{ error }

func (e outputError) Unwrap() error { return e.error }

// exitFor reports err, the outcome of cmd, in one line on stderr, unless
// it was reported already, and returns the exit status for it.
func exitFor(stderr io.Writer, cmd *cobra.Command, err error) int {
	var status exitStatus
	var u usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &status):
		return int(status)
	case errors.As(err, &u):
		return usage(stderr, err, cmd)
	}
	return fail(stderr, err)
}

// usageError is a mistake on the command line: exit status 2.
type usageError struct{ error }

func (u usageError) Unwrap() error { return u.error }

// exitStatus is an outcome already reported on stderr, and the exit
// status for it.
type exitStatus int

func (s exitStatus) Error() string { return fmt.Sprintf("exit status %d", int(s)) }

// withFlagAdvice adds to a library error the flag that mends it, where the
// library's own words name a field or a group rather than a flag.
func withFlagAdvice(err error) error {
	var ce *scheme.CheckError
	if errors.As(err, &ce) {
		return schemeAdvice(ce, err)
	}
	return countspec.Advice(err)
}

// schemeAdvice adds to a spec the index schemes cannot measure the flag
// that mends it.
func schemeAdvice(ce *scheme.CheckError, err error) error {
	switch ce.Fault {
	case scheme.NotChessboard:
		return fmt.Errorf("%w; drop --board", err)
	case scheme.PuzzleRules:
		return errors.New("index schemes count chess positions; use --rules legal or placement, not nonattacking")
	case scheme.LabelledMen:
		return fmt.Errorf("%w; drop --labelled", err)
	}
	return err
}

// usage reports a mistake on the command line of cmd in one line,
// whatever the flag's name held, and returns the exit status for it.
func usage(stderr io.Writer, err error, cmd *cobra.Command) int {
	err = withFlagAdvice(err)
	path := "count"
	if cmd != nil {
		path = cmd.CommandPath()
	}
	fmt.Fprintf(stderr, "count: %s (%s -h shows the flags)\n", clipEchoes(strings.ReplaceAll(err.Error(), "\n", `\n`)), path)
	return exitUsage
}

// fail reports err and returns the exit status for it.
func fail(stderr io.Writer, err error) int {
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "count: interrupted; nothing more was counted")
		return exitInterrupted
	}
	if errors.Is(err, context.DeadlineExceeded) { // a count that did not word it
		err = errors.New("--timeout reached before the count finished; nothing more was counted; allow more time")
	}
	var out outputError
	if errors.As(err, &out) {
		err = fmt.Errorf("cannot write the output (%s); what was printed is cut short", pathReason(out.error))
	}
	fmt.Fprintf(stderr, "count: %s\n", clipEchoes(err.Error()))
	return exitFailure
}

// clipEchoes returns msg, a line on stderr, with each value it repeats
// cut by pieces.Clip: each quoted string (as %q writes one) and each
// word longer than pieces.MaxEcho bytes. A value given on the command line
// or read from a file may be megabytes; the line stays a few hundred
// bytes. Cutting here, where every error line is written, holds for every
// message, however it words its value.
func clipEchoes(msg string) string {
	if len(msg) <= pieces.MaxEcho {
		return msg
	}
	var b strings.Builder
	quotes := true // whether a quote may still open a quoted string
	for msg != "" {
		end := 1 + strings.IndexAny(msg[1:], ` "`) // a word, up to a space or a quote
		if end == 0 {
			end = len(msg)
		}
		if msg[0] == '"' && quotes {
			q, err := strconv.QuotedPrefix(msg)
			quotes = err == nil // if none closes, look for no more: each would scan to the end
			if v, uerr := strconv.Unquote(q); err == nil && uerr == nil {
				msg = msg[len(q):]
				if len(q) > pieces.MaxEcho {
					q = strconv.Quote(pieces.Clip(v))
				}
				b.WriteString(q)
				continue
			}
		}
		word := strings.TrimRight(msg[:end], ":;,)") // its punctuation kept
		b.WriteString(pieces.Clip(word) + msg[len(word):end])
		msg = msg[end:]
	}
	return b.String()
}

// isTerminal reports whether f is a terminal that shows progress.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && !strings.EqualFold(os.Getenv("TERM"), "dumb")
}
