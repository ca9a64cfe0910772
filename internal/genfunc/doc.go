// Package genfunc multiplies generating functions of placements modulo
// primes and rebuilds exact counts from the residues.
//
// A generating function here is a polynomial in one variable per kind of
// man, truncated at the number of men of each kind: its coefficient of
// Π x_t^{e_t} is the number of ways to place e_t men of each kind t.
// Monomials indexes the monomials of such a polynomial and Poly holds its
// coefficients modulo a prime p < 2^63. The placement counters build a
// count as a product of factors of two shapes,
//
//	1 + Σ_{t∈S} x_t^L      (MulFactor: L squares that stay empty or hold L men of one kind in S)
//	f + (Σ_{t∈S} x_t^L)·g  (AddPowers: the first man on a line stands here),
//
// and read the coefficient of the last monomial, the whole material.
//
// Working modulo primes just below 2^62 keeps every addition in one
// uint64 without an overflow check; Moduli returns as many primes as a
// bound on the count needs and Combine rebuilds the count from its
// residues by the Chinese remainder theorem (SignedModuli and
// CombineSigned for counts that may be negative).
package genfunc
