package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
)

// The flags that several commands take are defined here, once each: the
// same name, syntax, default and help text wherever they appear.

// addBoardFlag adds --board to fs.
func addBoardFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "board", "8x8", "board size FILESxRANKS, each side 1 to 20")
}

// addRulesFlag adds --rules to fs. Its default is placement in every
// command, as in the library's Spec and MenSpec.
func addRulesFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "rules", "placement", "which configurations count: placement (men on distinct squares, pawns off the first and last ranks, the kings apart), legal (placement, and the side not to move not in check) or nonattacking (no man attacks another)")
}

// addLabelledFlag adds --labelled to fs.
func addLabelledFlag(fs *pflag.FlagSet, p *bool) {
	fs.BoolVar(p, "labelled", false, "count identical men as distinguishable (Syzygy's convention)")
}

// addToMoveFlag adds --to-move to fs.
func addToMoveFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "to-move", "both", "side to move: white, black or both; where there is --rules, only under --rules legal")
}

// addGroupFlag adds --group to fs.
func addGroupFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "group", "auto", "symmetry group: auto (the largest the board and the pawns allow), d4, rotations, rectangle, mirror or identity")
}

// addMenFlag adds --men to fs: numbers of men from 2 to most, the limit
// the command checks them against, with more ("" or a note in
// parentheses) saying where that limit differs. The range is the only
// part of its help text that differs from one command to another.
func addMenFlag(fs *pflag.FlagSet, p *string, most int, more string) {
	fs.StringVar(p, "men", "", fmt.Sprintf("N or A-B, 2 to %d men%s: every chess material with N men, or with A to B men, kings included", most, more))
}

// addColorSwapFlag adds --color-swap to fs.
func addColorSwapFlag(fs *pflag.FlagSet, p *bool) {
	fs.BoolVar(p, "color-swap", true, "identify a position with its colour swap (ranks mirrored, colours, side to move and rights swapped); --color-swap=false keeps them apart")
}

// addCastlingFlag adds --castling to fs.
func addCastlingFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "castling", "standard", "castling rights: standard (king and rooks at home), chess960 (the king on files b to g of its first rank, a right for a rook on each side of it; 8 files) or none")
}

// addEPFlag adds --ep to fs.
func addEPFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "ep", "nulp", "en passant rights: nulp (the rule of Kryukov's published tallies: a pawn beside the one that advanced, none on the squares it crossed), fide (the capture must be legal) or none")
}

// addPawnRanksFlag adds --pawn-ranks to fs.
func addPawnRanksFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "pawn-ranks", "chess", "where pawns may stand: chess (not on the first or last rank) or minichess (not on their last rank, but on their own first: Kryukov's 3x4 and 4x4 chess; castling and en passant then default to none)")
}

// addArmyFlag adds --army to fs.
func addArmyFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "army", "chess", "which men a side may have: chess (a pawn for each file and the pieces of chess, each man beyond a queen, two rooks, two bishops and two knights a promotion that used up a pawn) or any (any men, as Kryukov's 3x4 and 4x4 chess)")
}

// addRefineFlag adds --refine to fs.
func addRefineFlag(fs *pflag.FlagSet, p *[]string) {
	fs.StringSliceVar(p, "refine", nil, "tighten the bound, any of: captures (a side's promotions at most the captures plus the other side's pawns captured), bishops (a second bishop on one square colour is a promotion), files (J. Tromp's opposed files: at least 8 − captures − pawns lost files hold a black pawn with a white pawn next below it); e.g. captures,files")
}

// addCheckpointFlag adds --checkpoint to fs.
func addCheckpointFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "checkpoint", "", "keep the work in FILE as it is done, and take what is there already: run the same command again to go on after a stop")
}

// addShardFlag adds --shard to fs.
func addShardFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "shard", "", "count only shard K of N (K/N), for count merge: of the materials of count positions --men, or of the black king's squares of count all (printed as JSON)")
}

