package crossing

import (
	"iter"
	"math/bits"

	"github.com/chesscount/count/pieces"
)

// MaxLines is the most lines a Partition holds: every line of two kings.
const MaxLines = 2 * len(pieces.Lines)

// A LineSet is a set of lines, a bit each: of both kings, numbered from 0
// to MaxLines−1 (king 0's first), or of one king, numbered from 0.
type LineSet uint16

// Has reports whether line l is in s.
func (s LineSet) Has(l int) bool { return s&(1<<l) != 0 }

// With returns s with line l added.
func (s LineSet) With(l int) LineSet { return s | 1<<l }

// Lines yields the lines of s in increasing order.
func (s LineSet) Lines() iter.Seq[int] {
	return func(yield func(int) bool) {
		for ; s != 0; s &= s - 1 {
			if !yield(bits.TrailingZeros16(uint16(s))) {
				return
			}
		}
	}
}

// Len returns the number of lines in s.
func (s LineSet) Len() int { return bits.OnesCount16(uint16(s)) }

// A Partition splits lines, numbered from 0, into groups: two lines that
// are joined, directly or through other lines, fall into one group. It is
// a union–find forest on at most MaxLines lines, held in an array, so
// that a count may build one for each placement of the kings without
// allocating.
type Partition struct {
	parent [MaxLines]int8
	lines  int
}

// NewPartition returns the partition of n lines (at most MaxLines), each
// in a group of its own.
func NewPartition(n int) Partition {
	if n < 0 || n > MaxLines {
		panic("crossing: a partition of more lines than two kings have")
	}
	p := Partition{lines: n}
	for i := range n {
		p.parent[i] = int8(i)
	}
	return p
}

// Join puts lines a and b, and the lines of their groups, into one group.
func (p *Partition) Join(a, b int) {
	p.parent[p.root(a)] = int8(p.root(b))
}

// root returns the line that names line a's group: the same for every
// line of a group, and different for lines of different groups.
func (p *Partition) root(a int) int {
	for int(p.parent[a]) != a {
		p.parent[a] = p.parent[p.parent[a]] // halve the path
		a = int(p.parent[a])
	}
	return a
}

// Groups yields the groups, ordered by their first lines.
func (p *Partition) Groups() iter.Seq[LineSet] {
	return func(yield func(LineSet) bool) {
		var of [MaxLines]LineSet // of[root]: the lines of root's group
		var firsts LineSet       // the first line of each group
		for i := range p.lines {
			r := p.root(i)
			if of[r] == 0 {
				firsts = firsts.With(i)
			}
			of[r] = of[r].With(i)
		}
		for first := range firsts.Lines() {
			if !yield(of[p.root(first)]) {
				return
			}
		}
	}
}
