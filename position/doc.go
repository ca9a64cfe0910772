// Package position reads chess positions in FEN and EPD (ParseFEN,
// ParseEPD), with castling rights in FEN, X-FEN or Shredder-FEN, and
// reduces them to a canonical representative under the symmetries the
// position allows.
//
// It is a package of its own because a position is more than a placement
// of men (package placement): it has a side to move, castling rights and
// an en passant square, and those decide which symmetries apply
// (the Dice Chess engine's documentation):
//
//   - without pawns and castling rights, all eight symmetries of the board;
//   - with pawns (or an en passant square) but no castling rights, the file
//     mirror V alone;
//   - with castling rights, none: the mirror sends the e-file king to the
//     d-file.
//
// The colour flip of the Dice Chess engine's documentation (mirror the ranks, swap the colours, the
// side to move and the castling rights, mirror the en passant square) is
// exact in every case and may be added. Canonical returns the image with
// the smallest Key, the convention "min"; CanonicalKey returns that key
// alone, fast, for caches.
package position
