package shards

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
)

// row counts material on 4x4 without rights.
func row(t *testing.T, material string) census.Row {
	t.Helper()
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		t.Fatal(err)
	}
	r, err := census.Count(context.Background(), m, pieces.Board{Files: 4, Ranks: 4}, census.Rules{}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return r.Row()
}

// A Set adds each material once, refuses other counts of one, and says
// which numbers of men lack materials.
func TestSet(t *testing.T) {
	g := NewSet(func(b pieces.Board) int { return b.Squares() })
	krk := row(t, "KRvK")
	for _, r := range []census.Row{krk, krk, row(t, "KvK")} {
		if err := g.Add("a.json", r); err != nil {
			t.Fatal(err)
		}
	}
	other := row(t, "KQvK")
	other.Material = "KRvK"
	if err := g.Add("b.json", other); err == nil || !strings.Contains(err.Error(), "KRvK has other counts") {
		t.Errorf("other counts of KRvK: %v", err)
	}
	lists, gaps := g.Tables(pieces.Board{Files: 4, Ranks: 4})
	if len(lists) != 2 || len(gaps) != 1 || gaps[0].Men != 3 || gaps[0].Have != 1 || !lists[1].Incomplete {
		t.Errorf("tables %d, gaps %+v", len(lists), gaps)
	}
}

// A Value tells a row, the rows of a number of men and a header line
// apart from other objects.
func TestValueRows(t *testing.T) {
	for _, c := range []struct {
		json string
		rows int
		ok   bool
	}{
		{`{"material":"KvK","men":2}`, 1, true},
		{`{"materials":[]}`, 0, true},
		{`{"checkpoint":"count positions --men","men":"3"}`, 0, true},
		{`{"checkpoint":"count all","men":"3"}`, 0, false},
		{`{"other":1}`, 0, false},
	} {
		var p Value
		if err := json.Unmarshal([]byte(c.json), &p); err != nil {
			t.Fatal(err)
		}
		rows, err := p.Rows(json.RawMessage(c.json))
		if len(rows) != c.rows || (err == nil) != c.ok {
			t.Errorf("%s: %d rows, %v", c.json, len(rows), err)
		}
	}
}
