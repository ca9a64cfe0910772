package rights

import (
	"testing"

	"github.com/chesscount/count/pieces"
)

// TestEPSetups checks the set-ups against squares named by hand on the
// chessboard, and that a board of four ranks has none.
func TestEPSetups(t *testing.T) {
	b := pieces.Chessboard
	sq := func(name string) pieces.Square {
		s, err := b.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	for _, c := range []struct {
		toMove                pieces.Color
		file                  int
		pawn, target, further string
		beside                []string
	}{
		{pieces.White, 0, "a5", "a6", "a7", []string{"b5"}},
		{pieces.White, 4, "e5", "e6", "e7", []string{"d5", "f5"}},
		{pieces.Black, 7, "h4", "h3", "h2", []string{"g4"}},
		{pieces.Black, 3, "d4", "d3", "d2", []string{"c4", "e4"}},
	} {
		setups := EPSetups(b, c.toMove)
		if len(setups) != 8 {
			t.Fatalf("%v to move: %d set-ups, want 8", c.toMove, len(setups))
		}
		s := setups[c.file]
		if s.Pawn.Piece != (pieces.Piece{Color: c.toMove.Other(), Kind: pieces.Pawn}) || s.Pawn.Square != sq(c.pawn) {
			t.Errorf("%v to move, file %d: pawn %v on %s, want on %s", c.toMove, c.file, s.Pawn.Piece, b.Name(s.Pawn.Square), c.pawn)
		}
		if s.Square() != sq(c.target) || s.Crossed[1] != sq(c.further) {
			t.Errorf("%v to move, file %d: crossed %s %s, want %s %s", c.toMove, c.file, b.Name(s.Crossed[0]), b.Name(s.Crossed[1]), c.target, c.further)
		}
		if len(s.Beside) != len(c.beside) {
			t.Fatalf("%v to move, file %d: %d squares beside, want %d", c.toMove, c.file, len(s.Beside), len(c.beside))
		}
		for i, name := range c.beside {
			if s.Beside[i] != sq(name) {
				t.Errorf("%v to move, file %d: beside %s, want %s", c.toMove, c.file, b.Name(s.Beside[i]), name)
			}
		}
		x := s.Capture(s.Beside[0])
		if x.From != s.Beside[0] || x.To != sq(c.target) || x.Captured != sq(c.pawn) {
			t.Errorf("%v to move, file %d: capture %+v", c.toMove, c.file, x)
		}
	}
	if n := len(EPSetups(pieces.Board{Files: 8, Ranks: 4}, pieces.White)); n != 0 {
		t.Errorf("8x4: %d set-ups, want none", n)
	}
}

// TestCapturerSets checks that the signed sets count a placement with at
// least one capturer once and one with none not at all: for every subset
// of the squares beside, the signs of the sets within it sum to 1 if it is
// not empty, 0 if it is.
func TestCapturerSets(t *testing.T) {
	for _, s := range EPSetups(pieces.Chessboard, pieces.White)[:2] {
		for occupied := 0; occupied < 1<<len(s.Beside); occupied++ {
			var sum int64
			for set, sign := range s.CapturerSets() {
				within := true
				for _, sq := range set {
					i := 0
					for s.Beside[i] != sq {
						i++
					}
					within = within && occupied&(1<<i) != 0
				}
				if within {
					sum += sign
				}
			}
			if want := int64(min(occupied, 1)); sum != want {
				t.Errorf("%d squares beside, occupied %b: signs sum to %d, want %d", len(s.Beside), occupied, sum, want)
			}
		}
	}
}

// TestFileWeight checks that the weights of the files sum to the number
// of files, so that the mirror's pairs count as many times as before.
func TestFileWeight(t *testing.T) {
	for files := 1; files <= 9; files++ {
		b := pieces.Board{Files: files, Ranks: 8}
		var sum int64
		for f := range files {
			w := FileWeight(b, f, false)
			if home := FileWeight(b, f, true); home != 1 {
				t.Errorf("%d files, file %d, men at home: weight %d, want 1", files, f, home)
			}
			sum += w
			if mirrored := FileWeight(b, files-1-f, false); w+mirrored != 2 {
				t.Errorf("%d files: file %d and its mirror weigh %d and %d, want 2 together", files, f, w, mirrored)
			}
		}
		if sum != int64(files) {
			t.Errorf("%d files: weights sum to %d", files, sum)
		}
	}
}

// TestHomeSets checks the number of sets of both sides' rights: (3+1)²−1
// under the standard rule, and under Chess960's (98+1)²−1 sets in pairs
// the mirror swaps, half of them taken twice.
func TestHomeSets(t *testing.T) {
	for _, c := range []struct {
		rule         CastlingRule
		sets, weight int
	}{{StandardCastling, 15, 1}, {Chess960Castling, (99*99 - 1) / 2, 2}} {
		homes := HomeSets(c.rule, pieces.Chessboard)
		if len(homes) != c.sets {
			t.Errorf("%v: %d sets, want %d", c.rule, len(homes), c.sets)
		}
		for _, h := range homes {
			if h.Weight != int64(c.weight) {
				t.Fatalf("%v: weight %d, want %d", c.rule, h.Weight, c.weight)
			}
		}
	}
	if n := len(HomeSets(NoCastling, pieces.Chessboard)); n != 0 {
		t.Errorf("no castling: %d sets", n)
	}
}
