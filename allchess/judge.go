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
	if why := p.breach(); why != nil {
		return false, sentence(why())
	}
	return true, ""
}

// Counted reports whether p's Rules count p: Admitted without the
// sentence, for a sampler, which throws most of its tries away unread.
func (p Position) Counted() bool { return p.breach() == nil }

// A reason writes, when asked, why a position breaks a rule.
type reason func() string

// sentence returns s with its first letter a capital.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// breach returns why p breaks the first rule of Admitted it breaks, or
// nil if it breaks none. Each reason holds a copy of what it writes, made
// only when the rule is broken: a position admitted costs no allocation.
func (p Position) breach() reason {
	r := p.Rules
	if n := len(p.Men); n != r.Board.Squares() {
		b := r.Board
		return func() string {
			return fmt.Sprintf("the position has %d squares and the board %s %d", n, b, b.Squares())
		}
	}
	counts := p.counts()
	for side, c := range counts {
		if k := c[pieces.King]; k != 1 {
			color := pieces.Color(side)
			return func() string { return fmt.Sprintf("%s has %d kings, and a position has one a side", color, k) }
		}
	}
	var onStack [64]placement.Man // the men of a board of up to 64 squares, off the heap
	men := p.appendPlaced(onStack[:0])
	if n, most := len(men), r.maxTotal(); n > most {
		return func() string { return fmt.Sprintf("the position has %d men and the rules count at most %d", n, most) }
	}
	if k := kingsOnly(r); !k.Allows(men, p.ToMove) {
		q := p
		return func() string { return k.Refusal(q.appendPlaced(nil), q.ToMove).Error() }
	}
	for side, c := range counts {
		if !r.Army.Feasible(c) {
			why := p.armyBreach(pieces.Color(side), c)
			return func() string { return why }
		}
	}
	for _, x := range Refinements {
		if !r.Refines(x) {
			continue
		}
		if ok, why := x.Admits(p); !ok {
			return func() string { return why }
		}
	}
	return nil
}

// kingsOnly is the legal rules of placements on r's board and pawn
// ranks, whose Refusal judges every material with a king a side: it asks
// of the material only that it is not a puzzle's.
func kingsOnly(r Rules) placement.Spec {
	return placement.Spec{Board: r.Board, Material: twoKings, Rules: placement.Legal, PawnRanks: r.PawnRanks}
}

// twoKings is the material of the two kings alone.
var twoKings, _ = pieces.ParseMaterial("KvK")

// appendPlaced appends p's men, as package placement writes them, to men.
func (p Position) appendPlaced(men []placement.Man) []placement.Man {
	for sq, m := range p.Men {
		if m != nil {
			men = append(men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
		}
	}
	return men
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

// ArmiesAllowed reports whether r may count a position whose two armies
// hold these men of each kind beside their kings (indexed by colour and
// pieces.Kind; the kings' entries ignored), whatever their squares: each army one the Army rule
// allows, the men within r's limit, and what the refinements ask of the
// armies alone (captures' promotions, and at most as many files required
// opposed as either side has pawns), the bishops' colours left aside. Every
// position Position.Admitted admits has armies it allows, so a sampler may
// draw armies from those it allows and lose none.
func (r Rules) ArmiesAllowed(armies [2][pieces.NumKinds]int) bool {
	men := 2
	var c [2]charge
	for side, counts := range armies {
		if !r.Army.Feasible(counts) {
			return false
		}
		men += counts[pieces.Pawn]
		for _, k := range pieceKinds {
			men += counts[k]
			c[side].proms += max(0, counts[k]-r.Army.Base[k])
		}
		c[side].used = counts[pieces.Pawn] + c[side].proms
	}
	if men > r.maxTotal() {
		return false
	}
	captured := 2*(1+r.Army.MaxMen()) - men
	if r.Refines(Captures) && (c[0].proms > promotionsAllowed(r.Army, captured, c[1]) || c[1].proms > promotionsAllowed(r.Army, captured, c[0])) {
		return false
	}
	if r.Refines(Files) {
		need := requiredOpposedFiles(r.Board.Files, 2*(1+r.Army.MaxMen()), men, c[0].used, c[1].used)
		return need <= min(armies[0][pieces.Pawn], armies[1][pieces.Pawn])
	}
	return true
}
