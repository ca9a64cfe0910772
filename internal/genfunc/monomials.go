package genfunc

import "fmt"

// Monomials indexes the monomials x^e, e ≤ counts componentwise, of a
// polynomial in one variable per count. Index i writes e in mixed radix,
// e_t = i / stride[t] mod (counts[t]+1), so the monomial of all the
// counts is the last one and x_t^L·x^e has index i + L·stride[t].
type Monomials struct {
	vars   int
	size   int
	stride []int
	digits []uint16 // digits[i*vars+t] = e_t of monomial i
	// nonzero[i] holds the variables t with e_t > 0 in monomial i: those
	// of which one can be taken away.
	nonzero []Set
}

// MaxMonomials bounds the size of a Monomials: two polynomials of 64 MB
// each per goroutine, and a table of exponents of up to 160 MB.
const MaxMonomials = 1 << 23

// NewMonomials returns the index of the monomials x^e, e ≤ counts, or nil
// when there would be more than MaxMonomials of them. It panics if a
// count is negative or there are more than MaxVars counts.
func NewMonomials(counts []int) *Monomials {
	if len(counts) > MaxVars {
		panic(fmt.Sprintf("genfunc: %d variables, more than %d", len(counts), MaxVars))
	}
	m := &Monomials{vars: len(counts), size: 1}
	for _, c := range counts {
		if c < 0 {
			panic(fmt.Sprintf("genfunc: negative count %d", c))
		}
		m.stride = append(m.stride, m.size)
		m.size *= c + 1
		if m.size > MaxMonomials {
			return nil
		}
	}
	m.digits = make([]uint16, m.size*m.vars)
	m.nonzero = make([]Set, m.size)
	for i := range m.size {
		for t, c := range counts {
			m.digits[i*m.vars+t] = uint16(i / m.stride[t] % (c + 1))
			if m.digits[i*m.vars+t] > 0 {
				m.nonzero[i] = m.nonzero[i].With(t)
			}
		}
	}
	return m
}

// Len returns the number of monomials; the last, Len()−1, is x^counts.
func (m *Monomials) Len() int { return m.size }

// Poly is a polynomial's coefficients modulo a prime, indexed by a
// Monomials.
type Poly []uint64

// NewPoly returns the polynomial 0.
func (m *Monomials) NewPoly() Poly { return make(Poly, m.size) }

// One sets f to the polynomial 1.
func (m *Monomials) One(f Poly) {
	clear(f)
	f[0] = 1
}

// Last returns f's coefficient of the last monomial, x^counts.
func (m *Monomials) Last(f Poly) uint64 { return f[m.size-1] }

// MulFactor sets f to f·(1 + Σ_{t∈vars} x_t^length) modulo p: length
// squares that stay empty or hold length men of one variable in vars,
// truncated at the counts. The polynomial must have Len coefficients,
// below p, and length must be at least 1.
func (m *Monomials) MulFactor(f Poly, vars Set, length int, p uint64) {
	if len(f) != m.size || length < 1 {
		m.panicArgs(f, length)
	}
	if length > 1 {
		m.AddPowers(f, f, vars, length, p) // f + (Σ x_t^length)·f
		return
	}
	// One square, the commonest factor: AddPowers's loop on f alone, which
	// the compiler keeps in fewer registers (5–8% faster on small
	// polynomials).
	for i := m.size - 1; i >= 0; i-- {
		s := f[i]
		for ts := vars & m.nonzero[i]; ts != 0; ts = ts.Rest() {
			s = AddMod(s, f[i-m.stride[ts.First()]], p)
		}
		f[i] = s
	}
}

// AddPowers adds (Σ_{t∈vars} x_t^length)·g to f modulo p, truncated at
// the counts. The polynomials must have Len coefficients, below p, and
// length must be at least 1. f and g may be one polynomial: AddPowers
// runs from the last monomial down, so each coefficient reads the old
// values of the lower ones it adds, and f becomes f·(1 + Σ x_t^length).
func (m *Monomials) AddPowers(f, g Poly, vars Set, length int, p uint64) {
	if len(f) != m.size || len(g) != m.size || length < 1 {
		m.panicArgs(g, length)
	}
	if length == 1 { // the common case: the nonzero table is the test
		for i := m.size - 1; i >= 0; i-- {
			s := f[i]
			for ts := vars & m.nonzero[i]; ts != 0; ts = ts.Rest() {
				s = AddMod(s, g[i-m.stride[ts.First()]], p)
			}
			f[i] = s
		}
		return
	}
	for i := m.size - 1; i >= 0; i-- {
		d := m.digits[i*m.vars:]
		s := f[i]
		for ts := vars; ts != 0; ts = ts.Rest() {
			if t := ts.First(); int(d[t]) >= length {
				s = AddMod(s, g[i-length*m.stride[t]], p)
			}
		}
		f[i] = s
	}
}

// panicArgs panics with what is wrong with a polynomial f and length.
//
//go:noinline
func (m *Monomials) panicArgs(f Poly, length int) {
	panic(fmt.Sprintf("genfunc: polynomials of %d monomials (one of %d coefficients), length %d", m.size, len(f), length))
}
