// Package orbits counts classes of configurations the slow way, as an
// independent check of package burnside: it lists every configuration the
// rules allow and counts those that are their own canonical image, the
// smallest of their images under the group.
//
// It has a package of its own because it shares nothing with the fast path
// but the rule definition (placement.Spec.Allows) and the group's square
// permutations: no cycles, no pair-rule shortcut, no averaging; the choices
// of squares for identical men come from gonum's combination generator,
// not from the fast path's enumerator. Its work is |G| times the number of
// placements, so it suits small boards and materials of up to four men.
package orbits
