package shares

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/chesscount/count/allchess"
)

// A Run names a run of count all whose shares add up: its rules and the
// men its rows start from.
type Run struct {
	Rules string
	Men   string
}

// String names r as count all's flags would.
func (r Run) String() string { return "--men " + r.Men + " (" + r.Rules + ")" }

// RunOf returns the run of sh, which prints its rows from from men.
func RunOf(sh *allchess.Share, from int) Run {
	return Run{Rules: sh.Rules.String(), Men: fmt.Sprintf("%d-%d", from, sh.Rules.MaxMen)}
}

// A Document is the JSON of a share of count all: the share, K/N, its
// run, and its counts.
type Document struct {
	Share  string `json:"share"`
	Men    string `json:"men"`
	Rules  string `json:"rules"`
	Counts Counts `json:"white_to_move"`
}

// Counts are a share's counts with White to move, by part of the count
// (see allchess.Share) and number of men, from 0.
type Counts struct {
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

// Write writes sh, a share of the run that prints its rows from from men
// up, as JSON, indented by two spaces.
func Write(w io.Writer, sh *allchess.Share, from int) error {
	doc := Document{Share: sh.Shard.String(), Men: fmt.Sprintf("%d-%d", from, sh.Rules.MaxMen), Rules: sh.Rules.String(),
		Counts: Counts{All: sh.All, Castling: sh.Castling, EnPassant: sh.EnPassant, Pawnless: sh.Pawnless, Diagonal: sh.Diagonal,
			Mirror: sh.Mirror, MirrorPawnless: sh.MirrorPawnless, RankMirror: sh.RankMirror}}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// Read reads v as the JSON of a share, and the men its run prints its
// rows from.
func Read(v json.RawMessage) (*allchess.Share, int, error) {
	var doc Document
	bad := errors.New("not the JSON of count all --shard as it prints it; give the files count all --shard K/N printed")
	if json.Unmarshal(v, &doc) != nil {
		return nil, 0, bad
	}
	r, err := allchess.ParseRules(doc.Rules)
	var k, of, from, top int
	if _, err2 := fmt.Sscanf(doc.Share+" "+doc.Men, "%d/%d %d-%d", &k, &of, &from, &top); err != nil || err2 != nil || top != r.MaxMen {
		return nil, 0, bad
	}
	n := doc.Counts
	sh := &allchess.Share{Rules: r, Shard: allchess.Shard{Index: k, Of: of}, All: n.All, Castling: n.Castling, EnPassant: n.EnPassant,
		Pawnless: n.Pawnless, Diagonal: n.Diagonal, Mirror: n.Mirror, MirrorPawnless: n.MirrorPawnless, RankMirror: n.RankMirror}
	return sh, from, nil
}
