// Package syzygy sizes the index of Ronald de Man's Syzygy tablebases:
// what its tables spend on a material with one side to move, as a
// scheme.Index for package scheme to measure against the classes.
//
// It reads the index from its code: the probing code (init_tb,
// init_indices, encode and init_enc_info in src/tbprobe.c of Fathom;
// init_tb, init_indices, encode_piece and calc_factors_* in src/probe.c of
// the syzygy1/tb repository) and the generator (src/tbgen.c and
// src/tbgenp.c of syzygy1/tb).
//
// Without pawns, the men are numbered in groups. The leading group is
// three men of kinds (colour counted) that have one man each, placed
// together in 31332 ways; when only the kings stand alone (KNNvK), the
// two kings, in 462 ways. Every further group, the men of one kind, t of
// them, goes on the n squares still free in C(n, t) ways. With pawns the
// leading group is the pawns of one colour, the other colour's pawns
// follow on the pawn squares left, then the pieces and kings; the table
// is split in four by the file of the leading pawn.
//
// The package is its own because Syzygy's index is one reading of one
// code base, with constants and listings that concern it alone; package
// scheme holds what every index shares.
package syzygy
