package shares

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"slices"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// document is the JSON of a share: the share, K/N; the men its run
// prints its rows from and to, FROM-TOP; the rules' text form
// (allchess.Rules.String); and the counts of each part.
type document struct {
	Share  string      `json:"share"`
	Men    string      `json:"men"`
	Rules  string      `json:"rules"`
	Counts []partCount `json:"white_to_move"`
}

// partCount is the counts of one part with White to move, by number of
// men from 0: the positions it counts, and the board symmetry that fixes
// them (its name, see symmetry.Element.Name).
type partCount struct {
	Positions string     `json:"positions"`
	Element   string     `json:"element"`
	Counts    []*big.Int `json:"counts"`
}

// Write writes sh, a share of the run that prints its rows from `from`
// men up, as JSON indented by two spaces, with a final newline.
func Write(w io.Writer, sh *allchess.Share, from int) error {
	run := RunOf(sh, from)
	doc := document{Share: sh.Shard.String(), Men: run.Men, Rules: run.Rules}
	for _, pc := range sh.Parts {
		doc.Counts = append(doc.Counts, partCount{string(pc.Part.Positions), pc.Part.Element.Name(), pc.Counts})
	}
	data, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// errNotShare is Read's answer to what is not the JSON of a share.
var errNotShare = errors.New("not the JSON of a share of count all --shard")

// Read reads v, the JSON of a share, as the share and the men its run
// prints its rows from; an error, one line in plain words, if it is not
// the JSON of count all --shard as this version writes it. A share
// written by an earlier version, its run in fields of their own, is
// refused with the command that counts it again.
func Read(v json.RawMessage) (*allchess.Share, int, error) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(v, &fields) != nil {
		return nil, 0, errNotShare
	}
	if _, ok := fields["rules"]; !ok {
		if _, ok := fields["board"]; ok {
			return nil, 0, refuseEarlier(v)
		}
	}
	var doc document
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.DisallowUnknownFields()
	if dec.Decode(&doc) != nil {
		return nil, 0, errNotShare
	}
	r, err := allchess.ParseRules(doc.Rules)
	if err != nil {
		return nil, 0, fmt.Errorf("its rules %q do not read as count all writes them", pieces.Clip(doc.Rules))
	}
	sh := &allchess.Share{Rules: r}
	from, err := readMen(doc.Men, r.MaxMen)
	if err == nil {
		sh.Shard, err = readShard(doc.Share, r.Board)
	}
	if err == nil {
		sh.Parts, err = readParts(doc.Counts, r.Parts(), r.MaxMen)
	}
	if err != nil {
		return nil, 0, err
	}
	return sh, from, nil
}

// readMen reads s as FROM-TOP, the men a run prints its rows from and
// to, top the most its rules count.
func readMen(s string, top int) (int, error) {
	var from, to int
	if n, _ := fmt.Sscanf(s, "%d-%d", &from, &to); n != 2 || fmt.Sprintf("%d-%d", from, to) != s || from < 0 || from > to || to != top {
		return 0, fmt.Errorf("its men %q are not FROM-TOP up to its rules' %d", pieces.Clip(s), top)
	}
	return from, nil
}

// readShard reads s as K/N, a share of b's squares (as the black king's
// squares are split), or "all" for the whole.
func readShard(s string, b pieces.Board) (allchess.Shard, error) {
	var sh allchess.Shard
	if s == sh.String() {
		return sh, nil
	}
	n, _ := fmt.Sscanf(s, "%d/%d", &sh.Index, &sh.Of)
	if n != 2 || sh.String() != s || sh.Index < 1 || sh.Index > sh.Of || sh.Of > b.Squares() {
		return sh, fmt.Errorf("its share %q is not K/N, from 1/N to N/N, N at most the %d squares of %s", pieces.Clip(s), b.Squares(), b)
	}
	return sh, nil
}

