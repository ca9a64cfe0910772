package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/internal/lines"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/tables"
)

// stdin is where count canon reads FENs when none is given; tests replace it.
var stdin io.Reader = os.Stdin

var canonLong = fmt.Sprintf(`Prints each position's canonical form under the symmetries it allows (all
eight without pawns or castling rights, the file mirror with pawns or an
en passant square, none with castling rights), the symmetry that maps it
there, the size of its class and its stabiliser. With --color-swap (the
default, as in count positions) a position and its colour swap are one
class; --color-swap=false keeps them apart. The convention min keeps
the image with the smallest key; leapfrog keeps Leapfrog's representative
(the white king in a1-d1-d4, or two identical white pieces' midpoint in
its half-square triangle), with the later men breaking the ties Leapfrog
leaves (see docs/conventions.md).

Positions are FEN or EPD. EPD operations (bm Rh8+; id "WAC.001";) are
read and left out, but the id's value is printed in an id column; hmvc
and fmvn set the move counters. An id, or a position as given, longer
than %d bytes is printed cut short, ending in "…". Castling rights may
be written as in FEN (KQkq), X-FEN (KQkq for the outermost rooks, a file
letter for an inner one) or Shredder-FEN (the rooks' files, HAha);
Chess960 rights (the king on files b to g, a rook on either side of it)
are written back with the rooks' files, standard ones as KQkq.

Each argument that names a file is read as a file of FEN or EPD lines
(the argument "-" as stdin); any other argument with a space in it, or
with the seven slashes of a FEN's placement, is one position; with no
argument, lines are read from stdin. In a file, blank lines and comment
lines (starting with a number sign) are skipped, and a bad line is
reported with its number (the first %d of a run; then one line says how
many more) while the rest are still read; the exit status is then 1. An
input with a line that is not text (a binary file) is not FEN or EPD:
one line says so, exit status 1; an input of blank lines and comments
alone gives no position: one line says so, exit status 2. A line may
hold at most %s, a file or stdin at most %s, and a run at most %d
positions; past those count canon stops with exit status 1.`, pieces.MaxEcho, maxReported, lines.FormatBytes(int64(lines.Input.Line)), lines.FormatBytes(lines.Input.Total), maxPositions)

const canonExample = `  count canon "4k3/8/5K2/8/8/8/8/R7 b - -"
  count canon --convention leapfrog --format csv \
    "4k3/8/5K2/8/8/8/8/R7 b - -"
  count canon --color-swap=false "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
  count canon \
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -"
  count canon suite.epd --format csv
  count canon --format json < positions.fen`

// maxPositions is the most positions count canon reads in a run: it holds
// them all, to print them as one table.
const maxPositions = 100_000

