// Package wide is exact integer arithmetic a little wider than a word:
// signed 128-bit integers (Int), tables of sums that stay in words until
// one leaves them (Sink), and word products and sums that say when they
// overflow (MulChecked, AddChecked).
//
// The all-at-once count of package allchess sums the generating functions
// of every placement of the kings into tables of terms. One placement's
// coefficients fit 64 bits; their sums over the placements, with both
// sides' bishops kept apart, do not, and math/big would be far too slow
// for tables of millions of entries summed billions of times. Nothing
// here is about chess, so it is a package of its own.
package wide
