package notebook

import (
	"bytes"
	"context"
	"errors"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/tables"
)

// Spec is a count written as on the command line: Material (required,
// "KRK", "KRvK", "8Q", …), Board (FILESxRANKS, "8x8" when empty), Rules
// ("placement" when empty, "legal" or "nonattacking"), ToMove ("white",
// "black" or "both" when empty; legal rules only), Group ("auto" when
// empty, "d4", "rotations", "rectangle", "mirror", "identity") and
// Labelled (identical men distinguishable). Its Parse method reads it into
// what the counters take, or returns a *SpecError. The command line reads
// its counts through the same type.
type Spec = countspec.Spec

// The kinds of mistake a spec can hold, for errors.Is, and ErrMismatch.
var (
	ErrMaterial = countspec.ErrMaterial
	ErrBoard    = countspec.ErrBoard
	ErrRules    = countspec.ErrRules
	ErrToMove   = countspec.ErrToMove
	ErrGroup    = countspec.ErrGroup
	ErrPosition = countspec.ErrPosition
	// ErrEnPassant is an en passant rule other than nulp, fide or none.
	ErrEnPassant = errors.New("bad en passant rule")
	// ErrCastling is a castling rule other than standard, chess960 or
	// none, or Chess960 rights on a board not 8 files wide.
	ErrCastling = errors.New("bad castling rule")
	// ErrMen is a number of men outside 2 to MaxMen, or too many for the
	// board.
	ErrMen = errors.New("bad number of men")
	// ErrRefinement is refinements of the bound that cannot be counted
	// together.
	ErrRefinement = errors.New("bad refinement")
	// ErrMismatch is a Verify whose two counts differ: a bug in count.
	ErrMismatch = errors.New("the counts differ")
)

// SpecError is a mistake in a Spec: Kind is one of the Err values above,
// Err says what is wrong and how to mend it. Its Error method returns
// Err's message; Unwrap returns Kind and Err, for errors.Is.
type SpecError = countspec.Error

// Count counts the classes of s with Burnside's lemma. Mistakes in s
// come back as a *SpecError.
func Count(ctx context.Context, s Spec) (*Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	ps, g, err := s.Parse()
	if err != nil {
		return nil, err
	}
	r, err := burnside.Count(ctx, ps, g, nil)
	if err != nil {
		return nil, err
	}
	return &Result{r}, nil
}

// Result is a finished count that shows itself: the per-element table of
// Burnside's sum and the number of classes.
type Result struct {
	*burnside.Result
}

// String returns the table as text.
func (r *Result) String() string { return r.show(tables.Text) }

// Markdown returns the table as Markdown.
func (r *Result) Markdown() string { return r.show(tables.Markdown) }

// HTML returns the table as HTML, with an SVG picture of the board's squares
// coloured by their orbits under the group.
func (r *Result) HTML() string {
	if r.empty() {
		return errEmpty.Error()
	}
	return r.show(tables.HTML) + r.SVG()
}

// SVG returns the picture alone: the board's squares coloured and numbered
// by their orbits under the group, as an SVG document, for a notebook that
// shows the table and the picture as outputs of their own.
func (r *Result) SVG() string {
	if r.empty() {
		return errEmpty.Error()
	}
	return tables.OrbitSVG(r.Spec.Board, r.Group)
}

// errEmpty is the answer of a Result that Count did not make.
var errEmpty = errors.New("notebook: an empty Result; make one with notebook.Count")

func (r *Result) empty() bool { return r == nil || r.Result == nil }

// Explain narrates the count the way the thesis does: the group, what each
// element fixes and why, the sum, the division and the result.
func (r *Result) Explain() string {
	if r.empty() {
		return errEmpty.Error()
	}
	var buf bytes.Buffer
	tables.Explain(&buf, r.Result)
	return buf.String()
}

func (r *Result) show(f tables.Format) string {
	if r.empty() {
		return errEmpty.Error()
	}
	return render(func(buf *bytes.Buffer) error {
		return tables.Terms(buf, []*burnside.Result{r.Result}, f, tables.Names)
	})
}

// Orbits breaks the result's classes down by stabiliser and class size.
func (r *Result) Orbits(ctx context.Context) (*Orbits, error) {
	if r.empty() {
		return nil, errEmpty
	}
	types, err := burnside.Orbits(ctx, r.Result, nil)
	if err != nil {
		return nil, err
	}
	return &Orbits{r.Result, types}, nil
}

// Orbits is a result's classes by stabiliser, and shows itself as a table.
type Orbits struct {
	Result *burnside.Result
	Types  []burnside.OrbitType
}

// String returns the table as text.
func (o *Orbits) String() string { return o.show(tables.Text) }

// Markdown returns the table as Markdown.
func (o *Orbits) Markdown() string { return o.show(tables.Markdown) }

// HTML returns the table as HTML.
func (o *Orbits) HTML() string { return o.show(tables.HTML) }

func (o *Orbits) show(f tables.Format) string {
	return render(func(buf *bytes.Buffer) error {
		return tables.Orbits(buf, []*burnside.Result{o.Result}, [][]burnside.OrbitType{o.Types}, f)
	})
}

// Canonical reads a position of the result's count, as ReadPosition reads
// it: its men, written as "Ka1 Rb2 kc3", or a FEN of the 8x8 board
// without castling rights or an en passant square; and finds its
// canonical image under the result's group. A position the count does not
// count (not its men, kings side by side, a pawn on a back rank, under
// the legal rules the side not to move in check) comes back as a
// *SpecError of kind ErrPosition.
func (r *Result) Canonical(position string) (*Position, error) {
	if r.empty() {
		return nil, errEmpty
	}
	p, err := countspec.Canonical(r.Result, position)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Position is a position beside its canonical image: its board, group
// and men, the canonical image (Image) and the element that maps one onto
// the other. Its String, SVG and HTML methods show it.
type Position = countspec.Position
