package shards

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/checkpoint"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// A Value is the fields that tell apart the JSON objects count merge
// reads: a checkpoint's header line (Checkpoint), a row (Material), the
// rows of one number of men (Materials), or a share of count all
// (Share).
type Value struct {
	Materials  []census.Row `json:"materials"`
	Material   string       `json:"material"`
	Checkpoint *string      `json:"checkpoint"`
	Share      *string      `json:"share"`
}

// ErrNotCensus is a JSON object that count merge does not add up.
var ErrNotCensus = errors.New("not the JSON of count positions --men or its checkpoint")

// Rows returns the rows of v, the object whose fields are p: none for a
// checkpoint's header line, or ErrNotCensus if v is none of the three.
func (p Value) Rows(v json.RawMessage) ([]census.Row, error) {
	switch {
	case p.Checkpoint != nil && (*p.Checkpoint != checkpoint.PositionsKind || p.Material != "" || p.Materials != nil):
		return nil, ErrNotCensus
	case p.Checkpoint != nil:
		return nil, nil
	case p.Material != "":
		var r census.Row
		if err := json.Unmarshal(v, &r); err != nil {
			return nil, err
		}
		return []census.Row{r}, nil
	case p.Materials == nil:
		return nil, ErrNotCensus
	}
	return p.Materials, nil
}

// A Set adds up rows counted on one board under one set of rules, by
// number of men and material.
type Set struct {
	rows         map[int]map[string]census.Row
	board, rules string
	most         func(pieces.Board) int // the most men count positions --men takes on a board
}

// NewSet returns an empty Set of the rows of count positions --men, which
// takes at most most(b) men on a board b.
func NewSet(most func(pieces.Board) int) *Set {
	return &Set{rows: map[int]map[string]census.Row{}, most: most}
}

// Empty reports whether g holds no row.
func (g *Set) Empty() bool { return len(g.rows) == 0 }

// Board returns the board of g's rows, as the rows name it.
func (g *Set) Board() string { return g.board }

// Add adds row r of file. Each material counts once; the same material
// with other counts, or counts on another board or under other rules, is
// an error.
func (g *Set) Add(file string, r census.Row) error {
	if err := r.Valid(); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	if !g.listed(r) {
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
func (g *Set) listed(r census.Row) bool {
	b, err1 := pieces.ParseBoard(r.Board)
	m, err2 := pieces.ParseMaterial(r.Material)
	if err1 != nil || err2 != nil || r.Men < 2 || r.Men > g.most(b) {
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

// A Gap is a number of men whose materials g holds only some of: Have of
// Of.
type Gap struct {
	Men, Have, Of int
}

// Tables returns the rows on b, the board of the rows, in count's order,
// a table per number of men, each labelled partial where materials are
// missing; and those gaps.
func (g *Set) Tables(b pieces.Board) (lists []tables.CensusMen, gaps []Gap) {
	for n := 2; n <= g.most(b); n++ {
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
			gaps = append(gaps, Gap{Men: n, Have: len(list), Of: len(all)})
			l.Incomplete = true // printed labelled partial
		}
		lists = append(lists, l)
	}
	return lists, gaps
}
