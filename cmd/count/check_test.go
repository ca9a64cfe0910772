package main

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chesscount/count/internal/suite"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/sample"
	"github.com/chesscount/count/verdict"
)

// checkVerdicts runs count check on fen as JSON and returns, by set, the
// verdict and the rule broken.
func checkVerdicts(t *testing.T, fen string) map[string][2]string {
	t.Helper()
	code, out, errs := runCount(context.Background(), "check", fen, "--format", "json")
	if code != exitOK {
		t.Fatalf("count check %q: exit %d, %q", fen, code, errs)
	}
	var rows []struct {
		Position string `json:"position"`
		Set      string `json:"set"`
		In       string `json:"in"`
		Rule     string `json:"rule_broken"`
	}
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatalf("count check %q: not JSON rows: %v\n%s", fen, err, out)
	}
	got := map[string][2]string{}
	for _, r := range rows {
		got[r.Set] = [2]string{r.In, r.Rule}
	}
	return got
}

// Hand-made positions, each breaking one rule: the sets that hold it say
// yes, the others no with the rule, worded as documented.
func TestCheckEachRule(t *testing.T) {
	const every = "every set above"
	for _, c := range []struct {
		fen  string
		out  map[string]string // the sets that leave it out, and a part of the rule
		sets int               // the sets checked, the last row aside
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", nil, 9},
		{"8/8/8/8/8/8/3k4/4K3 w - - 0 1", map[string]string{
			"count KvK": "stand side by side", "count KvK --rules legal --to-move white": "stand side by side",
			"count positions KvK": "stand side by side", "count all": "stand side by side",
			"count all --refine captures": "stand side by side", "count all --refine bishops": "stand side by side",
			"count all --refine captures,bishops": "stand side by side", "count all --refine captures,files": "stand side by side"}, 8},
		{"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", map[string]string{
			"count KRvK --rules legal --to-move white": "The side not to move is in check", "count positions KRvK": "The side not to move is in check",
			"count all": "in check", "count all --refine captures": "in check", "count all --refine bishops": "in check",
			"count all --refine captures,bishops": "in check", "count all --refine captures,files": "in check"}, 8},
		{"4k3/8/8/8/8/8/8/1R2K3 w B - 0 1", map[string]string{
			"count positions KRvK": "the rook on b1 is not one the standard rule counts", "count all": "the rook on b1",
			"count all --refine captures": "the rook on b1", "count all --refine bishops": "the rook on b1",
			"count all --refine captures,bishops": "the rook on b1", "count all --refine captures,files": "the rook on b1"}, 9},
		{"4k3/8/8/4p3/8/8/8/4K3 w - e6 0 1", map[string]string{
			"count positions KvKP": "No white pawn stands beside the pawn on e5", "count positions KvKP --ep fide": "No white pawn stands beside",
			"count all": "No white pawn", "count all --refine captures": "No white pawn", "count all --refine bishops": "No white pawn",
			"count all --refine captures,bishops": "No white pawn", "count all --refine captures,files": "No white pawn"}, 9},
		{"4k3/8/8/8/2Pp4/8/2r5/4K3 b - c3 0 1", map[string]string{
			"count positions KPvKRP --ep fide": "The black rook on c2 stands on a square the pawn on c4 has just crossed"}, 9},
		{"4k3/8/8/K2Pp2r/8/8/8/8 w - e6 0 1", map[string]string{
			"count positions KPvKRP --ep fide": "Every en passant capture of the pawn on e5 leaves white's king in check"}, 9},
		{"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1", map[string]string{
			"count all": "White has 8 pawns and 1 promotions, and its army starts with 8 pawns", "count all --refine captures": "White has 8 pawns and 1",
			"count all --refine bishops": "White has 8 pawns and 1", "count all --refine captures,bishops": "White has 8 pawns and 1",
			"count all --refine captures,files": "White has 8 pawns and 1"}, 8},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPN/RNBQKBNR w KQkq - 0 1", map[string]string{
			"count all --refine captures":         "White has 1 promotions but the captures and black's pawns captured allow 0",
			"count all --refine captures,bishops": "White has 1 promotions", "count all --refine captures,files": "White has 1 promotions"}, 9},
		{"4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1", map[string]string{
			"count all --refine bishops":          "White's bishops on one square colour beyond the first are promotions, and with its pawns they use 9 pawns of 8",
			"count all --refine captures,bishops": "bishops on one square colour"}, 8},
		{"rnbqkbnr/pppppppp/8/8/8/6P1/PPPPPPP1/RNBQKBNR w KQkq - 0 1", map[string]string{
			"count all --refine captures,files": "8 opposed files are needed, 7 are there"}, 9},
	} {
		got := checkVerdicts(t, c.fen)
		if len(got) != c.sets+1 {
			t.Errorf("%s: %d sets, want %d and the last row", c.fen, len(got)-1, c.sets)
		}
		for set, v := range got {
			if set == every {
				continue
			}
			want, out := c.out[set]
			if (v[0] == "no") != out || !strings.Contains(v[1], want) {
				t.Errorf("%s, %s: %q %q; want out %v with %q", c.fen, set, v[0], v[1], out, want)
			}
		}
		for set := range c.out {
			if _, ok := got[set]; !ok {
				t.Errorf("%s: no row for %s", c.fen, set)
			}
		}
		if v := got[every]; (v[0] == "yes") != (len(c.out) == 0) || (len(c.out) == 0 && !strings.Contains(v[1], "no rule of the tool excludes it")) {
			t.Errorf("%s, the last row: %q %q", c.fen, v[0], v[1])
		}
	}
}

// A FEN that does not read is one line, exit 2, nothing printed; a file
// with a bad line reports it and exits 1.
func TestCheckBadInput(t *testing.T) {
	code, out, errs := runCount(context.Background(), "check", "8/8/8/8/8/8/8/8 w - -")
	if code != exitUsage || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "king") {
		t.Errorf("a FEN without kings: exit %d, %q, %q", code, out, errs)
	}
}

// count check reads any line without a panic: an error or its rows.
func FuzzCheckRows(f *testing.F) {
	for _, s := range []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "4k3/8/8/K2Pp2r/8/8/8/8 w - e6", "8/8/8/8/8/8/3k4/4K3 b - -", "x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		rows, err := checkRows(line)
		if err == nil && len(rows) < 9 {
			t.Errorf("%q: %d rows", line, len(rows))
		}
	})
}

// Every position drawn from each set of all of chess the benchmark suite
// counts, 100,000 of each, written as a FEN and read back, is in the set
// as count check judges it: the sampler, the counts' rules and check
// agree.
func TestSuiteDrawsPassCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("100,000 draws of each set")
	}
	for _, e := range suite.Entries {
		if e.All == nil || e.Draws > 0 || e.All.Board != pieces.Chessboard {
			continue
		}
		r := *e.All
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			s, err := sample.NewAll(r, 2)
			if err != nil {
				t.Fatal(err)
			}
			job := &sampleJob{board: r.Board, toMove: true, fen: true}
			holds := func(p position.Position) (bool, string) { return verdict.Counts(r, p) }
			rng := rand.New(rand.NewPCG(1, 2))
			for range 100_000 {
				d, err := s.Draw(context.Background(), rng)
				if err != nil {
					t.Fatal(err)
				}
				fen := job.position(d)
				p, err := position.ParseFEN(fen)
				if err != nil {
					t.Fatalf("drew %q, which does not read: %v", fen, err)
				}
				if ok, why := holds(p); !ok {
					t.Fatalf("drew %q, which count check leaves out: %s", fen, why)
				}
			}
		})
	}
}
