package thesis_test

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/chesscount/count/thesis"
)

// The ledger against the thesis: every thesis result is rebuilt from
// enumerated terms, every term the thesis states under its own rule
// agrees, and the exact counts are those of an exhaustive enumeration
// (docs/thesis.md, docs/references.md).
func TestLedger(t *testing.T) {
	rows, err := thesis.Ledger(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// Exact class counts, by material, in the order the ledger gives them.
	exact := map[string][]int64{
		"KK": {462}, "KRK": {28056, 28056, 28056}, "KNNK": {854238, 848624}, "KRNK": {1707888}, "KPK": {84012},
	}
	// The thesis's results, rebuilt from its terms.
	results := map[string]int64{"KK": 462, "KRK": 28056, "KNNK": 854210, "KRNK": 1747284, "KPK": 86688}
	// Terms of the thesis, and the diagonal terms docs/thesis.md derives.
	terms := map[string]int64{"112": 112, "1694": 1694, "42·6 ": 252, "3612·62 ": 223944}
	// Terms the thesis gets wrong, with the exact value derived by hand:
	// a diagonal reflection fixes KRNK only with all four men on its
	// diagonal, the kings on 42 ordered pairs of its 8 squares apart, then
	// the rook on 6 and the knight on 5 of the rest.
	slips := map[string]int64{"|F(τσ)| exactly": 1260, "|F(τσ³)| exactly": 1260}
	seen := map[string]int{}
	for _, r := range rows {
		switch {
		case r.Term == "classes, counted exactly":
			i := seen[r.Material]
			seen[r.Material]++
			if i >= len(exact[r.Material]) || r.Enumerated.Cmp(big.NewRat(exact[r.Material][i], 1)) != 0 {
				t.Errorf("%s exact row %d: %s", r.Material, i, r.Enumerated.RatString())
			}
			if r.Agrees() != (r.Verdict == "reproduced") || len(r.Verdict) < len("reproduced") {
				t.Errorf("%s: verdict %q for %s against %s", r.Material, r.Verdict, r.Thesis.RatString(), r.Enumerated.RatString())
			}
		case strings.HasPrefix(r.Term, "("):
			if want := results[r.Material]; r.Thesis.Cmp(big.NewRat(want, 1)) != 0 || !r.Agrees() {
				t.Errorf("%s result %s: thesis %s, enumerated %s; want both %d", r.Material, r.Term, r.Thesis.RatString(), r.Enumerated.RatString(), want)
			}
			delete(results, r.Material)
		case r.Verdict == "differs":
			want, ok := slips[strings.Split(r.Term, " =")[0]]
			if !ok || r.Enumerated.Cmp(big.NewRat(want, 1)) != 0 {
				t.Errorf("%s %s differs from the thesis: enumerated %s, want a known slip", r.Material, r.Term, r.Enumerated.RatString())
			}
			delete(slips, strings.Split(r.Term, " =")[0])
		default:
			if !r.Agrees() {
				t.Errorf("%s %s: thesis %s, enumerated %s", r.Material, r.Term, r.Thesis.RatString(), r.Enumerated.RatString())
			}
			for prefix, want := range terms {
				if strings.HasPrefix(r.Term, prefix) && r.Enumerated.Cmp(big.NewRat(want, 1)) != 0 {
					t.Errorf("%s %s: enumerated %s, want %d", r.Material, r.Term, r.Enumerated.RatString(), want)
				}
			}
		}
	}
	if len(results) > 0 {
		t.Errorf("thesis results missing from the ledger: %v", results)
	}
	if len(slips) > 0 {
		t.Errorf("slips missing from the ledger: %v", slips)
	}
	// Every figure the thesis writes has its row: the 5.1 breakdown, the
	// eight |F(g)| of its table, and each term of 5.2–5.5 and 6.
	want := map[string]int{
		"KK 4·60": 1, "KK 24·58": 1, "KK 36·55": 1, "KK 2·6": 1, "KK 6·5": 1, "KK |F(": 8,
		"KRK 3612·62": 2, "KRK 42·6 ": 2,
		"KNNK 3612·(62·61)/2": 1, "KNNK 42·15": 2, "KNNK 42·28": 2, "KNNK 112": 2, "KNNK 1694": 2,
		"KRNK 3612·62·61": 1, "KRNK 42·62·61": 2, "KRNK 462·62·61": 1,
		"KPK 6·8": 1, "KPK 3612·48": 1,
	}
	for key, n := range want {
		material, prefix, _ := strings.Cut(key, " ")
		got := 0
		for _, r := range rows {
			if r.Material == material && strings.HasPrefix(r.Term, prefix) {
				got++
			}
		}
		if got != n {
			t.Errorf("%s: %d rows starting %q, want %d", material, got, prefix, n)
		}
	}
	for m, want := range exact {
		if seen[m] != len(want) {
			t.Errorf("%s: %d exact rows, want %d", m, seen[m], len(want))
		}
	}
}
