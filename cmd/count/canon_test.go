package main

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// canonCSV runs count canon --format csv with args and returns its exit
// status, its rows (the header first) and its stderr.
func canonCSV(t *testing.T, args ...string) (int, [][]string, string) {
	t.Helper()
	code, out, errs := runCount(context.Background(), append([]string{"canon", "--format", "csv"}, args...)...)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatalf("count canon %q: stdout %q is not CSV: %v", args, out, err)
	}
	return code, rows, errs
}

// Castling rights in X-FEN and Shredder-FEN; a Chess960 position's rights
// are written with the rooks' files, standard ones as KQkq. Castling
// rights leave no board symmetry: only the colour swap can move them.
func TestCanonCastling(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string // canonical, symmetry, class size, stabiliser
	}{
		{[]string{"--color-swap=false", "r3k2r/8/8/8/8/8/8/R3K2R w HAha -"}, []string{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "1", "1", "1"}},
		{[]string{"--color-swap=false", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"}, []string{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "1", "1", "1"}},
		// The colour swap maps White's rights on b1 and h1 to Black's on b8
		// and h8; its image, with a1 and b1 empty, sorts first.
		{[]string{"--color-swap", "4k3/8/8/8/8/8/8/1R4KR w HB -"}, []string{"1r4kr/8/8/8/8/8/8/4K3 b hb - 0 1", "1+C", "2", "1"}},
		{[]string{"--color-swap", "1r4kr/8/8/8/8/8/8/4K3 b hb -"}, []string{"1r4kr/8/8/8/8/8/8/4K3 b hb - 0 1", "1", "2", "1"}},
	} {
		code, rows, errs := canonCSV(t, c.args...)
		if code != exitOK || len(rows) != 2 || strings.Join(rows[1][1:], "|") != strings.Join(c.want, "|") {
			t.Errorf("count canon %q: exit %d, %q, %q; want %q", c.args, code, rows, errs, c.want)
		}
	}
	code, _, errs := runCount(context.Background(), "canon", "4k3/8/8/8/8/8/8/K6R w K -")
	if code != exitUsage || !strings.Contains(errs, "right K needs White's king on rank 1, on files b to g") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count canon with a king on a1 and the right K: exit %d, %q", code, errs)
	}
}

// A file of EPD lines named on the command line: the operations are left
// out of the position, the id kept in its own column, hmvc and fmvn set
// the counters; a bad line is reported with the file's name and its
// number.
func TestCanonFileEPD(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "suite.epd")
	epd := `# two positions of a test suite
4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8; id "KRK 1";

8/8/8/8/8/8/8/K6k w - - hmvc 3; fmvn 20;
8/8/8/8/8/8/8/Kk6 w - - id "adjacent";
`
	if err := os.WriteFile(file, []byte(epd), 0o644); err != nil {
		t.Fatal(err)
	}
	code, rows, errs := canonCSV(t, "--color-swap=false", file, "4k3/8/8/8/8/8/8/4K3 b - -")
	want := [][]string{
		{"id", "position", "canonical", "symmetry", "class size", "stabiliser"},
		{"KRK 1", "4k3/8/5K2/8/8/8/8/R7 b - -", "R7/8/8/8/7k/5K2/8/8 b - - 0 1", "VD", "8", "1"},
		{"", "8/8/8/8/8/8/8/K6k w - -", "K6k/8/8/8/8/8/8/8 w - - 3 20", "H", "8", "1"},
		// Of the kings' 8 images, D's (Ka5, kh5) leaves the most low
		// squares empty, and White's K sorts before Black's k.
		{"", "4k3/8/8/8/8/8/8/4K3 b - -", "8/8/8/K6k/8/8/8/8 b - - 0 1", "D", "8", "1"},
	}
	if code != exitFailure || len(rows) != len(want) || !strings.Contains(errs, "count: "+file+" line 5: FEN placement: the kings on a1 and b1 stand side by side") || !strings.Contains(errs, "1 bad line skipped") {
		t.Fatalf("count canon FILE FEN: exit %d, %q, %q", code, rows, errs)
	}
	for i := range want {
		if strings.Join(rows[i], "|") != strings.Join(want[i], "|") {
			t.Errorf("row %d: %q; want %q", i, rows[i], want[i])
		}
	}
	// An id is a name, a string in JSON whatever it holds.
	for _, id := range []string{"x y", "123", "1/2"} {
		code, out, _ := runCount(context.Background(), "canon", "--format", "json", `4k3/8/5K2/8/8/8/8/R7 b - - id "`+id+`";`)
		var doc []map[string]any
		if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil || len(doc) != 1 || doc[0]["id"] != id {
			t.Errorf("count canon --format json with the id %q: exit %d, %q, %v", id, code, out, err)
		}
	}
}

