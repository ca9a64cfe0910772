package notebook

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

// AllSpec is a count of every chess position at once, as count all makes
// it: every material of at most MaxMen men on 8x8.
type AllSpec struct {
	// MinMen and MaxMen are the fewest and the most men of the rows
	// shown (2 to 32; 2 and 32 when 0). The positions of fewer men than
	// MinMen are counted all the same, on the way up.
	MinMen   int
	MaxMen   int
	EP       string // "nulp" (when empty), "fide" (at most 14 men) or "none"
	Castling string // "standard" (when empty), "chess960" or "none"
	// Captures ties each side's promotions to the captures, a tighter
	// bound (package allchess, Spec.Captures).
	Captures bool
	// Bishops counts a second bishop on one square colour as a
	// promotion (package allchess, Spec.Bishops).
	Bishops bool
	// Files asks for J. Tromp's opposed files (package allchess,
	// Spec.Files); not with Bishops, nor under FIDE's rule. Minutes.
	Files bool
}

// All counts every chess position of at most s.MaxMen men at once, and
// their classes, by number of men (package allchess). Mistakes in s come
// back as a *SpecError.
func All(ctx context.Context, s AllSpec) (*AllResult, error) {
	spec, from, err := s.spec()
	if err != nil {
		return nil, err
	}
	r, err := allchess.Count(ctx, spec)
	if err != nil {
		return nil, err
	}
	return &AllResult{r, from}, nil
}

// spec reads s into what allchess.Count takes, and the fewest men of the
// rows shown; or returns a *SpecError.
func (s AllSpec) spec() (allchess.Spec, int, error) {
	spec := allchess.Spec{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: s.MaxMen, Captures: s.Captures, Bishops: s.Bishops, Files: s.Files}
	if s.MaxMen == 0 {
		spec.MaxMen = 32
	}
	from := max(s.MinMen, 2)
	fail := func(kind, err error) (allchess.Spec, int, error) {
		return allchess.Spec{}, 0, &SpecError{Kind: kind, Err: err}
	}
	if spec.MaxMen < 2 || spec.MaxMen > 32 || s.MinMen < 0 || from > spec.MaxMen {
		return fail(ErrMen, fmt.Errorf("%d to %d men: give numbers of men from 2 to 32, the fewest first", s.MinMen, s.MaxMen))
	}
	if s.Files && s.Bishops {
		return fail(ErrRefinement, errors.New("the bishops and files refinements cannot yet be counted together; give one"))
	}
	var err error
	if spec.EP, err = rights.ParseEP(orDefault(s.EP, "nulp")); err != nil {
		return fail(ErrEnPassant, err)
	}
	if spec.EP == rights.FIDE && (spec.MaxMen > allchess.FIDEMaxMen || s.Bishops || s.Files) {
		return fail(ErrEnPassant, fmt.Errorf("en passant rule fide: every position at once is counted under it for at most %d men, with no refinement but captures; give fewer men or the nulp rule", allchess.FIDEMaxMen))
	}
	if spec.Castling, err = rights.ParseCastling(orDefault(s.Castling, "standard")); err != nil {
		return fail(ErrCastling, err)
	}
	return spec, from, nil
}

// AllResult is every chess position counted at once, and shows itself as
// a table: a row per number of men, and the totals.
type AllResult struct {
	*allchess.Result
	from int // the fewest men of the rows shown
}

// String returns the table as text.
func (r *AllResult) String() string { return r.show(tables.Text) }

// Markdown returns the table as Markdown.
func (r *AllResult) Markdown() string { return r.show(tables.Markdown) }

// HTML returns the table as HTML.
func (r *AllResult) HTML() string { return r.show(tables.HTML) }

func (r *AllResult) show(f tables.Format) string {
	if r == nil || r.Result == nil {
		return empty("AllResult", "All")
	}
	return render(func(buf *bytes.Buffer) error { return tables.AllChessFrom(buf, f, r.Result, r.from) })
}
