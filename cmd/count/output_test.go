package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// A file count writes is never written over without --force: --svg and
// count man refuse a file there already, before any work and in one line
// naming it and the fix, and leave it as it was; with --force they write
// it, leaving no temporary file behind.
func TestOutputFilesNeverClobbered(t *testing.T) {
	dir := t.TempDir()
	svg := filepath.Join(dir, "board.svg")
	page := filepath.Join(dir, "count.1")
	for _, f := range []string{svg, page} {
		if err := os.WriteFile(f, []byte("keep"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		args     []string
		file     string
		sentence string
	}{
		{[]string{"KK", "--svg", svg}, svg, "--svg " + svg + ": the file exists; give --force to write over it, or another file"},
		{[]string{"man", dir}, page, page + ": the file exists; give --force to write over it, or another directory"},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		kept, _ := os.ReadFile(c.file)
		if code != exitUsage || out != "" || !strings.Contains(errs, c.sentence) || strings.Count(errs, "\n") != 1 || string(kept) != "keep" {
			t.Errorf("count %q: exit %d, %q, %q, the file holds %q; want exit 2, one line containing %q and the file kept", c.args, code, out, errs, kept, c.sentence)
		}
		code, _, errs = runCount(context.Background(), append(c.args, "--force")...)
		written, _ := os.ReadFile(c.file)
		if code != exitOK || string(written) == "keep" || len(written) == 0 {
			t.Errorf("count %q --force: exit %d, %q, the file holds %d bytes; want it written", c.args, code, errs, len(written))
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("%s left in the directory", e.Name())
		}
	}
}

// count man refuses a page there already before it writes any, and with
// --force writes them all.
func TestManRefusesBeforeWriting(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "count-men.1"), []byte("keep"), 0o644)
	code, _, errs := runCount(context.Background(), "man", dir)
	if entries, _ := os.ReadDir(dir); code != exitUsage || len(entries) != 1 {
		t.Errorf("count man into a directory holding one page: exit %d, %q, %d files there; want exit 2 and no page written", code, errs, len(entries))
	}
	code, _, errs = runCount(context.Background(), "man", dir, "--force")
	if pages, _ := filepath.Glob(filepath.Join(dir, "count*.1")); code != exitOK || len(pages) < 10 {
		t.Errorf("count man --force: exit %d, %q, %d pages written", code, errs, len(pages))
	}
}

// A write that fails leaves the file as it was, and no temporary file.
func TestOutputFileWriteFails(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "picture.svg")
	o := outputFile{name: "--svg " + target, path: target, force: true}
	if err := o.check(); err != nil {
		t.Fatal(err)
	}
	// A directory, not empty, made where the file goes: the rename fails.
	os.MkdirAll(filepath.Join(target, "inside"), 0o755)
	err := o.write([]byte("<svg/>"))
	if err == nil || !strings.HasPrefix(err.Error(), "--svg "+target+": cannot write it (") || strings.Contains(err.Error(), "rename") {
		t.Errorf("write over a directory: %v; want a sentence of count's own", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("after the failed write the directory holds %d entries; want the one there before", len(entries))
	}
}

// A file that cannot be written once the count has begun is a failure
// (exit 1), in one line of count's own.
func TestSVGWriteFailure(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full here")
	}
	code, out, errs := runCount(context.Background(), "KK", "--svg", "/dev/full")
	if code != exitFailure || !strings.Contains(out, "KvK") || errs != "count: --svg /dev/full: cannot write it (no space left on device); nothing was written there\n" {
		t.Errorf("count KK --svg /dev/full: exit %d, %q, %q; want the table, then exit 1 and one line", code, out, errs)
	}
}

// fullWriter fails as a write to a full disk does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) {
	return 0, &fs.PathError{Op: "write", Path: "/dev/stdout", Err: syscall.ENOSPC}
}

// Output that cannot be written is a failure (exit 1) in one line of
// count's own, whatever the command printed.
func TestStdoutWriteFailure(t *testing.T) {
	for _, args := range [][]string{{"KRK"}, {"KRK", "--format", "json"}, {"KRK", "--explain"}, {"-h"}, {"version"}, {"symmetry", "table"}, {"completion", "bash"}} {
		var errs bytes.Buffer
		code := run(context.Background(), args, fullWriter{}, &errs, false)
		if want := "count: cannot write the output (no space left on device); what was printed is cut short\n"; code != exitFailure || errs.String() != want {
			t.Errorf("count %q > a full disk: exit %d, %q; want exit 1 and %q", args, code, errs.String(), want)
		}
	}
}
