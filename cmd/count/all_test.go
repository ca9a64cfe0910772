package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// count all resumes from its checkpoint: run again, it counts no table
// (the file gains no line) and prints the same; a table taken out, and a
// line cut short, it counts again. Another run's checkpoint is refused,
// and a run stopped says where its work is.
func TestAllCheckpoint(t *testing.T) {
	file := filepath.Join(t.TempDir(), "all.jsonl")
	args := []string{"all", "--men", "5", "--refine", "bishops", "--checkpoint", file, "--format", "csv"}
	code, first, errs := runCount(context.Background(), args...)
	data, _ := os.ReadFile(file)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if code != exitOK || len(lines) < 3 || !strings.HasPrefix(lines[0], `{"checkpoint":"count all","men":"5","board":"8x8",`) {
		t.Fatalf("first run: exit %d, %q, checkpoint %q", code, errs, data)
	}
	code, again, errs := runCount(context.Background(), args...)
	if after, _ := os.ReadFile(file); code != exitOK || again != first || string(after) != string(data) {
		t.Errorf("second run: exit %d, %q; printed the same %v, the checkpoint unchanged %v", code, errs, again == first, string(after) == string(data))
	}
	os.WriteFile(file, []byte(strings.Join(append(lines[:len(lines)-1], lines[len(lines)-1][:10]), "\n")), 0o644)
	code, resumed, errs := runCount(context.Background(), args...)
	after, _ := os.ReadFile(file)
	if code != exitOK || resumed != first || strings.Count(string(after), "\n") != len(lines)+1 {
		t.Errorf("a table taken out: exit %d, %q; printed the same %v, checkpoint %q", code, errs, resumed == first, after)
	}
	before := string(after)
	code, out, errs := runCount(context.Background(), "all", "--men", "4", "--checkpoint", file)
	if after, _ := os.ReadFile(file); code != exitUsage || out != "" || !strings.Contains(errs, "is the checkpoint of the run --men 5") || strings.Count(errs, "\n") != 1 || string(after) != before {
		t.Errorf("another run's checkpoint: exit %d, %q, %q", code, out, errs)
	}
	code, _, errs = runCount(context.Background(), "all", "--checkpoint", filepath.Join(t.TempDir(), "stopped"), "--timeout", "100ms")
	if code != exitFailure || !strings.Contains(errs, "run the same command again") || strings.Count(errs, "\n") != 1 {
		t.Errorf("a run stopped: exit %d, %q", code, errs)
	}
}
