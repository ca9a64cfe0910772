//go:build unix

package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// zeroBytes is a reader of zero bytes that never ends.
type zeroBytes struct{}

func (zeroBytes) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// count canon fed 512 MB of zero bytes, one line without an end, stops
// with one line and exit status 1, in little memory. The count runs in a
// child process (this test binary again), which writes its own peak
// memory to a file when it is done.
func TestCanonEndlessLine(t *testing.T) {
	if peakFile := os.Getenv("COUNT_CANON_PEAK_FILE"); peakFile != "" {
		code := run(context.Background(), []string{"canon"}, os.Stdout, os.Stderr, false)
		os.WriteFile(peakFile, []byte(fmt.Sprint(peakMegabytes())), 0o644)
		os.Exit(code)
	}
	peakFile := filepath.Join(t.TempDir(), "peak")
	cmd := exec.Command(os.Args[0], "-test.run=^TestCanonEndlessLine$")
	cmd.Env = append(os.Environ(), "COUNT_CANON_PEAK_FILE="+peakFile)
	cmd.Stdin = io.LimitReader(zeroBytes{}, 512<<20)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	code := cmd.ProcessState.ExitCode()
	if code != exitFailure || out.Len() != 0 || strings.Count(errs.String(), "\n") != 1 || !strings.Contains(errs.String(), "stdin line 1 is longer than 64 KiB") {
		t.Errorf("count canon < 512 MB of zero bytes: exit %d (%v), stdout %d bytes, stderr %q; want exit 1 and one line", code, err, out.Len(), errs.String())
	}
	data, err := os.ReadFile(peakFile)
	peakMB, perr := strconv.ParseInt(string(data), 10, 64)
	if err != nil || perr != nil || peakMB <= 0 || peakMB >= 100 {
		t.Errorf("count canon < 512 MB of zero bytes: peak memory %q MB (%v, %v); want under 100 MB", data, err, perr)
	}
	t.Logf("peak memory %d MB", peakMB)
}

// count merge holds a line at a time, not the file: given 70 MB of blank
// lines, alone or inside an array that never closes, it stops at the
// 64 MiB an input may hold with one line and exit status 1, its peak
// memory under those 64 MiB. Each merge runs in a child process (this
// test binary again), which writes its own peak memory to a file.
func TestMergeBlankLinesPeak(t *testing.T) {
	if peakFile := os.Getenv("COUNT_MERGE_PEAK_FILE"); peakFile != "" {
		code := run(context.Background(), []string{"merge", os.Getenv("COUNT_MERGE_INPUT")}, os.Stdout, os.Stderr, false)
		os.WriteFile(peakFile, []byte(fmt.Sprint(peakMegabytes())), 0o644)
		os.Exit(code)
	}
	dir := t.TempDir()
	blank := bytes.Repeat([]byte("\n"), 70<<20)
	for name, start := range map[string]string{"blank.json": "", "open.json": "[\n"} {
		input := filepath.Join(dir, name)
		if err := os.WriteFile(input, append([]byte(start), blank...), 0o644); err != nil {
			t.Fatal(err)
		}
		peakFile := filepath.Join(dir, "peak")
		cmd := exec.Command(os.Args[0], "-test.run=^TestMergeBlankLinesPeak$")
		cmd.Env = append(os.Environ(), "COUNT_MERGE_PEAK_FILE="+peakFile, "COUNT_MERGE_INPUT="+input)
		var out, errs bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errs
		err := cmd.Run()
		code := cmd.ProcessState.ExitCode()
		if code != exitFailure || out.Len() != 0 || strings.Count(errs.String(), "\n") != 1 || !strings.Contains(errs.String(), input+" holds more than 64 MiB") {
			t.Errorf("count merge %s: exit %d (%v), stdout %d bytes, stderr %q; want exit 1 and one line", name, code, err, out.Len(), errs.String())
		}
		peak, err := os.ReadFile(peakFile)
		peakMB, perr := strconv.ParseInt(string(peak), 10, 64)
		if err != nil || perr != nil || peakMB <= 0 || peakMB >= 64 {
			t.Errorf("count merge %s: peak memory %q MB (%v, %v); want under 64 MB", name, peak, err, perr)
		}
		t.Logf("count merge %s: peak memory %d MB", name, peakMB)
	}
}
