package countspec

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/tables"
)

// ReadPosition reads a position that the count spec counts, as count
// --position takes it: its men, written as "Ka1 Rb2 kc3" (see
// placement.ParseMen), or a FEN of the 8x8 board without castling rights
// or an en passant square (told apart by its slashes). The men must be
// those of the spec's material, and a configuration its rules count
// (placement.Spec.Refusal says why not) with one of the sides to move it
// counts; a FEN's side to move must be one of those under the Legal
// rules. Mistakes come back as an *Error of kind ErrPosition.
func ReadPosition(spec placement.Spec, text string) ([]placement.Man, error) {
	men, sides, err := readMen(spec, text)
	if err == nil {
		err = holdsMaterial(spec.Material, men, text)
	}
	if err == nil {
		err = refusal(spec, men, sides)
	}
	if err != nil {
		return nil, &Error{ErrPosition, err}
	}
	return men, nil
}

// readMen reads the men of text, and the sides to move that the count of
// spec counts them with: a FEN's own under the Legal rules, the spec's
// otherwise.
func readMen(spec placement.Spec, text string) ([]placement.Man, []pieces.Color, error) {
	if !strings.Contains(text, "/") {
		men, err := placement.ParseMen(spec.Board, text)
		return men, spec.Sides(), err
	}
	if spec.Board != pieces.Chessboard {
		return nil, nil, fmt.Errorf("position: a FEN is a position of the 8x8 board, not of %s; give the men, as in Ka1 Rb2 kc3", spec.Board)
	}
	p, err := position.ParseFEN(text)
	switch {
	case err != nil:
		return nil, nil, err
	case p.Castling.Any():
		return nil, nil, errors.New("position: a count places men without castling rights; write - for the FEN's castling rights")
	case p.EP >= 0:
		return nil, nil, errors.New("position: a count places men without an en passant square; write - for the FEN's en passant square")
	case spec.Rules != placement.Legal:
		return p.Men(), spec.Sides(), nil
	case !slices.Contains(spec.Sides(), p.ToMove):
		counted := spec.Sides()[0]
		return nil, nil, fmt.Errorf("position: the FEN has %s to move and the count %s; write %c for its side to move", p.ToMove, counted, counted.String()[0])
	}
	return p.Men(), []pieces.Color{p.ToMove}, nil
}

// holdsMaterial refuses men, read from text, that are not the men of m.
func holdsMaterial(m pieces.Material, men []placement.Man, text string) error {
	for _, p := range m.Pieces() {
		n := 0
		for _, x := range men {
			if x.Piece == p || m.Puzzle() && x.Piece.Kind == p.Kind {
				n++
			}
		}
		if n != m.Count(p) || len(men) != m.Men() {
			return fmt.Errorf("position %q does not hold the men of %s", text, m)
		}
	}
	return nil
}

// refusal says why the count of spec counts men with none of sides to
// move, the first side's reason, or returns nil.
func refusal(spec placement.Spec, men []placement.Man, sides []pieces.Color) error {
	var first error
	for _, side := range sides {
		err := spec.Refusal(men, side)
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return fmt.Errorf("position: %w", first)
}

// Canonical reads a position of the count r, as ReadPosition reads it,
// and finds its canonical image under r's group: the smallest of its
// images (orbits.Canonical).
func Canonical(r *burnside.Result, text string) (*Position, error) {
	b := r.Spec.Board
	men, err := ReadPosition(r.Spec, text)
	if err != nil {
		return nil, err
	}
	image, at := orbits.Canonical(men, r.Group.Perms(b))
	return &Position{Board: b, Group: r.Group, Men: men, Image: image, Element: r.Group.Elements[at]}, nil
}

// Position is a position beside its canonical image.
type Position struct {
	Board   pieces.Board
	Group   symmetry.Group
	Men     []placement.Man
	Image   []placement.Man // the canonical image
	Element symmetry.Element
}

// String returns the position, its canonical image and the element that
// maps one onto the other.
func (p *Position) String() string {
	return fmt.Sprintf("%s → %s by %s (%s)", MenText(p.Board, p.Men), MenText(p.Board, p.Image), p.Element.Name(), p.Element.Word())
}

// SVG returns the two boards side by side.
func (p *Position) SVG() string { return tables.PositionSVG(p.Board, p.Group, p.Men) }

// HTML returns the picture, for notebooks that show a value's HTML.
func (p *Position) HTML() string { return p.SVG() }

// MenText writes men as placement.ParseMen reads them: "Ka1 Rb2 kc3".
func MenText(b pieces.Board, men []placement.Man) string {
	var parts []string
	for _, m := range men {
		parts = append(parts, m.Piece.String()+b.Name(m.Square))
	}
	return strings.Join(parts, " ")
}
