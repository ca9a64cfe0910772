package genfunc

import (
	"fmt"
	"math/big"
	randv1 "math/rand"
	"math/rand/v2"
	"slices"
	"testing"
)

// bigPoly is a polynomial with exact coefficients, keyed by the exponent
// vector written as a string: the exact products the modular ones are
// checked against.
type bigPoly map[string]*big.Int

// exponents returns the exponent vectors e ≤ counts, in any order.
func exponents(counts []int) [][]int {
	out := [][]int{{}}
	for _, c := range counts {
		var next [][]int
		for _, e := range out {
			for k := 0; k <= c; k++ {
				next = append(next, append(append([]int(nil), e...), k))
			}
		}
		out = next
	}
	return out
}

// index returns the exponent vector's index among the monomials, found
// by searching every monomial's digits rather than by its stride.
func index(m *Monomials, e []int) int {
	for i := range m.Len() {
		match := true
		for t := range e {
			if int(m.digits[i*m.vars+t]) != e[t] {
				match = false
			}
		}
		if match {
			return i
		}
	}
	panic("no monomial")
}

// mulPowers returns Σ_{t∈vars} x_t^length · g, truncated at counts.
func mulPowers(g bigPoly, counts []int, vars Set, length int) bigPoly {
	out := bigPoly{}
	for _, e := range exponents(counts) {
		c := g[fmt.Sprint(e)]
		for t := range counts {
			if !vars.Has(t) || e[t]+length > counts[t] {
				continue
			}
			up := append([]int(nil), e...)
			up[t] += length
			key := fmt.Sprint(up)
			if out[key] == nil {
				out[key] = new(big.Int)
			}
			out[key].Add(out[key], c)
		}
	}
	return out
}

func plus(f, g bigPoly) bigPoly {
	out := bigPoly{}
	for _, h := range []bigPoly{f, g} {
		for k, c := range h {
			if out[k] == nil {
				out[k] = new(big.Int)
			}
			out[k].Add(out[k], c)
		}
	}
	return out
}

// equalMod reports whether f is g modulo p on every monomial of m.
func equalMod(m *Monomials, counts []int, f Poly, g bigPoly, p uint64) bool {
	for _, e := range exponents(counts) {
		want := new(big.Int)
		if c := g[fmt.Sprint(e)]; c != nil {
			want.Mod(c, new(big.Int).SetUint64(p))
		}
		if f[index(m, e)] != want.Uint64() {
			return false
		}
	}
	return true
}

// random returns a random polynomial with coefficients below p, both
// as a Poly and exactly.
func random(rng *rand.Rand, m *Monomials, counts []int, p uint64) (Poly, bigPoly) {
	f, g := m.NewPoly(), bigPoly{}
	for _, e := range exponents(counts) {
		c := rng.Uint64N(p)
		f[index(m, e)] = c
		g[fmt.Sprint(e)] = new(big.Int).SetUint64(c)
	}
	return f, g
}

func TestMulFactorAndAddPowers(t *testing.T) {
	large := Moduli(big.NewInt(1))[0]
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct {
		counts []int
		vars   Set
		length int
		p      uint64
	}{
		{[]int{3}, 1, 1, large},
		{[]int{3}, 1, 2, large},
		{[]int{2, 3}, 3, 1, 97},
		{[]int{2, 3}, 2, 2, large},
		{[]int{1, 1, 2}, 7, 1, large},
		{[]int{1, 1, 2}, 5, 2, 101},
		{[]int{3, 0, 2}, 5, 3, large},
		{[]int{2, 2, 2, 1}, 0, 1, large},
		{[]int{4, 1, 3}, 6, 4, large},
	} {
		t.Run(fmt.Sprint(tc.counts, tc.vars, tc.length, tc.p), func(t *testing.T) {
			m := NewMonomials(tc.counts)
			f, fx := random(rng, m, tc.counts, tc.p)
			g, gx := random(rng, m, tc.counts, tc.p)
			m.AddPowers(f, g, tc.vars, tc.length, tc.p)
			if !equalMod(m, tc.counts, f, plus(fx, mulPowers(gx, tc.counts, tc.vars, tc.length)), tc.p) {
				t.Errorf("AddPowers differs from the exact product")
			}
			m.MulFactor(g, tc.vars, tc.length, tc.p)
			if !equalMod(m, tc.counts, g, plus(gx, mulPowers(gx, tc.counts, tc.vars, tc.length)), tc.p) {
				t.Errorf("MulFactor differs from the exact product")
			}
		})
	}
}

