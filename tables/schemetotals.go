package tables

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/chesscount/count/scheme"
)

// SchemeTotal is what one scheme spends on every material of a number of
// men that it indexes, against the classes of the positions its entries
// stand for.
type SchemeTotal struct {
	Scheme string `json:"scheme"`
	// Materials is the number of materials it has entries for.
	Materials int      `json:"materials"`
	Entries   *big.Int `json:"entries"`
	// Classes is the classes of the sides to move it stores: a side read
	// from the other by the colour swap adds neither entries nor classes.
	Classes         *big.Int `json:"classes"`
	OverheadPercent string   `json:"overhead_percent"`
}

// SchemeMaterial is one material with one side to move: its classes and
// what each scheme spends on it (nil where a scheme has no entries, and
// Missing says why). Its JSON lists the schemes in order, each a
// SchemeSpent.
type SchemeMaterial struct {
	Material string
	ToMove   string
	Classes  *big.Int
	Spent    map[string]*big.Int
	Missing  map[string]string
	order    []string
}

// SchemeSpent is the JSON form of what one scheme spends on a material:
// its entries (null when it has none) and why it has none.
type SchemeSpent struct {
	Scheme    string   `json:"scheme"`
	Entries   *big.Int `json:"entries"`
	NoEntries string   `json:"no_entries,omitempty"`
}

// MarshalJSON writes m with its schemes in order, each a SchemeSpent.
func (m SchemeMaterial) MarshalJSON() ([]byte, error) {
	v := struct {
		Material string        `json:"material"`
		ToMove   string        `json:"to_move"`
		Classes  *big.Int      `json:"classes"`
		Schemes  []SchemeSpent `json:"schemes"`
	}{Material: m.Material, ToMove: m.ToMove, Classes: m.Classes}
	for _, name := range m.order {
		v.Schemes = append(v.Schemes, SchemeSpent{Scheme: name, Entries: m.Spent[name], NoEntries: m.Missing[name]})
	}
	return json.Marshal(v)
}

// SchemeMen is the JSON form of every material with one number of men.
type SchemeMen struct {
	Men       int              `json:"men"`
	Materials []SchemeMaterial `json:"materials"`
	Totals    []SchemeTotal    `json:"totals"`
}

// NewSchemeMen gathers the reports of every material with men men, each
// side to move a report, into rows and totals.
func NewSchemeMen(men int, reports []*scheme.Report) SchemeMen {
	out := SchemeMen{Men: men}
	totals := map[string]*SchemeTotal{}
	indexed := map[string]map[string]bool{}
	for _, r := range reports {
		row := schemeRow(r)
		out.Materials = append(out.Materials, row)
		for _, name := range row.order {
			n, ok := row.Spent[name]
			if totals[name] == nil {
				totals[name] = &SchemeTotal{Scheme: name, Entries: new(big.Int), Classes: new(big.Int)}
				indexed[name] = map[string]bool{}
			}
			if !ok || n == nil {
				continue // no entries, or a side read by the colour swap
			}
			t := totals[name]
			t.Entries.Add(t.Entries, n)
			t.Classes.Add(t.Classes, r.Classes)
			indexed[name][row.Material] = true
		}
	}
	if len(out.Materials) > 0 {
		for _, name := range out.Materials[0].order {
			t := totals[name]
			t.Materials = len(indexed[name])
			_, pct := scheme.Kept{Positions: t.Entries}.Overhead(t.Classes)
			t.OverheadPercent = pct.FloatString(3)
			out.Totals = append(out.Totals, *t)
		}
	}
	return out
}