// addNotationFlag adds --notation to fs.
func addNotationFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "notation", "names", "how the table names the symmetries: names, thesis (σ, τ) or leapfrog (H, V, D)")
}

// addForceFlag adds --force to fs.
func addForceFlag(fs *pflag.FlagSet, p *bool) {
	fs.BoolVar(p, "force", false, "write over a file that exists already; without it, count refuses to")
}

// flagError words a mistake pflag found on the command line of cmd in
// the tool's own sentence, without the parser's text.
func flagError(cmd *cobra.Command, err error) error {
	var invalid *pflag.InvalidValueError
	var required *pflag.ValueRequiredError
	var syntax *pflag.InvalidSyntaxError
	var unknown *pflag.NotExistError
	switch {
	case errors.As(err, &unknown):
		return usageError{unknownFlag(cmd, unknown)}
	case errors.As(err, &invalid) && invalid.GetFlag() != nil:
		return usageError{badValue(invalid.GetFlag(), invalid.GetValue())}
	case errors.As(err, &required) && required.GetFlag() != nil:
		f := required.GetFlag()
		return usageError{fmt.Errorf("--%s needs a value: %s", f.Name, f.Usage)}
	case errors.As(err, &syntax):
		return usageError{fmt.Errorf("%s is not a flag; write --name or --name=value", syntax.GetSpecifiedFlag())}
	}
	return usageError{err}
}

// unknownFlag is the sentence for a flag cmd does not have: --name, or a
// letter of -abc. A negative number, such as -3, is read as letters.
func unknownFlag(cmd *cobra.Command, e *pflag.NotExistError) error {
	letters := e.GetSpecifiedShortnames()
	if letters == "" {
		return fmt.Errorf("--%s is not a flag of %s", e.GetSpecifiedName(), cmd.CommandPath())
	}
	if strings.Trim(letters, "0123456789") == "" {
		if cmd.Name() == "men" || cmd.Flags().Lookup("men") != nil {
			return fmt.Errorf("-%s is not a flag; a range of men is written A-B, such as 3-5", letters)
		}
		return fmt.Errorf("-%s is not a flag, and no argument of %s is a negative number", letters, cmd.CommandPath())
	}
	if negativeCount(letters) && strings.Contains(cmd.Use, "MATERIAL") {
		return fmt.Errorf("-%s is not a flag, nor a material: a count of men in a material is a number from 1 to %d before a piece letter, as in 3Q", letters, pieces.MaxSide*pieces.MaxSide)
	}
	if len(letters) > 1 && strings.Trim(letters[:1], "0123456789") != "" { // no flag's name starts with a digit
		return fmt.Errorf("-%s is not a flag of %s: it has no -%s; a flag's name takes two dashes, as in --%s", letters, cmd.CommandPath(), e.GetSpecifiedName(), letters)
	}
	return fmt.Errorf("-%s is not a flag of %s", letters, cmd.CommandPath())
}

// negativeCount reports whether the letters of a flag cmd does not have
// are a count and a piece letter, as in -3Q: a material with a sign.
func negativeCount(letters string) bool {
	rest := strings.TrimLeft(letters, "0123456789")
	if rest == letters || rest == "" {
		return false
	}
	_, ok := pieces.KindOf(strings.ToUpper(rest)[0])
	return ok
}

// badValue is the sentence for a value of the wrong type given to f.
func badValue(f *pflag.Flag, value string) error {
	switch f.Value.Type() {
	case "int":
		return fmt.Errorf("--%s wants a whole number, such as 4; got %q", f.Name, value)
	case "duration":
		return fmt.Errorf("--%s wants a duration with its unit, such as 30s, 5m or 1h30m; got %q", f.Name, value)
	case "bool":
		if _, err := countspec.Switch(value, "--"+f.Name); err != nil {
			return err // in the explorer's words too
		}
	case "stringSlice":
		return fmt.Errorf("--%s wants names separated by commas (%s); got %q", f.Name, f.Usage, value)
	}
	return fmt.Errorf("--%s: %q does not read (%s)", f.Name, value, f.Usage)
}

