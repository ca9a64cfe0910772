package main

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

// flagValues are the values shell completion offers for each flag that
// takes a name from a list: the lists the flags' parsers read.
var flagValues = map[string]func() []string{
	"rules":      placement.RulesNames,
	"to-move":    placement.ToMoveNames,
	"format":     tables.FormatNames,
	"notation":   tables.NotationNames,
	"ep":         rights.EPNames,
	"castling":   rights.CastlingNames,
	"convention": position.ConventionNames,
}

// commonBoards are the boards completion offers for --board, which
// takes any size: chess's and the small boards of the docs' examples.
var commonBoards = []string{"8x8", "6x6", "5x5", "4x4", "3x4"}

// setCompletions makes shell completion offer, on every command of the
// tree under cmd, the values of each of its flags that takes a name from
// a list (--refine one after each comma), boards for --board, and the
// groups that fit the command line for --group.
func setCompletions(cmd *cobra.Command) {
	fs := cmd.Flags()
	for name, values := range flagValues {
		if fs.Lookup(name) != nil {
			_ = cmd.RegisterFlagCompletionFunc(name, cobra.FixedCompletions(values(), cobra.ShellCompDirectiveNoFileComp))
		}
	}
	if fs.Lookup("board") != nil {
		_ = cmd.RegisterFlagCompletionFunc("board", cobra.FixedCompletions(commonBoards, cobra.ShellCompDirectiveNoFileComp))
	}
	if fs.Lookup("refine") != nil {
		_ = cmd.RegisterFlagCompletionFunc("refine", completeList(refinementNames))
	}
	if fs.Lookup("group") != nil {
		_ = cmd.RegisterFlagCompletionFunc("group", completeGroup)
	}
	for _, c := range cmd.Commands() {
		setCompletions(c)
	}
}

// completeList completes a flag that takes a list of names separated by
// commas: the names not given yet, each after the ones typed so far.
func completeList(names func() []string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		typed := ""
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			typed = toComplete[:i+1]
		}
		given := strings.Split(strings.ToLower(typed), ",")
		var out []cobra.Completion
		for _, name := range names() {
			if !slices.Contains(given, name) {
				out = append(out, typed+name)
			}
		}
		return out, cobra.ShellCompDirectiveNoSpace | cobra.ShellCompDirectiveNoFileComp
	}
}

// completeGroup offers the groups --group may name on the command line
// typed so far: auto, and each named group that keeps the board of
// --board and the moves of every material named (for count men, of every
// material with the numbers of men given).
func completeGroup(cmd *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	board, _ := cmd.Flags().GetString("board")
	b, err := countspec.ParseBoard(board)
	if err != nil {
		b = pieces.Chessboard
	}
	materials := typedMaterials(cmd, args, b)
	var out []cobra.Completion
	for _, name := range symmetry.GroupNames() {
		if !slices.ContainsFunc(materials, func(m pieces.Material) bool {
			_, err := symmetry.Resolve(name, b, m)
			return err != nil
		}) {
			out = append(out, name)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// typedMaterials returns the materials of cmd's arguments args that read
// on board b: of count men, those with the numbers of men its argument
// gives; of the others, the materials named. The first is the material
// without men, which stands for the board alone.
func typedMaterials(cmd *cobra.Command, args []string, b pieces.Board) []pieces.Material {
	materials := []pieces.Material{{}}
	if cmd.Name() != "men" {
		for _, arg := range args {
			if m, err := pieces.ParseMaterial(arg); err == nil {
				materials = append(materials, m)
			}
		}
		return materials
	}
	if len(args) > 0 {
		if lo, hi, err := menRange(args[0], "count men", maxMen); err == nil {
			for n := lo; n <= hi; n++ {
				materials = append(materials, pieces.Materials(n, b)...)
			}
		}
	}
	return materials
}

// completeCommand offers, after count help and the commands typed so far,
// the commands under them that begin with toComplete, each with its line
// of help; count help's own commands are those count's help lists.
func completeCommand(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	parent, rest, err := cmd.Root().Find(args)
	if err != nil || len(rest) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, c := range parent.Commands() {
		listed := c.IsAvailableCommand() || c.Name() == "help" && parent == cmd.Root()
		if listed && strings.HasPrefix(c.Name(), toComplete) {
			out = append(out, cobra.CompletionWithDesc(c.Name(), c.Short))
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}
