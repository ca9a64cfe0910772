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

// The rectangle's four elements on a board of 3 files and 2 ranks, each
// as the square every square goes to (a1 is 0, c2 is 5).
func ExampleGroup_Perms() {
	for i, p := range symmetry.Rectangle.Perms(pieces.Board{Files: 3, Ranks: 2}) {
		fmt.Println(symmetry.Rectangle.Elements[i].Name(), p)
	}
	// Output:
	// identity [0 1 2 3 4 5]
	// rotate-180 [5 4 3 2 1 0]
	// flip-files [2 1 0 5 4 3]
	// flip-ranks [3 4 5 0 1 2]
}
