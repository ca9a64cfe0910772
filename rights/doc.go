// Package rights holds what every count of whole positions takes from a
// position's rights: the rules of castling (standard chess's, Chess960's,
// or none) and of en passant (the NULP tallies' rule, FIDE's, or none);
// the sets of castling rights each side may hold, with the men each puts
// at home, and their pairing for both sides; and the en passant set-ups
// (the pawn just advanced, the squares it crossed, the squares of its
// capturers), with the signed sets of capturers that inclusion and
// exclusion sums over and the weight the file mirror gives each file.
//
// Package census counts whole positions one material at a time and
// package allchess every material at once; each turns these into its own
// constraints, so that a rule and a set-up have one definition and one
// name.
package rights
