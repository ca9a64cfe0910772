package placement_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// The configurations List gives for each symmetry are each unchanged by
// it, allowed by the rules with the sides it says, no two alike, and as
// many, once for each side, as the fast counter's term.
func TestListAgainstFactored(t *testing.T) {
	for _, c := range []struct {
		material, board string
		rules           placement.Rules
		toMove          placement.ToMove
		labelled        bool
	}{
		{"KRK", "4x4", placement.Placement, placement.Unset, false},
		{"KQvK", "4x4", placement.Legal, placement.Both, false},
		{"KPvKP", "4x4", placement.Legal, placement.WhiteToMove, false},
		{"KNNvK", "4x3", placement.Placement, placement.Unset, false},
		{"4N", "4x4", placement.NonAttacking, placement.Unset, false},
		{"3K", "3x3", placement.Placement, placement.Unset, true},
		{"2B2R", "3x3", placement.Placement, placement.Unset, false},
	} {
		m, _ := pieces.ParseMaterial(c.material)
		b, _ := pieces.ParseBoard(c.board)
		s := placement.Spec{Board: b, Material: m, Rules: c.rules, ToMove: c.toMove, Labelled: c.labelled}
		fast, err := placement.NewFactored(s)
		if err != nil {
			t.Fatal(err)
		}
		slow, err := placement.NewEnumerator(s)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range symmetry.Auto(b, m).Elements {
			perm := e.Perm(b)
			want, err := fast.FixedCount(context.Background(), perm)
			if err != nil {
				t.Fatal(err)
			}
			listed, err := slow.List(context.Background(), perm, 1<<20)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%s on %s, %s", c.material, c.board, e.Name())
			if n := checkListed(t, name, s, perm, listed); fmt.Sprint(n) != want.String() {
				t.Errorf("%s: %d listed; the term is %s", name, n, want)
			}
		}
	}
}

// checkListed checks each configuration of listed against the rules and
// perm, and that no two are alike; it returns how many it counts, once
// for each side to move.
func checkListed(t *testing.T, name string, s placement.Spec, perm []pieces.Square, listed []placement.Listed) int {
	t.Helper()
	seen := map[string]bool{}
	n := 0
	for _, l := range listed {
		key, image := menKey(l.Men, nil, s.Labelled), menKey(l.Men, perm, s.Labelled)
		if key != image || seen[key] {
			t.Errorf("%s: %s, whose image is %s, listed (before: %v)", name, key, image, seen[key])
		}
		seen[key] = true
		for _, side := range l.Sides {
			if !s.Allows(l.Men, side) {
				t.Errorf("%s: %s listed with %s to move, which the rules refuse", name, key, side)
			}
		}
		n += len(l.Sides)
	}
	return n
}

// menKey writes men, each moved by perm when it is not nil, sorted; a
// labelled man keeps the number of his place in men among his piece's.
func menKey(men []placement.Man, perm []pieces.Square, labelled bool) string {
	var names []string
	seen := map[pieces.Piece]int{}
	for _, m := range men {
		sq := m.Square
		if perm != nil {
			sq = perm[sq]
		}
		label := ""
		if labelled {
			seen[m.Piece]++
			label = fmt.Sprint(seen[m.Piece])
		}
		names = append(names, fmt.Sprintf("%v%s@%d", m.Piece, label, sq))
	}
	slices.Sort(names)
	return fmt.Sprint(names)
}

// List stops at most.
func TestListMost(t *testing.T) {
	m, _ := pieces.ParseMaterial("KK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	e, err := placement.NewEnumerator(s)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.List(context.Background(), symmetry.Identity.Perm(s.Board), 3611); !errors.Is(err, placement.ErrTooManyToList) {
		t.Error("3612 placements of KK listed under a limit of 3611")
	}
	if l, err := e.List(context.Background(), symmetry.Identity.Perm(s.Board), 3612); err != nil || len(l) != 3612 {
		t.Errorf("%d listed, %v; want all 3612", len(l), err)
	}
}

// The placements of KRvK that the reflection in the a1-h8 diagonal leaves
// unchanged: the thesis's 252, every man on the diagonal.
func ExampleEnumerator_List() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	e, err := placement.NewEnumerator(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	d, _ := symmetry.ParseElement("flip-diagonal")
	listed, err := e.List(context.Background(), d.Perm(s.Board), 1000)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(len(listed), " placements; the first:")
	for _, man := range listed[0].Men {
		fmt.Printf(" %s %c%s", man.Piece.Color, man.Piece.Kind.Letter(), s.Board.Name(man.Square))
	}
	fmt.Println()
	// Output: 252 placements; the first: white Ka1 black Kc3 white Rb2
}
