package genfunc

import (
	"fmt"
	"math/big"
	"testing"
)

// benchCounts are the men of each piece beside the kings of KRRBvKQNP and
// of a large puzzle army.
var benchCounts = [][]int{{2, 1, 1, 1, 1}, {3, 3, 2, 2, 2, 2}}

func BenchmarkMulFactor(b *testing.B) {
	benchFactors(b, func(m *Monomials, f, _ Poly, vars Set, length int, p uint64) { m.MulFactor(f, vars, length, p) })
}

func BenchmarkAddPowers(b *testing.B) {
	benchFactors(b, func(m *Monomials, f, g Poly, vars Set, length int, p uint64) { m.AddPowers(f, g, vars, length, p) })
}

// benchFactors runs op on polynomials of each of benchCounts, with every
// variable, for lengths 1 and 2.
func benchFactors(b *testing.B, op func(m *Monomials, f, g Poly, vars Set, length int, p uint64)) {
	p := Moduli(big.NewInt(1))[0]
	for _, counts := range benchCounts {
		for _, length := range []int{1, 2} {
			b.Run(fmt.Sprint(counts, length), func(b *testing.B) {
				m := NewMonomials(counts)
				f, g := m.NewPoly(), m.NewPoly()
				m.One(f)
				m.One(g)
				all := Set(1<<len(counts) - 1)
				for b.Loop() {
					op(m, f, g, all, length, p)
				}
			})
		}
	}
}

func BenchmarkCombine(b *testing.B) {
	for _, bits := range []uint{60, 200, 1000} {
		b.Run(fmt.Sprint(bits), func(b *testing.B) {
			ps := Moduli(new(big.Int).Lsh(big.NewInt(1), bits))
			r := make([]uint64, len(ps))
			for i, p := range ps {
				r[i] = p / 3
			}
			for b.Loop() {
				Combine(r, ps)
			}
		})
	}
}
