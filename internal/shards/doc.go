// Package shards is the rows of count positions --men as count merge
// reads them back: from its JSON output (--format json, of the whole run
// or of a shard, --shard K/N) or from its checkpoint, each row a
// census.Row, and added up into the tables one run prints.
//
// Value tells apart the JSON objects those files hold (a row, the rows of
// one number of men, a checkpoint's header line, or a share of count all,
// which package shares reads) and returns their rows. A Set adds up the
// rows of several files and refuses what does not add up: a row that is
// not a material count positions --men lists, one counted on another
// board or under other rules, or the same material with other counts.
// Tables returns the totals and the numbers of men that lack materials.
//
// It is a package of its own so that what count merge accepts of these
// files, which are carried between machines and kept, is in one place
// apart from the command that reads the files and prints the totals.
package shards
