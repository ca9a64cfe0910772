package notebook

import (
	"bytes"
	"context"
	"fmt"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

// PositionsSpec is a count of whole positions: placements with the side
// to move, castling rights and en passant rights (docs/positions.md).
// Only Material is required; an empty field takes its default.
type PositionsSpec struct {
	Material string // a chess material with a king a side: "KRvK", "KPvKP", …
	Board    string // FILESxRANKS; "8x8" when empty
	EP       string // en passant rule: "nulp" (when empty), "fide" or "none"
	Castling string // castling rule: "standard" (when empty), "chess960" or "none"
	ToMove   string // "white", "black" or "both" (when empty)
	// NoColorSwap counts a colour-symmetric material's positions apart
	// from their colour swaps; by default (false) a position and its
	// colour swap are one class.
	NoColorSwap bool
}

// positionRules are the fields a count of whole positions shares with a
// count of every material with some number of men.
type positionRules struct {
	Board, EP, Castling, ToMove string
	NoColorSwap                 bool
}

// parse reads the board and the rules, or returns a *SpecError, or
// ctx's error if it is done.
func (p positionRules) parse(ctx context.Context) (pieces.Board, census.Rules, error) {
	r := census.Rules{ColorSwap: !p.NoColorSwap}
	if err := ctx.Err(); err != nil {
		return pieces.Board{}, r, err
	}
	b, err := countspec.ParseBoard(p.Board)
	if err != nil {
		return b, r, err
	}
	if r.EP, err = rights.ParseEP(orDefault(p.EP, "nulp")); err != nil {
		return b, r, &SpecError{Kind: ErrEnPassant, Err: err}
	}
	if r.Castling, err = rights.ParseCastling(orDefault(p.Castling, "standard")); err != nil {
		return b, r, &SpecError{Kind: ErrCastling, Err: err}
	}
	if err := rights.CheckCastling(r.Castling, b); err != nil {
		return b, r, &SpecError{Kind: ErrCastling, Err: err}
	}
	if r.ToMove, err = placement.ParseToMove(orDefault(p.ToMove, "both")); err != nil {
		return b, r, &SpecError{Kind: ErrToMove, Err: err}
	}
	return b, r, nil
}

// orDefault returns s, or def when s is empty.
func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// Positions counts the whole positions of s.Material and their classes
// under the board's symmetries and, for a colour-symmetric material, the
// colour swap. Mistakes in s come back as a *SpecError.
func Positions(ctx context.Context, s PositionsSpec) (*PositionsResult, error) {
	b, rules, err := positionRules{s.Board, s.EP, s.Castling, s.ToMove, s.NoColorSwap}.parse(ctx)
	if err != nil {
		return nil, err
	}
	m, err := pieces.ParseMaterial(s.Material)
	if err == nil {
		err = census.Check(m, b)
	}
	if err != nil {
		return nil, &SpecError{Kind: ErrMaterial, Err: err}
	}
	r, err := census.Count(ctx, m, b, rules, 0)
	if err != nil {
		return nil, err
	}
	return &PositionsResult{r}, nil
}

// PositionsResult is a finished count of whole positions that shows
// itself: the positions each element of the group fixes in each part
// (plain, castling, en passant), and the classes and positions by part.
type PositionsResult struct {
	*census.Result
}

// String returns the table as text.
func (r *PositionsResult) String() string { return r.show(tables.Text) }

// Markdown returns the table as Markdown.
func (r *PositionsResult) Markdown() string { return r.show(tables.Markdown) }

// HTML returns the table as HTML.
func (r *PositionsResult) HTML() string { return r.show(tables.HTML) }

func (r *PositionsResult) show(f tables.Format) string {
	if r == nil || r.Result == nil {
		return empty("PositionsResult", "Positions")
	}
	return render(func(buf *bytes.Buffer) error { return tables.Census(buf, f, []*census.Result{r.Result}) })
}

// empty is what a result of type kind shows when it is empty: not one
// that the function notebook.<made> returned.
func empty(kind, made string) string {
	return fmt.Sprintf("notebook: an empty %s; make one with notebook.%s", kind, made)
}

// render returns what write writes, or its error's message.
func render(write func(*bytes.Buffer) error) string {
	var buf bytes.Buffer
	if err := write(&buf); err != nil {
		return err.Error()
	}
	return buf.String()
}