// schemeRow is the row of one report: the entries of each scheme, by
// name, in the order tables print them.
func schemeRow(r *scheme.Report) SchemeMaterial {
	row := SchemeMaterial{Material: r.Spec.Material.String(), ToMove: toMove(r.Spec), Classes: r.Classes,
		Spent: map[string]*big.Int{}, Missing: map[string]string{}}
	add := func(name string, n *big.Int) {
		row.order = append(row.order, name)
		row.Spent[name] = n
	}
	add("labelled classes", r.Labelled)
	add("64·63·…", r.Numbered)
	for _, k := range r.Kept {
		add(shortKept(k.Scheme), k.Positions)
	}
	for _, x := range r.Indexes {
		name := x.Index.String()
		switch {
		case x.Err != nil:
			row.order = append(row.order, name)
			row.Missing[name] = reason(x.Err)
		case x.Size.Mirrored:
			add(name, nil)
			row.Missing[name] = "read by the colour swap"
		default:
			add(name, big.NewInt(int64(x.Size.Entries)))
		}
	}
	return row
}

// shortKept names a scheme of Report.Kept in a column head, the same for
// every material: "Leapfrog", and "king pairs" for the 462 pairs of kings
// (1806 with pawns).
func shortKept(name string) string {
	switch {
	case strings.HasPrefix(name, "Leapfrog"):
		return "Leapfrog"
	case strings.HasSuffix(name, "pairs of kings"):
		return "king pairs"
	}
	return name
}

// SchemesByMen writes, for each number of men, a row per material and
// side to move with the classes and each scheme's entries, then a table of
// each scheme's totals. JSON writes a SchemeMen per number of men.
func SchemesByMen(w io.Writer, f Format, lists []SchemeMen) error {
	switch f {
	case JSON:
		return writeOneOrMany(w, lists)
	case CSV:
		return schemesLong(w, lists)
	}
	for i, l := range lists {
		if len(l.Materials) == 0 {
			continue
		}
		names := l.Materials[0].order
		header := append([]string{"material", "to move", "classes"}, names...)
		var rows [][]string
		for _, m := range l.Materials {
			row := []string{m.Material, m.ToMove, m.Classes.String()}
			for _, name := range names {
				cell := "—"
				if n := m.Spent[name]; n != nil {
					cell = n.String()
				}
				row = append(row, cell)
			}
			rows = append(rows, row)
		}
		k := keyed{keyName: "men", key: l.Men, title: fmt.Sprintf("%d men: what each scheme spends on each material (— no entries)", l.Men), header: header, rows: rows}
		if err := k.write(w, f, i == 0); err != nil {
			return err
		}
		if err := schemeTotals(w, f, l); err != nil {
			return err
		}
	}
	return nil
}

// schemeTotals writes the totals table of l.
func schemeTotals(w io.Writer, f Format, l SchemeMen) error {
	var rows [][]string
	for _, t := range l.Totals {
		rows = append(rows, []string{t.Scheme, fmt.Sprint(t.Materials), t.Entries.String(), t.Classes.String(), t.OverheadPercent})
	}
	k := keyed{keyName: "men", key: l.Men, title: fmt.Sprintf("%d men: each scheme's total over the materials it has entries for", l.Men),
		header: []string{"scheme", "materials", "entries", "classes", "overhead %"}, rows: rows}
	return k.write(w, f, false)
}

// schemesLong writes lists as CSV in long form: a row per number of men,
// material, side to move and scheme, then a row per scheme's total with
// the material "total".
func schemesLong(w io.Writer, lists []SchemeMen) error {
	header := []string{"men", "material", "to move", "scheme", "entries", "classes", "overhead %", "note"}
	var rows [][]string
	for _, l := range lists {
		for _, m := range l.Materials {
			for _, name := range m.order {
				row := []string{fmt.Sprint(l.Men), m.Material, m.ToMove, name, "", m.Classes.String(), "", m.Missing[name]}
				if n := m.Spent[name]; n != nil {
					_, pct := scheme.Kept{Positions: n}.Overhead(m.Classes)
					row[4], row[6] = n.String(), pct.FloatString(3)
				}
				rows = append(rows, row)
			}
		}
		for _, t := range l.Totals {
			rows = append(rows, []string{fmt.Sprint(l.Men), "total", "", t.Scheme, t.Entries.String(), t.Classes.String(), t.OverheadPercent,
				fmt.Sprintf("over the %d materials it has entries for", t.Materials)})
		}
	}
	return writeCSV(w, header, rows, nil, true)
}
