package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"count/position"
	"count/tables"
)

// stdin is where count canon reads FENs when none is given; tests replace it.
var stdin io.Reader = os.Stdin

const canonUsage = `Usage: count canon [--convention min|leapfrog] [--color-flip] [--format F] [FEN...]

Prints each position's canonical form under the symmetries it allows (all
eight without pawns or castling rights, the file mirror with pawns or an
en passant square, none with castling rights), the symmetry that maps it
there, the size of its class and its stabiliser. The convention min keeps
the image with the smallest key; leapfrog keeps Leapfrog's representative
(the white king in a1-d1-d4, or two identical white pieces' midpoint in
its half-square triangle), with the later men breaking the ties Leapfrog
leaves (see docs/conventions.md). With no FEN, reads one per line from stdin; a
bad line is reported with its number and the rest are still read.
`

// runCanon is count canon.
func runCanon(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("count canon", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	colorFlip := fs.Bool("color-flip", false, "also identify a position with its colour flip (ranks mirrored, colours and side to move swapped)")
	conventionName := fs.String("convention", "min", "which image is canonical: min (smallest key) or leapfrog (Leapfrog's triangles)")
	formatName := fs.String("format", "text", "output format: text, markdown, csv, json or html")
	help := fs.BoolP("help", "h", false, "show this help")
	if err := fs.Parse(args); err != nil {
		return usage(stderr, err)
	}
	if *help {
		fmt.Fprint(stdout, canonUsage)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return exitOK
	}
	format, err := tables.ParseFormat(*formatName)
	if err != nil {
		return usage(stderr, err)
	}
	conv, err := position.ParseConvention(*conventionName)
	if err != nil {
		return usage(stderr, err)
	}
	header := []string{"position", "canonical", "symmetry", "class size", "stabiliser"}
	var rows [][]string
	row := func(fen string) error {
		p, err := position.ParseFEN(fen)
		if err != nil {
			return err
		}
		canon, op, size, stab := p.Canonical(conv, *colorFlip)
		var names []string
		for _, o := range stab {
			names = append(names, o.String())
		}
		rows = append(rows, []string{strings.Join(strings.Fields(fen), " "), canon.FEN(), op.String(), fmt.Sprint(size), strings.Join(names, " ")})
		return nil
	}
	if fs.NArg() > 0 {
		for _, fen := range fs.Args() {
			if err := row(fen); err != nil {
				if !strings.Contains(fen, " ") {
					err = fmt.Errorf("%v; quote each FEN, as in count canon \"8/8/8/8/8/8/8/K6k w - -\"", err)
				}
				return usage(stderr, err)
			}
		}
	} else {
		bad := 0
		reader := bufio.NewReader(stdin) // no limit on a line's length
		for line := 1; ; line++ {
			text, err := reader.ReadString('\n')
			if err != nil && err != io.EOF {
				return fail(stderr, err)
			}
			if t := strings.TrimSpace(text); t != "" && !strings.HasPrefix(t, "#") {
				if err := row(t); err != nil {
					fmt.Fprintf(stderr, "count canon: line %d: %v\n", line, err)
					bad++
				}
			}
			if err == io.EOF {
				break
			}
		}
		defer func() {
			if bad > 0 {
				fmt.Fprintf(stderr, "count canon: %d bad lines skipped\n", bad)
			}
		}()
		if bad > 0 {
			if err := tables.Rows(stdout, format, header, rows); err != nil {
				return fail(stderr, err)
			}
			return exitUsage
		}
	}
	if err := tables.Rows(stdout, format, header, rows); err != nil {
		return fail(stderr, err)
	}
	return exitOK
}
