package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/internal/shares"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// count all --shard K/N counts one share of the black king's squares
// (allchess.CountShare) and prints its counts, White to move, by part and
// number of men: the JSON of package shares. count merge adds up the
// shares of one run (allchess.Merge) and prints what one count all
// prints.

// readAllShard reads count all's --shard on b: a share of the black
// king's squares, whose counts are printed as JSON (the default --format,
// or json); the zero Shard when it is not given.
func readAllShard(fs *pflag.FlagSet, shard string, b pieces.Board) (allchess.Shard, error) {
	if shard == "" {
		return allchess.Shard{}, nil
	}
	k, err := parseShard(shard)
	if err != nil {
		return allchess.Shard{}, usageError{err}
	}
	if squares := b.Squares(); k[1] > squares {
		return allchess.Shard{}, usageError{fmt.Errorf("--shard %s: count all shares out the black king's %d squares; give N from 1 to %d", shard, squares, squares)}
	}
	if format, _ := fs.GetString("format"); fs.Changed("format") && format != "json" {
		return allchess.Shard{}, usageError{fmt.Errorf("--shard prints the share's counts as JSON, for count merge; drop --format %s (count merge --format %s prints the merged table)", format, format)}
	}
	return allchess.Shard{Index: k[0], Of: k[1]}, nil
}

// allShares gathers the shares of one run of count all that count merge
// is given, with the files they come from.
type allShares struct {
	run    shares.Run
	from   int
	shares []*allchess.Share
	files  []string
}

// add adds the share v of file, the JSON of count all --shard.
func (g *allShares) add(file string, v json.RawMessage) error {
	sh, from, err := shares.Read(v)
	if err != nil {
		return usageError{fmt.Errorf("%s: %w", file, err)}
	}
	run := shares.RunOf(sh, from)
	if len(g.shares) > 0 && (run != g.run || sh.Shard.Of != g.shares[0].Shard.Of) {
		return usageError{fmt.Errorf("%s is share %s of count all %s, %s share %s of count all %s; merge the shares of one run",
			file, sh.Shard, run, g.files[0], g.shares[0].Shard, g.run)}
	}
	g.run, g.from = run, from
	g.shares = append(g.shares, sh)
	g.files = append(g.files, file)
	return nil
}

// print adds up g's shares and prints the total in format f, as one
// count all prints it.
func (g *allShares) print(w io.Writer, f tables.Format) error {
	r, err := allchess.Merge(g.shares...)
	var me *allchess.MergeError
	if errors.As(err, &me) {
		return usageError{g.mergeError(me)}
	}
	if err != nil { // the counts make no whole classes: not a count's
		return usageError{errors.New("the shares' counts do not add up to whole classes, as a count's do; give the files count all --shard K/N printed, as it printed them")}
	}
	return tables.AllChessFrom(w, f, r, g.from)
}

// mergeError words me, a refusal of g's shares, with their files.
func (g *allShares) mergeError(me *allchess.MergeError) error {
	switch me.Fault {
	case allchess.ShareTwice:
		return fmt.Errorf("share %s of count all %s is in %s and in %s; give each share once", g.shares[me.Share].Shard, g.run, g.files[me.Other], g.files[me.Share])
	case allchess.ShareMissing:
		missing := make([]string, len(me.Missing))
		for i, k := range me.Missing {
			missing[i] = fmt.Sprintf("%d/%d", k, me.Of)
		}
		noun := "share"
		if len(missing) > 1 {
			noun = "shares"
		}
		return fmt.Errorf("count all %s: %s %s missing; merge every share from 1/%d to %d/%d", g.run, noun, strings.Join(missing, ", "), me.Of, me.Of, me.Of)
	}
	return fmt.Errorf("%s: not the JSON of count all --shard as it prints it; give the files count all --shard K/N printed", g.files[me.Share])
}
