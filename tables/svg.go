package tables

import (
	"fmt"
	"html"
	"strings"

	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Pictures are plain SVG: no scripts, no external fonts (the generic
// sans-serif family), files and ranks labelled, readable at 300 px.

// palette holds well-separated colours for orbits and cycles.
var palette = []string{"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#86bcb6", "#d37295"}

// problem returns a small picture that says what is wrong, for input no
// board can be drawn from.
func problem(msg string) string {
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="40" font-family="sans-serif"><text x="4" y="24" font-size="12" fill="#a00">%s</text></svg>`+"\n", html.EscapeString(msg))
}

// drawable returns "" when b, the elements and the men can be drawn, or a
// picture that says why not.
func drawable(b pieces.Board, els []symmetry.Element, men []placement.Man) string {
	if err := b.Validate(); err != nil {
		return problem(err.Error())
	}
	for _, e := range els {
		if !e.Fits(b) {
			return problem(fmt.Sprintf("%s needs a square board, not %s", e.Name(), b))
		}
	}
	for _, m := range men {
		if m.Square < 0 || int(m.Square) >= b.Squares() {
			return problem(fmt.Sprintf("square %d is off the %s board", m.Square, b))
		}
	}
	return ""
}

// squareSize returns the side of one square in pixels: the board is drawn
// about 256 pixels wide at most, with a margin for the labels.
func squareSize(b pieces.Board) int { return max(12, min(32, 256/max(b.Files, b.Ranks))) }

// board draws b's squares, each with a fill, an opacity and a label, the
// file and rank names, and men as figurines; fill returns
// "" for a plain board square.
func board(b pieces.Board, title string, fill func(pieces.Square) (colour string, opacity float64, label string), men ...placement.Man) string {
	s := squareSize(b)
	margin := s / 2
	width, height := margin+b.Files*s+4, b.Ranks*s+margin+4
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`, width, height, width, height)
	fmt.Fprintf(&sb, "\n<title>%s</title>\n", html.EscapeString(title))
	font := s * 2 / 5
	for sq := range pieces.Square(b.Squares()) {
		x, y := b.Coords(sq)
		px, py := margin+x*s, (b.Ranks-1-y)*s
		colour, opacity, label := fill(sq)
		if colour == "" { // a plain board square
			colour, opacity = "#f0d9b5", 1
			if b.ColourOf(sq) == pieces.Dark {
				colour = "#b58863"
			}
		}
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="#fff"/>`, px, py, s, s)
		fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="%.2f" stroke="#888" stroke-width="0.5"/>`, px, py, s, s, colour, opacity)
		if label != "" {
			fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#111">%s</text>`, px+s/2, py+s/2+font/3, font, html.EscapeString(label))
		}
		sb.WriteByte('\n')
	}
	for _, m := range men {
		x, y := b.Coords(m.Square)
		figurine(&sb, m.Piece, margin+x*s+s/2, (b.Ranks-1-y)*s+s/2, s)
	}
	for x := range b.Files {
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#333">%c</text>`, margin+x*s+s/2, b.Ranks*s+margin-2, font, 'a'+x)
	}
	for y := range b.Ranks {
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#333">%d</text>`, margin/2, (b.Ranks-1-y)*s+s/2+font/3, font, y+1)
	}
	sb.WriteString("\n</svg>\n")
	return sb.String()
}

// chessFonts are fonts that have the chess symbols, one on each system.
const chessFonts = "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Apple Symbols', sans-serif"

// figurine draws piece p as a figurine, centred on (cx, cy) on a square of
// side s, as the explorer draws its men: the solid chess symbol
// (♚♛♜♝♞♟), filled white with a dark outline for a white man, filled
// black with a light outline for a black man, so that both read on light
// and dark squares. U+FE0E after it asks for its text presentation, so
// that no font draws the black pawn, U+265F, as a coloured emoji.
func figurine(sb *strings.Builder, p pieces.Piece, cx, cy, s int) {
	size := float64(s) * 0.9
	fill, outline, width := "#111", "#fff", size*0.04
	if p.Color == pieces.White {
		fill, outline, width = "#fff", "#111", size*0.06
	}
	fmt.Fprintf(sb, `<text x="%d" y="%.1f" font-size="%.1f" font-family="%s" text-anchor="middle" fill="%s" stroke="%s" stroke-width="%.1f" stroke-linejoin="round" paint-order="stroke">%c&#xFE0E;</text>`+"\n",
		cx, float64(cy)+size*0.36, size, chessFonts, fill, outline, width, rune(0x265A)+rune(p.Kind))
}

