package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/internal/suite"
	"github.com/chesscount/count/tables"
)

const textbook16 = "16 queens, the textbook search (one thread, the mirror; solutions only)"

// --list prints the entries a filter selects with their targets, and runs
// nothing: a target of its own in seconds, a multiple of another entry's
// time as the multiple and the entry.
func TestBenchList(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "16 queens", "--list", "--format", "json")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(out), &rows); code != exitOK || errs != "" || err != nil {
		t.Fatalf("count bench \"16 queens\" --list: exit %d, stderr %q, %v in\n%s", code, errs, err, out)
	}
	want := []map[string]any{
		{"count": textbook16, "target": 30.0, "enumerator": false},
		{"count": "16 queens on 16x16", "target_times": 1.0, "target_of": textbook16, "enumerator": false},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("count bench \"16 queens\" --list: %v, want %v", rows, want)
	}
}

// csvColumn returns the cells of the column named name in the CSV table.
func csvColumn(t *testing.T, table, name string) []string {
	records, err := csv.NewReader(strings.NewReader(table)).ReadAll()
	if err != nil || len(records) == 0 {
		t.Fatalf("not a CSV table (%v):\n%s", err, table)
	}
	i := slices.Index(records[0], name)
	if i < 0 {
		t.Fatalf("no column %q in %q", name, records[0])
	}
	var cells []string
	for _, r := range records[1:] {
		cells = append(cells, r[i])
	}
	return cells
}

// --list writes the targets as the table of a run does, in each format.
func TestBenchListTargetsAsTheTable(t *testing.T) {
	for _, format := range []string{"csv", "text"} {
		_, list, _ := runCount(context.Background(), "bench", "krvk", "14x14", "--list", "--format", format)
		_, table, _ := runCount(context.Background(), "bench", "krvk", "14x14", "--timeout", "1ms", "--format", format)
		for _, target := range []string{"0.0050", "1.00"} {
			if !strings.Contains(list, target) || strings.Contains(list, target+" s") || !strings.Contains(table, target) {
				t.Errorf("--format %s: the target %s reads differently in\n%s\nand\n%s", format, target, list, table)
			}
		}
		if format == "csv" && !slices.Equal(csvColumn(t, list, "target"), csvColumn(t, table, "target")) {
			t.Errorf("the targets of --list\n%s\nare not those of the table\n%s", list, table)
		}
	}
}

