package placement

import (
	"context"
	"math/big"
	"math/bits"
	"slices"

	"github.com/chesscount/count/pieces"
)

// shortKinds are the kinds the transfer counts: they attack only squares
// near them.
var shortKinds = [3]pieces.Kind{pieces.King, pieces.Knight, pieces.Pawn}

// ShortRange reports whether s is a puzzle of short-range men under the
// NonAttacking rule, kings, knights and pawns (White's, which attack the
// two squares diagonally ahead), which the transfer counts: every term,
// unless its window is too wide (see Factored.transfer). It leaves out the
// counts a word may not hold.
func (s Spec) ShortRange() bool {
	if s.Rules != NonAttacking || !s.Material.Puzzle() {
		return false
	}
	var want []int
	for _, k := range shortKinds {
		want = append(want, s.Material.Count(pieces.Piece{Color: pieces.White, Kind: k}))
	}
	return want[0]+want[1]+want[2] == s.Material.Men() && fitsWord(s.Board.Squares(), want)
}

// fitsWord reports whether every count the transfer keeps fits a uint64:
// the placements of up to want[i] men of each kind i, on distinct squares
// of a board of that many squares, are at most the product over the kinds
// of the largest C(squares, k), k ≤ want[i].
func fitsWord(squares int, want []int) bool {
	bound := big.NewInt(1)
	for _, w := range want {
		bound.Mul(bound, new(big.Int).Binomial(int64(squares), int64(min(w, squares/2))))
	}
	return bound.IsUint64()
}

// window is the transfer's state: for each short kind, which slots hold
// a man of it. A slot holds an orbit already decided that some orbit
// still to come could attack or be attacked by (see planTransfer).
type window [3]uint64

// transfer counts the placements of short-range men, none attacking
// another, whose men fill unions of the orbits (every square alone for the
// identity), orbit by orbit in the order of their first squares: the
// classic profile dynamic programme, folded by the symmetry. A man goes on
// an orbit only if no man in the window stands where either attacks the
// other. No placement is listed: each state carries its counts by the
// number of men of each kind to the next orbit, over the states reached
// (a layer: a window holds few men, so few of its states are reached). It
// returns false when the window would need more than 64 slots, or when
// more than maxTransferStates states are reached (knights on a wide
// board: their window is two ranks deep).
func (f *Factored) transfer(ctx context.Context, orbits [][]pieces.Square) (*big.Int, bool, error) {
	plan, width := f.spec.transferPlan(orbits)
	if width > 64 {
		return nil, false, nil
	}
	return f.runTransfer(ctx, plan)
}

// runTransfer counts by the transfer along plan (see transfer), and
// returns false when it reaches more than maxTransferStates states.
func (f *Factored) runTransfer(ctx context.Context, plan []transferStep) (*big.Int, bool, error) {
	t := newTally(f.spec)
	cur, next := t.newLayer(), t.newLayer()
	cur.add(window{}, t.start(), noKind, 0)
	for _, st := range plan {
		if err := ctx.Err(); err != nil {
			return nil, true, err
		}
		next.reset()
		for k, state := range cur.states {
			row := cur.row(k)
			kept := window{state[0] &^ st.leave, state[1] &^ st.leave, state[2] &^ st.leave}
			next.add(kept, row, noKind, 0)
			for i := range shortKinds {
				if st.fits[i] && state[0]&st.clash[i][0]|state[1]&st.clash[i][1]|state[2]&st.clash[i][2] == 0 {
					placed := kept
					placed[i] |= st.slot
					next.add(placed, row, i, st.length)
				}
			}
		}
		if len(next.states) > maxTransferStates {
			return nil, false, nil // the search's time, not this one's memory
		}
		cur, next = next, cur
	}
	var total uint64
	for k := range cur.states {
		total += cur.row(k)[t.size-1]
	}
	return f.labels(new(big.Int).SetUint64(total)), true, nil
}

// transferPlan returns the steps of the transfer over orbits, rank by
// rank or file by file, whichever keeps the narrower window, and that
// window's width (over 64: too wide, see planTransfer).
func (s Spec) transferPlan(orbits [][]pieces.Square) ([]transferStep, int) {
	plan, width := s.planTransfer(orbits)
	if alt, w := s.planTransfer(fileMajor(s.Board, orbits)); w < width {
		plan, width = alt, w
	}
	return plan, width
}

// maxTransferStates bounds the transfer's states: about 1 GB of them
// with their rows and index.
const maxTransferStates = 1 << 21

// A transferStep is one orbit of the transfer: how many men it takes,
// the kinds that may fill it, and the slots it meets.
type transferStep struct {
	length int
	fits   [3]bool
	// clash[i][j]: the slots where a man of kind j attacks, or is attacked
	// by, a man of kind i on this orbit.
	clash [3][3]uint64
	leave uint64 // the slots no orbit after this one meets, emptied after it
	slot  uint64 // this orbit's slot, or 0 if no orbit after it meets it
}

