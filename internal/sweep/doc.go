// Package sweep counts the placements of men around one square of the
// black king by reading the board square by square, file by file, each
// file from its top down, and keeping for each state of what it has read
// a polynomial in the men placed (a Sweeper).
//
// The all-at-once count of package allchess sorts the squares into cells
// that are all alike, which loses the order of the men along a file. A
// rule that reads that order, such as J. Tromp's opposed files, needs
// the board read in order instead: this package does so for any rule
// that reads a file as an automaton (Files), and knows nothing of the
// armies, the fills or the tables the terms go into. The caller says
// where the fixed men stand, how its keys pack the variables (Keys), and
// how many pawns and men a term may hold; the sweep adds its terms into a
// wide.Sink.
package sweep
