package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/tables"
)

// The published 3-man total: 367868 plain classes and 211 with castling
// rights (KRvK, the king on e1 and the rook on a1 or h1).
func TestPositionsMen(t *testing.T) {
	code, out, errs := runCount(context.Background(), "positions", "--men", "3", "--format", "json")
	var got tables.CensusMen
	if err := json.Unmarshal([]byte(out), &got); code != exitOK || err != nil {
		t.Fatalf("count positions --men 3: exit %d, %v, %q", code, err, errs)
	}
	if got.Total.Classes.Total.String() != "368079" || got.Total.Classes.Plain.String() != "367868" || got.Total.Classes.Castling.String() != "211" || got.Expected != 5 {
		t.Errorf("count positions --men 3: total %+v", got.Total)
	}
	code, out, _ = runCount(context.Background(), "positions", "KRvK", "--format", "csv")
	if code != exitOK || !strings.Contains(out, "KRvK,classes,50015,211,0") {
		t.Errorf("count positions KRvK: exit %d, %q", code, out)
	}
}

// A run resumes from its checkpoint: a row already there is not counted
// again (here a made-up KQvK row shows through), and a line cut short is
// skipped.
func TestCheckpoint(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ck.jsonl")
	code, _, errs := runCount(context.Background(), "positions", "--men", "3", "--checkpoint", file)
	data, _ := os.ReadFile(file)
	if code != exitOK || strings.Count(string(data), "\n") != 6 || !strings.HasPrefix(string(data), `{"checkpoint":"count positions --men","men":"3","board":"8x8",`) {
		t.Fatalf("first run: exit %d, %q, checkpoint %q", code, errs, data)
	}
	var kept []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.Contains(line, `"KQvK"`) {
			line = strings.ReplaceAll(line, "46137", "46000")
		}
		if !strings.Contains(line, `"KNvK"`) {
			kept = append(kept, line)
		}
	}
	os.WriteFile(file, []byte(strings.Join(kept, "\n")+"\n{\"men\":3,\"mat"), 0o644)
	code, out, errs := runCount(context.Background(), "positions", "--men", "3", "--checkpoint", file, "--format", "csv")
	if code != exitOK || !strings.Contains(out, "3,KQvK,368452,0,0,368452,46000,0,0,46000") || !strings.Contains(out, "3,KNvK,") {
		t.Errorf("resumed run: exit %d, %q, %q", code, out, errs)
	}
	// It says so: the 5 three-man materials less KNvK were kept.
	if want := "4 of the 5 materials with 3 men were counted already; counting the other 1\n"; !strings.HasSuffix(errs, want) || strings.Count(errs, "\n") != 1 {
		t.Errorf("resumed run: stderr %q, want one line ending %q", errs, want)
	}
	// A checkpoint that holds every material says nothing is left, once
	// for each number of men, the one material of 2 men in the singular.
	whole := filepath.Join(t.TempDir(), "whole.jsonl")
	runCount(context.Background(), "positions", "--men", "2-3", "--checkpoint", whole)
	code, _, errs = runCount(context.Background(), "positions", "--men", "2-3", "--checkpoint", whole)
	if want := "count: going on from " + whole + ": the 1 material with 2 men was counted already; nothing is left to count\ncount: going on from " + whole + ": all 5 materials with 3 men were counted already; nothing is left to count\n"; code != exitOK || errs != want {
		t.Errorf("run resumed with nothing left: exit %d, %q, want %q", code, errs, want)
	}
	// An interrupted run says where its work is.
	code, _, errs = runCount(context.Background(), "positions", "--men", "6", "--checkpoint", filepath.Join(t.TempDir(), "six"), "--timeout", "20ms")
	if code != exitFailure || !strings.Contains(errs, "run the same command again") {
		t.Errorf("interrupted run: exit %d, %q", code, errs)
	}
}

