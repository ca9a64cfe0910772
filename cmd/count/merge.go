package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/checkpoint"
	"github.com/chesscount/count/internal/lines"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// newMerge returns count merge.
func newMerge(e *env) *cobra.Command {
	var f runFlags
	cmd := &cobra.Command{
		Use:   "merge FILE...",
		Short: "Add up the shards of count positions --men, or of count all, into the totals",
		Long: `Adds up the rows of FILES: count positions --men N --format json outputs
(shards) or checkpoints. Each material counts once; the same material with
other counts, or counts on another board or under other rules, is an
error. It prints the totals, byte for byte what one count positions --men
run prints, and exits 1 if a number of men lacks materials. A file's
lines may hold at most 64 KiB and a file at most 64 MiB, as count prints
them.

Or adds up the shares of one run of count all that count all --shard K/N
printed, each share 1/N to N/N once, and prints, in any --format, byte
for byte what one count all run with the same flags prints. Shares of
other runs, a share given twice or one missing is an error, and nothing
is printed.`,
		Example: "  count merge shard-*.json --format json > total.json\n  count merge shard-*.jsonl\n  count merge all-share-*.json --format csv      the shares of count all --shard K/N",
		RunE: func(_ *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			if len(args) == 0 {
				return usageError{errors.New("no file given; give count positions --men N --format json outputs or checkpoints, or count all --shard K/N outputs")}
			}
			return runMerge(args, o.format, e.stdout)
		},
	}
	f.addFormat(cmd.Flags())
	return cmd
}

// merger adds up rows counted on one board under one set of rules, by
// number of men and material.
type merger struct {
	rows         map[int]map[string]census.Row
	board, rules string
}

// add adds row r of file. Each material counts once; the same material
// with other counts, or counts on another board or under other rules, is
// an error.
func (g *merger) add(file string, r census.Row) error {
	if err := r.Valid(); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if !listed(r) {
		return fmt.Errorf("%s: row %q (%d men on %q) names no material that count positions --men lists", file, r.Material, r.Men, r.Board)
	}
	if g.board == "" {
		g.board, g.rules = r.Board, r.Rules
	}
	if r.Board != g.board || r.Rules != g.rules {
		return fmt.Errorf("%s: %s counted on %s under %q, other files on %s under %q; merge counts made alike", file, r.Material, r.Board, r.Rules, g.board, g.rules)
	}
	if g.rows[r.Men] == nil {
		g.rows[r.Men] = map[string]census.Row{}
	}
	if old, ok := g.rows[r.Men][r.Material]; ok && !sameRow(old, r) {
		return fmt.Errorf("%s: %s has other counts than in an earlier file", file, r.Material)
	}
	g.rows[r.Men][r.Material] = r
	return nil
}

// listed reports whether r's material is one count positions --men lists.
func listed(r census.Row) bool {
	b, err1 := pieces.ParseBoard(r.Board)
	m, err2 := pieces.ParseMaterial(r.Material)
	if err1 != nil || err2 != nil || r.Men < 2 || r.Men > maxMenOn(b) {
		return false
	}
	army, ranks := rowRules(r.Rules)
	return !m.Puzzle() && m.Men() == r.Men && army.Fits(m, b, ranks) == nil && m.String() == r.Material
}

// rowRules returns the army rule and the pawn ranks a row's rules name
// (census.Rules.String): chess's unless it names others.
func rowRules(rules string) (pieces.ArmyRule, pieces.PawnRanks) {
	army, ranks := pieces.ChessArmy, pieces.ChessPawnRanks
	for _, field := range strings.Fields(rules) {
		key, value, _ := strings.Cut(field, "=")
		switch key {
		case "army":
			army, _ = pieces.ParseArmyRule(value)
		case "pawn-ranks":
			ranks, _ = pieces.ParsePawnRanks(value)
		}
	}
	return army, ranks
}

