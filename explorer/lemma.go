package explorer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/internal/listing"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

// MostListed is the most placements the page lists for one element: a
// few thousand boards are as many as a student checks by eye.
const MostListed = 2000

// lemma is the answer of /api/count: a count's table, term by term, as
// count MATERIAL --table prints it, with each term's reason and picture,
// and the classes by stabiliser, as --orbits prints them.
type lemma struct {
	Title      string       `json:"title"`
	Material   string       `json:"material"`
	Board      string       `json:"board"`
	Files      int          `json:"files"`
	Ranks      int          `json:"ranks"`
	Rules      string       `json:"rules"`
	Group      string       `json:"group"`
	Order      int          `json:"order"`
	OrbitSVG   string       `json:"orbit_svg"`
	Terms      []term       `json:"terms"`
	Sum        string       `json:"sum"`
	Classes    string       `json:"classes"`
	Placements string       `json:"placements"`
	Conclusion string       `json:"conclusion"`
	Orbits     []orbitClass `json:"orbits"`
}

// term is one element's row of the table.
type term struct {
	Name         string   `json:"name"`
	Leapfrog     string   `json:"leapfrog"`
	Thesis       string   `json:"thesis"`
	Formula      string   `json:"formula"`
	CycleType    string   `json:"cycle_type"`
	Fixed        string   `json:"fixed"`
	Why          string   `json:"why"`
	FixedSquares []string `json:"fixed_squares"`
	SVG          string   `json:"svg"`
	Listable     bool     `json:"listable"`
	ListRefusal  string   `json:"list_refusal,omitempty"`
}

// orbitClass is one row of the classes by stabiliser.
type orbitClass struct {
	Stabiliser string `json:"stabiliser"`
	Conjugates string `json:"conjugates"`
	ClassSize  int    `json:"class_size"`
	Classes    string `json:"classes"`
	Placements string `json:"placements"`
}

// readSpec reads a count's spec from the query, as the command reads its
// flags (see countspec.Spec).
func (r request) readSpec() (placement.Spec, symmetry.Group, error) {
	labelled, err := r.readSwitch("labelled", "--labelled", false)
	if err != nil {
		return placement.Spec{}, symmetry.Group{}, err
	}
	s := countspec.Spec{Material: r.get("material"), Board: r.get("board"), Rules: r.get("rules"),
		ToMove: r.get("to_move"), Group: r.get("group"), Labelled: labelled}
	spec, g, err := s.Parse()
	if err != nil {
		return spec, g, badInput(countspec.Advice(err))
	}
	return spec, g, nil
}

// count counts the classes of spec under g as the command does, and the
// classes by stabiliser.
func (r request) count(spec placement.Spec, g symmetry.Group) (*burnside.Result, []burnside.OrbitType, error) {
	counter, err := placement.NewFactored(spec)
	if err != nil {
		return nil, nil, badInput(err)
	}
	res, err := burnside.Count(r.ctx, spec, g, counter)
	var types []burnside.OrbitType
	if err == nil {
		types, err = burnside.Orbits(r.ctx, res, counter)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return nil, nil, r.tooLong(spec.Material.String(), command(spec, g))
	}
	return res, types, err
}

// command returns the command line that counts spec under g.
func command(spec placement.Spec, g symmetry.Group) string {
	line := fmt.Sprintf("count %s --board %s --rules %s --group %s", spec.Material, spec.Board, spec.Rules, g.Name)
	if spec.ToMove != placement.Unset {
		line += " --to-move " + spec.ToMove.String()
	}
	if spec.Labelled {
		line += " --labelled"
	}
	return line + " --table"
}

// countAPI answers /api/count.
func countAPI(r request) (answer, error) {
	spec, g, err := r.readSpec()
	if err != nil {
		return nil, err
	}
	res, types, err := r.count(spec, g)
	if err != nil {
		return nil, err
	}
	b := spec.Board
	l := lemma{Title: tables.Title(res), Material: spec.Material.String(), Board: b.String(), Files: b.Files, Ranks: b.Ranks,
		Rules: spec.Rules.String(), Group: g.Name, Order: g.Order(), OrbitSVG: tables.OrbitSVG(b, g),
		Sum: res.Sum.String(), Classes: res.Classes.String(), Placements: res.Placements().String(), Conclusion: tables.Conclusion(res)}
	for _, t := range res.Terms {
		row := newTerm(spec, t)
		if t.Fixed.Cmp(big.NewInt(MostListed)) > 0 {
			row.ListRefusal = tooManyToList(t.Element, t.Fixed.String())
		}
		row.Listable = row.ListRefusal == ""
		l.Terms = append(l.Terms, row)
	}
	for _, o := range types {
		l.Orbits = append(l.Orbits, orbitClass{Stabiliser: o.Stabiliser.Name, Conjugates: o.ConjugateNames(),
			ClassSize: o.Size, Classes: o.Classes.String(), Placements: o.Placements().String()})
	}
	return l, nil
}

