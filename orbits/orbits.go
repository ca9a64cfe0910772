package orbits

import (
	"context"
	"slices"

	"count/pieces"
	"count/placement"
)

// Result is what the enumeration found.
type Result struct {
	// Configurations is the number of configurations the rules allow,
	// counted once for each side to move (the identity's fixed count).
	Configurations uint64
	// Classes is the number of orbits: configurations equal to their
	// canonical image.
	Classes uint64
	// BySize counts the classes by their number of members, the distinct
	// images of a canonical configuration.
	BySize map[int]uint64
}

// Count enumerates the configurations of a valid spec and counts their
// classes under the group whose elements are perms (square permutations
// of spec.Board, one of them the identity).
func Count(ctx context.Context, spec placement.Spec, perms [][]pieces.Square) (Result, error) {
	if err := spec.Validate(); err != nil {
		return Result{}, err
	}
	// Men of one piece are interchangeable unless labelled; a
	// configuration lists each piece's squares in increasing order.
	type run struct {
		piece pieces.Piece
		count int
	}
	var runs []run
	for _, p := range spec.Material.Pieces() {
		n := spec.Material.Count(p)
		if spec.Labelled {
			for range n {
				runs = append(runs, run{p, 1})
			}
		} else {
			runs = append(runs, run{p, n})
		}
	}
	squares := spec.Board.Squares()
	men := make([]placement.Man, 0, spec.Material.Men())
	image := make([]placement.Man, spec.Material.Men())
	used := make([]bool, squares)
	res := Result{BySize: map[int]uint64{}}
	var visited int
	var images [][]placement.Man // distinct images; buffers reused
	var distinct int

	// canonical reports whether no image of men sorts before it, and
	// gathers the distinct images.
	canonical := func() bool {
		distinct = 0
		for _, p := range perms {
			for i, m := range men {
				image[i] = placement.Man{Piece: m.Piece, Square: p[m.Square]}
			}
			start := 0
			for _, r := range runs {
				slices.SortFunc(image[start:start+r.count], func(a, b placement.Man) int { return int(a.Square - b.Square) })
				start += r.count
			}
			for i := range men {
				if image[i].Square != men[i].Square {
					if image[i].Square < men[i].Square {
						return false
					}
					break
				}
			}
			if !slices.ContainsFunc(images[:distinct], func(m []placement.Man) bool { return slices.Equal(m, image) }) {
				if distinct == len(images) {
					images = append(images, make([]placement.Man, len(image)))
				}
				copy(images[distinct], image)
				distinct++
			}
		}
		return true
	}

	var place func(ri, left int, from pieces.Square) error
	place = func(ri, left int, from pieces.Square) error {
		if left == 0 {
			ri++
			if ri == len(runs) {
				visited++
				if visited%4096 == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
				allowed := 0
				for _, side := range spec.Sides() {
					if spec.Allows(men, side) {
						allowed++
					}
				}
				if allowed > 0 {
					res.Configurations += uint64(allowed)
					if canonical() {
						res.Classes += uint64(allowed)
						res.BySize[distinct] += uint64(allowed)
					}
				}
				return nil
			}
			left, from = runs[ri].count, 0
		}
		for sq := from; int(sq) < squares; sq++ {
			if used[sq] {
				continue
			}
			used[sq] = true
			men = append(men, placement.Man{Piece: runs[ri].piece, Square: sq})
			err := place(ri, left-1, sq+1)
			men = men[:len(men)-1]
			used[sq] = false
			if err != nil {
				return err
			}
		}
		return nil
	}
	err := place(0, runs[0].count, 0)
	return res, err
}
