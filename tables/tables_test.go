package tables_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

func result(t testing.TB, material string) *burnside.Result {
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		t.Fatal(err)
	}
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, err := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Every row of a Markdown table has as many cell borders as its header:
// the | in |Fix(g)| must not end a cell.
func TestMarkdown(t *testing.T) {
	rs := []*burnside.Result{result(t, "KK"), result(t, "KPK")}
	for name, write := range map[string]func(*bytes.Buffer) error{
		"Terms":   func(b *bytes.Buffer) error { return tables.Terms(b, rs, tables.Markdown, tables.Names) },
		"Summary": func(b *bytes.Buffer) error { return tables.Summary(b, rs, tables.Markdown) },
	} {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		border := regexp.MustCompile(`(^|[^\\])\|`)
		want := -1
		for _, line := range strings.Split(buf.String(), "\n") {
			if !strings.HasPrefix(line, "|") {
				want = -1 // a new table starts after a line of text
				continue
			}
			n := len(border.FindAllString(line, -1))
			if want == -1 {
				want = n
			}
			if n != want {
				t.Errorf("%s: %d cell borders, want %d: %s", name, n, want, line)
			}
		}
	}
}

func TestCSV(t *testing.T) {
	var buf bytes.Buffer
	if err := tables.Terms(&buf, []*burnside.Result{result(t, "KK"), result(t, "KRK")}, tables.CSV, tables.Names); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&buf).ReadAll() // also checks every row has as many fields
	if err != nil {
		t.Fatal(err)
	}
	// A header, then per material eight elements and three footer lines.
	if len(records) != 1+2*(8+3) || records[0][0] != "material" || records[len(records)-1][len(records[0])-1] != "28056" {
		t.Errorf("CSV: %d records, first %v, last %v", len(records), records[0], records[len(records)-1])
	}
}

// Counts beyond 2^64 stay exact in JSON.
func TestJSONExact(t *testing.T) {
	r := result(t, "KK")
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	r.Classes = huge
	var buf bytes.Buffer
	if err := tables.Summary(&buf, []*burnside.Result{r}, tables.JSON); err != nil {
		t.Fatal(err)
	}
	var o map[string]json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &o); err != nil {
		t.Fatal(err)
	}
	if string(o["classes"]) != huge.String() {
		t.Errorf("classes %s, want %s", o["classes"], huge)
	}
}

func ExampleTerms() {
	m, _ := pieces.ParseMaterial("KPK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, _ := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
	tables.Terms(os.Stdout, []*burnside.Result{r}, tables.Markdown, tables.Names)
	// Output:
	// KPvK on 8x8, rules placement, group mirror of order 2
	//
	// | element    | leapfrog | thesis | square map    | images      | cycle type          | \|Fix(g)\| |
	// |:-----------|:---------|:-------|:--------------|:------------|:--------------------|-----------:|
	// | identity   | 1        | 1      | (x,y)→(x,y)   | a1→a1 b1→b1 | 1^64                |     168024 |
	// | flip-files | V        | τ      | (x,y)→(7−x,y) | a1→h1 b1→g1 | 2^32                |          0 |
	// |            |          |        |               |             | Σ \|Fix(g)\|        |     168024 |
	// |            |          |        |               |             | \|G\|               |          2 |
	// |            |          |        |               |             | classes = Σ / \|G\| |      84012 |
	//
	// 84012 classes = 168024 / 2; 168024 placements, 2.000 per class
}

// The table of count men, here for the 3-man materials with a rook or a
// pawn under the thesis's placement rule (its figures with their exact
// counts are in docs/thesis.md).
func ExampleMen() {
	var rs []*burnside.Result
	for _, text := range []string{"KRvK", "KPvK"} {
		m, _ := pieces.ParseMaterial(text)
		s := placement.Spec{Board: pieces.Chessboard, Material: m}
		r, _ := burnside.Count(context.Background(), s, symmetry.Auto(s.Board, m), nil)
		rs = append(rs, r)
	}
	tables.Men(os.Stdout, [][]*burnside.Result{rs}, tables.Markdown)
	// Output:
	// 3 men: 2 materials on 8x8, rules placement
	//
	// | material | group  | placements | classes |
	// |:---------|:-------|-----------:|--------:|
	// | KRvK     | d4     |     223944 |   28056 |
	// | KPvK     | mirror |     168024 |   84012 |
	// | total    |        |     391968 |  112068 |
}

// In JSON, a cell written as a JSON number is a number; any other cell,
// "1/2" among them, a string; and the columns named as text are strings
// whatever they hold.
func ExampleRowsWithText() {
	header := []string{"id", "ratio", "classes"}
	rows := [][]string{{"123", "1/2", "28056"}, {"WAC.001", "-0.5", "1e3"}}
	if err := tables.RowsWithText(os.Stdout, tables.JSON, header, rows, "id"); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [
	//   {
	//     "classes": 28056,
	//     "id": "123",
	//     "ratio": "1/2"
	//   },
	//   {
	//     "classes": 1e3,
	//     "id": "WAC.001",
	//     "ratio": -0.5
	//   }
	// ]
}

// Every chess position with 2 or 3 men, and the rows from 3 men on only,
// as count all --men 3 prints them.
func ExampleAllChessFrom() {
	s := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 3, Castling: rights.StandardCastling, EP: rights.NULP}
	r, err := allchess.Count(context.Background(), s, allchess.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	tables.AllChessFrom(os.Stdout, tables.Markdown, r, 3)
	// Output:
	// Every material at once on 8x8, 3 men: castling standard, en passant nulp, both sides to move
	//
	// | men   | positions | of which castling | of which en passant | classes |
	// |------:|----------:|------------------:|--------------------:|--------:|
	// |     3 |   3891590 |               422 |                   0 |  368079 |
	// | total |   3891590 |               422 |                   0 |  368079 |
}

// A column's JSON key is its header in snake_case, % written as percent.
func ExampleJSONKey() {
	for _, header := range []string{"class size", "of which en passant", "overhead %", "|G|", "classes/placements"} {
		fmt.Printf("%q → %q\n", header, tables.JSONKey(header))
	}
	// Output:
	// "class size" → "class_size"
	// "of which en passant" → "of_which_en_passant"
	// "overhead %" → "overhead_percent"
	// "|G|" → "g"
	// "classes/placements" → "classes_placements"
}
