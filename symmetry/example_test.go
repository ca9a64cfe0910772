package symmetry_test

import (
	"errors"
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// Without pawns the square board keeps all eight symmetries; pawns move up
// the board, so only the file mirror keeps them.
func ExampleAuto() {
	for _, text := range []string{"KRvK", "KPvK"} {
		m, _ := pieces.ParseMaterial(text)
		g := symmetry.Auto(pieces.Chessboard, m)
		fmt.Println(text, g.Name, g.Order())
	}
	// Output:
	// KRvK d4 8
	// KPvK mirror 2
}

// A castling right belongs to the home squares of a king and a rook, so a
// position that has one keeps only the identity.
func ExampleForPosition() {
	g := symmetry.ForPosition(pieces.Chessboard, symmetry.Rights{Castling: true})
	fmt.Println(g.Name)
	// Output: identity
}

// Resolve refuses a group that does not keep the rules, with a
// *GroupError that says why.
func ExampleResolve() {
	m, _ := pieces.ParseMaterial("KPvK")
	_, err := symmetry.Resolve("rotations", pieces.Chessboard, m)
	var ge *symmetry.GroupError
	fmt.Println(errors.As(err, &ge), ge.Fault == symmetry.TurnsPawns, ge.Element.Name())
	// Output: true true rotate-left
}