// TestPlacements checks a product of factors against a count by hand:
// on 8 single squares, 2 men of one kind and 3 of another go in
// C(8,2)·C(6,3) = 560 ways.
func TestPlacements(t *testing.T) {
	m := NewMonomials([]int{2, 3})
	p := Moduli(big.NewInt(1000))[0]
	f := m.NewPoly()
	m.One(f)
	for range 8 {
		m.MulFactor(f, 3, 1, p)
	}
	if got := m.Last(f); got != 560 {
		t.Errorf("got %d ways, want 560", got)
	}
}

func TestNewMonomialsLimit(t *testing.T) {
	if m := NewMonomials([]int{1 << 12, 1 << 11}); m != nil {
		t.Errorf("%d monomials, more than MaxMonomials, gave an index", (1<<12+1)*(1<<11+1))
	}
	if m := NewMonomials(nil); m == nil || m.Len() != 1 {
		t.Errorf("no variables: want the one monomial 1")
	}
}

func TestSubAndAdd(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, p := range []uint64{2, 97, Moduli(big.NewInt(1))[0]} {
		m := NewMonomials([]int{2, 2})
		f, fx := random(rng, m, []int{2, 2}, p)
		g, gx := random(rng, m, []int{2, 2}, p)
		Sub(f, g, p)
		for k, c := range gx {
			gx[k] = new(big.Int).Neg(c)
		}
		if !equalMod(m, []int{2, 2}, f, plus(fx, gx), p) {
			t.Errorf("Sub mod %d differs from math/big", p)
		}
		Add(f, g, p)
		if !equalMod(m, []int{2, 2}, f, fx, p) {
			t.Errorf("Add after Sub mod %d differs from math/big", p)
		}
	}
}

func TestMulMod(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 1000 {
		a, b, p := rng.Uint64(), rng.Uint64(), 1+rng.Uint64()
		want := new(big.Int).Mul(new(big.Int).SetUint64(a), new(big.Int).SetUint64(b))
		want.Mod(want, new(big.Int).SetUint64(p))
		if got := MulMod(a, b, p); got != want.Uint64() {
			t.Fatalf("MulMod(%d, %d, %d) = %d, want %d", a, b, p, got, want)
		}
	}
}

func TestModuli(t *testing.T) {
	for _, bound := range []string{"1", "4611686018427387000", "4611686018427388000", "1e40", "1e100"} {
		b, _ := new(big.Float).SetString(bound)
		n, _ := b.Int(nil)
		ps := Moduli(n)
		product := big.NewInt(1)
		for i, p := range ps {
			if !new(big.Int).SetUint64(p).ProbablyPrime(20) || p >= 1<<62 || i > 0 && p >= ps[i-1] {
				t.Fatalf("bound %s: moduli %v are not decreasing primes below 2^62", bound, ps)
			}
			if i == len(ps)-1 && product.Cmp(n) > 0 {
				t.Errorf("bound %s: %d moduli, one more than needed", bound, len(ps))
			}
			product.Mul(product, new(big.Int).SetUint64(p))
		}
		if product.Cmp(n) <= 0 {
			t.Errorf("bound %s: the product of the moduli does not exceed it", bound)
		}
	}
}

