// Package shares is the file that count all --shard K/N writes: one
// share of a count of every position at once (allchess.CountShare), its
// counts with White to move by part and number of men, as JSON, and the
// run it is a share of, named by count all's flags. count merge reads the
// N shares of one run back and adds them up (allchess.Merge) into what
// one count all prints.
//
// Write writes a share; Read reads the JSON back into a Document, whose
// Run count merge reads as count all reads its flags, and ShareOf checks
// the Document's counts against that run and returns the allchess.Share
// they make. Shares written before the army, the pawn ranks and the
// mirrors' counts were recorded read as they did: chess's rules, and
// zero counts on a board with even sides.
//
// It is a package of its own so that the format of these files, which
// are carried between machines and kept, is in one place apart from the
// commands that write and merge them.
package shares
