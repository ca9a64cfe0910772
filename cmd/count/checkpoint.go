package main

import (
	"errors"
	"io/fs"
	"os"

	"github.com/chesscount/count/internal/checkpoint"
)

// openCheckpoint opens the checkpoint path (none if path is empty) of
// the run h, reading its rows with read (see checkpoint.Open), and words
// its refusals as the command's: a file that is not the checkpoint of
// this run is a mistake on the command line, and a file that fails as an
// input is worded as the other inputs are.
func openCheckpoint[R any](path string, h checkpoint.Header, read checkpoint.RowReader[R]) (*checkpoint.File[R], error) {
	c, err := checkpoint.Open(path, h, read)
	var refusal checkpoint.Refusal
	var in checkpoint.InputError
	switch {
	case errors.As(err, &in):
		return nil, checkpointInput(path).error(in.Err)
	case errors.As(err, &refusal):
		return nil, usageError{err}
	}
	return c, err
}

// checkpointInput is the checkpoint name, as an input.
func checkpointInput(name string) input {
	return input{name: "--checkpoint " + name, path: name, inputKind: checkpointLines}
}

// pathReason is what went wrong with a file, without the path and the
// operation that the message names already.
func pathReason(err error) string {
	var pe *fs.PathError
	var le *os.LinkError // of a rename
	switch {
	case errors.As(err, &pe):
		return pe.Err.Error()
	case errors.As(err, &le):
		return le.Err.Error()
	}
	return err.Error()
}