// planTransfer returns the steps of the transfer over orbits, in their
// order, and its width: the most orbits in the window at once. A width
// over 64 is too wide, and then there are no steps.
// An orbit takes a slot from its step to the last orbit it meets (attacks
// or is attacked from, by a man of some short kind); the slot is then
// freed for a later orbit.
func (s Spec) planTransfer(orbits [][]pieces.Square) ([]transferStep, int) {
	hits := s.orbitHits(orbits)
	last := make([]int, len(orbits)) // the last orbit each meets
	for p := range orbits {
		last[p] = p
		for q := range hits[p] {
			last[p], last[q] = max(last[p], q), max(last[q], p)
		}
	}
	plan := make([]transferStep, len(orbits))
	slotOf := make([]uint64, len(orbits))
	var used uint64
	width := 0
	for p, o := range orbits {
		st := &plan[p]
		st.length = len(o)
		st.fits = s.orbitFits(o, hits[p][p])
		for q := range hits[p] {
			if q >= p {
				continue
			}
			for i := range shortKinds {
				for j := range shortKinds {
					if hits[p][q]&(1<<i) != 0 || hits[q][p]&(1<<j) != 0 {
						st.clash[i][j] |= slotOf[q]
					}
				}
			}
			if last[q] == p {
				st.leave |= slotOf[q]
			}
		}
		used &^= st.leave
		if last[p] > p {
			if used == ^uint64(0) {
				return nil, 65
			}
			st.slot = ^used & (used + 1) // the lowest free slot
			slotOf[p] = st.slot
			used |= st.slot
			width = max(width, bits.OnesCount64(used))
		}
	}
	return plan, width
}

// fileMajor returns the orbits in the order of their first squares file
// by file: the transfer's other way across the board, narrower when the
// board has fewer ranks than files, or the symmetry folds the ranks.
func fileMajor(b pieces.Board, orbits [][]pieces.Square) [][]pieces.Square {
	first := func(o []pieces.Square) int {
		m := b.Squares()
		for _, sq := range o {
			x, y := b.Coords(sq)
			m = min(m, x*b.Ranks+y)
		}
		return m
	}
	out := slices.Clone(orbits)
	slices.SortFunc(out, func(o, p []pieces.Square) int { return first(o) - first(p) })
	return out
}

// orbitHits returns, for each orbit p, the orbits q that a man on p
// attacks, with the short kinds (bit i for shortKinds[i]) that attack q
// from p; hits[p][p] holds the kinds whose men on p attack one another.
func (s Spec) orbitHits(orbits [][]pieces.Square) []map[int]uint8 {
	b := s.Board
	orbitOf := make([]int, b.Squares())
	for i, o := range orbits {
		for _, sq := range o {
			orbitOf[sq] = i
		}
	}
	hits := make([]map[int]uint8, len(orbits))
	for p := range hits {
		hits[p] = map[int]uint8{}
	}
	for i, k := range shortKinds {
		if s.Material.Count(pieces.Piece{Color: pieces.White, Kind: k}) == 0 {
			continue
		}
		for p, o := range orbits {
			for _, sq := range o {
				for _, to := range b.Reach(pieces.Piece{Color: pieces.White, Kind: k}, sq) {
					q := orbitOf[to]
					hits[p][q] |= 1 << i
					if _, ok := hits[q][p]; !ok {
						hits[q][p] = 0 // q meets p too, when a man on q is attacked from p
					}
				}
			}
		}
	}
	return hits
}

// orbitFits returns the kinds whose men may fill orbit o: as many men of
// the kind as its squares are wanted, none attacking another (self holds
// the kinds that would), no pawn on a first or last rank, and under
// Spec.Labelled, a single square (labelled men cannot swap places).
func (s Spec) orbitFits(o []pieces.Square, self uint8) [3]bool {
	var fits [3]bool
	for i, k := range shortKinds {
		fits[i] = len(o) <= s.Material.Count(pieces.Piece{Color: pieces.White, Kind: k}) &&
			self&(1<<i) == 0 && (!s.Labelled || len(o) == 1)
		for _, sq := range o {
			if s.pawnBarred(pieces.Piece{Color: pieces.White, Kind: k}, sq) {
				fits[i] = false
			}
		}
	}
	return fits
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

// A layer is the states the transfer has reached at one step, each with
// its row of counts (a tally's size), kept end to end in one slice so
// that a step allocates nothing once the layers have grown.
type layer struct {
	tally
	index  map[window]int
	states []window
	rows   []uint64
}

func (t tally) newLayer() *layer { return &layer{tally: t, index: map[window]int{}} }

// reset empties l, keeping its memory.
func (l *layer) reset() {
	clear(l.index)
	l.states, l.rows = l.states[:0], l.rows[:0]
}

// row returns the counts of the k-th state.
func (l *layer) row(k int) []uint64 { return l.rows[k*l.size : (k+1)*l.size] }

// noKind is layer.add's kind when it adds no men.
const noKind = -1

// add adds row to the counts of state, with n more men of kind i (an
// index of shortKinds, or noKind); counts past the men wanted drop.
func (l *layer) add(state window, row []uint64, i, n int) {
	if i != noKind && !l.room(row, i, n) {
		return // no state for counts that all drop
	}
	k, ok := l.index[state]
	if !ok {
		k = len(l.states)
		l.index[state] = k
		l.states = append(l.states, state)
		l.rows = append(l.rows, make([]uint64, l.size)...)
	}
	to := l.row(k)
	if i == noKind {
		for idx, c := range row {
			to[idx] += c
		}
		return
	}
	for idx, c := range row {
		if c != 0 && l.fits(idx, i, n) {
			to[idx+n*l.stride[i]] += c
		}
	}
}

// fits reports whether counts idx have room for n more men of kind i.
func (t tally) fits(idx, i, n int) bool { return idx/t.stride[i]%(t.want[i]+1)+n <= t.want[i] }

// room reports whether some count of row has room for n more men of kind i.
func (t tally) room(row []uint64, i, n int) bool {
	for idx, c := range row {
		if c != 0 && t.fits(idx, i, n) {
			return true
		}
	}
	return false
}
