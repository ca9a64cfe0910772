package placement

import (
	"context"
	"math/big"
	"math/bits"
	"sync/atomic"

	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// apartSearch counts the configurations under the NonAttacking rule whose
// men fill unions of orbits: a backtracking search over the squares in
// order, on bitboards. At the first square still free it either puts men
// of one piece on the square's whole orbit or leaves the orbit empty, so
// each configuration is met once; a man is placed only where no man
// attacks it and it attacks none, so no configuration is checked twice.
// Two bounds prune: the men left need as many free squares, and queens
// and rooks, which attack along ranks, one rank each.
type apartSearch struct {
	pieces  []pieces.Piece
	counts  []int
	orbitOf []int
	length  []int
	set     []squareSet   // the squares of each orbit
	fits    [][]bool      // fits[t][o]: men of piece t may fill orbit o
	hits    [][]squareSet // hits[t][o]: the squares men of piece t on orbit o attack
	line    []bool        // line[t]: piece t attacks along ranks
	files   int
	ranks   int
	men     int // in all
	split   int // men placed at a work unit's node
	words   int // the words of a square set the board's squares take
}

// apartState is a node of the search.
type apartState struct {
	free     squareSet // undecided squares no man attacks
	occupied squareSet
	left     [2 * pieces.NumKinds]int
	men      int // men left to place
	line     int // of them, queens and rooks
}

// apart counts the NonAttacking configurations whose men fill unions of
// orbits. The work units are the nodes of the search where its first men
// stand (see apartSearch.split).
func (f *Factored) apart(ctx context.Context, orbits [][]pieces.Square) (*big.Int, error) {
	s, root := f.newApartSearch(orbits)
	var units []apartState
	(&apartWalker{s: s, units: &units, floor: s.men - s.split}).walk(root)
	var sum uint64
	err := workers.Each(ctx, len(units), f.Workers, f.Progress, func(stop *atomic.Bool) workers.Worker {
		w := &apartWalker{s: s, stop: stop}
		var n uint64
		return workers.Worker{
			Work:   func(u int) { n += w.walk(units[u]) },
			Finish: func() { sum += n },
		}
	})
	if err != nil {
		return nil, err
	}
	return f.labels(new(big.Int).SetUint64(sum)), nil
}

// newApartSearch returns the search for the orbits, and its root.
func (f *Factored) newApartSearch(orbits [][]pieces.Square) (*apartSearch, apartState) {
	b := f.spec.Board
	s := &apartSearch{pieces: f.spec.Material.Pieces(), orbitOf: make([]int, b.Squares()), files: b.Files, ranks: b.Ranks,
		words: (b.Squares() + 63) / 64}
	var root apartState
	for i, o := range orbits {
		var set squareSet
		for _, sq := range o {
			set.add(sq)
			s.orbitOf[sq] = i
			root.free.add(sq)
		}
		s.length = append(s.length, len(o))
		s.set = append(s.set, set)
	}
	for t, p := range s.pieces {
		n := f.spec.Material.Count(p)
		s.counts = append(s.counts, n)
		root.left[t] = n
		root.men += n
		s.line = append(s.line, p.Kind == pieces.Queen || p.Kind == pieces.Rook)
		if s.line[t] {
			root.line += n
		}
		fits, hits := f.orbitsFor(p, n, orbits, s.set)
		s.fits = append(s.fits, fits)
		s.hits = append(s.hits, hits)
	}
	s.men = root.men
	s.split = min(2, root.men)
	return s, root
}

// orbitsFor returns, for each orbit, whether n men of piece p may fill it
// (see Factored.allowed) without attacking one another, and the squares
// they would attack.
func (f *Factored) orbitsFor(p pieces.Piece, n int, orbits [][]pieces.Square, sets []squareSet) (fits []bool, hits []squareSet) {
	b := f.spec.Board
	reach := reachTable(b, p)
	fits = make([]bool, len(orbits))
	hits = make([]squareSet, len(orbits))
	for i, o := range orbits {
		ok := len(o) <= n && (!f.spec.Labelled || len(o) == 1)
		for _, sq := range o {
			if f.spec.pawnBarred(p, sq) {
				ok = false
			}
			for w := range hits[i] {
				hits[i][w] |= reach[sq][w]
			}
		}
		fits[i] = ok && !hits[i].meets(&sets[i])
	}
	return fits, hits
}

// apartWalker walks the search from a node.
type apartWalker struct {
	s    *apartSearch
	stop *atomic.Bool // nil: never stop
	// units, if not nil, gets the nodes where floor men are left to place
	// (the work units), and the walk goes no deeper. Without units, floor
	// is 0: the walk counts the configurations.
	units   *[]apartState
	floor   int
	nodes   uint64
	stopped bool
}

// walk returns the number of configurations that complete st.
func (w *apartWalker) walk(st apartState) uint64 {
	s := w.s
	w.poll()
	var n uint64
	for !w.stopped {
		if st.men <= w.floor { // (st.men does not change in the loop)
			if w.units != nil {
				*w.units = append(*w.units, st)
				return 0
			}
			return n + 1
		}
		a := st.free.first()
		if a == noneInSet || st.free.count() < st.men || st.line > s.ranks-a/s.files {
			return n
		}
		o := s.orbitOf[a]
		set := &s.set[o]
		if set.within(&st.free) { // men of one piece may fill the orbit
			for t := range s.pieces {
				if !s.canFill(&st, t, o) {
					continue
				}
				c := st
				for i := range s.words {
					c.occupied[i] |= set[i]
					c.free[i] &^= set[i] | s.hits[t][o][i]
				}
				c.left[t] -= s.length[o]
				c.men -= s.length[o]
				if s.line[t] {
					c.line -= s.length[o]
				}
				n += w.walk(c)
			}
		}
		// Leave the orbit empty and go on with the next free square.
		for i := range s.words {
			st.free[i] &^= set[i]
		}
	}
	return n
}

// poll counts a node of the walk and, every 1024 nodes, looks whether
// stop is set.
func (w *apartWalker) poll() {
	if w.nodes++; w.nodes%1024 == 0 && w.stop != nil && w.stop.Load() {
		w.stopped = true
	}
}

// canFill reports whether men of piece t may fill orbit o, whose squares
// are free, in st: enough of them are left, they fit (see apartSearch.fits)
// and attack no man.
func (s *apartSearch) canFill(st *apartState, t, o int) bool {
	if st.left[t] < s.length[o] || !s.fits[t][o] {
		return false
	}
	hits := &s.hits[t][o]
	for i := range s.words {
		if hits[i]&st.occupied[i] != 0 {
			return false
		}
	}
	return true
}

// first returns the lowest square in s, or noneInSet.
func (s *squareSet) first() int {
	for i, w := range s {
		if w != 0 {
			return i*64 + bits.TrailingZeros64(w)
		}
	}
	return noneInSet
}

// noneInSet is first's answer for an empty set.
const noneInSet = -1

func (s *squareSet) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// within reports whether every square of s is in t.
func (s *squareSet) within(t *squareSet) bool {
	var m uint64
	for i := range s {
		m |= s[i] &^ t[i]
	}
	return m == 0
}
