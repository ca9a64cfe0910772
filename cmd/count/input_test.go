package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// count merge reads its files within the bounds of every input: a line
// longer than 64 KiB ends it with one line (exit 1), as does a missing
// file (exit 2, a bad path given), in count's own words.
func TestMergeBoundedInput(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, "long.json")
	if err := os.WriteFile(long, []byte("[\n"+strings.Repeat(" ", 70000)+"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.json")
	for _, c := range []struct {
		file, want string
		code       int // a bad path given is a usage error
	}{
		{long, long + " line 2 is longer than 64 KiB, which no line of count positions --format json output", exitFailure},
		{missing, "there is no file " + missing + "; give count positions --men --format json outputs or checkpoints", exitUsage},
	} {
		code, out, errs := runCount(context.Background(), "merge", c.file)
		if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "no such file") {
			t.Errorf("count merge %s: exit %d, %q, %q; want one line containing %q", c.file, code, out, errs, c.want)
		}
	}
}

// --position takes a FEN as well as men, and refuses what count canon
// refuses and what the count's rules do not count, in one line.
func TestPositionFlag(t *testing.T) {
	dir := t.TempDir()
	svg := func(name string) string { return filepath.Join(dir, name) }
	code, fromMen, errs := runCount(context.Background(), "KRK", "--svg", svg("men.svg"), "--position", "Ka1 Rb2 kc8")
	if code != exitOK {
		t.Fatalf("--position men: exit %d, %q", code, errs)
	}
	code, fromFEN, errs := runCount(context.Background(), "KRK", "--svg", svg("fen.svg"), "--position", "2k5/8/8/8/8/8/1R6/K7 b - -")
	menSVG, _ := os.ReadFile(svg("men.svg"))
	fenSVG, _ := os.ReadFile(svg("fen.svg"))
	if code != exitOK || fromFEN != fromMen || !strings.Contains(fromFEN, "canonical image: Ka1 Rb2 kc8 →") || len(fenSVG) == 0 || string(fenSVG) != string(menSVG) {
		t.Errorf("--position FEN: exit %d, %q, %q; want what the men Ka1 Rb2 kc8 give: %q", code, fromFEN, errs, fromMen)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"KRK", "--position", "Ka1 Rb2 kb1"}, "the kings on a1 and b1 stand side by side"},
		{[]string{"KRK", "--position", "8/8/8/8/8/8/1k6/K6R w - -"}, "the kings on a1 and b2 stand side by side"},
		{[]string{"KPK", "--position", "Ka1 Pb8 kc3"}, "a pawn on b8, a back rank"},
		{[]string{"KPK", "--position", "1P6/8/2k5/8/8/8/8/K7 w - -"}, "a pawn on b8"},
		{[]string{"KRK", "--position", "r3k3/8/8/8/8/8/8/4K3 w q -"}, "without castling rights"},
		{[]string{"KPK", "--position", "4k3/8/8/8/4P3/8/8/4K3 b - e3"}, "without an en passant square"},
		{[]string{"KRK", "--board", "6x6", "--position", "2k5/8/8/8/8/8/1R6/K7 b - -"}, "a FEN is a position of the 8x8 board, not of 6x6"},
		{[]string{"KRK", "--position", "2k5/8/8/8/8/8/1R6/K7 b - - x"}, "has 5 fields"},
		{[]string{"KRK", "--rules", "legal", "--position", "k7/8/8/8/8/8/8/R1K5 w - -"}, "the side not to move is in check: with white to move, the white rook on a1 attacks the black king on a8"},
		{[]string{"KRK", "--rules", "legal", "--to-move", "white", "--position", "Ka1 Ra8 kh8"}, "with white to move, the white rook on a8 attacks the black king on h8"},
		{[]string{"KRK", "--rules", "legal", "--to-move", "black", "--position", "k7/8/8/8/8/8/8/R1K5 w - -"}, "the FEN has white to move"},
		{[]string{"2R", "--rules", "nonattacking", "--position", "Ra1 Ra5"}, "the rook on a5 attacks the rook on a1, which the nonattacking rules do not count"},
	} {
		args := append(c.args, "--svg", svg("bad.svg"))
		code, out, errs := runCount(context.Background(), args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %q: exit %d, %q, %q; want one usage line containing %q", args, code, out, errs, c.want)
		}
	}
}

// count canon, count merge and a --checkpoint word the same faults of an
// input the same way, with one rule for the exit status: a path that is
// empty, missing or a directory is a usage error (2); a line too long or
// an input too large is a failure (1).
func TestInputErrorsAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("writes and reads files of 72 MB")
	}
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	header := filepath.Join(dir, "header.jsonl")
	if code, _, errs := runCount(context.Background(), "positions", "--men", "2", "--checkpoint", header); code != exitOK {
		t.Fatalf("count positions --men 2 --checkpoint: exit %d, %q", code, errs)
	}
	data, _ := os.ReadFile(header)
	head, _, _ := strings.Cut(string(data), "\n") // the header line alone
	longLine := strings.Repeat("x", 70000) + "\n"
	blank := strings.Repeat(strings.Repeat(" ", 60000)+"\n", 1200) // 72 MB in lines that every reader skips
	commands := map[string]func(file string) []string{
		"canon":        func(file string) []string { return []string{"canon", file} },
		"merge":        func(file string) []string { return []string{"merge", file} },
		"--checkpoint": func(file string) []string { return []string{"positions", "--men", "2", "--checkpoint", file} },
	}
	for name, args := range commands {
		start, line := "", "1"
		if name == "--checkpoint" {
			start, line = head+"\n", "2"
		}
		long := write(name+".long", start+longLine)
		large := write(name+".large", start+blank)
		cases := []struct {
			file string
			code int
			want string
		}{
			{long, exitFailure, long + " line " + line + " is longer than 64 KiB, which no "},
			{large, exitFailure, large + " holds more than 64 MiB (at line "},
			{dir, exitUsage, dir + " is a directory; give a file in it, such as " + dir + string(filepath.Separator)},
			{filepath.Join(dir, "missing"), exitUsage, "there is no file " + filepath.Join(dir, "missing") + "; give "},
			{"", exitUsage, `an argument "" is empty; give `},
		}
		if name == "--checkpoint" {
			cases = cases[:3] // a checkpoint not there is made, and --checkpoint "" is refused as empty
		}
		for _, c := range cases {
			code, out, errs := runCount(context.Background(), args(c.file)...)
			if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
				t.Errorf("count %q: exit %d, %q, %q; want exit %d and one line containing %q", args(c.file), code, out, errs, c.code, c.want)
			}
		}
	}
}
