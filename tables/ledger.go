package tables

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/chesscount/count/thesis"
)

// Ledger writes the thesis ledger: in text and Markdown one table per
// section of the thesis, a verdict that explains a slip as a note under
// it; in CSV and JSON one row, or object, per figure
// with the keys section, material, term, thesis, enumerated, rule and
// verdict. A whole number is written as a number; a fraction, which only a
// combination of the thesis's terms can give, as "p/q".
func Ledger(w io.Writer, rows []thesis.Row, f Format) error {
	switch f {
	case JSON:
		return ledgerJSON(w, rows)
	case CSV:
		var all [][]string
		for _, r := range rows {
			all = append(all, ledgerCells(r))
		}
		return writeCSV(w, ledgerHeader(), all, nil, true)
	}
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Section == rows[i].Section {
			j++
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		if err := ledgerSection(w, rows[i:j], f); err != nil {
			return err
		}
		i = j
	}
	return nil
}

// ledgerHeader returns the names of the ledger's columns, in the order of
// ledgerCells.
func ledgerHeader() []string {
	return []string{"section", "material", "term", "thesis", "enumerated", "rule", "verdict"}
}

// ledgerCells returns the cells of a row of the ledger.
func ledgerCells(r thesis.Row) []string {
	return []string{r.Section, r.Material, r.Term, r.Thesis.RatString(), r.Enumerated.RatString(), r.Rule, r.Verdict}
}

// ledgerJSON writes the ledger as a JSON array of objects keyed by the
// header, whole numbers as numbers.
func ledgerJSON(w io.Writer, rows []thesis.Row) error {
	header := ledgerHeader()
	objs := make([]map[string]any, len(rows))
	for i, r := range rows {
		objs[i] = map[string]any{}
		for c, v := range ledgerCells(r) {
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
}

// ledgerSection writes the table of one section's rows in text or
// Markdown. A verdict that is a sentence becomes a note under the table.
func ledgerSection(w io.Writer, rows []thesis.Row, f Format) error {
	var table [][]string
	var notes []string
	for _, r := range rows {
		c := ledgerCells(r)[2:]
		if v := r.Verdict; len(v) > len("reproduced") {
			notes = append(notes, v)
			c[len(c)-1] = fmt.Sprintf("slip, note %d", len(notes))
		}
		table = append(table, c)
	}
	title := fmt.Sprintf("Section %s: %s", rows[0].Section, rows[0].Material)
	if f == Markdown {
		title = "### " + title
	}
	for n := range notes {
		notes[n] = fmt.Sprintf("Note %d: %s.", n+1, notes[n])
	}
	return section(w, f, title, ledgerHeader()[2:], table, nil, notes...)
}

func isInteger(s string) bool {
	for i, c := range s {
		if (c < '0' || c > '9') && !(i == 0 && c == '-' && len(s) > 1) {
			return false
		}
	}
	return s != ""
}
