package placement

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// Counter counts the configurations of a spec that a permutation of the
// board's squares maps onto themselves.
type Counter interface {
	// FixedCount returns the number of configurations that every one of
	// perms maps onto itself, summed over the sides to move of the spec:
	// |Fix(g)| for one permutation g. Each perm must be a permutation of
	// the board's squares; FixedCount returns an error for a perm of the
	// wrong length. For the count to be a term of Burnside's lemma, and
	// for a counter that relies on it, the perms must also preserve the
	// spec's rules: package burnside checks that of its groups
	// (Group.Preserves) before it asks for a count.
	FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error)
}

// Progress receives how many of the work units of one FixedCount call are
// done. It is called from several goroutines, one call at a time.
type Progress func(done, total int)

// Enumerator is the Counter that walks every fixed configuration. Its work
// grows with the number of fixed configurations, so it suits the small
// counts of non-identity elements and materials of up to five men on 8x8.
//
// Its methods do not change it: several counts may run at once on one
// Enumerator, as long as no one sets its fields meanwhile.
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

// squareSet is a set of squares of a board of up to MaxSide² squares.
type squareSet [(pieces.MaxSide*pieces.MaxSide + 63) / 64]uint64

func (s *squareSet) add(sq pieces.Square)      { s[sq>>6] |= 1 << (sq & 63) }
func (s *squareSet) has(sq pieces.Square) bool { return s[sq>>6]&(1<<(sq&63)) != 0 }
func (s *squareSet) remove(sq pieces.Square)   { s[sq>>6] &^= 1 << (sq & 63) }

// meets reports whether s and t share a square.
func (s *squareSet) meets(t *squareSet) bool {
	var m uint64
	for i := range s {
		m |= s[i] & t[i]
	}
	return m != 0
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
	e.reach = make([][]squareSet, len(e.groups))
	for i, g := range e.groups {
		e.reach[i] = reachTable(s.Board, g.piece)
	}
	if s.Rules == Legal {
		e.between = lines(s.Board)
	}
	return e, nil
}