// Mistakes in where the positions come from get one line in count's own
// words: a missing file or a directory on the command line (exit 2), a
// directory on stdin (exit 2), a line too long (exit 1).
func TestCanonInputErrors(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, "long.fen")
	if err := os.WriteFile(long, []byte("8/8/8/8/8/8/8/K6k w - -\n"+strings.Repeat("8", 70000)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"canon", filepath.Join(dir, "missing.fen")}, exitUsage, "there is no file " + filepath.Join(dir, "missing.fen") + "; give a file of FEN or EPD lines, or a FEN in quotes"},
		{[]string{"canon", dir}, exitUsage, dir + " is a directory; give a file in it, such as " + filepath.Join(dir, "positions.epd")},
		{[]string{"canon", long}, exitFailure, long + " line 2 is longer than 64 KiB, which no FEN or EPD line is"},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "no such file") {
			t.Errorf("count %q: exit %d, %q, %q; want exit %d and one line containing %q", c.args, code, out, errs, c.code, c.want)
		}
	}
	d, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	stdin = d
	defer func() { stdin = os.Stdin }()
	code, out, errs := runCount(context.Background(), "canon")
	if code != exitUsage || out != "" || !strings.HasPrefix(errs, "count: stdin is a directory; give a file of FEN or EPD lines, or a FEN in quotes") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count canon < DIR: exit %d, %q, %q", code, out, errs)
	}
}

// junkBytes returns 5000 bytes of garbage, as a binary file holds.
func junkBytes() []byte {
	junk := make([]byte, 5000)
	for i := range junk {
		junk[i] = byte(i*i*7919 + i*31 + 0x80)
	}
	return junk
}

// Input that is not text, such as random bytes, is not FEN or EPD: one
// line says so, with exit status 1 and no table, rather than a line per
// bad line of garbage.
func TestCanonNotText(t *testing.T) {
	dir := t.TempDir()
	junk := junkBytes()
	bin := filepath.Join(dir, "random.bin")
	if os.WriteFile(bin, junk, 0o644) != nil {
		t.Fatal("cannot write the test's files")
	}
	want := bin + ": not FEN or EPD (its line 1 is not text); give a file of FEN or EPD lines, or a FEN in quotes"
	code, out, errs := runCount(context.Background(), "canon", bin)
	if code != exitFailure || out != "" || errs != "count: "+want+"\n" {
		t.Errorf("count canon random.bin: exit %d, %q, %.300q; want exit 1 and %q", code, out, errs, want)
	}
	stdin = strings.NewReader(string(junk))
	defer func() { stdin = os.Stdin }()
	code, out, errs = runCount(context.Background(), "canon", "-")
	if code != exitFailure || out != "" || !strings.HasPrefix(errs, "count: stdin: not FEN or EPD") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count canon - < random bytes: exit %d, %q, %.300q", code, out, errs)
	}
}

// A line that is not text after good lines stops the read too, with one
// line naming it, rather than a line for each of the garbage's lines.
func TestCanonNotTextAfterGoodLines(t *testing.T) {
	mixed := filepath.Join(t.TempDir(), "mixed.epd")
	fen := "4k3/8/5K2/8/8/8/8/R7 b - -\n"
	if os.WriteFile(mixed, []byte(fen+"\x00\xff\n"+fen), 0o644) != nil {
		t.Fatal("cannot write the test's file")
	}
	code, out, errs := runCount(context.Background(), "canon", mixed)
	if code != exitFailure || out != "" || errs != "count: "+mixed+": not FEN or EPD (its line 2 is not text); give a file of FEN or EPD lines, or a FEN in quotes\n" {
		t.Errorf("count canon of a good line, one not text and a good one: exit %d, %q, %q; want exit 1 and one line for line 2", code, out, errs)
	}
	junk := junkBytes()
	stdin = strings.NewReader(fen + string(junk))
	defer func() { stdin = os.Stdin }()
	code, out, errs = runCount(context.Background(), "canon")
	if code != exitFailure || out != "" || !strings.HasPrefix(errs, "count: stdin: not FEN or EPD (its line 2 is not text)") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count canon < a FEN and random bytes: exit %d, %q, %.300q; want exit 1 and one line", code, out, errs)
	}
}

