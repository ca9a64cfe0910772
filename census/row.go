package census

import (
	"fmt"
	"math/big"

	"github.com/chesscount/count/pieces"
)

// Row is one material's count in a form that can be written and read
// back: a row of count positions output, a line of a checkpoint, a
// shard's result.
type Row struct {
	Men       int    `json:"men"`
	Material  string `json:"material"`
	Board     string `json:"board"`
	Rules     string `json:"rules"`
	Positions Split  `json:"positions"`
	Classes   Split  `json:"classes"`
}

// Split is a count split by part, with the total.
type Split struct {
	Plain     *big.Int `json:"plain"`
	Castling  *big.Int `json:"castling"`
	EnPassant *big.Int `json:"en_passant"`
	Total     *big.Int `json:"total"`
}

// String writes the rules as Row.Rules holds them.
func (r Rules) String() string {
	s := fmt.Sprintf("castling=%s ep=%s color-swap=%v", r.Castling, r.EP, r.ColorSwap)
	if len(r.sides()) == 1 {
		s += " to-move=" + r.ToMove.String()
	}
	if r.PawnRanks != pieces.ChessPawnRanks || r.Army != pieces.ChessArmy {
		s += fmt.Sprintf(" pawn-ranks=%s army=%s", r.PawnRanks, r.Army)
	}
	return s
}

// Row returns r's row.
func (r *Result) Row() Row {
	return Row{
		Men: r.Material.Men(), Material: r.Material.String(), Board: r.Board.String(), Rules: r.Rules.String(),
		Positions: parts(r.Positions), Classes: parts(r.Classes),
	}
}

func parts(p [3]*big.Int) Split {
	return Split{Plain: p[Plain], Castling: p[Castling], EnPassant: p[EnPassant], Total: sum(p)}
}

// Add adds q to p, part by part.
func (p *Split) Add(q Split) {
	for _, x := range []struct {
		to   **big.Int
		from *big.Int
	}{{&p.Plain, q.Plain}, {&p.Castling, q.Castling}, {&p.EnPassant, q.EnPassant}, {&p.Total, q.Total}} {
		if *x.to == nil {
			*x.to = new(big.Int)
		}
		if x.from != nil {
			(*x.to).Add(*x.to, x.from)
		}
	}
}

// Valid reports whether the row holds every count, and its totals add up.
func (r Row) Valid() error {
	for _, p := range []Split{r.Positions, r.Classes} {
		if p.Plain == nil || p.Castling == nil || p.EnPassant == nil || p.Total == nil {
			return fmt.Errorf("row for %q lacks a count", r.Material)
		}
		if p.Plain.Sign() < 0 || p.Castling.Sign() < 0 || p.EnPassant.Sign() < 0 {
			return fmt.Errorf("row for %q has a negative count", r.Material)
		}
		if s := new(big.Int).Add(p.Plain, p.Castling); s.Add(s, p.EnPassant).Cmp(p.Total) != 0 {
			return fmt.Errorf("row for %q: the parts do not add up to the total", r.Material)
		}
	}
	return nil
}
