package burnside_test

import (
	"slices"
	"testing"

	"count/burnside"
	"count/pieces"
)

// The table of section 2 of shared/REFERENCE.md: formula, images of a1 and
// b1, Leapfrog word, thesis name and cycle type on 8x8.
func TestElements(t *testing.T) {
	cases := []struct {
		e                         burnside.Element
		formula, images, word, th string
		cycles                    string
	}{
		{burnside.Identity, "(x,y)→(x,y)", "a1, b1", "1", "1", "1^64"},
		{burnside.FlipFiles, "(x,y)→(7−x,y)", "h1, g1", "V", "τ", "2^32"},
		{burnside.FlipRanks, "(x,y)→(x,7−y)", "a8, b8", "H", "τσ²", "2^32"},
		{burnside.Rotate180, "(x,y)→(7−x,7−y)", "h8, g8", "HV", "σ²", "2^32"},
		{burnside.FlipDiagonal, "(x,y)→(y,x)", "a1, a2", "D", "τσ", "1^8 2^28"},
		{burnside.FlipAntiDiag, "(x,y)→(7−y,7−x)", "h8, h7", "HVD", "τσ³", "1^8 2^28"},
		{burnside.RotateLeft, "(x,y)→(7−y,x)", "h1, h2", "HD", "σ", "4^16"},
		{burnside.RotateRight, "(x,y)→(y,7−x)", "a8, a7", "VD", "σ³", "4^16"},
	}
	b := pieces.Chessboard
	for _, c := range cases {
		if got := c.e.Formula(b); got != c.formula {
			t.Errorf("%s: formula %s, want %s", c.e.Name(), got, c.formula)
		}
		if got := c.e.Images(b); got != c.images {
			t.Errorf("%s: images of a1, b1 are %s, want %s", c.e.Name(), got, c.images)
		}
		if got := c.e.Word(); got != c.word {
			t.Errorf("%s: word %s, want %s", c.e.Name(), got, c.word)
		}
		if got := c.e.Thesis(); got != c.th {
			t.Errorf("%s: thesis name %s, want %s", c.e.Name(), got, c.th)
		}
		if got := c.e.CycleType(b); got != c.cycles {
			t.Errorf("%s: cycle type %s, want %s", c.e.Name(), got, c.cycles)
		}
	}
}

// Each word of the normal form is its letters applied in turn, each letter
// written out from its definition; and each named group is closed under
// composition, so Burnside's lemma applies to it.
func TestGroups(t *testing.T) {
	b := pieces.Board{Files: 5, Ranks: 5}
	letters := map[rune]func(x, y int) (int, int){
		'H': func(x, y int) (int, int) { return x, 4 - y },
		'V': func(x, y int) (int, int) { return 4 - x, y },
		'D': func(x, y int) (int, int) { return y, x },
	}
	for _, e := range burnside.AllElements {
		p := e.Perm(b)
		for s := range pieces.Square(b.Squares()) {
			x, y := b.Coords(s)
			for _, l := range e.Word() {
				if f := letters[l]; f != nil {
					x, y = f(x, y)
				}
			}
			if p[s] != b.Square(x, y) {
				t.Errorf("%s sends %s to %s, want %s", e.Word(), b.Name(s), b.Name(p[s]), b.Name(b.Square(x, y)))
			}
		}
	}
	for _, g := range burnside.Groups {
		board := b
		if g.Name == "rectangle" || g.Name == "mirror" || g.Name == "identity" {
			board = pieces.Board{Files: 4, Ranks: 6}
		}
		var perms [][]pieces.Square
		for _, e := range g.Elements {
			perms = append(perms, e.Perm(board))
		}
		for _, p := range perms {
			for _, q := range perms {
				pq := make([]pieces.Square, len(p))
				for s := range pq {
					pq[s] = q[p[s]]
				}
				if !slices.ContainsFunc(perms, func(r []pieces.Square) bool { return slices.Equal(r, pq) }) {
					t.Errorf("group %s is not closed on %s", g.Name, board)
				}
			}
		}
	}
}

func TestResolve(t *testing.T) {
	mat := func(s string) pieces.Material {
		m, err := pieces.ParseMaterial(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	sq, rect := pieces.Chessboard, pieces.Board{Files: 6, Ranks: 8}
	cases := []struct {
		name, material string
		board          pieces.Board
		want           string // group name, or "" for an error
	}{
		{"auto", "KRK", sq, "d4"},
		{"", "KRK", rect, "rectangle"},
		{"auto", "KPK", sq, "mirror"},
		{"auto", "8Q", sq, "d4"},
		{"rotations", "KRK", sq, "rotations"},
		{"Mirror", "KPK", rect, "mirror"},
		{"identity", "KPK", sq, "identity"},
		{"rotations", "KPK", sq, ""},
		{"rectangle", "KPK", sq, ""},
		{"d4", "KRK", rect, ""},
		{"rotations", "KRK", rect, ""},
		{"klein", "KRK", sq, ""},
	}
	for _, c := range cases {
		g, err := burnside.Resolve(c.name, c.board, mat(c.material))
		switch {
		case c.want == "" && err == nil:
			t.Errorf("Resolve(%q, %s, %s) = %s, want an error", c.name, c.board, c.material, g.Name)
		case c.want != "" && (err != nil || g.Name != c.want):
			t.Errorf("Resolve(%q, %s, %s) = %s, %v; want %s", c.name, c.board, c.material, g.Name, err, c.want)
		}
	}
}
