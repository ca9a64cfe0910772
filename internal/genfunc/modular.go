package genfunc

import (
	"math/big"
	"math/bits"
	"sync"
)

// AddMod returns a+b mod p, for a, b < p < 2^63.
func AddMod(a, b, p uint64) uint64 {
	s := a + b // no overflow below 2^64
	if s >= p {
		s -= p
	}
	return s
}

// MulMod returns a·b mod p, for p > 0.
func MulMod(a, b, p uint64) uint64 {
	if a >= p { // (Rem64 needs the high word of a·b below p)
		a %= p
	}
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, p)
}

// Add adds g to f modulo p, coefficient by coefficient; the coefficients
// must be below p < 2^63.
func Add(f, g Poly, p uint64) {
	for i, c := range g {
		f[i] = AddMod(f[i], c, p)
	}
}

// Sub takes g away from f modulo p, coefficient by coefficient; the
// coefficients must be below p < 2^63.
func Sub(f, g Poly, p uint64) {
	for i, c := range g {
		f[i] = AddMod(f[i], p-c, p) // p−c is p when c is 0, which AddMod takes away again
	}
}

// The moduli are the primes below 2^62, from the largest down, found as
// they are first needed and kept.
var (
	primesMu sync.Mutex
	primes   []uint64
)

// Moduli returns the fewest of the largest primes below 2^62 whose product
// exceeds bound: one for every bound below 4.6·10^18. The slice is shared
// and must not be changed.
func Moduli(bound *big.Int) []uint64 {
	primesMu.Lock()
	defer primesMu.Unlock()
	product := big.NewInt(1)
	for i := 0; ; i++ {
		if i == len(primes) {
			primes = append(primes, nextPrime())
		}
		product.Mul(product, new(big.Int).SetUint64(primes[i]))
		if product.Cmp(bound) > 0 {
			return primes[: i+1 : i+1]
		}
	}
}

// SignedModuli returns the moduli that tell apart the numbers of absolute
// value at most bound (see CombineSigned): those of Moduli for twice it.
func SignedModuli(bound *big.Int) []uint64 {
	return Moduli(new(big.Int).Lsh(bound, 1))
}

// nextPrime returns the largest prime below the last of primes, or below
// 2^62 for the first.
func nextPrime() uint64 {
	c := uint64(1)<<62 - 1
	if len(primes) > 0 {
		c = primes[len(primes)-1] - 2
	}
	for ; !new(big.Int).SetUint64(c).ProbablyPrime(20); c -= 2 {
	}
	return c
}

// Combine returns the number x below the product of ps with x ≡ r[i] mod
// ps[i] for every i: the Chinese remainder theorem, in Garner's form,
// which adds one modulus at a time. The moduli must be pairwise coprime
// and each r[i] below ps[i]; r and ps must have the same, non-zero length.
func Combine(r, ps []uint64) *big.Int {
	x, _ := combine(r, ps)
	return x
}

// CombineSigned returns the number x of least absolute value with x ≡
// r[i] mod ps[i] for every i: Combine's, less the product of ps if that
// is nearer zero. Moduli from SignedModuli(bound) so give back every x
// with |x| ≤ bound.
func CombineSigned(r, ps []uint64) *big.Int {
	x, m := combine(r, ps)
	if x.Cmp(new(big.Int).Rsh(m, 1)) > 0 {
		x.Sub(x, m)
	}
	return x
}

// combine returns Combine's x and the product of ps.
func combine(r, ps []uint64) (x, m *big.Int) {
	if len(r) != len(ps) || len(ps) == 0 {
		panic("genfunc: Combine needs one residue for each of at least one modulus")
	}
	x = new(big.Int).SetUint64(r[0])
	m = new(big.Int).SetUint64(ps[0])
	for i := 1; i < len(ps); i++ {
		p := new(big.Int).SetUint64(ps[i])
		// x += m·((r_i − x)·m⁻¹ mod p): still x mod m, and now r_i mod p.
		d := new(big.Int).Sub(new(big.Int).SetUint64(r[i]), x)
		d.Mul(d, new(big.Int).ModInverse(new(big.Int).Mod(m, p), p))
		d.Mod(d, p)
		x.Add(x, d.Mul(d, m))
		m.Mul(m, p)
	}
	return x, m
}

// binomials holds C(n, k) for n up to 64, each below 2^61.
var binomials = func() [65][65]uint64 {
	var c [65][65]uint64
	for n := range 65 {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// Binomial returns C(n, k) for 0 ≤ k ≤ n ≤ 64, below 2^61, from a table.
func Binomial(n, k int) uint64 { return binomials[n][k] }
