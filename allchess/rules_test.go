package allchess

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// Rules with a custom army, every field set, read back from their text
// form intact, whatever the order of their refinements; and armies that
// differ only in their start are different counts.
func TestRulesRoundTrip(t *testing.T) {
	custom := Army{Pawns: 4, Base: [pieces.NumKinds]int{pieces.Queen: 2, pieces.Rook: 1, pieces.Knight: 2}}
	for _, r := range []Rules{
		{Board: pieces.Board{Files: 4, Ranks: 6}, Army: custom, MaxMen: 9, Castling: rights.StandardCastling, EP: rights.NULP, Refine: []Refinement{Files, Captures}},
		{Board: pieces.Chessboard, Army: Chess, Castling: rights.Chess960Castling, EP: rights.FIDE, MaxMen: 12, Refine: []Refinement{Captures}},
		{Board: pieces.Board{Files: 3, Ranks: 4}, Army: AnyMen(10), PawnRanks: pieces.MinichessPawnRanks},
	} {
		back, err := ParseRules(r.String())
		if err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		if back.Army != r.Army || back.String() != r.String() || back.Board != r.Board || back.EP != r.EP || back.Castling != r.Castling {
			t.Errorf("%s read back as %s", r, back)
		}
	}
	other := Army{Pawns: 4, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 2, pieces.Knight: 2}}
	a := Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: custom}
	b := a
	b.Army = other
	if a.String() == b.String() {
		t.Errorf("two armies with the same pawns and pieces but another start name one count: %s", a)
	}
}

// Each fault of Validate, alone.
func TestRulesFaults(t *testing.T) {
	chess := Rules{Board: pieces.Chessboard, Army: Chess}
	with := func(f func(*Rules)) Rules { r := chess; f(&r); return r }
	for _, c := range []struct {
		r     Rules
		fault RulesFault
	}{
		{with(func(r *Rules) { r.Board = pieces.Board{Files: 9, Ranks: 8} }), BoardSize},
		{with(func(r *Rules) { r.Board = pieces.Board{Files: 6, Ranks: 6}; r.Castling = rights.Chess960Castling }), CastlingBoard},
		{with(func(r *Rules) { r.EP = rights.FIDE }), FIDEMen},
		{with(func(r *Rules) { r.Refine = []Refinement{Captures, Captures} }), RefinementTwice},
		{with(func(r *Rules) { r.Army.Pawns = 7; r.Refine = []Refinement{Files} }), FilesArmy},
		{with(func(r *Rules) { r.EP = rights.FIDE; r.MaxMen = 8; r.Refine = []Refinement{Bishops} }), NotUnderFIDE},
		{with(func(r *Rules) { r.Refine = []Refinement{Files, Bishops} }), NotTogether},
		{with(func(r *Rules) { r.Army.Pawns = 9; r.Refine = []Refinement{Captures} }), RefinedPawns},
		{with(func(r *Rules) { r.Board = pieces.Board{Files: 5, Ranks: 5}; r.EP = rights.NULP }), OddBoard},
		{with(func(r *Rules) { r.PawnRanks = pieces.MinichessPawnRanks; r.EP = rights.NULP }), MinichessRights},
		{with(func(r *Rules) {
			r.Board = pieces.Board{Files: 4, Ranks: 4}
			r.Army = AnyMen(6)
			r.Refine = []Refinement{Captures}
		}), NoChessStart},
		{with(func(r *Rules) { r.MaxMen = 1 }), MenRange},
		{with(func(r *Rules) { r.Army.Base[pieces.Rook] = 3 }), ArmyRange},
	} {
		var re *RulesError
		if err := c.r.Validate(); !errors.As(err, &re) || re.Fault != c.fault {
			t.Errorf("%s: %v, want fault %d", c.r, err, c.fault)
		}
	}
	if err := chess.Validate(); err != nil {
		t.Errorf("chess: %v", err)
	}
}

// FuzzParseRules: the text form never panics, and what reads writes back
// the same.
func FuzzParseRules(f *testing.F) {
	f.Add(Rules{Board: pieces.Chessboard, Army: Chess, Refine: []Refinement{Captures, Files}}.String())
	f.Add("board 4x4; men 5; army 14P 0Q 0R 0B 0N; pawn ranks minichess; castling none; en passant none; refine none")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRules(s)
		if err != nil {
			return
		}
		if r.String() != s {
			t.Errorf("%q reads as %q", s, r.String())
		}
	})
}

// Each refinement's rule on a whole board agrees with the listing's own
// rules (armiesAllow, written apart) on random placements of small boards.
func TestAdmitsAgainstListing(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		board pieces.Board
		army  Army
	}{
		{pieces.Board{Files: 4, Ranks: 6}, Army{Pawns: 4, Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Rook: 1}}},
		{pieces.Chessboard, Chess},
	} {
		for _, rule := range []listRule{{captures: true}, {bishops: true}, {captures: true, files: true}, {captures: true, bishops: true}} {
			r := Rules{Board: c.board, Army: c.army, Refine: refined(rule.captures, rule.bishops, rule.files)}
			var seen [2]int
			for range 20000 {
				cells, men := randomCells(rng, c.board, c.army)
				want := armiesAllow(c.board, c.army, cells, men, rule)
				got := r.admitsAll(positionOf(r, cells))
				if got != want {
					t.Fatalf("%s %+v: Admits %v, the listing %v", c.board, rule, got, want)
				}
				if got {
					seen[1]++
				} else {
					seen[0]++
				}
			}
			if seen[0] < 100 || seen[1] < 100 {
				t.Errorf("%s %+v: %d placements refused and %d admitted; the test needs both", c.board, rule, seen[0], seen[1])
			}
		}
	}
}

// admitsAll reports whether p's armies are ones r's army allows and every
// refinement of r admits p.
func (r Rules) admitsAll(p Position) bool {
	for _, c := range p.charges() {
		if c.used > r.Army.Pawns && !r.Refines(Bishops) {
			return false
		}
	}
	for _, x := range r.Refine {
		if ok, _ := x.Admits(p); !ok {
			return false
		}
	}
	return true
}

// randomCells returns a random placement on b, in the listing's codes, of
// each side's king and up to the army's most men, pawns off the first and
// last ranks, and its number of men.
func randomCells(rng *rand.Rand, b pieces.Board, a Army) ([]int8, int) {
	cells := make([]int8, b.Squares())
	men := 0
	for side := range 2 {
		for i := range 1 + rng.IntN(a.MaxMen()+2) {
			kind := pieces.King
			if i > 0 {
				kind = pieces.Kind(1 + rng.IntN(5))
			}
			sq := rng.IntN(len(cells))
			if _, y := b.Coords(pieces.Square(sq)); cells[sq] != 0 || (kind == pieces.Pawn && (y == 0 || y == b.Ranks-1)) {
				continue
			}
			cells[sq] = int8(1 + 6*side + int(kind))
			men++
		}
	}
	return cells, men
}

// positionOf is the Position of cells, in the listing's codes, under r.
func positionOf(r Rules, cells []int8) Position {
	p := Position{Rules: r, Men: make([]*pieces.Piece, len(cells))}
	for sq, c := range cells {
		if c != 0 {
			p.Men[sq] = &pieces.Piece{Color: pieces.Color((c - 1) / 6), Kind: pieces.Kind((c - 1) % 6)}
		}
	}
	return p
}
