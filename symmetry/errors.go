package symmetry

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

// GroupFault says why a list of elements cannot serve as the group of a
// count.
type GroupFault int

const (
	// UnknownGroup: no named group has the name asked for.
	UnknownGroup GroupFault = iota
	// NeedsSquareBoard: an element with D does not map a board with
	// unequal sides onto itself.
	NeedsSquareBoard
	// TurnsPawns: an element with H or D turns the direction pawns move.
	TurnsPawns
	// NoIdentity: the list lacks the identity.
	NoIdentity
	// NotClosed: the product of two elements is not in the list.
	NotClosed
)

// GroupError is the error of Resolve, Preserves and Closed: which group,
// which element (and, for NotClosed, which second element) and why. Its
// message names the problem in the library's terms; a command line adds
// its own advice.
type GroupError struct {
	Group   string       // the group's name, or the name asked for
	Element Element      // the element at fault, when there is one
	Then    Element      // NotClosed: Element then Then is not in the group
	Board   pieces.Board // the board, when it matters
	Fault   GroupFault
}

func (e *GroupError) Error() string {
	switch e.Fault {
	case UnknownGroup:
		return fmt.Sprintf("group %q: the groups are %s", e.Group, strings.Join(GroupNames(), ", "))
	case NeedsSquareBoard:
		return fmt.Sprintf("group %s on the %s board: %s (%s) needs a square board", e.Group, e.Board, e.Element.Name(), e.Element.Formula(e.Board))
	case TurnsPawns:
		return fmt.Sprintf("group %s with pawns: %s (%s) turns the direction pawns move; only the file mirror keeps it", e.Group, e.Element.Name(), e.Element.Formula(e.Board))
	case NoIdentity:
		return fmt.Sprintf("group %q has no identity element; Burnside's lemma needs a group", e.Group)
	}
	return fmt.Sprintf("group %q is not closed: %s then %s is not in it; Burnside's lemma needs a group", e.Group, e.Element.Word(), e.Then.Word())
}
