package allchess

import "github.com/chesscount/count/pieces"

// fills counts the ways to fill cells with men so that the army stays
// one the rule allows: white[k][i1][i2] for the restricted cells of
// exponents k (packed as in a key, without a and b) and i1, i2 white men on
// free cells of each type; black[j1][j2] likewise with no restricted cells.
// Each count is at most 5^15 and fits a word.
type fills struct {
	white        [][][]uint64
	black        [][]uint64
	whiteMen     []int // the white men on the restricted cells of each k
	kStride      [4]int
	maxI1, maxI2 int
}

// newFills builds the tables for layout l under army a, the men of white
// and black fixed beforehand.
func newFills(l *layout, a Army, white, black []pieces.Kind) *fills {
	au := newAutomaton(a)
	maxMen := a.MaxMen()
	f := &fills{maxI1: maxMen/l.free[0].mult + 1, maxI2: maxMen/l.free[1].mult + 1}
	nk := 1
	for i := range 4 {
		f.kStride[i] = nk
		nk *= l.dims[2+i]
	}
	f.white = make([][][]uint64, nk)
	f.whiteMen = make([]int, nk)
	for k := range nk {
		v := au.start(white)
		men := 0
		for i := range 4 {
			e := k / f.kStride[i] % l.dims[2+i]
			for range e {
				v = au.apply(v, l.restricted[i])
			}
			men += e * l.restricted[i].mult
		}
		f.whiteMen[k] = men
		if men <= maxMen {
			f.white[k] = f.grid(au, l, v, maxMen-men)
		}
	}
	f.black = f.grid(au, l, au.start(black), maxMen)
	return f
}

// grid returns the sums of v after i1 cells of free type 0 and i2 of type
// 1, for every i1, i2 that add at most men men.
func (f *fills) grid(au *automaton, l *layout, v []uint64, men int) [][]uint64 {
	g := make([][]uint64, f.maxI1)
	for i1 := range f.maxI1 {
		g[i1] = make([]uint64, f.maxI2)
		w := v
		for i2 := range f.maxI2 {
			if i1*l.free[0].mult+i2*l.free[1].mult <= men {
				g[i1][i2] = sum(w)
			}
			w = au.apply(w, l.free[1])
		}
		v = au.apply(v, l.free[0])
	}
	return g
}

// start returns the vector of the army of the men fixed, empty if none.
func (au *automaton) start(fixed []pieces.Kind) []uint64 {
	v := make([]uint64, len(au.states))
	v[0] = 1
	for _, k := range fixed {
		v = au.apply(v, cellType{1, setOf(k)})
	}
	return v
}

// apply returns the vector after one more cell of type t: each army grows
// by t.mult men of each kind t allows, and the armies the rule forbids
// drop out.
func (au *automaton) apply(v []uint64, t cellType) []uint64 {
	out := make([]uint64, len(v))
	for s, n := range v {
		if n == 0 {
			continue
		}
		for _, k := range men {
			if !t.kinds.has(k) {
				continue
			}
			if next := au.next[s][k][t.mult]; next != dead {
				out[next] += n
			}
		}
	}
	return out
}

func sum(v []uint64) uint64 {
	var s uint64
	for _, n := range v {
		s += n
	}
	return s
}
