// Package scheme measures tablebase index schemes against the true number
// of classes, to check a reduction ratio.
//
// A scheme keeps the positions whose first men stand in a region of the
// board, judged by those men alone. The classes are what Burnside's lemma
// counts (package burnside); a scheme keeps at least one position of each,
// and sometimes more: its overhead. Two schemes are measured:
//
//   - Leapfrog's (Leapfrog's "Symmetry" page): its primary symmetry man in the triangle
//     a1-d1-d4 and, when that man is on the diagonal, its secondary man in
//     a1-a8-h8, without the tertiary tie-break Leapfrog "takes for
//     granted". The symmetry men are the kings, or two identical white
//     pieces by the exchange rule (see position.Leapfrog).
//   - the 462 pairs of kings of Nalimov-style indices: the kings'
//     placement is one of the 462 canonical pairs, the rest is free.
//
// With pawns only the file mirror applies: the primary man on files a-d,
// and 1806 pairs of kings. The package is its own because a scheme is
// neither a count (package burnside) nor a position (package position):
// it counts positions through the rule that picks them.
package scheme
