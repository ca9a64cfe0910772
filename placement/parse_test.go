package placement_test

import (
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

func TestParseMen(t *testing.T) {
	b := pieces.Chessboard
	men, err := placement.ParseMen(b, "Ka1, Rb2  kc3")
	if err != nil || len(men) != 3 || men[0].Square != 0 || men[1].Piece.Kind != pieces.Rook || men[2].Piece.Color != pieces.Black || men[2].Square != 18 {
		t.Errorf("ParseMen: %v, %v", men, err)
	}
	if m, err := placement.ParseMen(pieces.Board{Files: 16, Ranks: 16}, "Qp16"); err != nil || m[0].Square != 255 {
		t.Errorf("Qp16 on 16x16: %v, %v", m, err)
	}
	for _, bad := range []string{"", "  ", "Xa1", "Ka9", "Ki1", "Ka0", "Ka01", "Ka1 Qa1", "K", "1a1", "Ka+1", "ék1"} {
		if _, err := placement.ParseMen(b, bad); err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseMen(%q): %v, want a one-line error", bad, err)
		}
	}
}

func FuzzParseMen(f *testing.F) {
	for _, s := range []string{"Ka1 Rb2 kc3", "Qp16", "Ka1,Qa1", "ka9", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := pieces.Board{Files: 8, Ranks: 16}
		men, err := placement.ParseMen(b, s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("two-line error: %q", err)
			}
			return
		}
		// Written back, the men read the same.
		var parts []string
		for _, m := range men {
			parts = append(parts, m.Piece.String()+b.Name(m.Square))
		}
		again, err := placement.ParseMen(b, strings.Join(parts, " "))
		if err != nil || len(again) != len(men) {
			t.Fatalf("%q read back as %v, %v", parts, again, err)
		}
		for i := range men {
			if again[i] != men[i] {
				t.Errorf("%q: man %d read back as %v, want %v", s, i, again[i], men[i])
			}
		}
	})
}