// errTooManyPositions ends a run given more than maxPositions positions.
var errTooManyPositions = fmt.Errorf("more than %d positions; give at most %d a run, splitting the input", maxPositions, maxPositions)

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
		Use:     "canon [FEN | FILE]...",
		Short:   "A position's canonical form under the board's symmetries",
		Long:    canonLong,
		Example: canonExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			if cmd.Flags().Changed("color-flip") {
				fmt.Fprintln(e.stderr, "count: --color-flip is deprecated; it is now --color-swap")
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

// run prints the canonical forms of the positions in args, or of those
// on stdin.
func (f *canonFlags) run(args []string, e *env) error {
	o, err := f.read()
	if err != nil {
		return err
	}
	conv, err := position.ParseConvention(f.convention)
	if err != nil {
		return usageError{err}
	}
	t := &positionTable{
		rowsOf: func(line string) ([]canonRow, error) { return canonRows(line, conv, f.colorSwap) },
		header: []string{"position", "canonical", "symmetry", "class size", "stabiliser"},
		// A symmetry and a stabiliser are names, strings in JSON even when
		// the name is the identity's 1; the class size is a number.
		text: []string{"symmetry", "stabiliser"},
	}
	return t.run(args, o.format, e)
}

// run reads the positions of args (or of stdin) into t, prints its
// table in format, and reports the bad lines.
func (t *positionTable) run(args []string, format tables.Format, e *env) error {
	sources, err := t.sources(args)
	if err != nil {
		return err
	}
	for _, s := range sources {
		if err := t.readSource(s, e.stderr); err != nil {
			return err
		}
	}
	if len(t.rows) == 0 && t.bad == 0 {
		return usageError{fmt.Errorf("no position given: %s; %s", noPositionIn(sources), positionLines.fix)}
	}
	if err := t.print(e.stdout, format); err != nil {
		return err
	}
	if t.bad > maxReported {
		fmt.Fprintf(e.stderr, "count: and %s\n", plural(t.bad-maxReported, "more bad line"))
	}
	if t.bad > 0 { // bad input, not a mistake on the command line: a failure
		fmt.Fprintf(e.stderr, "count: %s skipped; mend %s and run again\n", plural(t.bad, "bad line"), map[bool]string{true: "it", false: "them"}[t.bad == 1])
		return exitStatus(exitFailure)
	}
	return nil
}

// maxReported is the most bad lines count canon reports one by one; one
// line then says how many more there were, so that a file of garbage
// makes a few lines on stderr, not one for each of its lines.
const maxReported = 10

// noPositionIn says where no position was found: sources, the files or
// stdin count canon read, held no FEN or EPD line.
func noPositionIn(sources []canonSource) string {
	if len(sources) > 1 {
		return "the inputs hold no FEN or EPD line, only blank lines and comments, if anything"
	}
	name := sources[0].file
	if sources[0].stdin {
		name = "stdin"
	}
	return name + " holds no FEN or EPD line, only blank lines and comments, if anything"
}

// canonSource is where count canon reads positions: a position given on
// the command line, a file, or stdin.
type canonSource struct {
	position, file string
	stdin          bool
}

// sources tells the arguments apart: "-" is stdin, a name of a file is
// the file, another argument with a space or a FEN's seven slashes is a
// position. It checks each position, and that each file is one, before
// any is read: a mistake in them is a usage error.
func (t *positionTable) sources(args []string) ([]canonSource, error) {
	if len(args) == 0 {
		return []canonSource{{stdin: true}}, nil
	}
	var out []canonSource
	for _, a := range args {
		st, err := os.Stat(a)
		switch {
		case a == "-":
			out = append(out, canonSource{stdin: true})
		case err == nil && st.IsDir():
			return nil, fileInput(a, positionLines).error(syscall.EISDIR)
		case err == nil:
			out = append(out, canonSource{file: a})
		case strings.ContainsAny(a, " \t") || strings.Count(a, "/") == 7:
			if _, err := t.rowsOf(a); err != nil {
				if !strings.ContainsAny(a, " \t") {
					err = fmt.Errorf("%v; quote each FEN, as in \"8/8/8/8/8/8/8/K6k w - -\"", err)
				}
				return nil, usageError{err}
			}
			out = append(out, canonSource{position: a})
		default:
			return nil, fileInput(a, positionLines).error(err)
		}
	}
	if err := stdinOnce(args); err != nil { // after the positions, so that an unquoted FEN's "-" fields are told as such
		return nil, err
	}
	return out, nil
}

// readSource adds the rows of one source, and counts and reports its bad
// lines on stderr.
func (t *positionTable) readSource(s canonSource, stderr io.Writer) error {
	switch {
	case s.stdin:
		return t.read(stdin, stdinInput(positionLines), stderr)
	case s.file != "":
		in := fileInput(s.file, positionLines)
		f, err := os.Open(s.file)
		if err != nil {
			return in.error(err)
		}
		defer f.Close()
		return t.read(f, in, stderr)
	}
	return t.add(s.position)
}

// positionTable is the table count canon and count check print: the
// rows of each position read, by rowsOf, under header, with the columns
// text names written as text in JSON.
type positionTable struct {
	rowsOf    func(line string) ([]canonRow, error)
	header    []string
	text      []string
	rows      []canonRow
	positions int  // positions read
	ids       bool // some position has an id
	bad       int  // bad lines read
}

// canonRow is a position's row: its EPD id, if it has one, and the
// columns that follow.
type canonRow struct {
	id      string
	columns []string
}

// add adds the rows of one FEN or EPD line.
func (t *positionTable) add(line string) error {
	rs, err := t.rowsOf(line)
	if err != nil {
		return err
	}
	if t.positions == maxPositions {
		return errTooManyPositions
	}
	t.positions++
	t.rows = append(t.rows, rs...)
	for _, r := range rs {
		t.ids = t.ids || r.id != ""
	}
	return nil
}

// canonRows returns the row of one FEN or EPD line: the position as
// given (its EPD operations left out), its canonical form under conv
// (with or without the colour swap), the symmetry that maps it there, its
// class's size and its stabiliser. The id and the position as given are
// cut to pieces.MaxEcho bytes: a run holds its rows, and 100,000 lines of
// 64 KiB would be 6.4 GB. A FEN's fields take under 100 bytes.
func canonRows(line string, conv position.Convention, colorSwap bool) ([]canonRow, error) {
	p, ops, err := position.ParseEPD(line)
	if err != nil {
		return nil, err
	}
	if err := p.Refusal(); err != nil {
		return nil, err
	}
	canon, op, size, stab := p.Canonical(conv, colorSwap)
	var names []string
	for _, o := range stab {
		names = append(names, o.String())
	}
	id, _ := ops.ID()
	return []canonRow{{pieces.Clip(id), []string{pieces.Clip(positionFields(line)), canon.FEN(), op.String(), fmt.Sprint(size), strings.Join(names, " ")}}}, nil
}

// positionFields returns the fields of a FEN or EPD line that give its
// position: the first four, and the move counters if they follow.
func positionFields(line string) string {
	fields := strings.Fields(line)
	n := min(4, len(fields))
	if len(fields) >= 6 && strings.Trim(fields[4]+fields[5], "0123456789") == "" {
		n = 6
	}
	return strings.Join(fields[:n], " ")
}

// plural writes n nouns: 1 square, 2 squares.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// read adds a row for each FEN or EPD line on r, the input in, skipping
// blank lines and comments; it counts each bad line and reports the first
// maxReported of the run on stderr. A line that is not text (a binary
// file), a line too long, an input too large or one that does not read
// ends the reading with an error.
func (t *positionTable) read(r io.Reader, in input, stderr io.Writer) error {
	lr := lines.NewReader(r, lines.Input)
	for {
		line, err := lr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return in.error(err)
		}
		s := strings.TrimSpace(string(line))
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		if !isText(s) { // binary: say so once, not a line at a time
			return fmt.Errorf("%s: not FEN or EPD (its line %d is not text); %s", in.name, lr.Number(), in.fix)
		}
		if err := t.add(s); err != nil {
			if err == errTooManyPositions {
				return fmt.Errorf("%s line %d: %v", in.name, lr.Number(), err)
			}
			if t.bad++; t.bad <= maxReported {
				fmt.Fprintf(stderr, "count: %s\n", clipEchoes(fmt.Sprintf("%s line %d: %v", in.name, lr.Number(), err)))
			}
		}
	}
}

// isText reports whether s is text as a FEN or EPD line is: UTF-8, with
// no control character but tabs.
func isText(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	return !strings.ContainsFunc(s, func(r rune) bool { return r != '\t' && unicode.IsControl(r) })
}

// print prints the table, with an id column first if a position has an
// EPD id.
func (t *positionTable) print(w io.Writer, f tables.Format) error {
	header := t.header
	if t.ids {
		header = append([]string{"id"}, header...)
	}
	rows := make([][]string, len(t.rows))
	for i, r := range t.rows {
		rows[i] = r.columns
		if t.ids {
			rows[i] = append([]string{r.id}, r.columns...)
		}
	}
	return tables.RowsWithText(w, f, header, rows, append([]string{"id"}, t.text...)...)
}
