package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"syscall"

	"github.com/chesscount/count/internal/lines"
)

// inputKind says what an input holds, for the sentences about it.
type inputKind struct {
	line    string // one of its lines, as in "which no FEN or EPD line is"
	fix     string // what to give instead
	example string // the name of a file of the kind, for a directory given
	split   bool   // an input too large may be split into smaller ones
}

// The inputs count reads.
var (
	positionLines = inputKind{
		line:    "FEN or EPD line",
		fix:     "give a file of FEN or EPD lines, or a FEN in quotes",
		example: "positions.epd",
		split:   true,
	}
	mergeFiles = inputKind{
		line:    "line of count positions --format json output or of a checkpoint",
		fix:     "give count positions --men --format json outputs or checkpoints",
		example: "*.json",
	}
	checkpointLines = inputKind{
		line:    "checkpoint line",
		fix:     "give a new file or the checkpoint of this run",
		example: "run.jsonl",
	}
)

// input is an input count reads: a file named on the command line or by
// a flag, or stdin.
type input struct {
	name string // as the sentences name it: the path, "--checkpoint PATH" or "stdin"
	path string // the file's path; "" for stdin
	inputKind
}

// fileInput is the file at path, holding kind.
func fileInput(path string, kind inputKind) input {
	return input{name: path, path: path, inputKind: kind}
}

// stdinInput is stdin, holding kind.
func stdinInput(kind inputKind) input {
	return input{name: "stdin", inputKind: kind}
}

// error words err, met opening or reading in, in one sentence, with one
// rule for the exit status: a path that is empty, does not exist, is a
// directory or cannot be opened is a mistake on the command line (exit
// 2); content that does not read (a line too long, an input too large, a
// failure while reading) is a failure (exit 1).
func (in input) error(err error) error {
	var long *lines.LineTooLongError
	var large *lines.TooLargeError
	switch {
	case errors.As(err, &long):
		return fmt.Errorf("%s line %d is longer than %s, which no %s is; %s", in.name, long.Line, lines.FormatBytes(int64(long.Limit)), in.line, in.fix)
	case errors.As(err, &large):
		fix := in.fix
		if in.split {
			fix = "split it into files of at most " + lines.FormatBytes(large.Limit)
		}
		return fmt.Errorf("%s holds more than %s (at line %d), more than count reads from one input; %s", in.name, lines.FormatBytes(large.Limit), large.Line, fix)
	case in.name == "":
		return usageError{fmt.Errorf(`an argument "" is empty; %s`, in.fix)}
	case in.isDirectory(err) && in.path == "":
		return usageError{fmt.Errorf("%s is a directory; %s", in.name, in.fix)}
	case in.isDirectory(err):
		return usageError{fmt.Errorf("%s is a directory; give a file in it, such as %s", in.name, filepath.Join(in.path, in.example))}
	case errors.Is(err, fs.ErrNotExist):
		return usageError{fmt.Errorf("there is no file %s; %s", in.path, in.fix)}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Op != "read" { // opening it, not reading it
		return usageError{fmt.Errorf("%s: cannot read it (%s); %s", in.name, pathReason(err), in.fix)}
	}
	return fmt.Errorf("%s: cannot read it (%s); %s", in.name, pathReason(err), in.fix)
}

// isDirectory reports whether err, met opening or reading in, is that
// of a directory.
func (in input) isDirectory(err error) bool {
	if errors.Is(err, syscall.EISDIR) {
		return true
	}
	st, serr := os.Stat(in.path)
	return in.path != "" && serr == nil && st.IsDir()
}

// stdinOnce refuses the argument "-", stdin, given more than once to a
// command that reads files: stdin is read once, and a second "-" would
// read nothing.
func stdinOnce(args []string) error {
	if i := slices.Index(args, "-"); i >= 0 && slices.Contains(args[i+1:], "-") {
		return usageError{errors.New(`"-" (stdin) is given twice; give it once`)}
	}
	return nil
}
