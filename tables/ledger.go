package tables

import (
	"encoding/json"
	"fmt"
	"io"

	"count/thesis"
)

// Ledger writes the thesis ledger: in text and Markdown one table per
// section of the thesis, a verdict that explains a slip as a note under
// it; in CSV and JSON one row, or object, per figure
// with the keys section, material, term, thesis, enumerated, rule and
// verdict. A whole number is written as a number; a fraction, which only a
// combination of the thesis's terms can give, as "p/q".
func Ledger(w io.Writer, rows []thesis.Row, f Format) error {
	header := []string{"section", "material", "term", "thesis", "enumerated", "rule", "verdict"}
	cells := func(r thesis.Row) []string {
		return []string{r.Section, r.Material, r.Term, r.Thesis.RatString(), r.Enumerated.RatString(), r.Rule, r.Verdict}
	}
	switch f {
	case JSON:
		objs := make([]map[string]any, len(rows))
		for i, r := range rows {
			objs[i] = map[string]any{}
			for c, v := range cells(r) {
				objs[i][header[c]] = v
			}
			for _, k := range []string{"thesis", "enumerated"} {
				if v := objs[i][k].(string); isInteger(v) {
					objs[i][k] = json.Number(v)
				}
			}
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(objs)
	case CSV:
		var all [][]string
		for _, r := range rows {
			all = append(all, cells(r))
		}
		return writeCSV(w, header, all, nil, true)
	}
	// A verdict that is a sentence becomes a note under its table.
	for i := 0; i < len(rows); {
		j := i
		var table [][]string
		var notes []string
		for ; j < len(rows) && rows[j].Section == rows[i].Section; j++ {
			c := cells(rows[j])[2:]
			if v := rows[j].Verdict; len(v) > len("reproduced") {
				notes = append(notes, v)
				c[len(c)-1] = fmt.Sprintf("slip, note %d", len(notes))
			}
			table = append(table, c)
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		title := fmt.Sprintf("Section %s: %s", rows[i].Section, rows[i].Material)
		if f == Markdown {
			title = "### " + title
		}
		for n := range notes {
			notes[n] = fmt.Sprintf("Note %d: %s.", n+1, notes[n])
		}
		if err := section(w, f, title, header[2:], table, nil, notes...); err != nil {
			return err
		}
		i = j
	}
	return nil
}

func isInteger(s string) bool {
	for i, c := range s {
		if (c < '0' || c > '9') && !(i == 0 && c == '-' && len(s) > 1) {
			return false
		}
	}
	return s != ""
}
