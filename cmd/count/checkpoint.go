package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/lines"
)

// checkpointKind is the first field of a checkpoint's header line.
const checkpointKind = "count positions --men"

// maxHeader bounds the header line of a checkpoint: a longer first line
// is not a header.
const maxHeader = 4096

// checkpointHeader is the first line of a checkpoint: the run whose rows
// follow, one JSON line each.
type checkpointHeader struct {
	Checkpoint string `json:"checkpoint"`
	Men        string `json:"men"`
	Board      string `json:"board"`
	Rules      string `json:"rules"`
	Shard      string `json:"shard"`
}

// String names the run of h as its command line would.
func (h checkpointHeader) String() string {
	s := fmt.Sprintf("--men %s --board %s (rules %s)", h.Men, h.Board, h.Rules)
	if h.Shard != "all" {
		s += " --shard " + h.Shard
	}
	return s
}

// header is the header line of the checkpoint of job.
func (j *censusJob) header() checkpointHeader {
	shard := "all"
	if j.shard[1] != 0 {
		shard = fmt.Sprintf("%d/%d", j.shard[0], j.shard[1])
	}
	return checkpointHeader{Checkpoint: checkpointKind, Men: j.menArg, Board: j.board.String(), Rules: j.rules.String(), Shard: shard}
}

// checkpoint is an open checkpoint file: the rows it held, by key (a
// material, a table), and the file to add rows to.
type checkpoint[R any] struct {
	done map[string]R
	save func(R) error
	file *os.File
}

// A rowReader reads a line of a checkpoint of the run h as a row: its key
// and the row, false if the line is not one (the last, cut short by a
// crash), or an error if it is a row of another run.
type rowReader[R any] func(line []byte, h checkpointHeader) (string, R, bool, error)

// censusRow reads a row of count positions --men.
func censusRow(line []byte, h checkpointHeader) (string, census.Row, bool, error) {
	var r census.Row
	if json.Unmarshal(line, &r) != nil || r.Valid() != nil {
		return "", r, false, nil
	}
	if r.Board != h.Board || r.Rules != h.Rules {
		return "", r, false, fmt.Errorf("holds a row counted on %s under %q, not on %s under %q", r.Board, r.Rules, h.Board, h.Rules)
	}
	return r.Material, r, true, nil
}

func (c *checkpoint[R]) close() {
	if c.file != nil {
		c.file.Close()
	}
}

// readHeader reads the first line of data as the header of a checkpoint
// of kind.
func readHeader(data []byte, kind string) (checkpointHeader, bool) {
	line, _, _ := bytes.Cut(data, []byte("\n"))
	var h checkpointHeader
	if len(line) > maxHeader || json.Unmarshal(line, &h) != nil || h.Checkpoint != kind {
		return h, false
	}
	return h, true
}

// openCheckpoint opens the checkpoint name (none if name is empty) of the
// run h: a new file gets h as its first line; an existing one must begin
// with h, and its rows are read. It never writes to a file that is not
// the checkpoint of this run. read reads its rows.
func openCheckpoint[R any](name string, h checkpointHeader, read rowReader[R]) (*checkpoint[R], error) {
	c := &checkpoint[R]{done: map[string]R{}}
	if name == "" {
		return c, nil
	}
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		if in := checkpointInput(name); in.isDirectory(err) {
			return nil, in.error(err)
		}
		return nil, usageError{fmt.Errorf("--checkpoint %s: cannot write there (%s); give a file in a directory you can write", name, pathReason(err))}
	}
	c.file = f
	if err := c.start(name, h, read); err != nil {
		c.close()
		return nil, err
	}
	c.save = checkpointSaver[R](f, name)
	return c, nil
}

