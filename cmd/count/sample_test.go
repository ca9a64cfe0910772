package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/position"
)

// Every draw is a position the count counts (read back as count
// --position reads one), as FEN on 8x8 under the legal rules and as the
// men elsewhere; the same seed prints the same draws.
func TestSampleDrawsAreCounted(t *testing.T) {
	for _, c := range []struct {
		spec countspec.Spec
		args []string
	}{
		{countspec.Spec{Material: "KQKR", Rules: "legal", ToMove: "both"}, []string{"KQKR", "--rules", "legal"}},
		{countspec.Spec{Material: "KPK", Rules: "legal", ToMove: "black"}, []string{"KPK", "--rules", "legal", "--to-move", "black", "--classes"}},
		{countspec.Spec{Material: "KNNK", Board: "4x4"}, []string{"KNNK", "--board", "4x4", "--classes"}},
		{countspec.Spec{Material: "5Q", Board: "5x5", Rules: "nonattacking"}, []string{"5Q", "--board", "5x5", "--rules", "nonattacking"}},
	} {
		spec, _, err := c.spec.Parse()
		if err != nil {
			t.Fatal(err)
		}
		args := append([]string{"sample", "-n", "200", "--seed", "7"}, c.args...)
		code, out, errs := runCount(context.Background(), args...)
		if code != exitOK || !strings.HasPrefix(errs, "kept 200 of ") {
			t.Fatalf("count %s: exit %d, stderr %q", strings.Join(args, " "), code, errs)
		}
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != 200 {
			t.Fatalf("count %s: %d lines, want 200", strings.Join(args, " "), len(lines))
		}
		for _, l := range lines {
			if _, err := countspec.ReadPosition(spec, strings.SplitN(l, ",", 2)[0]); err != nil {
				t.Errorf("count %s drew %q, which the count does not count: %v", strings.Join(args, " "), l, err)
			}
		}
		if _, again, _ := runCount(context.Background(), args...); again != out {
			t.Errorf("count %s: a second run with the seed drew other positions", strings.Join(args, " "))
		}
	}
}

// Without --seed the seed chosen is printed, and giving it draws the same
// positions again; JSON holds the same positions as text.
func TestSampleSeedAndJSON(t *testing.T) {
	code, out, errs := runCount(context.Background(), "sample", "KRK", "--rules", "legal", "-n", "5")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var seed string
	if _, err := fmt.Sscanf(errs, "seed %s ", &seed); err != nil {
		t.Fatalf("no seed on stderr: %q", errs)
	}
	_, again, _ := runCount(context.Background(), "sample", "KRK", "--rules", "legal", "-n", "5", "--seed", seed)
	if again != out {
		t.Errorf("--seed %s drew %q, not the run's %q", seed, again, out)
	}
	_, js, _ := runCount(context.Background(), "sample", "KRK", "--rules", "legal", "-n", "5", "--seed", seed, "--format", "json")
	var draws []struct {
		Position string `json:"position"`
		ToMove   string `json:"to_move"`
	}
	if err := json.Unmarshal([]byte(js), &draws); err != nil || len(draws) != 5 {
		t.Fatalf("not an array of 5 draws: %v\n%s", err, js)
	}
	for i, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if draws[i].Position != l || !strings.Contains(l, " "+draws[i].ToMove[:1]+" ") {
			t.Errorf("JSON draw %d is %+v, text %q", i, draws[i], l)
		}
	}
}

// Mistakes: one line, exit 2, nothing printed.
func TestSampleUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sample"}, "from one material, and 0 are given"},
		{[]string{"sample", "KRK", "KQK"}, "from one material, and 2 are given"},
		{[]string{"sample", "KRK", "-n", "0"}, "-n 0: draw 1 to 1000000 a run"},
		{[]string{"sample", "KRK", "-n", "1000001"}, "-n 1000001: draw 1 to 1000000 a run"},
		{[]string{"sample", "KRK", "--format", "epd"}, `format "epd": use text, markdown, csv, json or html`},
		{[]string{"sample", "KRK", "--epd"}, "--epd prints positions of the 8x8 board under the legal rules"},
		{[]string{"sample", "KRK", "--board", "5x5", "--rules", "legal", "--epd"}, "--epd prints positions of the 8x8 board"},
		{[]string{"sample", "KK", "--board", "2x2"}, "KvK on 2x2 under the placement rules has no configuration to draw: the rules allow none"},
		{[]string{"sample", "KPK", "--group", "d4", "--classes"}, "turns the direction pawns move"},
		{[]string{"sample", "all", "KRK"}, `count sample all draws from every material; drop "KRK"`},
		{[]string{"sample", "all", "--board", "2x2"}, "count all on 2x2 counts no position of 2 men or more"},
		{[]string{"sample", "all", "--board", "4x4", "--epd"}, "--epd prints positions of the 8x8 board, and the board is 4x4"},
		{[]string{"sample", "all", "--refine", "bishops,files"}, "cannot yet be counted together"},
		{[]string{"sample", "all", "--men", "33"}, "--men"},
		{[]string{"sample", "all", "-n", "0"}, "-n 0: draw 1 to 1000000 a run"},
		{[]string{"sample", "positions"}, "no material given"},
		{[]string{"sample", "positions", "KRK", "--men", "3"}, "--men draws from every material of its men; give no material"},
		{[]string{"sample", "positions", "KRK", "--board", "5x5", "--epd"}, "--epd prints positions of the 8x8 board, and the board is 5x5"},
		{[]string{"sample", "positions", "KK", "--board", "2x2", "--castling", "none", "--ep", "none"}, "no position on 2x2"},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %s: exit %d, stdout %q, stderr %q; want exit 2 and one line containing %q",
				strings.Join(c.args, " "), code, out, errs, c.want)
		}
	}
}

