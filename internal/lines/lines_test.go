package lines_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/chesscount/count/internal/lines"
)

// readAll returns the lines of in read within limits, and the error that
// ended the reading (nil at the end of the input).
func readAll(in io.Reader, limits lines.Limits) ([]string, error) {
	r := lines.NewReader(in, limits)
	var out []string
	for {
		line, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, string(line))
	}
}

func TestLines(t *testing.T) {
	limits := lines.Limits{Line: 5, Total: 100}
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"\n", []string{""}},
		{"ab\ncd", []string{"ab", "cd"}},
		{"ab\r\ncd\r\n", []string{"ab", "cd"}},
		{"12345\n12345", []string{"12345", "12345"}}, // exactly the limit
		{"12345\r\n", []string{"12345"}},             // the limit and a two-byte ending
		{"a\n\nb\n", []string{"a", "", "b"}},
	} {
		got, err := readAll(strings.NewReader(c.in), limits)
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
			t.Errorf("lines of %q: %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// A byte order mark at the start of the input is no part of the first
// line, nor of the line's limit; anywhere else it is the line's text.
func TestByteOrderMark(t *testing.T) {
	limits := lines.Limits{Line: 5, Total: 100}
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"\ufeff", nil},
		{"\ufeff\n", []string{""}},
		{"\ufeff12345\nab", []string{"12345", "ab"}},
		{"\ufeffa\r\n\ufeffb\n", []string{"a", "\ufeffb"}},
		{"\xef\xbbab\n", []string{"\xef\xbbab"}}, // half a mark is text
	} {
		got, err := readAll(strings.NewReader(c.in), limits)
		if err != nil || strings.Join(got, "|") != strings.Join(c.want, "|") || len(got) != len(c.want) {
			t.Errorf("lines of %q: %q, %v; want %q", c.in, got, err, c.want)
		}
	}
}

// A line over the limit ends the reading with its number, whether a newline
// follows it or not.
func TestLineTooLong(t *testing.T) {
	for _, in := range []string{"ab\n123456\ncd\n", "ab\n123456", "ab\n1234567890123\n", "ab\n123456\r\n"} {
		got, err := readAll(strings.NewReader(in), lines.Limits{Line: 5, Total: 100})
		var long *lines.LineTooLongError
		if !errors.As(err, &long) || long.Line != 2 || len(got) != 1 || err.Error() != "line 2 is longer than 5 bytes" {
			t.Errorf("lines of %q: %q, %v; want line 1 and then line 2 too long", in, got, err)
		}
	}
}

// An input over its total ends the reading at the line that passes it.
func TestTooLarge(t *testing.T) {
	got, err := readAll(strings.NewReader("1234\n1234\n1234\n"), lines.Limits{Line: 5, Total: 12})
	var large *lines.TooLargeError
	if !errors.As(err, &large) || large.Line != 3 || len(got) != 2 || err.Error() != "it holds more than 12 bytes (at line 3)" {
		t.Errorf("lines: %q, %v; want 2 lines and then too large at line 3", got, err)
	}
	if got, err := readAll(strings.NewReader("1234\n1234\n"), lines.Limits{Line: 5, Total: 10}); err != nil || len(got) != 2 {
		t.Errorf("lines of exactly the total: %q, %v", got, err)
	}
}

// zeros is a reader that never ends: every byte it reads is 0.
type zeros struct{ read int64 }

func (z *zeros) Read(p []byte) (int, error) {
	clear(p)
	z.read += int64(len(p))
	return len(p), nil
}

// An endless line is read no further than its limit and the buffer's
// ending.
func TestEndlessLine(t *testing.T) {
	z := &zeros{}
	_, err := readAll(z, lines.Input)
	var long *lines.LineTooLongError
	if !errors.As(err, &long) || long.Line != 1 || z.read > int64(lines.Input.Line)+2 {
		t.Errorf("an endless line: %v after %d bytes; want line 1 too long within %d bytes", err, z.read, lines.Input.Line+2)
	}
}

// A failure to read is passed on, and repeated.
func TestReadError(t *testing.T) {
	boom := errors.New("boom")
	r := lines.NewReader(io.MultiReader(strings.NewReader("a\n"), iotest.ErrReader(boom)), lines.Input)
	first, err1 := r.Next()
	_, err2 := r.Next()
	_, err3 := r.Next()
	if string(first) != "a" || err1 != nil || err2 != boom || err3 != boom {
		t.Errorf("lines: %q %v, then %v, %v; want a, then boom twice", first, err1, err2, err3)
	}
}

func TestFormatBytes(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{65536, "64 KiB"}, {64 << 20, "64 MiB"}, {1000, "1000 bytes"}, {1 << 30, "1 GiB"}, {1536, "1536 bytes"}} {
		if got := lines.FormatBytes(c.n); got != c.want {
			t.Errorf("FormatBytes(%d) = %q; want %q", c.n, got, c.want)
		}
	}
}

// Reading a text back line by line gives its lines, whatever it holds,
// or stops at a line over the limit.
func FuzzReader(f *testing.F) {
	for _, s := range []string{"", "a\nb", "a\r\n\r\nb\n", "123456789\n1"} {
		f.Add(s)
	}
	f.Add("\ufeffa\nb")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := readAll(strings.NewReader(s), lines.Limits{Line: 8, Total: 1 << 20})
		s = strings.TrimPrefix(s, "\ufeff") // a byte order mark is no part of the text
		want := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
		if s == "" {
			want = nil
		}
		for i := range want {
			want[i] = strings.TrimSuffix(want[i], "\r")
			if len(want[i]) > 8 {
				var long *lines.LineTooLongError
				if !errors.As(err, &long) || long.Line != i+1 || len(got) != i {
					t.Fatalf("%q: %q, %v; want line %d too long", s, got, err, i+1)
				}
				return
			}
		}
		if err != nil || strings.Join(got, "\n") != strings.Join(want, "\n") || len(got) != len(want) {
			t.Fatalf("%q: %q, %v; want %q", s, got, err, want)
		}
	})
}

// The lines of a short input, and what a line too long does.
func ExampleReader() {
	r := lines.NewReader(strings.NewReader("8/8/8/8/8/8/8/K6k w - -\r\n\nthis line is longer than the limit\n"), lines.Limits{Line: 30, Total: 1000})
	for {
		line, err := r.Next()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Printf("%d: %q\n", r.Number(), line)
	}
	fmt.Println(lines.Input.Describe())
	// Output:
	// 1: "8/8/8/8/8/8/8/K6k w - -"
	// 2: ""
	// line 3 is longer than 30 bytes
	// lines of at most 64 KiB and 64 MiB in all
}

// A number of bytes in the largest binary unit that divides it.
func ExampleFormatBytes() {
	for _, n := range []int64{64 << 10, 64 << 20, 1 << 30, 1000, 1536} {
		fmt.Println(lines.FormatBytes(n))
	}
	// Output:
	// 64 KiB
	// 64 MiB
	// 1 GiB
	// 1000 bytes
	// 1536 bytes
}
