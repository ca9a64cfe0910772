package sample

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
)

// A Draw is one configuration, its men by square, and its side to move
// (White under rules that have none); for a whole position
// (PositionSampler), its rights too.
type Draw struct {
	Men    []placement.Man
	ToMove pieces.Color
	// Home is the kings and rooks at home whose castling rights the
	// position holds (rights.EveryHomeSet), nil for none; EP is the
	// set-up of its en passant right, nil for none.
	Home []placement.Man
	EP   *rights.EPSetup
}

// A Sampler draws from the set a placement.Spec counts: configurations,
// or with a group, classes. It is not safe for concurrent use.
type Sampler struct {
	spec  placement.Spec
	men   []pieces.Piece    // each man of the material once
	sides []pieces.Color    // the sides to move the count adds up
	perms [][]pieces.Square // the group's permutations; nil for configurations
	// squares is every square of the board, shuffled in part by each try,
	// and men the try's men, copied out only when a draw is kept.
	squares     []pieces.Square
	placed      []placement.Man
	tries, kept int64
}

// ErrEmpty reports that the spec counts no configuration, so there is
// nothing to draw.
var ErrEmpty = errors.New("sample: the rules allow no configuration of this material on this board")

// New returns a Sampler of the configurations s counts, or with group g
// (not nil) of their classes under g, which must preserve s's material
// on its board. It counts the set first and returns ErrEmpty if it is
// empty, where drawing would never end.
func New(ctx context.Context, s placement.Spec, g *symmetry.Group) (*Sampler, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	f, err := placement.NewFactored(s)
	if err != nil {
		return nil, err
	}
	n, err := f.FixedCount(ctx)
	if err != nil {
		return nil, err
	}
	if n.Sign() == 0 {
		return nil, ErrEmpty
	}
	out := &Sampler{spec: s, sides: s.Sides()}
	for _, p := range s.Material.Pieces() {
		for range s.Material.Count(p) {
			out.men = append(out.men, p)
		}
	}
	out.placed = make([]placement.Man, len(out.men))
	for sq := range s.Board.Squares() {
		out.squares = append(out.squares, pieces.Square(sq))
	}
	if g != nil {
		if err := g.Preserves(s.Board, s.Material); err != nil {
			return nil, err
		}
		out.perms = g.Perms(s.Board)
	}
	return out, nil
}

// Draw returns one draw, uniform over the configurations (or classes) the
// sampler draws from, using rng. A set that the rules keep rare takes many
// tries: Draw returns ctx's error if ctx ends first.
func (s *Sampler) Draw(ctx context.Context, rng *rand.Rand) (Draw, error) {
	for {
		if s.tries++; s.tries%4096 == 0 && ctx.Err() != nil {
			return Draw{}, ctx.Err()
		}
		d := s.try(rng)
		if !s.spec.Allows(d.Men, d.ToMove) {
			continue
		}
		if s.perms != nil && rng.IntN(len(s.perms)) >= s.stabiliser(d) {
			continue
		}
		s.kept++
		d.Men = slices.Clone(d.Men)
		return d, nil
	}
}

// try puts the men on distinct squares, uniformly (a partial
// Fisher–Yates shuffle of the squares), with a side to move drawn from
// the count's sides. Its men are s.placed, which the next try reuses.
func (s *Sampler) try(rng *rand.Rand) Draw {
	d := Draw{Men: s.placed[:len(s.men)], ToMove: s.sides[rng.IntN(len(s.sides))]}
	for i, p := range s.men {
		j := i + rng.IntN(len(s.squares)-i)
		s.squares[i], s.squares[j] = s.squares[j], s.squares[i]
		d.Men[i] = placement.Man{Piece: p, Square: s.squares[i]}
	}
	return d
}

// stabiliser returns how many of the group's permutations fix d: map
// every man onto a man of the same piece (onto itself, when men are
// labelled).
func (s *Sampler) stabiliser(d Draw) int {
	n := 0
	for _, perm := range s.perms {
		if s.fixes(perm, d.Men) {
			n++
		}
	}
	return n
}

// fixes reports whether perm maps the men onto themselves.
func (s *Sampler) fixes(perm []pieces.Square, men []placement.Man) bool {
	for _, m := range men {
		image := perm[m.Square]
		if s.spec.Labelled {
			if image != m.Square {
				return false
			}
			continue
		}
		if !slices.Contains(men, placement.Man{Piece: m.Piece, Square: image}) {
			return false
		}
	}
	return true
}

// Acceptance returns the draws kept and the tries made so far: a try is
// thrown away when the rules refuse it, or, drawing classes, to make
// every class equally likely.
func (s *Sampler) Acceptance() (kept, tries int64) { return s.kept, s.tries }

// String describes what s draws from.
func (s *Sampler) String() string {
	what := "configurations"
	if s.perms != nil {
		what = fmt.Sprintf("classes under a group of %d", len(s.perms))
	}
	return fmt.Sprintf("%s of %s on %s under the %s rules", what, s.spec.Material, s.spec.Board, s.spec.Rules)
}

// Position returns d as a chess position on the 8x8 board, with its
// rights (its castling rights by its rooks at home, its en passant
// square), to write as a FEN: move counters 0 and 1.
func (d Draw) Position() position.Position {
	p := position.Position{ToMove: d.ToMove, EP: -1, Fullmove: 1}
	for _, m := range d.Men {
		p.Board[m.Square] = m.Piece.String()[0]
	}
	for _, m := range d.Home {
		if m.Piece.Kind == pieces.Rook {
			file, _ := pieces.Chessboard.Coords(m.Square)
			p.Castling[m.Piece.Color] |= 1 << file
		}
	}
	if d.EP != nil {
		p.EP = int(d.EP.Square())
	}
	return p
}
