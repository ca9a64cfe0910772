package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
)

var checkLong = fmt.Sprintf(`Says, for each position, which of the sets the tool counts hold it, and for
each that does not, the rule it breaks, in one sentence: the placements
of its material (count MATERIAL), its legal positions with its side to
move (--rules legal), its whole positions with their castling and en
passant rights (count positions, NULP's en passant rule, and FIDE's when
the position has an en passant square, Chess960's castling when it has
castling rights), and all of chess (count all), plain and under each
refinement that can be counted.

The rules are the counts' own definitions: the placement rules the
counters are tested against, and for all of chess the rules of
allchess.Position.Admitted, which the refinements' counts and count
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

// A checkedSet is one set the tool counts, by the command that counts
// it, and whether it holds a position, and if not, why.
type checkedSet struct {
	command string
	holds   func(p position.Position) (bool, string)
}

// checkRows returns the rows of one FEN or EPD line: a row for each set,
// and a last row that says whether any set leaves it out.
func checkRows(line string) ([]canonRow, error) {
	p, ops, err := position.ParseEPD(line)
	if err != nil {
		return nil, err
	}
	id, _ := ops.ID()
	given := pieces.Clip(positionFields(line))
	var rows []canonRow
	out := 0
	for _, s := range checkedSets(p) {
		in, why := s.holds(p)
		verdict := "yes"
		if !in {
			verdict, out = "no", out+1
		}
		rows = append(rows, canonRow{pieces.Clip(id), []string{given, s.command, verdict, why}})
	}
	summary := []string{given, "every set above", "yes", "no rule of the tool excludes it (it searches for no proof game: that is not to say a game reaches it)"}
	if out > 0 {
		summary[2], summary[3] = "no", fmt.Sprintf("%d of the %d sets leave%s it out", out, len(rows), map[bool]string{true: "s"}[out == 1])
	}
	return append(rows, canonRow{pieces.Clip(id), summary}), nil
}

// checkedSets returns the sets count check asks about p: the placements,
// the legal positions, the whole positions and all of chess; FIDE's en
// passant rule when p has an en passant square, Chess960's castling when
// it has castling rights.
func checkedSets(p position.Position) []checkedSet {
	material := materialOf(p.Men())
	out := []checkedSet{
		{"count " + material, placementRule(placement.Placement)},
		{fmt.Sprintf("count %s --rules legal --to-move %s", material, p.ToMove), placementRule(placement.Legal)},
		{"count positions " + material, wholePosition(rights.StandardCastling, rights.NULP)},
	}
	if p.EP >= 0 {
		out = append(out, checkedSet{"count positions " + material + " --ep fide", wholePosition(rights.StandardCastling, rights.FIDE)})
	}
	if p.Castling.Any() {
		out = append(out, checkedSet{"count positions " + material + " --castling chess960", wholePosition(rights.Chess960Castling, rights.NULP)})
	}
	for _, refine := range [][]allchess.Refinement{nil, {allchess.Captures}, {allchess.Bishops}, {allchess.Captures, allchess.Bishops}, {allchess.Captures, allchess.Files}} {
		out = append(out, allSet(refine))
	}
	return out
}

// materialOf names the material of men as count reads it: KRvK.
func materialOf(men []placement.Man) string {
	var sides [2]strings.Builder
	for _, k := range []pieces.Kind{pieces.King, pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn} {
		for _, m := range men {
			if m.Piece.Kind == k {
				sides[m.Piece.Color].WriteByte(k.Letter())
			}
		}
	}
	return sides[pieces.White].String() + "v" + sides[pieces.Black].String()
}

// placementRule returns the judge of rules' configurations: the men as
// the FEN places them, with its side to move.
func placementRule(rules placement.Rules) func(position.Position) (bool, string) {
	return func(p position.Position) (bool, string) {
		s := placement.Spec{Board: pieces.Chessboard, Material: checkKings, Rules: rules}
		if err := s.Refusal(p.Men(), p.ToMove); err != nil {
			return false, sentence(err.Error())
		}
		return true, ""
	}
}

// checkKings is a material with a king a side, for the placement rules'
// Refusal, which asks of the material only that it is not a puzzle's.
var checkKings, _ = pieces.ParseMaterial("KvK")

// wholePosition returns the judge of count positions' positions under
// the castling and en passant rules: legal, with rights the rules count.
func wholePosition(castling rights.CastlingRule, ep rights.EP) func(position.Position) (bool, string) {
	legal := placementRule(placement.Legal)
	return func(p position.Position) (bool, string) {
		if ok, why := legal(p); !ok {
			return false, why
		}
		return rightsHeld(p, castling, ep)
	}
}

// rightsHeld reports whether the castling and en passant rules count p's
// rights, and if not, why.
func rightsHeld(p position.Position, castling rights.CastlingRule, ep rights.EP) (bool, string) {
	b := pieces.Chessboard
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		var rooks []int
		for f := range b.Files {
			if p.Castling[c]&(1<<f) != 0 {
				rooks = append(rooks, f)
			}
		}
		king := slices.IndexFunc(p.Men(), func(m placement.Man) bool { return m.Piece == pieces.Piece{Color: c, Kind: pieces.King} })
		file, _ := b.Coords(p.Men()[king].Square)
		if ok, why := rights.CastlingHeld(castling, b, c, file, rooks); !ok {
			return false, sentence(why)
		}
	}
	if p.EP >= 0 {
		if ok, why := rights.EPHeld(ep, b, p.Men(), p.ToMove, pieces.Square(p.EP)); !ok {
			return false, sentence(why)
		}
	}
	return true, ""
}

// allSet returns the set of count all under the refinements refine, with
// its castling and en passant rights.
func allSet(refine []allchess.Refinement) checkedSet {
	command := "count all"
	if len(refine) > 0 {
		var names []string
		for _, x := range refine {
			names = append(names, x.Name())
		}
		command += " --refine " + strings.Join(names, ",")
	}
	r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, Castling: rights.StandardCastling, EP: rights.NULP, Refine: refine}
	return checkedSet{command, allRulesHold(r)}
}

// allRulesHold returns the judge of the positions allchess.Count counts
// under r, on 8x8: allchess.Position.Admitted, and the rights as r counts
// them.
func allRulesHold(r allchess.Rules) func(position.Position) (bool, string) {
	return func(p position.Position) (bool, string) {
		q := allchess.Position{Rules: r, Men: make([]*pieces.Piece, 64), ToMove: p.ToMove}
		for _, m := range p.Men() {
			q.Men[m.Square] = &m.Piece
		}
		if ok, why := q.Admitted(); !ok {
			return false, why
		}
		return rightsHeld(p, r.Castling, r.EP)
	}
}

// sentence returns s with its first letter a capital.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
