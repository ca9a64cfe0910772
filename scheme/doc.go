// Package scheme measures tablebase index schemes against the true number
// of classes: "how close is my index to the positions it must hold?"
//
// An endgame tablebase stores a value for each number of its index, and
// the index numbers the positions of one material with one side to move,
// reduced by some of the board's symmetries. The classes are what
// Burnside's lemma counts (package burnside); an index has at least one
// entry for each, and usually more: its overhead. Two kinds of scheme are
// measured.
//
// An Index gives the entries of the index a real tablebase uses, each
// read from its published source and checked against listings of its
// index and against the lengths the source publishes. Each lives in a
// package of its own below this one; this one holds what they share
// (Index, IndexSize, IndexError, Binomial) and measures them:
//
//   - package syzygy: Syzygy's (Ronald de Man), as its probing code sizes
//     a table, and the working index its generator iterates over;
//   - package gaviota: Gaviota's (Miguel Ballicora);
//   - package nalimov: Nalimov's (Eugene Nalimov), whose lengths per table
//     and side to move its tbindex.cpp lists.
//
// Those packages import this one for the types they share, so this one
// cannot import them: package indexes lists them all, for Measure.
//
// Measure counts, for one material, the classes and the labelled classes
// (Syzygy's statistics convention), sizes the indices it is given, and
// counts the positions two textbook schemes keep, judged by their first
// men alone:
//
//   - Leapfrog's (H. G. Muller's Leapfrog pages, "Symmetry"): its primary
//     symmetry man in the triangle a1-d1-d4 and, when that man is on the
//     diagonal, its secondary man in a1-a8-h8, without the tertiary
//     tie-break Leapfrog "takes for granted". The symmetry men are the
//     kings, or two identical white pieces by the exchange rule (see
//     position.Leapfrog).
//   - the 462 pairs of kings: the kings' placement is one of the 462
//     canonical pairs, the rest is free. With pawns only the file mirror
//     applies: the white king on files a-d, 1806 pairs.
//
// The package is its own because a scheme is neither a count (package
// burnside) nor a position (package position): it counts positions
// through the rule that numbers or picks them.
package scheme
