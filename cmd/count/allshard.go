package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/tables"
)

// count all --shard K/N counts one share of the black king's squares
// (allchess.CountShare) and prints its counts, White to move, by part and
// number of men: the JSON of an allShare. count merge adds up the shares
// of one run (allchess.Merge) and prints what one count all prints.

// readAllShard reads count all's --shard into s: a share of the black
// king's squares, whose counts are printed as JSON (the default --format,
// or json).
func readAllShard(fs *pflag.FlagSet, shard string, s *allchess.Spec) error {
	if shard == "" {
		return nil
	}
	k, err := parseShard(shard)
	if err != nil {
		return usageError{err}
	}
	if squares := s.Board.Squares(); k[1] > squares {
		return usageError{fmt.Errorf("--shard %s: count all shares out the black king's %d squares; give N from 1 to %d", shard, squares, squares)}
	}
	if format, _ := fs.GetString("format"); fs.Changed("format") && format != "json" {
		return usageError{fmt.Errorf("--shard prints the share's counts as JSON, for count merge; drop --format %s (count merge --format %s prints the merged table)", format, format)}
	}
	s.Shard = allchess.Shard{Index: k[0], Of: k[1]}
	return nil
}

// An allRun is what names a run of count all whose shares add up: its
// flags but --shard, and the board.
type allRun struct {
	Men   string `json:"men"`
	Board string `json:"board"`
	// PawnRanks and Army are the rules' names, chess's when empty (a
	// share written before they were recorded).
	PawnRanks string `json:"pawn_ranks,omitempty"`
	Army      string `json:"army,omitempty"`
	Castling  string `json:"castling"`
	EP        string `json:"en_passant_rule"`
	Captures  bool   `json:"promotions_tied_to_captures"`
	Bishops   bool   `json:"second_bishop_on_one_colour_promoted"`
	Files     bool   `json:"opposed_files"`
}

// An allShare is the JSON of a share of count all: the share, K/N, its
// run, and its counts.
type allShare struct {
	Share string `json:"share"`
	allRun
	Counts shareCounts `json:"white_to_move"`
}

// shareCounts are a share's counts with White to move, by part of the
// count (see allchess.Share) and number of men, from 0.
type shareCounts struct {
	All       []*big.Int `json:"all"`
	Castling  []*big.Int `json:"castling"`
	EnPassant []*big.Int `json:"en_passant"`
	Pawnless  []*big.Int `json:"pawnless"`
	Diagonal  []*big.Int `json:"diagonal"`
	// Those a mirror fixes, on a board with an odd side (absent, zero, in
	// a share written before they were recorded).
	Mirror         []*big.Int `json:"mirror,omitempty"`
	MirrorPawnless []*big.Int `json:"mirror_pawnless,omitempty"`
	RankMirror     []*big.Int `json:"rank_mirror_pawnless,omitempty"`
}

