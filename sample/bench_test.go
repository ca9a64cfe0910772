package sample

import (
	"context"
	"math/rand/v2"
	"testing"

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
