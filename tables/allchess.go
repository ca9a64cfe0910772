package tables

import (
	"fmt"
	"io"
	"math/big"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
)

// AllChessRow is the JSON form of the positions with one number of men.
type AllChessRow struct {
	Men       int      `json:"men"`
	Positions *big.Int `json:"positions"`
	Castling  *big.Int `json:"castling"`
	EnPassant *big.Int `json:"en_passant"`
	Classes   *big.Int `json:"classes"`
}

// AllChessTotal is the JSON form of the totals of the rows.
type AllChessTotal struct {
	Positions *big.Int `json:"positions"`
	Castling  *big.Int `json:"castling"`
	EnPassant *big.Int `json:"en_passant"`
	Classes   *big.Int `json:"classes"`
}

// AllChessObject is the JSON form of an allchess.Result.
type AllChessObject struct {
	Board string `json:"board"`
	// PawnRanks and Army name the pawn-rank and army rules: chess's, or
	// K. Kryukov's minichess ranks and any men.
	PawnRanks string        `json:"pawn_ranks"`
	Army      string        `json:"army"`
	Castling  string        `json:"castling"`
	EP        string        `json:"en_passant_rule"`
	Captures  bool          `json:"promotions_tied_to_captures"`
	Bishops   bool          `json:"second_bishop_on_one_colour_promoted"`
	Files     bool          `json:"opposed_files"`
	Rows      []AllChessRow `json:"by_men"`
	Total     AllChessTotal `json:"total"`
}

// refinementTitles are the words of each refinement in a table's title.
var refinementTitles = map[string]string{
	"captures": "promotions tied to captures",
	"bishops":  "a second bishop on one colour a promotion",
	"files":    "the opposed files",
}

// armyName names the army of r: chess, for chess's army on its board; any,
// for any men (as many as fill the board beside the kings); else the army
// written exactly.
func armyName(r allchess.Rules) string {
	switch r.Army {
	case allchess.ChessOn(r.Board):
		return pieces.ChessArmy.String()
	case allchess.AnyMen(r.Board.Squares() - 2):
		return pieces.AnyArmy.String()
	}
	return r.Army.String()
}

// AllChess writes r: a row for each number of men from 2 to r's most,
// the positions (each side to move counted), the parts of them with
// castling rights and with an en passant right, and the classes, then
// the totals.
func AllChess(w io.Writer, f Format, r *allchess.Result) error {
	return AllChessFrom(w, f, r, 2)
}

// AllChessFrom writes r as AllChess does, the rows and the totals from
// from men up only.
func AllChessFrom(w io.Writer, f Format, r *allchess.Result, from int) error {
	rules := r.Rules
	army := armyName(rules)
	obj := AllChessObject{Board: rules.Board.String(), PawnRanks: rules.PawnRanks.String(), Army: army, Castling: rules.Castling.String(), EP: rules.EP.String(),
		Captures: rules.Refines(allchess.Captures), Bishops: rules.Refines(allchess.Bishops), Files: rules.Refines(allchess.Files),
		Total: AllChessTotal{Positions: new(big.Int), Castling: new(big.Int), EnPassant: new(big.Int), Classes: new(big.Int)}}
	var rows [][]string
	for m := max(from, 2); m < len(r.Positions); m++ {
		row := AllChessRow{Men: m, Positions: r.Positions[m], Castling: r.Castling[m], EnPassant: r.EnPassant[m], Classes: r.Classes[m]}
		obj.Rows = append(obj.Rows, row)
		for _, p := range [][2]*big.Int{{obj.Total.Positions, row.Positions}, {obj.Total.Castling, row.Castling},
			{obj.Total.EnPassant, row.EnPassant}, {obj.Total.Classes, row.Classes}} {
			p[0].Add(p[0], p[1])
		}
		rows = append(rows, []string{fmt.Sprint(m), row.Positions.String(), row.Castling.String(), row.EnPassant.String(), row.Classes.String()})
	}
	if f == JSON {
		return writeIndented(w, obj)
	}
	header := []string{"men", "positions", "of which castling", "of which en passant", "classes"}
	t := obj.Total
	footer := [][]string{{"total", t.Positions.String(), t.Castling.String(), t.EnPassant.String(), t.Classes.String()}}
	men := fmt.Sprintf("at most %d men", len(r.Positions)-1)
	switch top := len(r.Positions) - 1; {
	case from == top:
		men = fmt.Sprintf("%d men", top)
	case from > 2:
		men = fmt.Sprintf("%d to %d men", from, top)
	}
	title := fmt.Sprintf("Every material at once on %s, %s: castling %s, en passant %s, both sides to move",
		rules.Board, men, rules.Castling, rules.EP)
	if rules.PawnRanks != pieces.ChessPawnRanks || army != pieces.ChessArmy.String() {
		title += fmt.Sprintf(", pawn ranks %s, army %s", rules.PawnRanks, army)
	}
	for _, x := range allchess.Refinements {
		if rules.Refines(x) {
			title += ", " + refinementTitles[x.Name()]
		}
	}
	if f == CSV {
		return writeCSV(w, header, rows, footer, true)
	}
	return section(w, f, title, header, rows, footer)
}
