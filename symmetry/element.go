package symmetry

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chesscount/count/pieces"
)

// Element is a symmetry of the board: H, V and D applied in that order,
// each when its field is set. On a board with n+1 files and m+1 ranks,
// H maps (x, y) to (x, m−y), V maps (x, y) to (n−x, y) and D maps (x, y)
// to (y, x); D needs a square board.
type Element struct {
	H, V, D bool
}

// The eight elements, in the order of the thesis's table (section 5.1).
var (
	Identity       = Element{}
	RotateLeft     = Element{H: true, D: true}          // (n−y, x): a1→h1, a quarter turn counter-clockwise seen from White
	Rotate180      = Element{H: true, V: true}          // (n−x, n−y)
	RotateRight    = Element{V: true, D: true}          // (y, n−x): a1→a8, a quarter turn clockwise seen from White
	FlipFiles      = Element{V: true}                   // (n−x, y): a↔h
	FlipDiagonal   = Element{D: true}                   // (y, x): the a1-h8 diagonal
	FlipRanks      = Element{H: true}                   // (x, n−y): 1↔8
	FlipAntiDiag   = Element{H: true, V: true, D: true} // (n−y, n−x): the a8-h1 diagonal
	AllElements    = []Element{Identity, RotateLeft, Rotate180, RotateRight, FlipFiles, FlipDiagonal, FlipRanks, FlipAntiDiag}
	thesisNotation = []string{"1", "σ", "σ²", "σ³", "τ", "τσ", "τσ²", "τσ³"}
	// The thesis's names for them (section 4), in English.
	thesisOperations = []string{"identity", "rotate 90°", "rotate 180°", "rotate 270°", "turn over", "turn over, rotate 90°", "turn over, rotate 180°", "turn over, rotate 270°"}
	elementNames     = []string{"identity", "rotate-left", "rotate-180", "rotate-right", "flip-files", "flip-diagonal", "flip-ranks", "flip-antidiagonal"}
)

func (e Element) index() int { return slices.Index(AllElements, e) }

// ParseElement reads an element written as its Leapfrog word in normal
// form H?V?D? ("HVD"; "1" for the identity) or as its name
// ("flip-diagonal").
func ParseElement(s string) (Element, error) {
	for i, e := range AllElements {
		if strings.EqualFold(s, e.Word()) || strings.EqualFold(s, elementNames[i]) {
			return e, nil
		}
	}
	return Element{}, fmt.Errorf("element %q: write a word in the normal form H?V?D? (1, H, V, D, HV, HD, VD, HVD) or a name such as flip-diagonal", s)
}

// Name returns the element's name: identity, rotate-left, rotate-180,
// rotate-right, flip-files, flip-diagonal, flip-ranks, flip-antidiagonal.
func (e Element) Name() string { return elementNames[e.index()] }

// Word returns the element's Leapfrog word in normal form H?V?D?, "1" for
// the identity.
func (e Element) Word() string {
	var sb strings.Builder
	for _, l := range []struct {
		on bool
		c  byte
	}{{e.H, 'H'}, {e.V, 'V'}, {e.D, 'D'}} {
		if l.on {
			sb.WriteByte(l.c)
		}
	}
	if sb.Len() == 0 {
		return "1"
	}
	return sb.String()
}

// Thesis returns the element's name in the KTH thesis's notation, where σ
// is (x, y) → (7−y, x) and τ is (x, y) → (7−x, y): 1, σ, σ², σ³, τ, τσ,
// τσ², τσ³.
func (e Element) Thesis() string { return thesisNotation[e.index()] }

// ThesisOperation returns the thesis's name for the element, in English:
// "identity", "rotate 90°", …, "turn over, rotate 270°" (the thesis turns
// the board over about its y-axis, τ, and rotates it by σ).
func (e Element) ThesisOperation() string { return thesisOperations[e.index()] }

// Map returns the image of the square on file x, rank y of board b.
func (e Element) Map(b pieces.Board, x, y int) (int, int) {
	if e.H {
		y = b.Ranks - 1 - y
	}
	if e.V {
		x = b.Files - 1 - x
	}
	if e.D {
		x, y = y, x
	}
	return x, y
}

// Fits reports whether e maps board b onto itself: an element with D needs
// a square board.
func (e Element) Fits(b pieces.Board) bool { return !e.D || b.Files == b.Ranks }

// Perm returns e as a permutation of b's squares: Perm(b)[s] is the image
// of s. e must fit b.
func (e Element) Perm(b pieces.Board) []pieces.Square {
	p := make([]pieces.Square, b.Squares())
	for s := range p {
		x, y := b.Coords(pieces.Square(s))
		p[s] = b.Square(e.Map(b, x, y))
	}
	return p
}

// Formula returns the square map on b with its numbers filled in, such as
// "(x,y)→(7−y,x)".
func (e Element) Formula(b pieces.Board) string {
	x, y := "x", "y"
	if e.H {
		y = fmt.Sprintf("%d−y", b.Ranks-1)
	}
	if e.V {
		x = fmt.Sprintf("%d−x", b.Files-1)
	}
	if e.D {
		x, y = y, x
	}
	return fmt.Sprintf("(x,y)→(%s,%s)", x, y)
}

// Images returns where e sends a1 and b1 (a2 on a one-file board), the
// quickest way to recognise an element whatever its name: "a1→h1 b1→g1".
func (e Element) Images(b pieces.Board) string {
	second := pieces.Square(min(1, b.Squares()-1))
	if b.Files == 1 && b.Ranks > 1 {
		second = pieces.Square(1) // a2
	}
	p := e.Perm(b)
	out := b.Name(0) + "→" + b.Name(p[0])
	if second != 0 {
		out += " " + b.Name(second) + "→" + b.Name(p[second])
	}
	return out
}

// CycleType returns the lengths of the cycles of e on b's squares, such as
// "1^8 2^28" for the diagonal reflection of the 8x8 board.
func (e Element) CycleType(b pieces.Board) string {
	p := e.Perm(b)
	seen := make([]bool, len(p))
	counts := map[int]int{}
	for s := range p {
		n := 0
		for t := s; !seen[t]; t = int(p[t]) {
			seen[t] = true
			n++
		}
		if n > 0 {
			counts[n]++
		}
	}
	var parts []string
	for n := 1; n <= 4; n++ {
		if counts[n] > 0 {
			parts = append(parts, fmt.Sprintf("%d^%d", n, counts[n]))
		}
	}
	return strings.Join(parts, " ")
}
