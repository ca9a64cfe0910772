// Package shares is the file that count all --shard K/N writes: one
// share of a count of every position at once (allchess.CountShare), as
// JSON: the share, the men its run prints its rows from and to, the
// rules' one-line text form (allchess.Rules.String), and its counts with
// White to move, a part each (allchess.Rules.Parts: the positions of a
// set that a board symmetry fixes) by number of men. count merge reads
// the N shares of one run back and adds them up (allchess.Merge) into
// what one count all prints.
//
// Write writes a share; Read reads it back, checked against its rules,
// and refuses one written by an earlier version with the command that
// counts it again. RunOf names the run a share is of, as count all's
// flags, so that shares of different runs are told apart.
//
// It is a package of its own so that the format of these files, which
// are carried between machines and kept, is in one place apart from the
// commands that write and merge them.
package shares