// count canon reports the first 10 bad lines of a run one by one, then
// how many more there were, then the total: a file of 100,000 bad lines
// makes 12 lines on stderr, not 100,001.
func TestCanonBadLinesCapped(t *testing.T) {
	stdin = strings.NewReader("4k3/8/5K2/8/8/8/8/R7 b - -\n" + strings.Repeat("garbage line\n", 100_000))
	defer func() { stdin = os.Stdin }()
	code, out, errs := runCount(context.Background(), "canon", "--format", "csv")
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if code != exitFailure || strings.Count(out, "\n") != 2 || len(lines) != 12 || !strings.HasPrefix(lines[9], "count: stdin line 11: ") ||
		lines[10] != "count: and 99990 more bad lines" || lines[11] != "count: 100000 bad lines skipped; mend them and run again" {
		t.Errorf("count canon < a FEN and 100,000 bad lines: exit %d, %d lines on stdout, stderr %d lines ending %q; want exit 1, the row, and 12 lines", code, strings.Count(out, "\n"), len(lines), lines[max(0, len(lines)-3):])
	}
}

// An input of no position (empty, or blank lines and comments alone)
// gives no table but one line, exit status 2, whether it is stdin or a
// file named, as when no argument is given at all.
func TestCanonNoPosition(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.fen")
	comments := filepath.Join(dir, "comments.fen")
	if os.WriteFile(empty, nil, 0o644) != nil || os.WriteFile(comments, []byte("# a comment\n\n"), 0o644) != nil {
		t.Fatal("cannot write the test's files")
	}
	stdin = strings.NewReader("")
	defer func() { stdin = os.Stdin }()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"canon"}, "count: no position given: stdin holds no FEN or EPD line"},
		{[]string{"canon", empty}, "count: no position given: " + empty + " holds no FEN or EPD line"},
		{[]string{"canon", comments, empty}, "count: no position given: the inputs hold no FEN or EPD line"},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitUsage || out != "" || !strings.HasPrefix(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %q: exit %d, %q, %q; want exit 2 and one line starting %q", c.args, code, out, errs, c.want)
		}
	}
}

// Output that cannot be written is said even when count canon has
// reported bad lines of its input: that loss matters more.
func TestCanonBadLineAndOutputLost(t *testing.T) {
	file := filepath.Join(t.TempDir(), "one-bad.fen")
	if os.WriteFile(file, []byte("4k3/8/5K2/8/8/8/8/R7 b - -\nbad line\n"), 0o644) != nil {
		t.Fatal("cannot write the test's file")
	}
	var errs strings.Builder
	code := run(context.Background(), []string{"canon", file}, fullWriter{}, &errs, false)
	if code != exitFailure || !strings.Contains(errs.String(), "line 2: ") ||
		!strings.HasSuffix(errs.String(), "count: cannot write the output (no space left on device); what was printed is cut short\n") {
		t.Errorf("count canon FILE > /dev/full, FILE with a bad line: exit %d, %q; want exit 1, the bad line and the output's loss", code, errs.String())
	}
}

// count canon holds at most 100,000 positions: the next line stops it,
// with one line and exit status 1.
func TestCanonTooManyPositions(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 100,001 positions")
	}
	stdin = strings.NewReader(strings.Repeat("8/8/8/8/8/8/8/K6k w - -\n", 100_001))
	defer func() { stdin = os.Stdin }()
	code, out, errs := runCount(context.Background(), "canon", "--format", "csv")
	if code != exitFailure || out != "" || errs != "count: stdin line 100001: more than 100000 positions; give at most 100000 a run, splitting the input\n" {
		t.Errorf("count canon of 100,001 positions: exit %d, %d bytes out, %q", code, len(out), errs)
	}
}

