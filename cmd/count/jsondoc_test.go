package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docKeys reads docs/json.md: for each section's heading, the keys its
// tables name (in the first column, in backquotes) and whether each is
// marked *only*.
func docKeys(t *testing.T) map[string]map[string]bool {
	data, err := os.ReadFile("../../docs/json.md")
	if err != nil {
		t.Fatal(err)
	}
	code := regexp.MustCompile("`([^`]+)`")
	sections := map[string]map[string]bool{}
	var keys map[string]bool
	for _, line := range strings.Split(string(data), "\n") {
		if h, ok := strings.CutPrefix(strings.TrimLeft(line, "#"), " "); ok && strings.HasPrefix(line, "##") {
			keys = map[string]bool{}
			sections[h] = keys
			continue
		}
		cells := strings.Split(line, "|")
		if keys == nil || len(cells) < 4 || !strings.Contains(cells[1], "`") {
			continue
		}
		for _, m := range code.FindAllStringSubmatch(cells[1], -1) {
			keys[m[1]] = strings.Contains(cells[2], "*only*")
		}
	}
	return sections
}

// jsonKeys adds the keys of the JSON document doc to keys as paths
// (a.b, a[].b); the elements of a top-level array are the objects.
func jsonKeys(t *testing.T, doc []byte, keys map[string]bool) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, doc)
	}
	var walk func(v any, path string)
	walk = func(v any, path string) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				p := strings.TrimPrefix(path+"."+k, ".")
				keys[p] = true
				walk(y, p)
			}
		case []any:
			for _, y := range x {
				if path == "" {
					walk(y, "")
				} else {
					walk(y, path+"[]")
				}
			}
		}
	}
	walk(v, "")
}

// jsonOutputs runs count with each of runs and returns the keys of what
// it writes.
func jsonOutputs(t *testing.T, runs ...[]string) map[string]bool {
	keys := map[string]bool{}
	for _, args := range runs {
		code, out, errs := runCount(context.Background(), append(args, "--format", "json")...)
		if code != exitOK {
			t.Fatalf("count %v: exit %d, %s", args, code, errs)
		}
		jsonKeys(t, []byte(out), keys)
	}
	return keys
}

// checkpointKeys runs count with args and --checkpoint, and returns the
// keys of the checkpoint's header line and those of its rows.
func checkpointKeys(t *testing.T, args ...string) (header, rows map[string]bool) {
	file := filepath.Join(t.TempDir(), "run.jsonl")
	if code, _, errs := runCount(context.Background(), append(args, "--checkpoint", file)...); code != exitOK {
		t.Fatalf("count %v: exit %d, %s", args, code, errs)
	}
	data, _ := os.ReadFile(file)
	header, rows = map[string]bool{}, map[string]bool{}
	for i, line := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
		if i == 0 {
			jsonKeys(t, line, header)
		} else {
			jsonKeys(t, line, rows)
		}
	}
	return header, rows
}

// documentedRuns runs each command docs/json.md documents (count bench
// on a few entries of a second or so) and returns the keys each writes,
// by the heading of its section.
func documentedRuns(t *testing.T) map[string]map[string]bool {
	shards := filepath.Join(t.TempDir(), "3.json")
	_, positions3, _ := runCount(context.Background(), "positions", "--men", "3", "--format", "json")
	os.WriteFile(shards, []byte(positions3), 0o644)
	got := map[string]map[string]bool{
		"count MATERIAL…":                       jsonOutputs(t, []string{"KRK"}, []string{"KRK", "KQK", "--rules", "legal"}, []string{"KK", "--table"}),
		"count MATERIAL… --orbits":              jsonOutputs(t, []string{"KK", "KRK", "--orbits"}),
		"count men":                             jsonOutputs(t, []string{"men", "3"}, []string{"men", "2-3", "--rules", "legal"}),
		"count positions MATERIAL…":             jsonOutputs(t, []string{"positions", "KRvK"}, []string{"positions", "KPvK", "KRvKR"}),
		"count positions --men and count merge": jsonOutputs(t, []string{"positions", "--men", "3"}, []string{"positions", "--men", "2-3"}, []string{"merge", shards}),
		"count all":                             jsonOutputs(t, []string{"all", "--men", "2-4"}),
		"count all --shard":                     jsonOutputs(t, []string{"all", "--men", "2-4", "--shard", "1/2"}),
		"count schemes MATERIAL…":               jsonOutputs(t, []string{"schemes", "KRvK"}),
		"count schemes --men":                   jsonOutputs(t, []string{"schemes", "--men", "3"}),
		"count canon":                           jsonOutputs(t, []string{"canon", "4k3/8/5K2/8/8/8/8/R7 b - -"}, []string{"canon", `4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8; id "KRK 1";`}),
		"count sample":                          jsonOutputs(t, []string{"sample", "KRK", "--rules", "legal", "--seed", "1", "--format", "json"}, []string{"sample", "KRK", "--seed", "1", "--format", "json"}, []string{"sample", "all", "--seed", "1", "--format", "json"}),
		"count check":                           jsonOutputs(t, []string{"check", "4k3/8/8/8/8/8/8/4K2R w K -"}, []string{"check", `4k3/8/8/8/8/8/8/4K2R w K - id "KRK";`}),
		"count thesis":                          jsonOutputs(t, []string{"thesis"}),
		"count symmetry table":                  jsonOutputs(t, []string{"symmetry", "table"}),
		"count symmetry index-tables":           jsonOutputs(t, []string{"symmetry", "index-tables"}),
		"count bench":                           jsonOutputs(t, []string{"bench", "8 queens", "14x14"}),
		"count bench --list":                    jsonOutputs(t, []string{"bench", "--list"}),
	}
	header, rows := checkpointKeys(t, "positions", "--men", "3")
	allHeader, allRows := checkpointKeys(t, "all", "--men", "2-3")
	for k := range allHeader {
		header[k] = true
	}
	got["Checkpoints"], got["The rows of count positions --men"], got["The rows of count all"] = header, rows, allRows
	return got
}

// docs/json.md names every key each command writes, in snake_case, and
// each key it names (but those written only in some runs) is written.
func TestJSONDoc(t *testing.T) {
	got := documentedRuns(t)
	doc := docKeys(t)
	snake := regexp.MustCompile(`^[a-z0-9_]+(\[\])*$`)
	for section, keys := range got {
		want, ok := doc[section]
		if !ok {
			t.Errorf("docs/json.md has no section %q", section)
			continue
		}
		for k := range keys {
			if _, ok := want[k]; !ok {
				t.Errorf("%s writes the key %q, which docs/json.md does not name", section, k)
			}
			for _, part := range strings.Split(k, ".") {
				if !snake.MatchString(part) {
					t.Errorf("%s: the key %q is not snake_case", section, k)
				}
			}
		}
		for k, only := range want {
			if !keys[k] && !only {
				t.Errorf("docs/json.md names %q under %s, which it does not write", k, section)
			}
		}
	}
	for section := range doc {
		if _, ok := got[section]; !ok {
			t.Errorf("docs/json.md's section %q is not checked against a run", section)
		}
	}
}
