// Package placement counts the configurations that one symmetry of the
// board leaves unchanged: |Fix(g)| in Burnside's lemma.
//
// A configuration puts the men of a material on distinct squares. Which
// configurations count is set by Rules (Placement, Legal or NonAttacking,
// see Spec.Allows for the definitions). A symmetry is given as a
// permutation of the board's squares, so this package does not depend on
// how the group is built.
//
// The Enumerator counts fixed configurations directly: a configuration is
// fixed by a permutation exactly when each set of identical men is a union
// of the permutation's cycles, so a lone man stands on a fixed square and,
// say, two identical knights fill one 2-cycle or two fixed squares. It
// enumerates those choices only, never the configurations that are not
// fixed. Counter is the interface a faster counter implements to replace
// it.
package placement
