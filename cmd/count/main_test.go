package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

func runCount(ctx context.Context, args ...string) (code int, stdout, stderr string) {
	var out, errs bytes.Buffer
	code = run(ctx, args, &out, &errs, false)
	return code, out.String(), errs.String()
}

// usageCases are mistakes on the command line and what the line that
// reports each must contain.
var usageCases = []struct {
	args []string
	want string
}{
	{[]string{"--bogus", "KRK"}, "--bogus is not a flag of count"},
	{[]string{"KXK"}, "unknown piece letter"},
	{[]string{"KRR"}, "black has 0 kings"},
	{[]string{"--board", "0x8", "KRK"}, "board 0x8"},
	{[]string{"--board", "21x8", "KRK"}, "board 21x8"},
	{[]string{"--board", "8x", "KRK"}, `board "8x"`},
	{[]string{"--board", "2x2", "5Q"}, "has 5 men but the 2x2 board has 4 squares"},
	{[]string{"KPPPPPPPPPvK"}, "9 pawns"},
	{[]string{"KPK", "--group", "rotations"}, "turns the direction pawns move"},
	{[]string{"KRK", "--board", "6x8", "--group", "d4"}, "needs a square board"},
	{[]string{"KRK", "--group", "klein"}, `group "klein"`},
	{[]string{"KRK", "--to-move", "white"}, "only with --rules legal"},
	{[]string{"KK", "--element", "D"}, "add --svg FILE"},
	{[]string{"KK", "--table", "--orbits"}, "give one"},
	{[]string{"KK", "--notation", "thesis"}, "add --table"},
	{[]string{"thesis", "--workers", "1"}, "--workers is not a flag of count thesis"},
	{[]string{"KRK", "--position", "Ka1 Rb2 kc3"}, "add --svg FILE"},
	{[]string{"KRK", "--svg", "x.svg", "--position", "Ka1 Rb2 kc3", "--element", "D"}, "give --element or --position"},
	{[]string{"KK", "--svg", "x.svg", "--element", "DH"}, `element "DH"`},
	{[]string{"KK", "--board", "6x8", "--svg", "x.svg", "--element", "D"}, "needs a square board"},
	{[]string{"KK", "--format", "svg"}, `format "svg"`},
	{[]string{"KRK", "--rules", "legal", "--to-move", "red"}, `side to move "red"`},
	{[]string{"KRK", "--rules", "strict"}, `rules "strict"`},
	{[]string{"8Q", "--rules", "legal"}, "puzzle material"},
	{[]string{"schemes", "8Q"}, "8Q is a puzzle material, which no tablebase indexes (count 8Q counts its classes)"},
	{[]string{"KRK", "--format", "xml"}, `format "xml"`},
	{[]string{"KRK", "--workers", "-1"}, "--workers -1"},
	{[]string{}, "no material given"},
	{[]string{"bench", "KRK"}, `no entry of the suite has "KRK" in its name`},
	{[]string{"bench", " "}, `FILTER " ": give a word`},
	{[]string{"bench", "--board", "9x9"}, "--board is not a flag of count bench"},
	{[]string{"thesis", "KRK"}, "takes no material"},
	{[]string{"KK", "--table", "--notation", "greek"}, `notation "greek"`},
	{[]string{"thesis", "bench"}, "takes no material"},
	{[]string{"--a\nb", "KRK"}, `--a\nb is not a flag of`},
	{[]string{"men", "1"}, `men "1"`},
	{[]string{"symmetry", "reduce", "HXD"}, `word "HXD"`},
	{[]string{"symmetry", "reduce", "HV", "KRK"}, "give one word"},
	{[]string{"symmetry", "reduce", "HV", "--notation", "thesis"}, "--notation is not a flag of count symmetry reduce"},
	{[]string{"symmetry", "index-tables", "--notation", "thesis"}, "--notation is not a flag of count symmetry index-tables"},
	{[]string{"symmetry", "table", "--board", "6x6"}, "--board is not a flag of count symmetry table"},
	{[]string{"symmetry", "reduce", "HV", "--format", "json"}, "--format is not a flag of count symmetry reduce"},
	{[]string{"men", "6-3"}, `men "6-3"`},
	{[]string{"men", "x"}, `men "x"`},
	{[]string{"men", "11"}, `men "11"`},
	{[]string{"men", "10", "--board", "3x3"}, "no material with 10 men fits on the 3x3 board"},
	{[]string{"men", "3", "KRK"}, "no material"},
	{[]string{"men", "3", "--to-move", "white"}, "only with --rules legal"},
	{[]string{"men", "3", "--group", "klein"}, `group "klein"`},
	{[]string{"men", "3", "--group", "d4"}, "turns the direction pawns move; only the file mirror keeps it; use --group mirror or auto"},
	{[]string{"men", "4", "--group", "rotations"}, "group rotations with pawns"},
	{[]string{"men", "2-3", "--group", "rectangle"}, "group rectangle with pawns"},
	{[]string{"men", "3", "--rules", "strict"}, `rules "strict"`},
	{[]string{"KRK", "--timeout", "-1s"}, "--timeout -1s"},
	{[]string{"bench", "--timeout", "-1s"}, "--timeout -1s"},
	{[]string{"bench", "--workers", "1"}, "--workers is not a flag of count bench"},
	{[]string{"men"}, "needs a number of men"},
	{[]string{"help", "nosuchcommand"}, `no help topic "nosuchcommand"`},
	{[]string{"help", "men", "x"}, `no help topic "men x"`},
	{[]string{"completion", "tcsh"}, `no completion for the shell "tcsh"`},
	{[]string{"completion", "bash", "extra"}, `count completion bash takes no argument; drop "extra"`},
	{[]string{"men", "-3"}, "-3 is not a flag; a range of men is written A-B, such as 3-5"},
	{[]string{"-3"}, "-3 is not a flag, and no argument of count is a negative number"},
	{[]string{"-3Q"}, "count: -3Q is not a flag, nor a material: a count of men in a material is a number from 1 to 400 before a piece letter, as in 3Q (count -h shows the flags)"},
	{[]string{"positions", "KRvK", "-2r"}, "-2r is not a flag, nor a material: a count of men in a material is a number from 1 to 400"},
	{[]string{"men", "-3Q"}, "count: -3Q is not a flag of count men (count men -h shows the flags)"},
	{[]string{"KRK", "-x"}, "-x is not a flag of count"},
	{[]string{"KRK", "-board", "6x6"}, "-board is not a flag of count: it has no -b; a flag's name takes two dashes, as in --board"},
	{[]string{"KRK", "--board"}, "--board needs a value"},
	{[]string{"KRK", "---board"}, "---board is not a flag; write --name or --name=value"},
	{[]string{"--workers", "abc", "KRK"}, `--workers wants a whole number, such as 4; got "abc"`},
	{[]string{"--timeout", "abc", "KRK"}, `--timeout wants a duration with its unit`},
	{[]string{"--labelled=maybe", "KRK"}, `--labelled is a switch`},
	{[]string{"all", "--men", "1-3"}, `--men "1-3": give a number of men from 2 to 32`},
	{[]string{"schemes", "--men", "1"}, `--men "1": give a number of men from 2 to 7`},
	{[]string{"KRK", "--rules", ""}, `--rules "": empty`},
	{[]string{"positions", "--men", "3", "--shard", ""}, `--shard "": empty`},
	{[]string{"man", "/dev/null"}, "/dev/null is not a directory"},
	{[]string{"symmetry", "x"}, `unknown subcommand "x"`},
	{[]string{"symmetry", "table", "KRK"}, "takes no material"},
	{[]string{"merge"}, "no file given"},
	{[]string{"version", "x"}, "takes no material or other argument"},
	{[]string{"--version", "extra"}, `--version takes no material or other argument; drop "extra"`},
	{[]string{"KRK", "-v"}, `--version takes no material or other argument; drop "KRK"`},
	{[]string{"symmetry", "reduce", ""}, `word "": empty; give a word of H, V and D, such as HVD, or 1 for the identity`},
	{[]string{"symmetry", "reduce", " "}, "give a word of H, V and D, such as HVD"},
	{[]string{"all", "--castling", "chess960", "--board", "6x6"}, "count: --castling chess960 needs a board 8 files wide, not 6x6; give --castling standard or none, or an 8-file --board such as 8x8 (count all -h shows the flags)"},
	{[]string{"positions", "KRvK", "--castling", "chess960", "--board", "10x8"}, "count: --castling chess960 needs a board 8 files wide, not 10x8; give --castling standard or none, or an 8-file --board such as 8x8 (count positions -h shows the flags)"},
	{[]string{"K" + strings.Repeat("Q", 5000) + "K"}, strings.Repeat("Q", 200) + `…": 5000 of piece Q, but a piece may have at most 400 men (count -h shows the flags)`},
	{[]string{"schemes"}, "no material given"},
	{[]string{"positions"}, "no material given"},
	{[]string{"mne", "3"}, "did you mean count men?"},
	{[]string{"KRK", "--svg", "x.svg", "--position", "Zz9"}, `--position: "Zz9" does not start with a piece letter`},
	{[]string{"KRK", "--svg", "x.svg", "--position", "Ka1 Rb2"}, `--position: "Ka1 Rb2" does not hold the men of KRvK`},
	{[]string{"KRK", "--svg", "x.svg", "--position", "Ka1 kc3 Rc3"}, "--position: two men on c3"},
	{[]string{"KRK", "--svg", "x.svg", "--position", "Ka1 kc3 Rz3"}, `--position: "Rz3": `},
	{[]string{"KRK", "--svg", "x.svg", "--position", " "}, `--position: " " has no men`},
	{[]string{"KRK", "--board", ""}, `board ""`},
	{[]string{"men", "3", "--board", ""}, `board ""`},
	{[]string{"KRK", "--svg", ""}, `--svg "": empty; give it a value`},
	{[]string{"KRK", "--svg", "/"}, "is a directory; give a file in it"},
	{[]string{"KRK", "--svg", "/no/such/dir/x.svg"}, "there is no directory /no/such/dir"},
	{[]string{"2Q", "--board", "1x1"}, "the 1x1 board has 1 square;"},
	{[]string{"KPPvK", "--board", "1x8"}, "the 1x8 board has 1 file;"},
	{[]string{"KRK", "--explain", "--format", "json"}, "--explain tells the computation in text; drop --format json"},
	{[]string{"symmetry", "reduce", strings.Repeat("HVD", 30000)}, `…" has 90000 letters; give at most 1000`},
	{[]string{"symmetry", "reduce", strings.Repeat("HVX", 30000)}, `…" has 90000 letters; give at most 1000`},
	{[]string{"positions", "--men", "3", "--color-swap", "maybe"}, `--color-swap is a switch: give --color-swap to turn it on or --color-swap=false to turn it off; got "maybe"`},
	{[]string{"canon", "-", "-"}, `"-" (stdin) is given twice; give it once`},
	{[]string{"KRK", "--labelled", "true"}, `--labelled is a switch, whose value goes after an equals sign: write --labelled=true, not --labelled true`},
	{[]string{"positions", "KRvK", "--color-swap", "0"}, `write --color-swap=0, not --color-swap 0`},
	{[]string{"KRK", "--labelled", "no"}, `--labelled is a switch: give --labelled to turn it on or --labelled=false to turn it off; got "no"`},
	{[]string{"KRK", "--labelled", "KQX"}, `material "KQX"`},
	{[]string{"KRK", "--board", "--labelled", "yes"}, `board "--labelled"`},
	{[]string{"all", "--refine", "captures,,"}, `--refine "captures,,": an empty item between commas; the refinements are captures`},
	{[]string{"all", "--refine", "captures,foo"}, `--refine "captures,foo": no refinement "foo"; the refinements are captures`},
	{[]string{"man", ""}, `an argument "" is empty; give the directory for the man pages`},
	{[]string{"serve", "--http", "a b:80"}, `--http "a b:80": the host "a b" is neither a host name nor an IP address; give one, such as --http localhost:8080`},
	{[]string{"serve", "--http", "-x.org:80"}, `the host "-x.org" is neither`},
	{[]string{"canon", "4k3/8/5K2/8/8/8/8/R7 b - - -5 1"}, `FEN halfmove clock "-5": write a whole number, 0 or more`},
	{[]string{"canon", "4k3/8/5K2/8/8/8/8/R7 b - - -5 1 bm Ra8;"}, `FEN halfmove clock "-5": write a whole number, 0 or more`},
	{[]string{"KRK", "--workers", "99999999999"}, "--workers 99999999999: give 0 (one per CPU) to 1024"},
	{[]string{"KRK", "--workers", "1025"}, "--workers 1025: give 0 (one per CPU) to 1024"},
	{[]string{"positions", "--men", "10", "--board", "3x3"}, "give a number of men from 2 to 9"},
}

