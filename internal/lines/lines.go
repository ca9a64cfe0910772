// Package lines reads text a line at a time within fixed bounds: a line
// longer than the limit, or more bytes in all than the input's limit, ends
// the reading with an error that says so. However long a line or large the
// input (a stream of zero bytes that never ends), a Reader holds at most a
// line's limit in memory, and reads at most a line's limit past the point
// where it stops. A byte order mark (U+FEFF, as some editors write at the
// start of a UTF-8 file) at the start of the input is skipped: it is no
// part of the first line. The command's readers of user input (FEN and
// EPD lines, checkpoints, files to merge) all read through it.
package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Limits bound what a Reader reads.
type Limits struct {
	Line  int   // the longest line allowed, in bytes, its ending not counted
	Total int64 // the most bytes the input may hold in all
}

// Input are the limits of the command's user input: lines of at most
// 64 KiB, inputs of at most 64 MiB.
var Input = Limits{Line: 64 << 10, Total: 64 << 20}

// Describe writes the limits as a sentence's object: "lines of at most
// 64 KiB and 64 MiB in all".
func (l Limits) Describe() string {
	return fmt.Sprintf("lines of at most %s and %s in all", FormatBytes(int64(l.Line)), FormatBytes(l.Total))
}

// FormatBytes writes a number of bytes in the largest binary unit that divides
// it: 65536 is "64 KiB", 1000 is "1000 bytes".
func FormatBytes(n int64) string {
	for _, u := range []struct {
		name  string
		bytes int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.bytes && n%u.bytes == 0 {
			return fmt.Sprintf("%d %s", n/u.bytes, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// LineTooLongError is the error of a line longer than Limits.Line.
type LineTooLongError struct {
	Line  int // its number, from 1
	Limit int // Limits.Line
}

func (e *LineTooLongError) Error() string {
	return fmt.Sprintf("line %d is longer than %s", e.Line, FormatBytes(int64(e.Limit)))
}

// TooLargeError is the error of an input that holds more than
// Limits.Total bytes.
type TooLargeError struct {
	Line  int   // the line being read when the limit was passed
	Limit int64 // Limits.Total
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("it holds more than %s (at line %d)", FormatBytes(e.Limit), e.Line)
}

// Reader reads lines within Limits.
type Reader struct {
	in     *bufio.Reader
	limits Limits
	read   int64 // bytes read so far
	number int   // the number of the last line returned
	err    error // the error that ended the reading
}

// NewReader returns a Reader of r within limits. A limit of 0 or less
// means 1.
func NewReader(r io.Reader, limits Limits) *Reader {
	limits.Line = max(limits.Line, 1)
	limits.Total = max(limits.Total, 1)
	// A line, its "\r\n" and nothing more fit in the buffer: a full
	// buffer without a newline is a line too long.
	return &Reader{in: bufio.NewReaderSize(r, limits.Line+2), limits: limits}
}

// Next returns the next line without its ending ("\n" or "\r\n"), valid
// until the next call, and io.EOF after the last line. A last line without
// a newline is a line. A line too long gives a *LineTooLongError, an input
// too large a *TooLargeError, a failure to read the reader's own error;
// after any error Next returns the same error again.
func (r *Reader) Next() ([]byte, error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.read == 0 {
		r.skipByteOrderMark()
	}
	line, err := r.in.ReadSlice('\n')
	r.read += int64(len(line))
	if len(line) > 0 {
		r.number++
	}
	switch {
	case errors.Is(err, bufio.ErrBufferFull):
		r.err = &LineTooLongError{Line: r.number, Limit: r.limits.Line}
	case r.read > r.limits.Total:
		r.err = &TooLargeError{Line: r.number, Limit: r.limits.Total}
	case err != nil && (err != io.EOF || len(line) == 0):
		r.err = err
	}
	if r.err != nil {
		return nil, r.err
	}
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) > r.limits.Line { // a last line, without a newline, that fills the buffer
		r.err = &LineTooLongError{Line: r.number, Limit: r.limits.Line}
		return nil, r.err
	}
	return line, nil
}

// byteOrderMark is U+FEFF in UTF-8.
var byteOrderMark = []byte("\ufeff")

// skipByteOrderMark skips a byte order mark at the start of the input,
// counting its bytes as read.
func (r *Reader) skipByteOrderMark() {
	if start, _ := r.in.Peek(len(byteOrderMark)); bytes.Equal(start, byteOrderMark) {
		n, _ := r.in.Discard(len(byteOrderMark))
		r.read += int64(n)
	}
}

// Number returns the number of the line Next returned last, from 1: the
// line an error is about.
func (r *Reader) Number() int { return r.number }