// Each entry is reported on stderr as it finishes; the table, at the
// end, is stdout's alone. Eight queens: 92 solutions in 12 classes.
func TestBenchReportsEachEntry(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "8 queens", "--format", "csv")
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != exitOK || !strings.HasPrefix(out, benchCSVHeader+"8 queens on 8x8,finished,92,12,") ||
		strings.Count(out, "\n") != 2 || !strings.HasPrefix(lines[0], "done 1 of 1 (") || !strings.Contains(lines[0], "): 8 queens on 8x8: ") ||
		!strings.HasSuffix(lines[0], ", agreed") {
		t.Errorf("count bench \"8 queens\": exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

const benchCSVHeader = "count,state,placements,classes,seconds,target,target times,target of,enumerator,enumerator seconds,speed-up\n"

// benchStopped is the last line of count bench krvk "8 queens" stopped
// by --timeout 1ms.
const benchStopped = "count: --timeout 1ms reached while timing KRvK (3 men); 0 of 2 entries finished; allow more time, or name fewer (count bench --list)\n"

// A timeout stops the entry running: the table is printed, each row with
// its state, the entry stopped and those after it not run, and the exit
// status is 1. As count men does, the formats people read say partial
// under the table, on stdout; the machines' formats mark the rows, and
// JSON marks the document incomplete. Timing KRvK takes a third of a
// second, repeated.
func TestBenchTimeout(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "krvk", "8 queens", "--timeout", "1ms", "--format", "csv")
	if code != exitFailure || out != benchCSVHeader+"KRvK (3 men),stopped,,,,0.0050,,,not timed,,\n8 queens on 8x8,not run,,,,0.0010,,,not timed,,\n" ||
		strings.Contains(errs, "partial") || !strings.HasSuffix(errs, benchStopped) {
		t.Errorf("count bench --timeout 1ms --format csv: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// In text the table says partial under it, on stdout.
func TestBenchTimeoutText(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "krvk", "8 queens", "--timeout", "1ms")
	if code != exitFailure || !strings.Contains(out, "│ stopped │") || !strings.Contains(out, "│ not run │") ||
		!strings.Contains(out, "\npartial: 0 of 2 entries finished\n") || strings.Contains(errs, "partial") || !strings.HasSuffix(errs, benchStopped) {
		t.Errorf("count bench --timeout 1ms: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// In JSON the document is marked incomplete, each row with its state.
func TestBenchTimeoutJSON(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "krvk", "8 queens", "--timeout", "1ms", "--format", "json")
	var doc struct {
		Entries    []map[string]any
		Incomplete bool
	}
	err := json.Unmarshal([]byte(out), &doc)
	if err != nil || code != exitFailure || !doc.Incomplete || len(doc.Entries) != 2 ||
		doc.Entries[0]["state"] != "stopped" || doc.Entries[1]["state"] != "not run" || !strings.HasSuffix(errs, benchStopped) {
		t.Errorf("count bench --timeout 1ms --format json: exit %d (%v), stdout %q, stderr %q", code, err, out, errs)
	}
}

// In JSON a column holds values of one type: the numbers are numbers or
// are left out, the states strings, in a run that finished and in one
// stopped.
func TestBenchJSONTypes(t *testing.T) {
	numbers := []string{"placements", "classes", "seconds", "target", "target_times", "enumerator_seconds", "speed_up"}
	for _, args := range [][]string{{"8 queens", "14x14"}, {"krvk", "14x14", "--timeout", "1ms"}, {"8 queens", "14x14", "--list"}} {
		_, out, _ := runCount(context.Background(), append([]string{"bench", "--format", "json"}, args...)...)
		dec := json.NewDecoder(strings.NewReader(out))
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("count bench %q: %v in\n%s", args, err, out)
		}
		rows, ok := doc.([]any)
		if m, isObject := doc.(map[string]any); isObject {
			rows, ok = m["entries"].([]any)
		}
		if !ok || len(rows) != 3 {
			t.Fatalf("count bench %q: no rows in\n%s", args, out)
		}
		for _, r := range rows {
			for k, v := range r.(map[string]any) {
				if _, isNumber := v.(json.Number); isNumber != slices.Contains(numbers, k) {
					t.Errorf("count bench %q: %q is %#v", args, k, v)
				}
			}
		}
	}
}

// An entry whose Enumerator ran past its limit says so in the enumerator
// column, and leaves its time and speed-up empty.
func TestBenchEnumeratorTooSlow(t *testing.T) {
	r := suite.Run{State: suite.Finished, Median: time.Second, Placements: big.NewInt(10), Classes: big.NewInt(2), Enumerator: suite.EnumeratorTooSlow}
	row := suiteRow(suite.Entries[0], r, nil)
	got := row.cells(tables.CSV)
	want := []string{"KRvK (3 men)", "finished", "10", "2", "1.00", "0.0050", "", "", "too slow", "", ""}
	if !slices.Equal(got, want) {
		t.Errorf("the row of an enumerator too slow: %q, want %q", got, want)
	}
	doc, _ := json.Marshal(row)
	if !strings.Contains(string(doc), `"enumerator":"too slow"`) || strings.Contains(string(doc), "enumerator_seconds") {
		t.Errorf("the JSON of an enumerator too slow: %s", doc)
	}
}

// Ctrl-C stops the suite the same way, with the exit status of an
// interrupt.
func TestBenchInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, out, errs := runCount(ctx, "bench", "krvk", "--format", "csv")
	if code != exitInterrupted || out != benchCSVHeader+"KRvK (3 men),stopped,,,,0.0050,,,not timed,,\n" ||
		!strings.HasSuffix(errs, "count: interrupted; nothing more was counted\n") {
		t.Errorf("interrupted count bench: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}
