package census

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
)

// Rules are the definitions of a whole position.
type Rules struct {
	Castling  rights.CastlingRule // which castling rights positions may hold
	EP        rights.EP           // the en passant rule
	ColorSwap bool                // identify a position with its colour swap, for a colour-symmetric material
	// ToMove is the side to move of the positions counted: WhiteToMove or
	// BlackToMove counts that side's positions alone; Both (or Unset)
	// counts both. The colour swap, which changes the side to move, acts
	// only when both are counted.
	ToMove placement.ToMove
	// PawnRanks is where pawns may stand, and Army which men a side may
	// have; their zero values are chess's. K. Kryukov's 3x4 and 4x4 chess
	// take pieces.MinichessPawnRanks and pieces.AnyArmy, with neither
	// castling nor en passant rights.
	PawnRanks pieces.PawnRanks
	Army      pieces.ArmyRule
}

// sides returns the sides to move the rules count.
func (r Rules) sides() []pieces.Color {
	switch r.ToMove {
	case placement.WhiteToMove:
		return []pieces.Color{pieces.White}
	case placement.BlackToMove:
		return []pieces.Color{pieces.Black}
	}
	return []pieces.Color{pieces.White, pieces.Black}
}

// Part is one of the three parts positions fall into.
type Part int

const (
	Plain     Part = iota // no castling or en passant rights
	Castling              // castling rights, with or without an en passant right
	EnPassant             // an en passant right, no castling rights
)

// Parts lists the parts in order.
var Parts = []Part{Plain, Castling, EnPassant}

// String names the part.
func (p Part) String() string { return [...]string{"plain", "castling", "en passant"}[p] }

// Term is one element of the group and the positions of each part it
// fixes; nil where the element does not act on the part (a board
// symmetry on positions with castling rights).
type Term struct {
	Element   symmetry.Element
	ColorSwap bool // the element is followed by the colour swap
	Fixed     [3]*big.Int
}

// Name is the element's Leapfrog word, with "+C" for the colour swap.
func (t Term) Name() string {
	if t.ColorSwap {
		return t.Element.Word() + "+C"
	}
	return t.Element.Word()
}

// Result is the census of one material.
type Result struct {
	Material pieces.Material
	Board    pieces.Board
	Rules    Rules
	Group    symmetry.Group // the board's symmetries on plain positions
	Swap     bool           // the colour swap is in the group
	Terms    []Term
	// Positions and Classes by part.
	Positions, Classes [3]*big.Int
}

// TotalPositions returns the positions of all parts.
func (r *Result) TotalPositions() *big.Int { return sum(r.Positions) }

// TotalClasses returns the classes of all parts.
func (r *Result) TotalClasses() *big.Int { return sum(r.Classes) }

func sum(parts [3]*big.Int) *big.Int {
	s := new(big.Int)
	for _, p := range parts {
		s.Add(s, p)
	}
	return s
}

// Order returns how many elements act on part p: the divisor of its
// Burnside sum.
func (r *Result) Order(p Part) int {
	n := 0
	for _, t := range r.Terms {
		if t.Fixed[p] != nil {
			n++
		}
	}
	return n
}

// Check reports why whole positions of m on b cannot be counted under
// chess's rules, if they cannot: they need a chess material that fits on
// b.
func Check(m pieces.Material, b pieces.Board) error {
	return CheckUnder(m, b, Rules{})
}

// CheckUnder reports why whole positions of m on b cannot be counted
// under rules, if they cannot: they need a chess material whose men can
// stand on b under the rules' pawn ranks and army rule, and the minichess
// pawn ranks have no castling or en passant rights.
func CheckUnder(m pieces.Material, b pieces.Board, rules Rules) error {
	if m.Puzzle() {
		return fmt.Errorf("whole positions need a chess material with a king a side, not the puzzle army %s", m)
	}
	if rules.PawnRanks == pieces.MinichessPawnRanks && (rules.Castling != rights.NoCastling || rules.EP != rights.NoEP) {
		return fmt.Errorf("the minichess pawn ranks come with neither castling nor en passant rights; give castling none and en passant none")
	}
	if err := rules.Army.Fits(m, b, rules.PawnRanks); err != nil {
		return err
	}
	return rules.spec(m, b, placement.Unset).Validate()
}

// spec returns the placement spec of the positions of m on b under rules,
// with toMove to move.
func (r Rules) spec(m pieces.Material, b pieces.Board, toMove placement.ToMove) placement.Spec {
	return placement.Spec{Board: b, Material: m, Rules: placement.Legal, ToMove: toMove, PawnRanks: r.PawnRanks, Army: r.Army}
}

