package tables

import (
	"fmt"
	"io"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/placement"
)

// MenTotal is the JSON form of the total of every material with a number
// of men.
type MenTotal struct {
	Men        int      `json:"men"`
	Materials  int      `json:"materials"`
	Placements *big.Int `json:"placements"`
	Classes    *big.Int `json:"classes"`
}

// MenObject is the JSON form of one number of men: an object per material
// and the total.
type MenObject struct {
	Men       int      `json:"men"`
	Materials []Object `json:"materials"`
	Total     MenTotal `json:"total"`
	// Incomplete and Expected, the number of materials with Men men, are
	// there only when a run stopped before it counted them all.
	Incomplete bool `json:"incomplete,omitempty"`
	Expected   int  `json:"expected,omitempty"`
}

// Men writes, for each list of results (every material with one number of
// men, as count men lists them), one row per material and their total.
// JSON writes a MenObject per list, in an array when there are several.
func Men(w io.Writer, lists [][]*burnside.Result, f Format) error {
	return PartialMen(w, lists, f, MenStop{})
}

// MenStop says where a run of count men stopped: at Men men, of which
// there are Expected materials, counted with Spec (the material aside).
// The zero MenStop is a run that finished.
type MenStop struct {
	Men, Expected int
	Spec          placement.Spec
}

// PartialMen writes lists as Men does, for a run that stopped at stop: the
// list of stop.Men men, counted in part or not at all, is labelled partial
// with how many of its materials were counted.
func PartialMen(w io.Writer, lists [][]*burnside.Result, f Format, stop MenStop) error {
	var objs []MenObject
	for _, list := range menLists(lists, stop) {
		rs, men := list.results, list.men
		total := MenTotal{Men: men, Materials: len(rs), Placements: new(big.Int), Classes: new(big.Int)}
		var rows [][]string
		obj := MenObject{Men: men, Materials: []Object{}}
		for _, r := range rs {
			total.Placements.Add(total.Placements, r.Placements())
			total.Classes.Add(total.Classes, r.Classes)
			rows = append(rows, []string{r.Spec.Material.String(), r.Group.Name, r.Placements().String(), r.Classes.String()})
			obj.Materials = append(obj.Materials, NewObject(r))
		}
		obj.Total = total
		partial := stop.Expected > 0 && men == stop.Men
		if partial {
			obj.Incomplete, obj.Expected = true, stop.Expected
		}
		objs = append(objs, obj)
		if f == JSON {
			continue
		}
		header := []string{"material", "group", "placements", "classes"}
		footer := [][]string{{"total", "", total.Placements.String(), total.Classes.String()}}
		s := list.spec
		title := fmt.Sprintf("%d men: %s on %s, rules %s", men, plural(len(rs), "material"), s.Board, s.Rules)
		if t := toMove(s); t != "-" {
			title += ", " + t + " to move"
		}
		var notes []string
		if partial {
			footer[0][0] = "total so far"
			notes = append(notes, PartialNote(len(rs), stop.Expected))
		}
		k := keyed{keyName: "men", key: men, title: title, header: header, rows: rows, footer: footer, notes: notes}
		if err := k.write(w, f, len(objs) == 1); err != nil {
			return err
		}
	}
	if f != JSON {
		return nil
	}
	return writeOneOrMany(w, objs)
}

// menList is the results of one number of men, and the spec they share.
type menList struct {
	men     int
	results []*burnside.Result
	spec    placement.Spec
}

// menLists is the non-empty lists, and after them an empty one for
// stop.Men when the run stopped before it counted any material with that
// many men.
func menLists(lists [][]*burnside.Result, stop MenStop) []menList {
	var out []menList
	for _, rs := range lists {
		if len(rs) > 0 {
			out = append(out, menList{rs[0].Spec.Material.Men(), rs, rs[0].Spec})
		}
	}
	if stop.Expected > 0 && (len(out) == 0 || out[len(out)-1].men != stop.Men) {
		out = append(out, menList{men: stop.Men, spec: stop.Spec})
	}
	return out
}

// PartialNote is the line under a table of done of expected materials.
func PartialNote(done, expected int) string {
	return fmt.Sprintf("partial: %d of %s counted", done, plural(expected, "material"))
}

// keyed is one of several tables written one after another: CSV gives
// each row a first cell, the key (the number of men, the material), under
// one header; the other formats give each table its title, a blank line
// apart.
type keyed struct {
	keyName      string
	key          any
	title        string
	header       []string
	rows, footer [][]string
	notes        []string
}

// write writes k; first says whether it is the first table.
func (k keyed) write(w io.Writer, f Format, first bool) error {
	if f == CSV {
		return writeCSV(w, append([]string{k.keyName}, k.header...), prefix(k.key, k.rows), prefix(k.key, k.footer), first)
	}
	if !first {
		fmt.Fprintln(w)
	}
	return section(w, f, k.title, k.header, k.rows, k.footer, k.notes...)
}

// prefix puts a first cell (the number of men, the material) before each
// row.
func prefix(first any, rows [][]string) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		out[i] = append([]string{fmt.Sprint(first)}, r...)
	}
	return out
}

// writeOneOrMany writes one object alone, and several as an array.
func writeOneOrMany[T any](w io.Writer, objs []T) error {
	if len(objs) == 1 {
		return writeIndented(w, objs[0])
	}
	return writeIndented(w, objs)
}