func TestCombine(t *testing.T) {
	rng := randv1.New(randv1.NewSource(9)) // big.Int.Rand takes math/rand's generator
	for _, tc := range []struct {
		name string
		ps   []uint64
	}{
		{"small", []uint64{3, 5, 7}},
		{"one", []uint64{101}},
		{"large", Moduli(new(big.Int).Lsh(big.NewInt(1), 300))},
	} {
		product := big.NewInt(1)
		for _, p := range tc.ps {
			product.Mul(product, new(big.Int).SetUint64(p))
		}
		for range 100 {
			x := new(big.Int).Rand(rng, product)
			r := make([]uint64, len(tc.ps))
			for i, p := range tc.ps {
				r[i] = new(big.Int).Mod(x, new(big.Int).SetUint64(p)).Uint64()
			}
			if got := Combine(r, tc.ps); got.Cmp(x) != 0 {
				t.Fatalf("%s: Combine(%v, %v) = %s, want %s", tc.name, r, tc.ps, got, x)
			}
		}
	}
}

// TestSignedModuli checks that the moduli for a bound tell apart every
// number from −bound to bound, and that one fewer would not.
func TestSignedModuli(t *testing.T) {
	for _, bound := range []*big.Int{big.NewInt(1), big.NewInt(1 << 61), new(big.Int).Exp(big.NewInt(13), big.NewInt(64), nil)} {
		twice := new(big.Int).Lsh(bound, 1)
		ps := SignedModuli(bound)
		product := big.NewInt(1)
		for _, p := range ps[:len(ps)-1] {
			product.Mul(product, new(big.Int).SetUint64(p))
		}
		if product.Cmp(twice) > 0 {
			t.Errorf("bound %s: %d moduli, one more than needed", bound, len(ps))
		}
		if product.Mul(product, new(big.Int).SetUint64(ps[len(ps)-1])); product.Cmp(twice) <= 0 {
			t.Errorf("bound %s: the product of the moduli does not exceed twice it", bound)
		}
	}
}

// TestCombineSigned checks CombineSigned against math/big on numbers
// either side of zero, up to the bound of SignedModuli.
func TestCombineSigned(t *testing.T) {
	rng := randv1.New(randv1.NewSource(10))
	for _, bound := range []*big.Int{big.NewInt(50), new(big.Int).Lsh(big.NewInt(1), 300)} {
		ps := SignedModuli(bound)
		for i := range 100 {
			x := new(big.Int).Rand(rng, new(big.Int).Add(bound, big.NewInt(1)))
			if i < 2 {
				x.Set(bound) // the bound itself, then −bound
			}
			if i%2 == 1 {
				x.Neg(x)
			}
			r := make([]uint64, len(ps))
			for j, p := range ps {
				r[j] = new(big.Int).Mod(x, new(big.Int).SetUint64(p)).Uint64()
			}
			if got := CombineSigned(r, ps); got.Cmp(x) != 0 {
				t.Fatalf("CombineSigned(%v, %v) = %s, want %s", r, ps, got, x)
			}
		}
	}
}

// TestBinomial checks the table of binomials against math/big.
func TestBinomial(t *testing.T) {
	for n := range 65 {
		for k := 0; k <= n; k++ {
			want := new(big.Int).Binomial(int64(n), int64(k))
			if got := Binomial(n, k); want.Cmp(new(big.Int).SetUint64(got)) != 0 || got >= 1<<61 {
				t.Fatalf("Binomial(%d, %d) = %d, want %s (below 2^61)", n, k, got, want)
			}
		}
	}
}

// TestSet checks a Set against a slice of booleans.
func TestSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		var s Set
		var in [MaxVars]bool
		for range rng.IntN(8) {
			v := rng.IntN(MaxVars)
			s, in[v] = s.With(v), true
		}
		n := 0
		for v, ok := range in {
			if s.Has(v) != ok {
				t.Fatalf("%b: Has(%d) = %v", s, v, !ok)
			}
			if ok {
				n++
			}
		}
		if s.Len() != n {
			t.Fatalf("%b: Len() = %d, want %d", s, s.Len(), n)
		}
		for ts := s; ts != 0; ts = ts.Rest() {
			v := ts.First()
			if !in[v] || ts.Rest().Has(v) {
				t.Fatalf("%b: First, Rest visit %d wrongly", s, v)
			}
			in[v] = false
		}
		if slices.Contains(in[:], true) {
			t.Fatalf("%b: First, Rest miss a variable", s)
		}
	}
}
