package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/sample"
)

const sampleAllLong = `Draws positions at random from exactly the set that count all counts under
the same flags, castling and en passant rights included, every position
equally likely: any material, any number of men, with --refine's rules.

It draws from a larger set it counts exactly, in boxes: a side to move
and a set of rights (none, castling, en passant, or both) with the men
they need in place; two armies the promotions allow (for --refine
captures and files, no more promotions than the captures allow and no
more files to oppose than either side has pawns), the other pawns on
squares where pawns may stand, the other men on any squares left. It
keeps a draw if the rules count it (the kings apart, the side not to
move not in check, the refinements, a pawn beside the one that advanced
for an en passant right), so what it keeps is exactly uniform; the share
kept is reported on stderr (docs/sampling.md has the proof).

On 8x8 each draw is a FEN with its rights (move counters 0 1), or an
EPD line with --epd; on other boards the men as count --position reads
them, with the side to move. --men N draws positions of N men, A-B of A
to B.`

const sampleAllExample = `  # five positions of chess, every one equally likely
  count sample all -n 5

  # under the tightest rules counted: captures and the opposed files
  count sample all --refine captures,files -n 5 --seed 1

  # without rights, as count all --castling none --ep none counts
  count sample all --castling none --ep none -n 5

  # positions of 4x4 chess with 6 men
  count sample all --board 4x4 --men 6`

// sampleAllFlags are the flags of count sample all.
type sampleAllFlags struct {
	drawFlags
	rules allFlags
}

// newSampleAll returns count sample all.
func newSampleAll(e *env) *cobra.Command {
	f := &sampleAllFlags{}
	cmd := &cobra.Command{
		Use:     "all",
		Short:   "Draw positions of all of chess at random, each equally likely",
		Long:    sampleAllLong,
		Example: sampleAllExample,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("count sample all draws from every material; drop %q (count sample MATERIAL draws from one)", args[0])}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, _ []string) error { return f.run(cmd, e) },
	}
	fs := cmd.Flags()
	addBoardFlag(fs, &f.rules.board)
	addPawnRanksFlag(fs, &f.rules.pawnRanks)
	addArmyFlag(fs, &f.rules.army)
	addMenFlag(fs, &f.rules.men, allMaxMen, " (fewer on a smaller board)")
	addCastlingFlag(fs, &f.rules.castling)
	addEPFlag(fs, &f.rules.ep)
	addRefineFlag(fs, &f.rules.refine)
	f.addDraw(fs)
	return cmd
}

// run reads the flags, draws and prints.
func (f *sampleAllFlags) run(cmd *cobra.Command, e *env) error {
	job, err := f.readDraw()
	if err != nil {
		return err
	}
	fewest, r, err := f.rules.rules(cmd.Flags())
	if err != nil {
		return err
	}
	job.board, job.toMove = r.Board, true
	job.fen = r.Board == pieces.Chessboard
	if f.epd && !job.fen {
		return usageError{fmt.Errorf("--epd prints positions of the 8x8 board, and the board is %s; drop --epd", r.Board)}
	}
	sm, err := sample.NewAll(r, fewest)
	if errors.Is(err, sample.ErrEmpty) {
		return usageError{fmt.Errorf("count all on %s counts no position of %d men or more: the kings cannot stand apart, or the men do not fit; give a larger board or fewer men", r.Board, fewest)}
	}
	if err != nil {
		return err
	}
	return f.draw(cmd, e, job, sm)
}
