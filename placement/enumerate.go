package placement

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"count/pieces"
)

// Counter counts the configurations of a spec that a permutation of the
// board's squares maps onto themselves.
type Counter interface {
	// FixedCount returns the number of configurations that every one of
	// perms maps onto itself, summed over the sides to move of the spec:
	// |Fix(g)| for one permutation g. Each perm must be a symmetry that
	// preserves the spec's rules; the caller (package burnside) checks that.
	FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error)
}

// Progress receives how many of the work units of one FixedCount call are
// done. It is called from several goroutines, one call at a time.
type Progress func(done, total int)

// Enumerator is the Counter that walks every fixed configuration. Its work
// grows with the number of fixed configurations, so it suits the small
// counts of non-identity elements and materials of up to five men on 8x8.
type Enumerator struct {
	spec   Spec
	groups []group
	// reach[i][sq] holds the squares piece groups[i].piece attacks from sq
	// on an empty board.
	reach [][]squareSet
	// between[a*squares+b] holds the squares strictly between a and b when
	// they share a rank, file or diagonal (Legal rules only).
	between []squareSet
	// Workers is the number of goroutines; 0 means GOMAXPROCS.
	Workers int
	// Progress, if not nil, is told as work units finish.
	Progress Progress
	// Filter, if not nil, restricts the count to the configurations it
	// accepts, for counts under a rule of one's own (the thesis's terms).
	// men come in no particular order. Filter is called from several
	// goroutines and must not keep men.
	Filter func(men []Man) bool
}

// group is a set of identical men: count men of one piece.
type group struct {
	piece pieces.Piece
	count int
}

// squareSet is a set of squares of a board of up to 256 squares.
type squareSet [4]uint64

func (s *squareSet) add(sq pieces.Square)      { s[sq>>6] |= 1 << (sq & 63) }
func (s *squareSet) has(sq pieces.Square) bool { return s[sq>>6]&(1<<(sq&63)) != 0 }
func (s *squareSet) remove(sq pieces.Square)   { s[sq>>6] &^= 1 << (sq & 63) }

// meets reports whether s and t share a square.
func (s *squareSet) meets(t *squareSet) bool {
	return s[0]&t[0]|s[1]&t[1]|s[2]&t[2]|s[3]&t[3] != 0
}

// NewEnumerator returns an Enumerator for a valid spec.
func NewEnumerator(s Spec) (*Enumerator, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	e := &Enumerator{spec: s}
	for _, p := range s.Material.Pieces() {
		n := s.Material.Count(p)
		if s.Labelled {
			for range n {
				e.groups = append(e.groups, group{p, 1})
			}
		} else {
			e.groups = append(e.groups, group{p, n})
		}
	}
	// Kings first: the king-distance rule prunes the search soonest.
	slices.SortStableFunc(e.groups, func(a, b group) int {
		return boolRank(a.piece.Kind != pieces.King) - boolRank(b.piece.Kind != pieces.King)
	})
	b := s.Board
	e.reach = make([][]squareSet, len(e.groups))
	for i, g := range e.groups {
		e.reach[i] = make([]squareSet, b.Squares())
		for sq := range pieces.Square(b.Squares()) {
			for _, t := range b.Reach(g.piece, sq) {
				e.reach[i][sq].add(t)
			}
		}
	}
	if s.Rules == Legal {
		e.between = lines(b)
	}
	return e, nil
}

// lines returns the between table: from each square, walk each of the
// eight directions, gathering the squares passed.
func lines(b pieces.Board) []squareSet {
	n := b.Squares()
	between := make([]squareSet, n*n)
	for a := range pieces.Square(n) {
		ax, ay := b.Coords(a)
		for _, d := range directions {
			var passed squareSet
			for x, y := ax+d[0], ay+d[1]; b.On(x, y); x, y = x+d[0], y+d[1] {
				to := b.Square(x, y)
				between[int(a)*n+int(to)] = passed
				passed.add(to)
			}
		}
	}
	return between
}

