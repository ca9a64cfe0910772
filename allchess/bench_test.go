package allchess

import (
	"context"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// Every position of chess at once, each rule: the suite of count bench
// has the same counts beside the per-material ones.
func BenchmarkCount(b *testing.B) {
	for _, c := range []struct {
		name     string
		maxMen   int
		castling rights.CastlingRule
		ep       rights.EP
		bishops  bool
	}{
		{"10 men, no rights", 10, rights.NoCastling, rights.NoEP, false},
		{"10 men, NULP", 10, rights.StandardCastling, rights.NULP, false},
		{"12 men, NULP", 12, rights.StandardCastling, rights.NULP, false},
		{"all of chess, NULP", 0, rights.StandardCastling, rights.NULP, false},
		// FIDE's en passant rule, both kings' lines: as far as it goes.
		{"8 men, FIDE", 8, rights.StandardCastling, rights.FIDE, false},
		{"10 men, FIDE", 10, rights.StandardCastling, rights.FIDE, false},
		// The bishop refinement: its first men with a correction, and all
		// of chess, where both sides' corrections take most of the time.
		{"12 men, no rights, bishops refined", 12, rights.NoCastling, rights.NoEP, true},
		{"all of chess, no rights, bishops refined", 0, rights.NoCastling, rights.NoEP, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := Rules{Board: pieces.Chessboard, Army: Chess, MaxMen: c.maxMen, Castling: c.castling, EP: c.ep, Refine: refined(false, c.bishops, false)}
			for b.Loop() {
				if _, err := Count(context.Background(), s, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The opposed files beside promotions tied to captures alone, each all of
// a board at once without rights: the sweep against the cells, as a ratio
// of the two times (on 8x8 the sweep takes 2 minutes on 2 cores, the
// cells 3 seconds; count bench times both). 6x6 with an army of one pawn
// a file keeps a run short.
func BenchmarkFiles(b *testing.B) {
	six := Army{Pawns: 6, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 2, pieces.Knight: 2}}
	for _, c := range []struct {
		name  string
		board pieces.Board
		army  Army
		files bool
	}{
		{"6x6, captures", pieces.Board{Files: 6, Ranks: 6}, six, false},
		{"6x6, captures and files", pieces.Board{Files: 6, Ranks: 6}, six, true},
		{"8x8 up to 8 men, captures", pieces.Chessboard, Chess, false},
		{"8x8 up to 8 men, captures and files", pieces.Chessboard, Chess, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := Rules{Board: c.board, Army: c.army, Refine: refined(true, false, c.files)}
			if c.board == pieces.Chessboard {
				s.MaxMen = 8
			}
			for b.Loop() {
				if _, err := Count(context.Background(), s, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
