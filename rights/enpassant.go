package rights

import (
	"iter"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// An EPSetup is where an en passant right on one file stands: the pawn
// that has just advanced two squares, the two squares it crossed, and the
// squares beside it, from which a pawn of the side to move may take it.
// The first square crossed, next to the pawn, is the en passant square,
// where the capturing pawn lands.
type EPSetup struct {
	ToMove  pieces.Color     // the side that may take en passant
	Pawn    placement.Man    // the pawn that has just advanced, of the other side
	Crossed [2]pieces.Square // the squares it crossed, the en passant square first
	Beside  []pieces.Square  // the squares beside it on its rank
}

// EPSetups returns the en passant set-ups on board b with toMove to
// move, one for each file from the left: the other side's pawn on its
// fourth rank, having just advanced from its second. A board needs five
// ranks for them; on a smaller one there is none.
func EPSetups(b pieces.Board, toMove pieces.Color) []EPSetup {
	if b.Ranks < 5 {
		return nil
	}
	advanced := toMove.Other()
	rank, back := 3, -1 // the pawn's rank, and the step back towards where it came from
	if advanced == pieces.Black {
		rank, back = b.Ranks-4, 1
	}
	out := make([]EPSetup, 0, b.Files)
	for file := range b.Files {
		s := EPSetup{
			ToMove:  toMove,
			Pawn:    placement.Man{Piece: pieces.Piece{Color: advanced, Kind: pieces.Pawn}, Square: b.Square(file, rank)},
			Crossed: [2]pieces.Square{b.Square(file, rank+back), b.Square(file, rank+2*back)},
		}
		for _, f := range []int{file - 1, file + 1} {
			if b.On(f, rank) {
				s.Beside = append(s.Beside, b.Square(f, rank))
			}
		}
		out = append(out, s)
	}
	return out
}

// Square returns the en passant square: the first square the pawn
// crossed, where a pawn that takes it lands.
func (s EPSetup) Square() pieces.Square { return s.Crossed[0] }

// Capturer returns the pawn of the side to move on square sq.
func (s EPSetup) Capturer(sq pieces.Square) placement.Man {
	return placement.Man{Piece: pieces.Piece{Color: s.ToMove, Kind: pieces.Pawn}, Square: sq}
}

// Capture returns the en passant capture by the pawn on square from.
func (s EPSetup) Capture(from pieces.Square) placement.Capture {
	return placement.Capture{From: from, To: s.Square(), Captured: s.Pawn.Square}
}

// CapturerSets yields each non-empty set of the squares beside the pawn,
// with its sign in the inclusion and exclusion that counts the placements
// with a pawn of the side to move on at least one of them: +1 for a set
// of one square, −1 for a set of two. Summed with these signs, the
// placements with pawns on each set count each placement with a capturer
// once. The slice yielded is the caller's to keep.
func (s EPSetup) CapturerSets() iter.Seq2[[]pieces.Square, int64] {
	return func(yield func([]pieces.Square, int64) bool) {
		for set := 1; set < 1<<len(s.Beside); set++ {
			var squares []pieces.Square
			sign := int64(-1)
			for i, sq := range s.Beside {
				if set&(1<<i) != 0 {
					squares = append(squares, sq)
					sign = -sign
				}
			}
			if !yield(squares, sign) {
				return
			}
		}
	}
}

// FileWeight returns how many times a count takes the en passant set-ups
// on file of board b, so that it may count only one file of each pair the
// file mirror swaps. The mirror maps the set-ups on one file onto those
// on the mirrored file and keeps the rules: a file left of the middle
// counts twice, one right of it not at all, a middle file once. Where
// men stand fixed at home (castling's kings and rooks, which the mirror
// moves: homeFixed), every file counts once.
func FileWeight(b pieces.Board, file int, homeFixed bool) int64 {
	switch {
	case homeFixed || 2*file+1 == b.Files:
		return 1
	case 2*file+1 < b.Files:
		return 2
	}
	return 0
}
