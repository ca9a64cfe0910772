// Package rights holds the rules of a position's rights that every count
// of whole positions takes: castling (standard chess's, Chess960's, or
// none) and en passant (the NULP tallies' rule, FIDE's, or none), and the
// sets of castling rights a side may hold with the men each puts at home.
// Package census counts them one material at a time and package allchess
// every material at once; both read the rules here, so that a rule has
// one definition and one name.
package rights
