package suite

import (
	"context"
	"slices"
	"testing"
)

// BenchmarkSuite times the suite of count bench, one sub-benchmark each.
func BenchmarkSuite(b *testing.B) {
	for _, c := range Entries {
		b.Run(c.Name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := c.Count(context.Background(), false); err != nil {
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
func TestSelect(t *testing.T) {
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
		{[]string{"bishops refined"}, []string{"all of chess at once, NULP", "all of chess at once, no rights, bishops refined"}},
		{[]string{"random all of chess"}, []string{"10,000 random positions of all of chess, captures and bishops (count sample all)",
			"10,000 random positions of all of chess, captures and opposed files (count sample all)"}},
	}
	for _, c := range cases {
		entries, err := Select(c.filters)
		if err != nil {
			t.Fatalf("%q: %v", c.filters, err)
		}
		var got []string
		for _, e := range entries {
			got = append(got, e.Name)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("count bench %q runs\n%q, want\n%q", c.filters, got, c.want)
		}
	}
	if all, err := Select(nil); err != nil || len(all) != len(Entries) {
		t.Errorf("count bench without a filter runs %d entries (%v), want all %d", len(all), err, len(Entries))
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
