// Command count counts chess positions up to symmetry with Burnside's
// lemma.
//
// Usage:
//
//	count [flags] MATERIAL...
//
// For each material (KRK, KRvK, KQRvKR, 8Q, …) it counts, for every
// symmetry of the board, the configurations the symmetry leaves unchanged,
// and averages them over the group: the number of classes. Run count -h for
// the flags.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"count/burnside"
	"count/census"
	"count/notebook"
	"count/orbits"
	"count/pieces"
	"count/placement"
	"count/scheme"
	"count/symmetry"
	"count/tables"
	"count/thesis"
)

// Exit statuses.
const (
	exitOK          = 0
	exitFailure     = 1
	exitUsage       = 2
	exitInterrupted = 130
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr, isTerminal(os.Stderr)))
}

// usageError is a mistake on the command line: exit status 2.
type usageError struct{ error }

func (u usageError) Unwrap() error { return u.error }

// withFlagAdvice adds to a library error the flag that mends it, where the
// library's own words name a field or a group rather than a flag.
func withFlagAdvice(err error) error {
	var se *placement.SpecError
	if errors.As(err, &se) {
		return specAdvice(se, err)
	}
	var fe *pieces.FitError
	if errors.As(err, &fe) {
		return fitAdvice(fe, err)
	}
	var ce *scheme.CheckError
	if errors.As(err, &ce) {
		return schemeAdvice(ce, err)
	}
	var ge *symmetry.GroupError
	if !errors.As(err, &ge) {
		return err
	}
	switch ge.Fault {
	case symmetry.UnknownGroup:
		return fmt.Errorf("%w; give --group one of them", err)
	case symmetry.NeedsSquareBoard:
		return fmt.Errorf("%w; use --group rectangle or auto", err)
	case symmetry.TurnsPawns:
		return fmt.Errorf("%w; use --group mirror or auto", err)
	}
	return err
}

