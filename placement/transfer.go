package placement

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
)

// shortKinds are the kinds the transfer counts: they attack only squares
// near them.
var shortKinds = []pieces.Kind{pieces.King, pieces.Knight}

// ShortRange reports whether s is a puzzle of short-range men under the
// NonAttacking rule, kings, knights or both, whose identity term the
// transfer counts. It leaves out the boards too wide for its window of
// squares, and the counts a word may not hold.
func (s Spec) ShortRange() bool {
	if s.Rules != NonAttacking || !s.Material.Puzzle() || windowLength(s) > 32 {
		return false
	}
	short := 0
	for _, k := range shortKinds {
		short += s.Material.Count(pieces.Piece{Color: pieces.White, Kind: k})
	}
	return short == s.Material.Men() && fitsWord(s.Board.Squares(), short)
}

// fitsWord reports whether C(squares, men), which bounds the count, fits
// in a uint64.
func fitsWord(squares, men int) bool {
	return new(big.Int).Binomial(int64(squares), int64(men)).IsUint64()
}

// windowLength is how many squares back the men of s attack, in
// rank-major order: the rank below and a square for kings alone, two
// ranks and a square with knights.
func windowLength(s Spec) int {
	if s.Material.Count(pieces.Piece{Color: pieces.White, Kind: pieces.Knight}) == 0 {
		return s.Board.Files + 1
	}
	return 2*s.Board.Files + 1
}

// window is the transfer's state: for each short kind, which of the
// squares before the current one (bit j: the square j+1 before, in
// rank-major order) hold a man of it, as far back as windowLength.
type window [2]uint32

// transfer counts the placements of short-range men none of which attacks
// another, square by square in rank-major order, by a transfer over the
// window of squares behind (the classic profile dynamic programme): a man
// goes on a square only if no man in the window stands where either
// attacks the other (each attack is seen from its later square). No
// placement is listed: each state carries its counts by the number of men
// of each kind to the next square, over the states reached (a map: a
// window holds few men, so few of its states are reached).
func (f *Factored) transfer(ctx context.Context) (*big.Int, error) {
	b := f.spec.Board
	var want [2]int
	for i, k := range shortKinds {
		want[i] = f.spec.Material.Count(pieces.Piece{Color: pieces.White, Kind: k})
	}
	size := (want[0] + 1) * (want[1] + 1) // counts by kings·(knights+1) + knights
	mask := uint32(1)<<windowLength(f.spec) - 1
	first := make([]uint64, size)
	first[0] = 1
	cur := map[window][]uint64{{}: first}
	for sq := range b.Squares() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		x, _ := b.Coords(pieces.Square(sq))
		var back [2]uint32
		for i, k := range shortKinds {
			back[i] = attacksBack(k, b.Files).on(x, b.Files, sq)
		}
		next := make(map[window][]uint64, len(cur))
		for state, row := range cur {
			empty := window{state[0] << 1 & mask, state[1] << 1 & mask}
			addRow(next, empty, row, 0, want)
			for i := range shortKinds {
				// No man of kind j where it or the new man attacks the other.
				if want[i] > 0 && state[0]&(back[i]|back[0]) == 0 && state[1]&(back[i]|back[1]) == 0 {
					placed := empty
					placed[i] |= 1
					addRow(next, placed, row, i+1, want)
				}
			}
		}
		cur = next
	}
	var total uint64
	for _, row := range cur {
		total += row[size-1]
	}
	return f.labels(new(big.Int).SetUint64(total)), nil
}

// addRow adds row to the counts of state in m, with one more man of
// kind i−1 (none for i = 0); counts past want drop.
func addRow(m map[window][]uint64, state window, row []uint64, i int, want [2]int) {
	to := m[state]
	if to == nil {
		to = make([]uint64, len(row))
		m[state] = to
	}
	for kings := 0; kings <= want[0]; kings++ {
		for knights := 0; knights <= want[1]; knights++ {
			k, n := kings, knights
			switch i {
			case 1:
				k++
			case 2:
				n++
			}
			if k <= want[0] && n <= want[1] {
				to[k*(want[1]+1)+n] += row[kings*(want[1]+1)+knights]
			}
		}
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

// on returns the window bits that a man on square sq, on file x, attacks.
func (a backAttacks) on(x, files, sq int) uint32 {
	var bits uint32
	for _, t := range a {
		if x+t.step >= 0 && x+t.step < files && sq-t.back >= 0 {
			bits |= 1 << (t.back - 1)
		}
	}
	return bits
}
