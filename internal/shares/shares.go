package shares

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"slices"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
)

// A Run is what names a run of count all whose shares add up: its flags
// but --shard, and the board.
type Run struct {
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

// A Document is the JSON of a share of count all: the share, K/N, its
// run, and its counts.
type Document struct {
	Share string `json:"share"`
	Run
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

// mirrorsCounted reports whether a share on b records the counts a
// mirror fixes: on a board with an odd number of files or of ranks, the
// only boards where count all counts them.
func mirrorsCounted(b pieces.Board) bool { return b.Files%2 == 1 || b.Ranks%2 == 1 }

// Write writes sh, a share of the run that prints its rows from from men
// up, as JSON, indented by two spaces.
func Write(w io.Writer, sh *allchess.Share, from int) error {
	s := sh.Spec
	doc := Document{Share: s.Shard.String(),
		Run: Run{Men: fmt.Sprintf("%d-%d", from, s.MaxMen), Board: s.Board.String(), PawnRanks: s.PawnRanks.String(),
			Army: s.Army.Rule().String(), Castling: s.Castling.String(),
			EP: s.EP.String(), Captures: s.Captures, Bishops: s.Bishops, Files: s.Files},
		Counts: Counts{All: sh.All, Castling: sh.Castling, EnPassant: sh.EnPassant, Pawnless: sh.Pawnless, Diagonal: sh.Diagonal}}
	if mirrorsCounted(s.Board) {
		doc.Counts.Mirror, doc.Counts.MirrorPawnless, doc.Counts.RankMirror = sh.Mirror, sh.MirrorPawnless, sh.RankMirror
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// Read reads v as the JSON of a share; false if it does not read as one.
// What its fields hold is checked by ShareOf.
func Read(v json.RawMessage) (Document, bool) {
	var doc Document
	err := json.Unmarshal(v, &doc)
	return doc, err == nil
}

// String names r as count all's flags.
func (r Run) String() string {
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

// Rules returns the names of r's pawn ranks and army rule: chess's where
// r has none (a share written before they were recorded).
func (r Run) Rules() (pawnRanks, army string) {
	return orChess(r.PawnRanks), orChess(r.Army)
}

// orChess returns name, or chess's if name is empty.
func orChess(name string) string {
	if name == "" {
		return "chess"
	}
	return name
}

// ShareOf returns the share that d's counts make of the count s, d's run
// and share read into s; false if they are not the counts of a share of
// s, one for each number of men from 0 to s.MaxMen in each part.
func (d Document) ShareOf(s allchess.Spec) (*allchess.Share, bool) {
	top := s.MaxMen
	n := d.Counts
	if !mirrorsCounted(s.Board) {
		n.Mirror, n.MirrorPawnless, n.RankMirror = zeroCounts(top), zeroCounts(top), zeroCounts(top)
	}
	sh := &allchess.Share{Spec: s, All: n.All, Castling: n.Castling, EnPassant: n.EnPassant, Pawnless: n.Pawnless, Diagonal: n.Diagonal,
		Mirror: n.Mirror, MirrorPawnless: n.MirrorPawnless, RankMirror: n.RankMirror}
	if s.Validate() != nil {
		return nil, false
	}
	for _, part := range [][]*big.Int{n.All, n.Castling, n.EnPassant, n.Pawnless, n.Diagonal, n.Mirror, n.MirrorPawnless, n.RankMirror} {
		if len(part) != top+1 || slices.Contains(part, nil) {
			return nil, false
		}
	}
	return sh, true
}

// zeroCounts returns counts of zero for 0 to top men.
func zeroCounts(top int) []*big.Int {
	out := make([]*big.Int, top+1)
	for i := range out {
		out[i] = new(big.Int)
	}
	return out
}
