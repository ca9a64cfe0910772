// Package checkpoint is the file in which a long run of count keeps its
// work, to go on from it after a stop: count positions --men keeps a row
// per material counted, count all a row per table of terms.
//
// A checkpoint is JSON lines. The first, the Header, names the run (its
// kind, men, board, rules and shard), and a run refuses a checkpoint of
// another; each line after it is a row, written whole in one write, so
// that after a crash only the last line may be cut short, and that line
// is skipped on reading and ended before the next row. A row is a
// census.Row (count positions --men) or a TableRow (count all).
//
// Open opens or starts a checkpoint, reads its rows and returns the File
// that saves new ones. Its errors are worded for count's command line,
// which names the file --checkpoint PATH: a Refusal is a mistake on the
// command line (not the checkpoint of this run); an InputError is the
// file failing as an input (a directory, a line too long), which the
// command words as it words its other inputs.
//
// It is a package of its own so that the format of these files, which
// stay on users' disks between runs, is kept in one place apart from the
// commands that write them.
package checkpoint
