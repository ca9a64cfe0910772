package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// newVersion returns count version.
func newVersion(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "The module version, VCS revision and Go version count was built with",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := noArgs(cmd, args); err != nil {
				return err
			}
			_, err := io.WriteString(e.stdout, versionText())
			return err
		},
	}
}

// readBuildInfo reads the build information of the binary; tests replace
// it.
var readBuildInfo = debug.ReadBuildInfo

// versionText is what count version and count --version print.
func versionText() string {
	info, ok := readBuildInfo()
	if !ok {
		return "count (this binary carries no build information)\n"
	}
	var b strings.Builder
	printVersion(&b, info)
	return b.String()
}

// printVersion writes the module version, the VCS revision and time when
// the build recorded them, and the Go version.
func printVersion(w io.Writer, info *debug.BuildInfo) {
	fmt.Fprintf(w, "count %s\n", info.Main.Version)
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	if rev := settings["vcs.revision"]; rev != "" {
		if settings["vcs.modified"] == "true" {
			rev += " (modified)"
		}
		fmt.Fprintf(w, "revision %s\n", rev)
	}
	if t := settings["vcs.time"]; t != "" {
		fmt.Fprintf(w, "time %s\n", t)
	}
	fmt.Fprintf(w, "go %s\n", info.GoVersion)
}

// newMan returns the hidden count man DIR, which writes a man page for
// count and each subcommand into DIR from the same definitions as -h.
func newMan() *cobra.Command {
	return &cobra.Command{
		Use:    "man DIR",
		Short:  "Write the man pages into DIR",
		Hidden: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("give the directory to write the man pages into (%d arguments given)", len(args))}
			}
			header := &doc.GenManHeader{Title: "COUNT", Section: "1", Source: "count"}
			return writeManTree(cmd.Root(), header, args[0])
		},
	}
}

// exitStatusMan is the EXIT STATUS section of every man page: one rule
// for every command.
const exitStatusMan = `.SH EXIT STATUS
.TP
0
The work was done.
.TP
1
A failure while working: --timeout reached, a verification that disagrees, an input whose content does not read (a line too long or an input too large, in a file count canon or count merge reads or in a checkpoint), a file that cannot be written once the count has begun.
.TP
2
A mistake on the command line: an unknown command, flag, help topic or shell; a value that does not read, is out of range or is empty; a path given that cannot be read or written.
.TP
130
Interrupted (Ctrl-C); with --checkpoint, what was finished is in the file.
`

// writeManTree writes the man page of cmd and of each of its commands
// into dir, as cobra's doc.GenManTree does, each with the EXIT STATUS
// section before SEE ALSO.
func writeManTree(cmd *cobra.Command, header *doc.GenManHeader, dir string) error {
	for _, c := range cmd.Commands() {
		if !c.IsAvailableCommand() || c.IsAdditionalHelpTopicCommand() {
			continue
		}
		if err := writeManTree(c, header, dir); err != nil {
			return err
		}
	}
	h := *header
	var page bytes.Buffer
	if err := doc.GenMan(cmd, &h, &page); err != nil {
		return err
	}
	text := page.String()
	if at := strings.Index(text, ".SH SEE ALSO"); at >= 0 {
		text = text[:at] + exitStatusMan + "\n" + text[at:]
	} else {
		text += "\n" + exitStatusMan
	}
	name := filepath.Join(dir, strings.ReplaceAll(cmd.CommandPath(), " ", "-")+"."+h.Section)
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		return usageError{fmt.Errorf("%s: cannot write the man pages there (%s); give a directory that exists and that you can write", dir, pathReason(err))}
	}
	return nil
}
