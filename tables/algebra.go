package tables

import (
	"fmt"
	"io"
	"strings"

	"count/burnside"
	"count/pieces"
)

// label names e in notation n: its name, its Leapfrog word, or the
// thesis's σ/τ name.
func label(e burnside.Element, n Notation) string {
	switch n {
	case Leapfrog:
		return e.Word()
	case Thesis:
		return e.Thesis()
	}
	return e.Name()
}

// CayleyTable writes the group table of the eight symmetries: the entry in
// row a, column b is "a then b" (the seed's word ab), each named in
// notation n. A last column gives each row's inverse.
func CayleyTable(w io.Writer, f Format, n Notation) error {
	header := []string{"first \\ then"}
	for _, e := range burnside.AllElements {
		header = append(header, label(e, n))
	}
	header = append(header, "inverse")
	var rows [][]string
	for _, a := range burnside.AllElements {
		row := []string{label(a, n)}
		for _, b := range burnside.AllElements {
			row = append(row, label(a.Then(b), n))
		}
		rows = append(rows, append(row, label(a.Inverse(), n)))
	}
	if f == JSON || f == CSV {
		return Rows(w, f, header, rows)
	}
	return section(w, f, "The eight symmetries of the square board: row, then column", header, rows, nil,
		"Seed 000 writes \"first X then Y\" as the word XY; on 8x8, H is (x,y)→(x,7−y), V is (x,y)→(7−x,y), D is (x,y)→(y,x).")
}

// Reduction writes the steps of reducing a word to normal form (see
// burnside.Reduce) and the element it names on board b.
func Reduction(w io.Writer, steps []string, e burnside.Element, b pieces.Board) {
	fmt.Fprintln(w, strings.Join(steps, " → "))
	fmt.Fprintf(w, "%s = %s: %s, %s, thesis %s\n", steps[0], e.Word(), e.Name(), e.Formula(b), e.Thesis())
}
