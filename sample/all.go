package sample

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/verdict"
)

// An AllSampler draws from the positions allchess.Count counts under its
// Rules, rights included: every material at once, each position equally
// likely. It is not safe for concurrent use.
//
// It draws from a larger set whose size it knows exactly, the proposals,
// in boxes as a PositionSampler does: a box is a side to move and a set of
// rights (none, castling, en passant, or both), with the men those rights
// need fixed in place (the kings and rooks at home, the pawn that has
// just advanced) and, under FIDE's rule, the squares it crossed empty. A
// proposal of a box is two armies the Army rule allows that hold its fixed
// men (and that allchess.Rules.ArmiesAllowed allows), the fixed men in
// place, the other pawns on free squares where a pawn of some colour may
// stand (under the NULP tallies' rule, not on the squares crossed), the
// other men on any free squares left. An en passant box also fixes the
// first pawn beside the advanced one that may take it (epChoice). A
// proposal is kept when verdict.Counted admits it, with, for an en
// passant right, rights.EPHeld and no pawn of the side to move beside
// before the fixed one. The proposals of a box with armies W and B are, in
// number,
//
//	a!/(a−P)! · (S−P)!/(S−P−Q)! / ∏ (counts − fixed)!
//
// with a the free squares where pawns may stand, S the free squares, P
// the free pawns and Q the other free men (kings included), and counts
// each army's men of each kind. Written M!² times over, M the most men of
// an army, this is F(P, Q)·h(W)·h(B), with h(army) = M!/∏ (counts −
// fixed)! a whole number. Boxes alike (the same fixed men by kind, a and
// S) form a class; a proposal is drawn in four steps: a class in
// proportion to its boxes' weights and a box of it uniformly; the sizes
// of the two armies in proportion to F·Σh·Σh; each army in proportion to
// h among those of its size; the squares uniformly. Each proposal is then
// drawn with probability M!²/(total): the positions kept are uniform.
type AllSampler struct {
	rules  allchess.Rules
	fewest int // the fewest men of a position drawn
	// pairs is the pairs of army sizes with room on the board and within
	// the men drawn whose armies the rules allow; tables the armies by
	// the men fixed on their side.
	pairs      []split
	tables     map[[pieces.NumKinds]int]map[armySize]*armyTable
	classes    []*proposalClass
	cumulative []*big.Int // the classes' weights summed in order
	pawnOK     []bool     // by square: a pawn of some colour may stand there
	// men is the try's men by square; pieces holds each piece once,
	// indexed by colour and kind, for men to point at.
	men         []*pieces.Piece
	pieces      [2][pieces.NumKinds]pieces.Piece
	tries, kept int64
}

// armySize is an army's pawns, its men that are neither pawns nor king,
// and its promotions (men of a kind beyond the army's start): what the
// refinements ask of the armies alone depends on nothing else.
type armySize struct{ pawns, pieces, promotions int }

// A split is the sizes of the two armies, White's then Black's.
type split [2]armySize

// An armyTable is the armies of one size that hold some fixed men, each
// with its weight h.
type armyTable struct {
	armies     [][pieces.NumKinds]int // men of each kind, by pieces.Kind
	cumulative []*big.Int
}

// NewAll returns a sampler of the positions allchess.Count counts under
// r with at least fewest men (kings included; r.MaxMen, if not 0, is the
// most). r must be valid. It returns ErrEmpty if r counts none (the kings
// cannot stand apart, or fewest is more than the men r counts).
func NewAll(r allchess.Rules, fewest int) (*AllSampler, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := &AllSampler{rules: r, fewest: fewest, tables: map[[pieces.NumKinds]int]map[armySize]*armyTable{}}
	for sq := range r.Board.Squares() {
		s.pawnOK = append(s.pawnOK, r.PawnRanks.Allows(r.Board, pieces.White, pieces.Square(sq)) || r.PawnRanks.Allows(r.Board, pieces.Black, pieces.Square(sq)))
	}
	s.men = make([]*pieces.Piece, r.Board.Squares())
	for c := range s.pieces {
		for k := range s.pieces[c] {
			s.pieces[c][k] = pieces.Piece{Color: pieces.Color(c), Kind: pieces.Kind(k)}
		}
	}
	s.addPairs()
	if len(s.pairs) == 0 || (r.Board.Files < 3 && r.Board.Ranks < 3) {
		return nil, ErrEmpty
	}
	s.addClasses()
	return s, nil
}

// mostMen returns the most men of an army beside its king.
func (s *AllSampler) mostMen() int {
	most := s.rules.Army.MaxMen()
	if s.rules.MaxMen > 0 {
		most = min(most, s.rules.MaxMen-2)
	}
	return most
}

// addPairs adds every pair of army sizes with room on the board, of at
// least s.fewest men, whose armies the rules allow.
func (s *AllSampler) addPairs() {
	plain := s.table([pieces.NumKinds]int{})
	sizes := make([]armySize, 0, len(plain))
	for size := range plain {
		sizes = append(sizes, size)
	}
	slices.SortFunc(sizes, func(x, y armySize) int {
		return cmp.Or(x.pawns-y.pawns, x.pieces-y.pieces, x.promotions-y.promotions)
	})
	for _, w := range sizes {
		for _, b := range sizes {
			men := w.pawns + b.pawns + w.pieces + b.pieces + 2
			if men <= len(s.pawnOK) && men >= s.fewest && s.rules.ArmiesAllowed([2][pieces.NumKinds]int{plain[w].armies[0], plain[b].armies[0]}) {
				s.pairs = append(s.pairs, split{w, b})
			}
		}
	}
}

