package allchess

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/internal/sweep"
	"github.com/chesscount/count/pieces"
)

// A Refinement is a rule that every legal position obeys and the plain
// army rule does not: adding it to Rules.Refine tightens the bound.
// docs/allchess.md proves each and says how to add one.
type Refinement interface {
	// Name is its name in --refine and in the text form of Rules.
	Name() string
	// Admits reports whether p obeys the rule, and if not, why.
	Admits(p Position) (ok bool, reason string)
	// needs reports why r cannot be counted with it, if it cannot.
	needs(r Rules) *RulesError
	// reads is what the count must keep of the board for it.
	reads() boardReading
	// bound tightens what Black's armies may use beside a White army.
	bound(b armyBound) armyBound
}

// A boardReading is what the count must keep beyond cells all alike: each
// army's class (its pawns plus promotions, and its promotions), the
// squares' colours under the bishops, or each file's pawns in order, as
// an automaton reads them from the top (nil for none).
type boardReading struct {
	classes, colours bool
	files            sweep.Files
}

// The refinements, in the order of the text form.
var (
	// Captures ties promotions to captures: each side's promotions are at
	// most the captures (the men missing from both armies at the start)
	// plus the other side's pawns captured, as J. Tromp's Chess Position
	// Ranking has it.
	Captures Refinement = captures{}
	// Bishops asks that a side's bishops on one square colour beyond the
	// first be promotions: where chess's rule charges max(0, B − 2) for
	// the bishops, it charges max(0, B_light − 1) + max(0, B_dark − 1).
	// It changes nothing unless the army starts with two bishops.
	Bishops Refinement = bishops{}
	// Files asks for J. Tromp's opposed files: at least F − C − (the pawns
	// both sides have lost) files each hold a black pawn with a white pawn
	// next below it on the file, F the files, C the captures (see
	// opposition.go). It needs an army of one pawn for each file.
	Files Refinement = files{}

	// Refinements lists every refinement.
	Refinements = []Refinement{Captures, Bishops, Files}
)

// ParseRefinements reads a list of refinement names separated by commas,
// or "none".
func ParseRefinements(s string) ([]Refinement, error) {
	if s == "none" {
		return nil, nil
	}
	var out []Refinement
	for _, name := range strings.Split(s, ",") {
		x, ok := RefinementNamed(name)
		if !ok {
			return nil, fmt.Errorf("no refinement %q: give any of captures, bishops and files, or none", name)
		}
		out = append(out, x)
	}
	return out, nil
}

// RefinementNamed returns the refinement called name (in any case, spaces
// around it ignored), and false if none is.
func RefinementNamed(name string) (Refinement, bool) {
	for _, x := range Refinements {
		if strings.EqualFold(strings.TrimSpace(name), x.Name()) {
			return x, true
		}
	}
	return nil, false
}

// An armyBound is the most pawns used and promotions of Black's class
// beside White's class, in a position of men men of start at the start
// (kings included), each side of pawns pawns, opposed files opposed.
type armyBound struct {
	white                class
	men, start, pawns    int
	opposed              int
	blackUsed, blackProm int
}

type captures struct{}

func (captures) Name() string            { return "captures" }
func (captures) needs(Rules) *RulesError { return nil }
func (captures) reads() boardReading     { return boardReading{classes: true} }
func (captures) Admits(p Position) (bool, string) {
	charges, captured := p.charges(), p.captures()
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		other := charges[side.Other()]
		allowed := captured + p.Rules.Army.Pawns - other.used
		if charges[side].proms > allowed {
			return false, fmt.Sprintf("%s has %d promotions but the captures and %s's pawns captured allow %d", side, charges[side].proms, side.Other(), allowed)
		}
	}
	return true, ""
}

// bound: a white pawn that promotes has got past the black pawn that
// started on its file, which pawns on one file cannot do unless one of
// them captured or was captured: so promotions(White) ≤ captures +
// pawns(Black) captured, with captures = start − men and pawns(Black)
// captured = pawns − used(Black); and likewise for Black.
func (captures) bound(b armyBound) armyBound {
	limit := b.start - b.men + b.pawns // captures + pawns
	b.blackUsed = min(b.blackUsed, limit-b.white.proms)
	b.blackProm = min(b.blackProm, limit-b.white.used)
	return b
}

type bishops struct{}

func (bishops) Name() string                { return "bishops" }
func (bishops) needs(Rules) *RulesError     { return nil }
func (bishops) reads() boardReading         { return boardReading{colours: true} }
func (bishops) bound(b armyBound) armyBound { return b }

// Admits: each side's charge counts its bishops by colour (charges).
func (bishops) Admits(p Position) (bool, string) {
	for side, c := range p.charges() {
		if c.used > p.Rules.Army.Pawns {
			return false, fmt.Sprintf("%s's bishops on one square colour beyond the first are promotions, and with its pawns they use %d pawns of %d", pieces.Color(side), c.used, p.Rules.Army.Pawns)
		}
	}
	return true, ""
}

// A Position is a placement of men on the board of Rules, by square (nil
// where none stands), with a side to move, as a refinement judges it.
type Position struct {
	Rules  Rules
	Men    []*pieces.Piece
	ToMove pieces.Color
}

// charge is a side's pawns plus promotions (used) and its promotions, as
// the rules count them.
type charge struct{ used, proms int }

// charges returns each side's charge: its pieces of each kind beyond its
// army's start are promotions; under the bishop refinement, with an army
// that starts with two bishops, its bishops are counted by square colour
// instead, each beyond the first on a colour a promotion.
func (p Position) charges() [2]charge {
	var counts [2][pieces.NumKinds]int
	var onColour [2][2]int
	for sq, m := range p.Men {
		if m == nil {
			continue
		}
		counts[m.Color][m.Kind]++
		if m.Kind == pieces.Bishop {
			onColour[m.Color][p.Rules.Board.ColourOf(pieces.Square(sq))]++
		}
	}
	a := p.Rules.Army
	var out [2]charge
	for side := range out {
		for _, k := range pieceKinds {
			out[side].proms += max(0, counts[side][k]-a.Base[k])
		}
		if p.Rules.Refines(Bishops) && a.Base[pieces.Bishop] == 2 {
			out[side].proms += max(0, onColour[side][0]-1) + max(0, onColour[side][1]-1) - max(0, counts[side][pieces.Bishop]-2)
		}
		out[side].used = counts[side][pieces.Pawn] + out[side].proms
	}
	return out
}

// men returns the men on the board, kings included.
func (p Position) men() int {
	n := 0
	for _, m := range p.Men {
		if m != nil {
			n++
		}
	}
	return n
}

// captures returns the men missing from both armies at the start.
func (p Position) captures() int { return 2*(1+p.Rules.Army.MaxMen()) - p.men() }
