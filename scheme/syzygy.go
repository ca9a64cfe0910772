package scheme

import "github.com/chesscount/count/pieces"

// syzygyProbe is SyzygyProbe's Size.
func syzygyProbe(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	return IndexSize{}, &IndexError{SyzygyProbe, m, "not written yet"}
}

// syzygyGenerator is SyzygyGenerator's Size.
func syzygyGenerator(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	return IndexSize{}, &IndexError{SyzygyGenerator, m, "not written yet"}
}
