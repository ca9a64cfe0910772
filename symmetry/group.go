package symmetry

import (
	"slices"
	"strings"

	"github.com/chesscount/count/pieces"
)

// Group is a named list of elements closed under composition.
type Group struct {
	Name     string
	Elements []Element
}

// Order returns the number of elements.
func (g Group) Order() int { return len(g.Elements) }

// Perms returns each element of g as a permutation of b's squares (see
// Element.Perm), in g's order.
func (g Group) Perms(b pieces.Board) [][]pieces.Square {
	out := make([][]pieces.Square, len(g.Elements))
	for i, e := range g.Elements {
		out[i] = e.Perm(b)
	}
	return out
}

// The groups a user may ask for by name.
var (
	D4        = Group{"d4", AllElements}
	Rotations = Group{"rotations", []Element{Identity, RotateLeft, Rotate180, RotateRight}}
	Rectangle = Group{"rectangle", []Element{Identity, Rotate180, FlipFiles, FlipRanks}}
	Mirror    = Group{"mirror", []Element{Identity, FlipFiles}}
	Trivial   = Group{"identity", []Element{Identity}}
	Groups    = []Group{D4, Rotations, Rectangle, Mirror, Trivial}
)

// AutoName is the name Resolve reads as Auto.
const AutoName = "auto"

// GroupNames returns the names Resolve reads: AutoName, then the name of
// each of Groups.
func GroupNames() []string {
	names := []string{AutoName}
	for _, g := range Groups {
		names = append(names, g.Name)
	}
	return names
}

// Auto returns the largest group that preserves the rules for material m on
// board b: the file mirror alone when there are pawns, since they move up
// the board; all eight symmetries on a square board; the four of the
// rectangle otherwise.
func Auto(b pieces.Board, m pieces.Material) Group {
	return ForPosition(b, Rights{Pawns: m.HasPawns()})
}

// Rights says what of a whole position, beyond its men's squares, a
// symmetry must keep.
type Rights struct {
	Pawns     bool // there are pawns: they move up the board
	Castling  bool // a castling right: it belongs to a king's and a rook's home squares
	EnPassant bool // an en passant right: it points up the board
}

// ForPosition returns the largest group that keeps a position's rules on
// board b: the identity alone with a castling right, the file mirror with
// pawns or an en passant right, all eight symmetries on a square board
// otherwise, and the four of the rectangle on other boards.
func ForPosition(b pieces.Board, r Rights) Group {
	switch {
	case r.Castling:
		return Trivial
	case r.Pawns || r.EnPassant:
		return Mirror
	case b.Files == b.Ranks:
		return D4
	}
	return Rectangle
}

// Resolve returns the group called name ("auto" or "" for Auto), or a
// *GroupError that says why the group cannot be used for material m on
// board b.
func Resolve(name string, b pieces.Board, m pieces.Material) (Group, error) {
	if name == "" || strings.EqualFold(name, AutoName) {
		return Auto(b, m), nil
	}
	for _, g := range Groups {
		if strings.EqualFold(name, g.Name) {
			return g, g.Preserves(b, m)
		}
	}
	return Group{}, &GroupError{Group: name, Fault: UnknownGroup}
}

// Preserves reports, as a *GroupError naming the first element at fault,
// whether every element of g maps board b onto itself and keeps the moves
// of material m.
func (g Group) Preserves(b pieces.Board, m pieces.Material) error {
	for _, e := range g.Elements {
		if !e.Fits(b) {
			return &GroupError{Group: g.Name, Element: e, Board: b, Fault: NeedsSquareBoard}
		}
		if m.HasPawns() && (e.H || e.D) {
			return &GroupError{Group: g.Name, Element: e, Board: b, Fault: TurnsPawns}
		}
	}
	return nil
}

// Closed reports, as a *GroupError, whether g holds the identity and every
// product of two of its elements, acting on b's squares: Burnside's lemma
// needs a group.
func (g Group) Closed(b pieces.Board) error {
	if !slices.Contains(g.Elements, Identity) {
		return &GroupError{Group: g.Name, Board: b, Fault: NoIdentity}
	}
	perms := g.Perms(b)
	product := make([]pieces.Square, b.Squares())
	for i, p := range perms {
		for j, q := range perms {
			for s := range product {
				product[s] = q[p[s]]
			}
			if !slices.ContainsFunc(perms, func(r []pieces.Square) bool { return slices.Equal(r, product) }) {
				return &GroupError{Group: g.Name, Element: g.Elements[i], Then: g.Elements[j], Board: b, Fault: NotClosed}
			}
		}
	}
	return nil
}
