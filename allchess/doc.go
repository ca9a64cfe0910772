// Package allchess counts the positions of every chess material at once:
// how many chess positions are there?
//
// The set counted: a position is a placement of the two kings (apart) and
// of two armies the promotions allow (Army: at most 8 pawns, and each man
// beyond a queen, two rooks, two bishops and two knights used up a pawn),
// with no pawn on the first or last rank, a side to move whose opponent is
// not in check, and, as options, castling rights (standard or Chess960's)
// and en passant rights (the NULP tallies' rule, or FIDE's, whose capture
// must be legal, for at most FIDEMaxMen men). Every legal chess position
// is in it, so its size is an exact upper bound on the number of legal
// positions. Count gives the positions and their classes under the board
// symmetries each position allows and the colour swap, by number of men.
// Three refinements of Rules tighten the bound: promotions tied to
// captures, a second bishop on one square colour a promotion, and J.
// Tromp's opposed files (opposition.go); the first two alone or together,
// the third with the first.
//
// Counted at once, all of chess is one sum per placement of the kings:
// only the squares on the lines from the king that must not be in check,
// its knight squares and those where pawns may not stand matter one by
// one. A placement's generating function is a polynomial in six kinds of
// cell (layout.addTerms); summed over the kings' placements into one table
// (counter.addBlackKing), each term is evaluated once against the army
// rule (fills): every position of chess in seconds. Under
// FIDE's en passant rule the en passant positions keep both kings out of
// check, whose lines cross (fide.go, package internal/bothkings). The opposed files need each file's
// pawns in order, which cells all alike lose: the positions with pawns
// are then counted by a sweep of the board, file by file, for one black
// king square at a time (package internal/sweep), minutes where the cells
// take seconds.
//
// The board may be any of at least 2 files and 2 ranks and at most 64
// squares; on one with an odd side, the positions the mirror fixes count
// apart, in cells of one square and of pairs (mirror.go), and there are
// no rights nor refinements. Rules.PawnRanks and AnyMen give K. Kryukov's
// 3x4 and 4x4 chess: a pawn on its own first rank, any men.
//
// Rules says what is counted and Options how; Rules.Validate alone says
// which rules combine, and a Refinement is a value (refine.go). plan.go
// makes the count's plan once and gives its four stages.
//
// Package census counts one material's whole positions; its per-material
// sums are what the tests compare this package with.
package allchess
