package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

const classesLong = `Counts the configurations of each material on a board up to the board's
symmetries, with Burnside's lemma: classes = Σ|Fix(g)| / |G|.

MATERIAL is a chess material, one king per side with White's men first
(KRK, KRvK, KQRvKR, KPvKP), or a puzzle army without sides (8Q, QQQQQQQQ,
2K, 4R, 1KQ). Case does not matter in a material (krk is KRvK): the order
says whose men they are; in --position, lower case is Black.

The subcommands do the other jobs: every material with N men, whole
positions, canonical forms of FENs, the symmetries themselves.`

const classesExample = `  # the thesis's KRK count, term by term
  count KRK --table

  # the thesis's table of section 5.1
  count KK --table --notation thesis

  # legal positions with White to move
  count KRvK --rules legal --to-move white

  # eight queens: 92 solutions, 12 classes
  count 8Q --rules nonattacking --table

  # three materials, a row each
  count KRK KQK KPK --format json

  # classes by stabiliser: 441 of 8, 21 of 4
  count KK --orbits

  # the computation told step by step
  count KRK --explain

  # the board's squares coloured by orbit
  count KK --svg orbits.svg

  # a position beside its canonical image
  count KRK --svg p.svg --position "Kc6 Rh1 kd8"

  # every 5-man material (count men -h)
  count men 5

  # whole positions (count positions -h)
  count positions KRvKR`

// specFlags are the flags that say what a material's configurations are.
type specFlags struct {
	board, group, rules, toMove string
	labelled                    bool
}

// addBoard adds --board to fs.
func (s *specFlags) addBoard(fs *pflag.FlagSet) { addBoardFlag(fs, &s.board) }

// addSpec adds the flags of a spec to fs: --board, --group, --rules,
// --to-move and --labelled.
func (s *specFlags) addSpec(fs *pflag.FlagSet) {
	addBoardFlag(fs, &s.board)
	addGroupFlag(fs, &s.group)
	addRulesFlag(fs, &s.rules)
	addToMoveFlag(fs, &s.toMove)
	addLabelledFlag(fs, &s.labelled)
}

// spec returns the spec of material under the flags of fs.
func (s *specFlags) spec(fs *pflag.FlagSet, material string) countspec.Spec {
	spec := countspec.Spec{Material: material, Board: s.board, Rules: s.rules, Group: s.group, Labelled: s.labelled}
	if fs.Changed("to-move") {
		spec.ToMove = s.toMove
	}
	return spec
}

// specRunFlags are the flags of a count of materials under a spec.
type specRunFlags struct {
	specFlags
	runFlags
}

// classesFlags are the flags of count [MATERIAL...].
type classesFlags struct {
	specFlags
	runFlags
	table, verify, orbits, explain bool
	verifyAnyway, force            bool
	svg, position, element         string
	notation                       string
}

// classesJob is count [MATERIAL...] read from its command line.
type classesJob struct {
	runOpts
	specs    []placement.Spec
	groups   []symmetry.Group
	f        *classesFlags
	notation tables.Notation
	element  *symmetry.Element
}

// newClasses returns the command that counts the classes of materials,
// named by use: the root, and count classes.
func newClasses(e *env, use string) *cobra.Command {
	f := &classesFlags{}
	cmd := &cobra.Command{
		Use:     use,
		Short:   "Count each material's classes up to the board's symmetries",
		Long:    classesLong,
		Example: classesExample,
		RunE: func(cmd *cobra.Command, args []string) error {
			job, err := f.read(cmd.Flags(), args)
			if err != nil {
				return suggest(cmd, args, err)
			}
			ctx, cancel := job.context(cmd.Context())
			defer cancel()
			return job.run(ctx, e)
		},
	}
	fs := cmd.Flags()
	f.addSpec(fs)
	f.addAll(fs)
	addNotationFlag(fs, &f.notation)
	fs.StringVar(&f.element, "element", "", "with --svg: draw this element's fixed squares and cycles (a word such as D or HV, or a name)")
	fs.BoolVar(&f.table, "table", false, "print each material's per-element table of Burnside's sum")
	fs.BoolVar(&f.verify, "verify", false, "also count classes by brute-force orbit enumeration and compare; refused beyond 10^9 placements (minutes)")
	fs.BoolVar(&f.verifyAnyway, "verify-anyway", false, "--verify however many placements it lists (hours or years)")
	fs.BoolVar(&f.orbits, "orbits", false, "break the classes down by stabiliser and class size")
	fs.BoolVar(&f.explain, "explain", false, "narrate the computation: the group, what each element fixes and why, the division")
	fs.StringVar(&f.svg, "svg", "", "also write a picture to FILE, a new one unless --force: the board coloured by the group's square orbits (or see --element)")
	addForceFlag(fs, &f.force)
	fs.StringVar(&f.position, "position", "", `with --svg: draw this position (men such as "Ka1 Rb2 kc3", or a FEN) beside its canonical image`)
	return cmd
}