// start writes h as the first line of c's file when it is new, or checks
// that the file is the checkpoint of the run h and reads its rows.
func (c *checkpoint[R]) start(name string, h checkpointHeader, read rowReader[R]) error {
	head := make([]byte, maxHeader+1)
	n, err := io.ReadFull(c.file, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return usageError{fmt.Errorf("--checkpoint %s: cannot read it (%s); %s", name, pathReason(err), checkpointFix)}
	}
	if n == 0 { // a new file: the header first
		line, _ := json.Marshal(h)
		if _, err := c.file.Write(append(line, '\n')); err != nil {
			return fmt.Errorf("--checkpoint %s: cannot write to it (%s); give a file in a directory you can write", name, pathReason(err))
		}
		return nil
	}
	if err := sameRun(name, head[:n], h); err != nil {
		return err
	}
	return c.readRows(name, h, read)
}

// checkpointFix is the advice for a file that is not the checkpoint of
// the run.
const checkpointFix = "give a new file or the checkpoint of this run"

// sameRun checks that head, the start of the checkpoint file name, is the
// header line of the run h.
func sameRun(name string, head []byte, h checkpointHeader) error {
	old, ok := readHeader(head, h.Checkpoint)
	switch {
	case !ok && bytes.HasPrefix(head, []byte(`{"men":`)):
		return usageError{fmt.Errorf("--checkpoint %s is a checkpoint of an older count, without the header line naming its run; %s", name, checkpointFix)}
	case !ok:
		return usageError{fmt.Errorf("--checkpoint %s is not a checkpoint of %s; %s", name, h.Checkpoint, checkpointFix)}
	case old != h:
		return usageError{fmt.Errorf("--checkpoint %s is the checkpoint of the run %s, not of this run %s; %s", name, old, h, checkpointFix)}
	}
	return nil
}

// checkpointSaver returns the function that adds a row to the checkpoint
// f, called name, from any goroutine: one write a row, so that a line is
// whole or, after a crash, the last and unreadable.
func checkpointSaver[R any](f *os.File, name string) func(R) error {
	var mu sync.Mutex
	return func(r R) error {
		line, _ := json.Marshal(r)
		mu.Lock()
		defer mu.Unlock()
		if _, err := f.Write(append(line, '\n')); err != nil {
			return fmt.Errorf("--checkpoint %s: cannot write to it (%s)", name, pathReason(err))
		}
		return nil
	}
}

// readRows reads the rows after the header of c's file, of the run h,
// and leaves the file at its end, with its last line ended. A line that
// does not read (the last, cut short by a crash) is skipped; a line or a
// file longer than lines.Input allows is not a checkpoint's.
func (c *checkpoint[R]) readRows(name string, h checkpointHeader, read rowReader[R]) error {
	if _, err := c.file.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("--checkpoint %s: cannot read it (%s)", name, pathReason(err))
	}
	in := lines.NewReader(c.file, lines.Input)
	for {
		line, err := in.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return checkpointInput(name).error(err)
		}
		if in.Number() == 1 { // the header, read already
			continue
		}
		key, r, ok, err := read(line, h)
		if err != nil {
			return usageError{fmt.Errorf("--checkpoint %s %v; give a new file or the checkpoint of this run", name, err)}
		}
		if ok {
			c.done[key] = r
		}
	}
	return c.endLastLine(name)
}

// checkpointInput is the checkpoint name, as an input.
func checkpointInput(name string) input {
	return input{name: "--checkpoint " + name, path: name, inputKind: checkpointLines}
}

// endLastLine ends the last line of c's file if a crash cut it short, so
// that the next row starts its own.
func (c *checkpoint[R]) endLastLine(name string) error {
	st, err := c.file.Stat()
	if err != nil {
		return fmt.Errorf("--checkpoint %s: cannot read it (%s)", name, pathReason(err))
	}
	last := []byte{'\n'}
	if st.Size() > 0 {
		if _, err := c.file.ReadAt(last, st.Size()-1); err != nil {
			return fmt.Errorf("--checkpoint %s: cannot read it (%s)", name, pathReason(err))
		}
	}
	if last[0] != '\n' {
		c.file.Write([]byte("\n"))
	}
	return nil
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
