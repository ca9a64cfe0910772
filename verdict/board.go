package verdict

import (
	"fmt"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Admitted reports whether allchess.Count counts p's board with p.ToMove
// to move under p.Rules, rights aside, and if not, the first rule it
// breaks, in one sentence. The rules, in order: the board's size, one
// king a side, at most the men the rules allow, pawns where the pawn ranks
// let them stand, the kings apart, the side not to move out of check, each
// side's army one the Army rule allows; then each refinement's Admits. It
// is the definition of the set Count counts, written for clarity, not
// speed: the tests hold it against Count's rows, and `count check` and
// package sample ask it.
func Admitted(p allchess.Position) (bool, string) {
	if why := breach(p); why != nil {
		return false, sentence(why())
	}
	return true, ""
}

// Counted reports whether allchess.Count counts p: Admitted without the
// sentence, for a sampler, which throws most of its tries away unread.
func Counted(p allchess.Position) bool { return breach(p) == nil }

// A reason writes, when asked, why a position breaks a rule.
type reason func() string

// breach returns why p breaks the first rule of Admitted it breaks, or
// nil if it breaks none. Each reason holds a copy of what it writes, made
// only when the rule is broken: a position admitted costs no allocation.
func breach(p allchess.Position) reason {
	r := p.Rules
	if n := len(p.Men); n != r.Board.Squares() {
		b := r.Board
		return func() string {
			return fmt.Sprintf("the position has %d squares and the board %s %d", n, b, b.Squares())
		}
	}
	counts := countsOf(p)
	for side, c := range counts {
		if k := c[pieces.King]; k != 1 {
			color := pieces.Color(side)
			return func() string { return fmt.Sprintf("%s has %d kings, and a position has one a side", color, k) }
		}
	}
	var onStack [64]placement.Man // the men of a board of up to 64 squares, off the heap
	men := appendPlaced(onStack[:0], p)
	if n, most := len(men), mostMen(r); n > most {
		return func() string { return fmt.Sprintf("the position has %d men and the rules count at most %d", n, most) }
	}
	if k := kingsOnly(r); !k.Allows(men, p.ToMove) {
		q := p
		return func() string { return k.Refusal(appendPlaced(nil, q), q.ToMove).Error() }
	}
	for side, c := range counts {
		if !r.Army.Feasible(c) {
			why := armyBreach(r.Army, pieces.Color(side), c)
			return func() string { return why }
		}
	}
	for _, x := range allchess.Refinements {
		if !r.Refines(x) {
			continue
		}
		if ok, why := x.Admits(p); !ok {
			return func() string { return why }
		}
	}
	return nil
}

// mostMen returns the most men, kings included, r counts.
func mostMen(r allchess.Rules) int {
	if r.MaxMen > 0 {
		return r.MaxMen
	}
	return 2 + 2*r.Army.MaxMen()
}

// kingsOnly is the legal rules of placements on r's board and pawn
// ranks, whose Refusal judges every material with a king a side: it asks
// of the material only that it is not a puzzle's.
func kingsOnly(r allchess.Rules) placement.Spec {
	return placement.Spec{Board: r.Board, Material: twoKings, Rules: placement.Legal, PawnRanks: r.PawnRanks}
}

// appendPlaced appends p's men, as package placement writes them, to men.
func appendPlaced(men []placement.Man, p allchess.Position) []placement.Man {
	for sq, m := range p.Men {
		if m != nil {
			men = append(men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
		}
	}
	return men
}

// countsOf returns each side's men of each kind in p, indexed by colour
// and pieces.Kind.
func countsOf(p allchess.Position) [2][pieces.NumKinds]int {
	var out [2][pieces.NumKinds]int
	for _, m := range p.Men {
		if m != nil {
			out[m.Color][m.Kind]++
		}
	}
	return out
}

// armyBreach says why the army rule a refuses side's men c: its pawns and
// promotions (men of a kind beyond the army's start) are more than the
// pawns it starts with.
func armyBreach(a allchess.Army, side pieces.Color, c [pieces.NumKinds]int) string {
	proms := 0
	for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
		proms += max(0, c[k]-a.Base[k])
	}
	return fmt.Sprintf("%s has %d pawns and %d promotions, and its army starts with %d pawns", side, c[pieces.Pawn], proms, a.Pawns)
}
