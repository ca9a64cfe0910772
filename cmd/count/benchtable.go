package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"runtime"
	"strconv"
	"time"

	"github.com/chesscount/count/internal/suite"
	"github.com/chesscount/count/tables"
)

// The tables of count bench write each value bare in the formats machines
// read (CSV, JSON): a number or nothing, a target's multiple and the entry
// it multiplies in columns of their own. The formats people read (text,
// Markdown, HTML) join a target's parts in one cell and leave out what
// says nothing.

// machineRead reports whether f is read by machines rather than people.
func machineRead(f tables.Format) bool { return f == tables.CSV || f == tables.JSON }

// benchTarget is an entry's target.
type benchTarget struct {
	// Target is in seconds: the entry's own, or the multiple of
	// TargetOf's time once that is measured; "" until then.
	Target json.Number `json:"target,omitempty"`
	// TargetTimes and TargetOf, where the target is a multiple of another
	// entry's time: the multiple and that entry.
	TargetTimes float64 `json:"target_times,omitempty"`
	TargetOf    string  `json:"target_of,omitempty"`
}

// targetOf returns c's target, with the times of the entries measured in
// took.
func targetOf(c suite.Entry, took map[string]time.Duration) benchTarget {
	var t benchTarget
	if c.TimesOf != "" {
		t.TargetTimes, t.TargetOf = c.Times, c.TimesOf
	}
	if target, ok := c.TargetIn(took); ok {
		t.Target = json.Number(seconds(target))
	}
	return t
}

// text writes t for a person: 30.00, 54.25 (2×), or 2× the time of
// positions, 8 men, NULP where that entry's time is not measured.
func (t benchTarget) text() string {
	switch {
	case t.TargetOf == "":
		return string(t.Target)
	case t.Target != "":
		return fmt.Sprintf("%s (%g×)", t.Target, t.TargetTimes)
	}
	return fmt.Sprintf("%g× the time of %s", t.TargetTimes, t.TargetOf)
}

// header returns the columns of the target in f.
func (benchTarget) header(f tables.Format) []string {
	if machineRead(f) {
		return []string{"target", "target times", "target of"}
	}
	return []string{"target"}
}

// cells writes t in the columns header names.
func (t benchTarget) cells(f tables.Format) []string {
	if !machineRead(f) {
		return []string{t.text()}
	}
	times := ""
	if t.TargetOf != "" {
		times = strconv.FormatFloat(t.TargetTimes, 'g', -1, 64)
	}
	return []string{string(t.Target), times, t.TargetOf}
}

// listRow is the row of one entry in count bench --list.
type listRow struct {
	Count string `json:"count"`
	benchTarget
	Enumerator bool `json:"enumerator"` // the Enumerator is timed on the entry too
}

// listSuite prints entries with their targets.
func listSuite(w io.Writer, entries []suite.Entry, f tables.Format) error {
	rows := make([]listRow, len(entries))
	for i, c := range entries {
		rows[i] = listRow{Count: c.Name, benchTarget: targetOf(c, nil), Enumerator: c.Enumerate}
	}
	if f == tables.JSON {
		return writeJSONDocument(w, rows)
	}
	header := append(append([]string{"count"}, benchTarget{}.header(f)...), "enumerator")
	cells := make([][]string, len(rows))
	for i, r := range rows {
		enumerator := strconv.FormatBool(r.Enumerator)
		if !machineRead(f) {
			enumerator = ""
			if r.Enumerator {
				enumerator = "timed too"
			}
		}
		cells[i] = append(append([]string{r.Count}, r.cells(f)...), enumerator)
	}
	return tables.Rows(w, f, header, cells)
}

// benchRow is the row of one entry in count bench's table.
type benchRow struct {
	Count string      `json:"count"`
	State suite.State `json:"state"`
	// Placements, Classes and Seconds (the median time) are there when
	// State is finished; Classes where the entry counts classes.
	Placements *big.Int    `json:"placements,omitempty"`
	Classes    *big.Int    `json:"classes,omitempty"`
	Seconds    json.Number `json:"seconds,omitempty"`
	benchTarget
	Enumerator suite.EnumeratorState `json:"enumerator"`
	// EnumeratorSeconds and SpeedUp, its time over Seconds, are there
	// where the Enumerator agreed.
	EnumeratorSeconds json.Number `json:"enumerator_seconds,omitempty"`
	SpeedUp           json.Number `json:"speed_up,omitempty"`
}

