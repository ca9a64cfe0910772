// Package bothkings gives the generating function of one placement of two
// kings when both must stay out of check, each on its own board: the count
// of the en passant positions under FIDE's rule, whose capture must be
// legal, so that the black king is safe on the board as it stands and the
// white king on the board each capture leaves.
//
// Its terms carry two sets of exponents, one for each colour's men who
// would check the other king (a Vec, numbered in a Space bounded by the men
// left to place), beside the monomial of the free cells. A Counter sorts
// the squares of a placement into the cells that matter (on the kings'
// lines, each on its deciding board, and on their knight squares), counts
// the lines that cross with crossing.Lines, and returns the placement's
// generating function as two factors, so that the caller adds their product
// straight into its table.
//
// It is a package of its own because it is one idea, apart from the rest of
// the all-at-once count: that count follows one king's lines and its terms
// one set of restricted exponents; this one needs both, and its own
// numbering of them (Slot), which the caller maps to its own.
package bothkings
