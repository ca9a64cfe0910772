package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"
)

// trackerNumber is a number sign before a digit, as a tracker numbers
// its issues; before a word, as in the examples' comments, it is not one.
var trackerNumber = regexp.MustCompile(`#\d`)

// Each subcommand has its own help, with examples and only its flags,
// and the help says nothing of the project's internals.
func TestSubcommandHelp(t *testing.T) {
	cases := []struct {
		args      []string
		want, not string
	}{
		{[]string{"-h"}, "count positions KRvKR", "--ep"},
		{[]string{"classes", "-h"}, "--table", "--ep"},
		{[]string{"men", "-h"}, "count men 5", "--ep"},
		{[]string{"positions", "-h"}, "--checkpoint", "--group"},
		{[]string{"merge", "-h"}, "count merge shard-*.json", "--workers"},
		{[]string{"schemes", "-h"}, "count schemes KQvKR", "--board"},
		{[]string{"thesis", "-h"}, "--format", "--workers"},
		{[]string{"bench", "-h"}, "--timeout", "--workers"},
		{[]string{"canon", "-h"}, "--color-swap", "--color-flip"},
		{[]string{"symmetry", "-h"}, "index-tables", "--notation string"},
		{[]string{"symmetry", "reduce", "-h"}, "count symmetry reduce HVDHDVHD", "--format"},
		{[]string{"symmetry", "table", "-h"}, "--notation", "--board"},
		{[]string{"help", "men"}, "count men 5", "--ep"},
	}
	for _, c := range cases {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitOK || errs != "" || !strings.Contains(out, c.want) || strings.Contains(out, c.not) {
			t.Errorf("count %s: exit %d, stderr %q; want %q and not %q in:\n%s", strings.Join(c.args, " "), code, errs, c.want, c.not, out)
		}
		if trackerNumber.MatchString(out) { // the help cites sources by name, never by a tracker's number
			t.Errorf("count %s: the help has a tracker's number, %q:\n%s", strings.Join(c.args, " "), trackerNumber.FindString(out), out)
		}
	}
}

// A usage error names the subcommand whose help shows the flags.
func TestUsageHint(t *testing.T) {
	for args, want := range map[string]string{
		"KRK --bogus":              "(count -h shows the flags)",
		"men x":                    "(count men -h shows the flags)",
		"positions KRvK --ep x":    "(count positions -h shows the flags)",
		"symmetry reduce X":        "(count symmetry reduce -h shows the flags)",
		"canon --convention x 8/8": "(count canon -h shows the flags)",
	} {
		code, _, errs := runCount(context.Background(), strings.Fields(args)...)
		if code != exitUsage || !strings.HasSuffix(errs, want+"\n") {
			t.Errorf("count %s: exit %d, %q; want a line ending %q", args, code, errs, want)
		}
	}
}

// count classes is count by name.
func TestClassesByName(t *testing.T) {
	_, want, _ := runCount(context.Background(), "KRK", "KQK", "--format", "csv")
	code, got, errs := runCount(context.Background(), "classes", "KRK", "KQK", "--format", "csv")
	if code != exitOK || got != want {
		t.Errorf("count classes: exit %d, %q, %q; want %q", code, got, errs, want)
	}
}

// --color-flip, the old name of canon's --color-swap, still works, and
// says so on stderr.
func TestCanonColorFlip(t *testing.T) {
	fen := "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
	code, want, errs := runCount(context.Background(), "canon", "--color-swap", fen)
	if code != exitOK || errs != "" {
		t.Fatalf("count canon --color-swap: exit %d, %q", code, errs)
	}
	code, got, errs := runCount(context.Background(), "canon", "--color-flip", fen)
	if code != exitOK || got != want || !strings.Contains(errs, "--color-swap") {
		t.Errorf("count canon --color-flip: exit %d, %q, %q; want %q", code, got, errs, want)
	}
	_, plain, _ := runCount(context.Background(), "canon", "--color-swap=false", fen)
	if plain == want {
		t.Errorf("count canon %q: the colour swap changes nothing", fen)
	}
}

func TestVersion(t *testing.T) {
	code, out, errs := runCount(context.Background(), "version")
	if code != exitOK || !strings.HasPrefix(out, "count ") || !strings.Contains(out, "\ngo go1.") {
		t.Errorf("count version: exit %d, %q, %q", code, out, errs)
	}
	code, flag, errs := runCount(context.Background(), "--version")
	if code != exitOK || flag != out {
		t.Errorf("count --version: exit %d, %q, %q; want what count version prints, %q", code, flag, errs, out)
	}
	var b strings.Builder
	printVersion(&b, &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.3"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "abc123"}, {Key: "vcs.time", Value: "2026-01-02T03:04:05Z"}, {Key: "vcs.modified", Value: "true"},
	}})
	if want := "count v1.2.3\nrevision abc123 (modified)\ntime 2026-01-02T03:04:05Z\ngo go1.26.8\n"; b.String() != want {
		t.Errorf("printVersion: %q, want %q", b.String(), want)
	}
}

// A binary without build information says so, the same way whether
// asked by count version or count --version, and exits 0.
func TestVersionWithoutBuildInfo(t *testing.T) {
	readBuildInfo = func() (*debug.BuildInfo, bool) { return nil, false }
	defer func() { readBuildInfo = debug.ReadBuildInfo }()
	want := "count (this binary carries no build information)\n"
	for _, args := range [][]string{{"version"}, {"--version"}} {
		code, out, errs := runCount(context.Background(), args...)
		if code != exitOK || out != want || errs != "" {
			t.Errorf("count %s without build information: exit %d, %q, %q; want exit 0 and %q", args[0], code, out, errs, want)
		}
	}
}

func TestCompletionAndMan(t *testing.T) {
	code, out, errs := runCount(context.Background(), "completion", "bash")
	if code != exitOK || !strings.Contains(out, "__start_count") {
		t.Errorf("count completion bash: exit %d, %d bytes, %q", code, len(out), errs)
	}
	dir := t.TempDir()
	code, _, errs = runCount(context.Background(), "man", dir)
	for _, page := range []string{"count.1", "count-positions.1", "count-symmetry-reduce.1"} {
		data, err := os.ReadFile(filepath.Join(dir, page))
		if code != exitOK || err != nil || !strings.Contains(string(data), ".TH") || !strings.Contains(string(data), ".SH EXIT STATUS\n.TP\n0\n") {
			t.Errorf("count man: exit %d, %q, %s: %v", code, errs, page, err)
		}
	}
}

// The help's prose is wrapped at 80 columns, as a terminal shows it.
func TestHelpWrapped(t *testing.T) {
	root := newRoot(&env{stdout: io.Discard, stderr: io.Discard})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Name() == "completion" { // cobra's own text
			return
		}
		for i, line := range strings.Split(c.Long, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s -h, line %d of its description: %d columns; wrap it at 80: %q", c.CommandPath(), i+1, n, line)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
