// Package symmetry holds the board's symmetries: the eight elements of the
// square's symmetry group, their names and words, their maps on the
// squares of a board of any size, the named groups a count may use, and
// which group a material allows.
//
// An Element is written as Leapfrog's normal-form word H?V?D?: first H
// (mirror the ranks), then V (mirror the files), then D (reflect in the
// a1-h8 diagonal). Then and Inverse compose elements, Reduce rewrites any
// word in H, V and D to its normal form. A Group is a named list of
// elements; Auto gives the largest one a material's moves allow, Resolve
// the one a user names, with a *GroupError when it cannot be used.
//
// It is a package of its own, just above package pieces, so that every
// other package (the lemma in burnside, the counters in placement, the
// positions, the bitboards, the census) speaks of one symmetry in one way.
package symmetry
