package placement_test

import (
	"context"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// benchEnumerator returns an Enumerator on 8x8 for material under rules,
// on one goroutine so that the numbers measure the walk, not the machine.
func benchEnumerator(b *testing.B, material string, rules placement.Rules) *placement.Enumerator {
	b.Helper()
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		b.Fatal(err)
	}
	e, err := placement.NewEnumerator(placement.Spec{Board: pieces.Chessboard, Material: m, Rules: rules})
	if err != nil {
		b.Fatal(err)
	}
	e.Workers = 1
	return e
}

// The Enumerator's walk for a few materials and elements: the identity,
// whose count is the largest, and elements with few fixed squares.
func BenchmarkFixedCount(b *testing.B) {
	for _, c := range []struct {
		name     string
		material string
		rules    placement.Rules
		element  symmetry.Element
	}{
		{"KRvK/legal/identity", "KRvK", placement.Legal, symmetry.Identity},
		{"KQvK/legal/identity", "KQvK", placement.Legal, symmetry.Identity},
		{"KQvKR/legal/diagonal", "KQvKR", placement.Legal, symmetry.FlipDiagonal},
		{"KNNvK/placement/identity", "KNNvK", placement.Placement, symmetry.Identity},
		{"6Q/nonattacking/identity", "6Q", placement.NonAttacking, symmetry.Identity},
		{"8Q/nonattacking/diagonal", "8Q", placement.NonAttacking, symmetry.FlipDiagonal},
	} {
		b.Run(c.name, func(b *testing.B) {
			e := benchEnumerator(b, c.material, c.rules)
			perm := c.element.Perm(pieces.Chessboard)
			for b.Loop() {
				if _, err := e.FixedCount(context.Background(), perm); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The Enumerator's walk with men placed by a Constraint, and with a rule on
// the kings that it tests at each leaf.
func BenchmarkCountWith(b *testing.B) {
	br := pieces.Piece{Color: pieces.Black, Kind: pieces.Rook}
	bk := pieces.Piece{Color: pieces.Black, Kind: pieces.King}
	for _, c := range []struct {
		name     string
		material string
		c        placement.Constraint
	}{
		{"KQvKR/legal/men", "KQvKR", placement.Constraint{Men: []placement.Man{{Piece: br, Square: 7}, {Piece: bk, Square: 60}}}},
		{"KQvK/legal/kings", "KQvK", placement.Constraint{Kings: func(wk, bk pieces.Square) bool { return wk < bk }}},
	} {
		b.Run(c.name, func(b *testing.B) {
			e := benchEnumerator(b, c.material, placement.Legal)
			for b.Loop() {
				if _, err := e.CountWith(context.Background(), c.c); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