func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// FixedCount implements Counter. Given several permutations, it counts the
// configurations each of them fixes: those fixed by the group they
// generate, whose identical men fill unions of that group's orbits.
//
// The search places the groups in turn. A group of n identical men takes a
// set of the permutation's cycles whose lengths add up to n, chosen in
// increasing order so that each set is met once; with Labelled every man
// is its own group and so stands on a fixed square. Men are checked against
// the men already placed as they are added, since the Placement and
// NonAttacking rules are conditions on pairs (on an empty board, a man
// attacks another along a line only if it also attacks every man between
// them); the check rule of Legal, which depends on blocking, is tested
// once all men stand.
func (e *Enumerator) FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error) {
	b := e.spec.Board
	for _, perm := range perms {
		if len(perm) != b.Squares() {
			return nil, fmt.Errorf("placement: permutation of %d squares on a %s board", len(perm), b)
		}
	}
	units := e.units(perms)
	// Work units: the choices for the first group's first cycle.
	var sum uint64
	err := eachUnit(ctx, len(units[0]), e.Workers, e.Progress, func(stop *atomic.Bool) worker {
		w := newWalker(e, units, stop)
		return worker{work: w.from, finish: func() { sum += w.count }}
	})
	if err != nil {
		return nil, err
	}
	return new(big.Int).SetUint64(sum), nil
}

// units returns, for each group, the orbits of the squares under perms
// (the cycles, for one permutation) that its men may fill: orbits no larger
// than the group, on squares every man of the group may take.
func (e *Enumerator) units(perms [][]pieces.Square) [][][]pieces.Square {
	b := e.spec.Board
	orbits := orbitsOf(b.Squares(), perms)
	out := make([][][]pieces.Square, len(e.groups))
	for i, g := range e.groups {
		for _, c := range orbits {
			ok := len(c) <= g.count
			for _, sq := range c {
				if g.piece.Kind == pieces.Pawn && backRank(b, sq) {
					ok = false
				}
			}
			if ok {
				out[i] = append(out[i], c)
			}
		}
	}
	return out
}

// orbitsOf returns the orbits of the squares 0 … n−1 under the group perms
// generate (the cycles, for one permutation), in order of their first
// square.
func orbitsOf(n int, perms [][]pieces.Square) [][]pieces.Square {
	orbit := make([]int, n)
	for i := range orbit {
		orbit[i] = -1
	}
	var orbits [][]pieces.Square
	for sq := range pieces.Square(n) {
		if orbit[sq] >= 0 {
			continue
		}
		c := []pieces.Square{sq}
		orbit[sq] = len(orbits)
		for i := 0; i < len(c); i++ {
			for _, p := range perms {
				if t := p[c[i]]; orbit[t] < 0 {
					orbit[t] = len(orbits)
					c = append(c, t)
				}
			}
		}
		orbits = append(orbits, c)
	}
	return orbits
}

// walker is one goroutine's search state.
type walker struct {
	e     *Enumerator
	units [][][]pieces.Square
	room  [][]int // room[g][u]: squares in units[g][u:]
	stop  *atomic.Bool
	// nodes counts search calls; stopped is set once stop has been seen.
	nodes   uint64
	stopped bool
	// occupied[sq] is the index in men of the man on sq, or -1.
	occupied []int
	occ      squareSet // the same squares as a set
	men      []placed
	sides    []pieces.Color
	buf      []Man // the men, for Filter
	count    uint64
}

type placed struct {
	group  int
	square pieces.Square
}

func newWalker(e *Enumerator, units [][][]pieces.Square, stop *atomic.Bool) *walker {
	w := &walker{e: e, units: units, stop: stop, occupied: make([]int, e.spec.Board.Squares()), sides: e.spec.Sides()}
	w.room = make([][]int, len(units))
	for g, us := range units {
		w.room[g] = make([]int, len(us)+1)
		for u := len(us) - 1; u >= 0; u-- {
			w.room[g][u] = w.room[g][u+1] + len(us[u])
		}
	}
	for i := range w.occupied {
		w.occupied[i] = -1
	}
	return w
}

