package tables

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"

	"github.com/chesscount/count/census"
)

// censusTerm is the JSON form of one element's fixed positions by part
// (null where the element does not act on the part).
type censusTerm struct {
	Element   string   `json:"element"`
	Plain     *big.Int `json:"plain"`
	Castling  *big.Int `json:"castling"`
	EnPassant *big.Int `json:"en_passant"`
}

// censusObject is the JSON form of one material's census.
type censusObject struct {
	census.Row
	Terms []censusTerm `json:"terms"`
}

// Census writes, for each result, the positions each element of its group
// fixes in each part, the sums, the number of elements acting on each
// part, and the classes and positions by part.
func Census(w io.Writer, f Format, rs []*census.Result) error {
	var objs []censusObject
	for i, r := range rs {
		obj := censusObject{Row: r.Row()}
		header := []string{"element", "plain", "castling", "en passant"}
		var rows [][]string
		sums := [3]*big.Int{new(big.Int), new(big.Int), new(big.Int)}
		for _, t := range r.Terms {
			row := []string{t.Name()}
			for _, p := range census.Parts {
				if t.Fixed[p] == nil {
					row = append(row, "·")
					continue
				}
				row = append(row, t.Fixed[p].String())
				sums[p].Add(sums[p], t.Fixed[p])
			}
			rows = append(rows, row)
			obj.Terms = append(obj.Terms, censusTerm{t.Name(), t.Fixed[census.Plain], t.Fixed[census.Castling], t.Fixed[census.EnPassant]})
		}
		objs = append(objs, obj)
		if f == JSON {
			continue
		}
		footer := [][]string{{"sum"}, {"÷ elements acting"}, {"classes"}, {"positions"}}
		for _, p := range census.Parts {
			footer[0] = append(footer[0], sums[p].String())
			footer[1] = append(footer[1], fmt.Sprint(r.Order(p)))
			footer[2] = append(footer[2], r.Classes[p].String())
			footer[3] = append(footer[3], r.Positions[p].String())
		}
		title := fmt.Sprintf("%s on %s, whole positions (%s), group %s", r.Material, r.Board, r.Rules, r.Group.Name)
		if r.Swap {
			title += " with the colour swap (+C)"
		}
		note := fmt.Sprintf("%s classes of %s positions; · marks an element that does not act on a part (a position with castling rights has no board symmetry).", r.TotalClasses(), r.TotalPositions())
		k := keyed{keyName: "material", key: r.Material, title: title, header: header, rows: rows, footer: footer, notes: []string{note}}
		if err := k.write(w, f, i == 0); err != nil {
			return err
		}
	}
	if f != JSON {
		return nil
	}
	return writeOneOrMany(w, objs)
}

// CensusTotal is the JSON form of the total of every material with a
// number of men.
type CensusTotal struct {
	Materials int          `json:"materials"`
	Positions census.Split `json:"positions"`
	Classes   census.Split `json:"classes"`
}

// CensusMen is the JSON form of count positions --men N for one N.
type CensusMen struct {
	Men       int          `json:"men"`
	Board     string       `json:"board"`
	Rules     string       `json:"rules"`
	Materials []census.Row `json:"materials"`
	Total     CensusTotal  `json:"total"`
	// Expected is the number of materials with Men men, which a shard
	// or an interrupted run has not all counted.
	Expected int `json:"expected"`
	// Incomplete is there only when a run stopped before it counted
	// the materials of its shard (all, without one).
	Incomplete bool `json:"incomplete,omitempty"`
}

// NewCensusMen returns the rows of one number of men with their total;
// expected is the number of materials there are.
func NewCensusMen(men int, board string, rules string, rows []census.Row, expected int) CensusMen {
	c := CensusMen{Men: men, Board: board, Rules: rules, Materials: rows, Expected: expected}
	c.Total.Materials = len(rows)
	for _, r := range rows {
		c.Total.Positions.Add(r.Positions)
		c.Total.Classes.Add(r.Classes)
	}
	if len(rows) == 0 {
		c.Total.Positions.Add(census.Split{})
		c.Total.Classes.Add(census.Split{})
	}
	return c
}

// CensusMenTables writes a row per material and the total, for each
// number of men; JSON writes a CensusMen each, in an array when there are
// several.
func CensusMenTables(w io.Writer, f Format, lists []CensusMen) error {
	if f == JSON {
		return writeOneOrMany(w, lists)
	}
	header := []string{"material", "plain", "castling", "en passant", "positions", "plain classes", "castling classes", "en passant classes", "classes"}
	split := func(name string, p, c census.Split) []string {
		return []string{name, p.Plain.String(), p.Castling.String(), p.EnPassant.String(), p.Total.String(), c.Plain.String(), c.Castling.String(), c.EnPassant.String(), c.Total.String()}
	}
	if len(lists) > 1 { // a range of men: a row per number
		header[0] = "men"
		var rows [][]string
		for _, l := range lists {
			name := fmt.Sprint(l.Men)
			if l.Incomplete {
				name += " (partial)"
			}
			rows = append(rows, split(name, l.Total.Positions, l.Total.Classes))
		}
		if f == CSV {
			return writeCSV(w, header, rows, nil, true)
		}
		title := fmt.Sprintf("%d to %d men on %s, whole positions (%s)", lists[0].Men, lists[len(lists)-1].Men, lists[0].Board, lists[0].Rules)
		var notes []string
		if l := lists[len(lists)-1]; l.Incomplete {
			notes = append(notes, fmt.Sprintf("partial: %d of %s with %d men counted", l.Total.Materials, plural(l.Expected, "material"), l.Men))
		}
		return section(w, f, title, header, rows, nil, notes...)
	}
	for i, l := range lists {
		var rows [][]string
		for _, r := range l.Materials {
			rows = append(rows, split(r.Material, r.Positions, r.Classes))
		}
		footer := [][]string{split("total", l.Total.Positions, l.Total.Classes)}
		title := fmt.Sprintf("%d men: %d of %s on %s, whole positions (%s)", l.Men, l.Total.Materials, plural(l.Expected, "material"), l.Board, l.Rules)
		var notes []string
		if l.Incomplete {
			footer[0][0] = "total so far"
			notes = append(notes, PartialNote(l.Total.Materials, l.Expected))
		}
		k := keyed{keyName: "men", key: l.Men, title: title, header: header, rows: rows, footer: footer, notes: notes}
		if err := k.write(w, f, i == 0); err != nil {
			return err
		}
	}
	return nil
}

func writeIndented(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