// suiteRow is the row of c, run as r, with the times of the entries
// measured in took.
func suiteRow(c suite.Entry, r suite.Run, took map[string]time.Duration) benchRow {
	row := benchRow{Count: c.Name, State: r.State, benchTarget: targetOf(c, took), Enumerator: r.Enumerator}
	if r.State != suite.Finished {
		return row
	}
	row.Placements, row.Classes, row.Seconds = r.Placements, r.Classes, json.Number(seconds(r.Median))
	if r.Enumerator == suite.EnumeratorAgreed {
		row.EnumeratorSeconds = json.Number(seconds(r.Enumerated))
		row.SpeedUp = json.Number(fmt.Sprintf("%.0f", r.Enumerated.Seconds()/r.Median.Seconds()))
	}
	return row
}

// benchHeader returns the columns of count bench's table in f.
func benchHeader(f tables.Format) []string {
	h := append([]string{"count", "state", "placements", "classes", "seconds"}, benchTarget{}.header(f)...)
	return append(h, "enumerator", "enumerator seconds", "speed-up")
}

// cells writes r in the columns benchHeader names.
func (r benchRow) cells(f tables.Format) []string {
	number := func(n *big.Int) string {
		if n == nil {
			return ""
		}
		return n.String()
	}
	classes, enumerator := number(r.Classes), r.Enumerator.String()
	if !machineRead(f) {
		if r.State == suite.Finished && r.Classes == nil {
			classes = "-"
		}
		if r.Enumerator == suite.EnumeratorNotTimed {
			enumerator = ""
		}
	}
	cells := append([]string{r.Count, r.State.String(), number(r.Placements), classes, string(r.Seconds)}, r.benchTarget.cells(f)...)
	return append(cells, enumerator, string(r.EnumeratorSeconds), string(r.SpeedUp))
}

// suiteRows is the rows of entries, run as runs.
func suiteRows(entries []suite.Entry, runs []suite.Run, took map[string]time.Duration) []benchRow {
	rows := make([]benchRow, len(entries))
	for i, c := range entries {
		rows[i] = suiteRow(c, runs[i], took)
	}
	return rows
}

// suiteDocument is count bench's JSON: a row per entry, and Incomplete
// when some entry did not finish.
type suiteDocument struct {
	Entries    []benchRow `json:"entries"`
	Incomplete bool       `json:"incomplete,omitempty"`
}

// printSuite prints the table of rows and its notes: on stdout, as count
// men does, the partial note in the formats people read (the formats
// machines read mark the rows); the notes on the run on stderr where
// stdout is machine-readable.
func printSuite(e *env, f tables.Format, rows []benchRow) error {
	done, agreed, tooSlow := 0, false, false
	for _, r := range rows {
		if r.State == suite.Finished {
			done++
		}
		agreed = agreed || r.Enumerator == suite.EnumeratorAgreed
		tooSlow = tooSlow || r.Enumerator == suite.EnumeratorTooSlow
	}
	if err := writeSuite(e.stdout, f, rows, done < len(rows)); err != nil {
		return err
	}
	note := e.stdout
	if machineRead(f) {
		note = e.stderr // keep stdout machine-readable
	} else if done < len(rows) {
		fmt.Fprintf(note, "partial: %d of %d entries finished\n", done, len(rows))
	}
	if mb := peakMegabytes(); mb > 0 {
		fmt.Fprintf(note, "peak memory: %d MB (the process's maximum resident set)\n", mb)
	}
	enumerator := ""
	switch {
	case tooSlow:
		enumerator = fmt.Sprintf("; the enumerator ran once where it finishes within %v, and agreed where it finished", suite.EnumeratorLimit)
	case agreed:
		enumerator = fmt.Sprintf("; the enumerator ran once where it finishes within %v, and agreed", suite.EnumeratorLimit)
	}
	fmt.Fprintf(note, "seconds: the median of repeated runs over a third of a second; machine: %d CPUs%s\n", runtime.NumCPU(), enumerator)
	return nil
}

// writeSuite writes the table of rows in f; incomplete: some entry did
// not finish.
func writeSuite(w io.Writer, f tables.Format, rows []benchRow, incomplete bool) error {
	if f == tables.JSON {
		return writeJSONDocument(w, suiteDocument{Entries: rows, Incomplete: incomplete})
	}
	cells := make([][]string, len(rows))
	for i, r := range rows {
		cells[i] = r.cells(f)
	}
	return tables.Rows(w, f, benchHeader(f), cells)
}

// writeJSONDocument writes v as the tables of package tables write JSON:
// indented by two spaces.
func writeJSONDocument(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// seconds writes d in seconds, to four significant digits or so.
func seconds(d time.Duration) string {
	switch {
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.4f", d.Seconds())
	case d < time.Second:
		return fmt.Sprintf("%.3f", d.Seconds())
	}
	return fmt.Sprintf("%.2f", d.Seconds())
}
