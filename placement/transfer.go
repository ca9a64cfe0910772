package placement

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
)

// shortKinds are the kinds the transfer counts: they attack only squares
// near them.
var shortKinds = [3]pieces.Kind{pieces.King, pieces.Knight, pieces.Pawn}

// ShortRange reports whether s is a puzzle of short-range men under the
// NonAttacking rule, kings, knights and pawns (White's, which attack the
// two squares diagonally ahead), whose identity term the transfer
// counts. It leaves out the boards too wide for its window of squares,
// and the counts a word may not hold.
func (s Spec) ShortRange() bool {
	if s.Rules != NonAttacking || !s.Material.Puzzle() || windowLength(s) > 64 {
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

// windowLength is how many squares back, in rank-major order, a man of s
// attacks or is attacked from: the rank below and a square for kings and
// pawns, two ranks and a square with knights.
func windowLength(s Spec) int {
	if s.Material.Count(pieces.Piece{Color: pieces.White, Kind: pieces.Knight}) == 0 {
		return s.Board.Files + 1
	}
	return 2*s.Board.Files + 1
}

// window is the transfer's state: for each short kind, which of the
// squares before the current one (bit j: the square j+1 before, in
// rank-major order) hold a man of it, as far back as windowLength.
type window [3]uint64

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
	t := newTally(f.spec)
	mask := uint64(1)<<windowLength(f.spec) - 1
	cur := map[window][]uint64{{}: t.start()}
	for sq := range b.Squares() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		x, y := b.Coords(pieces.Square(sq))
		var attacks, attacked [3]uint64 // the window bits men of each kind here attack, and attack this square from
		for i, k := range shortKinds {
			attacks[i] = attacksBack(k, b.Files).on(x, b.Files, sq)
			attacked[i] = attackedFrom(k, b.Files).on(x, b.Files, sq)
		}
		pawnOK := y > 0 && y < b.Ranks-1
		next := make(map[window][]uint64, len(cur))
		for state, row := range cur {
			empty := window{state[0] << 1 & mask, state[1] << 1 & mask, state[2] << 1 & mask}
			t.add(next, empty, row, -1)
			for i := range shortKinds {
				if t.want[i] == 0 || (i == 2 && !pawnOK) {
					continue
				}
				// No man of kind j where it attacks the new man or the new man attacks it.
				free := true
				for j := range shortKinds {
					free = free && state[j]&(attacks[i]|attacked[j]) == 0
				}
				if free {
					placed := empty
					placed[i] |= 1
					t.add(next, placed, row, i)
				}
			}
		}
		cur = next
	}
	var total uint64
	for _, row := range cur {
		total += row[t.size-1]
	}
	return f.labels(new(big.Int).SetUint64(total)), nil
}

// tally is how the transfer keeps counts by the number of men of each
// short kind: an index in mixed radix, want[i]+1 for kind i.
type tally struct {
	want, stride [3]int
	size         int
}

// newTally returns the tally of the men of s.
func newTally(s Spec) tally {
	var t tally
	t.size = 1
	for i := len(shortKinds) - 1; i >= 0; i-- {
		t.want[i] = s.Material.Count(pieces.Piece{Color: pieces.White, Kind: shortKinds[i]})
		t.stride[i] = t.size
		t.size *= t.want[i] + 1
	}
	return t
}

// start returns the counts of the placement of no man.
func (t tally) start() []uint64 {
	row := make([]uint64, t.size)
	row[0] = 1
	return row
}

// add adds row to the counts of state in m, with one more man of kind i
// (none for i = −1); counts past the men wanted drop.
func (t tally) add(m map[window][]uint64, state window, row []uint64, i int) {
	to := m[state]
	if to == nil {
		to = make([]uint64, len(row))
		m[state] = to
	}
	if i < 0 {
		for idx, c := range row {
			to[idx] += c
		}
		return
	}
	for idx, c := range row {
		if c != 0 && idx/t.stride[i]%(t.want[i]+1) < t.want[i] {
			to[idx+t.stride[i]] += c
		}
	}
}

// backAttacks is where a man of one kind attacks the squares before it:
// for each, its offset back from the square (1 the square before) and the
// file step (−2 to 2) that must stay on the board.
type backAttacks []struct{ back, step int }

// attacksBack returns the attacks of kind k on a board files wide towards
// the earlier squares: a king's left neighbour and the three below it, a
// knight's four moves back one or two ranks; a pawn attacks only ahead.
func attacksBack(k pieces.Kind, files int) backAttacks {
	switch k {
	case pieces.King:
		return backAttacks{{1, -1}, {files + 1, -1}, {files, 0}, {files - 1, 1}}
	case pieces.Knight:
		return backAttacks{{files + 2, -2}, {files - 2, 2}, {2*files + 1, -1}, {2*files - 1, 1}}
	}
	return nil
}

// attackedFrom returns the earlier squares from which a man of kind k
// attacks a square: where it attacks back from that square for a king or
// a knight, whose attacks go both ways; for a pawn, the two squares
// diagonally behind.
func attackedFrom(k pieces.Kind, files int) backAttacks {
	if k == pieces.Pawn {
		return backAttacks{{files + 1, -1}, {files - 1, 1}}
	}
	return attacksBack(k, files)
}

// on returns the window bits that a man on square sq, on file x, attacks.
func (a backAttacks) on(x, files, sq int) uint64 {
	var bits uint64
	for _, t := range a {
		if x+t.step >= 0 && x+t.step < files && sq-t.back >= 0 {
			bits |= 1 << (t.back - 1)
		}
	}
	return bits
}
