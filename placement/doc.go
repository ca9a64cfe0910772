// Package placement counts the configurations that one symmetry of the
// board leaves unchanged: |Fix(g)| in Burnside's lemma.
//
// A configuration puts the men of a material on distinct squares. Which
// configurations count is set by Rules (Placement, Legal or NonAttacking,
// see Spec.Allows for the definitions, and Spec.Refusal for the rule a
// configuration breaks). A symmetry is given as a permutation of the
// board's squares, so a Counter does not depend on how the group is built.
//
// The Enumerator counts fixed configurations directly: a configuration is
// fixed by a permutation exactly when each set of identical men is a union
// of the permutation's cycles, so a lone man stands on a fixed square and,
// say, two identical knights fill one 2-cycle or two fixed squares. It
// enumerates those choices only, never the configurations that are not
// fixed. It is the slow path the tests check the fast one against.
//
// Factored is the fast Counter; docs/counting.md explains its method. Its
// parts, a file each: factored.go sets it up and sums over the kings'
// placements (the identity's once per class of the rules' own group,
// symmetry.Auto); shaper.go builds the shape of each king placement
// (shape.go: the cells and rays whose generating functions multiply to
// its count, in package internal/genfunc); capture.go counts positions
// with men placed and captures that must be legal, by inclusion and
// exclusion over the checking rays (kingrays.go; the inclusion and
// exclusion itself is internal/crossing's). Under the
// puzzle rule method.go says how each term is counted: queens.go counts
// the n-queens puzzle rank by rank, transfer.go kings, knights and pawns
// orbit by orbit, and apart.go searches the rest. Constraint
// (constraint.go) fixes men on squares for the counts of whole positions.
package placement