// A checkpoint is refused, in one line with the fix and nothing written
// to it, unless it is the checkpoint of the same run.
func TestCheckpointRefused(t *testing.T) {
	dir := t.TempDir()
	file := func(name, content string) string {
		path := filepath.Join(dir, name)
		os.WriteFile(path, []byte(content), 0o644)
		return path
	}
	run3 := filepath.Join(dir, "run3.jsonl")
	if code, _, errs := runCount(context.Background(), "positions", "--men", "2", "--checkpoint", run3); code != exitOK {
		t.Fatalf("first run: exit %d, %q", code, errs)
	}
	row := `{"men":3,"material":"KRvK","board":"8x8","rules":"castling=standard ep=nulp color-swap=true","positions":{"plain":1,"castling":0,"en_passant":0,"total":1},"classes":{"plain":1,"castling":0,"en_passant":0,"total":1}}` + "\n"
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--men", "2", "--checkpoint", file("readme.md", "# count\n\nCounts chess positions.\n")}, exitUsage, "is not a checkpoint of count positions --men; give a new file or the checkpoint of this run"},
		{[]string{"--men", "2", "--checkpoint", file("old.jsonl", row)}, exitUsage, "older count, without the header line"},
		{[]string{"--men", "2", "--checkpoint", file("long", strings.Repeat("x", 2<<20)+"\n")}, exitUsage, "is not a checkpoint"},
		{[]string{"--men", "3", "--checkpoint", run3}, exitUsage, "is the checkpoint of the run --men 2 --board 8x8"},
		{[]string{"--men", "2", "--shard", "1/2", "--checkpoint", run3}, exitUsage, "not of this run --men 2 --board 8x8"},
		{[]string{"--men", "2", "--ep", "fide", "--checkpoint", run3}, exitUsage, "not of this run"},
		{[]string{"--men", "2", "--checkpoint", dir}, exitUsage, "is a directory; give a file in it"},
		{[]string{"--men", "2", "--checkpoint", filepath.Join(dir, "none", "x.jsonl")}, exitUsage, "cannot write there (no such file or directory); give a file in a directory you can write"},
	} {
		path := c.args[len(c.args)-1]
		before, _ := os.ReadFile(path)
		code, out, errs := runCount(context.Background(), append([]string{"positions"}, c.args...)...)
		after, _ := os.ReadFile(path)
		if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || string(before) != string(after) {
			t.Errorf("count positions %v: exit %d, stdout %q, stderr %q, file changed %v; want exit %d and one line containing %q",
				c.args, code, out, errs, string(before) != string(after), c.code, c.want)
		}
	}
	// A line after the header longer than any row (64 KiB) is no
	// checkpoint's: content that does not read, a failure (exit 1), the
	// file left as it is, though a line that does not read is skipped.
	long := file("long.jsonl", "")
	runCount(context.Background(), "positions", "--men", "2", "--checkpoint", long)
	data, _ := os.ReadFile(long)
	data = append(data, "{\"cut short by a crash\n"+strings.Repeat("x", 2<<20)+"\n"...)
	os.WriteFile(long, data, 0o644)
	code, _, errs := runCount(context.Background(), "positions", "--men", "2", "--checkpoint", long)
	after, _ := os.ReadFile(long)
	if code != exitFailure || !strings.Contains(errs, "--checkpoint "+long+" line 4 is longer than 64 KiB, which no checkpoint line is") || strings.Count(errs, "\n") != 1 || string(after) != string(data) {
		t.Errorf("checkpoint with a long line: exit %d, %q, file changed %v", code, errs, string(after) != string(data))
	}
}

// count merge says which file is not what it adds up, and what it expected.
func TestMergeNotCensus(t *testing.T) {
	dir := t.TempDir()
	_, men, _ := runCount(context.Background(), "men", "3", "--format", "json")
	file := filepath.Join(dir, "men3.json")
	os.WriteFile(file, []byte(men), 0o644)
	for _, c := range []struct {
		file, want string
		code       int
	}{
		{file, file + ": not the JSON of count positions --men or its checkpoint", exitFailure},
		{dir, dir + " is a directory", exitUsage},
	} {
		code, out, errs := runCount(context.Background(), "merge", c.file)
		if code != c.code || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "census.Split") || strings.Contains(errs, "unmarshal") {
			t.Errorf("count merge %s: exit %d, %q, %q; want one line containing %q", c.file, code, out, errs, c.want)
		}
	}
}

// count merge reads stdin for the argument "-", as count canon does, and
// names it stdin; "-" twice is a mistake.
func TestMergeStdin(t *testing.T) {
	_, shard, _ := runCount(context.Background(), "positions", "--men", "3", "--format", "json")
	_, want, _ := runCount(context.Background(), "positions", "--men", "3")
	stdin = strings.NewReader(shard)
	defer func() { stdin = os.Stdin }()
	if code, out, errs := runCount(context.Background(), "merge", "-"); code != exitOK || out != want || errs != "" {
		t.Errorf("count merge - < a shard: exit %d, %q, %q; want %q", code, out, errs, want)
	}
	stdin = strings.NewReader("{nonsense")
	code, out, errs := runCount(context.Background(), "merge", "-")
	if code != exitFailure || out != "" || !strings.HasPrefix(errs, "count: stdin: not the JSON of count positions --men") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count merge - < nonsense: exit %d, %q, %q", code, out, errs)
	}
	code, out, errs = runCount(context.Background(), "merge", "-", "-")
	if code != exitUsage || out != "" || !strings.Contains(errs, `"-" (stdin) is given twice; give it once`) {
		t.Errorf("count merge - -: exit %d, %q, %q", code, out, errs)
	}
}