// lines returns the between table: from each square, walk each of the
// eight directions, gathering the squares passed.
func lines(b pieces.Board) []squareSet {
	n := b.Squares()
	between := make([]squareSet, n*n)
	for a := range pieces.Square(n) {
		for _, d := range pieces.Lines {
			var passed squareSet
			for to := range b.Line(a, d) {
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

// withRun returns a copy of e that counts on workers goroutines and tells
// progress; e itself is unchanged. The copy shares e's tables, which no
// count changes.
func (e *Enumerator) withRun(workers int, progress Progress) *Enumerator {
	run := *e
	run.Workers, run.Progress = workers, progress
	return &run
}

// FixedCount implements Counter. Given several permutations, it counts the
// configurations each of them fixes: those fixed by the group they
// generate, whose identical men fill unions of that group's orbits. The
// count is exact for any permutations, symmetries of the rules or not; it
// returns an error if one of perms is not a permutation of the board's
// squares.
//
// The search places the groups in turn. A group of n identical men takes a
// set of the orbits whose sizes add up to n, chosen in increasing order so
// that each set is met once; with Labelled every man is its own group and
// so stands on a fixed square. Men are checked against the men already
// placed as they are added, since the Placement and NonAttacking rules are
// conditions on pairs (on an empty board, a man attacks another along a
// line only if it also attacks every man between them); the check rule of
// Legal, which depends on blocking, is tested once all men stand.
func (e *Enumerator) FixedCount(ctx context.Context, perms ...[]pieces.Square) (*big.Int, error) {
	if err := checkPerms(e.spec.Board, perms); err != nil {
		return nil, err
	}
	orbits := e.fillable(orbitsOf(e.spec.Board.Squares(), perms))
	// Work units: the choices of the first group's first orbit.
	var sum uint64
	err := workers.Each(ctx, len(orbits[0]), e.Workers, e.Progress, func(stop *atomic.Bool) workers.Worker {
		w := newWalker(e, orbits, stop)
		return workers.Worker{Work: w.from, Finish: func() { sum += w.count }}
	})
	if err != nil {
		return nil, err
	}
	return new(big.Int).SetUint64(sum), nil
}

// checkPerms returns an error unless each of perms is a permutation of the
// squares of b: b.Squares() squares on the board, each once.
func checkPerms(b pieces.Board, perms [][]pieces.Square) error {
	seen := make([]bool, b.Squares())
	for _, perm := range perms {
		if len(perm) != len(seen) {
			return fmt.Errorf("placement: permutation of %d squares on a %s board", len(perm), b)
		}
		clear(seen)
		for _, sq := range perm {
			if sq < 0 || int(sq) >= len(seen) || seen[sq] {
				return fmt.Errorf("placement: not a permutation of the %s board's squares: it maps two squares to %d, or one off the board", b, sq)
			}
			seen[sq] = true
		}
	}
	return nil
}

// fillable returns, for each group, the orbits its men may fill: orbits
// no larger than the group, on squares every man of the group may take.
func (e *Enumerator) fillable(orbits [][]pieces.Square) [][][]pieces.Square {
	out := make([][][]pieces.Square, len(e.groups))
	for i, g := range e.groups {
		for _, o := range orbits {
			pawnBarred := slices.ContainsFunc(o, func(sq pieces.Square) bool { return e.spec.pawnBarred(g.piece, sq) })
			if len(o) <= g.count && !pawnBarred {
				out[i] = append(out[i], o)
			}
		}
	}
	return out
}

// orbitsOf returns the orbits of the squares 0 … n−1 under the group perms
// generate (the cycles, for one permutation), in order of their first
// square.
func orbitsOf(n int, perms [][]pieces.Square) [][]pieces.Square {
	seen := make([]bool, n)
	var orbits [][]pieces.Square
	for sq := range pieces.Square(n) {
		if seen[sq] {
			continue
		}
		o := []pieces.Square{sq}
		seen[sq] = true
		for i := 0; i < len(o); i++ {
			for _, p := range perms {
				if t := p[o[i]]; !seen[t] {
					seen[t] = true
					o = append(o, t)
				}
			}
		}
		orbits = append(orbits, o)
	}
	return orbits
}

// walker is one goroutine's search state.
type walker struct {
	e *Enumerator
	// orbits[g]: the orbits group g may fill; room[g][o]: the squares in
	// orbits[g][o:].
	orbits [][][]pieces.Square
	room   [][]int
	stop   *atomic.Bool
	// nodes counts search calls; stopped is set once stop has been seen.
	nodes   uint64
	stopped bool
	occ     squareSet  // the squares the men stand on
	men     []groupMan // the men placed, in order
	sides   []pieces.Color
	buf     []Man // the men, for Filter
	count   uint64
}

// groupMan is a man the walk has placed: one of group on square.
type groupMan struct {
	group  int
	square pieces.Square
}

func newWalker(e *Enumerator, orbits [][][]pieces.Square, stop *atomic.Bool) *walker {
	w := &walker{e: e, orbits: orbits, stop: stop, sides: e.spec.Sides()}
	w.room = make([][]int, len(orbits))
	for g, os := range orbits {
		w.room[g] = make([]int, len(os)+1)
		for o := len(os) - 1; o >= 0; o-- {
			w.room[g][o] = w.room[g][o+1] + len(os[o])
		}
	}
	return w
}

// from counts the fixed configurations whose first group starts with
// orbit o of those it may fill.
func (w *walker) from(o int) {
	w.try(0, o, w.e.groups[0].count)
}

// search places the rest of group gi, need more men, from orbit start on.
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
	// room[o] is the number of squares in orbits o, o+1, …: when it is less
	// than need, no choice from o on can finish the group.
	room := w.room[gi]
	for o := start; o < len(w.orbits[gi]) && room[o] >= need; o++ {
		w.try(gi, o, need)
	}
}

// try puts group gi's men on orbit o, if the squares are free and the pair
// rules allow, and goes on with the search.
func (w *walker) try(gi, o, need int) {
	orbit := w.orbits[gi][o]
	if len(orbit) > need {
		return
	}
	n := len(w.men)
	for _, sq := range orbit {
		if w.occ.has(sq) || !w.fits(gi, sq) {
			w.undo(n)
			return
		}
		w.put(groupMan{gi, sq})
	}
	w.search(gi, o+1, need-len(orbit))
	w.undo(n)
}

// put places m, whom the caller has checked.
func (w *walker) put(m groupMan) {
	w.occ.add(m.square)
	w.men = append(w.men, m)
}

// undo takes off the men placed after the first n.
func (w *walker) undo(n int) {
	for _, m := range w.men[n:] {
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

// checked reports whether the king of colour c stands attacked by a man of
// colour by, lines stopping at the first man. A configuration without that
// king (a puzzle's) has none in check. One function, not two: this is the
// walk's innermost loop under the Legal rules.
func (w *walker) checked(c, by pieces.Color) bool {
	e := w.e
	want := pieces.Piece{Color: c, Kind: pieces.King}
	i := slices.IndexFunc(w.men, func(m groupMan) bool { return e.groups[m.group].piece == want })
	if i < 0 {
		return false
	}
	king, squares := w.men[i].square, e.spec.Board.Squares()
	for _, m := range w.men {
		p := e.groups[m.group].piece
		// The table rules out most men at once; on a line, the squares
		// between must be empty.
		if p.Color == by && e.reach[m.group][m.square].has(king) &&
			(!p.Kind.Slides() || !e.between[int(m.square)*squares+int(king)].meets(&w.occ)) {
			return true
		}
	}
	return false
}