// OrbitSVG draws board b with each square coloured by its orbit under
// group g and numbered by it. The first square of each orbit (lowest rank,
// then file) is drawn solid and the others pale, so the squares that stand
// for all the others stand out: the a1-d1-d4 triangle for d4, the half
// board for the mirror.
func OrbitSVG(b pieces.Board, g symmetry.Group) string {
	if bad := drawable(b, g.Elements, nil); bad != "" {
		return bad
	}
	perms := g.Perms(b)
	orbit := make([]int, b.Squares())
	for i := range orbit {
		orbit[i] = -1
	}
	n := 0
	for sq := range pieces.Square(b.Squares()) {
		if orbit[sq] >= 0 {
			continue
		}
		for _, p := range perms {
			orbit[p[sq]] = n
		}
		n++
	}
	first := make([]bool, n)
	title := fmt.Sprintf("The %s of the squares of the %s board under the group %s", plural(n, "orbit"), b, g.Name)
	return board(b, title, func(sq pieces.Square) (string, float64, string) {
		o := orbit[sq]
		opacity := 0.3
		if !first[o] {
			first[o], opacity = true, 1
		}
		return palette[o%len(palette)], opacity, fmt.Sprint(o + 1)
	})
}

// ElementSVG draws board b with the fixed squares of element e gold and
// marked "•", and the squares of each longer cycle in one colour with one
// number, so that e sends each numbered square to another of its number.
func ElementSVG(b pieces.Board, e symmetry.Element) string {
	if bad := drawable(b, []symmetry.Element{e}, nil); bad != "" {
		return bad
	}
	p := e.Perm(b)
	cycle := make([]int, len(p))
	for i := range cycle {
		cycle[i] = -1
	}
	n := 0
	for sq := range p {
		if cycle[sq] >= 0 || p[sq] == pieces.Square(sq) {
			continue
		}
		for t := pieces.Square(sq); cycle[t] < 0; t = p[t] {
			cycle[t] = n
		}
		n++
	}
	title := fmt.Sprintf("%s (%s, %s) on the %s board: fixed squares and cycles", e.Name(), e.Word(), e.Formula(b), b)
	return board(b, title, func(sq pieces.Square) (string, float64, string) {
		if c := cycle[sq]; c >= 0 {
			return palette[c%len(palette)], 0.6, fmt.Sprint(c + 1)
		}
		return "#e8c547", 0.9, "•"
	})
}

// PositionSVG draws a position beside its canonical image under group g,
// the smallest of its images (see orbits.Canonical), with the element that
// maps one onto the other in the title.
func PositionSVG(b pieces.Board, g symmetry.Group, men []placement.Man) string {
	if bad := drawable(b, g.Elements, men); bad != "" {
		return bad
	}
	if len(g.Elements) == 0 {
		return problem("an empty group has no canonical image")
	}
	image, at := orbits.Canonical(men, g.Perms(b))
	e := g.Elements[at]
	plain := func(pieces.Square) (string, float64, string) { return "", 0, "" }
	left := board(b, "the position", plain, men...)
	right := board(b, "its canonical image", plain, image...)
	s := squareSize(b)
	width, height := s/2+b.Files*s+4, b.Ranks*s+s/2+4
	gap := s
	var sb strings.Builder
	title := fmt.Sprintf("A position and its canonical image under %s: %s (%s, %s) maps one onto the other", g.Name, e.Name(), e.Word(), e.Formula(b))
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`, 2*width+gap, height+s, 2*width+gap, height+s)
	fmt.Fprintf(&sb, "\n<title>%s</title>\n", html.EscapeString(title))
	sb.WriteString(strings.Replace(left, "<svg ", `<svg x="0" y="0" `, 1))
	sb.WriteString(strings.Replace(right, "<svg ", fmt.Sprintf(`<svg x="%d" y="0" `, width+gap), 1))
	fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="%d" text-anchor="middle" fill="#333">%s</text>`+"\n", width+gap/2, height+s*2/3, s*2/5, html.EscapeString("left: a position; right: its canonical image, by "+e.Word()+" "+e.Formula(b)))
	sb.WriteString("</svg>\n")
	return sb.String()
}

// RegionSVG draws board b with the squares that mark accepts coloured and
// labelled with the label it returns: the squares a scheme lets its first
// men take, and how many entries start on each.
func RegionSVG(b pieces.Board, title string, mark func(pieces.Square) (label string, ok bool)) string {
	if bad := drawable(b, nil, nil); bad != "" {
		return bad
	}
	return board(b, title, func(sq pieces.Square) (string, float64, string) {
		label, ok := mark(sq)
		if !ok {
			return "", 0, ""
		}
		return palette[0], 0.55, label
	})
}