// lists returns the rows in count's order, a list per number of men, and
// what is missing.
func (g *merger) lists(b pieces.Board) (lists []tables.CensusMen, missing []string) {
	for n := 2; n <= maxMenOn(b); n++ {
		if g.rows[n] == nil {
			continue
		}
		var list []census.Row
		army, ranks := rowRules(g.rules)
		all := pieces.MaterialsUnder(n, b, army, ranks)
		for _, m := range all {
			if r, ok := g.rows[n][m.String()]; ok {
				list = append(list, r)
			}
		}
		l := tables.NewCensusMen(n, g.board, g.rules, list, len(all))
		if len(list) < len(all) {
			missing = append(missing, fmt.Sprintf("%d of %s with %d men", len(list), plural(len(all), "material"), n))
			l.Incomplete = true // printed labelled partial
		}
		lists = append(lists, l)
	}
	return lists, missing
}

// runMerge adds up the rows of shard results and checkpoints: count
// positions --format json output, or checkpoint lines. It prints the
// totals, and fails if a number of men lacks materials. Or it adds up the
// shares of count all.
func runMerge(files []string, format tables.Format, stdout io.Writer) error {
	g := &merger{rows: map[int]map[string]census.Row{}}
	shares := &allShares{}
	for _, file := range files {
		err := eachJSONValue(file, func(v json.RawMessage) error {
			return mergeValue(file, v, g.add, shares.add)
		})
		if err != nil {
			return err
		}
	}
	if len(shares.shares) > 0 && len(g.rows) > 0 {
		return usageError{errors.New("the files hold rows of count positions and shares of count all; merge each run's files apart")}
	}
	if len(shares.shares) > 0 {
		return shares.print(stdout, format)
	}
	if len(g.rows) == 0 {
		return errors.New("the files hold no rows; give count positions --format json outputs or checkpoint files")
	}
	b, err := pieces.ParseBoard(g.board)
	if err != nil {
		return usageError{fmt.Errorf("board %q: %v", g.board, err)}
	}
	lists, missing := g.lists(b)
	if err := tables.CensusMenTables(stdout, format, lists); err != nil {
		return err
	}
	if len(missing) > 0 {
		return fmt.Errorf("the merge is incomplete, only %s; merge the other shards too", strings.Join(missing, ", "))
	}
	return nil
}

// eachJSONValue passes each JSON value in file to do: the values of count
// positions --format json output (one, or several one after another),
// or the lines of a checkpoint, whose first line is a value by itself,
// skipping a line a crash cut short. It reads a line at a time within
// lines.Input and holds one value at a time, however large the file.
func eachJSONValue(file string, do func(json.RawMessage) error) error {
	in := fileInput(file, mergeFiles)
	f, err := os.Open(file)
	if err != nil {
		return in.error(err)
	}
	defer f.Close()
	r := &jsonLines{in: lines.NewReader(f, lines.Input)}
	first, err := r.next()
	switch {
	case err == io.EOF:
		return notCensus(file)
	case err != nil:
		return in.error(err)
	case json.Valid(first):
		return eachLineValue(r, in, first, do)
	}
	r.pending = append(first, '\n')
	dec := json.NewDecoder(r)
	for {
		var v json.RawMessage
		err := dec.Decode(&v)
		switch {
		case err == io.EOF:
			return nil
		case r.err != nil:
			return in.error(r.err)
		case err != nil:
			return notCensus(file)
		}
		if err := do(v); err != nil {
			return err
		}
	}
}

// eachLineValue passes first and each line of r after it that is a JSON
// value to do, skipping the others: the lines of a checkpoint, where a
// crash may have cut a line short.
func eachLineValue(r *jsonLines, in input, first []byte, do func(json.RawMessage) error) error {
	if err := do(first); err != nil {
		return err
	}
	for {
		line, err := r.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return in.error(err)
		}
		if json.Valid(line) {
			if err := do(line); err != nil {
				return err
			}
		}
	}
}

