package crossing

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A square of a line, as the boards the captures leave see it: a square
// the men still to place may take (the same on every board), or a fixed
// square, empty on some boards and holding a man on others.
type square struct {
	placeable bool
	man       []fixedMan // by board
}

type fixedMan uint8

const (
	noMan fixedMan = iota
	blocker
	checker
)

// TestDecidingAgainstBoards checks the rule against its definition, on
// random lines and boards: for every way to put blockers and checkers on
// the placeable squares, the king is safe on every board exactly when it
// is safe on the board Deciding picks.
func TestDecidingAgainstBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 3000 {
		line, boards := randomLine(r)
		reaches := make([]Reach, boards)
		for b := range boards {
			reaches[b] = reachOn(line, b)
		}
		d := deciding(reaches)
		for placed := range placements(line) {
			all := true
			for b := range boards {
				all = all && safe(line, b, placed)
			}
			if all != safe(line, d, placed) {
				t.Fatalf("trial %d: line %+v, reaches %v, placed %v: safe on all %v, on board %d %v", trial, line, reaches, placed, all, d, !all)
			}
		}
	}
}

// randomLine returns a line of up to 6 squares and a number of boards.
func randomLine(r *rand.Rand) ([]square, int) {
	boards := 1 + r.IntN(3)
	line := make([]square, 1+r.IntN(6))
	for i := range line {
		if r.IntN(2) == 0 {
			line[i].placeable = true
			continue
		}
		line[i].man = make([]fixedMan, boards)
		for b := range boards {
			line[i].man[b] = fixedMan(r.IntN(3))
		}
	}
	return line, boards
}

// reachOn returns the reach of the line on board b: the squares before
// its first fixed man, and whether that man checks.
func reachOn(line []square, b int) Reach {
	for i, sq := range line {
		if !sq.placeable && sq.man[b] != noMan {
			return Reach{Free: i, Checks: sq.man[b] == checker}
		}
	}
	return Reach{Free: len(line)}
}

// placements yields every way to put nothing, a blocker or a checker on
// each placeable square of line.
func placements(line []square) func(func([]fixedMan) bool) {
	return func(yield func([]fixedMan) bool) {
		placed := make([]fixedMan, len(line))
		var fill func(i int) bool
		fill = func(i int) bool {
			if i == len(line) {
				return yield(slices.Clone(placed))
			}
			if !line[i].placeable {
				return fill(i + 1)
			}
			for _, m := range []fixedMan{noMan, blocker, checker} {
				placed[i] = m
				if !fill(i + 1) {
					return false
				}
			}
			placed[i] = noMan
			return true
		}
		fill(0)
	}
}

// safe reports whether the first man on the line on board b, with the men
// placed, does not check.
func safe(line []square, b int, placed []fixedMan) bool {
	for i, sq := range line {
		m := placed[i]
		if !sq.placeable {
			m = sq.man[b]
		}
		if m != noMan {
			return m != checker
		}
	}
	return true
}

// TestPartitionAgainstSearch checks the groups against a search of the
// joined lines from each line, on random joins.
func TestPartitionAgainstSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 2000 {
		n := r.IntN(MaxLines + 1)
		p := NewPartition(n)
		joined := make([][]bool, n)
		for i := range joined {
			joined[i] = make([]bool, n)
			joined[i][i] = true
		}
		for range r.IntN(n + 1) {
			a, b := r.IntN(n), r.IntN(n)
			p.Join(a, b)
			joined[a][b], joined[b][a] = true, true
		}
		var want [][]int
		seen := make([]bool, n)
		for i := range n {
			if !seen[i] {
				want = append(want, reachable(joined, i, seen))
			}
		}
		var got [][]int
		for g := range p.Groups() {
			got = append(got, slices.Collect(g.Lines()))
		}
		if !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("trial %d: groups %v, want %v", trial, got, want)
		}
	}
}

// reachable returns the lines reachable from line i through joins, in
// increasing order, marking them seen.
func reachable(joined [][]bool, i int, seen []bool) []int {
	stack, out := []int{i}, []int{}
	seen[i] = true
	for len(stack) > 0 {
		a := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, a)
		for b, ok := range joined[a] {
			if ok && !seen[b] {
				seen[b] = true
				stack = append(stack, b)
			}
		}
	}
	slices.Sort(out)
	return out
}

// deciding returns the index of the reach that decides, folding Decides
// over reaches as the counters do.
func deciding(reaches []Reach) int {
	best := 0
	for i, r := range reaches {
		if i > 0 && r.Decides(reaches[best]) {
			best = i
		}
	}
	return best
}
