package main

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

// complete returns what the shell's completion offers for the last of
// args, through cobra's hidden __complete command: each value, without
// its description.
func complete(t *testing.T, args ...string) []string {
	t.Helper()
	code, out, errs := runCount(context.Background(), append([]string{cobra.ShellCompRequestCmd}, args...)...)
	if code != exitOK {
		t.Fatalf("count __complete %q: exit %d, %q", args, code, errs)
	}
	var values []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(line, ":") { // the directive
			break
		}
		value, _, _ := strings.Cut(line, "\t")
		values = append(values, value)
	}
	return values
}

// Completion offers a flag's values.
func TestCompleteFlagValues(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"KRK", "--rules", ""}, "placement legal nonattacking"},
		{[]string{"men", "3", "--rules", ""}, "placement legal nonattacking"},
		{[]string{"KRK", "--format", ""}, "text markdown csv json html"},
		{[]string{"KRK", "--to-move", ""}, "white black both"},
		{[]string{"KRK", "--notation", ""}, "names thesis leapfrog"},
		{[]string{"positions", "--ep", ""}, "none nulp fide"},
		{[]string{"all", "--ep", ""}, "none nulp fide"},
		{[]string{"positions", "--castling", ""}, "none standard chess960"},
		{[]string{"canon", "--convention", ""}, "min leapfrog"},
		{[]string{"symmetry", "table", "--format", ""}, "text markdown csv json html"},
		{[]string{"KRK", "--board", ""}, strings.Join(commonBoards, " ")},
		{[]string{"all", "--refine", ""}, "captures bishops files"},
		{[]string{"all", "--refine", "captures,"}, "captures,bishops captures,files"},
		{[]string{"all", "--refine", "files,captures,b"}, "files,captures,bishops"},
		{[]string{"KRK", "--group", ""}, "auto d4 rotations rectangle mirror identity"},
		{[]string{"KPK", "--group", ""}, "auto mirror identity"},
		{[]string{"KRK", "--board", "6x8", "--group", ""}, "auto rectangle mirror identity"},
		{[]string{"men", "2", "--group", ""}, "auto d4 rotations rectangle mirror identity"},
		{[]string{"men", "2-3", "--group", ""}, "auto mirror identity"},
	} {
		if got := strings.Join(complete(t, c.args...), " "); got != c.want {
			t.Errorf("count __complete %q: %q, want %q", c.args, got, c.want)
		}
	}
}

// Every command that has a flag taking a name from a list completes it
// with the names that flag's parser reads.
func TestCompleteEveryCommand(t *testing.T) {
	parse := map[string]func(string) error{
		"rules":      func(s string) error { _, err := placement.ParseRules(s); return err },
		"to-move":    func(s string) error { _, err := placement.ParseToMove(s); return err },
		"format":     func(s string) error { _, err := tables.ParseFormat(s); return err },
		"notation":   func(s string) error { _, err := tables.ParseNotation(s); return err },
		"ep":         func(s string) error { _, err := rights.ParseEP(s); return err },
		"castling":   func(s string) error { _, err := rights.ParseCastling(s); return err },
		"convention": func(s string) error { _, err := position.ParseConvention(s); return err },
	}
	for name := range flagValues {
		if parse[name] == nil {
			t.Errorf("--%s: no parser to check its completions against", name)
		}
	}
	checked := map[string]bool{}
	eachFlag(t, func(cmd *cobra.Command, f *pflag.Flag) {
		if parse[f.Name] == nil || f.Hidden {
			return
		}
		checked[f.Name] = true
		path := strings.Fields(cmd.CommandPath())[1:]
		got := complete(t, append(path, "--"+f.Name, "")...)
		if len(got) < 2 {
			t.Errorf("%s --%s: completion offers %q", cmd.CommandPath(), f.Name, got)
		}
		for _, v := range got {
			if err := parse[f.Name](v); err != nil {
				t.Errorf("%s --%s: completion offers %q, which does not read: %v", cmd.CommandPath(), f.Name, v, err)
			}
		}
	})
	for name := range parse {
		if !checked[name] {
			t.Errorf("no command has --%s", name)
		}
	}
	for _, name := range refinementNames() {
		if _, err := readRefinements([]string{name}); err != nil {
			t.Errorf("--refine %s, which completion offers: %v", name, err)
		}
	}
}

// After count help, completion offers the commands, and after a command
// with subcommands, those.
func TestCompleteHelp(t *testing.T) {
	got := complete(t, "help", "")
	for _, want := range []string{"classes", "men", "positions", "all", "canon", "symmetry", "completion", "help"} {
		if !slices.Contains(got, want) {
			t.Errorf("count __complete help \"\": %q lacks %s", got, want)
		}
	}
	if slices.Contains(got, "man") {
		t.Errorf("count __complete help \"\": %q offers the hidden man", got)
	}
	if got := strings.Join(complete(t, "help", "symmetry", ""), " "); got != "reduce table index-tables" {
		t.Errorf("count __complete help symmetry \"\": %q", got)
	}
	if got := strings.Join(complete(t, "help", "p"), " "); got != "positions" {
		t.Errorf("count __complete help p: %q, want positions", got)
	}
}
