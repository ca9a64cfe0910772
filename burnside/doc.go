// Package burnside counts classes of configurations under a group of board
// symmetries with Burnside's lemma: the number of classes is the average,
// over the group's elements g, of the number |Fix(g)| of configurations g
// leaves unchanged.
//
// An Element is one of the eight symmetries of a square board, written as
// Leapfrog's normal-form word H?V?D?: first H (mirror the ranks), then V
// (mirror the files), then D (reflect in the a1-h8 diagonal). A Group is a
// list of elements that the rules of the count allow (see Resolve). Count
// asks a placement.Counter for each |Fix(g)| and divides the sum by the
// group's order exactly, reporting a remainder as an error.
package burnside