// A file or stdin that starts with a byte order mark, as some editors
// write, reads as the same lines without it.
func TestCanonByteOrderMark(t *testing.T) {
	fen := "4k3/8/5K2/8/8/8/8/R7 b - -"
	_, want, _ := canonCSV(t, fen)
	stdin = strings.NewReader("\ufeff" + fen + "\n")
	defer func() { stdin = os.Stdin }()
	code, got, errs := canonCSV(t)
	if code != exitOK || errs != "" || len(got) != 2 || strings.Join(got[1], "|") != strings.Join(want[1], "|") {
		t.Errorf("count canon < a FEN after a byte order mark: exit %d, %q, %q; want %q", code, got, errs, want)
	}
}

// The position column holds the position as given, as docs/json.md says:
// its first four fields, the move counters of a FEN that has them, and
// no EPD operation.
func TestCanonPositionColumn(t *testing.T) {
	for line, want := range map[string]string{
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1":          "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6":              "4k3/8/8/3pP3/8/8/8/4K3 w - d6",
		`4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8; id "x";`: "4k3/8/5K2/8/8/8/8/R7 b - -",
		"8/8/8/8/8/8/8/K6k w - - hmvc 3; fmvn 20;":   "8/8/8/8/8/8/8/K6k w - -",
	} {
		code, rows, errs := canonCSV(t, line)
		if code != exitOK || len(rows) != 2 || rows[1][len(rows[1])-5] != want {
			t.Errorf("count canon %q: exit %d, %q, %q; want the position %q", line, code, rows, errs, want)
		}
	}
}

// In JSON each key has one type whatever the position: the symmetry and
// the stabiliser are names, strings even when the name is the identity's
// 1; the class size is a number.
func TestCanonJSONTypes(t *testing.T) {
	code, out, errs := runCount(context.Background(), "canon", "--format", "json",
		`R7/8/8/8/7k/5K2/8/8 b - - id "1";`, "K7/8/8/8/8/8/8/7k w - -", "4k3/8/8/8/8/8/8/1R4KR w HB -")
	var doc []map[string]any
	if err := json.Unmarshal([]byte(out), &doc); code != exitOK || err != nil || len(doc) != 3 {
		t.Fatalf("count canon --format json: exit %d, %q, %q, %v", code, out, errs, err)
	}
	want := map[string]string{"id": "string", "position": "string", "canonical": "string", "symmetry": "string", "class_size": "float64", "stabiliser": "string"}
	for i, row := range doc {
		for k, v := range row {
			if got := fmt.Sprintf("%T", v); got != want[k] {
				t.Errorf("row %d: %q is %v, a %s; want a %s", i+1, k, v, got, want[k])
			}
		}
	}
}

// An id or a position as given is kept to 256 bytes, cut at a whole
// character and ended with "…": a run holds up to 100,000 rows, and a
// line may hold 64 KiB.
func TestCanonLongText(t *testing.T) {
	for _, c := range []struct {
		line   string
		column int // of the CSV row: the id, or the position when there is none
	}{
		{`4k3/8/5K2/8/8/8/8/R7 b - - id "` + strings.Repeat("x", 60000) + `";`, 0},
		{`4k3/8/5K2/8/8/8/8/R7 b - - id "` + strings.Repeat("é", 30000) + `";`, 0},
		{"4k3/8/5K2/8/8/8/8/R7 b - - " + strings.Repeat("0", 60000) + "1 1", 0},
	} {
		code, rows, errs := canonCSV(t, c.line)
		if code != exitOK || len(rows) != 2 {
			t.Fatalf("count canon of a line of %d bytes: exit %d, %q", len(c.line), code, errs)
		}
		got := rows[1][c.column]
		if len(got) > 256 || !strings.HasSuffix(got, "…") || !utf8.ValidString(got) || !strings.HasPrefix(c.line, "4k3/8/5K2/8/8/8/8/R7 b - -") {
			t.Errorf("count canon of a line of %d bytes: column %d holds %d bytes, %q; want at most 256, ending in …", len(c.line), c.column, len(got), got)
		}
	}
}
