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
	army := r.Spec.Army.Rule()
	obj := AllChessObject{Board: r.Spec.Board.String(), PawnRanks: r.Spec.PawnRanks.String(), Army: army.String(), Castling: r.Spec.Castling.String(), EP: r.Spec.EP.String(), Captures: r.Spec.Captures, Bishops: r.Spec.Bishops, Files: r.Spec.Files,
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
		r.Spec.Board, men, r.Spec.Castling, r.Spec.EP)
	if r.Spec.PawnRanks != pieces.ChessPawnRanks || army != pieces.ChessArmy {
		title += fmt.Sprintf(", pawn ranks %s, army %s", r.Spec.PawnRanks, army)
	}
	if r.Spec.Captures {
		title += ", promotions tied to captures"
	}
	if r.Spec.Bishops {
		title += ", a second bishop on one colour a promotion"
	}
	if r.Spec.Files {
		title += ", the opposed files"
	}
	if f == CSV {
		return writeCSV(w, header, rows, footer, true)
	}
	return section(w, f, title, header, rows, footer)
}
