package placement

import (
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"

	"github.com/chesscount/count/internal/crossing"
	"github.com/chesscount/count/internal/genfunc"
)

// A shapeRay is a ray of a shape, modulo p, as a crossing.LineAlgebra:
// each of its squares is an orbit, whose men may be its allowed pieces,
// the first man on the ray its blocking ones.
type shapeRay struct {
	m       *genfunc.Monomials
	squares []raySquare
	p       uint64
}

func (r shapeRay) Copy(dst, src genfunc.Poly) genfunc.Poly { copy(dst, src); return dst }
func (r shapeRay) Clear(f genfunc.Poly) genfunc.Poly       { clear(f); return f }

func (r shapeRay) Pass(f, beyond genfunc.Poly, j int) (genfunc.Poly, genfunc.Poly) {
	s := r.squares[j]
	r.m.AddPowers(f, beyond, s.blocking, s.length, r.p)
	r.m.MulFactor(beyond, s.allowed, s.length, r.p)
	return f, beyond
}

// TestRaysAgainstMulLine checks shape.multiplyRays, the shapes' own pass
// along their rays, against crossing.MulLine, the pass both counters
// share, on random rays of orbits of one to four squares.
func TestRaysAgainstMulLine(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const p = 1<<61 - 1
	var stop atomic.Bool
	for trial := range 500 {
		counts := []int{r.IntN(4), r.IntN(4), r.IntN(4)}
		m := genfunc.NewMonomials(counts)
		var sh shape
		for range 1 + r.IntN(3) {
			sh.startRay()
			for range r.IntN(6) {
				allowed := genfunc.Set(r.IntN(8))
				sh.addRaySquare(raySquare{allowed: allowed, blocking: allowed & genfunc.Set(r.IntN(8)), length: 1 + r.IntN(3)})
			}
			sh.endRay(r.IntN(3) == 0)
		}
		got, want := m.NewPoly(), m.NewPoly()
		for i := range got {
			got[i] = r.Uint64N(p)
		}
		copy(want, got)
		sh.multiplyRays(m, got, m.NewPoly(), p, &stop)
		g := m.NewPoly()
		for _, ray := range sh.rays {
			want, g = crossing.MulLine(shapeRay{m, sh.squares[ray.start:ray.end], p}, want, g, ray.end-ray.start, !ray.closed)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("trial %d: rays %+v of squares %+v: multiplyRays %v, MulLine %v", trial, sh.rays, sh.squares, got, want)
		}
	}
}
