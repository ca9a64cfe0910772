package genfunc

import (
	"fmt"

	"github.com/chesscount/count/internal/wide"
)

// ShiftByOne returns, modulo p, the coefficients of f(1+u, 1+v) of degree
// below n0 in u and below n1 in v, where f(x, y) = Σ coef[a + d0·b]·x^a·y^b
// over a < d0 and b < d1: out[s0][s1] = Σ_{a,b} coef[a + d0·b]·C(a, s0)·
// C(b, s1). When a term x^a·y^b stands for a and b cells of two types,
// this counts, for each s0 and s1, the ways to choose which s0 and s1 of
// them hold a man. It panics unless len(coef) = d0·d1 and d0, d1 ≤ 65
// (Binomial's table).
func ShiftByOne(coef []wide.Int, d0, d1, n0, n1 int, p uint64) [][]uint64 {
	if len(coef) != d0*d1 || d0 > 65 || d1 > 65 {
		panic(fmt.Sprintf("genfunc: ShiftByOne of %d coefficients as %d by %d", len(coef), d0, d1))
	}
	out := make([][]uint64, n0)
	for s0 := range out {
		out[s0] = make([]uint64, n1)
	}
	t := make([]uint64, n0) // t[s0] = Σ_a coef[a + d0·b]·C(a, s0), for one b
	for b := range d1 {
		clear(t)
		for a := range d0 {
			c := coef[a+d0*b]
			if c.IsZero() {
				continue
			}
			cm := c.Mod(p)
			for s0 := 0; s0 <= a && s0 < n0; s0++ {
				t[s0] = AddMod(t[s0], MulMod(cm, Binomial(a, s0), p), p)
			}
		}
		for s0, x := range t {
			for s1 := 0; x != 0 && s1 <= b && s1 < n1; s1++ {
				out[s0][s1] = AddMod(out[s0][s1], MulMod(x, Binomial(b, s1), p), p)
			}
		}
	}
	return out
}
