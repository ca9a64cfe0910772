package allchess

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
)

// Positions names a set of positions, White to move, that a share counts.
type Positions string

// The sets of positions a share counts, in their order.
const (
	// AllPositions is the positions without castling or en passant rights.
	AllPositions Positions = "all"
	// CastlingPositions is those with castling rights (with or without an
	// en passant right).
	CastlingPositions Positions = "castling"
	// EnPassantPositions is those with an en passant right alone.
	EnPassantPositions Positions = "en passant"
	// PawnlessPositions is those of AllPositions without pawns.
	PawnlessPositions Positions = "pawnless"
)

// order returns where p comes among the parts: by positions, then element.
func (p Part) order() int {
	ps := []Positions{AllPositions, CastlingPositions, EnPassantPositions, PawnlessPositions}
	return len(symmetry.AllElements)*slices.Index(ps, p.Positions) + slices.Index(symmetry.AllElements, p.Element)
}

// A Part is one count a share holds, for Burnside's lemma: the positions
// of a set that a board symmetry fixes (all of them, for the identity).
type Part struct {
	Positions Positions
	Element   symmetry.Element
}

// String words p, as "pawnless positions fixed by flip-diagonal".
func (p Part) String() string {
	return fmt.Sprintf("%s positions fixed by %s", p.Positions, p.Element.Name())
}

// A classKind is a kind of position that Burnside's lemma makes classes of
// apart, each with the group its rights keep (symmetry.ForPosition) times
// the colour swap: without pawns, with pawns (those without rights less
// those without pawns: withPawns), with castling rights, with en passant.
type classKind struct {
	rights    symmetry.Rights
	positions Positions
	withPawns bool
}

var classKinds = []classKind{
	{symmetry.Rights{}, PawnlessPositions, false},
	{symmetry.Rights{Pawns: true}, AllPositions, true},
	{symmetry.Rights{Pawns: true, Castling: true}, CastlingPositions, false},
	{symmetry.Rights{Pawns: true, EnPassant: true}, EnPassantPositions, false},
}

// representative returns the part that counts the positions of ps that e,
// an element of g, fixes on b, and false if e fixes none: both kings stand
// on squares e fixes, so it must fix two. Elements conjugate in g fix
// equally many positions (x maps those e fixes onto those x⁻¹ex fixes), so
// each stands for its class by the first of it in symmetry.AllElements:
// the diagonal reflection for the anti-diagonal one, and on a square board
// the file mirror for the rank mirror.
func representative(g symmetry.Group, b pieces.Board, ps Positions, e symmetry.Element) (Part, bool) {
	fixed := 0
	for s, t := range e.Perm(b) {
		if pieces.Square(s) == t {
			fixed++
		}
	}
	if fixed < 2 {
		return Part{}, false
	}
	rep := e
	for _, x := range g.Elements {
		c := x.Inverse().Then(e).Then(x)
		if slices.Index(symmetry.AllElements, c) < slices.Index(symmetry.AllElements, rep) {
			rep = c
		}
	}
	return Part{ps, rep}, true
}

// Parts returns the parts a count of r sums over, in their order (see
// Part.order): the representative part of each element of each kind of
// position's group that fixes a position, and for the positions with
// pawns those of them without.
func (r Rules) Parts() []Part {
	var out []Part
	for _, k := range classKinds {
		g := symmetry.ForPosition(r.Board, k.rights)
		for _, e := range k.elements(r, g) {
			out = append(out, k.partsOf(r.Board, g, e)...)
		}
	}
	slices.SortFunc(out, func(p, q Part) int { return p.order() - q.order() })
	return slices.Compact(out)
}

// elements returns the elements of g, k's group, whose fixed positions a
// count of r sums over: all of them, or, if r grants none of k's rights,
// the identity alone, whose count, zero, is kept.
func (k classKind) elements(r Rules, g symmetry.Group) []symmetry.Element {
	if k.rights.Castling && r.Castling == rights.NoCastling || k.rights.EnPassant && r.EP == rights.NoEP {
		return []symmetry.Element{symmetry.Identity}
	}
	return g.Elements
}

// partsOf returns the parts whose counts make the positions of kind k
// that e, an element of g, fixes on b: e's representative part, less for
// k.withPawns that of those without pawns.
func (k classKind) partsOf(b pieces.Board, g symmetry.Group, e symmetry.Element) []Part {
	p, ok := representative(g, b, k.positions, e)
	switch {
	case !ok:
		return nil
	case k.withPawns:
		return []Part{p, {PawnlessPositions, p.Element}}
	}
	return []Part{p}
}

// fixedBy returns the positions of kind k, White to move, that e, an
// element of g, fixes, by number of men (see partsOf); nil if none.
func (k classKind) fixedBy(sh *Share, g symmetry.Group, e symmetry.Element) ([]*big.Int, error) {
	var out []*big.Int
	for i, q := range k.partsOf(sh.Rules.Board, g, e) {
		n := sh.Counts(q)
		switch {
		case n == nil:
			return nil, fmt.Errorf("allchess: internal error: %s on %s are not counted", q, sh.Rules.Board)
		case i == 0:
			out = shifted(n, 0)
		default:
			for m := range out {
				out[m].Sub(out[m], n[m])
			}
		}
	}
	return out, nil
}

// classes doubles the counts of sh into both sides to move, and applies
// Burnside's lemma to each of classKinds with its group times the colour
// swap, which fixes no position (it changes the side to move).
func classes(sh *Share) (*Result, error) {
	n := sh.Rules.maxTotal()
	r := &Result{Rules: sh.Rules, Positions: zeros(n), Classes: zeros(n)}
	for _, k := range classKinds {
		g := symmetry.ForPosition(sh.Rules.Board, k.rights)
		sum := zeros(n)
		for _, e := range k.elements(sh.Rules, g) {
			fixed, err := k.fixedBy(sh, g, e)
			if err != nil {
				return nil, err
			}
			for m := range fixed {
				sum[m].Add(sum[m], fixed[m])
				if e == symmetry.Identity {
					r.Positions[m].Add(r.Positions[m], new(big.Int).Lsh(fixed[m], 1))
				}
			}
		}
		for m := range sum {
			c, err := burnside.Average(sum[m].Lsh(sum[m], 1), 2*g.Order())
			if err != nil {
				return nil, fmt.Errorf("allchess: %d men: %w", m, err)
			}
			r.Classes[m].Add(r.Classes[m], c)
		}
	}
	r.Castling = shifted(sh.Counts(Part{Positions: CastlingPositions}), 1)
	r.EnPassant = shifted(sh.Counts(Part{Positions: EnPassantPositions}), 1)
	r.Pawnless = shifted(sh.Counts(Part{Positions: PawnlessPositions}), 1)
	return r, nil
}

// shifted returns new counts, each of counts times 2^by: a copy for 0,
// both sides to move for 1.
func shifted(counts []*big.Int, by uint) []*big.Int {
	out := make([]*big.Int, len(counts))
	for m, c := range counts {
		out[m] = new(big.Int).Lsh(c, by)
	}
	return out
}