// from counts the fixed configurations whose first group starts with
// cycle u of its units.
func (w *walker) from(u int) {
	w.try(0, u, w.e.groups[0].count)
}

// search places the rest of group gi, need more men, from unit start on.
func (w *walker) search(gi, start, need int) {
	for need == 0 { // a group with no men left to place (see CountWith)
		gi++
		if gi == len(w.e.groups) {
			w.leaf()
			return
		}
		start, need = 0, w.e.groups[gi].count
	}
	// Look at the stop flag now and then, at any depth.
	if w.nodes++; w.nodes%1024 == 0 && w.stop.Load() {
		w.stopped = true
	}
	if w.stopped {
		return
	}
	// room[u] is the number of squares in units u, u+1, …: when it is less
	// than need, no choice from u on can finish the group.
	room := w.room[gi]
	for u := start; u < len(w.units[gi]) && room[u] >= need; u++ {
		w.try(gi, u, need)
	}
}

// try puts group gi's men on unit u, if the squares are free and the pair
// rules allow, and goes on with the search.
func (w *walker) try(gi, u, need int) {
	cycle := w.units[gi][u]
	if len(cycle) > need {
		return
	}
	n := len(w.men)
	for _, sq := range cycle {
		if w.occupied[sq] >= 0 || !w.fits(gi, sq) {
			w.undo(n)
			return
		}
		w.occupied[sq] = len(w.men)
		w.occ.add(sq)
		w.men = append(w.men, placed{gi, sq})
	}
	w.search(gi, u+1, need-len(cycle))
	w.undo(n)
}

func (w *walker) undo(n int) {
	for _, m := range w.men[n:] {
		w.occupied[m.square] = -1
		w.occ.remove(m.square)
	}
	w.men = w.men[:n]
}

// fits reports whether a man of group gi may join the men placed so far on
// sq under the pair rules.
func (w *walker) fits(gi int, sq pieces.Square) bool {
	e := w.e
	p := e.groups[gi].piece
	switch e.spec.Rules {
	case NonAttacking:
		for _, m := range w.men {
			if e.reach[gi][sq].has(m.square) || e.reach[m.group][m.square].has(sq) {
				return false
			}
		}
	default:
		if p.Kind != pieces.King || e.spec.Material.Puzzle() {
			return true
		}
		for _, m := range w.men {
			q := e.groups[m.group].piece
			if q.Kind == pieces.King && q.Color != p.Color && e.reach[gi][sq].has(m.square) {
				return false
			}
		}
	}
	return true
}

// leaf counts a complete configuration once for each side to move it is
// allowed with.
func (w *walker) leaf() {
	n := uint64(1)
	if w.e.spec.Rules == Legal {
		n = 0
		for _, side := range w.sides {
			if !w.checked(side.Other(), side) {
				n++
			}
		}
	}
	if n > 0 && w.e.Filter != nil { // after the rules: a Filter may be slow
		w.buf = w.buf[:0]
		for _, m := range w.men {
			w.buf = append(w.buf, Man{Piece: w.e.groups[m.group].piece, Square: m.square})
		}
		if !w.e.Filter(w.buf) {
			return
		}
	}
	w.count += n
}

// checked reports whether the king of colour c is attacked by a man of
// colour by, lines stopping at the first man.
func (w *walker) checked(c, by pieces.Color) bool {
	e := w.e
	king := pieces.Square(-1)
	for _, m := range w.men {
		if e.groups[m.group].piece == (pieces.Piece{Color: c, Kind: pieces.King}) {
			king = m.square
			break
		}
	}
	for _, m := range w.men {
		p := e.groups[m.group].piece
		// The table rules out most men at once; on a line, the squares
		// between must be empty.
		if p.Color == by && e.reach[m.group][m.square].has(king) &&
			(!p.Kind.Slides() || !e.between[int(m.square)*len(w.occupied)+int(king)].meets(&w.occ)) {
			return true
		}
	}
	return false
}
