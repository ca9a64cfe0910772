// Package countspec reads a count written in words, as the command line
// and package notebook take it: a material, a board, rules, a side to
// move and a group, each a string such as "KRvK", "8x8" or "legal", into
// the placement.Spec and symmetry.Group the counters take; and a position
// of such a count, men such as "Ka1 Rb2 kc3" or a FEN, into its men and
// its canonical image under the count's group.
//
// A mistake comes back as an *Error whose Kind (ErrMaterial, ErrBoard,
// ErrRules, ErrToMove, ErrGroup, ErrPosition) errors.Is finds, worded
// without naming a flag: the command line adds its flags' advice, and
// package notebook passes the errors on as they are.
//
// It is a package of its own so that the command (cmd/count) and the
// notebook facade read a count one way, neither built on the other. It is
// internal because notebook's Spec and SpecError are the public names of
// what it reads.
package countspec
