package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/chesscount/count/internal/suite"
)

// A markdownRun is a documented run: a line "$ count …" in a fenced
// block of the README or of docs/*.md, and the lines after it, up to the
// next "$ count" line or the end of the block, which are what it prints
// (stdout, then stderr, as a terminal shows them).
type markdownRun struct {
	file string // the Markdown file, relative to the repository's root
	line int    // the line of the "$ count" command, counted from 1
	args []string
	want string
}

// TestDocumentedRuns runs every documented run and compares what it
// prints with the document, so that the docs cannot drift from the
// command. Timings and temporary paths are normalised on both sides
// (normaliseRun). A failure names the file and the line of the command.
func TestDocumentedRuns(t *testing.T) {
	runs := markdownRuns(t)
	if len(runs) < 15 {
		t.Fatalf("found %d documented runs in the README and docs/*.md; the reader of this test lost them", len(runs))
	}
	for _, r := range runs {
		t.Run(fmt.Sprintf("%s:%d", r.file, r.line), func(t *testing.T) {
			_, stdout, stderr := runCount(context.Background(), r.args...)
			got := normaliseRun(stdout + stderr)
			want := normaliseRun(r.want)
			if got != want {
				t.Errorf("%s:%d: $ count %s prints something else than the document.\n%s",
					r.file, r.line, strings.Join(r.args, " "), firstDifference(want, got))
			}
		})
	}
}

// markdownRuns reads the documented runs of README.md and docs/*.md.
func markdownRuns(t *testing.T) []markdownRun {
	t.Helper()
	root := filepath.Join("..", "..")
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append([]string{filepath.Join(root, "README.md")}, files...)
	var runs []markdownRun
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		name, _ := filepath.Rel(root, path)
		found, err := parseDocumentedRuns(filepath.ToSlash(name), string(text))
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, found...)
	}
	return runs
}

// parseDocumentedRuns finds the documented runs of one Markdown text.
func parseDocumentedRuns(file, text string) ([]markdownRun, error) {
	var runs []markdownRun
	var current *markdownRun // the run whose output is being read
	inBlock := false
	for i, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			inBlock, current = !inBlock, nil
		case !inBlock:
		case strings.HasPrefix(line, "$ count"):
			args, err := shellWords(strings.TrimPrefix(line, "$ count"))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", file, i+1, err)
			}
			runs = append(runs, markdownRun{file: file, line: i + 1, args: args})
			current = &runs[len(runs)-1]
		case current != nil:
			current.want += line + "\n"
		}
	}
	if inBlock {
		return nil, fmt.Errorf("%s: a fenced block is not closed", file)
	}
	return runs, nil
}

// shellWords splits a command line as a POSIX shell would for the forms
// the docs use: words apart by blanks, 'single' and "double" quotes.
func shellWords(line string) ([]string, error) {
	var words []string
	var word strings.Builder
	inWord := false
	var quote rune // the open quote, or 0
	for _, c := range line {
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(c)
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, word.String())
				word.Reset()
			}
			inWord = false
		default:
			word.WriteRune(c)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("a quote is not closed in %q", line)
	}
	if inWord {
		words = append(words, word.String())
	}
	return words, nil
}

// Timings and temporary paths change from run to run.
var (
	durationPattern = regexp.MustCompile(`\b\d+(\.\d+)?\s?(ns|µs|us|ms|s|min|m|h)\b`)
	tempPathPattern = regexp.MustCompile(`/tmp/[^\s"']+`)
)

// normaliseRun replaces what changes from run to run by placeholders and
// drops trailing blanks and blank lines at the end.
func normaliseRun(s string) string {
	s = durationPattern.ReplaceAllString(s, "DURATION")
	s = tempPathPattern.ReplaceAllString(s, "TEMPPATH")
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Join(lines, "\n")
}

// firstDifference shows the first line where got differs from want.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("output line %d:\n  document: %q\n  command:  %q\n\nthe command printed:\n%s", i+1, wl, gl, got)
		}
	}
	return ""
}

func TestShellWords(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{` KRK --table`, []string{"KRK", "--table"}},
		{` canon "4k3/8/5K2/8/8/8/8/R7 b - -"`, []string{"canon", "4k3/8/5K2/8/8/8/8/R7 b - -"}},
		{` a'b c'd ""`, []string{"ab cd", ""}},
	} {
		got, err := shellWords(c.line)
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
			t.Errorf("shellWords(%q) = %q, %v; want %q", c.line, got, err, c.want)
		}
	}
	if _, err := shellWords(` "open`); err == nil {
		t.Error(`shellWords(" \"open") gave no error`)
	}
}

func TestParseDocumentedRuns(t *testing.T) {
	text := "text\n```\n$ count KK\nline 1\n$ count KRK --table\nline 2\nline 3\n```\n$ count outside\n"
	runs, err := parseDocumentedRuns("x.md", text)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 2 || runs[0].line != 3 || runs[0].want != "line 1\n" ||
		runs[1].line != 5 || runs[1].want != "line 2\nline 3\n" || runs[1].args[1] != "--table" {
		t.Errorf("parseDocumentedRuns = %+v", runs)
	}
	if _, err := parseDocumentedRuns("x.md", "```\n$ count KK\n"); err == nil {
		t.Error("an open block gave no error")
	}
}

// The README's Performance table has a row for each entry of the
// benchmark suite (count bench --list), in the suite's order, and no
// other: an entry added to the suite must be measured and shown there.
func TestPerformanceTableNamesTheSuite(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(text), "\n## Performance\n")
	if !ok {
		t.Fatal("README.md has no section ## Performance")
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var rows []string
	for _, line := range strings.Split(section, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 3 || strings.HasPrefix(strings.TrimSpace(cells[1]), ":-") {
			continue
		}
		if name := strings.TrimSpace(cells[1]); name != "count" {
			rows = append(rows, name)
		}
	}
	var names []string
	for _, e := range suite.Entries {
		names = append(names, e.Name)
	}
	if strings.Join(rows, "\n") != strings.Join(names, "\n") {
		t.Errorf("README.md's Performance table has the rows\n  %s\nwhere count bench --list has the entries\n  %s",
			strings.Join(rows, "\n  "), strings.Join(names, "\n  "))
	}
}