// read checks the flags and the materials.
func (f *classesFlags) read(fs *pflag.FlagSet, args []string) (*classesJob, error) {
	o, err := f.runFlags.read()
	if err != nil {
		return nil, err
	}
	job := &classesJob{runOpts: o, f: f}
	if job.notation, err = tables.ParseNotation(f.notation); err != nil {
		return nil, usageError{err}
	}
	if len(args) == 0 {
		return nil, usageError{errors.New("no material given; name one, such as KRK, or a subcommand, such as men")}
	}
	if err := f.check(fs); err != nil {
		return nil, err
	}
	if err := f.checkBoard(fs); err != nil {
		return nil, err
	}
	if job.element, err = f.readElement(fs); err != nil {
		return nil, err
	}
	for _, a := range args {
		s, g, err := f.spec(fs, a).Parse()
		if err != nil {
			return nil, usageError{err}
		}
		if job.element != nil && !job.element.Fits(s.Board) {
			return nil, usageError{fmt.Errorf("--element %s needs a square board", job.element.Word())}
		}
		job.specs = append(job.specs, s)
		job.groups = append(job.groups, g)
	}
	if err := f.checkPosition(job.specs[0]); err != nil {
		return nil, err
	}
	if err := f.checkVerify(job.specs); err != nil {
		return nil, err
	}
	return job, nil
}

// readElement reads --element, which --svg draws, or returns nil when
// there is none to draw.
func (f *classesFlags) readElement(fs *pflag.FlagSet) (*symmetry.Element, error) {
	if f.svg == "" || !fs.Changed("element") {
		return nil, nil
	}
	el, err := symmetry.ParseElement(f.element)
	if err != nil {
		return nil, usageError{err}
	}
	return &el, nil
}

// checkPosition refuses a --position that the count of spec does not
// count (see countspec.ReadPosition), before anything is counted.
func (f *classesFlags) checkPosition(spec placement.Spec) error {
	if f.position == "" {
		return nil
	}
	if _, err := countspec.ReadPosition(spec, f.position); err != nil {
		return usageError{positionError(err)}
	}
	return nil
}

// positionError words a refusal of --position as the flag's: the
// library's sentences name the position ("position: two men on c3",
// "position \"Ka1\" does not hold …").
func positionError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "position")
	return fmt.Errorf("--position: %s", strings.TrimLeft(msg, ": "))
}

// checkVerify refuses --verify for a count that lists too many
// placements, unless --verify-anyway is given.
func (f *classesFlags) checkVerify(specs []placement.Spec) error {
	if !f.verify || f.verifyAnyway {
		return nil
	}
	return checkVerifySize(specs)
}

// svgFile is the file --svg names.
func (f *classesFlags) svgFile() outputFile {
	return outputFile{name: "--svg " + f.svg, path: f.svg, example: "board.svg", force: f.force}
}

// checkSVG refuses an --svg file that cannot be written (empty, a
// directory, in a directory that is not there, or there already without
// --force), and --force without --svg.
func (f *classesFlags) checkSVG(fs *pflag.FlagSet) error {
	switch {
	case fs.Changed("svg") && f.svg == "":
		return usageError{errors.New(`--svg "": give a file name, such as --svg board.svg`)}
	case fs.Changed("svg"):
		return f.svgFile().check()
	case fs.Changed("force"):
		return usageError{errors.New("--force lets --svg write over a file there already; add --svg FILE, or drop --force")}
	}
	return nil
}

// checkBoard refuses a --board given empty, which the spec would read
// as the default.
func (s *specFlags) checkBoard(fs *pflag.FlagSet) error {
	if !fs.Changed("board") {
		return nil
	}
	if _, err := pieces.ParseBoard(s.board); err != nil {
		return usageError{err}
	}
	return nil
}

