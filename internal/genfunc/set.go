package genfunc

import "math/bits"

// MaxVars is the number of variables a Set, and so a Monomials, can hold.
const MaxVars = 16

// Set is a set of variables, numbered 0 … MaxVars−1.
type Set uint16

// Has reports whether variable t is in s.
func (s Set) Has(t int) bool { return s&(1<<t) != 0 }

// With returns s with variable t added.
func (s Set) With(t int) Set { return s | 1<<t }

// Len returns the number of variables in s.
func (s Set) Len() int { return bits.OnesCount16(uint16(s)) }

// First returns the lowest variable of a non-empty s.
func (s Set) First() int { return bits.TrailingZeros16(uint16(s)) }

// Rest returns s without its lowest variable: for ts := s; ts != 0; ts =
// ts.Rest() visits each variable of s as ts.First().
func (s Set) Rest() Set { return s & (s - 1) }
