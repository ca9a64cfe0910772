package placement

import (
	"math/big"
	"math/bits"
	"sync"
)

// monomials indexes the monomials x^e, e ≤ counts componentwise, of a
// polynomial in one variable per piece: the coefficient of x^e is the
// number of ways to place e_t men of each piece t. Index i writes e in
// mixed radix, e_t = i / stride[t] mod (counts[t]+1), so the monomial of
// all the men counted (the whole material, or the men a Constraint left
// to place) is the last one.
type monomials struct {
	vars   int
	size   int
	stride []int
	digits []uint16 // digits[i*vars+t] = e_t of monomial i
	// nonzero[i] has bit t set when e_t > 0 in monomial i: the variables
	// one man of which can be taken away.
	nonzero []uint16
}

// maxMonomials bounds the polynomials the Factored counter works with:
// two polynomials per worker of 64 MB each, and a table of exponents of up
// to 160 MB. Larger materials go to the Enumerator.
const maxMonomials = 1 << 23

// newMonomials returns the index for counts, or nil when it would have
// more than maxMonomials monomials.
func newMonomials(counts []int) *monomials {
	m := &monomials{vars: len(counts), size: 1}
	for _, c := range counts {
		m.stride = append(m.stride, m.size)
		m.size *= c + 1
		if m.size > maxMonomials {
			return nil
		}
	}
	m.digits = make([]uint16, m.size*m.vars)
	m.nonzero = make([]uint16, m.size)
	for i := range m.size {
		for t, c := range counts {
			m.digits[i*m.vars+t] = uint16(i / m.stride[t] % (c + 1))
			if m.digits[i*m.vars+t] > 0 {
				m.nonzero[i] |= 1 << t
			}
		}
	}
	return m
}

// poly is a polynomial's coefficients modulo the modulus in use, indexed
// by monomials.
type poly []uint64

func addMod(a, b, p uint64) uint64 {
	s := a + b // a, b < p < 2^63: no overflow
	if s >= p {
		s -= p
	}
	return s
}

// mulCell sets f to f·(1 + Σ_{t∈mask} x_t^length): one orbit of length
// squares that stays empty or holds length men of one piece in mask. It
// runs from the last monomial down, so each coefficient reads the old
// values of the lower ones it adds.
func (m *monomials) mulCell(f poly, mask uint16, length int, p uint64) {
	if length == 1 {
		for i := m.size - 1; i >= 0; i-- {
			s := f[i]
			for ts := mask & m.nonzero[i]; ts != 0; ts &= ts - 1 {
				s = addMod(s, f[i-m.stride[bits.TrailingZeros16(ts)]], p)
			}
			f[i] = s
		}
		return
	}
	for i := m.size - 1; i >= 0; i-- {
		d := m.digits[i*m.vars:]
		s := f[i]
		for ts := mask; ts != 0; ts &= ts - 1 {
			t := bits.TrailingZeros16(ts)
			if int(d[t]) >= length {
				s = addMod(s, f[i-length*m.stride[t]], p)
			}
		}
		f[i] = s
	}
}

// addShifted adds (Σ_{t∈mask} x_t^length)·g to f.
func (m *monomials) addShifted(f, g poly, mask uint16, length int, p uint64) {
	if length == 1 {
		for i := range m.size {
			s := f[i]
			for ts := mask & m.nonzero[i]; ts != 0; ts &= ts - 1 {
				s = addMod(s, g[i-m.stride[bits.TrailingZeros16(ts)]], p)
			}
			f[i] = s
		}
		return
	}
	for i := range m.size {
		d := m.digits[i*m.vars:]
		s := f[i]
		for ts := mask; ts != 0; ts &= ts - 1 {
			t := bits.TrailingZeros16(ts)
			if int(d[t]) >= length {
				s = addMod(s, g[i-length*m.stride[t]], p)
			}
		}
		f[i] = s
	}
}

// Moduli. The counters add coefficients modulo primes just below 2^62 and
// rebuild the exact count by the Chinese remainder theorem from as many
// primes as its bound needs: one for every count below 4.6·10^18, so the
// common case costs one pass of additions in uint64 with no overflow
// check, and large puzzle armies stay exact.
var (
	primesMu sync.Mutex
	primes   []uint64
)

// moduli returns primes whose product exceeds bound.
func moduli(bound *big.Int) []uint64 {
	primesMu.Lock()
	defer primesMu.Unlock()
	product := big.NewInt(1)
	for i := 0; ; i++ {
		if i == len(primes) {
			start := uint64(1)<<62 - 1
			if i > 0 {
				start = primes[i-1] - 2
			}
			for c := start; ; c -= 2 {
				if new(big.Int).SetUint64(c).ProbablyPrime(20) {
					primes = append(primes, c)
					break
				}
			}
		}
		product.Mul(product, new(big.Int).SetUint64(primes[i]))
		if product.Cmp(bound) > 0 {
			return primes[: i+1 : i+1]
		}
	}
}

// mulMod returns a·b mod p.
func mulMod(a, b, p uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return bits.Rem64(hi, lo, p)
}

// combine returns the number below the product of ps that is r[i] modulo
// ps[i] for every i (Chinese remainder theorem, Garner's form).
func combine(r, ps []uint64) *big.Int {
	x := new(big.Int).SetUint64(r[0])
	m := new(big.Int).SetUint64(ps[0])
	for i := 1; i < len(ps); i++ {
		p := new(big.Int).SetUint64(ps[i])
		// x += m·((r_i − x)·m⁻¹ mod p)
		d := new(big.Int).Sub(new(big.Int).SetUint64(r[i]), x)
		d.Mul(d, new(big.Int).ModInverse(new(big.Int).Mod(m, p), p))
		d.Mod(d, p)
		x.Add(x, d.Mul(d, m))
		m.Mul(m, p)
	}
	return x
}
