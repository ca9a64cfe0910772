// Package burnside counts classes of configurations under a group of board
// symmetries with Burnside's lemma: the number of classes is the average,
// over the group's elements g, of the number |Fix(g)| of configurations g
// leaves unchanged.
//
// Count asks a placement.Counter for each |Fix(g)| and divides the sum by
// the group's order exactly, reporting a remainder as an error. Orbits
// splits the classes by their size. The symmetries and groups themselves
// are package symmetry's.
package burnside
