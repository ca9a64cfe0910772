package scheme

import "github.com/chesscount/count/pieces"

// gaviota is Gaviota's Size.
func gaviota(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	return IndexSize{}, &IndexError{Gaviota, m, "not written yet"}
}