// fitAdvice adds to a material that does not fit on the board the flags
// that mend it.
func fitAdvice(fe *pieces.FitError, err error) error {
	if fe.Fault == pieces.MoreMenThanSquares {
		return fmt.Errorf("%w; use a larger --board", err)
	}
	return fmt.Errorf("%w; use fewer pawns or a wider --board", err)
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

// specAdvice words a spec placement refuses in the flags that set its
// fields; err is the refusal as the library words it.
func specAdvice(se *placement.SpecError, err error) error {
	switch se.Fault {
	case placement.ToMoveNeedsLegal:
		return errors.New("a side to move is meaningful only with --rules legal; drop --to-move or add --rules legal")
	case placement.LegalNeedsKings:
		return fmt.Errorf("--rules legal needs a chess material with one king per side, such as KRvK; %s is a puzzle material; use --rules placement or nonattacking", se.Spec.Material)
	}
	return err
}

// options are the parsed command line.
type options struct {
	specs    []placement.Spec
	groups   []symmetry.Group
	table    bool
	format   tables.Format
	verify   bool
	bench    bool
	thesis   bool
	orbits   bool
	explain  bool
	svg      string
	position string
	element  *symmetry.Element
	notation tables.Notation
	workers  int
	// men, with --men: the numbers of men whose materials to count, and
	// the spec every material is counted under.
	reduce      *string // with --reduce: the word
	groupTable  bool
	indexTables bool
	schemes     bool
	men         []int
	menSpec     notebook.Spec
	timeout     time.Duration
	// With --positions: whole positions, under census's rules; with
	// --men, on menBoard, resuming from checkpoint, one shard of N
	// (shard[1] == 0: all).
	positions  bool
	census     census.Rules
	checkpoint string
	shard      [2]int
	menBoard   pieces.Board
	merge      []string // with --merge: the files
}

const usageText = `Usage: count [flags] MATERIAL...

Counts the configurations of each material on a board up to the board's
symmetries, with Burnside's lemma: classes = Σ|Fix(g)| / |G|.

MATERIAL is a chess material, one king per side with White's men first
(KRK, KRvK, KQRvKR, KPvKP), or a puzzle army without sides (8Q, QQQQQQQQ,
2K, 4R, 1KQ).

Examples:
  count KRK --table                      the thesis's KRK count, term by term
  count KK --table --notation thesis     the thesis's table of section 5.1
  count KRvK --rules legal --to-move white
  count 8Q --rules nonattacking --table  eight queens: 92 solutions, 12 classes
  count KRK KQK KPK --format json
  count KK --orbits                      classes by stabiliser: 441 of 8, 21 of 4
  count KRK --explain                    the computation told step by step
  count KK --svg orbits.svg              the board's squares coloured by orbit
  count KRK --svg p.svg --position "Kc6 Rh1 kd8"   a position beside its canonical image
  count --thesis                         the thesis's figures against exact counts
  count --men 5                          every 5-man material, legal, both sides to move
  count --men 3-6 --timeout 1m           a row per material, a total per number of men
  count --reduce HVDHDVHD                a word of symmetries to its normal form, step by step
  count --group-table --notation leapfrog   the group table of the eight symmetries
  count KRvKR --positions                whole positions: castling and en passant rights, the colour swap
  count --men 5 --positions --to-move white   every 5-man material's positions with White to move
  count KRvK --positions --castling chess960  Chess960 castling rights
  count --men 8 --positions --checkpoint 8.jsonl   every 8-man material, resumable
  count --men 9 --positions --shard 3/16 --format json > 3.json   one shard; count --merge *.json adds them
  count KQvKR --schemes                  positions Leapfrog's and the 462-king-pair index keep, against the classes
  count canon "4k3/8/5K2/8/8/8/8/R7 b - -"  a position's canonical form (count canon -h)

Flags:
`

// parse reads the command line; for -h it prints the help on stdout and
// returns nil options.
func parse(args []string, stdout io.Writer) (*options, error) {
	fs := pflag.NewFlagSet("count", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var err error
	var (
		board    = fs.String("board", "8x8", "board size FILESxRANKS, each side 1 to 16")
		group    = fs.String("group", "auto", "symmetry group: auto, d4, rotations, rectangle, mirror, identity")
		rules    = fs.String("rules", "placement", "placement, legal or nonattacking")
		toMove   = fs.String("to-move", "both", "side to move under --rules legal or with --positions: white, black or both")
		labelled = fs.Bool("labelled", false, "count identical men as distinguishable (Syzygy's convention)")
		format   = fs.String("format", "text", "output format: text, markdown, csv, json or html")
		notation = fs.String("notation", "names", "element names in --table: names, thesis (σ, τ) or leapfrog (H, V, D)")
		element  = fs.String("element", "", "with --svg: draw this element's fixed squares and cycles (a word such as D or HV, or a name)")
		o        = &options{}
	)
	fs.BoolVar(&o.table, "table", false, "print each material's per-element table of Burnside's sum")
	fs.BoolVar(&o.verify, "verify", false, "also count classes by brute-force orbit enumeration and compare (slow)")
	fs.BoolVar(&o.bench, "bench", false, "time the benchmark suite (3 to 8 men, --men 6, whole positions of 6 and 8 men, n queens) against its targets and the enumerator, and print a table")
	fs.BoolVar(&o.orbits, "orbits", false, "break the classes down by stabiliser and class size")
	fs.BoolVar(&o.explain, "explain", false, "narrate the computation: the group, what each element fixes and why, the division")
	fs.StringVar(&o.svg, "svg", "", "also write a picture to FILE: the board coloured by the group's square orbits (or see --element)")
	fs.StringVar(&o.position, "position", "", `with --svg: draw this position ("Ka1 Rb2 kc3") beside its canonical image`)
	fs.BoolVar(&o.thesis, "thesis", false, "print the ledger of the KTH thesis's figures against exact counts")
	fs.IntVar(&o.workers, "workers", 0, "goroutines per count (0: one per CPU)")
	reduce := fs.String("reduce", "", "reduce a word in H, V and D (such as HVDHDVHD) to its normal form H?V?D?, step by step")
	fs.BoolVar(&o.groupTable, "group-table", false, "print the group table of the eight symmetries (row, then column) with inverses")
	fs.BoolVar(&o.indexTables, "index-tables", false, "print the tables of Leapfrog's 'Index Transformation' page: products with inverses, and the symmetry for each pair of squares of the first two men")
	fs.BoolVar(&o.schemes, "schemes", false, "positions kept by Leapfrog's index scheme (no tertiary tie-break) and by the 462 pairs of kings, against the classes (8x8, --rules legal by default)")
	men := fs.String("men", "", "count every chess material with N men (or N-M), each colour-swapped pair once, under --rules (default legal)")
	fs.DurationVar(&o.timeout, "timeout", 0, "stop after this long (such as 30s or 5m) and say what was not counted; 0: no limit")
	fs.BoolVar(&o.positions, "positions", false, "count whole positions: the side to move, castling rights and en passant rights too, and the colour swap (docs/positions.md)")
	ep := fs.String("ep", "nulp", "with --positions: en passant rights by fide (the capture must be legal), nulp (a pawn beside the one that advanced, no pawn on the squares it crossed) or none")
	castling := fs.String("castling", "standard", "with --positions: castling rights by standard chess's rule, chess960's (any rook on the king's first rank; 8 files) or none")
	colorSwap := fs.Bool("color-swap", true, "with --positions: identify a position with its colour swap when the material is colour-symmetric")
	fs.StringVar(&o.checkpoint, "checkpoint", "", "with --men --positions: keep each material's count in FILE as it is done, and skip those already there")
	shard := fs.String("shard", "", "with --men --positions: count only shard K of N (K/N) of the materials, for count --merge")
	merge := fs.Bool("merge", false, "add up the rows of FILES: count --men --positions --format json outputs (shards) or checkpoints")
	help := fs.BoolP("help", "h", false, "show this help")
	if err := fs.Parse(args); err != nil {
		return nil, usageError{err}
	}
	if *help {
		fmt.Fprint(stdout, usageText)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return nil, nil
	}
	if o.format, err = tables.ParseFormat(*format); err != nil {
		return nil, usageError{err}
	}
	if o.notation, err = tables.ParseNotation(*notation); err != nil {
		return nil, usageError{err}
	}
	if o.timeout < 0 {
		return nil, usageError{fmt.Errorf("--timeout %v: give a positive duration such as 30s, or 0 for no limit", o.timeout)}
	}
	if *merge {
		for _, f := range []string{"board", "group", "rules", "to-move", "labelled", "table", "verify", "orbits", "explain", "svg", "element", "position", "workers", "timeout", "men", "bench", "thesis", "schemes", "positions", "ep", "castling", "color-swap", "checkpoint", "shard", "reduce", "group-table", "index-tables", "notation"} {
			if fs.Changed(f) {
				return nil, usageError{fmt.Errorf("--merge adds up files already counted; drop --%s", f)}
			}
		}
		if fs.NArg() == 0 {
			return nil, usageError{errors.New("--merge needs files: count --men N --positions --format json outputs or checkpoints")}
		}
		o.merge = fs.Args()
		return o, nil
	}
	if !o.positions {
		for _, f := range []string{"ep", "castling", "color-swap", "checkpoint", "shard"} {
			if fs.Changed(f) {
				return nil, usageError{fmt.Errorf("--%s is for whole positions; add --positions", f)}
			}
		}
	} else {
		var err error
		if o.census.EP, err = census.ParseEP(*ep); err != nil {
			return nil, usageError{err}
		}
		if o.census.Castling, err = census.ParseCastling(*castling); err != nil {
			return nil, usageError{err}
		}
		o.census.ColorSwap = *colorSwap
		return parsePositions(fs, o, *men, *board, *shard)
	}
	if fs.Changed("reduce") || o.groupTable || o.indexTables {
		if fs.Changed("format") && fs.Changed("reduce") {
			return nil, usageError{errors.New("--reduce prints its steps as text; drop --format")}
		}
		if fs.Changed("notation") && fs.Changed("reduce") {
			return nil, usageError{errors.New("--reduce names the element every way; drop --notation")}
		}
		if fs.NArg() > 0 {
			return nil, usageError{errors.New("--reduce, --group-table and --index-tables work on the symmetries alone; give no material")}
		}
		for _, f := range []string{"board", "group", "rules", "to-move", "labelled", "table", "verify", "orbits", "explain", "svg", "element", "position", "workers", "timeout", "men", "bench", "thesis", "schemes"} {
			if fs.Changed(f) {
				return nil, usageError{fmt.Errorf("--reduce, --group-table and --index-tables do not take --%s", f)}
			}
		}
		if boolCount(fs.Changed("reduce"), o.groupTable, o.indexTables) > 1 {
			return nil, usageError{errors.New("--reduce, --group-table and --index-tables each print their own answer; give one")}
		}
		if fs.Changed("notation") && o.indexTables {
			return nil, usageError{errors.New("--index-tables names the symmetries by their Leapfrog words; drop --notation")}
		}
		if fs.Changed("reduce") {
			if _, _, err := symmetry.Reduce(*reduce); err != nil {
				return nil, usageError{err}
			}
			o.reduce = reduce
		}
		return o, nil
	}
	if fs.Changed("men") {
		return parseMen(fs, o, *men, *board, *rules, *labelled)
	}
	if o.bench || o.thesis {
		name := "--bench"
		if o.thesis {
			name = "--thesis"
		}
		if o.bench && o.thesis {
			return nil, usageError{errors.New("--bench and --thesis each print their own table; give one")}
		}
		if fs.NArg() > 0 {
			return nil, usageError{fmt.Errorf("%s counts its own materials; give no material", name)}
		}
		for _, f := range []string{"board", "group", "rules", "to-move", "labelled", "table", "verify", "orbits", "explain", "svg", "element", "position", "notation", "workers", "timeout"} {
			if fs.Changed(f) {
				return nil, usageError{fmt.Errorf("%s counts on 8x8 with its own rules; drop --%s", name, f)}
			}
		}
		return o, nil
	}
	if fs.NArg() == 0 {
		return nil, usageError{errors.New("no material given; name one, such as KRK")}
	}
	if o.workers < 0 {
		return nil, usageError{fmt.Errorf("--workers %d: give 0 (one per CPU) or more", o.workers)}
	}
	for _, f := range []string{"element", "position"} {
		if fs.Changed(f) && o.svg == "" {
			return nil, usageError{fmt.Errorf("--%s chooses what --svg draws; add --svg FILE", f)}
		}
	}
	if fs.Changed("notation") && !o.table {
		return nil, usageError{errors.New("--notation names the elements in --table; add --table")}
	}
	if n := boolCount(o.table, o.orbits, o.explain, o.schemes); n > 1 {
		return nil, usageError{errors.New("--table, --orbits, --explain and --schemes each print the result their own way; give one")}
	}
	if o.schemes {
		if fs.Changed("group") {
			return nil, usageError{errors.New("--schemes measures against the material's full group; drop --group")}
		}
		for _, f := range []string{"svg", "verify"} {
			if fs.Changed(f) {
				return nil, usageError{fmt.Errorf("--schemes prints its own table; drop --%s", f)}
			}
		}
		if !fs.Changed("rules") {
			*rules = "legal"
		}
	}
	if fs.Changed("element") && fs.Changed("position") {
		return nil, usageError{errors.New("--svg draws an element or a position; give --element or --position")}
	}
	if o.svg != "" && fs.Changed("element") {
		e, err := symmetry.ParseElement(*element)
		if err != nil {
			return nil, usageError{err}
		}
		o.element = &e
	}
	for _, a := range fs.Args() {
		spec := notebook.Spec{Material: a, Board: *board, Rules: *rules, Group: *group, Labelled: *labelled}
		if fs.Changed("to-move") {
			spec.ToMove = *toMove
		}
		s, g, err := spec.Parse()
		if err != nil {
			return nil, usageError{err}
		}
		if o.schemes {
			if err := scheme.Check(s); err != nil {
				return nil, usageError{err}
			}
		}
		if o.element != nil && !o.element.Fits(s.Board) {
			return nil, usageError{fmt.Errorf("--element %s needs a square board", o.element.Word())}
		}
		o.specs = append(o.specs, s)
		o.groups = append(o.groups, g)
	}
	return o, nil
}

// run is the whole command, returning its exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, showProgress bool) int {
	if len(args) > 0 && args[0] == "canon" {
		return runCanon(args[1:], stdout, stderr)
	}
	o, err := parse(args, stdout)
	if err != nil {
		return usage(stderr, err)
	}
	if o == nil { // -h
		return exitOK
	}
	if o.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.timeout)
		defer cancel()
	}
	if o.merge != nil {
		return runMerge(o.merge, o.format, stdout, stderr)
	}
	if o.positions && o.men != nil {
		return runCensusMen(ctx, o, stdout, stderr, showProgress)
	}
	if o.positions {
		return runCensus(ctx, o, stdout, stderr)
	}
	if o.men != nil {
		return runMen(ctx, o, stdout, stderr, showProgress)
	}
	if o.indexTables {
		if err := tables.IndexTables(stdout, o.format); err != nil {
			return fail(stderr, err)
		}
		return exitOK
	}
	if o.groupTable {
		if err := tables.CayleyTable(stdout, o.format, o.notation); err != nil {
			return fail(stderr, err)
		}
		return exitOK
	}
	if o.reduce != nil {
		e, steps, _ := symmetry.Reduce(*o.reduce) // checked in parse
		tables.Reduction(stdout, steps, e, pieces.Chessboard)
		return exitOK
	}
	if o.bench {
		if err := runSuite(ctx, stdout, stderr, o.format); err != nil {
			return fail(stderr, err)
		}
		return exitOK
	}
	if o.thesis {
		rows, err := thesis.Ledger(ctx)
		if err == nil {
			err = tables.Ledger(stdout, rows, o.format)
		}
		if err != nil {
			return fail(stderr, err)
		}
		return exitOK
	}
	if o.schemes {
		var reports []*scheme.Report
		for _, s := range o.specs {
			r, err := scheme.Measure(ctx, s)
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("--timeout %v reached while measuring %s; nothing printed; allow more time", o.timeout, s.Material)
			}
			if err != nil {
				return fail(stderr, err)
			}
			reports = append(reports, r)
		}
		if err := tables.Schemes(stdout, o.format, reports); err != nil {
			return fail(stderr, err)
		}
		return exitOK
	}
	var results []*burnside.Result
	var types [][]burnside.OrbitType // with --orbits
	for i, s := range o.specs {
		counter, err := placement.NewFactored(s)
		if err != nil {
			return fail(stderr, err)
		}
		counter.Workers = o.workers
		if showProgress {
			counter.Progress = progress(stderr, s.Material.String())
		}
		r, err := burnside.Count(ctx, s, o.groups[i], counter)
		if err == nil && o.orbits {
			var t []burnside.OrbitType
			t, err = burnside.Orbits(ctx, r, counter)
			types = append(types, t)
		}
		if showProgress {
			fmt.Fprint(stderr, "\r\033[K")
		}
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while counting %s; %d of %d materials counted, nothing printed; allow more time", o.timeout, s.Material, i, len(o.specs))
		}
		if err != nil {
			return fail(stderr, err)
		}
		results = append(results, r)
	}
	switch {
	case o.explain:
		for i, r := range results {
			if i > 0 {
				fmt.Fprintln(stdout)
			}
			tables.Explain(stdout, r)
		}
	case o.orbits:
		err = tables.Orbits(stdout, results, types, o.format)
	case o.table:
		err = tables.Terms(stdout, results, o.format, o.notation)
	default:
		err = tables.Summary(stdout, results, o.format)
	}
	if err != nil {
		return fail(stderr, err)
	}
	if o.svg != "" {
		r := results[0]
		picture := tables.OrbitSVG(r.Spec.Board, r.Group)
		if o.element != nil {
			picture = tables.ElementSVG(r.Spec.Board, *o.element)
		}
		if o.position != "" {
			p, err := (&notebook.Result{Result: r}).Canonical(o.position)
			if err != nil {
				return usage(stderr, err)
			}
			fmt.Fprintln(stdout, "canonical image:", p)
			picture = p.SVG()
		}
		if err := os.WriteFile(o.svg, []byte(picture), 0o644); err != nil {
			return fail(stderr, err)
		}
	}
	if o.verify {
		report := stdout
		if o.format == tables.JSON || o.format == tables.CSV {
			report = stderr // keep stdout machine-readable
		}
		for _, r := range results {
			if err := verify(ctx, r, report); err != nil {
				return fail(stderr, err)
			}
		}
	}
	return exitOK
}