// Shards merge to the whole run; one shard alone is incomplete.
func TestShards(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for _, k := range []string{"1/3", "2/3", "3/3"} {
		code, out, errs := runCount(context.Background(), "positions", "--men", "4", "--shard", k, "--format", "json")
		if code != exitOK {
			t.Fatalf("shard %s: exit %d, %q", k, code, errs)
		}
		files = append(files, filepath.Join(dir, strings.ReplaceAll(k, "/", "of")))
		os.WriteFile(files[len(files)-1], []byte(out), 0o644)
	}
	_, whole, _ := runCount(context.Background(), "positions", "--men", "4", "--format", "csv")
	code, merged, errs := runCount(context.Background(), append([]string{"merge", "--format", "csv"}, files...)...)
	if code != exitOK || merged != whole {
		t.Errorf("merge: exit %d, %q; want %q (%q)", code, merged, whole, errs)
	}
	code, out, errs := runCount(context.Background(), "merge", files[0])
	if code != exitFailure || !strings.Contains(errs, "incomplete") || !strings.Contains(out, "total so far") || !strings.Contains(out, "partial: ") {
		t.Errorf("merge of one shard: exit %d, %q, %q", code, out, errs)
	}
}

func TestPositionsUsage(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte("{nonsense"), 0o644)
	for _, args := range [][]string{
		{"positions", "KRvK", "--ep", "sometimes"},
		{"positions", "--men", "4", "--shard", "3/2"},
		{"positions", "KRvK", "--checkpoint", "f"},
		{"positions", "--men", "3", "KRvK"},
		{"KRvK", "--castling=false"},
		{"positions", "KRvK", "--rules", "placement"},
		{"positions", "KRvK", "--castling", "sometimes"},
		{"positions", "KRvK", "--castling", "chess960", "--board", "7x8"},
		{"positions", "--men", "3", "--castling", "chess960", "--board", "10x10"},
		{"KRvK", "--castling", "chess960"},
		{"positions", "KRvK", "--to-move", "nobody"},
		{"KRvK", "--to-move", "white"},
		{"men", "3", "--to-move", "white"},
		{"positions", "4Q"},
		{"merge"},
		{"merge", "--men", "3", bad},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		code, _, errs := runCount(ctx, args...)
		cancel()
		if code != exitUsage || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %v: exit %d, %q; want one usage line", args, code, errs)
		}
	}
	// A file whose content does not read is a failure; a path that does
	// not read is a mistake on the command line.
	for file, want := range map[string]int{bad: exitFailure, filepath.Join(t.TempDir(), "missing"): exitUsage} {
		if code, _, errs := runCount(context.Background(), "merge", file); code != want || strings.Count(errs, "\n") != 1 {
			t.Errorf("count merge %s: exit %d, %q; want exit %d and one line", file, code, errs, want)
		}
	}
}

// A checkpoint cut short by a crash: the next run ends the cut line and
// recounts its material, and count merge skips the cut line.
func TestCheckpointCut(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ck.jsonl")
	runCount(context.Background(), "positions", "--men", "3", "--checkpoint", file)
	data, _ := os.ReadFile(file)
	os.WriteFile(file, data[:len(data)-40], 0o644)
	_, want, _ := runCount(context.Background(), "positions", "--men", "3", "--format", "csv")
	code, got, errs := runCount(context.Background(), "positions", "--men", "3", "--checkpoint", file, "--format", "csv")
	if code != exitOK || got != want {
		t.Errorf("resumed: exit %d, %q, %q; want %q", code, got, errs, want)
	}
	code, got, errs = runCount(context.Background(), "merge", "--format", "csv", file)
	if code != exitOK || got != want {
		t.Errorf("merge of the mended checkpoint: exit %d, %q, %q; want %q", code, got, errs, want)
	}
}

