package rights

import (
	"fmt"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// CastlingHeld reports whether rule counts the castling rights of color
// with its king on file king of its first rank and a right for the rook
// on each of rooks (files of that rank, at most one on each side of the
// king), and if not, why, in a sentence. The standard rule counts the
// king on the middle file and the rooks in the corners; Chess960's the
// king on files b to g and a rook on either side.
func CastlingHeld(rule CastlingRule, b pieces.Board, color pieces.Color, king int, rooks []int) (bool, string) {
	if len(rooks) == 0 {
		return true, ""
	}
	if rule == NoCastling || b.Files < 4 {
		return false, fmt.Sprintf("%s holds castling rights, and the rule counts none", color)
	}
	rank := 0
	if color == pieces.Black {
		rank = b.Ranks - 1
	}
	if !slices.Contains(kingFiles(rule, b.Files), king) {
		return false, fmt.Sprintf("%s's castling rights need its king on %s under the %s rule, and it is on %s", color, kingSquares(rule, b, rank), rule, b.Name(b.Square(king, rank)))
	}
	aSide, hSide := rookFiles(rule, b.Files, king)
	for _, r := range rooks {
		if !slices.Contains(aSide, r) && !slices.Contains(hSide, r) {
			return false, fmt.Sprintf("%s's castling right with the rook on %s is not one the %s rule counts (the rooks in the corners)", color, b.Name(b.Square(r, rank)), rule)
		}
	}
	return true, ""
}

// kingSquares names the squares of rank where rule lets a king stand
// with castling rights.
func kingSquares(rule CastlingRule, b pieces.Board, rank int) string {
	files := kingFiles(rule, b.Files)
	if len(files) == 1 {
		return b.Name(b.Square(files[0], rank))
	}
	return b.Name(b.Square(files[0], rank)) + " to " + b.Name(b.Square(files[len(files)-1], rank))
}

// EPHeld reports whether rule counts an en passant right on square ep,
// with toMove to move, in the configuration men (which holds a king a
// side), and if not, why, in a sentence: the other side's pawn has just
// advanced two squares past ep (EPSetups), a pawn of toMove stands beside
// it, no pawn stands on the squares it crossed (the NULP tallies' rule)
// or none at all (FIDE's), and under FIDE's rule a capture leaves
// toMove's king out of check (placement.SafeAfter).
func EPHeld(rule EP, b pieces.Board, men []placement.Man, toMove pieces.Color, ep pieces.Square) (bool, string) {
	if rule == NoEP {
		return false, "the position has an en passant square, and the rule counts no en passant rights"
	}
	i := slices.IndexFunc(EPSetups(b, toMove), func(s EPSetup) bool { return s.Square() == ep })
	if i < 0 {
		return false, fmt.Sprintf("no pawn of %s can have just crossed %s", toMove.Other(), b.Name(ep))
	}
	s := EPSetups(b, toMove)[i]
	if ok, why := s.standsIn(rule, b, men); !ok {
		return false, why
	}
	var capturers []pieces.Square
	for _, sq := range s.Beside {
		if m, ok := manOn(men, sq); ok && m.Piece == s.Capturer(sq).Piece {
			capturers = append(capturers, sq)
		}
	}
	if len(capturers) == 0 {
		return false, fmt.Sprintf("no %s pawn stands beside the pawn on %s to take it en passant", toMove, b.Name(s.Pawn.Square))
	}
	if rule == FIDE && !slices.ContainsFunc(capturers, func(from pieces.Square) bool { return placement.SafeAfter(b, men, toMove, s.Capture(from)) }) {
		return false, fmt.Sprintf("every en passant capture of the pawn on %s leaves %s's king in check, and FIDE's rule asks for one that does not", b.Name(s.Pawn.Square), toMove)
	}
	return true, ""
}

// standsIn reports whether men hold s's advanced pawn, and nothing on
// the squares it crossed that rule forbids there (a pawn, or under FIDE's
// rule any man); and if not, why.
func (s EPSetup) standsIn(rule EP, b pieces.Board, men []placement.Man) (bool, string) {
	if m, ok := manOn(men, s.Pawn.Square); !ok || m.Piece != s.Pawn.Piece {
		return false, fmt.Sprintf("no %s pawn stands on %s, in front of the en passant square %s", s.ToMove.Other(), b.Name(s.Pawn.Square), b.Name(s.Square()))
	}
	for _, sq := range s.Crossed {
		if m, ok := manOn(men, sq); ok && (rule == FIDE || m.Piece.Kind == pieces.Pawn) {
			return false, fmt.Sprintf("the %s %s on %s stands on a square the pawn on %s has just crossed", m.Piece.Color, m.Piece.Kind, b.Name(sq), b.Name(s.Pawn.Square))
		}
	}
	return true, ""
}

// manOn returns the man of men on sq, and false if there is none.
func manOn(men []placement.Man, sq pieces.Square) (placement.Man, bool) {
	i := slices.IndexFunc(men, func(m placement.Man) bool { return m.Square == sq })
	if i < 0 {
		return placement.Man{}, false
	}
	return men[i], true
}