// verify counts r's classes again by orbit enumeration and reports both.
func verify(ctx context.Context, r *burnside.Result, w io.Writer) error {
	var perms [][]pieces.Square
	for _, e := range r.Group.Elements {
		perms = append(perms, e.Perm(r.Spec.Board))
	}
	got, err := orbits.Count(ctx, r.Spec, perms)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "verify %s: Burnside %s classes of %s placements; orbit enumeration %d classes of %d placements",
		r.Spec.Material, r.Classes, r.Placements(), got.Classes, got.Configurations)
	if r.Classes.IsUint64() && r.Classes.Uint64() == got.Classes && r.Placements().Uint64() == got.Configurations {
		fmt.Fprintln(w, ": agree")
		return nil
	}
	fmt.Fprintln(w, ": DIFFER")
	return fmt.Errorf("verify failed for %s: Burnside's count and the orbit enumeration differ; please report this with the command line", r.Spec.Material)
}

// usage reports a mistake on the command line in one line, whatever the
// flag's name held, and returns the exit status for it.
func usage(stderr io.Writer, err error) int {
	err = withFlagAdvice(err)
	fmt.Fprintf(stderr, "count: %s (count -h shows the flags)\n", strings.ReplaceAll(err.Error(), "\n", `\n`))
	return exitUsage
}

// fail reports err and returns the exit status for it.
func fail(stderr io.Writer, err error) int {
	if errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "count: interrupted; nothing more was counted")
		return exitInterrupted
	}
	fmt.Fprintf(stderr, "count: %v\n", err)
	return exitFailure
}

// progress returns a placement.Progress that shows the work done on a
// terminal, once a count has run for a second.
func progress(w io.Writer, what string) placement.Progress {
	start := time.Now()
	var last time.Time
	return func(done, total int) {
		if now := time.Now(); now.Sub(start) > time.Second && now.Sub(last) > 100*time.Millisecond {
			last = now
			fmt.Fprintf(w, "\r\033[Kcounting %s: %d%%", what, 100*done/total)
		}
	}
}

func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && !strings.EqualFold(os.Getenv("TERM"), "dumb")
}

func boolCount(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