// jsonLines reads the lines of a file of JSON without the blanks around
// them and without blank lines: the same JSON, whose strings hold no line
// ending, in less. Its Read gives the lines, each ended by a newline.
type jsonLines struct {
	in      *lines.Reader
	line    []byte // the line next returned last
	pending []byte // what Read has still to give of it
	err     error  // the error that ended the reading, but io.EOF
}

// next returns the next line that is not blank, without the blanks
// around it, valid until the next call; io.EOF after the last.
func (r *jsonLines) next() ([]byte, error) {
	for {
		line, err := r.in.Next()
		if err != nil {
			if err != io.EOF {
				r.err = err
			}
			return nil, err
		}
		if line = bytes.Trim(line, " \t\r"); len(line) > 0 {
			r.line = append(r.line[:0], line...)
			return r.line, nil
		}
	}
}

// Read gives the lines next returns, each ended by a newline.
func (r *jsonLines) Read(p []byte) (int, error) {
	for len(r.pending) == 0 {
		line, err := r.next()
		if err != nil {
			return 0, err
		}
		r.pending = append(line, '\n')
	}
	n := copy(p, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// notCensus is the error for a file whose JSON is not what count merge
// adds up.
func notCensus(file string) error {
	return fmt.Errorf("%s: not the JSON of count positions --men or its checkpoint; give those files, or the outputs of count all --shard K/N", file)
}

// sameRow reports whether two rows hold the same counts, part by part.
func sameRow(a, b census.Row) bool {
	for _, p := range [][2]census.Split{{a.Positions, b.Positions}, {a.Classes, b.Classes}} {
		x, y := p[0], p[1]
		if x.Plain.Cmp(y.Plain) != 0 || x.Castling.Cmp(y.Castling) != 0 || x.EnPassant.Cmp(y.EnPassant) != 0 || x.Total.Cmp(y.Total) != 0 {
			return false
		}
	}
	return true
}

// mergeValue passes the rows in one JSON value to add: a row, an object
// for one number of men, or an array of either; and a share of count all
// to addShare.
func mergeValue(file string, v json.RawMessage, add func(string, census.Row) error, addShare func(string, json.RawMessage) error) error {
	if t := strings.TrimSpace(string(v)); strings.HasPrefix(t, "[") {
		var list []json.RawMessage
		if err := json.Unmarshal(v, &list); err != nil {
			return notCensus(file)
		}
		for _, x := range list {
			if err := mergeValue(file, x, add, addShare); err != nil {
				return err
			}
		}
		return nil
	}
	var probe censusValue
	if err := json.Unmarshal(v, &probe); err != nil {
		return notCensus(file)
	}
	if probe.Share != nil {
		return addShare(file, v)
	}
	rows, err := probe.rows(v)
	if err != nil {
		return notCensus(file)
	}
	for _, r := range rows {
		if err := add(file, r); err != nil {
			return err
		}
	}
	return nil
}

// A censusValue is the fields that tell apart the JSON objects count
// merge reads: a checkpoint's header line (checkpoint), a row (material),
// the rows of one number of men (materials), or a share of count all
// (share).
type censusValue struct {
	Materials  []census.Row `json:"materials"`
	Material   string       `json:"material"`
	Checkpoint *string      `json:"checkpoint"`
	Share      *string      `json:"share"`
}

// rows returns the rows of v, the object whose fields are p: none for a
// checkpoint's header line, or an error if v is none of the three.
func (p censusValue) rows(v json.RawMessage) ([]census.Row, error) {
	switch {
	case p.Checkpoint != nil && (*p.Checkpoint != checkpoint.PositionsKind || p.Material != "" || p.Materials != nil):
		return nil, errNotCensus
	case p.Checkpoint != nil:
		return nil, nil
	case p.Material != "":
		var r census.Row
		if err := json.Unmarshal(v, &r); err != nil {
			return nil, err
		}
		return []census.Row{r}, nil
	case p.Materials == nil:
		return nil, errNotCensus
	}
	return p.Materials, nil
}

// errNotCensus is a JSON object that count merge does not add up.
var errNotCensus = errors.New("not the JSON of count positions --men or its checkpoint")
