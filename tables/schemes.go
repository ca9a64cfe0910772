package tables

import (
	"io"

	"github.com/chesscount/count/scheme"
)

// Schemes writes, for each report, the classes and the positions each
// index scheme keeps, with how many more than the classes and that as a
// percentage of them.
func Schemes(w io.Writer, f Format, reports []*scheme.Report) error {
	header := []string{"material", "scheme", "positions kept", "over the classes", "overhead %"}
	var rows [][]string
	for _, r := range reports {
		name := r.Spec.Material.String()
		rows = append(rows, []string{name, "classes (Burnside)", r.Classes.String(), "0", "0.000"})
		for _, k := range r.Kept {
			over, pct := k.Overhead(r.Classes)
			rows = append(rows, []string{name, k.Scheme, k.Positions.String(), over.String(), pct.FloatString(3)})
		}
	}
	return Rows(w, f, header, rows)
}
