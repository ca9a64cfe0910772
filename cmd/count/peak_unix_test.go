//go:build unix

package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"syscall"
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
// child process (this test binary again) so that its peak memory is its
// own.
func TestCanonEndlessLine(t *testing.T) {
	if os.Getenv("COUNT_CANON_CHILD") == "1" {
		os.Exit(run(context.Background(), []string{"canon"}, os.Stdout, os.Stderr, false))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestCanonEndlessLine$")
	cmd.Env = append(os.Environ(), "COUNT_CANON_CHILD=1")
	cmd.Stdin = io.LimitReader(zeroBytes{}, 512<<20)
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err := cmd.Run()
	code := cmd.ProcessState.ExitCode()
	peakMB := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss / 1024 // kilobytes on Linux
	if runtime.GOOS == "darwin" {
		peakMB /= 1024 // bytes there
	}
	if code != exitFailure || out.Len() != 0 || strings.Count(errs.String(), "\n") != 1 || !strings.Contains(errs.String(), "stdin line 1 is longer than 64 KiB") {
		t.Errorf("count canon < 512 MB of zero bytes: exit %d (%v), stdout %d bytes, stderr %q; want exit 1 and one line", code, err, out.Len(), errs.String())
	}
	if peakMB >= 100 {
		t.Errorf("count canon < 512 MB of zero bytes: peak memory %d MB; want under 100 MB", peakMB)
	}
	t.Logf("peak memory %d MB", peakMB)
}
