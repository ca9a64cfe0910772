package tables

import (
	"errors"
	"io"
	"math/big"

	"github.com/chesscount/count/scheme"
)

// Schemes writes, for each report (one material, one side to move), the
// legal positions, their classes and labelled classes, and what each index
// scheme spends: the entries, how many more than the classes and that as a
// percentage of them. An index that has no entries for the material says
// why in the note column.
func Schemes(w io.Writer, f Format, reports []*scheme.Report) error {
	header := []string{"material", "to move", "scheme", "entries", "over the classes", "overhead %", "note"}
	var rows [][]string
	for _, r := range reports {
		row := func(name string, n *big.Int, note string) {
			over, pct := scheme.Kept{Positions: n}.Overhead(r.Classes)
			rows = append(rows, []string{r.Spec.Material.String(), toMove(r.Spec), name, n.String(), over.String(), pct.FloatString(3), note})
		}
		row(positionsName(r), r.Positions, "")
		row("classes (Burnside)", r.Classes, "")
		row("classes, identical men labelled", r.Labelled, "as Syzygy's statistics count")
		row("men numbered, no symmetry (64·63·…)", r.Numbered, "")
		for _, k := range r.Kept {
			row(k.Scheme, k.Positions, "positions kept")
		}
		for _, x := range r.Indexes {
			switch {
			case x.Err != nil:
				rows = append(rows, []string{r.Spec.Material.String(), toMove(r.Spec), x.Index.String(), "", "", "", reason(x.Err)})
			case x.Size.Mirrored:
				rows = append(rows, []string{r.Spec.Material.String(), toMove(r.Spec), x.Index.String(), "0", "", "",
					"none stored: read by the colour swap from the other side to move"})
			default:
				row(x.Index.String(), big.NewInt(int64(x.Size.Entries)), "index entries")
			}
		}
	}
	return Rows(w, f, header, rows)
}

// reason returns why an index has no entries: an IndexError's reason, or
// the error.
func reason(err error) string {
	var ie *scheme.IndexError
	if errors.As(err, &ie) {
		return "no index: " + ie.Reason
	}
	return err.Error()
}

// positionsName names what a report's positions are.
func positionsName(r *scheme.Report) string {
	if toMove(r.Spec) == "-" {
		return "placements"
	}
	return "legal positions"
}
