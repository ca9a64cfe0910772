package sweep

import (
	"testing"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// With no men but the kings, the terms summed with every square empty
// count the white king's squares apart from the black king's.
func TestKingsAlone(t *testing.T) {
	b := pieces.Board{Files: 3, Ranks: 3}
	k := Keys{Size: b.Squares()}
	for v := range NumVars {
		k.Place[v], k.Bound[v] = int32(b.Squares()), 1
	}
	k.Place[Free], k.Bound[Free] = 1, b.Squares()
	sw := New(Config{Board: b, Keys: k})
	for bk, want := range map[pieces.Square]int64{b.Square(0, 0): 5, b.Square(1, 1): 0, b.Square(1, 0): 3} {
		sink := wide.NewSink(k.Size)
		fx := Fixture{BlackKing: bk, WhiteKing: -1, Men: make([]*pieces.Piece, b.Squares()), PawnFree: make([]bool, b.Squares())}
		if err := sw.Add(fx, 1, sink); err != nil {
			t.Fatal(err)
		}
		table := make([]wide.Int, k.Size)
		sink.AddTo(table)
		var sum wide.Int
		for _, c := range table {
			sum.Add(c)
		}
		if sum != wide.Of(want) {
			t.Errorf("black king on %d: %v, want %d", bk, sum, want)
		}
	}
}

// whiteCount counts a file's white pawns modulo 3 and scores a file
// that holds a multiple of 3 of them.
type whiteCount struct{}

func (whiteCount) Start() FileState        { return 10 }
func (whiteCount) Scores(s FileState) bool { return s == 10 }
func (whiteCount) After(s FileState, c pieces.Color) FileState {
	if c == pieces.Black {
		return s
	}
	return 10 + (s-10+1)%3
}

func TestFileTable(t *testing.T) {
	ft := newFileTable(whiteCount{})
	if len(ft.after) != 3 || !ft.scores[0] || ft.scores[1] || ft.after[0][pieces.Black] != 0 || ft.after[2][pieces.White] != 0 {
		t.Errorf("the table of a count modulo 3: %+v", ft)
	}
	if ft := newFileTable(nil); len(ft.after) != 1 || ft.scores[0] {
		t.Errorf("the table of no automaton: %+v", ft)
	}
}
