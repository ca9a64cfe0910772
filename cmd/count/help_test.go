package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// columns is how many columns line takes on a terminal, a tab to the
// next multiple of 8.
func columns(line string) int {
	n := 0
	for _, r := range line {
		if r == '\t' {
			n += 8 - n%8
		} else {
			n++
		}
	}
	return n
}

// Every line of every command's -h fits 80 columns: the description, the
// examples, the list of commands and the flags' help.
func TestHelpFitsWidth(t *testing.T) {
	root := newRoot(&env{stdout: io.Discard, stderr: io.Discard})
	root.InitDefaultHelpCmd()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		args := append(strings.Fields(c.CommandPath())[1:], "-h")
		code, out, errs := runCount(context.Background(), args...)
		if code != exitOK || errs != "" {
			t.Errorf("count %s: exit %d, %q", strings.Join(args, " "), code, errs)
		}
		for i, line := range strings.Split(out, "\n") {
			if n := columns(line); n > helpWidth {
				t.Errorf("count %s, line %d: %d columns, over %d: %q", strings.Join(args, " "), i+1, n, helpWidth, line)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// manPagesIn runs count man into a new directory under dir and returns
// its pages by name.
func manPagesIn(t *testing.T, dir string) map[string]string {
	t.Helper()
	if code, _, errs := runCount(context.Background(), "man", dir); code != exitOK {
		t.Fatalf("count man %s: exit %d, %q", dir, code, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.1"))
	pages := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pages[filepath.Base(f)] = string(data)
	}
	if len(pages) < 10 {
		t.Fatalf("count man %s: %d pages", dir, len(pages))
	}
	return pages
}

// manIndent is the indent of a section's text in a man page as man shows
// it.
const manIndent = 7

// roffText is a line of a man page as man prints it, without the fonts'
// escapes.
var roffText = strings.NewReplacer(`\fB`, "", `\fI`, "", `\fR`, "", `\fP`, "", `\-`, "-", `\\`, `\`, `\e`, `\`, `\&`, "")

// Every line of every man page fits 80 columns as man shows it: man
// fills the paragraphs to the terminal, but prints the lines of an example
// (between .EX and .EE, or .nf and .fi) as they are, after its indent. A
// switch reads as in -h (-h, --help, not --help[=false]), and no page
// carries the date it was made.
func TestManPagesFitWidth(t *testing.T) {
	for name, page := range manPagesIn(t, t.TempDir()) {
		fill := true
		for i, line := range strings.Split(page, "\n") {
			switch {
			case line == ".EX" || line == ".nf":
				fill = false
			case line == ".EE" || line == ".fi":
				fill = true
			case !fill && manIndent+columns(roffText.Replace(line)) > helpWidth:
				t.Errorf("%s, line %d: %d columns after man's indent of %d, over %d: %q", name, i+1, manIndent+columns(roffText.Replace(line)), manIndent, helpWidth, line)
			}
		}
		for _, bad := range []string{"[=false]", "[=true]", "Auto generated"} {
			if strings.Contains(page, bad) {
				t.Errorf("%s holds %q", name, bad)
			}
		}
		if !strings.Contains(page, "\\fB-h\\fP, \\fB--help\\fP\n") {
			t.Errorf("%s does not list -h, --help as -h does", name)
		}
	}
}

// The man pages are the same each time they are made: dated by the VCS
// revision the build records, or not at all.
func TestManPagesReproducible(t *testing.T) {
	first, second := manPagesIn(t, t.TempDir()), manPagesIn(t, t.TempDir())
	for name, page := range first {
		if second[name] != page {
			t.Errorf("%s differs from one run of count man to the next", name)
		}
	}
	defer func() { readBuildInfo = debug.ReadBuildInfo }()
	for _, c := range []struct {
		info *debug.BuildInfo
		want string
	}{
		{nil, `.TH "COUNT" "1" "" "count" ""`},
		{&debug.BuildInfo{Settings: []debug.BuildSetting{{Key: "vcs.time", Value: "2026-01-02T03:04:05Z"}}}, `.TH "COUNT" "1" "Jan 2026" "count" ""`},
	} {
		readBuildInfo = func() (*debug.BuildInfo, bool) { return c.info, c.info != nil }
		if page := manPagesIn(t, t.TempDir())["count.1"]; !strings.Contains(page, "\n"+c.want+"\n") {
			t.Errorf("count man with build information %v: count.1 begins %q, want the line %q", c.info, page[:min(len(page), 60)], c.want)
		}
	}
}

// count man makes the directory it is given, and those above it, as
// mkdir -p does; a path that is a file it refuses in one line, and leaves
// as it was.
func TestManMakesDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "share", "man", "man1")
	if pages := manPagesIn(t, dir); pages["count.1"] == "" {
		t.Errorf("count man %s: no count.1", dir)
	}
	file := filepath.Join(t.TempDir(), "notes")
	os.WriteFile(file, []byte("keep"), 0o644)
	code, out, errs := runCount(context.Background(), "man", file)
	if data, _ := os.ReadFile(file); code != exitUsage || out != "" || !strings.Contains(errs, file+" is not a directory") || strings.Count(errs, "\n") != 1 || !bytes.Equal(data, []byte("keep")) {
		t.Errorf("count man %s, a file: exit %d, %q, %q; want exit 2, one line, the file kept", file, code, out, errs)
	}
}
