package symmetry_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// The symmetries as Leapfrog's "Symmetry" page and the KTH thesis (section
// 5.1) write them: formula, images of a1 and b1, Leapfrog word, thesis name and cycle type on 8x8.
func TestElements(t *testing.T) {
	cases := []struct {
		e                         symmetry.Element
		formula, images, word, th string
		cycles                    string
	}{
		{symmetry.Identity, "(x,y)→(x,y)", "a1→a1 b1→b1", "1", "1", "1^64"},
		{symmetry.FlipFiles, "(x,y)→(7−x,y)", "a1→h1 b1→g1", "V", "τ", "2^32"},
		{symmetry.FlipRanks, "(x,y)→(x,7−y)", "a1→a8 b1→b8", "H", "τσ²", "2^32"},
		{symmetry.Rotate180, "(x,y)→(7−x,7−y)", "a1→h8 b1→g8", "HV", "σ²", "2^32"},
		{symmetry.FlipDiagonal, "(x,y)→(y,x)", "a1→a1 b1→a2", "D", "τσ", "1^8 2^28"},
		{symmetry.FlipAntiDiag, "(x,y)→(7−y,7−x)", "a1→h8 b1→h7", "HVD", "τσ³", "1^8 2^28"},
		{symmetry.RotateLeft, "(x,y)→(7−y,x)", "a1→h1 b1→h2", "HD", "σ", "4^16"},
		{symmetry.RotateRight, "(x,y)→(y,7−x)", "a1→a8 b1→a7", "VD", "σ³", "4^16"},
	}
	b := pieces.Chessboard
	for _, c := range cases {
		if got := c.e.Formula(b); got != c.formula {
			t.Errorf("%s: formula %s, want %s", c.e.Name(), got, c.formula)
		}
		if got := c.e.Images(b); got != c.images {
			t.Errorf("%s: images %s, want %s", c.e.Name(), got, c.images)
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

// On one file, the second square shown is a2; on one square, a1 alone.
func TestImagesNarrowBoards(t *testing.T) {
	if got := symmetry.FlipRanks.Images(pieces.Board{Files: 1, Ranks: 3}); got != "a1→a3 a2→a2" {
		t.Errorf("flip-ranks on 1x3: %s", got)
	}
	if got := symmetry.Rotate180.Images(pieces.Board{Files: 1, Ranks: 1}); got != "a1→a1" {
		t.Errorf("rotate-180 on 1x1: %s", got)
	}
}

// Each word of the normal form is its letters applied in turn, each letter
// written out from its definition.
func TestGroups(t *testing.T) {
	b := pieces.Board{Files: 5, Ranks: 5}
	letters := map[rune]func(x, y int) (int, int){
		'H': func(x, y int) (int, int) { return x, 4 - y },
		'V': func(x, y int) (int, int) { return 4 - x, y },
		'D': func(x, y int) (int, int) { return y, x },
	}
	for _, e := range symmetry.AllElements {
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
	// Each named group is a group, and a list that is not is refused.
	for _, g := range append(symmetry.Groups,
		symmetry.Group{Name: "not closed", Elements: []symmetry.Element{symmetry.Identity, symmetry.FlipFiles, symmetry.FlipRanks}},
		symmetry.Group{Name: "no identity", Elements: []symmetry.Element{symmetry.FlipFiles}},
		symmetry.Group{Name: "empty"}) {
		err := g.Closed(b)
		if named := slices.ContainsFunc(symmetry.Groups, func(h symmetry.Group) bool { return h.Name == g.Name }); named != (err == nil) {
			t.Errorf("group %s: Closed says %v", g.Name, err)
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
	// Each case: the name asked for ("-" for ""), the material, the board,
	// and the group Resolve gives ("error" for an error).
	cases := strings.Fields(`
		auto KRK 8x8 d4          - KRK 6x8 rectangle     auto KPK 8x8 mirror
		auto 8Q 8x8 d4           rotations KRK 8x8 rotations
		Mirror KPK 6x8 mirror    identity KPK 8x8 identity
		rotations KPK 8x8 error  rectangle KPK 8x8 error
		d4 KRK 6x8 error         rotations KRK 6x8 error
		klein KRK 8x8 error`)
	for i := 0; i < len(cases); i += 4 {
		c := struct{ name, material, board, want string }{cases[i], cases[i+1], cases[i+2], cases[i+3]}
		if c.name == "-" {
			c.name = ""
		}
		b, err := pieces.ParseBoard(c.board)
		if err != nil {
			t.Fatal(err)
		}
		g, err := symmetry.Resolve(c.name, b, mat(c.material))
		switch {
		case c.want == "error" && err == nil:
			t.Errorf("Resolve(%q, %s, %s) = %s, want an error", c.name, c.board, c.material, g.Name)
		case c.want != "error" && (err != nil || g.Name != c.want):
			t.Errorf("Resolve(%q, %s, %s) = %s, %v; want %s", c.name, c.board, c.material, g.Name, err, c.want)
		}
	}
}
