package orbits

import (
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// imageTest tells whether a configuration is canonical: no image of it
// under the group sorts before it. A configuration, and each image, lists
// the men run by run with each run's squares increasing, and two are
// compared square by square. It also counts a canonical configuration's
// distinct images, the members of its class.
type imageTest struct {
	perms  [][]pieces.Square
	runs   []run
	image  []placement.Man   // the image under the element at hand
	images [][]placement.Man // the distinct images found; buffers reused
}

func newImageTest(perms [][]pieces.Square, runs []run) *imageTest {
	men := 0
	for _, r := range runs {
		men += r.men
	}
	return &imageTest{perms: perms, runs: runs, image: make([]placement.Man, men)}
}

// canonical reports whether no image of men sorts before men, and, if so,
// the number of distinct images. men lists the runs' men in order, each
// run's squares increasing.
func (t *imageTest) canonical(men []placement.Man) (canonical bool, images int) {
	distinct := 0
	for _, p := range t.perms {
		t.mapMen(men, p)
		if precedes(t.image, men) {
			return false, 0
		}
		distinct = t.gather(distinct)
	}
	return true, distinct
}

// mapMen sets t.image to the image of men under the permutation p, each
// run's squares sorted.
func (t *imageTest) mapMen(men []placement.Man, p []pieces.Square) {
	for i, m := range men {
		t.image[i] = placement.Man{Piece: m.Piece, Square: p[m.Square]}
	}
	start := 0
	for _, r := range t.runs {
		if r.men > 1 {
			slices.SortFunc(t.image[start:start+r.men], func(a, b placement.Man) int { return int(a.Square - b.Square) })
		}
		start += r.men
	}
}

// precedes reports whether the configuration a sorts before b: at the
// first man where their squares differ, a's is the lower.
func precedes(a, b []placement.Man) bool {
	for i := range a {
		if a[i].Square != b[i].Square {
			return a[i].Square < b[i].Square
		}
	}
	return false
}

// gather adds t.image to the first distinct of t.images unless it is among
// them, and returns how many distinct images there are now.
func (t *imageTest) gather(distinct int) int {
	for _, seen := range t.images[:distinct] {
		if slices.Equal(seen, t.image) {
			return distinct
		}
	}
	if distinct == len(t.images) {
		t.images = append(t.images, make([]placement.Man, len(t.image)))
	}
	copy(t.images[distinct], t.image)
	return distinct + 1
}
