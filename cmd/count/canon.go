package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/tables"
)

// stdin is where count canon reads FENs when none is given; tests replace it.
var stdin io.Reader = os.Stdin

const canonLong = `Prints each position's canonical form under the symmetries it allows (all
eight without pawns or castling rights, the file mirror with pawns or an
en passant square, none with castling rights), the symmetry that maps it
there, the size of its class and its stabiliser. With --color-swap (the
default, as in count positions) a position and its colour swap are one
class; --color-swap=false keeps them apart. The convention min keeps
the image with the smallest key; leapfrog keeps Leapfrog's representative
(the white king in a1-d1-d4, or two identical white pieces' midpoint in
its half-square triangle), with the later men breaking the ties Leapfrog
leaves (see docs/conventions.md). With no FEN, reads one per line from
stdin; a bad line is reported with its number and the rest are still read,
and the exit status is then 1.`

const canonExample = `  count canon "4k3/8/5K2/8/8/8/8/R7 b - -"
  count canon --convention leapfrog --format csv "4k3/8/5K2/8/8/8/8/R7 b - -"
  count canon --color-swap=false "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
  count canon --format json < positions.fen`

// canonFlags are the flags of count canon.
type canonFlags struct {
	runFlags
	colorSwap  bool
	convention string
}

// newCanon returns count canon.
func newCanon(e *env) *cobra.Command {
	f := &canonFlags{}
	cmd := &cobra.Command{
		Use:     "canon [FEN...]",
		Short:   "A position's canonical form under the board's symmetries",
		Long:    canonLong,
		Example: canonExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("color-flip") {
				fmt.Fprintln(e.stderr, "count canon: --color-flip is deprecated; it is now --color-swap")
			}
			return f.run(args, e)
		},
	}
	fs := cmd.Flags()
	addColorSwapFlag(fs, &f.colorSwap)
	fs.BoolVar(&f.colorSwap, "color-flip", true, "the old name of --color-swap")
	fs.MarkHidden("color-flip")
	fs.StringVar(&f.convention, "convention", "min", "which image is canonical: min (smallest key) or leapfrog (Leapfrog's triangles)")
	f.addFormat(fs)
	return cmd
}

// run prints the canonical forms of the FENs in args, or of those on
// stdin.
func (f *canonFlags) run(args []string, e *env) error {
	o, err := f.read()
	if err != nil {
		return err
	}
	conv, err := position.ParseConvention(f.convention)
	if err != nil {
		return usageError{err}
	}
	t := &canonTable{conv: conv, colorSwap: f.colorSwap}
	if len(args) > 0 {
		for _, fen := range args {
			if err := t.add(fen); err != nil {
				if !strings.Contains(fen, " ") {
					err = fmt.Errorf("%v; quote each FEN, as in count canon \"8/8/8/8/8/8/8/K6k w - -\"", err)
				}
				return usageError{err}
			}
		}
		return t.print(e.stdout, o.format)
	}
	bad, err := t.read(stdin, e.stderr)
	if err != nil {
		return err
	}
	if err := t.print(e.stdout, o.format); err != nil {
		return err
	}
	if bad > 0 { // bad input, not a mistake on the command line: a failure
		fmt.Fprintf(e.stderr, "count canon: %s skipped; mend %s and run again\n", plural(bad, "bad line"), map[bool]string{true: "it", false: "them"}[bad == 1])
		return exitStatus(exitFailure)
	}
	return nil
}

// canonTable is the table count canon prints, a row per position.
type canonTable struct {
	conv      position.Convention
	colorSwap bool
	rows      [][]string
}

// add adds the row of one FEN.
func (t *canonTable) add(fen string) error {
	p, err := position.ParseFEN(fen)
	if err != nil {
		return err
	}
	if a, b, ok := kingsSideBySide(p); ok {
		return fmt.Errorf("FEN placement: the kings on %s and %s stand side by side, which they may not; move one away", a, b)
	}
	canon, op, size, stab := p.Canonical(t.conv, t.colorSwap)
	var names []string
	for _, o := range stab {
		names = append(names, o.String())
	}
	t.rows = append(t.rows, []string{strings.Join(strings.Fields(fen), " "), canon.FEN(), op.String(), fmt.Sprint(size), strings.Join(names, " ")})
	return nil
}

// kingsSideBySide returns the squares of p's kings if they touch, a
// position no game reaches.
func kingsSideBySide(p position.Position) (white, black string, ok bool) {
	at := map[byte]int{}
	for sq, c := range p.Board {
		if c == 'K' || c == 'k' {
			at[c] = sq
		}
	}
	w, b := at['K'], at['k']
	dx, dy := w%8-b%8, w/8-b/8
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 {
		return "", "", false
	}
	name := func(sq int) string { return pieces.Chessboard.Name(pieces.Square(sq)) }
	return name(w), name(b), true
}

// plural writes n nouns: 1 square, 2 squares.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// read adds a row for each FEN on r, one per line, skipping blank lines
// and comments, reports each bad line on stderr and returns how many
// there were.
func (t *canonTable) read(r io.Reader, stderr io.Writer) (bad int, err error) {
	reader := bufio.NewReader(r) // no limit on a line's length
	for line := 1; ; line++ {
		text, err := reader.ReadString('\n')
		if err != nil && err != io.EOF {
			return bad, err
		}
		if s := strings.TrimSpace(text); s != "" && !strings.HasPrefix(s, "#") {
			if err := t.add(s); err != nil {
				fmt.Fprintf(stderr, "count canon: line %d: %v\n", line, err)
				bad++
			}
		}
		if err == io.EOF {
			return bad, nil
		}
	}
}

// print prints the table.
func (t *canonTable) print(w io.Writer, f tables.Format) error {
	header := []string{"position", "canonical", "symmetry", "class size", "stabiliser"}
	return tables.Rows(w, f, header, t.rows)
}
