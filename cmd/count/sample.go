package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/sample"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

const sampleLong = `Draws configurations of a material at random from exactly the set that
count MATERIAL counts, under the same flags, every one equally likely;
with --classes, one configuration of each class drawn, every class
equally likely, printed as its canonical image (the smallest of its
images, as count --position shows it).

It puts the men on distinct squares, every square alike, and keeps the
draw only if the rules allow it: what it keeps is exactly uniform over
the set, and the share kept is reported on stderr. For classes it keeps a
configuration with probability |Stab|/|G| besides, which makes every
class equally likely (docs/sampling.md has the proof).

Under the legal rules on 8x8 each draw is a FEN (no castling or en
passant rights, move counters 0 1), or an EPD line with --epd; other
rules and boards give the men as --position reads them (Ka1 Rb2 kc3),
with the side to move under the legal rules. --format text prints a
draw a line; the other formats a table of the draws. --seed repeats a
run; without it a seed is chosen and printed on stderr.`

const sampleExample = `  # five legal positions of KQvKR, White or Black to move
  count sample KQKR --rules legal -n 5

  # the same five again
  count sample KQKR --rules legal -n 5 --seed 42

  # one class of KNNK on 4x4, every class equally likely
  count sample KNNK --board 4x4 --classes`

// maxDraws is the most draws a run prints: a million lines, a few
// seconds for most materials.
const maxDraws = 1_000_000

// drawFlags are the flags of every count sample command: how many to
// draw, the seed, and how to print them.
type drawFlags struct {
	runFlags
	epd    bool
	number int
	seed   uint64
}

// addDraw adds -n, --seed, --epd and --format to fs.
func (f *drawFlags) addDraw(fs *pflag.FlagSet) {
	fs.IntVarP(&f.number, "number", "n", 1, fmt.Sprintf("how many to draw, 1 to %d", maxDraws))
	fs.Uint64Var(&f.seed, "seed", 0, "the seed of the draws, to repeat a run (default: a seed chosen and printed on stderr)")
	fs.BoolVar(&f.epd, "epd", false, "print EPD lines (the FEN's first four fields) rather than FENs: positions of chess on 8x8")
	f.addFormat(fs)
}

// readDraw checks -n and --format, and returns the job's printing.
func (f *drawFlags) readDraw() (*sampleJob, error) {
	if f.number < 1 || f.number > maxDraws {
		return nil, usageError{fmt.Errorf("-n %d: draw 1 to %d a run (a million lines, some seconds); run again, with another --seed, for more", f.number, maxDraws)}
	}
	o, err := f.runFlags.read()
	if err != nil {
		return nil, err
	}
	return &sampleJob{format: o.format, epd: f.epd}, nil
}

// sampleFlags are the flags of count sample MATERIAL.
type sampleFlags struct {
	specFlags
	drawFlags
	classes bool
}

// newSample returns count sample.
func newSample(e *env) *cobra.Command {
	f := &sampleFlags{}
	cmd := &cobra.Command{
		Use:     "sample MATERIAL",
		Short:   "Draw configurations of a material at random, each (or each class) equally likely",
		Long:    sampleLong,
		Example: sampleExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			return f.run(cmd, args, e)
		},
	}
	fs := cmd.Flags()
	f.addSpec(fs)
	fs.BoolVar(&f.classes, "classes", false, "draw classes, every class equally likely, each printed as its canonical image")
	f.addDraw(fs)
	cmd.AddCommand(newSampleAll(e), newSamplePositions(e))
	return cmd
}

// sampleJob is what a count sample command draws and how it prints it.
type sampleJob struct {
	board  pieces.Board
	toMove bool              // the draws have a side to move
	fen    bool              // the draws are chess positions on 8x8, a FEN each
	perms  [][]pieces.Square // the group's under --classes, for the canonical images; else nil
	format tables.Format
	epd    bool
}

// A drawer draws at random from one counted set: a sample.Sampler or a
// sample.AllSampler.
type drawer interface {
	Draw(ctx context.Context, rng *rand.Rand) (sample.Draw, error)
	Acceptance() (kept, tries int64)
}

// run reads the command line, draws and prints.
func (f *sampleFlags) run(cmd *cobra.Command, args []string, e *env) error {
	job, s, err := f.read(cmd.Flags(), args)
	if err != nil {
		return err
	}
	var g *symmetry.Group
	if job.perms != nil {
		g = &s.group
	}
	sm, err := sample.New(cmd.Context(), s.spec, g)
	if errors.Is(err, sample.ErrEmpty) {
		return usageError{fmt.Errorf("%s on %s under the %s rules has no configuration to draw: the rules allow none; give a larger board or other rules", s.spec.Material, s.spec.Board, s.spec.Rules)}
	}
	if err != nil {
		return err
	}
	return f.draw(cmd, e, job, sm)
}

