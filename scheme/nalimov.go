package scheme

import "github.com/chesscount/count/pieces"

// nalimov is Nalimov's Size.
func nalimov(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	return IndexSize{}, &IndexError{Nalimov, m, "not written yet"}
}