// Every draw of count sample all is a position count check finds in the
// set of count all under the same flags, rights included; the numbers of
// men asked are kept to; a seed repeats; some draws hold rights.
func TestSampleAllDrawsAreCounted(t *testing.T) {
	for _, c := range []struct {
		set          string
		args         []string
		fewest, most int
	}{
		{"count all", nil, 2, 32},
		{"count all --refine captures,files", []string{"--refine", "captures,files"}, 2, 32},
		{"count all --refine captures,bishops", []string{"--refine", "captures,bishops", "--men", "20-24"}, 20, 24},
		{"count all", []string{"--men", "5"}, 5, 5},
	} {
		args := append([]string{"sample", "all", "-n", "300", "--seed", "9"}, c.args...)
		code, out, errs := runCount(context.Background(), args...)
		if code != exitOK || !strings.HasPrefix(errs, "kept 300 of ") {
			t.Fatalf("count %s: exit %d, stderr %q", strings.Join(args, " "), code, errs)
		}
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			p, err := position.ParseFEN(l)
			if err != nil {
				t.Fatalf("count %s drew %q, not a FEN: %v", strings.Join(args, " "), l, err)
			}
			if n := len(p.Men()); n < c.fewest || n > c.most {
				t.Errorf("count %s drew %q, of %d men", strings.Join(args, " "), l, n)
			}
			rows, err := checkRows(l)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				if r.columns[1] == c.set && r.columns[2] != "yes" {
					t.Errorf("count %s drew %q, which %s does not hold: %s", strings.Join(args, " "), l, c.set, r.columns[3])
				}
			}
		}
		if _, again, _ := runCount(context.Background(), args...); again != out {
			t.Errorf("count %s: a second run with the seed drew other positions", strings.Join(args, " "))
		}
	}
}

// Every draw of count sample positions is a position count check finds
// in the set of count positions under the same rules, rights included.
func TestSamplePositionsAreChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		set  func(material string, ep bool) string
	}{
		{nil, func(m string, _ bool) string { return "count positions " + m }},
		{[]string{"--ep", "fide"}, func(m string, ep bool) string {
			if ep {
				return "count positions " + m + " --ep fide"
			}
			return "count positions " + m
		}},
		{[]string{"--castling", "chess960"}, func(m string, _ bool) string { return "count positions " + m + " --castling chess960" }},
	} {
		args := append([]string{"sample", "positions", "KRPvKRP", "-n", "3000", "--seed", "5"}, c.args...)
		code, out, errs := runCount(context.Background(), args...)
		if code != exitOK {
			t.Fatalf("count %s: exit %d, %q", strings.Join(args, " "), code, errs)
		}
		rights := 0
		for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			p, err := position.ParseFEN(l)
			if err != nil {
				t.Fatalf("count %s drew %q: %v", strings.Join(args, " "), l, err)
			}
			if p.EP >= 0 || p.Castling.Any() {
				rights++
			}
			rows, err := checkRows(l)
			if err != nil {
				t.Fatal(err)
			}
			want := c.set("KRPvKRP", p.EP >= 0)
			for _, r := range rows {
				if r.columns[1] == want && r.columns[2] != "yes" {
					t.Errorf("count %s drew %q, which %s does not hold: %s", strings.Join(args, " "), l, want, r.columns[3])
				}
			}
		}
		if rights == 0 {
			t.Errorf("count %s drew no position with rights; the test needs some", strings.Join(args, " "))
		}
	}
}

// Stopped (Ctrl-C), a run prints the draws it made, says how many of
// those asked, and exits 130.
func TestSampleInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	code, out, errs := runCount(ctx, "sample", "6Q", "--board", "6x6", "--rules", "nonattacking", "-n", "1000000", "--seed", "1")
	var drawn, asked int
	if _, err := fmt.Sscanf(errs, "count: interrupted after %d of the %d draws asked", &drawn, &asked); err != nil || code != exitInterrupted || asked != 1000000 {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	if lines := strings.Count(out, "\n"); lines != drawn {
		t.Errorf("%d draws said, %d printed", drawn, lines)
	}
}
