package placement

import (
	"context"
	"math/big"
	"sync/atomic"

	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// QueensPuzzle reports whether s is the n-queens puzzle: n queens on an
// n×n board under the NonAttacking rule. Its identity term is counted
// rank by rank (one queen stands on each), not square by square.
func (s Spec) QueensPuzzle() bool {
	q := pieces.Piece{Color: pieces.White, Kind: pieces.Queen}
	n := s.Material.Count(q)
	return s.Rules == NonAttacking && s.Material.Puzzle() && s.Material.Men() == n &&
		n == s.Board.Files && n == s.Board.Ranks && n <= 32
}

// identity reports whether every permutation of perms is the identity.
func identity(perms [][]pieces.Square) bool {
	for _, p := range perms {
		for i, sq := range p {
			if int(sq) != i {
				return false
			}
		}
	}
	return true
}

// queensUnit is a work unit of queenRows: the queens of the first two
// ranks, as the files and diagonals they take, and how many times its
// solutions count (2 for a first queen left of the middle, whose mirror
// images are counted with it).
type queensUnit struct {
	files, left, right uint32
	weight             uint64
}

// queenRows counts the solutions of the n-queens puzzle (n = the board's
// side): one queen on each rank, placed rank by rank with bitmasks of the
// files and of the diagonals the queens so far attack on the next rank,
// the classic backtracking. The file mirror pairs each solution with one
// whose first queen stands on the mirrored file, so only the left half of
// the first rank (and its middle file, for odd n) is searched, counted
// twice. The work units are the queens of the first two ranks.
func (f *Factored) queenRows(ctx context.Context) (*big.Int, error) {
	n := f.spec.Board.Files
	all := uint32(1)<<n - 1
	var units []queensUnit
	for c := range (n + 1) / 2 {
		weight := uint64(2)
		if 2*c+1 == n {
			weight = 1 // the middle file is its own mirror image
		}
		b := uint32(1) << c
		if n == 1 {
			units = append(units, queensUnit{b, 0, 0, weight})
			continue
		}
		avail := all &^ (b | b<<1 | b>>1)
		for avail != 0 {
			b2 := avail & -avail
			avail ^= b2
			units = append(units, queensUnit{b | b2, (b<<1 | b2) << 1 & all, (b>>1 | b2) >> 1, weight})
		}
	}
	var total uint64
	err := workers.Each(ctx, len(units), f.Workers, f.Progress, func(stop *atomic.Bool) workers.Worker {
		var sum uint64
		return workers.Worker{
			Work: func(u int) {
				if !stop.Load() {
					q := units[u]
					sum += q.weight * queensStopping(all, q.files, q.left, q.right, stopLevels(n), stop)
				}
			},
			Finish: func() { total += sum },
		}
	})
	if err != nil {
		return nil, err
	}
	return f.labels(new(big.Int).SetUint64(total)), nil
}

// queensStopping is queensFrom that looks at stop before each queen of
// its first levels ranks, so that a count stopped (a timeout, Ctrl-C)
// ends within one subtree of the ranks below them; what it returns once
// stopped is partial, and the count discards it.
func queensStopping(all, files, left, right uint32, levels int, stop *atomic.Bool) uint64 {
	if levels == 0 || files == all {
		return queensFrom(all, files, left, right)
	}
	var n uint64
	for avail := all &^ (files | left | right); avail != 0 && !stop.Load(); {
		b := avail & -avail
		avail ^= b
		n += queensStopping(all, files|b, (left|b)<<1&all, (right|b)>>1, levels-1, stop)
	}
	return n
}

// stopLevels is how many ranks below a work unit's two queensStopping
// looks at the stop flag on an n×n board: enough that what lies below
// them, at most 12 ranks, takes milliseconds.
func stopLevels(n int) int { return max(0, n-2-12) }

// queensFrom counts the ways to finish a placement whose queens take the
// files in files and attack the squares left and right of the next rank
// along the diagonals: a queen on each remaining rank, on a file no queen
// takes and no diagonal attacks.
func queensFrom(all, files, left, right uint32) uint64 {
	if files == all {
		return 1
	}
	var n uint64
	for avail := all &^ (files | left | right); avail != 0; {
		b := avail & -avail
		avail ^= b
		n += queensFrom(all, files|b, (left|b)<<1&all, (right|b)>>1)
	}
	return n
}
