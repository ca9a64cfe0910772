package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/sample"
)

const samplePositionsLong = `Draws whole positions at random from exactly the set that count positions
counts under the same flags: placements with a side to move, castling
rights and en passant rights, every position equally likely. Of several
materials, or every material of --men N (A-B), each is drawn in
proportion to its positions, as count positions counts them.

It counts no position first. It picks a material, a side to move and a
set of rights (none, castling, en passant, or both) in proportion to the
configurations with the men those rights need in place, puts the other
men on the squares left uniformly, and keeps the draw if the position is
one the rules count: the legal rules, and for an en passant right a pawn
of the side to move beside the pawn that advanced (and under --ep fide a
legal capture); else it picks again. What it keeps is exactly uniform,
so each material comes in proportion to its positions; the share kept is
reported on stderr (docs/sampling.md). A material with no legal
configuration at all is left out, and if every one is, the run says so.

On 8x8 each draw is a FEN with its rights (Chess960's written with the
rooks' files), or an EPD line with --epd; on other boards the men as
count --position reads them and the side to move.`

const samplePositionsExample = `  # five positions of KRPvKR with their rights
  count sample positions KRPvKR -n 5

  # every 5-man material, each in proportion to its positions
  count sample positions --men 5 -n 10 --seed 1

  # Chess960 castling rights, Black to move
  count sample positions KRRvKRR --castling chess960 --to-move black`

// samplePositionsFlags are the flags of count sample positions.
type samplePositionsFlags struct {
	drawFlags
	rules positionsFlags
}

// newSamplePositions returns count sample positions.
func newSamplePositions(e *env) *cobra.Command {
	f := &samplePositionsFlags{}
	cmd := &cobra.Command{
		Use:     "positions [MATERIAL...] [--men N]",
		Short:   "Draw whole positions at random, with their rights, each equally likely",
		Long:    samplePositionsLong,
		Example: samplePositionsExample,
		RunE:    func(cmd *cobra.Command, args []string) error { return f.run(cmd, args, e) },
	}
	fs := cmd.Flags()
	addBoardFlag(fs, &f.rules.board)
	addToMoveFlag(fs, &f.rules.toMove)
	addEPFlag(fs, &f.rules.ep)
	addCastlingFlag(fs, &f.rules.castling)
	addPawnRanksFlag(fs, &f.rules.pawnRanks)
	addArmyFlag(fs, &f.rules.army)
	addMenFlag(fs, &f.rules.men, maxMen, " (on the smallest boards, such as 4x4, up to every square)")
	f.addDraw(fs)
	return cmd
}

// run reads the flags and materials, draws and prints.
func (f *samplePositionsFlags) run(cmd *cobra.Command, args []string, e *env) error {
	job, err := f.readDraw()
	if err != nil {
		return err
	}
	rules, b, materials, err := f.materials(cmd.Flags(), args)
	if err != nil {
		return err
	}
	job.board, job.toMove, job.fen = b, true, b == pieces.Chessboard
	if f.epd && !job.fen {
		return usageError{fmt.Errorf("--epd prints positions of the 8x8 board, and the board is %s; drop --epd", b)}
	}
	sm, err := sample.NewPositions(cmd.Context(), materials, b, rules)
	if errors.Is(err, sample.ErrEmpty) {
		return usageError{fmt.Errorf("the materials have no position on %s under these rules: give a larger board or other materials", b)}
	}
	if err != nil {
		return err
	}
	return f.draw(cmd, e, job, sm)
}

// materials reads the rules, the board and the materials: those named,
// or with --men every material of those numbers of men.
func (f *samplePositionsFlags) materials(fs *pflag.FlagSet, args []string) (census.Rules, pieces.Board, []pieces.Material, error) {
	rules, err := f.rules.rules(fs)
	if err != nil {
		return rules, pieces.Board{}, nil, err
	}
	b, err := pieces.ParseBoard(f.rules.board)
	if err != nil {
		return rules, b, nil, usageError{err}
	}
	if err := checkCastling(rules.Castling, b); err != nil {
		return rules, b, nil, err
	}
	if fs.Changed("men") {
		if len(args) > 0 {
			return rules, b, nil, usageError{errors.New("--men draws from every material of its men; give no material")}
		}
		lo, hi, err := menRange(f.rules.men, "--men", min(maxMenOn(b), max(2, b.Squares())))
		if err != nil {
			return rules, b, nil, err
		}
		var out []pieces.Material
		for n := lo; n <= hi; n++ {
			out = append(out, pieces.MaterialsUnder(n, b, rules.Army, rules.PawnRanks)...)
		}
		return rules, b, out, nil
	}
	if len(args) == 0 {
		return rules, b, nil, usageError{errors.New("no material given; name one, such as KRvKR, or give --men N")}
	}
	var out []pieces.Material
	for _, a := range args {
		m, err := pieces.ParseMaterial(a)
		if err == nil {
			err = census.CheckUnder(m, b, rules)
		}
		if err != nil {
			return rules, b, nil, usageError{err}
		}
		out = append(out, m)
	}
	return rules, b, out, nil
}