// --shard never panics, and what it accepts is K/N with 1 ≤ K ≤ N.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"1/1", "3/16", "0/2", "2/1", "x/y", "1/", "/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k, err := parseShard(s)
		if err == nil && (k[0] < 1 || k[0] > k[1]) {
			t.Fatalf("%q read as %v", s, k)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("%q: error of several lines", s)
		}
	})
}

// count merge reads any file without panicking: exit 0 with rows that add
// up, 1 for an incomplete merge, 2 for a file it cannot read.
func FuzzMerge(f *testing.F) {
	_, out, _ := runCount(context.Background(), "positions", "--men", "2", "--format", "json")
	f.Add(out)
	f.Add(`{"men":3,"material":"KRvK","board":"8x8","rules":"r","positions":{"plain":1,"castling":0,"en_passant":0,"total":1},"classes":{"plain":1,"castling":0,"en_passant":0,"total":1}}`)
	f.Add(`[{"materials":[]}]`)
	f.Add(`{"share":"1/1","men":"2-3","board":"8x8","castling":"none","en_passant_rule":"none","promotions_tied_to_captures":false,"second_bishop_on_one_colour_promoted":false,"white_to_move":{"all":[0,0,1806,972792],"castling":[0,0,0,0],"en_passant":[0,0,0,0],"pawnless":[0,0,1806,807116],"diagonal":[0,0,21,826]}}`)
	f.Add(`{"men":99,"material":"X","board":"0x0","rules":"","positions":{"plain":0,"castling":0,"en_passant":0,"total":0},"classes":{"plain":0,"castling":0,"en_passant":0,"total":0}}`)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data string) {
		file := filepath.Join(dir, "in.json")
		os.WriteFile(file, []byte(data), 0o644)
		code, _, errs := runCount(context.Background(), "merge", file)
		if code != exitOK && (code != exitUsage && code != exitFailure || strings.Count(errs, "\n") != 1) {
			t.Fatalf("%q: exit %d, %q", data, code, errs)
		}
	})
}

// The same rows at any parallelism.
func TestPositionsWorkers(t *testing.T) {
	_, one, _ := runCount(context.Background(), "positions", "--men", "4", "--ep", "fide", "--workers", "1", "--format", "csv")
	_, three, _ := runCount(context.Background(), "positions", "--men", "4", "--ep", "fide", "--workers", "3", "--format", "csv")
	if one != three || !strings.Contains(one, "4,total,") {
		t.Errorf("--workers 1 gives %q, --workers 3 %q", one, three)
	}
}

// K. Kryukov's 4x4 chess: the minichess pawn ranks and any men, without
// castling or en passant rights, which the pawn ranks leave out unless
// asked; his tally has 8,803,638 classes of 5 men. Rules it cannot take
// are one line each, exit 2.
func TestPositionsMinichess(t *testing.T) {
	ctx := context.Background()
	code, out, errs := runCount(ctx, "positions", "--board", "4x4", "--pawn-ranks", "minichess", "--army", "any", "--men", "5", "--format", "json")
	var got tables.CensusMen
	if err := json.Unmarshal([]byte(out), &got); code != exitOK || err != nil {
		t.Fatalf("exit %d, %v, %q", code, err, errs)
	}
	if got.Total.Classes.Total.String() != "8803638" || !strings.Contains(got.Rules, "pawn-ranks=minichess army=any") {
		t.Errorf("4x4 chess, 5 men: %s classes under %q, Kryukov's 8,803,638", got.Total.Classes.Total, got.Rules)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--pawn-ranks", "mini", "--men", "3"}, "--pawn-ranks \"mini\": give chess"},
		{[]string{"--army", "all", "--men", "3"}, "--army \"all\": give chess"},
		{[]string{"--pawn-ranks", "minichess", "--castling", "standard", "--men", "3"}, "counts neither castling nor en passant"},
		{[]string{"KPvK", "--board", "4x1", "--pawn-ranks", "minichess"}, "minichess pawn ranks leave them 0 squares of the 4x1 board"},
		{[]string{"KPPPPPvK", "--board", "4x4", "--pawn-ranks", "minichess"}, "white has 5 pawns but the 4x4 board has 4 files; use fewer pawns or a wider --board (count positions takes --army any"},
	} {
		code, out, errs := runCount(ctx, append([]string{"positions"}, c.args...)...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("count positions %v: exit %d, %q, %q; want exit %d and one line with %q", c.args, code, out, errs, exitUsage, c.want)
		}
	}
}
