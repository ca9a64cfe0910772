// Package nalimov sizes the index of Eugene Nalimov's tablebases: the
// length of his file for a material with one side to move, as a
// scheme.Index for package scheme to measure against the classes.
//
// It reads the index from Nalimov's tbindex.cpp as shipped with Sjeng 10
// (Gian-Carlo Pascutto's Sjeng, the gcp/sjeng repository): the "NEW"
// index schema, with T41_INCLUDE and T33_INCLUDE on.
//
// A table is named with White the stronger side (KQvKR, not KRvKQ: more
// men first, then the stronger men, the order Syzygy names its tables in
// too), and stores one file per side to move. Its index numbers, for one
// side to move:
//
//   - a pair of kings: the side to move's king first, in the triangle
//     a1-d1-d4 (with the other king on or below a1-h8 when the first is on
//     the diagonal), 462 pairs; with pawns only the mirror a-h applies,
//     the first king on files a-d, 1806 pairs;
//   - the side to move's men (or, if it has none, the other side's pawns)
//     "enumerated" with the kings: each on the squares left by the kings
//     from which it gives no contact check to the other king (a queen,
//     rook or bishop adjacent on its lines, a knight's jump, a pawn's
//     capture); a pawn on ranks 2-7; identical men as a set;
//   - the rest, on the squares left: the other side's pawns on ranks 2-7
//     less the enumerated pawns' squares (48, 47, 46), its pieces on the
//     squares left by the kings, the enumerated men, the pawns and the
//     pieces before them (62, 61, 60, 59), identical men as a set;
//   - when both sides have pawns, a block after the main one for the
//     positions where the side to move may capture en passant: 1806
//     pairs of kings times the 14 captures (a pawn of files b-h capturing
//     to the left, a-g to the right), times the other men (the side to
//     move's pieces enumerated, a further pawn on 44 squares, a piece of
//     the other side on 58).
//
// The index does not look at the men beyond that: two men on one square,
// or the side not to move in check, take slots all the same ("broken"
// entries). The lengths Nalimov published, though, stop at the last slot
// that holds a position: his files drop the broken entries at their end.
// KRvK with White to move has 27036 slots and 27030 entries, since its
// last 6 slots put the rook on the 8th rank beside the black king on h8.
// Size returns the published length: the slots less those trailing broken
// ones, which it finds by reading the index backwards from its last slot.
//
// Which materials: every 3-, 4- and 5-man material has a table (KvK has
// none: the TB table lists it with no index and length 0). Of 6 men,
// Nalimov's file numbers only pawnless three men against three, through
// its class T33, and built 33 of the 55 such tables. 21 of the other 22
// (two unlike pieces a side, as KRNvKRB) would need more than 2^32 slots,
// past what its 32-bit INDEX numbers: those are a *scheme.IndexError, as
// tables that never existed. The 22nd, KRRvKRB, fits; Nalimov built no table for
// it, but T33 numbers it as it numbers KRRvKRN, so Size gives it. 6 men
// with pawns or four against two (no class, such as T42, in this file),
// and 7 men, are a *scheme.IndexError.
//
// A colour-symmetric pawnless table (KRvKR, KBBvKBB) stores the White to
// move file only and reads Black to move through the colour swap, so
// Black to move is Mirrored. KPvKP is not: Nalimov stores both files.
//
// The package is its own because Nalimov's index is one reading of one
// code base, with a layout of digits, a decoder and listings that concern
// it alone; package scheme holds what every index shares.
package nalimov
