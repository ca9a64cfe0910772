package orbits

import (
	"cmp"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Canonical returns the canonical image of a configuration: of its images
// under perms, the smallest, with identical men interchangeable. Men are
// listed by colour, then kind, then square, and the smallest list of
// squares wins. It also returns the index in perms of an element that maps
// men onto that image.
func Canonical(men []placement.Man, perms [][]pieces.Square) ([]placement.Man, int) {
	var best []placement.Man
	at := -1
	image := make([]placement.Man, len(men))
	for i, p := range perms {
		for j, m := range men {
			image[j] = placement.Man{Piece: m.Piece, Square: p[m.Square]}
		}
		slices.SortFunc(image, compareMen)
		if best == nil || slices.CompareFunc(image, best, compareMen) < 0 {
			best, at = slices.Clone(image), i
		}
	}
	return best, at
}

func compareMen(a, b placement.Man) int {
	return cmp.Or(cmp.Compare(a.Piece.Color, b.Piece.Color), cmp.Compare(a.Piece.Kind, b.Piece.Kind), cmp.Compare(a.Square, b.Square))
}