// newTerm returns the row of term t of a count of spec.
func newTerm(spec placement.Spec, t burnside.Term) term {
	e, b := t.Element, spec.Board
	row := term{Name: e.Name(), Leapfrog: e.Word(), Thesis: e.Thesis(), Formula: e.Formula(b), CycleType: t.CycleType,
		Fixed: t.Fixed.String(), Why: tables.Why(spec, t), SVG: tables.ElementSVG(b, e), FixedSquares: []string{}}
	for sq, image := range e.Perm(b) {
		if image == pieces.Square(sq) {
			row.FixedSquares = append(row.FixedSquares, b.Name(image))
		}
	}
	return row
}

// tooManyToList says that element e fixes more placements than the page
// lists.
func tooManyToList(e symmetry.Element, fixed string) string {
	return fmt.Sprintf("%s fixes %s placements; the page lists at most %d", e.Name(), fixed, MostListed)
}

// fixedList is the answer of /api/fixed: the placements one element
// fixes, each with the sides to move it is counted with.
type fixedList struct {
	Element    string        `json:"element"`
	Fixed      string        `json:"fixed"`
	Placements []listedBoard `json:"placements"`
}

// listedBoard is one placement: its men, as "K" on "a1" (upper case
// White, lower case Black), and the sides to move it is counted with,
// none under rules without a side to move.
type listedBoard struct {
	Men   []listedMan `json:"men"`
	Sides []string    `json:"sides"`
}

// listedMan is one man of a placement. Number tells labelled men of one
// piece apart (1, 2, …; 0 when men are not labelled).
type listedMan struct {
	Piece  string `json:"piece"`
	Number int    `json:"number,omitempty"`
	Square string `json:"square"`
}

// fixedAPI answers /api/fixed: it lists the placements the element
// fixes, at most MostListed, as the slow counter (placement.Enumerator)
// walks them, not from the count the table shows.
func fixedAPI(r request) (answer, error) {
	spec, g, err := r.readSpec()
	if err != nil {
		return nil, err
	}
	e, err := symmetry.ParseElement(r.get("element"))
	if err != nil {
		return nil, badInput(err)
	}
	if !slices.Contains(g.Elements, e) {
		return nil, badInput(fmt.Errorf("%s is not an element of the group %s; pick one of the table's", e.Name(), g.Name))
	}
	enum, err := placement.NewEnumerator(spec)
	if err != nil {
		return nil, badInput(err)
	}
	listed, err := enum.List(r.ctx, e.Perm(spec.Board), MostListed)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return nil, r.tooLong("the placements "+e.Name()+" fixes", command(spec, g))
	case errors.Is(err, placement.ErrTooManyToList):
		return nil, badInput(errors.New(tooManyToList(e, fmt.Sprintf("more than %d", MostListed))))
	case err != nil:
		return nil, err
	}
	out := fixedList{Element: e.Name(), Placements: []listedBoard{}}
	fixed := 0
	for _, l := range listed {
		out.Placements = append(out.Placements, newListedBoard(spec, l))
		fixed += len(l.Sides) // a placement counts once for each side to move
	}
	out.Fixed = fmt.Sprint(fixed)
	return out, nil
}

// newListedBoard returns placement l of a count of spec as the page
// draws it.
func newListedBoard(spec placement.Spec, l placement.Listed) listedBoard {
	lb := listedBoard{Sides: []string{}}
	numbers := map[pieces.Piece]int{} // the labelled men of each piece so far
	for _, m := range l.Men {
		man := listedMan{Piece: string(listing.Letter(m.Piece)), Square: spec.Board.Name(m.Square)}
		if spec.Labelled {
			numbers[m.Piece]++
			man.Number = numbers[m.Piece]
		}
		lb.Men = append(lb.Men, man)
	}
	if spec.Rules == placement.Legal {
		for _, s := range l.Sides {
			lb.Sides = append(lb.Sides, s.String())
		}
	}
	return lb
}
