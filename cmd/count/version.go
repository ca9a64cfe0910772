package main

import (
	"fmt"
	"io"
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
			info, ok := debug.ReadBuildInfo()
			if !ok {
				return fmt.Errorf("this binary carries no build information")
			}
			printVersion(e.stdout, info)
			return nil
		},
	}
}

// versionText is what count --version prints: what count version prints.
func versionText() string {
	info, ok := debug.ReadBuildInfo()
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
			return doc.GenManTree(cmd.Root(), header, args[0])
		},
	}
}
