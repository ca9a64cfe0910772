package allchess

import (
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/pieces"
)

// ArmiesAllowed refuses no armies of a position whose armies and
// refinements admit it, on random placements of up to every man of
// chess, and refuses some armies under each rule (it bites).
func TestArmiesAllowedLosesNone(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, refine := range [][]Refinement{{Captures}, {Captures, Files}, {Captures, Bishops}} {
		r := Rules{Board: pieces.Chessboard, Army: Chess, Refine: refine}
		refused := 0
		for range 20000 {
			cells, _ := randomCells(rng, r.Board, r.Army)
			p := positionOf(r, cells)
			if c := countsOf(p); c[0][pieces.King] != 1 || c[1][pieces.King] != 1 {
				continue // a king's square was taken
			}
			allowed := r.ArmiesAllowed(countsOf(p))
			if r.admitsAll(p) && !allowed {
				t.Fatalf("%s: ArmiesAllowed refuses the armies of %v, which the rules admit", r, cells)
			}
			if !allowed {
				refused++
			}
		}
		if refused < 100 {
			t.Errorf("%s: ArmiesAllowed refused %d of 20000 placements; the test needs it to bite", r, refused)
		}
	}
}

// countsOf returns each side's men of each kind in p.
func countsOf(p Position) [2][pieces.NumKinds]int {
	var out [2][pieces.NumKinds]int
	for _, m := range p.Men {
		if m != nil {
			out[m.Color][m.Kind]++
		}
	}
	return out
}