// Each mistake gets exit status 2 and one line on stderr that names it.
func TestUsageErrors(t *testing.T) {
	for _, c := range usageCases {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %s: exit %d, stdout %q, stderr %q; want exit 2 and one line containing %q",
				strings.Join(c.args, " "), code, out, errs, c.want)
		}
	}
}

// The JSON contract: one object per material, in an array when there are
// several, with exact integers. Figures from the exhaustive enumeration of
// docs/references.md.
func TestJSON(t *testing.T) {
	code, out, errs := runCount(context.Background(), "KRK", "KQK", "--rules", "legal", "--to-move", "white", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var objs []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &objs); err != nil {
		t.Fatalf("not a JSON array: %v\n%s", err, out)
	}
	keys := []string{"material", "board", "rules", "to_move", "labelled", "group", "order", "elements", "sum", "placements", "classes"}
	want := []struct{ material, placements, classes string }{{`"KRvK"`, "175168", "21959"}, {`"KQvK"`, "144508", "18081"}}
	for i, o := range objs {
		for _, k := range keys {
			if _, ok := o[k]; !ok {
				t.Errorf("object %d has no key %q", i, k)
			}
		}
		if string(o["material"]) != want[i].material || string(o["placements"]) != want[i].placements || string(o["classes"]) != want[i].classes || string(o["to_move"]) != `"white"` {
			t.Errorf("object %d: material %s, to_move %s, %s placements in %s classes; want %v", i, o["material"], o["to_move"], o["placements"], o["classes"], want[i])
		}
		var elements []map[string]json.RawMessage
		if err := json.Unmarshal(o["elements"], &elements); err != nil || len(elements) != 8 {
			t.Fatalf("object %d: elements %s", i, o["elements"])
		}
		for _, k := range []string{"name", "leapfrog", "cycle_type", "fixed"} {
			if _, ok := elements[5][k]; !ok {
				t.Errorf("element has no key %q", k)
			}
		}
	}
}

