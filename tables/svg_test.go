package tables_test

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./tables -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file; if the change is meant, run go test ./tables -update and look at the picture", name)
	}
}

// wellFormed checks that s parses as XML from start to end.
func wellFormed(t *testing.T, name, s string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", name, err)
		}
	}
}

func TestSVG(t *testing.T) {
	b := pieces.Chessboard
	cases := []struct {
		name, svg string
		solid     int // squares drawn fully opaque
	}{
		// Burnside on the squares: (64 + 8 + 8)/8 = 10 orbits under d4,
		// the a1-d1-d4 triangle; 32 under the mirror, the half board.
		{"orbits-d4-8x8.svg", tables.OrbitSVG(b, symmetry.D4), 10},
		{"orbits-mirror-8x8.svg", tables.OrbitSVG(b, symmetry.Mirror), 32},
		{"orbits-rectangle-5x3.svg", tables.OrbitSVG(pieces.Board{Files: 5, Ranks: 3}, symmetry.Rectangle), 0},
		{"element-D-8x8.svg", tables.ElementSVG(b, symmetry.FlipDiagonal), 0},
		{"position-KRvK.svg", tables.PositionSVG(b, symmetry.D4, krk(t)), 0},
	}
	for _, c := range cases {
		wellFormed(t, c.name, c.svg)
		if c.solid > 0 {
			if n := strings.Count(c.svg, `fill-opacity="1.00"`); n != c.solid {
				t.Errorf("%s: %d solid squares, want %d", c.name, n, c.solid)
			}
		}
		golden(t, c.name, c.svg)
	}
	// A region: the a1-d1-d4 triangle, 1 + 2 + 3 + 4 = 10 squares.
	triangle := tables.RegionSVG(b, "the triangle", func(sq pieces.Square) (string, bool) {
		x, y := b.Coords(sq)
		return "T", y <= x && x < 4
	})
	wellFormed(t, "region-triangle.svg", triangle)
	if n := strings.Count(triangle, `fill-opacity="0.55"`); n != 10 || strings.Count(triangle, ">T<") != 10 {
		t.Errorf("the triangle: %d squares marked, want 10", n)
	}
	golden(t, "region-triangle.svg", triangle)
	// The diagonal reflection fixes the 8 squares of the diagonal.
	if n := strings.Count(tables.ElementSVG(b, symmetry.FlipDiagonal), ">•<"); n != 8 {
		t.Errorf("flip-diagonal: %d fixed squares drawn, want 8", n)
	}
}

func TestHTMLGolden(t *testing.T) {
	r := result(t, "KK")
	var buf bytes.Buffer
	if err := tables.Terms(&buf, []*burnside.Result{r}, tables.HTML, tables.Names); err != nil {
		t.Fatal(err)
	}
	html := buf.String() + tables.OrbitSVG(r.Spec.Board, r.Group)
	wellFormed(t, "kk.html", "<div>"+html+"</div>")
	golden(t, "kk.html", html)
}

func TestExplain(t *testing.T) {
	var buf bytes.Buffer
	tables.Explain(&buf, result(t, "KRK"))
	for _, want := range []string{
		"rotate-left (HD, (x,y)→(7−y,x), cycle type 4^16): it moves every square, so no white king can stay: 0.",
		"one of its 8 fixed squares",
		"Sum: 223944 + 252 + 252 = 224448.",
		"Classes: 224448 / 8 = 28056",
		"gives 27993, not 28056",
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("explanation lacks %q:\n%s", want, buf.String())
		}
	}
}

// Men are figurines, as the explorer draws them: the solid chess symbol
// in its text presentation (U+FE0E), white with a dark outline or black
// with a light one; no discs.
func TestSVGFigurines(t *testing.T) {
	svg := tables.PositionSVG(pieces.Chessboard, symmetry.D4, krk(t)) // the position and its image
	for glyph, want := range map[string]int{
		`fill="#fff" stroke="#111" stroke-width="1.7" stroke-linejoin="round" paint-order="stroke">♚&#xFE0E;<`: 2,
		`fill="#fff" stroke="#111" stroke-width="1.7" stroke-linejoin="round" paint-order="stroke">♜&#xFE0E;<`: 2,
		`fill="#111" stroke="#fff" stroke-width="1.2" stroke-linejoin="round" paint-order="stroke">♚&#xFE0E;<`: 2,
	} {
		if n := strings.Count(svg, glyph); n != want {
			t.Errorf("%d of %s; want %d", n, glyph, want)
		}
	}
	if strings.Contains(svg, "<circle") {
		t.Error("men drawn as discs")
	}
}

func krk(t *testing.T) []placement.Man {
	men, err := placement.ParseMen(pieces.Chessboard, "Kc6 Rh1 kd8")
	if err != nil {
		t.Fatal(err)
	}
	return men
}

// Input no board can be drawn from gives a picture that says so, not a
// panic.
func TestSVGProblems(t *testing.T) {
	rect := pieces.Board{Files: 6, Ranks: 8}
	for name, svg := range map[string]string{
		"no board":          tables.OrbitSVG(pieces.Board{}, symmetry.Trivial),
		"D on a rectangle":  tables.ElementSVG(rect, symmetry.FlipDiagonal),
		"d4 on a rectangle": tables.OrbitSVG(rect, symmetry.D4),
		"off the board":     tables.PositionSVG(pieces.Chessboard, symmetry.D4, []placement.Man{{Square: 64}}),
		"empty group":       tables.PositionSVG(pieces.Chessboard, symmetry.Group{}, nil),
	} {
		wellFormed(t, name, svg)
		if !strings.Contains(svg, `fill="#a00"`) {
			t.Errorf("%s: no problem stated:\n%s", name, svg)
		}
	}
}
