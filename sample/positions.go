package sample

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// A PositionSampler draws from the whole positions census.Count counts
// of some materials: placements with a side to move and castling and en
// passant rights, every position of every material equally likely. It is
// not safe for concurrent use.
//
// It draws by rejection from boxes. A box is a material, a side to move
// and a set of rights (none; a set of castling rights; an en passant
// set-up; or both), and holds the configurations of the material with the
// men the rights need in place (the kings and rooks at home, the pawn that
// has just advanced) and, under FIDE's en passant rule, the squares it
// crossed empty. Every position is in exactly one box, as its placement
// with its rights. A box is picked in proportion to the configurations it
// holds (a multinomial, exact), its men put on its free squares uniformly,
// and the draw kept if the position is one the rules count (the legal
// rules, and rights.EPHeld for an en passant right); else a box is picked
// again. So every position of every material is drawn with one
// probability, without counting the positions first.
type PositionSampler struct {
	board     pieces.Board
	rules     census.Rules
	materials []*materialBoxes
	// cumulative sums the materials' boxes' configurations, in order.
	cumulative  []*big.Int
	tries, kept int64
}

// materialBoxes is the boxes of one material.
type materialBoxes struct {
	material   pieces.Material
	spec       placement.Spec // the legal rules, with the sides to move the rules count
	boxes      []box
	cumulative []*big.Int // the boxes' configurations summed
}

// A box is the positions with one side to move and one set of rights:
// the men they need in place (fixed), the men left to place (free), the
// squares left for them, the castling rights' men at home (nil for none)
// and the en passant set-up (nil for none).
type box struct {
	toMove  pieces.Color
	home    []placement.Man
	ep      *rights.EPSetup
	fixed   []placement.Man
	free    []pieces.Piece
	squares []pieces.Square
}

// NewPositions returns a sampler of the whole positions of materials on
// b under rules, as census.Count counts them (rules.ColorSwap aside:
// positions, not classes). It returns ErrEmpty if no material has a
// legal configuration, the first the enumerator finds (so that a draw
// ends); the materials that have none are left out.
func NewPositions(ctx context.Context, materials []pieces.Material, b pieces.Board, rules census.Rules) (*PositionSampler, error) {
	s := &PositionSampler{board: b, rules: rules}
	total := new(big.Int)
	for _, m := range materials {
		mb := &materialBoxes{material: m, spec: positionSpec(m, b, rules)}
		ok, err := hasConfiguration(ctx, mb.spec)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		mb.build(b, rules)
		total.Add(total, mb.cumulative[len(mb.cumulative)-1])
		s.materials = append(s.materials, mb)
		s.cumulative = append(s.cumulative, new(big.Int).Set(total))
	}
	if len(s.materials) == 0 {
		return nil, ErrEmpty
	}
	return s, nil
}

// hasConfiguration reports whether spec allows a configuration, of any
// side to move it counts: the enumerator stops at the first it finds.
func hasConfiguration(ctx context.Context, spec placement.Spec) (bool, error) {
	e, err := placement.NewEnumerator(spec)
	if err != nil {
		return false, err
	}
	identity := make([]pieces.Square, spec.Board.Squares())
	for sq := range identity {
		identity[sq] = pieces.Square(sq)
	}
	_, err = e.List(ctx, identity, 0)
	if errors.Is(err, placement.ErrTooManyToList) {
		return true, nil
	}
	return false, err
}

// Draw returns one position, uniform over the positions of the sampler's
// materials, using rng. It returns ctx's error if ctx ends first.
func (s *PositionSampler) Draw(ctx context.Context, rng *rand.Rand) (Draw, error) {
	for {
		if s.tries++; s.tries%4096 == 0 && ctx.Err() != nil {
			return Draw{}, ctx.Err()
		}
		mb := s.materials[pick(rng, s.cumulative)]
		b := &mb.boxes[pick(rng, mb.cumulative)]
		d := b.try(rng)
		if !mb.spec.Allows(d.Men, d.ToMove) {
			continue
		}
		if b.ep != nil {
			if ok, _ := rights.EPHeld(s.rules.EP, s.board, d.Men, d.ToMove, b.ep.Square()); !ok {
				continue
			}
		}
		s.kept++
		return d, nil
	}
}

