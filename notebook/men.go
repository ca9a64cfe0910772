package notebook

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// MaxMen is the most men Men and MenPositions take: 10 men make some
// 12,000 materials.
const MaxMen = 10

// MenSpec is a count of every chess material with Men men, each counted
// as Count counts a Spec with the same fields.
type MenSpec struct {
	Men      int    // from 2 to MaxMen
	Board    string // FILESxRANKS; "8x8" when empty
	Rules    string // "placement" (when empty), "legal" or "nonattacking"
	ToMove   string // "white", "black" or "both" (when empty), legal rules only
	Group    string // "auto" (when empty), "d4", "rotations", "rectangle", "mirror", "identity"
	Labelled bool   // identical men distinguishable
}

// spec returns the Spec of material m under s.
func (s MenSpec) spec(m pieces.Material) Spec {
	return Spec{Material: m.String(), Board: s.Board, Rules: s.Rules, ToMove: s.ToMove, Group: s.Group, Labelled: s.Labelled}
}

// materials returns the chess materials with n men that fit on the board
// s, or a *SpecError.
func materials(n int, s string) (pieces.Board, []pieces.Material, error) {
	if n < 2 || n > MaxMen {
		return pieces.Board{}, nil, &SpecError{Kind: ErrMen, Err: fmt.Errorf("%d men: give a number of men from 2 to %d", n, MaxMen)}
	}
	b, err := countspec.ParseBoard(s)
	if err != nil {
		return b, nil, err
	}
	ms := pieces.Materials(n, b)
	if len(ms) == 0 {
		return b, nil, &SpecError{Kind: ErrMen, Err: fmt.Errorf("no material with %d men fits on the %s board; use fewer men or a larger board", n, b)}
	}
	return b, ms, nil
}

// stopped says which of the materials ms stopped a count with err, the
// ith, and keeps err for errors.Is and errors.As.
func stopped(err error, ms []pieces.Material, i int) error {
	return fmt.Errorf("%s, material %d of %d with %d men: %w", ms[i], i+1, len(ms), ms[i].Men(), err)
}

// Men counts the classes of every chess material with s.Men men, one
// material after another (each count uses every CPU), in the order of
// pieces.Materials. Mistakes in s come back as a *SpecError; an error
// names the material it stopped at.
func Men(ctx context.Context, s MenSpec) (*MenResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	_, ms, err := materials(s.Men, s.Board)
	if err != nil {
		return nil, err
	}
	if _, err := s.spec(ms[0]).Materials(s.Men); err != nil {
		return nil, err // the rules, side to move or group of any material, before any count
	}
	res := &MenResult{}
	for _, m := range ms {
		r, err := Count(ctx, s.spec(m))
		if err != nil {
			return nil, stopped(err, ms, len(res.Results))
		}
		res.Results = append(res.Results, r.Result)
	}
	return res, nil
}

// MenResult is the classes of every material with some number of men,
// and shows itself as a table: a row per material and the total.
type MenResult struct {
	Results []*burnside.Result // one per material
}

// Classes returns the classes of all the materials together.
func (r *MenResult) Classes() *big.Int {
	total := new(big.Int)
	for _, x := range r.Results {
		total.Add(total, x.Classes)
	}
	return total
}

// String returns the table as text.
func (r *MenResult) String() string { return r.show(tables.Text) }

// Markdown returns the table as Markdown.
func (r *MenResult) Markdown() string { return r.show(tables.Markdown) }

// HTML returns the table as HTML.
func (r *MenResult) HTML() string { return r.show(tables.HTML) }

func (r *MenResult) show(f tables.Format) string {
	if r == nil {
		return empty("MenResult", "Men")
	}
	return render(func(buf *bytes.Buffer) error { return tables.Men(buf, [][]*burnside.Result{r.Results}, f) })
}

// MenPositionsSpec is a count of the whole positions of every chess
// material with Men men, each counted as Positions counts a PositionsSpec
// with the same fields.
type MenPositionsSpec struct {
	Men         int    // from 2 to MaxMen
	Board       string // FILESxRANKS; "8x8" when empty
	EP          string // "nulp" (when empty), "fide" or "none"
	Castling    string // "standard" (when empty), "chess960" or "none"
	ToMove      string // "white", "black" or "both" (when empty)
	NoColorSwap bool   // as in PositionsSpec: false identifies colour swaps
}

// MenPositions counts the whole positions of every chess material with
// s.Men men and their classes, one material after another. Mistakes in s
// come back as a *SpecError; an error names the material it stopped at.
func MenPositions(ctx context.Context, s MenPositionsSpec) (*MenPositionsResult, error) {
	b, rules, err := positionRules{s.Board, s.EP, s.Castling, s.ToMove, s.NoColorSwap}.parse(ctx)
	if err != nil {
		return nil, err
	}
	_, ms, err := materials(s.Men, s.Board)
	if err != nil {
		return nil, err
	}
	rows := make([]census.Row, len(ms))
	for i, m := range ms {
		r, err := census.Count(ctx, m, b, rules, 0)
		if err != nil {
			return nil, stopped(err, ms, i)
		}
		rows[i] = r.Row()
	}
	return &MenPositionsResult{tables.NewCensusMen(s.Men, b.String(), rules.String(), rows, len(ms))}, nil
}

// MenPositionsResult is the whole positions of every material with some
// number of men, and shows itself as a table: a row per material, by
// part, and the total (Total.Classes.Total is the number of classes).
type MenPositionsResult struct {
	tables.CensusMen
}

// String returns the table as text.
func (r *MenPositionsResult) String() string { return r.show(tables.Text) }

// Markdown returns the table as Markdown.
func (r *MenPositionsResult) Markdown() string { return r.show(tables.Markdown) }

// HTML returns the table as HTML.
func (r *MenPositionsResult) HTML() string { return r.show(tables.HTML) }

func (r *MenPositionsResult) show(f tables.Format) string {
	if r == nil {
		return empty("MenPositionsResult", "MenPositions")
	}
	return render(func(buf *bytes.Buffer) error {
		return tables.CensusMenTables(buf, f, []tables.CensusMen{r.CensusMen})
	})
}
