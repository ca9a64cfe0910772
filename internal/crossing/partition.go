package crossing

import "github.com/chesscount/count/pieces"

// MaxLines is the most lines a Partition holds: every line of two kings.
const MaxLines = 2 * len(pieces.Lines)

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
	p.parent[p.Root(a)] = int8(p.Root(b))
}

// Root returns the line that names line a's group: the same for every
// line of a group, and different for lines of different groups.
func (p *Partition) Root(a int) int {
	for int(p.parent[a]) != a {
		p.parent[a] = p.parent[p.parent[a]] // halve the path
		a = int(p.parent[a])
	}
	return a
}

// Groups returns the groups, each its lines in increasing order, ordered
// by their first lines.
func (p *Partition) Groups() [][]int {
	var out [][]int
	var at [MaxLines]int8 // at[root]: 1 + the index in out of root's group; 0 for none yet
	for i := range p.lines {
		r := p.Root(i)
		if at[r] == 0 {
			out = append(out, nil)
			at[r] = int8(len(out))
		}
		out[at[r]-1] = append(out[at[r]-1], i)
	}
	return out
}