// positionSpec returns the legal rules of m's placements on b, with the
// sides to move rules count.
func positionSpec(m pieces.Material, b pieces.Board, rules census.Rules) placement.Spec {
	s := placement.Spec{Board: b, Material: m, Rules: placement.Legal, ToMove: rules.ToMove, PawnRanks: rules.PawnRanks, Army: rules.Army}
	if rules.ToMove == placement.Unset {
		s.ToMove = placement.Both
	}
	return s
}

// build makes the boxes of the material: each side to move the rules
// count, each set of castling rights (or none), each en passant set-up
// (or none), those whose men the material has.
func (mb *materialBoxes) build(b pieces.Board, rules census.Rules) {
	homes := append([][]placement.Man{nil}, rights.EveryHomeSet(rules.Castling, b)...)
	total := new(big.Int)
	for _, side := range mb.spec.Sides() {
		eps := []*rights.EPSetup{nil}
		if rules.EP != rights.NoEP && mb.material.Pawns(pieces.White) > 0 && mb.material.Pawns(pieces.Black) > 0 {
			for _, su := range rights.EPSetups(b, side) {
				eps = append(eps, &su)
			}
		}
		for _, home := range homes {
			for _, ep := range eps {
				x, ok := newBox(mb.material, b, rules.EP, side, home, ep)
				if !ok {
					continue
				}
				total.Add(total, x.configurations())
				mb.boxes = append(mb.boxes, x)
				mb.cumulative = append(mb.cumulative, new(big.Int).Set(total))
			}
		}
	}
}

// newBox returns the box of side to move with the castling rights of
// home and the en passant set-up ep, and false if the material lacks the
// men they need or they need one square twice.
func newBox(m pieces.Material, b pieces.Board, rule rights.EP, toMove pieces.Color, home []placement.Man, ep *rights.EPSetup) (box, bool) {
	x := box{toMove: toMove, home: home, ep: ep, fixed: slices.Clone(home)}
	var empty []pieces.Square
	if ep != nil {
		x.fixed = append(x.fixed, ep.Pawn)
		if rule == rights.FIDE {
			empty = ep.Crossed[:]
		}
	}
	left := map[pieces.Piece]int{}
	for _, p := range m.Pieces() {
		left[p] = m.Count(p)
	}
	taken := map[pieces.Square]bool{}
	for _, f := range x.fixed {
		if left[f.Piece]--; left[f.Piece] < 0 || taken[f.Square] {
			return box{}, false
		}
		taken[f.Square] = true
	}
	for _, sq := range empty {
		taken[sq] = true
	}
	for _, p := range m.Pieces() {
		for range left[p] {
			x.free = append(x.free, p)
		}
	}
	for sq := range b.Squares() {
		if !taken[pieces.Square(sq)] {
			x.squares = append(x.squares, pieces.Square(sq))
		}
	}
	return x, len(x.free) <= len(x.squares)
}

// configurations returns the configurations the box holds: the free men
// on distinct free squares, identical men not told apart.
func (x *box) configurations() *big.Int {
	n := falling(len(x.squares), len(x.free))
	for i := 0; i < len(x.free); {
		j := i
		for j < len(x.free) && x.free[j] == x.free[i] {
			j++
		}
		n.Quo(n, factorial(j-i))
		i = j
	}
	return n
}

// try puts the box's free men on its free squares uniformly (a partial
// Fisher–Yates shuffle), beside its fixed men.
func (x *box) try(rng *rand.Rand) Draw {
	d := Draw{Men: slices.Clone(x.fixed), ToMove: x.toMove, Home: x.home, EP: x.ep}
	for i, p := range x.free {
		j := i + rng.IntN(len(x.squares)-i)
		x.squares[i], x.squares[j] = x.squares[j], x.squares[i]
		d.Men = append(d.Men, placement.Man{Piece: p, Square: x.squares[i]})
	}
	return d
}

// Acceptance returns the draws kept and the tries made so far.
func (s *PositionSampler) Acceptance() (kept, tries int64) { return s.kept, s.tries }
