package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/verdict"
)

var checkLong = fmt.Sprintf(`Says, for each position, which of the sets the tool counts hold it, and for
each that does not, the rule it breaks, in one sentence: the placements
of its material (count MATERIAL), its legal positions with its side to
move (--rules legal), its whole positions with their castling and en
passant rights (count positions, NULP's en passant rule, and FIDE's when
the position has an en passant square, Chess960's castling when it has
castling rights), and all of chess (count all), plain and under each
refinement that can be counted.

The rules are the counts' own definitions (package verdict): the
placement rules the counters are tested against, the rights as package
rights judges them, and for all of chess the rules of
verdict.Admitted, which the refinements' counts and count
sample all share. A position in every set is reported as excluded by no
rule of the tool, never as legal: the tool searches for no proof game,
and some positions in every set are reached by no game (docs/sampling.md).

Positions are FEN or EPD, read as count canon reads them: each argument
a FEN (quoted), a file of FEN or EPD lines, or - for stdin; with no
argument, stdin. At most %d positions a run.`, maxPositions)

const checkExample = `  count check "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
  count check "rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPP1/RNBQKBNR w KQkq -"
  count check positions.epd --format json`

// newCheck returns count check.
func newCheck(e *env) *cobra.Command {
	var f runFlags
	cmd := &cobra.Command{
		Use:     "check [FEN | FILE]...",
		Short:   "Which counted sets hold a position, and the rule that keeps it out of the others",
		Long:    checkLong,
		Example: checkExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			t := &positionTable{
				rowsOf: checkRows,
				header: []string{"position", "set", "in", "rule broken"},
				text:   []string{"in"},
			}
			return t.run(args, o.format, e)
		},
	}
	f.addFormat(cmd.Flags())
	return cmd
}

// checkRows returns the rows of one FEN or EPD line: a row for each set
// (verdict.Of), and a last row that says whether any set leaves it out.
func checkRows(line string) ([]canonRow, error) {
	p, ops, err := position.ParseEPD(line)
	if err != nil {
		return nil, err
	}
	id, _ := ops.ID()
	given := pieces.Clip(positionFields(line))
	var rows []canonRow
	out := 0
	for _, v := range verdict.Of(p) {
		in := "yes"
		if !v.In {
			in, out = "no", out+1
		}
		rows = append(rows, canonRow{pieces.Clip(id), []string{given, v.Set, in, v.Rule}})
	}
	summary := []string{given, "every set above", "yes", "no rule of the tool excludes it (it searches for no proof game: that is not to say a game reaches it)"}
	if out > 0 {
		summary[2], summary[3] = "no", fmt.Sprintf("%d of the %d sets leave%s it out", out, len(rows), map[bool]string{true: "s"}[out == 1])
	}
	return append(rows, canonRow{pieces.Clip(id), summary}), nil
}