// A single material gives a single object.
func TestJSONOne(t *testing.T) {
	_, out, _ := runCount(context.Background(), "KK", "--format", "json")
	var one map[string]any
	if err := json.Unmarshal([]byte(out), &one); err != nil || one["classes"] != 462.0 || one["to_move"] != nil {
		t.Errorf("count KK --format json: %v, %v", one, err)
	}
}

func TestTable(t *testing.T) {
	code, out, _ := runCount(context.Background(), "KK", "--table")
	for _, want := range []string{"flip-diagonal", "τσ", "(x,y)→(y,x)", "1^8 2^28", "3696", "462 classes = 3696 / 8"} {
		if code != exitOK || !strings.Contains(out, want) {
			t.Errorf("count KK --table lacks %q:\n%s", want, out)
		}
	}
	// The thesis's table of section 5.1, in its notation.
	_, out, _ = runCount(context.Background(), "KK", "--table", "--notation", "thesis")
	for _, want := range []string{"(6)", "turn over, rotate 90°", "|F(τσ)| = 42", "|F(σ)| = 0", "|F(1)| = 3612"} {
		if !strings.Contains(out, want) {
			t.Errorf("count KK --table --notation thesis lacks %q:\n%s", want, out)
		}
	}
	for _, f := range []string{"markdown", "csv", "text"} {
		code, out, errs := runCount(context.Background(), "KRK", "KPK", "--table", "--format", f)
		if code != exitOK || !strings.Contains(out, "28056") || !strings.Contains(out, "84012") {
			t.Errorf("--table --format %s: exit %d, %s%s", f, code, out, errs)
		}
	}
}