// writeAllShare prints sh, a share of the run that prints its rows from
// from men up, as JSON.
func writeAllShare(w io.Writer, sh *allchess.Share, from int) error {
	s := sh.Spec
	doc := allShare{Share: s.Shard.String(),
		allRun: allRun{Men: fmt.Sprintf("%d-%d", from, s.MaxMen), Board: s.Board.String(), PawnRanks: s.PawnRanks.String(),
			Army: s.Army.Rule().String(), Castling: s.Castling.String(),
			EP: s.EP.String(), Captures: s.Captures, Bishops: s.Bishops, Files: s.Files},
		Counts: shareCounts{All: sh.All, Castling: sh.Castling, EnPassant: sh.EnPassant, Pawnless: sh.Pawnless, Diagonal: sh.Diagonal}}
	if oddSided(s.Board) {
		doc.Counts.Mirror, doc.Counts.MirrorPawnless, doc.Counts.RankMirror = sh.Mirror, sh.MirrorPawnless, sh.RankMirror
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// String names r as count all's flags.
func (r allRun) String() string {
	s := fmt.Sprintf("--men %s --castling %s --ep %s", r.Men, r.Castling, r.EP)
	if r.Captures {
		s += " --refine captures"
	}
	if r.Bishops {
		s += " --refine bishops"
	}
	if r.Files {
		s += " --refine files"
	}
	if r.PawnRanks != "" && r.PawnRanks != pieces.ChessPawnRanks.String() {
		s += " --pawn-ranks " + r.PawnRanks
	}
	if r.Army != "" && r.Army != pieces.ChessArmy.String() {
		s += " --army " + r.Army
	}
	if r.Board != pieces.Chessboard.String() {
		s += " on " + r.Board
	}
	return s
}

// zeroCounts returns counts of zero for 0 to top men.
func zeroCounts(top int) []*big.Int {
	out := make([]*big.Int, top+1)
	for i := range out {
		out[i] = new(big.Int)
	}
	return out
}

// orChess returns name, or chess's if name is empty.
func orChess(name string) string {
	if name == "" {
		return "chess"
	}
	return name
}

// share reads doc as the share it names, and the men its run prints its
// rows from; false if it is not the JSON count all --shard prints.
func (doc allShare) share() (*allchess.Share, int, bool) {
	k, err1 := parseShard(doc.Share)
	from, top, err2 := menRange(doc.Men, "--men", allMaxMen)
	b, err3 := pieces.ParseBoard(doc.Board)
	c, err4 := rights.ParseCastling(doc.Castling)
	ep, err5 := rights.ParseEP(doc.EP)
	if errors.Join(err1, err2, err3, err4, err5) != nil {
		return nil, 0, false
	}
	ranks, army, err := allRules(orChess(doc.PawnRanks), orChess(doc.Army), b)
	if err != nil {
		return nil, 0, false
	}
	s := allchess.Spec{Board: b, Army: army, PawnRanks: ranks, MaxMen: top, Castling: c, EP: ep,
		Captures: doc.Captures, Bishops: doc.Bishops, Files: doc.Files, Shard: allchess.Shard{Index: k[0], Of: k[1]}}
	n := doc.Counts
	if !oddSided(b) {
		n.Mirror, n.MirrorPawnless, n.RankMirror = zeroCounts(top), zeroCounts(top), zeroCounts(top)
	}
	sh := &allchess.Share{Spec: s, All: n.All, Castling: n.Castling, EnPassant: n.EnPassant, Pawnless: n.Pawnless, Diagonal: n.Diagonal,
		Mirror: n.Mirror, MirrorPawnless: n.MirrorPawnless, RankMirror: n.RankMirror}
	if s.Validate() != nil {
		return nil, 0, false
	}
	for _, part := range [][]*big.Int{n.All, n.Castling, n.EnPassant, n.Pawnless, n.Diagonal, n.Mirror, n.MirrorPawnless, n.RankMirror} {
		if len(part) != top+1 || slices.Contains(part, nil) {
			return nil, 0, false
		}
	}
	return sh, from, true
}

// allShares gathers the shares of one run of count all that count merge
// is given, with the files they come from.
type allShares struct {
	run    allRun
	from   int
	shares []*allchess.Share
	files  []string
}

// add adds the share v of file, the JSON of count all --shard.
func (g *allShares) add(file string, v json.RawMessage) error {
	var doc allShare
	if err := json.Unmarshal(v, &doc); err != nil {
		return notShare(file)
	}
	sh, from, ok := doc.share()
	if !ok {
		return notShare(file)
	}
	if len(g.shares) > 0 && (doc.allRun != g.run || sh.Spec.Shard.Of != g.shares[0].Spec.Shard.Of) {
		return usageError{fmt.Errorf("%s is share %s of count all %s, %s share %s of count all %s; merge the shares of one run",
			file, doc.Share, doc.allRun, g.files[0], g.shares[0].Spec.Shard, g.run)}
	}
	g.run, g.from = doc.allRun, from
	g.shares = append(g.shares, sh)
	g.files = append(g.files, file)
	return nil
}

// notShare is the error for a file whose share of count all does not
// read.
func notShare(file string) error {
	return usageError{fmt.Errorf("%s: not the JSON of count all --shard as it prints it; give the files count all --shard K/N printed", file)}
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
		return fmt.Errorf("share %s of count all %s is in %s and in %s; give each share once", g.shares[me.Share].Spec.Shard, g.run, g.files[me.Other], g.files[me.Share])
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
