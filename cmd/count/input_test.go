package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// count merge reads its files within the bounds of every input: a line
// longer than 64 KiB ends it with one line, as does a missing file, in
// count's own words.
func TestMergeBoundedInput(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, "long.json")
	if err := os.WriteFile(long, []byte("[\n"+strings.Repeat(" ", 70000)+"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.json")
	for _, c := range []struct{ file, want string }{
		{long, long + " line 2 is longer than 64 KiB, which no line of count positions --format json output"},
		{missing, "there is no file " + missing + "; give count positions --men --format json outputs or checkpoints"},
	} {
		code, out, errs := runCount(context.Background(), "merge", c.file)
		if code != exitFailure || out != "" || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 || strings.Contains(errs, "no such file") {
			t.Errorf("count merge %s: exit %d, %q, %q; want one line containing %q", c.file, code, out, errs, c.want)
		}
	}
}
