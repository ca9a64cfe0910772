// Package bitboard applies the eight symmetries of the 8x8 board to the
// forms engines and tablebases store positions in: a square number, a
// 64-bit bitboard, and a packed index of several squares. It is the home
// of the bit tricks of the Dice Chess engine's documentation and Leapfrog's "Index Transformation" page, which package burnside, working
// on coordinates for boards of any size, does not need.
//
// Squares are numbered a1 = 0, b1 = 1, …, h8 = 63: the file in bits 0–2,
// the rank in bits 3–5. On them the generators of Leapfrog's "Symmetry" page are single bit
// operations:
//
//	V (files a↔h):        square XOR 7
//	H (ranks 1↔8):        square XOR 56
//	D (a1-h8 diagonal):   swap bits 0–2 with bits 3–5
//
// An element H?V?D? applies its letters in that order, as symmetry.Element
// does; the tests check every form against symmetry.Element.Map on every
// square.
package bitboard
