package main

import (
	"bytes"
	"fmt"
	"io"
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

// addVersionFlag gives root --version (-v), which prints what count
// version prints and, as count version does, takes no argument. Cobra's
// own flag would print the version whatever followed it.
func addVersionFlag(root *cobra.Command, e *env) {
	root.Flags().BoolP("version", "v", false, "version for count")
	count := root.RunE
	root.RunE = func(cmd *cobra.Command, args []string) error {
		if v, _ := cmd.Flags().GetBool("version"); !v {
			return count(cmd, args)
		}
		if len(args) > 0 {
			return usageError{fmt.Errorf("--version takes no material or other argument; drop %q", args[0])}
		}
		_, err := io.WriteString(e.stdout, versionText())
		return err
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
	var force bool
	cmd := &cobra.Command{
		Use:   "man DIR",
		Short: "Write the man pages into DIR",
		Long: `Writes a man page for count and for each of its commands into DIR, named
as man names them (count-positions.1); DIR is made if it is not there, as
mkdir -p makes it. A page there already is refused, before any is written,
unless --force; each page is written whole or not at all. The pages are
dated by the VCS revision the build records, or not at all: the same
source makes the same pages.`,
		Hidden: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("give the directory to write the man pages into (%d arguments given)", len(args))}
			}
			header := &doc.GenManHeader{Title: "COUNT", Section: "1", Source: "count", Date: manDate()}
			cmd.Root().DisableAutoGenTag = true // a tag with the date: pages that change each time
			return writeManPages(cmd.Root(), header, args[0], force)
		},
	}
	addForceFlag(cmd.Flags(), &force)
	return cmd
}

// exitStatusMan is the EXIT STATUS section of every man page: one rule
// for every command.
const exitStatusMan = `.SH EXIT STATUS
.TP
0
The work was done.
.TP
1
A failure while working: --timeout reached, a verification that disagrees, an input whose content does not read (a line too long or an input too large, in a file count canon or count merge reads or in a checkpoint), output on stdout, or a file, that cannot be written once the work has begun.
.TP
2
A mistake on the command line: an unknown command, flag, help topic or shell; a value that does not read, is out of range or is empty; a path given that cannot be read or written; a file to write that exists already, without --force.
.TP
130
Interrupted (Ctrl-C); with --checkpoint, what was finished is in the file.
`

// writeManPages writes the man page of cmd and of each of its commands
// into dir, as cobra's doc.GenManTree does, each with the EXIT STATUS
// section before SEE ALSO. It makes dir if it is not there, as mkdir -p
// does, and refuses, before it writes any page, a path that is not a
// directory and a page there already without force.
func writeManPages(cmd *cobra.Command, header *doc.GenManHeader, dir string, force bool) error {
	if err := manDir(dir); err != nil {
		return err
	}
	pages, err := manPages(cmd, header)
	if err != nil {
		return err
	}
	var files []outputFile
	for _, p := range pages {
		name := filepath.Join(dir, p.name)
		f := outputFile{name: name, path: name, force: force, other: "another directory"}
		if err := f.check(); err != nil {
			return err
		}
		files = append(files, f)
	}
	for i, f := range files {
		if err := f.write(pages[i].text); err != nil {
			return err
		}
	}
	return nil
}

// manPage is a man page: its file's name and its text.
type manPage struct {
	name string
	text []byte
}

// manPages returns the man pages of cmd and of each of its commands.
func manPages(cmd *cobra.Command, header *doc.GenManHeader) ([]manPage, error) {
	var pages []manPage
	for _, c := range cmd.Commands() {
		if !c.IsAvailableCommand() || c.IsAdditionalHelpTopicCommand() {
			continue
		}
		sub, err := manPages(c, header)
		if err != nil {
			return nil, err
		}
		pages = append(pages, sub...)
	}
	h := *header
	var page bytes.Buffer
	if err := doc.GenMan(cmd, &h, &page); err != nil {
		return nil, err
	}
	text := fixManPage(page.String())
	if at := strings.Index(text, ".SH SEE ALSO"); at >= 0 {
		text = text[:at] + exitStatusMan + "\n" + text[at:]
	} else {
		text += "\n" + exitStatusMan
	}
	name := strings.ReplaceAll(cmd.CommandPath(), " ", "-") + "." + h.Section
	return append(pages, manPage{name, []byte(text)}), nil
}
