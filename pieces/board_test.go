package pieces_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
)

func TestParseBoard(t *testing.T) {
	t.Parallel()
	for _, test := range []struct {
		in      string
		want    pieces.Board
		wantErr bool
	}{
		{in: "8x8", want: pieces.Board{Files: 8, Ranks: 8}},
		{in: "6x5", want: pieces.Board{Files: 6, Ranks: 5}},
		{in: "5x6", want: pieces.Board{Files: 5, Ranks: 6}},
		{in: "1x1", want: pieces.Board{Files: 1, Ranks: 1}},
		{in: "16x16", want: pieces.Board{Files: 16, Ranks: 16}},
		{in: "20x20", want: pieces.Board{Files: 20, Ranks: 20}},
		{in: "20x1", want: pieces.Board{Files: 20, Ranks: 1}},
		{in: "1x20", want: pieces.Board{Files: 1, Ranks: 20}},
		{in: "8X8", want: pieces.Board{Files: 8, Ranks: 8}},

		{in: "0x8", wantErr: true},
		{in: "8x0", wantErr: true},
		{in: "21x8", wantErr: true},
		{in: "8x21", wantErr: true},
		{in: "8x", wantErr: true},
		{in: "x8", wantErr: true},
		{in: "x", wantErr: true},
		{in: "8", wantErr: true},
		{in: "", wantErr: true},
		{in: "axb", wantErr: true},
		{in: "-1x5", wantErr: true},
		{in: "5x-1", wantErr: true},
		{in: "+8x8", wantErr: true},
		{in: "8x+8", wantErr: true},
		{in: "8x8x8", wantErr: true},
		{in: " 8x8", wantErr: true},
		{in: "8x8\n", wantErr: true},
		{in: "8*8", wantErr: true},
		{in: "99999999999999999999x8", wantErr: true},
	} {
		b, err := pieces.ParseBoard(test.in)
		if test.wantErr {
			if err == nil {
				t.Errorf("ParseBoard(%q): expected an error, got %v", test.in, b)
				continue
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Errorf("ParseBoard(%q): error is not one line: %q", test.in, msg)
			}
			if !strings.Contains(msg, test.in) && !strings.Contains(msg, strconv.Quote(test.in)) {
				t.Errorf("ParseBoard(%q): error %q does not name the input", test.in, msg)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseBoard(%q): unexpected error: %v", test.in, err)
			continue
		}
		if b != test.want {
			t.Errorf("ParseBoard(%q): got:%+v want:%+v", test.in, b, test.want)
		}
		if got, want := b.Squares(), test.want.Files*test.want.Ranks; got != want {
			t.Errorf("ParseBoard(%q).Squares(): got:%d want:%d", test.in, got, want)
		}
	}
}

func TestSquareNames(t *testing.T) {
	t.Parallel()
	type named struct {
		file, rank int
		square     pieces.Square
		name       string
	}
	for _, test := range []struct {
		board   pieces.Board
		squares []named
	}{
		{
			board: pieces.Chessboard,
			squares: []named{
				{0, 0, 0, "a1"}, {7, 0, 7, "h1"}, {0, 1, 8, "a2"}, {4, 1, 12, "e2"},
				{3, 3, 27, "d4"}, {0, 7, 56, "a8"}, {7, 7, 63, "h8"},
			},
		},
		{
			board:   pieces.Board{Files: 16, Ranks: 16},
			squares: []named{{0, 0, 0, "a1"}, {15, 0, 15, "p1"}, {0, 1, 16, "a2"}, {15, 15, 255, "p16"}, {9, 9, 153, "j10"}},
		},
		{
			board:   pieces.Board{Files: 6, Ranks: 5},
			squares: []named{{5, 0, 5, "f1"}, {0, 1, 6, "a2"}, {5, 4, 29, "f5"}},
		},
		{
			board:   pieces.Board{Files: 3, Ranks: 5},
			squares: []named{{2, 0, 2, "c1"}, {0, 1, 3, "a2"}, {2, 4, 14, "c5"}},
		},
		{
			board:   pieces.Board{Files: 1, Ranks: 1},
			squares: []named{{0, 0, 0, "a1"}},
		},
		{
			board:   pieces.Board{Files: 16, Ranks: 1},
			squares: []named{{15, 0, 15, "p1"}},
		},
		{
			board:   pieces.Board{Files: 1, Ranks: 16},
			squares: []named{{0, 1, 1, "a2"}, {0, 15, 15, "a16"}},
		},
	} {
		b := test.board
		for _, sq := range test.squares {
			if got := b.Square(sq.file, sq.rank); got != sq.square {
				t.Errorf("%v: Square(%d, %d): got:%d want:%d", b, sq.file, sq.rank, got, sq.square)
			}
			if f, r := b.Coords(sq.square); f != sq.file || r != sq.rank {
				t.Errorf("%v: Coords(%d): got:(%d, %d) want:(%d, %d)", b, sq.square, f, r, sq.file, sq.rank)
			}
			if got := b.Name(sq.square); got != sq.name {
				t.Errorf("%v: Name(%d): got:%q want:%q", b, sq.square, got, sq.name)
			}
		}

		// Every square: Coords and Square are inverse, the square is on the
		// board, and the names are distinct.
		seen := make(map[string]pieces.Square)
		for s := range pieces.Square(b.Squares()) {
			f, r := b.Coords(s)
			if !b.On(f, r) {
				t.Errorf("%v: Coords(%d) = (%d, %d) is off the board", b, s, f, r)
				continue
			}
			if got := b.Square(f, r); got != s {
				t.Errorf("%v: Square(Coords(%d)) = %d", b, s, got)
			}
			name := b.Name(s)
			if prev, ok := seen[name]; ok {
				t.Errorf("%v: squares %d and %d are both named %q", b, prev, s, name)
			}
			seen[name] = s
		}
		for _, c := range [][2]int{{-1, 0}, {0, -1}, {b.Files, 0}, {0, b.Ranks}} {
			if b.On(c[0], c[1]) {
				t.Errorf("%v: On(%d, %d) is true", b, c[0], c[1])
			}
		}
	}
}

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{"8x8", "6x5", "1x1", "16x16", "8X8", "0x8", "21x8", "8x", "x8", "+8x8", "-1x5", "8x8x8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, again, ok := parsesBack(t, "ParseBoard", pieces.ParseBoard, s)
		if !ok {
			return
		}
		if b.Files < 1 || b.Files > pieces.MaxSide || b.Ranks < 1 || b.Ranks > pieces.MaxSide {
			t.Fatalf("ParseBoard(%q) = %+v: a side is out of 1..%d", s, b, pieces.MaxSide)
		}
		if again != b {
			t.Fatalf("ParseBoard(%q) = %+v, but its String %q parses to %+v", s, b, b.String(), again)
		}
	})
}
