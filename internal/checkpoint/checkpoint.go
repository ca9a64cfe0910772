package checkpoint

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"syscall"

	"github.com/chesscount/count/internal/lines"
)

// The kinds of checkpoint, the first field of a header line.
const (
	PositionsKind = "count positions --men"
	AllKind       = "count all"
)

// maxHeader bounds the header line of a checkpoint: a longer first line
// is not a header.
const maxHeader = 4096

// Header is the first line of a checkpoint: the run whose rows follow,
// one JSON line each.
type Header struct {
	Checkpoint string `json:"checkpoint"`
	Men        string `json:"men"`
	Board      string `json:"board"`
	Rules      string `json:"rules"`
	Shard      string `json:"shard"`
}

// String names the run of h as its command line would.
func (h Header) String() string {
	s := fmt.Sprintf("--men %s --board %s (rules %s)", h.Men, h.Board, h.Rules)
	if h.Shard != "all" {
		s += " --shard " + h.Shard
	}
	return s
}

// File is an open checkpoint: the rows it held, by key (a material, a
// table), and the file to add rows to.
type File[R any] struct {
	Done map[string]R
	name string // "--checkpoint PATH"
	file *os.File
	mu   sync.Mutex // one Save at a time
}

// A RowReader reads a line of a checkpoint of the run h as a row: its key
// and the row, false if the line is not one (the last, cut short by a
// crash), or an error if it is a row of another run.
type RowReader[R any] func(line []byte, h Header) (string, R, bool, error)

// Refusal is a file that is not the checkpoint of the run: a mistake on
// the command line.
type Refusal struct{ error }

func (r Refusal) Unwrap() error { return r.error }

// InputError is the checkpoint failing as an input: Err, met opening or
// reading it, such as a directory or a line too long.
type InputError struct{ Err error }

func (e InputError) Error() string { return e.Err.Error() }
func (e InputError) Unwrap() error { return e.Err }

// fix is the advice for a file that is not the checkpoint of the run.
const fix = "give a new file or the checkpoint of this run"

// Open opens the checkpoint path (none if path is empty) of the run h: a
// new file gets h as its first line; an existing one must begin with h,
// and its rows are read with read. It never writes to a file that is not
// the checkpoint of this run.
func Open[R any](path string, h Header, read RowReader[R]) (*File[R], error) {
	c := &File[R]{Done: map[string]R{}, name: "--checkpoint " + path}
	if path == "" {
		return c, nil
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		if isDirectory(path, err) {
			return nil, InputError{err}
		}
		return nil, Refusal{fmt.Errorf("%s: cannot write there (%s); give a file in a directory you can write", c.name, reason(err))}
	}
	c.file = f
	if err := c.start(h, read); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// isDirectory reports whether err, met opening path, is that of a
// directory.
func isDirectory(path string, err error) bool {
	if errors.Is(err, syscall.EISDIR) {
		return true
	}
	st, serr := os.Stat(path)
	return serr == nil && st.IsDir()
}

// Close closes the file, if one is open.
func (c *File[R]) Close() {
	if c.file != nil {
		c.file.Close()
	}
}

// start writes h as the first line of c's file when it is new, or checks
// that the file is the checkpoint of the run h and reads its rows.
func (c *File[R]) start(h Header, read RowReader[R]) error {
	head := make([]byte, maxHeader+1)
	n, err := io.ReadFull(c.file, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return Refusal{fmt.Errorf("%s: cannot read it (%s); %s", c.name, reason(err), fix)}
	}
	if n == 0 { // a new file: the header first
		line, _ := json.Marshal(h)
		if _, err := c.file.Write(append(line, '\n')); err != nil {
			return fmt.Errorf("%s: cannot write to it (%s); give a file in a directory you can write", c.name, reason(err))
		}
		return nil
	}
	if err := c.sameRun(head[:n], h); err != nil {
		return err
	}
	return c.readRows(h, read)
}

// readHeader reads the first line of data as the header of a checkpoint
// of kind.
func readHeader(data []byte, kind string) (Header, bool) {
	line, _, _ := bytes.Cut(data, []byte("\n"))
	var h Header
	if len(line) > maxHeader || json.Unmarshal(line, &h) != nil || h.Checkpoint != kind {
		return h, false
	}
	return h, true
}

// sameRun checks that head, the start of c's file, is the header line of
// the run h.
func (c *File[R]) sameRun(head []byte, h Header) error {
	old, ok := readHeader(head, h.Checkpoint)
	switch {
	case !ok && bytes.HasPrefix(head, []byte(`{"men":`)):
		return Refusal{fmt.Errorf("%s is a checkpoint of an older count, without the header line naming its run; %s", c.name, fix)}
	case !ok:
		return Refusal{fmt.Errorf("%s is not a checkpoint of %s; %s", c.name, h.Checkpoint, fix)}
	case old.Checkpoint == AllKind && !strings.HasPrefix(old.Rules, "board "):
		return Refusal{fmt.Errorf("%s is a checkpoint of an earlier count all, whose tables this one does not read; give a new file to count again", c.name)}
	case old != h:
		return Refusal{fmt.Errorf("%s is the checkpoint of the run %s, not of this run %s; %s", c.name, old, h, fix)}
	}
	return nil
}

// Save adds the row r to the checkpoint, from any goroutine: one write a
// row, so that a line is whole or, after a crash, the last and
// unreadable. It saves nothing where there is no file.
func (c *File[R]) Save(r R) error {
	if c.file == nil {
		return nil
	}
	line, _ := json.Marshal(r)
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, err := c.file.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("%s: cannot write to it (%s)", c.name, reason(err))
	}
	return nil
}

// readRows reads the rows after the header of c's file, of the run h,
// and leaves the file at its end, with its last line ended. A line that
// does not read (the last, cut short by a crash) is skipped; a line or a
// file longer than lines.Input allows is not a checkpoint's.
func (c *File[R]) readRows(h Header, read RowReader[R]) error {
	if _, err := c.file.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("%s: cannot read it (%s)", c.name, reason(err))
	}
	in := lines.NewReader(c.file, lines.Input)
	for {
		line, err := in.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return InputError{err}
		}
		if in.Number() == 1 { // the header, read already
			continue
		}
		key, r, ok, err := read(line, h)
		if err != nil {
			return Refusal{fmt.Errorf("%s %v; %s", c.name, err, fix)}
		}
		if ok {
			c.Done[key] = r
		}
	}
	return c.endLastLine()
}

// endLastLine ends the last line of c's file if a crash cut it short, so
// that the next row starts its own.
func (c *File[R]) endLastLine() error {
	st, err := c.file.Stat()
	if err != nil {
		return fmt.Errorf("%s: cannot read it (%s)", c.name, reason(err))
	}
	last := []byte{'\n'}
	if st.Size() > 0 {
		if _, err := c.file.ReadAt(last, st.Size()-1); err != nil {
			return fmt.Errorf("%s: cannot read it (%s)", c.name, reason(err))
		}
	}
	if last[0] != '\n' {
		c.file.Write([]byte("\n"))
	}
	return nil
}

// reason is what went wrong with the file, without the path and the
// operation that the message names already.
func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
