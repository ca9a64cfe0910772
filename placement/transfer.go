package placement

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
)

// ShortRange returns the kind of s's men when s is a puzzle of one
// short-range kind under the NonAttacking rule, kings or knights, whose
// identity term transfer counts; false otherwise. It leaves out the boards
// too wide for its window of squares, and the counts a word may not hold.
func (s Spec) ShortRange() (pieces.Kind, bool) {
	if s.Rules != NonAttacking || !s.Material.Puzzle() {
		return 0, false
	}
	for _, k := range []pieces.Kind{pieces.King, pieces.Knight} {
		n := s.Material.Count(pieces.Piece{Color: pieces.White, Kind: k})
		if n > 0 && n == s.Material.Men() && window(k, s.Board.Files) <= 32 && fitsWord(s.Board.Squares(), n) {
			return k, true
		}
	}
	return 0, false
}

// window is the number of squares before a square, in rank-major order,
// that a man of kind k there may attack on a board files wide: the rank
// below and the square to the left for a king, two ranks and one square
// for a knight.
func window(k pieces.Kind, files int) int {
	if k == pieces.King {
		return files + 1
	}
	return 2*files + 1
}

// fitsWord reports whether C(squares, men), which bounds the count, fits
// in a uint64.
func fitsWord(squares, men int) bool {
	return new(big.Int).Binomial(int64(squares), int64(men)).IsUint64()
}

// transfer counts the placements of the n men of one short-range kind
// none of which attacks another, square by square in rank-major order, by
// a transfer over the window of squares behind (the classic profile
// dynamic programme): the state is which squares of the window hold a
// man, and a man goes on a square only if no man in the window stands
// where it attacks (each attack is seen from its later square). No
// placement is listed: the count for each state and number of men is
// carried from square to square, over the states reached (a map: a
// window holds few men, so few of its 2^window states are reached).
func (f *Factored) transfer(ctx context.Context, kind pieces.Kind) (*big.Int, error) {
	b := f.spec.Board
	n := f.spec.Material.Men()
	w := window(kind, b.Files)
	back := attacksBack(kind, b.Files)
	cur := map[uint32][]uint64{0: unit(n)} // no man yet
	mask := uint32(1)<<w - 1
	for sq := range b.Squares() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		x, _ := b.Coords(pieces.Square(sq))
		hit := back.on(x, b.Files, sq)
		next := make(map[uint32][]uint64, len(cur))
		for state, row := range cur {
			empty := (state << 1) & mask
			addRow(next, empty, row, 0)
			if state&hit == 0 {
				addRow(next, empty|1, row, 1)
			}
		}
		cur = next
	}
	var total uint64
	for _, row := range cur {
		total += row[n]
	}
	return f.labels(new(big.Int).SetUint64(total)), nil
}

// unit returns the counts of one placement of no man, for up to n men.
func unit(n int) []uint64 {
	row := make([]uint64, n+1)
	row[0] = 1
	return row
}

// addRow adds row, its men shifted by more (0 or 1, the man just placed),
// to the counts of state in m; counts past the last number of men drop.
func addRow(m map[uint32][]uint64, state uint32, row []uint64, more int) {
	to := m[state]
	if to == nil {
		to = make([]uint64, len(row))
		m[state] = to
	}
	for men := 0; men+more < len(row); men++ {
		to[men+more] += row[men]
	}
}

// backAttacks is where a man of one kind attacks the squares before it:
// for each, its offset back from the square (1 the square before) and the
// file step (−2 to 2) that must stay on the board.
type backAttacks []struct{ back, step int }

// attacksBack returns the attacks of kind k on a board files wide towards
// the earlier squares: a king's left neighbour and the three below it, a
// knight's four moves back one or two ranks.
func attacksBack(k pieces.Kind, files int) backAttacks {
	if k == pieces.King {
		return backAttacks{{1, -1}, {files + 1, -1}, {files, 0}, {files - 1, 1}}
	}
	return backAttacks{{files + 2, -2}, {files - 2, 2}, {2*files + 1, -1}, {2*files - 1, 1}}
}

// on returns the window bits (bit j: the square j+1 before) that a man on
// square sq, on file x, attacks.
func (a backAttacks) on(x, files, sq int) uint32 {
	var bits uint32
	for _, t := range a {
		if x+t.step >= 0 && x+t.step < files && sq-t.back >= 0 {
			bits |= 1 << (t.back - 1)
		}
	}
	return bits
}
