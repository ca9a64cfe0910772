// Package crossing holds what both counters of positions with two kings
// out of check at once share (package placement, one material at a time,
// and package allchess, every material at once, when an en passant capture
// must be legal): the rule that picks, of the boards the captures leave,
// the one on which a king's line decides its safety on them all (Reach),
// and the grouping of the two kings' lines that cross (Partition), each
// group of which an inclusion and exclusion counts on its own.
//
// The counters' polynomials differ (one variable per piece in placement,
// cell types in allchess), so each builds its own terms; the rule and the
// groups are written once, here. docs/counting.md proves the rule.
package crossing
