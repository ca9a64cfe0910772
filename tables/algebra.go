package tables

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/chesscount/count/bitboard"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// label names e in notation n: its name, its Leapfrog word, or the
// thesis's σ/τ name.
func label(e symmetry.Element, n Notation) string {
	switch n {
	case Leapfrog:
		return e.Word()
	case Thesis:
		return e.Thesis()
	}
	return e.Name()
}

// CayleyTable writes the group table of the eight symmetries: the entry in
// row a, column b is "a then b" (Leapfrog's word ab), each named in
// notation n. A last column gives each row's inverse.
func CayleyTable(w io.Writer, f Format, n Notation) error {
	header := []string{"first \\ then"}
	for _, e := range symmetry.AllElements {
		header = append(header, label(e, n))
	}
	header = append(header, "inverse")
	var rows [][]string
	for _, a := range symmetry.AllElements {
		row := []string{label(a, n)}
		for _, b := range symmetry.AllElements {
			row = append(row, label(a.Then(b), n))
		}
		rows = append(rows, append(row, label(a.Inverse(), n)))
	}
	switch f {
	case JSON:
		return cayleyJSON(w, n)
	case CSV:
		return Rows(w, f, header, rows)
	}
	return section(w, f, "The eight symmetries of the square board: row, then column", header, rows, nil,
		"Leapfrog's 'Symmetry' page writes \"first X then Y\" as the word XY; on 8x8, H is (x,y)→(x,7−y), V is (x,y)→(7−x,y), D is (x,y)→(y,x).")
}

// cayleyJSON writes the group table as one object: the elements, the
// products (products[i][j] is elements[i] then elements[j]) and each
// element's inverse, named in notation n.
func cayleyJSON(w io.Writer, n Notation) error {
	var t struct {
		Elements []string   `json:"elements"`
		Products [][]string `json:"products"`
		Inverses []string   `json:"inverses"`
	}
	for _, a := range symmetry.AllElements {
		t.Elements = append(t.Elements, label(a, n))
		t.Inverses = append(t.Inverses, label(a.Inverse(), n))
		var row []string
		for _, b := range symmetry.AllElements {
			row = append(row, label(a.Then(b), n))
		}
		t.Products = append(t.Products, row)
	}
	return writeIndented(w, t)
}

// Reduction writes the steps of reducing a word to normal form (see
// symmetry.Reduce) and the element it names on board b.
func Reduction(w io.Writer, steps []string, e symmetry.Element, b pieces.Board) {
	fmt.Fprintln(w, strings.Join(steps, " → "))
	fmt.Fprintf(w, "%s = %s: %s, %s, thesis %s\n", steps[0], e.Word(), e.Name(), e.Formula(b), e.Thesis())
}

// IndexTables writes the two tables of Leapfrog's "Index Transformation" page: the 8x8
// table of Move(final, start), each with the octal mask an index of two
// squares is XORed with and "+D" when D follows, and the 64x64 table of
// the symmetry Leapfrog applies for each pair of squares of the first two
// men.
func IndexTables(w io.Writer, f Format) error {
	header := []string{"final \\ start"}
	for _, e := range symmetry.AllElements {
		header = append(header, e.Word())
	}
	var rows [][]string
	for _, final := range symmetry.AllElements {
		row := []string{final.Word()}
		for _, start := range symmetry.AllElements {
			m := bitboard.Move(final, start)
			xor, d := bitboard.Mask(m, 2)
			cell := fmt.Sprintf("%s %04o", m.Word(), uint64(xor))
			if d {
				cell += "+D"
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	b := pieces.Chessboard
	pairHeader := []string{"first \\ second"}
	for sq := range pieces.Square(64) {
		pairHeader = append(pairHeader, b.Name(sq))
	}
	var pairs [][]string
	table := bitboard.LeapfrogTable()
	for a := range 64 {
		row := []string{b.Name(pieces.Square(a))}
		for s := range 64 {
			row = append(row, table[a][s].Word())
		}
		pairs = append(pairs, row)
	}
	switch f {
	case JSON: // one document: each table as its header and rows
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string][][]string{
			"products": append([][]string{header}, rows...),
			"leapfrog": append([][]string{pairHeader}, pairs...),
		})
	case CSV:
		if err := Rows(w, f, header, rows); err != nil {
			return err
		}
		return Rows(w, f, pairHeader, pairs)
	}
	if err := section(w, f, "Products with inverses: final, then the inverse of start (Leapfrog's 'Index Transformation' page), with the mask for a two-square index", header, rows, nil); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return section(w, f, "The symmetry Leapfrog applies, by the squares of the first two men", pairHeader, pairs, nil,
		"The first man goes into a1-d1-d4; when it lands on the a1-h8 diagonal, the second goes into a1-a8-h8.")
}
