package sample

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// One draw of KQvKR, legal, White to move: the suite's target is 100,000
// a second.
func BenchmarkDrawKQKR(b *testing.B) {
	s := spec(b, pieces.Chessboard, "KQKR", placement.Legal)
	s.ToMove = placement.WhiteToMove
	sm, err := New(context.Background(), s, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		must(sm.Draw(context.Background(), rng))
	}
}

// One draw of all of chess under each refinement that can be counted
// together with captures: the suite's target is 10,000 a second.
func BenchmarkDrawAll(b *testing.B) {
	for _, refine := range [][]allchess.Refinement{
		{allchess.Captures, allchess.Bishops},
		{allchess.Captures, allchess.Files},
	} {
		r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, Refine: refine}
		b.Run(r.String(), func(b *testing.B) {
			s := newAll(b, r, 2)
			rng := rand.New(rand.NewPCG(1, 2))
			for b.Loop() {
				must(s.Draw(context.Background(), rng))
			}
			kept, tries := s.Acceptance()
			b.ReportMetric(float64(kept)/float64(tries), "kept/try")
		})
	}
}
