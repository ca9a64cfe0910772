package main

import (
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// commandArgs are the arguments each command needs to get as far as its
// flags: a material, a number of men, a FEN, a word, a file.
var commandArgs = map[string][]string{
	"count":                 {"KRK"},
	"count classes":         {"KRK"},
	"count men":             {"3"},
	"count positions":       {"KRvK"},
	"count merge":           {"shard.json"},
	"count schemes":         {"KRvK"},
	"count canon":           {"4k3/8/5K2/8/8/8/8/R7 b - -"},
	"count symmetry reduce": {"HV"},
	"count man":             {"pages"},
}

// goText is the text of Go's packages and runtime that must never reach
// a user: the parsers' errors, the context's, the decoder's, a panic.
var goText = regexp.MustCompile(`strconv|ParseInt|ParseBool|ParseFloat|invalid syntax|time: |context deadline|context canceled|` +
	`json: |unmarshal|unexpected end of JSON|parse error|bare "|pflag|cobra|invalid argument|panic|goroutine \d|\bopen \S+: |` +
	`unknown flag|unknown shorthand|unknown command|flag needs an argument|bad flag syntax|accepts \d+ arg|received \d+`)

// wrongValue is a value of the wrong type for a flag of type kind.
func wrongValue(kind string) string {
	switch kind {
	case "int", "duration":
		return "abc"
	case "bool":
		return "maybe"
	case "stringSlice":
		return `"x` // not a comma-separated list
	}
	return "abc?"
}

// eachFlag calls do for each command of the tree and each of its flags,
// the help flag too.
func eachFlag(t *testing.T, do func(cmd *cobra.Command, f *pflag.Flag)) {
	root := newRoot(&env{stdout: io.Discard, stderr: io.Discard})
	root.InitDefaultHelpCmd()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		c.InitDefaultHelpFlag()
		c.Flags().VisitAll(func(f *pflag.Flag) { do(c, f) })
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// Every flag of every command, given a value of the wrong type or an
// empty one, gets exit status 2 and one line in the tool's own words that
// names the flag: no parser's text, no Go package. The commands run with
// a context already cancelled, so a value taken stops at once.
func TestWrongTypedValues(t *testing.T) {
	t.Chdir(t.TempDir()) // a file flag given a name makes it here
	stdin = strings.NewReader("")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 0
	eachFlag(t, func(cmd *cobra.Command, f *pflag.Flag) {
		path := strings.Fields(cmd.CommandPath())[1:]
		args := append(path, commandArgs[cmd.CommandPath()]...)
		kind := f.Value.Type()
		for _, value := range []string{wrongValue(kind), ""} {
			line := append(append([]string{}, args...), "--"+f.Name+"="+value)
			code, _, errs := runCount(ctx, line...)
			n++
			if goText.MatchString(errs) || strings.Count(errs, "\n") > 1 {
				t.Errorf("count %s: stderr %q: Go's text, or more than one line", strings.Join(line, " "), errs)
			}
			if kind == "string" && value != "" {
				continue // a name: it may read, and then the count stops at once
			}
			if code != exitUsage || !strings.Contains(errs, "--"+f.Name) {
				t.Errorf("count %s: exit %d, %q; want exit 2 and a line naming --%s", strings.Join(line, " "), code, errs, f.Name)
			}
		}
	})
	if n < 100 {
		t.Errorf("only %d flag values tried; the walk of the command tree missed commands", n)
	}
}

// Every command answers a flag it does not have, a negative number, a
// flag with three dashes, an extra argument or a flag without its value
// with exit status 2 and one line in the tool's own words.
func TestFlagMistakes(t *testing.T) {
	t.Chdir(t.TempDir())
	stdin = strings.NewReader("")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	root := newRoot(&env{stdout: io.Discard, stderr: io.Discard})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.Fields(c.CommandPath())[1:]
		args := append(path, commandArgs[c.CommandPath()]...)
		mistakes := [][]string{{"--no-such-flag"}, {"-z"}, {"-zq"}, {"-3"}, {"---x"}}
		if !c.HasSubCommands() && c.Name() != "help" {
			mistakes = append(mistakes, []string{"extra", "arguments", "here"})
		}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.NoOptDefVal == "" { // a flag that takes a value, given none
				mistakes = append(mistakes, []string{"--" + f.Name})
			}
		})
		for _, m := range mistakes {
			line := append(append([]string{}, args...), m...)
			code, _, errs := runCount(ctx, line...)
			if code != exitUsage || goText.MatchString(errs) || strings.Count(errs, "\n") != 1 {
				t.Errorf("count %s: exit %d, %q; want exit 2 and one line in count's own words", strings.Join(line, " "), code, errs)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// menRangeText is the part of --men's help that says the numbers of men
// the command takes, which differ from one command to another.
var menRangeText = regexp.MustCompile(`, 2 to \d+ men( \([^)]*\))?:`)

// A flag that several commands take has one syntax, default and help
// text in all of them; --men's differs only in its range.
func TestSharedFlagsAgree(t *testing.T) {
	type def struct{ kind, value, usage, where string }
	seen := map[string]def{}
	eachFlag(t, func(cmd *cobra.Command, f *pflag.Flag) {
		if f.Name == "help" { // cobra's, naming each command
			return
		}
		if f.Name == "timeout" && cmd.Name() == "serve" {
			// count serve's --timeout bounds each count a page asks
			// for: a server left running needs a limit by default.
			return
		}
		d := def{f.Value.Type(), f.DefValue, f.Usage, cmd.CommandPath()}
		if f.Name == "men" {
			d.usage = menRangeText.ReplaceAllString(d.usage, ", 2 to N men:")
		}
		first, ok := seen[f.Name]
		if !ok {
			seen[f.Name] = d
			return
		}
		if first.kind != d.kind || first.value != d.value || first.usage != d.usage {
			t.Errorf("--%s: %s has %s %q %q; %s has %s %q %q", f.Name, first.where, first.kind, first.value, first.usage, d.where, d.kind, d.value, d.usage)
		}
	})
	for _, name := range []string{"board", "rules", "to-move", "men", "castling", "ep", "color-swap", "format", "workers", "timeout"} {
		if _, ok := seen[name]; !ok {
			t.Errorf("no command has --%s", name)
		}
	}
}

// Each command's --men help gives the range that command takes: the
// most men its refusal of too many names.
func TestMenHelpRange(t *testing.T) {
	most := regexp.MustCompile(`from 2 to (\d+),`)
	for _, command := range []string{"positions", "all", "schemes"} {
		code, _, errs := runCount(context.Background(), command, "--men", "2-99")
		m := most.FindStringSubmatch(errs)
		if code != exitUsage || m == nil {
			t.Errorf("count %s --men 2-99: exit %d, %q; want exit 2 naming the most men", command, code, errs)
			continue
		}
		_, help, _ := runCount(context.Background(), command, "-h")
		help = strings.Join(strings.Fields(help), " ") // as if unwrapped
		if want := "2 to " + m[1] + " men"; !strings.Contains(help, want) {
			t.Errorf("count %s -h: --men's help does not say %q, the range the command takes", command, want)
		}
	}
}
