package placement

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// benchSpec returns the spec of material on the 8x8 board under the Legal
// rules with White to move.
func benchSpec(b *testing.B, material string) Spec {
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		b.Fatal(err)
	}
	return Spec{Board: pieces.Board{Files: 8, Ranks: 8}, Material: m, Rules: Legal, ToMove: WhiteToMove}
}

// benchFactored returns a one-goroutine Factored counter for material.
func benchFactored(b *testing.B, material string) *Factored {
	f, err := NewFactored(benchSpec(b, material))
	if err != nil {
		b.Fatal(err)
	}
	f.Workers = 1
	return f
}

var benchMaterials = []string{"KQvKR", "KQRvKRB", "KPPvKP", "KRRBvKQNP"}

// BenchmarkShapes builds the shapes of every king placement of the
// identity: the kings' rays and the cells of the other squares.
func BenchmarkShapes(b *testing.B) {
	for _, material := range benchMaterials {
		b.Run(material, func(b *testing.B) {
			f := benchFactored(b, material)
			orbits := orbitsOf(64, nil)
			for b.Loop() {
				if _, err := f.shapes(context.Background(), orbits); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkEvaluate multiplies out the generating functions of every
// shape of the identity, modulo one prime: the polynomial products.
func BenchmarkEvaluate(b *testing.B) {
	for _, material := range benchMaterials {
		b.Run(material, func(b *testing.B) {
			f := benchFactored(b, material)
			set, err := f.shapes(context.Background(), orbitsOf(64, nil))
			if err != nil {
				b.Fatal(err)
			}
			p := genfunc.Moduli(f.bound())[0]
			product, scratch := f.mono.NewPoly(), f.mono.NewPoly()
			var stop atomic.Bool
			for b.Loop() {
				for i := range set.len() {
					sh, _ := set.at(i)
					sh.evaluate(f.mono, product, scratch, p, &stop)
				}
			}
		})
	}
}

// BenchmarkFactoredCount is the whole count of the identity on one
// goroutine.
func BenchmarkFactoredCount(b *testing.B) {
	for _, material := range benchMaterials {
		b.Run(material, func(b *testing.B) {
			f := benchFactored(b, material)
			for b.Loop() {
				if _, err := f.FixedCount(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCountWithCaptures counts the positions with an en passant
// right under the FIDE rule on one goroutine: Black's pawn has just
// advanced d7-d5, White's pawns on c5 and e5 may take it, and each capture
// must leave White's king out of check.
func BenchmarkCountWithCaptures(b *testing.B) {
	for _, material := range []string{"KPPvKQP", "KRPPvKBP"} {
		b.Run(material, func(b *testing.B) {
			f := benchFactored(b, material)
			board := f.spec.Board
			c5, d5, e5, d6, d7 := board.Square(2, 4), board.Square(3, 4), board.Square(4, 4), board.Square(3, 5), board.Square(3, 6)
			white, black := pieces.Piece{Color: pieces.White, Kind: pieces.Pawn}, pieces.Piece{Color: pieces.Black, Kind: pieces.Pawn}
			c := Constraint{
				Men:      []Man{{black, d5}, {white, c5}, {white, e5}},
				Empty:    []pieces.Square{d6, d7},
				Captures: []Capture{{c5, d6, d5}, {e5, d6, d5}},
			}
			for b.Loop() {
				if _, err := f.CountWith(context.Background(), c); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkApart counts non-attacking placements under every symmetry
// of the square board on one goroutine: the backtracking search.
func BenchmarkApart(b *testing.B) {
	for _, material := range []string{"1QQQQQ", "1RRBBN"} {
		b.Run(material, func(b *testing.B) {
			m, err := pieces.ParseMaterial(material)
			if err != nil {
				b.Fatal(err)
			}
			f, err := NewFactored(Spec{Board: pieces.Board{Files: 8, Ranks: 8}, Material: m, Rules: NonAttacking})
			if err != nil {
				b.Fatal(err)
			}
			f.Workers = 1
			for b.Loop() {
				if _, err := f.FixedCount(context.Background()); err != nil {
					b.Fatal(fmt.Sprint(err))
				}
			}
		})
	}
}

// BenchmarkPuzzle counts the fixed placements of every symmetry of the
// square board (the terms of Burnside's sum) for the puzzles the
// command's suite times: the n-queens puzzle rank by rank (its other
// terms by the search), kings and knights by the transfer.
func BenchmarkPuzzle(b *testing.B) {
	for _, c := range []struct {
		material string
		side     int
	}{{"12Q", 12}, {"14Q", 14}, {"10N", 8}, {"4K4N", 8}, {"8K", 16}, {"8K", 20}} {
		b.Run(fmt.Sprintf("%s/%dx%d", c.material, c.side, c.side), func(b *testing.B) {
			m, err := pieces.ParseMaterial(c.material)
			if err != nil {
				b.Fatal(err)
			}
			board := pieces.Board{Files: c.side, Ranks: c.side}
			f, err := NewFactored(Spec{Board: board, Material: m, Rules: NonAttacking})
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				for _, e := range symmetry.AllElements {
					if _, err := f.FixedCount(context.Background(), e.Perm(board)); err != nil {
						b.Fatal(fmt.Sprint(err))
					}
				}
			}
		})
	}
}
