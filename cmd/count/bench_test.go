package main

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// BenchmarkSuite times the suite of count bench, one sub-benchmark each.
func BenchmarkSuite(b *testing.B) {
	for _, c := range suite {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := suiteCount(context.Background(), c, false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

const (
	textbook14 = "14 queens, the textbook search (one thread, the mirror; solutions only)"
	textbook16 = "16 queens, the textbook search (one thread, the mirror; solutions only)"
)

// A filter selects the entries whose names hold its every word, ignoring
// case; several filters add up; an entry brings along the entry its
// target is a multiple of.
func TestBenchFilter(t *testing.T) {
	cases := []struct {
		filters []string
		want    []string
	}{
		{[]string{"QUEENS"}, []string{"8 queens on 8x8", "12 queens on 12x12", textbook14, "14 queens on 14x14",
			"15 queens, the textbook search (one thread, the mirror; solutions only)", "15 queens on 15x15", textbook16, "16 queens on 16x16",
			"17 queens, the textbook search (one thread, the mirror; solutions only)", "17 queens on 17x17"}},
		{[]string{"14x14"}, []string{textbook14, "14 queens on 14x14"}},
		{[]string{"krvk", "on 16x16"}, []string{"KRvK (3 men)", textbook16, "16 queens on 16x16", "8 kings on 16x16"}},
		{[]string{"men fide"}, []string{"positions, 6 men, FIDE", "positions, 8 men, NULP", "positions, 8 men, FIDE",
			"every material of up to 8 men at once, FIDE"}},
		{[]string{"bishops"}, []string{"all of chess at once, NULP", "all of chess at once, no rights, bishops refined"}},
	}
	for _, c := range cases {
		entries, err := selectEntries(c.filters)
		if err != nil {
			t.Fatalf("%q: %v", c.filters, err)
		}
		var got []string
		for _, e := range entries {
			got = append(got, e.name)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("count bench %q runs\n%q, want\n%q", c.filters, got, c.want)
		}
	}
	if all, err := selectEntries(nil); err != nil || len(all) != len(suite) {
		t.Errorf("count bench without a filter runs %d entries (%v), want all %d", len(all), err, len(suite))
	}
}

// --list prints the entries a filter selects with their targets, and runs
// nothing.
func TestBenchList(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "16 queens", "--list", "--format", "json")
	var rows []map[string]string
	if err := json.Unmarshal([]byte(out), &rows); code != exitOK || errs != "" || err != nil {
		t.Fatalf("count bench \"16 queens\" --list: exit %d, stderr %q, %v in\n%s", code, errs, err, out)
	}
	want := []map[string]string{
		{"count": textbook16, "target": "30.00 s", "enumerator": ""},
		{"count": "16 queens on 16x16", "target": "1× the time of " + textbook16, "enumerator": ""},
	}
	if !slices.EqualFunc(rows, want, func(a, b map[string]string) bool { return a["count"] == b["count"] && a["target"] == b["target"] }) {
		t.Errorf("count bench \"16 queens\" --list: %q, want %q", rows, want)
	}
}

// Each entry is reported on stderr as it finishes; the table, at the
// end, is stdout's alone. Eight queens: 92 solutions in 12 classes.
func TestBenchReportsEachEntry(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "8 queens", "--format", "csv")
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != exitOK || !strings.HasPrefix(out, "count,placements,classes,seconds,target,enumerator seconds,speed-up\n8 queens on 8x8,92,12,") ||
		strings.Count(out, "\n") != 2 || !strings.HasPrefix(lines[0], "done 1 of 1 (") || !strings.Contains(lines[0], "): 8 queens on 8x8: ") ||
		!strings.HasSuffix(lines[0], ", agreed") {
		t.Errorf("count bench \"8 queens\": exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// A timeout stops the entry running: the table is printed labelled
// partial, the entry stopped and those after it not run, and the exit
// status is 1. Timing KRvK takes a third of a second, repeated.
func TestBenchTimeout(t *testing.T) {
	code, out, errs := runCount(context.Background(), "bench", "krvk", "8 queens", "--timeout", "1ms", "--format", "csv")
	if code != exitFailure || out != "count,placements,classes,seconds,target,enumerator seconds,speed-up\nKRvK (3 men),,,stopped,0.0050,,\n8 queens on 8x8,,,not run,0.0010,,\n" ||
		!strings.HasPrefix(errs, "partial: 0 of 2 entries finished\n") ||
		!strings.HasSuffix(errs, "count: --timeout 1ms reached while timing KRvK (3 men); 0 of 2 entries finished; allow more time, or name fewer (count bench --list)\n") {
		t.Errorf("count bench --timeout 1ms: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// Ctrl-C stops the suite the same way, with the exit status of an
// interrupt.
func TestBenchInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	code, out, errs := runCount(ctx, "bench", "krvk", "--format", "csv")
	if code != exitInterrupted || out != "count,placements,classes,seconds,target,enumerator seconds,speed-up\nKRvK (3 men),,,stopped,0.0050,,\n" ||
		!strings.Contains(errs, "partial: 0 of 1 entries finished") || !strings.HasSuffix(errs, "count: interrupted; nothing more was counted\n") {
		t.Errorf("interrupted count bench: exit %d, stdout %q, stderr %q", code, out, errs)
	}
}

// The textbook search counts the solutions of the n-queens puzzle of
// OEIS A000170.
func TestTextbookQueens(t *testing.T) {
	for n, want := range []uint64{1: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680} {
		if n == 0 {
			continue
		}
		if got, err := textbookQueens(context.Background(), n); err != nil || got != want {
			t.Errorf("%d queens: %d solutions (%v), want %d", n, got, err, want)
		}
	}
}
