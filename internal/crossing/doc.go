// Package crossing counts the lines from a king that must not be in check,
// for both counters (package placement, one material at a time, and
// package allchess, every material at once): the generating function of
// one line (MulLine), and, when two kings must be out of check at once, as
// when an en passant capture must be legal, the inclusion and exclusion
// over the lines of the two kings that cross (Lines), group by group
// (Partition). It also holds the rule that picks, of the boards captures
// leave, the one on which a king's line decides its safety on them all
// (Reach).
//
// The counters' polynomials differ (dense polynomials in a variable per
// piece in placement, lists of terms over cell types in allchess), so each
// gives its own as an Algebra; the counting is written once, here.
// docs/counting.md proves the rule and explains the count.
package crossing