// suggest adds to a mistake in the materials args the subcommand the
// first of them may have meant, such as men for mne.
func suggest(cmd *cobra.Command, args []string, err error) error {
	if len(args) == 0 || !errors.Is(err, countspec.ErrMaterial) {
		return err
	}
	if s := cmd.Root().SuggestionsFor(args[0]); len(s) > 0 {
		return usageError{fmt.Errorf("%w; or did you mean count %s?", err, s[0])}
	}
	return err
}

// check refuses the flags that go only with others.
func (f *classesFlags) check(fs *pflag.FlagSet) error {
	if err := f.checkSVG(fs); err != nil {
		return err
	}
	if f.explain && fs.Changed("format") && f.format != "text" {
		return usageError{fmt.Errorf("--explain tells the computation in text; drop --format %s, or drop --explain for the %s output", f.format, f.format)}
	}
	for _, name := range []string{"element", "position"} {
		if fs.Changed(name) && f.svg == "" {
			return usageError{fmt.Errorf("--%s chooses what --svg draws; add --svg FILE", name)}
		}
	}
	if fs.Changed("notation") && !f.table {
		return usageError{errors.New("--notation names the elements in --table; add --table")}
	}
	if boolCount(f.table, f.orbits, f.explain) > 1 {
		return usageError{errors.New("--table, --orbits and --explain each print the result their own way; give one")}
	}
	if fs.Changed("element") && fs.Changed("position") {
		return usageError{errors.New("--svg draws an element or a position; give --element or --position")}
	}
	return nil
}

// run counts, prints, draws and verifies.
func (j *classesJob) run(ctx context.Context, e *env) error {
	results, types, err := j.count(ctx, e)
	if err != nil {
		return err
	}
	if err := j.print(e.stdout, results, types); err != nil {
		return err
	}
	if j.f.svg != "" {
		if err := j.draw(results[0], e.stdout); err != nil {
			return err
		}
	}
	if !j.f.verify && !j.f.verifyAnyway {
		return nil
	}
	report := e.stdout
	if j.format == tables.JSON || j.format == tables.CSV {
		report = e.stderr // keep stdout machine-readable
	}
	for _, r := range results {
		if err := j.verify(ctx, r, report, e); err != nil {
			return err
		}
	}
	return nil
}

// count counts each material, and with --orbits its classes by type.
func (j *classesJob) count(ctx context.Context, e *env) ([]*burnside.Result, [][]burnside.OrbitType, error) {
	var results []*burnside.Result
	var types [][]burnside.OrbitType // with --orbits
	for i, s := range j.specs {
		counter, err := placement.NewFactored(s)
		if err != nil {
			return nil, nil, err
		}
		counter.Workers = j.workers
		line := newProgressLine(e)
		counter.Progress = line.percent("counting " + s.Material.String())
		r, err := burnside.Count(ctx, s, j.groups[i], counter)
		if err == nil && j.f.orbits {
			var t []burnside.OrbitType
			t, err = burnside.Orbits(ctx, r, counter)
			types = append(types, t)
		}
		line.done()
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while counting %s; %d of %s counted, nothing printed; allow more time", j.timeout, s.Material, i, plural(len(j.specs), "material"))
		}
		if err != nil {
			return nil, nil, err
		}
		results = append(results, r)
	}
	return results, types, nil
}

// print prints the results as the flags ask.
func (j *classesJob) print(w io.Writer, results []*burnside.Result, types [][]burnside.OrbitType) error {
	switch {
	case j.f.explain:
		for i, r := range results {
			if i > 0 {
				fmt.Fprintln(w)
			}
			tables.Explain(w, r)
		}
		return nil
	case j.f.orbits:
		return tables.Orbits(w, results, types, j.format)
	case j.f.table:
		return tables.Terms(w, results, j.format, j.notation)
	}
	return tables.Summary(w, results, j.format)
}

// draw writes the --svg picture of r: its orbits, an element, or a
// position beside its canonical image.
func (j *classesJob) draw(r *burnside.Result, w io.Writer) error {
	picture := tables.OrbitSVG(r.Spec.Board, r.Group)
	if j.element != nil {
		picture = tables.ElementSVG(r.Spec.Board, *j.element)
	}
	if j.f.position != "" {
		p, err := countspec.Canonical(r, j.f.position)
		if err != nil {
			return usageError{err}
		}
		fmt.Fprintln(w, "canonical image:", p)
		picture = p.SVG()
	}
	return j.f.svgFile().write([]byte(picture))
}

// boolCount returns how many of bs are true.
func boolCount(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
