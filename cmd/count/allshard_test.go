package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// countShares runs count all args --shard K/of for K = 1 … of, writes
// each share to a file of dir, and returns the files, the last share
// first.
func countShares(t *testing.T, dir string, of int, args ...string) []string {
	t.Helper()
	var files []string
	for k := of; k >= 1; k-- {
		shard := fmt.Sprintf("%d/%d", k, of)
		code, out, errs := runCount(context.Background(), append(append([]string{"all"}, args...), "--shard", shard)...)
		if code != exitOK || errs != "" {
			t.Fatalf("count all %v --shard %s: exit %d, %q", args, shard, code, errs)
		}
		files = append(files, filepath.Join(dir, fmt.Sprintf("share-%d-of-%d.json", k, of)))
		if err := os.WriteFile(files[len(files)-1], []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return files
}

// The shares of count all, in 2, 3 and 4, merged in any order, print
// byte for byte what one count all prints, in each format: with castling
// rights (whose fixtures fix the black king's square, so that one share
// holds them all), and without; on 4x4 with the opposed files, which the
// merge must keep.
func TestAllShardsMerge(t *testing.T) {
	cases := []struct {
		of   int
		args []string
	}{
		{4, []string{"--men", "2-6", "--castling", "none"}},
		// The opposed files, named in the output, which the merge must keep.
		{2, []string{"--board", "4x4", "--men", "8-12", "--castling", "none", "--refine", "captures,files"}},
		// Kryukov's rules, named in the output, which the merge must keep.
		{2, []string{"--board", "4x4", "--pawn-ranks", "minichess", "--army", "any"}},
		// A board with an odd side: the mirrors' parts.
		{3, []string{"--board", "3x4", "--pawn-ranks", "minichess", "--army", "any"}},
		{2, []string{"--board", "3x3", "--men", "2-6"}},
		{3, []string{"--men", "2-5"}},
	}
	if testing.Short() {
		cases = cases[:2]
	}
	for _, c := range cases {
		files := countShares(t, t.TempDir(), c.of, c.args...)
		for _, format := range []string{"csv", "json"} {
			code, want, errs := runCount(context.Background(), append(append([]string{"all"}, c.args...), "--format", format)...)
			if code != exitOK {
				t.Fatalf("count all %v --format %s: exit %d, %q", c.args, format, code, errs)
			}
			code, got, errs := runCount(context.Background(), append([]string{"merge", "--format", format}, files...)...)
			if code != exitOK || got != want {
				t.Errorf("merge of %d shares of %v, --format %s: exit %d, %q\n%s\nwant\n%s", c.of, c.args, format, code, errs, got, want)
			}
		}
	}
}

// Bad shares and merges: one line that names the problem and the fix,
// exit 2, nothing printed.
func TestAllShardRefused(t *testing.T) {
	dir := t.TempDir()
	small := []string{"--men", "2-3", "--castling", "none", "--ep", "none"}
	thirds := countShares(t, dir, 3, small...)
	slices.Reverse(thirds) // 1/3, 2/3, 3/3
	other := countShares(t, t.TempDir(), 3, "--men", "2-4", "--castling", "none", "--ep", "none")
	halves := countShares(t, t.TempDir(), 2, small...)
	rows := filepath.Join(dir, "rows.json")
	_, out, _ := runCount(context.Background(), "positions", "--men", "3", "--format", "json")
	os.WriteFile(rows, []byte(out), 0o644)
	all := append([]string{"all"}, small...)
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(all, "--shard", "0/4"), `--shard "0/4": write K/N with 1 ≤ K ≤ N`},
		{append(all, "--shard", "5/4"), `--shard "5/4": write K/N with 1 ≤ K ≤ N`},
		{append(all, "--shard", "x"), `--shard "x": write K/N`},
		{append(all, "--shard", "1/65"), "the black king's 64 squares; give N from 1 to 64"},
		{append(all, "--shard", "1/2", "--format", "csv"), "--shard prints the share's counts as JSON, for count merge; drop --format csv"},
		{[]string{"merge", thirds[0], thirds[1], other[0]}, "is share 3/3 of count all --men 2-4 --castling none --ep none, " + thirds[0] + " share 1/3 of count all --men 2-3 --castling none --ep none; merge the shares of one run"},
		{[]string{"merge", thirds[0], halves[0]}, "is share 2/2 of count all"},
		{[]string{"merge", thirds[0], thirds[2]}, "count all --men 2-3 --castling none --ep none: share 2/3 missing; merge every share from 1/3 to 3/3"},
		{[]string{"merge", thirds[0], thirds[1], thirds[2], thirds[1]}, "share 2/3 of count all --men 2-3 --castling none --ep none is in " + thirds[1] + " and in " + thirds[1] + "; give each share once"},
		{[]string{"merge", rows, thirds[0]}, "the files hold rows of count positions and shares of count all; merge each run's files apart"},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count %v: exit %d, %q, %q; want exit 2, one line containing %q", c.args, code, out, errs, c.want)
		}
	}
}

// A share's checkpoint names the share: another share's run refuses it
// and leaves it as it was, and the same share goes on from it.
func TestAllShardCheckpoint(t *testing.T) {
	file := filepath.Join(t.TempDir(), "share.jsonl")
	args := []string{"all", "--men", "2-3", "--castling", "none", "--ep", "none", "--checkpoint", file}
	code, first, errs := runCount(context.Background(), append(args, "--shard", "1/2")...)
	before, _ := os.ReadFile(file)
	if code != exitOK || !strings.Contains(string(before), `"shard":"1/2"}`) {
		t.Fatalf("share 1/2: exit %d, %q, checkpoint %q", code, errs, before)
	}
	for _, other := range [][]string{append(args, "--shard", "2/2"), args} {
		code, out, errs := runCount(context.Background(), other...)
		after, _ := os.ReadFile(file)
		if code != exitUsage || out != "" || !strings.Contains(errs, "is the checkpoint of the run --men 3 --board 8x8 (rules board 8x8; men 3; army 8P 1Q 2R 2B 2N; pawn ranks chess; castling none; en passant none; refine none) --shard 1/2, not of this run") || string(after) != string(before) {
			t.Errorf("count %v: exit %d, %q, %q, checkpoint changed %v", other, code, out, errs, string(after) != string(before))
		}
	}
	code, again, errs := runCount(context.Background(), append(args, "--shard", "1/2")...)
	if after, _ := os.ReadFile(file); code != exitOK || again != first || string(after) != string(before) {
		t.Errorf("share 1/2 again: exit %d, %q; printed the same %v, checkpoint unchanged %v", code, errs, again == first, string(after) == string(before))
	}
}
