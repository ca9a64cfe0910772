// Package gaviota sizes the index of Miguel Ballicora's Gaviota
// tablebases: what its tables spend on a material with one side to move,
// as a scheme.Index for package scheme to measure against the classes.
//
// It reads the index from Gaviota's probing code, gtb-probe.c in the
// Gaviota tablebases (the michiguel/Gaviota-Tablebases repository). Each
// table is indexed by one of twenty-five functions, one per shape of
// endgame (kxk_pctoindex, kabk_pctoindex, …, kpppk_pctoindex), and its
// egkey table gives each material of 3 to 5 men its function and its
// maximum index. An index is a product of independent factors:
//
//   - without pawns, the two kings in one of 462 slots: the king pairs
//     (distinct squares, not adjacent) up to the board's 8 symmetries;
//   - with pawns, the kings on 64 squares each, and the pawns in a slot
//     of a pawn factor that takes out the file mirror (pawns on the 48
//     squares of ranks 2-7): a lone pawn on 24 squares (files a-d), two
//     white pawns in 576, a white and a black pawn in 24·48, two white
//     and a black in 24·1128, three white in 8648;
//   - every other lone piece on 64 squares, occupied or not: two
//     identical pieces of one colour in C(64,2) = 2016 slots (distinct
//     squares, unordered), three in C(64,3) = 41664.
//
// A file keeps a white-to-move and a black-to-move part of the same
// length (the probe seeks to side·maxindex + index), colour-symmetric
// tables (KQvKQ, KPvKP) included, so a size never depends on the side to
// move and is never Mirrored.
//
// The package is its own because Gaviota's index is one reading of one
// code base, with constants and listings that concern it alone; package
// scheme holds what every index shares.
package gaviota
