package allchess

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Admitted reports whether p's Rules count p's board with p.ToMove to
// move, rights aside, and if not, the first rule it breaks, in one
// sentence. The rules, in order: the board's size, one king a side, at
// most the men the rules allow, pawns where the pawn ranks let them
// stand, the kings apart, the side not to move out of check, each side's
// army one the Army rule allows; then each refinement's Admits. It is the
// definition of the set Count counts, written for clarity, not speed:
// `count check` and package sample both ask it.
func (p Position) Admitted() (bool, string) {
	ok, why := p.admitted()
	return ok, sentence(why)
}

// sentence returns s with its first letter a capital.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (p Position) admitted() (bool, string) {
	r := p.Rules
	if len(p.Men) != r.Board.Squares() {
		return false, fmt.Sprintf("the position has %d squares and the board %s %d", len(p.Men), r.Board, r.Board.Squares())
	}
	men := p.placed()
	if ok, why := p.oneKingEach(); !ok {
		return false, why
	}
	if len(men) > r.maxTotal() {
		return false, fmt.Sprintf("the position has %d men and the rules count at most %d", len(men), r.maxTotal())
	}
	if err := kingsOnly(r).Refusal(men, p.ToMove); err != nil {
		return false, err.Error()
	}
	for side, c := range p.counts() {
		if !r.Army.Feasible(c) {
			return false, p.armyBreach(pieces.Color(side), c)
		}
	}
	for _, x := range Refinements {
		if !r.Refines(x) {
			continue
		}
		if ok, why := x.Admits(p); !ok {
			return false, why
		}
	}
	return true, ""
}

// kingsOnly is the legal rules of placements on r's board and pawn
// ranks, whose Refusal judges every material with a king a side: it asks
// of the material only that it is not a puzzle's.
func kingsOnly(r Rules) placement.Spec {
	kings, _ := pieces.ParseMaterial("KvK")
	return placement.Spec{Board: r.Board, Material: kings, Rules: placement.Legal, PawnRanks: r.PawnRanks}
}

// placed returns p's men as package placement writes them.
func (p Position) placed() []placement.Man {
	var men []placement.Man
	for sq, m := range p.Men {
		if m != nil {
			men = append(men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
		}
	}
	return men
}

// oneKingEach reports whether p has one king of each colour.
func (p Position) oneKingEach() (bool, string) {
	for side, c := range p.counts() {
		if k := c[pieces.King]; k != 1 {
			return false, fmt.Sprintf("%s has %d kings, and a position has one a side", pieces.Color(side), k)
		}
	}
	return true, ""
}

// counts returns each side's men of each kind, indexed by colour and
// pieces.Kind.
func (p Position) counts() [2][pieces.NumKinds]int {
	var out [2][pieces.NumKinds]int
	for _, m := range p.Men {
		if m != nil {
			out[m.Color][m.Kind]++
		}
	}
	return out
}

// armyBreach says why the army rule refuses side's men c: its pawns and
// promotions (men of a kind beyond the army's start) are more than the
// pawns it starts with.
func (p Position) armyBreach(side pieces.Color, c [pieces.NumKinds]int) string {
	a := p.Rules.Army
	proms := 0
	for _, k := range pieceKinds {
		proms += max(0, c[k]-a.Base[k])
	}
	return fmt.Sprintf("%s has %d pawns and %d promotions, and its army starts with %d pawns", side, c[pieces.Pawn], proms, a.Pawns)
}