func TestVerify(t *testing.T) {
	code, out, errs := runCount(context.Background(), "KRK", "2N", "--board", "5x5", "--verify")
	if code != exitOK || strings.Count(out, ": agree") != 2 {
		t.Errorf("--verify: exit %d\n%s%s", code, out, errs)
	}
	// A wrong result must be caught.
	m, _ := pieces.ParseMaterial("KRK")
	s := placement.Spec{Board: pieces.Board{Files: 4, Ranks: 4}, Material: m}
	r, err := burnside.Count(context.Background(), s, symmetry.D4, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Classes.Add(r.Classes, big.NewInt(1))
	var report bytes.Buffer
	if err := (&classesJob{}).verify(context.Background(), r, &report, &env{stderr: &report}); err == nil || !strings.Contains(report.String(), "DIFFER") {
		t.Errorf("verify accepted a wrong class count: %v\n%s", err, report.String())
	}
}

func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, _, errs := runCount(ctx, "KRK")
	if code != exitInterrupted || !strings.Contains(errs, "interrupted") {
		t.Errorf("cancelled run: exit %d, %q", code, errs)
	}
}

func TestHelp(t *testing.T) {
	code, out, _ := runCount(context.Background(), "-h")
	if code != exitOK || !strings.Contains(out, "--board") {
		t.Errorf("-h: exit %d, %q", code, out)
	}
}

