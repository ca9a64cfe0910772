package tables

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"math/big"
	"regexp"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/enum"
	"github.com/chesscount/count/placement"
)

// Format is an output format.
type Format uint8

// The formats.
const (
	Text Format = iota
	Markdown
	CSV
	JSON
	HTML
)

var formats = enum.Type[Format]{Kind: "format", Names: []string{"text", "markdown", "csv", "json", "html"}}

// String returns the format's name as the --format flag spells it.
func (f Format) String() string { return formats.String(f) }

// ParseFormat reads a format's name, in any case.
func ParseFormat(s string) (Format, error) { return formats.Parse(s) }

// FormatNames returns the formats' names, as ParseFormat reads them.
func FormatNames() []string { return formats.Values() }

// Notation selects how Terms names the elements.
type Notation uint8

// The notations.
const (
	// Names: this tool's names, with the Leapfrog word and the thesis's
	// name beside them.
	Names Notation = iota
	// Thesis: the KTH thesis's table of section 5.1, numbered operations
	// and |F(g)| with g in σ and τ.
	Thesis
	// Leapfrog: the H?V?D? words alone.
	Leapfrog
)

var notations = enum.Type[Notation]{Kind: "notation", Names: []string{"names", "thesis", "leapfrog"}}

// String returns the notation's name as the --notation flag spells it.
func (n Notation) String() string { return notations.String(n) }

// ParseNotation reads a notation's name, in any case.
func ParseNotation(s string) (Notation, error) { return notations.Parse(s) }

// NotationNames returns the notations' names, as ParseNotation reads them.
func NotationNames() []string { return notations.Values() }

