package notebook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"

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
	// Refine names the refinements that tighten the bound, as count all
	// --refine reads them: "captures" ties each side's promotions to the
	// captures, "bishops" counts a second bishop on one square colour as
	// a promotion, "files" asks for J. Tromp's opposed files (minutes);
	// "captures,files" both (package allchess, Refinements).
	Refine string
}

// All counts every chess position of at most s.MaxMen men at once, and
// their classes, by number of men (package allchess). Mistakes in s come
// back as a *SpecError.
func All(ctx context.Context, s AllSpec) (*AllResult, error) {
	rules, from, err := s.rules()
	if err != nil {
		return nil, err
	}
	r, err := allchess.Count(ctx, rules, allchess.Options{})
	if err != nil {
		return nil, err
	}
	return &AllResult{r, from}, nil
}

// rules reads s into what allchess.Count takes, and the fewest men of
// the rows shown; or returns a *SpecError.
func (s AllSpec) rules() (allchess.Rules, int, error) {
	r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: s.MaxMen}
	if s.MaxMen == 0 {
		r.MaxMen = 32
	}
	from := max(s.MinMen, 2)
	fail := func(kind, err error) (allchess.Rules, int, error) {
		return allchess.Rules{}, 0, &SpecError{Kind: kind, Err: err}
	}
	if r.MaxMen < 2 || r.MaxMen > 32 || s.MinMen < 0 || from > r.MaxMen {
		return fail(ErrMen, fmt.Errorf("%d to %d men: give numbers of men from 2 to 32, the fewest first", s.MinMen, s.MaxMen))
	}
	var err error
	if r.EP, err = rights.ParseEP(orDefault(s.EP, "nulp")); err != nil {
		return fail(ErrEnPassant, err)
	}
	if r.Castling, err = rights.ParseCastling(orDefault(s.Castling, "standard")); err != nil {
		return fail(ErrCastling, err)
	}
	if s.Refine != "" {
		if r.Refine, err = allchess.ParseRefinements(s.Refine); err != nil {
			return fail(ErrRefinement, err)
		}
	}
	var re *allchess.RulesError
	if errors.As(r.Validate(), &re) {
		kind := ErrRefinement
		if re.Fault == allchess.FIDEMen || re.Fault == allchess.NotUnderFIDE {
			kind = ErrEnPassant
		}
		return fail(kind, errors.New(strings.TrimPrefix(re.Error(), "allchess: ")))
	}
	return r, from, nil
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