// table returns the armies that hold the men fixed, by size, each with
// its weight h = M!/∏ (counts − fixed)!; made once for each fixed.
func (s *AllSampler) table(fixed [pieces.NumKinds]int) map[armySize]*armyTable {
	if t, ok := s.tables[fixed]; ok {
		return t
	}
	t := map[armySize]*armyTable{}
	eachArmy(s.rules.Army, s.mostMen(), func(counts [pieces.NumKinds]int) {
		h := factorial(s.rules.Army.MaxMen())
		size := armySize{pawns: counts[pieces.Pawn]}
		for k, n := range counts {
			if pieces.Kind(k) == pieces.King {
				continue
			}
			if n < fixed[k] {
				return
			}
			h.Quo(h, factorial(n-fixed[k]))
			if pieces.Kind(k) != pieces.Pawn {
				size.pieces += n
				size.promotions += max(0, n-s.rules.Army.Base[k])
			}
		}
		at := t[size]
		if at == nil {
			at = &armyTable{}
			t[size] = at
		}
		at.armies = append(at.armies, counts)
		at.cumulative = append(at.cumulative, addLast(at.cumulative, h))
	})
	s.tables[fixed] = t
	return t
}

// eachArmy calls yield with each army a allows of at most most men beside
// the king, by its men of each kind.
func eachArmy(a allchess.Army, most int, yield func([pieces.NumKinds]int)) {
	kinds := []pieces.Kind{pieces.Pawn, pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight}
	var counts [pieces.NumKinds]int
	var fill func(i, left int)
	fill = func(i, left int) {
		if i == len(kinds) {
			if a.Feasible(counts) {
				yield(counts)
			}
			return
		}
		for n := 0; n <= left; n++ {
			counts[kinds[i]] = n
			fill(i+1, left-n)
		}
		counts[kinds[i]] = 0
	}
	fill(0, most)
}

// total returns the weights of the table's armies summed.
func (t *armyTable) total() *big.Int { return t.cumulative[len(t.cumulative)-1] }

// Draw returns one position, uniform over those the sampler draws from,
// using rng. It returns ctx's error if ctx ends first.
func (s *AllSampler) Draw(ctx context.Context, rng *rand.Rand) (Draw, error) {
	for {
		if s.tries++; s.tries%4096 == 0 && ctx.Err() != nil {
			return Draw{}, ctx.Err()
		}
		c := s.classes[pick(rng, s.cumulative)]
		x := c.boxes[rng.IntN(len(c.boxes))]
		p := s.try(rng, c, x)
		if !verdict.Counted(p) {
			continue
		}
		d := Draw{ToMove: p.ToMove, Home: x.home, EP: x.ep}
		for sq, m := range p.Men {
			if m != nil {
				d.Men = append(d.Men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
			}
		}
		if x.ep != nil && !x.firstCapturer(s.rules.EP, s.rules.Board, d) {
			continue
		}
		s.kept++
		return d, nil
	}
}

// firstCapturer reports whether d, on board b, holds the en passant
// right of box x under rule (rights.EPHeld) with the box's capturer the
// first beside the pawn: no pawn of the side to move stands on the squares
// before it.
func (x *allBox) firstCapturer(rule rights.EP, b pieces.Board, d Draw) bool {
	pawn := pieces.Piece{Color: x.toMove, Kind: pieces.Pawn}
	for _, m := range d.Men {
		if m.Piece == pawn && slices.Contains(x.before, m.Square) {
			return false
		}
	}
	ok, _ := rights.EPHeld(rule, b, d.Men, d.ToMove, x.ep.Square())
	return ok
}

// try draws one proposal of box x, of class c.
func (s *AllSampler) try(rng *rand.Rand, c *proposalClass, x *allBox) allchess.Position {
	sp := s.pairs[pick(rng, c.cumulative)]
	clear(s.men)
	for _, m := range x.fixed {
		s.men[m.Square] = &s.pieces[m.Piece.Color][m.Piece.Kind]
	}
	placed := 0
	// The free pawns, each on a free square where a pawn may stand: drawn
	// from x.squares[placed:] until one is such a square.
	for side, size := range sp {
		for range size.pawns - c.fixed[side][pieces.Pawn] {
			j := placed + rng.IntN(len(x.squares)-placed)
			for !x.pawnOK[x.squares[j]] {
				j = placed + rng.IntN(len(x.squares)-placed)
			}
			s.put(x, &placed, j, pieces.Color(side), pieces.Pawn)
		}
	}
	for side, size := range sp {
		t := s.tables[c.fixed[side]][size]
		army := t.armies[pick(rng, t.cumulative)]
		army[pieces.King] = 1
		for _, k := range []pieces.Kind{pieces.King, pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
			for range army[k] - c.fixed[side][k] {
				s.put(x, &placed, placed+rng.IntN(len(x.squares)-placed), pieces.Color(side), k)
			}
		}
	}
	return allchess.Position{Rules: s.rules, Men: s.men, ToMove: x.toMove}
}

// put puts a man of colour c and kind k on the square x.squares[j],
// swapped to place *placed, the next of a partial Fisher–Yates shuffle.
func (s *AllSampler) put(x *allBox, placed *int, j int, c pieces.Color, k pieces.Kind) {
	i := *placed
	x.squares[i], x.squares[j] = x.squares[j], x.squares[i]
	s.men[x.squares[i]] = &s.pieces[c][k]
	*placed++
}

// Acceptance returns the draws kept and the tries made so far.
func (s *AllSampler) Acceptance() (kept, tries int64) { return s.kept, s.tries }

// String describes what s draws from.
func (s *AllSampler) String() string {
	return fmt.Sprintf("the positions of all of chess of at least %d men under the rules %s", s.fewest, s.rules)
}
