package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
)

// readPosition reads --position for the count spec: the men, as in
// "Ka1 Rb2 kc3", or a FEN of the 8x8 board (told apart by its slashes).
// It returns the men as the first form writes them, after checking that
// they are the men of the material and a configuration the count counts:
// the checks of count canon (no pawn on a back rank, the kings of a chess
// material not side by side) and those of the spec's rules.
func readPosition(spec placement.Spec, text string) (string, error) {
	sides := spec.Sides()
	if strings.Contains(text, "/") {
		p, err := position.ParseFEN(text)
		if err != nil {
			return "", fmt.Errorf("--position: %w", err)
		}
		if text, err = fenMen(spec.Board, p); err != nil {
			return "", err
		}
		if spec.Rules == placement.Legal {
			if !containsColor(sides, p.ToMove) {
				return "", fmt.Errorf("--position: the FEN has %s to move, which the count does not (--to-move %s)", p.ToMove, spec.ToMove)
			}
			sides = []pieces.Color{p.ToMove}
		}
	}
	if err := checkPosition(spec, text); err != nil {
		return "", positionError(err)
	}
	men, _ := placement.ParseMen(spec.Board, text) // checkPosition read them
	return text, checkCounted(spec, men, sides)
}

// positionError words a refusal of the men of --position as the flag's,
// as its other refusals are: the library's sentences name the position
// ("position: two men on c3", "position \"Ka1\" does not hold …").
func positionError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "position")
	return fmt.Errorf("--position: %s", strings.TrimLeft(msg, ": "))
}

// fenMen writes the men of the FEN position p as "Ka1 Rb2 kc3", and
// refuses what a count of men does not hold: another board, castling
// rights, an en passant square.
func fenMen(b pieces.Board, p position.Position) (string, error) {
	switch {
	case b != pieces.Chessboard:
		return "", fmt.Errorf("--position: a FEN is a position of the 8x8 board, not of %s; give the men, as in Ka1 Rb2 kc3", b)
	case p.Castling.Any():
		return "", errors.New("--position: the count places men without castling rights; write - for the FEN's castling rights (count canon reduces positions with them)")
	case p.EP >= 0:
		return "", errors.New("--position: the count places men without an en passant square; write - for the FEN's en passant square (count canon reduces positions with one)")
	}
	var men []string
	for sq, c := range p.Board {
		if c != 0 {
			men = append(men, string(c)+b.Name(pieces.Square(sq)))
		}
	}
	return strings.Join(men, " "), nil
}

// checkCounted refuses men that the count of spec does not count with
// any of sides to move, naming the rule they break.
func checkCounted(spec placement.Spec, men []placement.Man, sides []pieces.Color) error {
	b := spec.Board
	var kings [2]pieces.Square
	for _, m := range men {
		if _, rank := b.Coords(m.Square); m.Piece.Kind == pieces.Pawn && (rank == 0 || rank == b.Ranks-1) {
			return fmt.Errorf("--position: a pawn on %s, a back rank; pawns stand on ranks 2 to %d", b.Name(m.Square), b.Ranks-1)
		}
		if m.Piece.Kind == pieces.King {
			kings[m.Piece.Color] = m.Square
		}
	}
	if !spec.Material.Puzzle() && b.Attacks(pieces.Piece{Kind: pieces.King}, kings[0], kings[1], nil) {
		return fmt.Errorf("--position: the kings on %s and %s stand side by side, which they may not; move one away", b.Name(kings[0]), b.Name(kings[1]))
	}
	for _, side := range sides {
		if spec.Allows(men, side) {
			return nil
		}
	}
	if spec.Rules == placement.NonAttacking {
		return errors.New("--position: a man attacks another, which --rules nonattacking does not count; move one")
	}
	return fmt.Errorf("--position: the side not to move is in check, which --rules legal does not count (with %s to move); move a man", colorNames(sides))
}

// containsColor reports whether c is one of cs.
func containsColor(cs []pieces.Color, c pieces.Color) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// colorNames writes sides as "white", "white or black".
func colorNames(sides []pieces.Color) string {
	var names []string
	for _, s := range sides {
		names = append(names, s.String())
	}
	return strings.Join(names, " or ")
}