// switchArgument returns the refusal of a switch of cmd given a value
// as a separate argument, as in --color-swap maybe, or nil. The parser
// reads a switch alone and the word after it as an argument, which the
// command then refuses in its own terms ("give no material"); when that
// word reads as a switch's value (true, no, off, maybe, …), the mistake
// is the switch's. A word that does not, as in count KRK --labelled KQK,
// is an argument in its place.
func switchArgument(cmd *cobra.Command, args []string) error {
	if cmd == nil {
		return nil
	}
	for i := 0; i+1 < len(args) && args[i] != "--"; i++ {
		name, isFlag := strings.CutPrefix(args[i], "--")
		if !isFlag || strings.Contains(name, "=") {
			continue
		}
		f := cmd.Flags().Lookup(name)
		switch {
		case f == nil:
		case f.Value.Type() != "bool":
			i++ // its value
		case switchWord(args[i+1]):
			return separateSwitchValue(f, args[i+1])
		}
	}
	return nil
}

// separateSwitchValue is the sentence for word, given to the switch f
// as an argument of its own: a value it reads goes after an equals sign,
// and any other is refused as badValue refuses it.
func separateSwitchValue(f *pflag.Flag, word string) error {
	if _, err := strconv.ParseBool(word); err != nil {
		return badValue(f, word)
	}
	return fmt.Errorf("--%s is a switch, whose value goes after an equals sign: write --%s=%s, not --%s %s", f.Name, f.Name, word, f.Name, word)
}

// switchWord reports whether s reads as a switch's value: as
// strconv.ParseBool reads one, or as a word for yes, no or neither.
func switchWord(s string) bool {
	if _, err := strconv.ParseBool(s); err == nil {
		return true
	}
	switch strings.ToLower(s) {
	case "yes", "no", "y", "n", "on", "off", "maybe", "enable", "enabled", "disable", "disabled", "none":
		return true
	}
	return false
}

// refuseEmpty refuses a flag of cmd given an empty value, which would
// otherwise read as its default in one place and as a mistake in another.
func refuseEmpty(cmd *cobra.Command, _ []string) error {
	var err error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		empty := f.Value.String() == "" || f.Value.Type() == "stringSlice" && f.Value.String() == "[]"
		if err == nil && empty {
			err = usageError{fmt.Errorf("--%s \"\": empty; give it a value (%s), or drop it for its default", f.Name, f.Usage)}
		}
	})
	return err
}

// setHelpCommand replaces cobra's help command with one for which a
// topic that is not a command is a usage error.
func setHelpCommand(root *cobra.Command) {
	root.SetHelpCommand(&cobra.Command{
		Use:               "help [COMMAND]",
		Short:             "Help about any command",
		Long:              "Shows the help of a command, such as count help men; without one, of count.",
		ValidArgsFunction: completeCommand,
		RunE: func(c *cobra.Command, args []string) error {
			cmd, rest, err := c.Root().Find(args)
			if err != nil || cmd == nil || len(rest) > 0 {
				return usageError{fmt.Errorf("no help topic %q; give a command, such as men, or none for the map of commands", strings.Join(args, " "))}
			}
			return cmd.Help()
		},
	})
}

// setCompletionCommand adds cobra's completion command to root, and makes
// a shell it does not know a usage error.
func setCompletionCommand(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		var shells []string
		for _, s := range c.Commands() {
			shells = append(shells, s.Name())
		}
		c.Args = cobra.ArbitraryArgs
		c.Long = wrapLines(c.Long)
		for _, s := range c.Commands() {
			s.Long = wrapLines(s.Long)
			s.Args = func(cmd *cobra.Command, args []string) error {
				if len(args) > 0 {
					return usageError{fmt.Errorf("%s takes no argument; drop %q", cmd.CommandPath(), args[0])}
				}
				return nil
			}
		}
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return usageError{fmt.Errorf("no completion for the shell %q; give one of %s", args[0], strings.Join(shells, ", "))}
			}
			return cmd.Help()
		}
	}
}