// readParts reads counts as the parts want, in their order, each with
// counts of 0 to top men.
func readParts(counts []partCount, want []allchess.Part, top int) ([]allchess.PartCounts, error) {
	if len(counts) != len(want) {
		return nil, fmt.Errorf("it holds %d parts, not the %d its rules count", len(counts), len(want))
	}
	out := make([]allchess.PartCounts, len(want))
	for i, pc := range counts {
		e, err := symmetry.ParseElement(pc.Element)
		p := allchess.Part{Positions: allchess.Positions(pc.Positions), Element: e}
		if err != nil || p != want[i] || e.Name() != pc.Element {
			return nil, fmt.Errorf("its part %d is not %s, as its rules count", i+1, want[i])
		}
		if len(pc.Counts) != top+1 || slices.Contains(pc.Counts, nil) {
			return nil, fmt.Errorf("its %s are not counts of 0 to %d men", want[i], top)
		}
		out[i] = allchess.PartCounts{Part: p, Counts: pc.Counts}
	}
	return out, nil
}

// A Run names the run of count all a share is of: its rules in their text
// form, and the men it prints its rows from and to, FROM-TOP. The shares
// of one run have equal Runs.
type Run struct {
	Rules string
	Men   string
}

// RunOf returns the run that sh, printing its rows from `from` men up, is
// a share of.
func RunOf(sh *allchess.Share, from int) Run {
	return Run{Rules: sh.Rules.String(), Men: fmt.Sprintf("%d-%d", from, sh.Rules.MaxMen)}
}

// String words r as count all's flags: "--men 2-12 --castling standard
// --ep nulp --refine captures", and " on 6x6" for a board other than
// chess's.
func (r Run) String() string {
	rules, err := allchess.ParseRules(r.Rules)
	if err != nil {
		return "--men " + r.Men + " (" + r.Rules + ")"
	}
	s := fmt.Sprintf("--men %s --castling %s --ep %s", r.Men, rules.Castling, rules.EP)
	for _, x := range allchess.Refinements {
		if rules.Refines(x) {
			s += " --refine " + x.Name()
		}
	}
	if rules.PawnRanks != pieces.ChessPawnRanks {
		s += " --pawn-ranks " + rules.PawnRanks.String()
	}
	switch b := rules.Board; rules.Army {
	case allchess.ChessOn(b):
	case allchess.AnyMen(b.Squares() - 2):
		s += " --army any"
	default:
		s += " --army '" + rules.Army.String() + "'"
	}
	if rules.Board != pieces.Chessboard {
		s += " on " + rules.Board.String()
	}
	return s
}

// earlier is the JSON of a share an earlier count wrote: its run in
// fields of their own, as count all's flags.
type earlier struct {
	Share     string `json:"share"`
	Men       string `json:"men"`
	Board     string `json:"board"`
	PawnRanks string `json:"pawn_ranks"`
	Army      string `json:"army"`
	Castling  string `json:"castling"`
	EP        string `json:"en_passant_rule"`
	Captures  bool   `json:"promotions_tied_to_captures"`
	Bishops   bool   `json:"second_bishop_on_one_colour_promoted"`
	Files     bool   `json:"opposed_files"`
}

// flagValue is what a flag's value of an earlier share may be.
var flagValue = regexp.MustCompile(`^[A-Za-z0-9/-]{1,20}$`)

// refuseEarlier refuses v, a share an earlier count wrote, with the
// command that counts it again: its fields as count all's flags, those
// that hold count all's defaults left out.
func refuseEarlier(v json.RawMessage) error {
	var e earlier
	_ = json.Unmarshal(v, &e) // a field that does not read is left out
	cmd := "count all"
	for _, f := range []struct{ flag, value, otherwise string }{
		{"men", e.Men, ""}, {"board", e.Board, "8x8"}, {"pawn-ranks", e.PawnRanks, "chess"}, {"army", e.Army, "chess"},
		{"castling", e.Castling, "standard"}, {"ep", e.EP, "nulp"},
		{"refine", "captures", unless(e.Captures, "captures")},
		{"refine", "bishops", unless(e.Bishops, "bishops")},
		{"refine", "files", unless(e.Files, "files")},
		{"shard", e.Share, ""},
	} {
		if f.value != f.otherwise && flagValue.MatchString(f.value) {
			cmd += " --" + f.flag + " " + f.value
		}
	}
	return errors.New("written by an earlier count; count it again with " + cmd)
}

// unless returns name, the value a flag is left out with, unless on.
func unless(on bool, name string) string {
	if on {
		return ""
	}
	return name
}
