package genfunc

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/internal/wide"
)

// ShiftByOne against f(1+u, 1+v) expanded term by term in math/big, on
// coefficients of both signs, some beyond 64 bits, and degrees cut below
// and beyond the polynomial's.
func TestShiftByOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const p = 1<<62 - 57
	for _, d := range [][4]int{{1, 1, 1, 1}, {3, 2, 3, 2}, {5, 4, 2, 7}, {9, 3, 12, 1}, {65, 2, 66, 2}} {
		d0, d1, n0, n1 := d[0], d[1], d[2], d[3]
		coef := make([]wide.Int, d0*d1)
		exact := make([]*big.Int, d0*d1)
		for i := range coef {
			x, y := rng.Int64N(1<<62)-1<<61, rng.Int64N(1<<40)-1<<39
			if i%3 == 0 {
				y = 0
			}
			coef[i].AddProduct(x, y)
			exact[i] = new(big.Int).Mul(big.NewInt(x), big.NewInt(y))
		}
		got := ShiftByOne(coef, d0, d1, n0, n1, p)
		for s0 := range n0 {
			for s1 := range n1 {
				want := new(big.Int)
				for a := s0; a < d0; a++ {
					for b := s1; b < d1; b++ {
						term := new(big.Int).Mul(exact[a+d0*b], new(big.Int).Binomial(int64(a), int64(s0)))
						want.Add(want, term.Mul(term, new(big.Int).Binomial(int64(b), int64(s1))))
					}
				}
				want.Mod(want, big.NewInt(p))
				if got[s0][s1] != want.Uint64() {
					t.Fatalf("%v: [%d][%d] = %d, want %d", d, s0, s1, got[s0][s1], want)
				}
			}
		}
	}
}

// f(x, y) = 2 + 3x + x·y, shifted: f(1+u, 1+v) = 6 + 4u + v + u·v.
func ExampleShiftByOne() {
	coef := []wide.Int{wide.Of(2), wide.Of(3), wide.Of(0), wide.Of(1)} // coef[a + 2·b]
	fmt.Println(ShiftByOne(coef, 2, 2, 2, 2, 1<<61-1))
	// Output: [[6 1] [4 1]]
}