func TestThesis(t *testing.T) {
	code, out, errs := runCount(context.Background(), "thesis", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rows []map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	results := map[string]bool{} // the thesis's results, reproduced
	for _, r := range rows {
		if len(r) != 7 {
			t.Errorf("row with %d keys: %v", len(r), r)
		}
		for _, k := range []string{"material", "term", "thesis", "enumerated", "rule", "verdict"} {
			if _, ok := r[k]; !ok {
				t.Errorf("row without %q", k)
			}
		}
		var term string
		json.Unmarshal(r["term"], &term)
		if strings.HasPrefix(term, "(") { // a result, rebuilt from the terms
			results[string(r["thesis"])] = string(r["thesis"]) == string(r["enumerated"])
		}
	}
	for _, v := range []string{"462", "28056", "854210", "1747284", "86688"} {
		if !results[v] {
			t.Errorf("the thesis's result %s is not rebuilt in the ledger", v)
		}
	}
	code, out, _ = runCount(context.Background(), "thesis", "--format", "markdown")
	if code != exitOK || !strings.Contains(out, "Section 5.3: KNNK") || !strings.Contains(out, "848624") {
		t.Errorf("count thesis --format markdown: exit %d\n%s", code, out)
	}
}

// 8 queens: only the half turn fixes solutions (4 of the 92, OEIS A000170
// and A002562), so 4 solutions have stabiliser {1, HV} and make one class
// of 4; the other 88 make 11 classes of 8.
func TestOrbits(t *testing.T) {
	code, out, errs := runCount(context.Background(), "8Q", "2N", "--rules", "nonattacking", "--orbits", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rows []struct {
		Material   string `json:"material"`
		Stabiliser string `json:"stabiliser"`
		Size       int    `json:"class_size"`
		Classes    int    `json:"classes"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, r := range rows {
		if r.Classes > 0 && r.Material == "8Q" {
			got[fmt.Sprint(r.Stabiliser, " ", r.Size)] = r.Classes
		}
	}
	if len(got) != 2 || got["{1} 8"] != 11 || got["{1, HV} 4"] != 1 {
		t.Errorf("8 queens by stabiliser: %v", got)
	}
}

func TestSVGFile(t *testing.T) {
	dir := t.TempDir()
	for _, args := range [][]string{
		{"KK", "--svg", dir + "/orbits.svg"},
		{"KK", "--svg", dir + "/element.svg", "--element", "flip-diagonal"},
		{"KRK", "--svg", dir + "/position.svg", "--position", "Kc6 Rh1 kd8"},
	} {
		code, out, errs := runCount(context.Background(), args...)
		data, err := os.ReadFile(args[2])
		if code != exitOK || err != nil || !strings.HasPrefix(string(data), "<svg") {
			t.Errorf("count %v: exit %d, %v\n%s%s", args, code, err, out, errs)
		}
	}
	code, _, errs := runCount(context.Background(), "KRK", "--svg", dir+"/p.svg", "--position", "Kc6 kd8")
	if code != exitUsage || !strings.Contains(errs, "does not hold the men") {
		t.Errorf("a position without the rook: exit %d, %q", code, errs)
	}
}

// count men 3: the five 3-man materials, each with both sides to move.
// An exhaustive enumeration (docs/references.md) gives KRvK, KQvK and KPvK
// for each side to move; the published tallies give the total of all five, 367868.
func TestMen(t *testing.T) {
	code, out, errs := runCount(context.Background(), "men", "3", "--rules", "legal", "--format", "json")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		Men       int
		Materials []struct {
			Material string
			Classes  int64
		}
		Total struct{ Materials, Classes int64 }
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := map[string]int64{"KRvK": 21959 + 28056, "KQvK": 18081 + 28056, "KPvK": 81664 + 84012, "KBvK": -1, "KNvK": -1}
	var sum int64
	for _, m := range got.Materials {
		w, ok := want[m.Material]
		if !ok || w >= 0 && m.Classes != w {
			t.Errorf("%s: %d classes, want %d", m.Material, m.Classes, w)
		}
		delete(want, m.Material)
		sum += m.Classes
	}
	if len(want) > 0 || got.Men != 3 || got.Total.Materials != 5 || got.Total.Classes != 367868 || sum != 367868 {
		t.Errorf("count men 3: missing %v, total %+v (rows add up to %d); want 5 materials, 367868 classes", want, got.Total, sum)
	}
}

// --timeout stops a long run with exit status 1 and says what was not
// counted, after printing the rows that were.
func TestTimeout(t *testing.T) {
	code, _, errs := runCount(context.Background(), "men", "7", "--timeout", "50ms")
	if code != exitFailure || !strings.Contains(errs, "--timeout 50ms reached") || !strings.Contains(errs, "materials with 7 men counted") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count men 7 --timeout 50ms: exit %d, stderr %q", code, errs)
	}
	code, out, errs := runCount(context.Background(), "16Q", "--board", "16x16", "--rules", "nonattacking", "--timeout", "50ms")
	if code != exitFailure || out != "" || !strings.Contains(errs, "while counting 16Q") {
		t.Errorf("count 16Q --timeout 50ms: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// A run stopped by --timeout labels what it printed partial: a note and
// "total so far" in a table, "incomplete": true and the number expected
// in JSON; count positions suggests --checkpoint.
func TestTimeoutPartial(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"men", "6", "--format", "csv"}, []string{"6,total so far,"}},
		{[]string{"men", "6", "--format", "json"}, []string{`"incomplete": true`, `"expected": 365`}},
		{[]string{"men", "6"}, []string{"total so far", "partial: ", " of 365 materials counted"}},
		{[]string{"positions", "--men", "2-6"}, []string{" (partial)", "partial: "}},
		{[]string{"positions", "--men", "6", "--format", "markdown"}, []string{"total so far", "partial: "}},
		{[]string{"positions", "--men", "6", "--format", "json"}, []string{`"incomplete": true`, `"expected": 365`}},
	} {
		args := append(c.args, "--timeout", "400ms")
		code, out, errs := runCount(context.Background(), args...)
		if code == exitOK {
			continue // a fast machine: nothing partial to label
		}
		if code != exitFailure || !strings.Contains(errs, "--timeout 400ms reached") || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %v: exit %d, stderr %q", args, code, errs)
		}
		if args[0] == "positions" && !strings.Contains(errs, "add --checkpoint FILE") {
			t.Errorf("count %v: stderr %q does not suggest --checkpoint", args, errs)
		}
		for _, w := range c.want {
			if out != "" && !strings.Contains(out, w) { // nothing counted, nothing printed: nothing to label
				t.Errorf("count %v: stdout lacks %q:\n%s", args, w, out)
			}
		}
	}
	// Stopped before its first material, count men still says which number
	// of men it did not finish.
	for _, c := range []struct{ format, want string }{
		{"json", `"materials": [],`}, {"csv", "3,total so far,"}, {"text", "partial: 0 of 5 materials counted"},
	} {
		code, out, _ := runCount(context.Background(), "men", "3", "--timeout", "1ns", "--format", c.format)
		if code != exitFailure || !strings.Contains(out, c.want) {
			t.Errorf("count men 3 --timeout 1ns --format %s: exit %d, stdout lacks %q:\n%s", c.format, code, c.want, out)
		}
	}
	// A complete run has no mark.
	for _, args := range [][]string{{"men", "3", "--format", "json"}, {"positions", "--men", "3", "--format", "json"}} {
		if _, out, _ := runCount(context.Background(), args...); strings.Contains(out, "incomplete") || strings.Contains(out, "partial") {
			t.Errorf("count %v: a complete run marked incomplete: %s", args, out)
		}
	}
}

// Case does not matter in a material: the order says whose men they are.
func TestMaterialCase(t *testing.T) {
	for _, c := range []struct{ material, want string }{{"krk", "KRvK,"}, {"Kkr", "KvKR,"}, {"kRvKr", "KRvKR,"}} {
		if code, out, errs := runCount(context.Background(), c.material, "--format", "csv"); code != exitOK || !strings.Contains(out, "\n"+c.want) {
			t.Errorf("count %s: exit %d, %q, %q; want a row for %s", c.material, code, out, errs, c.want)
		}
	}
}

// One thing is written in the singular.
func TestSingular(t *testing.T) {
	_, out, _ := runCount(context.Background(), "KK", "--group", "identity", "--explain")
	if !strings.Contains(out, "The group identity has 1 element.") {
		t.Errorf("count KK --group identity --explain: %q", out)
	}
}

// count symmetry reduce prints the steps to the normal form; count
// symmetry table the table.
// The reference gives HVDHDVHD = VD.
func TestReduceAndGroupTable(t *testing.T) {
	code, out, errs := runCount(context.Background(), "symmetry", "reduce", "HVDHDVHD")
	if code != exitOK || !strings.HasPrefix(out, "HVDHDVHD → ") || !strings.Contains(out, "HVDHDVHD = VD") {
		t.Errorf("count symmetry reduce HVDHDVHD: exit %d, %q, %q", code, out, errs)
	}
	code, out, _ = runCount(context.Background(), "symmetry", "reduce", "1")
	if code != exitOK || !strings.Contains(out, "1 = 1: identity") {
		t.Errorf("count symmetry reduce 1: exit %d, %q", code, out)
	}
	code, out, _ = runCount(context.Background(), "symmetry", "table", "--notation", "leapfrog", "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(lines) != 9 || lines[6] != "D,D,V,HVD,H,HD,1,VD,HV,D" {
		t.Errorf("count symmetry table --format csv: exit %d, %d lines, row D %q", code, len(lines), lines[min(6, len(lines)-1)])
	}
}

// count canon: a FEN on the command line.
func TestCanon(t *testing.T) {
	// The class: the 8 images under the board's symmetries, and with the
	// colour swap (the default) their 8 swaps, which are KvKR positions.
	code, out, errs := runCount(context.Background(), "canon", "--format", "csv", "4k3/8/5K2/8/8/8/8/R7 b - -")
	if code != exitOK || !strings.Contains(out, "R7/8/8/8/7k/5K2/8/8 b - - 0 1,VD,16,1") {
		t.Errorf("count canon: exit %d, %q, %q", code, out, errs)
	}
	code, out, errs = runCount(context.Background(), "canon", "--color-swap=false", "--format", "csv", "4k3/8/5K2/8/8/8/8/R7 b - -")
	if code != exitOK || !strings.Contains(out, "R7/8/8/8/7k/5K2/8/8 b - - 0 1,VD,8,1") {
		t.Errorf("count canon --color-swap=false: exit %d, %q, %q", code, out, errs)
	}
	code, out, errs = runCount(context.Background(), "canon", "--convention", "leapfrog", "--color-swap=false", "--format", "csv", "4k3/8/5K2/8/8/8/8/R7 b - -")
	if code != exitOK || !strings.Contains(out, "7R/8/8/8/k7/2K5/8/8 b - - 0 1,HVD,8,1") {
		t.Errorf("count canon --convention leapfrog: exit %d, %q, %q", code, out, errs)
	}
	code, _, errs = runCount(context.Background(), "canon", "--convention", "smallest", "4k3/8/5K2/8/8/8/8/R7 b - -")
	if code != exitUsage || !strings.Contains(errs, "convention") {
		t.Errorf("count canon --convention smallest: exit %d, %q", code, errs)
	}
	code, _, errs = runCount(context.Background(), "canon", "8/8/8/8/8/8/8/K6k w - - x")
	if code != exitUsage || !strings.Contains(errs, "5 fields") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count canon with a bad FEN: exit %d, %q", code, errs)
	}
	code, _, errs = runCount(context.Background(), "canon", "8/8/8/8/8/8/8/K6k", "w", "-", "-")
	if code != exitUsage || !strings.Contains(errs, "quote each FEN") {
		t.Errorf("count canon with an unquoted FEN: exit %d, %q", code, errs)
	}
}

// count canon reads a batch on stdin; its bad line is reported with its
// number while the others are still read.
func TestCanonBatch(t *testing.T) {
	stdin = strings.NewReader("8/8/8/8/8/8/8/K6k w - -\nP7/8/8/8/8/8/8/K6k w - -\n\n" + strings.Repeat("x", 60000) + "\n4k3/8/5K2/8/8/8/8/R7 b - -")
	defer func() { stdin = os.Stdin }()
	code, out, errs := runCount(context.Background(), "canon", "--format", "csv")
	if code != exitFailure || !strings.Contains(errs, "stdin line 2: FEN placement: a pawn on a8") || !strings.Contains(errs, "stdin line 4: FEN") || strings.Count(out, "\n") != 3 ||
		!strings.Contains(errs, "count: 2 bad lines skipped") || len(errs) > 1000 || !strings.Contains(errs, strings.Repeat("x", 200)+"…\" has 1 field:") {
		t.Errorf("count canon on a batch: exit %d, stdout %q, stderr %q; want 2 rows and lines 2 and 4 reported, the long line cut", code, out, errs)
	}
}

// count canon refuses, in one line with exit status 2, FENs given as
// arguments that do not read or that no game reaches.
func TestCanonBadFEN(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"8/8/8/8/8/8/8/Kk6 w - -", "the kings on a1 and b1 stand side by side, which they may not"},
		{"8/8/8/8/8/8/1k6/K7 w - -", "the kings on a1 and b2 stand side by side"},
		{"8/8/8/8/8/8/8/Ké5k w - -", "'é' in rank 1 is not a piece letter"},
		{"8/8/8/8/8/8/8/K6k", `has 1 field: give 4 or 6`},
		{"8/8/8/8/8/8/8/" + strings.Repeat("K", 1<<20) + " w - -", strings.Repeat("K", 50)},
		{"8/8/8/8/8/8/8/K5k w - -", "covers 7 squares"},
		{"8/8/8/8/8/8/K6k w - -", "has 7 ranks"},
		{"K6k w - -", "has 1 rank:"},
	} {
		code, out, errs := runCount(context.Background(), "canon", c.fen)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || len(errs) > 400 || !strings.Contains(errs, "(count canon -h shows the flags)") {
			t.Errorf("count canon %.80q: exit %d, stdout %q, stderr %.300q; want exit 2 and one short line containing %q", c.fen, code, out, errs, c.want)
		}
	}
}

// count symmetry index-tables --format json is one JSON document with both tables.
func TestIndexTables(t *testing.T) {
	code, out, errs := runCount(context.Background(), "symmetry", "index-tables", "--format", "json")
	var doc map[string][][]string
	if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil || len(doc["products"]) != 9 || len(doc["leapfrog"]) != 65 || len(doc["leapfrog"][1]) != 65 {
		t.Errorf("count symmetry index-tables --format json: exit %d, %v, %q", code, err, errs)
	}
}

// count schemes: the rows for KRvK with Black to move (588 over the classes,
// derived in docs/conventions.md), and the mistakes it refuses.
func TestSchemes(t *testing.T) {
	code, out, errs := runCount(context.Background(), "schemes", "KRvK", "--to-move", "black", "--format", "csv")
	if code != exitOK || !strings.Contains(out, "KRvK,black,classes (Burnside),28056,0,0.000,") || !strings.Contains(out, "KRvK,black,462 pairs of kings,28644,588,2.096,") {
		t.Errorf("count schemes KRvK: exit %d, %q, %q", code, out, errs)
	}
	for _, args := range [][]string{
		{"schemes", "KRvK", "--board", "6x6"},
		{"schemes", "KRvK", "--labelled"},
		{"schemes", "KRvK", "--rules", "nonattacking"},
		{"schemes", "KRvK", "--table"},
		{"schemes", "KRvK", "--group", "mirror"},
		{"schemes", "KRvK", "--workers", "-2"},
		{"schemes", "4Q"},
	} {
		if code, _, errs := runCount(context.Background(), args...); code != exitUsage || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %v: exit %d, %q; want a one-line usage error", args, code, errs)
		}
	}
}

// count schemes --men 3 agrees with count schemes on each material, and
// each scheme's total is the sum of its rows, the classes summed over the
// rows it has entries for.
func TestSchemesByMen(t *testing.T) {
	code, out, errs := runCount(context.Background(), "schemes", "--men", "3", "--format", "json")
	var doc struct {
		Materials []struct {
			Material string
			ToMove   string `json:"to_move"`
			Classes  int64
			Schemes  []struct {
				Scheme  string
				Entries *int64
			}
		}
		Totals []struct {
			Scheme           string
			Materials        int
			Entries, Classes int64
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil || len(doc.Materials) != 10 {
		t.Fatalf("count schemes --men 3: exit %d, %v, %q, %d rows (want 5 materials, 2 sides)", code, err, errs, len(doc.Materials))
	}
	sums := map[string][2]int64{}
	for _, m := range doc.Materials {
		_, one, _ := runCount(context.Background(), "schemes", m.Material, "--to-move", m.ToMove, "--format", "csv")
		if !strings.Contains(one, fmt.Sprintf("%s,%s,classes (Burnside),%d,", m.Material, m.ToMove, m.Classes)) {
			t.Errorf("%s %s: %d classes, not what count schemes %s prints:\n%s", m.Material, m.ToMove, m.Classes, m.Material, one)
		}
		for _, s := range m.Schemes {
			name, n := s.Scheme, s.Entries
			if n == nil {
				continue
			}
			if name != "king pairs" && name != "Leapfrog" && name != "64·63·…" && name != "labelled classes" &&
				!strings.Contains(one, fmt.Sprintf(",%s,%d,", name, *n)) {
				t.Errorf("%s %s: %s %d, not what count schemes prints:\n%s", m.Material, m.ToMove, name, *n, one)
			}
			s := sums[name]
			sums[name] = [2]int64{s[0] + *n, s[1] + m.Classes}
		}
	}
	for _, tot := range doc.Totals {
		if got := sums[tot.Scheme]; got != [2]int64{tot.Entries, tot.Classes} {
			t.Errorf("%s: total %d entries for %d classes; the rows sum to %v", tot.Scheme, tot.Entries, tot.Classes, got)
		}
	}
}

// count all agrees with count positions summed material by material (no
// rights, 3 to 5 men, on 8x8 and on smaller boards), and refuses the rules
// and boards it does not count, and more men than a board's squares.
func TestAll(t *testing.T) {
	for _, board := range []string{"8x8", "4x4", "6x4"} {
		allAgainstPositions(t, board)
	}
	allAgainstPositions(t, "4x4", "--pawn-ranks", "minichess", "--army", "any")
	allAgainstPositions(t, "3x4", "--pawn-ranks", "minichess", "--army", "any")
	allAgainstPositions(t, "3x3")
	// Both refinements at once: below 12 men neither forbids a position.
	_, plain, _ := runCount(context.Background(), "all", "--men", "2-4", "--castling", "none", "--ep", "none", "--format", "csv")
	code, refined, errs := runCount(context.Background(), "all", "--men", "2-4", "--castling", "none", "--ep", "none", "--format", "csv", "--refine", "captures,bishops")
	if code != exitOK || refined != plain {
		t.Errorf("count all --refine captures,bishops: exit %d, %q, %q; without refining %q", code, refined, errs, plain)
	}
	for _, args := range [][]string{{"all", "--board", "1x4"}, {"all", "--board", "9x8"}, {"all", "--board", "5x4", "--castling", "standard"}, {"all", "--board", "3x3", "--refine", "captures"}, {"all", "--board", "4x3", "--ep", "nulp"}, {"all", "--board", "4x4", "--men", "17"}, {"all", "--ep", "fide"}, {"all", "--ep", "fide", "--men", "15"}, {"all", "--ep", "fide", "--men", "8", "--refine", "bishops"}, {"all", "--castling", "fischer"}, {"all", "--men", "33"}, {"all", "KRvK"}, {"all", "--refine", "bishops!"}, {"all", "--refine", "captures,rooks"},
		{"all", "--board", "4x4", "--pawn-ranks", "shogi"}, {"all", "--board", "4x4", "--army", "all"}, {"all", "--board", "6x6", "--army", "any"},
		{"all", "--board", "4x4", "--pawn-ranks", "minichess", "--castling", "standard"}, {"all", "--board", "4x4", "--pawn-ranks", "minichess", "--refine", "captures"}} {
		if code, _, errs := runCount(context.Background(), args...); code != exitUsage || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %v: exit %d, %q; want a one-line usage error", args, code, errs)
		}
	}
}

// allAgainstPositions checks count all on board against count positions
// --men, without rights, for 3 to 5 men, both given the flags rules.
func allAgainstPositions(t *testing.T, board string, rules ...string) {
	t.Helper()
	code, out, errs := runCount(context.Background(), append([]string{"all", "--board", board, "--men", "2-5", "--castling", "none", "--ep", "none", "--format", "json"}, rules...)...)
	var doc struct {
		Board string
		Rows  []struct {
			Men                int
			Positions, Classes *big.Int
		} `json:"by_men"`
	}
	if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil || len(doc.Rows) != 4 || doc.Board != board {
		t.Fatalf("count all --board %s --men 2-5: exit %d, %v, %q", board, code, err, errs)
	}
	for _, row := range doc.Rows[1:] {
		_, csv, _ := runCount(context.Background(), append([]string{"positions", "--board", board, "--men", fmt.Sprint(row.Men), "--castling", "none", "--ep", "none", "--format", "csv"}, rules...)...)
		if !strings.Contains(csv, ","+row.Classes.String()+",") {
			t.Errorf("%s, %d men: count all gives %s classes; count positions --men:\n%s", board, row.Men, row.Classes, csv)
		}
	}
}

// A value of 5000 bytes, given to a flag or as an argument, is echoed in
// the error line cut to pieces.MaxEcho bytes and "…": the line stays a
// few hundred bytes, whichever message words it.
func TestLongValuesClipped(t *testing.T) {
	long := strings.Repeat("x", 5000)
	for _, args := range [][]string{
		{"--board", long, "KRK"}, {"--format", long, "KRK"}, {"--rules", long, "KRK"},
		{"positions", "--men", long}, {"serve", "--http", long}, {"all", "--refine", long},
		{"all", "--shard", long}, {"--timeout", long, "KRK"}, {"--workers", long, "KRK"},
		{"men", long}, {"help", long}, {"completion", long}, {"bench", long}, {"canon", long},
		{"symmetry", "reduce", long + "1"},
	} {
		code, out, errs := runCount(context.Background(), args...)
		if code != exitUsage || out != "" || len(errs) > 700 || !strings.Contains(errs, strings.Repeat("x", 200)+"…") || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %.40q: exit %d, %d bytes on stderr, %.300q; want exit 2 and one line of at most 700 bytes, the value cut", args, code, len(errs), errs)
		}
	}
}

// clipEchoes cuts each quoted value and each word past pieces.MaxEcho
// bytes, keeping the quotes, the punctuation after a word and the rest of
// the message, and leaves a short message as it is.
func TestClipEchoes(t *testing.T) {
	long := strings.Repeat("é", 3000)
	cut := pieces.Clip(long)
	for _, c := range []struct{ in, want string }{
		{`--board "8x9": write 8x8`, `--board "8x9": write 8x8`},
		{fmt.Sprintf("--http %q: give host:port", long), fmt.Sprintf("--http %q: give host:port", cut)},
		{"/" + long + ": cannot read it (too long); give a file", pieces.Clip("/"+long) + ": cannot read it (too long); give a file"},
		{`an argument "" is empty; ` + long, `an argument "" is empty; ` + cut},
		{`"unclosed ` + long, `"unclosed ` + cut},
	} {
		if got := clipEchoes(c.in); got != c.want {
			t.Errorf("clipEchoes(%.60q…) = %.300q; want %.300q", c.in, got, c.want)
		}
	}
}

// --workers past the CPUs runs one per CPU, each holding its own tables:
// more would cost memory and gain no time.
func TestWorkersAtMostOnePerCPU(t *testing.T) {
	for _, n := range []int{0, 1, 64, maxWorkers} {
		o, err := (&runFlags{format: "text", workers: n}).read()
		if err != nil || o.workers > runtime.GOMAXPROCS(0) || n > 0 && o.workers < 1 {
			t.Errorf("--workers %d: %d workers, %v; want 1 to %d (0: one per CPU)", n, o.workers, err, runtime.GOMAXPROCS(0))
		}
	}
}