// Count counts the whole positions of material m on board b under rules,
// and their classes. workers is the number of goroutines per count (0:
// one per CPU).
func Count(ctx context.Context, m pieces.Material, b pieces.Board, rules Rules, workers int) (*Result, error) {
	if err := checkCount(m, b, rules); err != nil {
		return nil, err
	}
	c, err := newCounters(m, b, rules, workers)
	if err != nil {
		return nil, err
	}
	r := &Result{Material: m, Board: b, Rules: rules, Group: symmetry.Auto(b, m), Swap: rules.ColorSwap && m == m.Swapped() && len(rules.sides()) == 2}
	// Plain positions: every legal placement with each side to move.
	for _, e := range r.Group.Elements {
		fixed, err := c.all.FixedCount(ctx, e.Perm(b))
		if err != nil {
			return nil, err
		}
		t := Term{Element: e}
		t.Fixed[Plain] = fixed
		r.Terms = append(r.Terms, t)
	}
	r.Positions[Plain] = r.Terms[0].Fixed[Plain]
	if r.Positions[Castling], err = c.castling(ctx, rules); err != nil {
		return nil, err
	}
	if r.Positions[EnPassant], err = c.enPassant(ctx, rules.EP, nil); err != nil {
		return nil, err
	}
	// Castling rights: the identity alone. En passant rights: the file
	// mirror (there are pawns, so the group is the mirror's), which fixes
	// positions with the en passant square on a middle file alone. Without
	// pawns there are no en passant rights, and every term is zero.
	r.Terms[0].Fixed[Castling] = r.Positions[Castling]
	r.Terms[0].Fixed[EnPassant] = r.Positions[EnPassant]
	if err := r.addEnPassantTerms(ctx, c, rules.EP); err != nil {
		return nil, err
	}
	if r.Swap {
		r.addColorSwap()
	}
	if err := r.average(); err != nil {
		return nil, err
	}
	return r, nil
}

// checkCount reports whether Count can count m on b under rules.
func checkCount(m pieces.Material, b pieces.Board, rules Rules) error {
	if err := CheckUnder(m, b, rules); err != nil {
		return err
	}
	if rules.ToMove > placement.Both {
		return fmt.Errorf("census: side to move %d: use white, black or both", rules.ToMove)
	}
	return rights.CheckCastling(rules.Castling, b)
}

// addEnPassantTerms sets the positions with an en passant right under ep
// that each element but the identity fixes.
func (r *Result) addEnPassantTerms(ctx context.Context, c *counters, ep rights.EP) error {
	for i := 1; i < len(r.Terms); i++ {
		fixed, err := c.enPassantMirrored(ctx, ep, r.Terms[i].Element.Perm(r.Board))
		if err != nil {
			return err
		}
		r.Terms[i].Fixed[EnPassant] = fixed
	}
	return nil
}

// addColorSwap adds each element followed by the colour swap to the
// terms. The swap changes the side to move, so it fixes no position.
func (r *Result) addColorSwap() {
	for _, t := range r.Terms {
		swapped := Term{Element: t.Element, ColorSwap: true}
		for _, p := range Parts {
			if t.Fixed[p] != nil {
				swapped.Fixed[p] = new(big.Int)
			}
		}
		r.Terms = append(r.Terms, swapped)
	}
}

// average sets the classes of each part: the sum of its terms over the
// number of elements acting on it, which must divide it exactly.
func (r *Result) average() error {
	for _, p := range Parts {
		total := new(big.Int)
		for _, t := range r.Terms {
			if t.Fixed[p] != nil {
				total.Add(total, t.Fixed[p])
			}
		}
		var err error
		if r.Classes[p], err = burnside.Average(total, r.Order(p)); err != nil {
			return fmt.Errorf("%s, %s positions: %w", r.Material, p, err)
		}
	}
	return nil
}

// counters count the legal placements of one material: for the sides to
// move counted, and for each side alone (the side that may capture en
// passant).
type counters struct {
	material pieces.Material
	board    pieces.Board
	sides    []pieces.Color
	all      *placement.Factored // the sides to move counted
	side     [2]*placement.Factored
}

func newCounters(m pieces.Material, b pieces.Board, rules Rules, workers int) (*counters, error) {
	toMove := rules.ToMove
	if toMove == placement.Unset {
		toMove = placement.Both
	}
	c := &counters{material: m, board: b, sides: Rules{ToMove: toMove}.sides()}
	var err error
	spec := rules.spec(m, b, toMove)
	if c.all, err = placement.NewFactored(spec); err != nil {
		return nil, err
	}
	c.all.Workers = workers
	for side, toMove := range []placement.ToMove{placement.WhiteToMove, placement.BlackToMove} {
		spec.ToMove = toMove
		if c.side[side], err = placement.NewFactored(spec); err != nil {
			return nil, err
		}
		c.side[side].Workers = workers
	}
	return c, nil
}
