package checkpoint

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
)

// PositionsHeader is the header of the checkpoint of count positions
// --men men (as given on the command line) on board under rules, of the
// shard K/N, or of every material when N is 0.
func PositionsHeader(men string, board pieces.Board, rules census.Rules, shard [2]int) Header {
	s := "all"
	if shard[1] != 0 {
		s = fmt.Sprintf("%d/%d", shard[0], shard[1])
	}
	return Header{Checkpoint: PositionsKind, Men: men, Board: board.String(), Rules: rules.String(), Shard: s}
}

// CensusRow reads a row of count positions --men: a census.Row, counted
// on the board and under the rules of h.
func CensusRow(line []byte, h Header) (string, census.Row, bool, error) {
	var r census.Row
	if json.Unmarshal(line, &r) != nil || r.Valid() != nil {
		return "", r, false, nil
	}
	if r.Board != h.Board || r.Rules != h.Rules {
		return "", r, false, fmt.Errorf("holds a row counted on %s under %q, not on %s under %q", r.Board, r.Rules, h.Board, h.Rules)
	}
	return r.Material, r, true, nil
}

// AllHeader is the header line of the checkpoint of count all under r,
// of the share sh: the rules in their text form, which names the count.
func AllHeader(r allchess.Rules, sh allchess.Shard) Header {
	return Header{Checkpoint: AllKind, Men: fmt.Sprint(r.MaxMen), Board: r.Board.String(), Rules: r.String(), Shard: sh.String()}
}

// A TableRow is a line of count all's checkpoint: one table's counts, by
// number of men, in decimal.
type TableRow struct {
	Table  string   `json:"table"`
	Counts []string `json:"counts"`
}

// ReadTableRow reads a row of count all's checkpoint.
func ReadTableRow(line []byte, _ Header) (string, TableRow, bool, error) {
	var r TableRow
	if json.Unmarshal(line, &r) != nil || r.Table == "" {
		return "", r, false, nil
	}
	for _, c := range r.Counts {
		if _, ok := new(big.Int).SetString(c, 10); !ok {
			return "", r, false, nil
		}
	}
	return r.Table, r, true, nil
}

// TableStore keeps count all's tables in its checkpoint: the
// allchess.TableStore of a File of TableRows.
type TableStore struct{ File *File[TableRow] }

// Load returns the counts of the table name, if the checkpoint holds it.
func (t TableStore) Load(name string) ([]*big.Int, bool) {
	r, ok := t.File.Done[name]
	if !ok {
		return nil, false
	}
	out := make([]*big.Int, len(r.Counts))
	for i, c := range r.Counts {
		out[i], _ = new(big.Int).SetString(c, 10) // ReadTableRow read each
	}
	return out, true
}

// Save adds the counts of the table name to the checkpoint.
func (t TableStore) Save(name string, counts []*big.Int) error {
	r := TableRow{Table: name}
	for _, c := range counts {
		r.Counts = append(r.Counts, c.String())
	}
	return t.File.Save(r)
}