// draw draws f.number times with sm, printing each, then the share of
// the tries kept on stderr.
func (f *drawFlags) draw(cmd *cobra.Command, e *env, job *sampleJob, sm drawer) error {
	seed := f.seed
	if !cmd.Flags().Changed("seed") {
		seed = rand.Uint64()
		fmt.Fprintf(e.stderr, "seed %d (give --seed %d to draw these again)\n", seed, seed)
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	out := job.newPrinter(e)
	line := newProgressLine(e)
	for i := range f.number {
		d, err := sm.Draw(cmd.Context(), rng)
		if err != nil {
			line.done()
			return f.stopped(err, i, out, job, e)
		}
		if err := out.add(job, job.shown(d)); err != nil {
			return err
		}
		line.show(func() string { return fmt.Sprintf("drawn %d of %d", i+1, f.number) })
	}
	line.done()
	kept, tries := sm.Acceptance()
	fmt.Fprintf(e.stderr, "kept %d of %d tries (%.3g %%)\n", kept, tries, 100*float64(kept)/float64(tries))
	return out.flush(job)
}

// stopped prints the drawn draws of a run that err stopped (Ctrl-C), and
// says on stderr that they are fewer than asked: each is still drawn
// uniformly, as in a run of that many.
func (f *drawFlags) stopped(err error, drawn int, out *samplePrinter, job *sampleJob, e *env) error {
	if !errors.Is(err, context.Canceled) {
		return err
	}
	if err := out.flush(job); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "count: interrupted after %d of the %d draws asked; those printed are drawn uniformly all the same\n", drawn, f.number)
	return exitStatus(exitInterrupted)
}

// materialSet is the set count sample MATERIAL draws from: a spec, and
// the group of its classes.
type materialSet struct {
	spec  placement.Spec
	group symmetry.Group
}

// read checks the flags and the material.
func (f *sampleFlags) read(fs *pflag.FlagSet, args []string) (*sampleJob, materialSet, error) {
	if len(args) != 1 {
		return nil, materialSet{}, usageError{fmt.Errorf("count sample draws from one material, and %d are given; name one, such as KRK", len(args))}
	}
	job, err := f.readDraw()
	if err != nil {
		return nil, materialSet{}, err
	}
	if err := f.checkBoard(fs); err != nil {
		return nil, materialSet{}, err
	}
	s, g, err := f.spec(fs, args[0]).Parse()
	if err != nil {
		return nil, materialSet{}, usageError{err}
	}
	job.board, job.toMove = s.Board, s.Rules == placement.Legal
	job.fen = s.Board == pieces.Chessboard && job.toMove && !s.Material.Puzzle()
	if f.classes {
		job.perms = g.Perms(s.Board)
	}
	if f.epd && !job.fen {
		return nil, materialSet{}, usageError{fmt.Errorf("--epd prints positions of the 8x8 board under the legal rules; add --rules legal, or drop --epd")}
	}
	return job, materialSet{s, g}, nil
}

// shown returns d as the job prints it: its canonical image under
// --classes.
func (j *sampleJob) shown(d sample.Draw) sample.Draw {
	if j.perms != nil {
		d.Men, _ = orbits.Canonical(d.Men, j.perms)
	}
	return d
}

// position writes d as a FEN or an EPD line, or as its men.
func (j *sampleJob) position(d sample.Draw) string {
	if !j.fen {
		return countspec.MenText(j.board, d.Men)
	}
	p := d.Position()
	if j.epd {
		return strings.Join(strings.Fields(p.FEN())[:4], " ")
	}
	return p.FEN()
}

// text writes d as a line: its position, and the side to move under the
// legal rules where the position does not say it.
func (j *sampleJob) text(d sample.Draw) string {
	if j.toMove && !j.fen {
		return fmt.Sprintf("%s, %s to move", j.position(d), d.ToMove)
	}
	return j.position(d)
}

// A samplePrinter prints the draws in the job's format: as text a line
// each, written as they are drawn; in the other formats a table, the side
// to move a column of its own under the legal rules, written at the end.
type samplePrinter struct {
	text *bufio.Writer // text; nil for a table
	out  io.Writer
	rows [][]string
}

// newPrinter returns the printer of the job's draws to e's stdout.
func (j *sampleJob) newPrinter(e *env) *samplePrinter {
	if j.format == tables.Text {
		return &samplePrinter{text: bufio.NewWriter(e.stdout)}
	}
	return &samplePrinter{out: e.stdout}
}

// add prints d, or keeps its row.
func (p *samplePrinter) add(j *sampleJob, d sample.Draw) error {
	if p.text != nil {
		_, err := p.text.WriteString(j.text(d) + "\n")
		return err
	}
	row := []string{j.position(d)}
	if j.toMove {
		row = append(row, d.ToMove.String())
	}
	p.rows = append(p.rows, row)
	return nil
}

// flush writes what p holds.
func (p *samplePrinter) flush(j *sampleJob) error {
	if p.text != nil {
		return p.text.Flush()
	}
	header := []string{"position"}
	if j.toMove {
		header = append(header, "to move")
	}
	return tables.RowsWithText(p.out, j.format, header, p.rows, "position")
}