// Terms writes the per-element table of each result: one row per element
// with its name, Leapfrog word, thesis name, square map, images of two
// squares (a1 and b1), cycle type and fixed count, then Σ|Fix(g)|, |G| and the classes. JSON
// writes the same as Summary.
func Terms(w io.Writer, rs []*burnside.Result, f Format, n Notation) error {
	if f == JSON {
		return writeJSON(w, rs)
	}
	header := map[Notation][]string{
		Names:    {"element", "leapfrog", "thesis", "square map", "images", "cycle type", "|Fix(g)|"},
		Thesis:   {"", "operation", "square map", "|F(g)|"},
		Leapfrog: {"word", "square map", "images", "cycle type", "|Fix(g)|"},
	}[n]
	for i, r := range rs {
		b := r.Spec.Board
		var rows [][]string
		for _, t := range r.Terms {
			e := t.Element
			switch n {
			case Thesis:
				rows = append(rows, []string{fmt.Sprintf("(%d)", len(rows)+1), e.ThesisOperation(), e.Formula(b), fmt.Sprintf("|F(%s)| = %s", e.Thesis(), t.Fixed)})
			case Leapfrog:
				rows = append(rows, []string{e.Word(), e.Formula(b), e.Images(b), t.CycleType, t.Fixed.String()})
			default:
				rows = append(rows, []string{e.Name(), e.Word(), e.Thesis(), e.Formula(b), e.Images(b), t.CycleType, t.Fixed.String()})
			}
		}
		footer := [][]string{
			{"Σ |Fix(g)|", r.Sum.String()},
			{"|G|", fmt.Sprint(r.Group.Order())},
			{"classes = Σ / |G|", r.Classes.String()},
		}
		if f == CSV {
			// One CSV for all materials: each row says which it belongs to.
			if i == 0 {
				header = append([]string{"material"}, header...)
			}
			for j := range rows {
				rows[j] = append([]string{r.Spec.Material.String()}, rows[j]...)
			}
			for j := range footer {
				footer[j] = append([]string{r.Spec.Material.String()}, footer[j]...)
			}
			if err := writeCSV(w, header, rows, footer, i == 0); err != nil {
				return err
			}
			continue
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		// The footer lines run under the last two columns.
		var foot [][]string
		for _, l := range footer {
			row := make([]string, len(header))
			row[len(row)-2], row[len(row)-1] = l[0], l[1]
			foot = append(foot, row)
		}
		if err := section(w, f, Title(r), header, rows, foot, Conclusion(r)); err != nil {
			return err
		}
	}
	return nil
}

// section writes a title, a table and notes under it: lines in text,
// paragraphs in Markdown and HTML.
func section(w io.Writer, f Format, title string, header []string, rows, footer [][]string, notes ...string) error {
	para := func(s string) {
		switch f {
		case Markdown:
			fmt.Fprintf(w, "%s\n\n", s)
		case HTML:
			fmt.Fprintf(w, "<p>%s</p>\n", html.EscapeString(s))
		default:
			fmt.Fprintln(w, s)
		}
	}
	para(title)
	if err := render(w, f, header, rows, footer); err != nil {
		return err
	}
	if f == Markdown && len(notes) > 0 {
		fmt.Fprintln(w)
	}
	for _, n := range notes {
		para(n)
	}
	return nil
}

// Summary writes one row per result: material, board, rules, side to move,
// labelled, group and its order, placements, classes and their ratio.
func Summary(w io.Writer, rs []*burnside.Result, f Format) error {
	if f == JSON {
		return writeJSON(w, rs)
	}
	header := []string{"material", "board", "rules", "to move", "labelled", "group", "|G|", "placements", "classes", "classes/placements", "placements/class"}
	var rows [][]string
	for _, r := range rs {
		s := r.Spec
		rows = append(rows, []string{s.Material.String(), s.Board.String(), s.Rules.String(), toMove(s),
			fmt.Sprint(s.Labelled), r.Group.Name, fmt.Sprint(r.Group.Order()), r.Placements().String(), r.Classes.String(), ratio(r, false), ratio(r, true)})
	}
	return Rows(w, f, header, rows)
}

// Title names what a result counts: "KRvK on 8x8, rules placement, group d4
// of order 8".
func Title(r *burnside.Result) string {
	s := r.Spec
	t := fmt.Sprintf("%s on %s, rules %s", s.Material, s.Board, s.Rules)
	if s.Rules == placement.Legal {
		t += ", " + toMove(s) + " to move"
	}
	if s.Labelled {
		t += ", identical men labelled"
	}
	return t + fmt.Sprintf(", group %s of order %d", r.Group.Name, r.Group.Order())
}

// Conclusion states the result in a line: classes, placements and their
// ratio. Under the Legal rules a placement counts once per side to move,
// so the line says positions.
func Conclusion(r *burnside.Result) string {
	one, many := "placement", "placements"
	if r.Spec.Rules == placement.Legal {
		one, many = "position", "positions"
	}
	return fmt.Sprintf("%s = %s / %d; %s, %s per class",
		howMany(r.Classes, "class", "classes"), r.Sum, r.Group.Order(), howMany(r.Placements(), one, many), ratio(r, true))
}

// howMany writes n and the noun, one or many as n is 1 or not.
func howMany(n *big.Int, one, many string) string {
	if n.IsInt64() && n.Int64() == 1 {
		return "1 " + one
	}
	return n.String() + " " + many
}

// ratio returns classes/placements to six decimals, or its inverse, the
// placements per class, to three; "0" when there are none.
func ratio(r *burnside.Result, inverse bool) string {
	q := r.Ratio()
	switch {
	case q.Sign() == 0:
		return "0"
	case inverse:
		return new(big.Rat).Inv(q).FloatString(3)
	}
	return q.FloatString(6)
}

func toMove(s placement.Spec) string {
	if s.Rules != placement.Legal {
		return "-"
	}
	if s.ToMove == placement.Unset {
		return placement.Both.String()
	}
	return s.ToMove.String()
}

// Rows writes a plain table in format f; JSON writes an array of objects
// keyed by the header in snake_case (JSONKey), cells written as JSON
// numbers (-12, 0.5, 1e9) as numbers and other cells as strings.
func Rows(w io.Writer, f Format, header []string, rows [][]string) error {
	return RowsWithText(w, f, header, rows)
}

// RowsWithText writes a table as Rows does, but the cells of the columns
// named text stay strings in JSON even where they read as numbers (an
// EPD id "123" is a name, not a count).
func RowsWithText(w io.Writer, f Format, header []string, rows [][]string, text ...string) error {
	switch f {
	case CSV:
		return writeCSV(w, header, rows, nil, true)
	case JSON:
		objs := make([]map[string]any, len(rows))
		for i, r := range rows {
			objs[i] = map[string]any{}
			for c, h := range header {
				k := JSONKey(h)
				objs[i][k] = r[c]
				if jsonNumber.MatchString(r[c]) && !slices.Contains(text, h) {
					objs[i][k] = json.Number(r[c])
				}
			}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(objs)
	}
	return render(w, f, header, rows, nil)
}

// jsonNumber is the grammar of a JSON number (RFC 8259, section 6).
var jsonNumber = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$`)

// JSONKey returns the JSON key of a column named header: lower case, "%"
// spelt percent, and every run of other characters than letters and
// digits one underscore ("class size" is class_size, "overhead %" is
// overhead_percent, "speed-up" is speed_up).
func JSONKey(header string) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(strings.ReplaceAll(header, "%", "percent")) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if gap && b.Len() > 0 {
				b.WriteByte('_')
			}
			b.WriteRune(r)
			gap = false
		} else {
			gap = true
		}
	}
	return b.String()
}

func render(w io.Writer, f Format, header []string, rows, footer [][]string) error {
	opts := []tablewriter.Option{
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithHeaderAlignment(tw.AlignLeft),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: alignNumbers(header, rows)}),
	}
	if f == HTML {
		opts = append(opts, tablewriter.WithRenderer(renderer.NewHTML(renderer.HTMLConfig{EscapeContent: true})))
	}
	if f == Markdown {
		opts = append(opts, tablewriter.WithRenderer(renderer.NewMarkdown()))
		// A bare | would end a Markdown cell.
		escape := func(cells []string) []string {
			out := make([]string, len(cells))
			for i, c := range cells {
				out[i] = strings.ReplaceAll(c, "|", `\|`)
			}
			return out
		}
		header = escape(header)
		for _, t := range [][][]string{rows, footer} {
			for i := range t {
				t[i] = escape(t[i])
			}
		}
	}
	t := tablewriter.NewTable(w, opts...)
	t.Header(header)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	for _, row := range footer {
		if err := t.Append(row); err != nil {
			return err
		}
	}
	return t.Render()
}

// alignNumbers right-aligns the columns whose cells all read as numbers
// (integers or decimals).
func alignNumbers(header []string, rows [][]string) []tw.Align {
	al := make([]tw.Align, len(header))
	for c := range header {
		al[c] = tw.AlignRight
		for _, r := range rows {
			if _, ok := new(big.Rat).SetString(r[c]); !ok {
				al[c] = tw.AlignLeft
			}
		}
	}
	return al
}

// writeCSV writes the rows, then each footer line's leading cells at the
// start of a row and its last cell in the last column.
func writeCSV(w io.Writer, header []string, rows, footer [][]string, withHeader bool) error {
	cw := csv.NewWriter(w)
	if withHeader {
		cw.Write(header)
	}
	cw.WriteAll(rows)
	for _, l := range footer {
		row := make([]string, len(header))
		copy(row, l[:len(l)-1])
		row[len(row)-1] = l[len(l)-1]
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// Object is the JSON form of a result.
type Object struct {
	Material   string    `json:"material"`
	Board      string    `json:"board"`
	Rules      string    `json:"rules"`
	ToMove     *string   `json:"to_move"` // null unless the rules are legal
	Labelled   bool      `json:"labelled"`
	Group      string    `json:"group"`
	Order      int       `json:"order"`
	Elements   []Element `json:"elements"`
	Sum        *big.Int  `json:"sum"`
	Placements *big.Int  `json:"placements"`
	Classes    *big.Int  `json:"classes"`
	Ratio      float64   `json:"ratio"` // classes/placements, rounded
}

// Element is the JSON form of one term.
type Element struct {
	Name      string   `json:"name"`
	Leapfrog  string   `json:"leapfrog"`
	CycleType string   `json:"cycle_type"`
	Fixed     *big.Int `json:"fixed"`
}

// NewObject returns the JSON form of r.
func NewObject(r *burnside.Result) Object {
	s := r.Spec
	o := Object{
		Material: s.Material.String(), Board: s.Board.String(), Rules: s.Rules.String(),
		Labelled: s.Labelled, Group: r.Group.Name, Order: r.Group.Order(),
		Sum: r.Sum, Placements: r.Placements(), Classes: r.Classes,
	}
	if s.Rules == placement.Legal {
		tm := toMove(s)
		o.ToMove = &tm
	}
	o.Ratio, _ = r.Ratio().Float64()
	for _, t := range r.Terms {
		o.Elements = append(o.Elements, Element{t.Element.Name(), t.Element.Word(), t.CycleType, t.Fixed})
	}
	return o
}

// writeJSON writes one object, or an array when there are several results.
func writeJSON(w io.Writer, rs []*burnside.Result) error {
	objs := make([]Object, len(rs))
	for i, r := range rs {
		objs[i] = NewObject(r)
	}
	return writeOneOrMany(w, objs)
}

// Orbits writes the classes of each result broken down by stabiliser
// (types[i] for rs[i]): one row per conjugacy class of subgroups, with the
// class size and the number of classes and of configurations, then the
// totals. JSON and CSV hold one table for all results, with a material
// column.
func Orbits(w io.Writer, rs []*burnside.Result, types [][]burnside.OrbitType, f Format) error {
	header := []string{"stabiliser", "conjugates", "class size", "classes", "placements"}
	if f == JSON || f == CSV {
		header = append([]string{"material"}, header...)
	}
	var all [][]string // JSON and CSV: one table for all materials
	for i, r := range rs {
		var rows [][]string
		classes, placements := new(big.Int), new(big.Int)
		for _, t := range types[i] {
			members := t.Placements()
			classes.Add(classes, t.Classes)
			placements.Add(placements, members)
			row := []string{t.Stabiliser.Name, t.ConjugateNames(), fmt.Sprint(t.Size), t.Classes.String(), members.String()}
			if f == JSON || f == CSV {
				all = append(all, append([]string{r.Spec.Material.String()}, row...))
			}
			rows = append(rows, row)
		}
		if f == JSON || f == CSV {
			continue
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		rows = append(rows, []string{"all", "", "", classes.String(), placements.String()})
		if err := section(w, f, Title(r), header, rows, nil, Conclusion(r)); err != nil {
			return err
		}
	}
	if f == JSON || f == CSV {
		return Rows(w, f, header, all)
	}
	return nil
}
