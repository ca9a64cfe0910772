package notebook_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/notebook"
)

// A documented cell is a Go cell of docs/notebook.md followed by what it
// shows: a fenced block, or a Markdown table written as it is, after
// its heading.
type documentedCell struct {
	line  int    // the line of the cell's opening fence, counted from 1
	code  string // the cell's Go code
	shown string // what the document says it shows
}

// parseCells finds the documented cells of a Markdown text. A Go cell
// with nothing shown after it (a definition, a whole program) is not one.
func parseCells(text string) []documentedCell {
	lines := strings.Split(text, "\n")
	var cells []documentedCell
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```go" {
			continue
		}
		cell := documentedCell{line: i + 1}
		end := blockEnd(lines, i)
		cell.code = strings.Join(lines[i+1:end], "\n")
		next := end + 1
		for next < len(lines) && lines[next] == "" {
			next++
		}
		switch {
		case next < len(lines) && lines[next] == "```":
			closing := blockEnd(lines, next)
			cell.shown = strings.Join(lines[next+1:closing], "\n")
		case tableEnd(lines, next) > next:
			cell.shown = strings.Join(lines[next:tableEnd(lines, next)], "\n")
		default:
			continue
		}
		cells = append(cells, cell)
		i = end
	}
	return cells
}

// tableEnd returns the line after a Markdown table that starts on line
// first or after a heading line and a blank line there, or first if no
// table does.
func tableEnd(lines []string, first int) int {
	start := first
	if start+2 < len(lines) && lines[start+1] == "" {
		start += 2 // a heading, as the results' Markdown writes one
	}
	if start >= len(lines) || !strings.HasPrefix(lines[start], "|") {
		return first
	}
	for start < len(lines) && strings.HasPrefix(lines[start], "|") {
		start++
	}
	return start
}

// blockEnd returns the line of the fence that closes the block opened on
// line open, or the number of lines if none does.
func blockEnd(lines []string, open int) int {
	for j := open + 1; j < len(lines); j++ {
		if strings.HasPrefix(lines[j], "```") {
			return j
		}
	}
	return len(lines)
}

