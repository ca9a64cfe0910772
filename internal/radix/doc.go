// Package radix packs digits, each below its bound, into one number in
// mixed radix: the keys of package allchess's terms, whose digits count
// the men in each kind of cell, and of its sweeps, which add Black's pawns
// and the opposed files after them.
//
// It is a package of its own because a key's layout is declared once, as
// its digits' bounds, and every reader of a key (the cells' fills, the
// sweep's variables, FIDE's tables) reads its digits through the one
// Radix rather than through strides worked out by hand.
package radix
