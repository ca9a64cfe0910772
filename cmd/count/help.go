package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
)

// helpWidth is the width of a terminal that the help fits: each line of
// every command's -h, its flags' help wrapped to it.
const helpWidth = 80

// setUsage makes the usage of root and its commands fit helpWidth
// columns: cobra's template, with the flags' help and each command's line
// in a list of commands wrapped.
func setUsage(root *cobra.Command) {
	cobra.AddTemplateFunc("countCommandLine", commandLine)
	t := root.UsageTemplate()
	t = strings.ReplaceAll(t, "{{rpad .Name .NamePadding }} {{.Short}}", "{{countCommandLine .}}")
	t = strings.ReplaceAll(t, ".FlagUsages |", fmt.Sprintf(".FlagUsagesWrapped %d |", helpWidth))
	root.SetUsageTemplate(t)
}

// commandLine is c's line in its parent's list of commands, after two
// spaces: its name padded as cobra pads it, then its Short, wrapped to
// helpWidth under itself.
func commandLine(c *cobra.Command) string {
	indent := 2 + c.NamePadding() + 1
	return fmt.Sprintf("%-*s %s", c.NamePadding(), c.Name(), wrapWords(c.Short, helpWidth-indent, strings.Repeat(" ", indent)))
}

// wrapWords breaks text between words into lines of at most width
// columns (a longer word stands alone), each after the first begun with
// indent.
func wrapWords(text string, width int, indent string) string {
	var b strings.Builder
	column := 0
	for i, word := range strings.Fields(text) {
		n := utf8.RuneCountInString(word)
		switch {
		case i == 0:
		case column+1+n > width:
			b.WriteString("\n" + indent)
			column = 0
		default:
			b.WriteByte(' ')
			column++
		}
		b.WriteString(word)
		column += n
	}
	return b.String()
}

// wrapLines wraps each line of text longer than helpWidth columns, its
// continuation lines indented as it is: for cobra's own texts, such as
// its completion commands' help.
func wrapLines(text string) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if utf8.RuneCountInString(line) > helpWidth {
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			lines[i] = indent + wrapWords(line, helpWidth-len(indent), indent)
		}
	}
	return strings.Join(lines, "\n")
}