// cellRuns does what each documented cell does, keyed by the cell's code
// exactly as docs/notebook.md writes it, and returns what the cell shows.
// The cells share res, the KRK count of the first cell.
func cellRuns(ctx context.Context, t *testing.T) map[string]func() string {
	res, err := notebook.Count(ctx, notebook.Spec{Material: "KRK"})
	if err != nil {
		t.Fatal(err)
	}
	show := func(v fmt.Stringer, err error) string {
		if err != nil {
			return err.Error()
		}
		return v.String()
	}
	markdown := func(v interface{ Markdown() string }, err error) string {
		if err != nil {
			return err.Error()
		}
		return v.Markdown()
	}
	return map[string]func() string{
		"import (\n    \"context\"\n    \"github.com/chesscount/count/notebook\"\n)\nctx := context.Background()\nres, err := notebook.Count(ctx, notebook.Spec{Material: \"KRK\"})\nres": func() string { return res.String() },
		"o, err := res.Orbits(ctx)\no":                 func() string { return show(res.Orbits(ctx)) },
		"p, err := res.Canonical(\"Kc6 Rh1 kd8\")\np":  func() string { return show(res.Canonical("Kc6 Rh1 kd8")) },
		"_, err = res.Canonical(\"Ka1 kb2 Rc3\")\nerr": func() string { _, err := res.Canonical("Ka1 kb2 Rc3"); return fmt.Sprint(err) },
		"pos, err := notebook.Positions(ctx, notebook.PositionsSpec{Material: \"KRvK\"})\npos": func() string {
			return show(notebook.Positions(ctx, notebook.PositionsSpec{Material: "KRvK"}))
		},
		"men, err := notebook.Men(ctx, notebook.MenSpec{Men: 3, Rules: \"legal\", ToMove: \"white\"})\nfmt.Print(men.Markdown())": func() string {
			return markdown(notebook.Men(ctx, notebook.MenSpec{Men: 3, Rules: "legal", ToMove: "white"}))
		},
		"all, err := notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 3})\nfmt.Print(all.Markdown())": func() string {
			return markdown(notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 3}))
		},
		"every, err := notebook.All(ctx, notebook.AllSpec{MaxMen: 5})\nfmt.Print(every.Markdown())": func() string {
			return markdown(notebook.All(ctx, notebook.AllSpec{MaxMen: 5}))
		},
		"v, err := res.Verify(ctx)\nv": func() string { return show(res.Verify(ctx)) },
		"tctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)\ndefer cancel()\n_, err = notebook.MenPositions(tctx, notebook.MenPositionsSpec{Men: 6})\nerrors.Is(err, context.DeadlineExceeded), err": func() string {
			tctx, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
			defer cancel()
			_, err := notebook.MenPositions(tctx, notebook.MenPositionsSpec{Men: 6})
			return fmt.Sprint(errors.Is(err, context.DeadlineExceeded), " ", err)
		},
		"_, err = notebook.Count(ctx, notebook.Spec{Material: \"KPK\", Group: \"rotations\"})\nerrors.Is(err, notebook.ErrGroup), err": func() string {
			_, err := notebook.Count(ctx, notebook.Spec{Material: "KPK", Group: "rotations"})
			return fmt.Sprint(errors.Is(err, notebook.ErrGroup), " ", err)
		},
		"_, err = notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 4, Castling: \"chess960\", Board: \"6x6\"})\nerrors.Is(err, notebook.ErrCastling), err": func() string {
			_, err := notebook.MenPositions(ctx, notebook.MenPositionsSpec{Men: 4, Castling: "chess960", Board: "6x6"})
			return fmt.Sprint(errors.Is(err, notebook.ErrCastling), " ", err)
		},
		"q, _ := notebook.Count(ctx, notebook.Spec{Material: \"8Q\", Rules: \"nonattacking\"})\nfmt.Print(q.Explain())": func() string {
			q, err := notebook.Count(ctx, notebook.Spec{Material: "8Q", Rules: "nonattacking"})
			if err != nil {
				return err.Error()
			}
			return q.Explain()
		},
	}
}

// deadlineCell is the start of the one cell whose output depends on how
// fast the machine is: how far MenPositions got before its deadline.
const deadlineCell = "tctx, cancel"

// sameDeadlineWords reports whether two outputs of the deadline cell,
// "true MATERIAL, material K of M with 6 men: context deadline
// exceeded", agree but for the material and K, which vary.
func sameDeadlineWords(shown, got string) bool {
	words := func(s string) (first, after string) {
		first, _, _ = strings.Cut(s, " ")
		_, after, _ = strings.Cut(s, " with ")
		return first, after
	}
	sf, sa := words(shown)
	gf, ga := words(got)
	return sf == gf && sa == ga && sa != ""
}

// Each Go cell of docs/notebook.md that shows something shows what the
// library returns for it, so that the page cannot drift from the code. A
// new cell needs its run in cellRuns; a failure names the line.
func TestNotebookDoc(t *testing.T) {
	text, err := os.ReadFile("../docs/notebook.md")
	if err != nil {
		t.Fatal(err)
	}
	cells := parseCells(string(text))
	if len(cells) < 10 {
		t.Fatalf("found %d cells with outputs in docs/notebook.md; the reader of this test lost them", len(cells))
	}
	runs := cellRuns(context.Background(), t)
	for _, c := range cells {
		run, ok := runs[c.code]
		if !ok {
			t.Errorf("docs/notebook.md:%d: a cell this test does not run; add it to cellRuns:\n%s", c.line, c.code)
			continue
		}
		got := strings.TrimRight(run(), "\n")
		want := strings.TrimRight(c.shown, "\n")
		same := got == want
		if strings.HasPrefix(c.code, deadlineCell) {
			same = sameDeadlineWords(want, got)
		}
		if !same {
			t.Errorf("docs/notebook.md:%d: the cell shows\n%s\nwhere the document says\n%s", c.line, got, want)
		}
	}
}
