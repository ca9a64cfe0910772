package allchess

import (
	"context"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// sweepLayout is the layout of the sweep's terms, for the fills and
// evaluate: free cells of one type (a piece of any kind; the second type
// has no cell), and as restricted types the white checkers on a rank or
// file, on a diagonal and a knight's move away, and, third, White's pawns
// (each a white man of one kind, which is what a restricted type is).
// Black's pawns and the opposed files lie outside it (see sweepStrides).
func sweepLayout(b pieces.Board, a Army) layout {
	return layout{
		free:       [2]cellType{{1, anyPiece}, {1, anyPiece}},
		restricted: [4]cellType{{1, rookLike}, {1, bishopish}, {1, setOf(pieces.Pawn)}, {1, knight}},
		// Free cells: every square but the black king's, as many as a
		// sweep that has not yet placed the white king can hold.
		dims: keyDims{free: [2]int{b.Squares(), 1}, restricted: [4]int{5, 5, a.Pawns + 1, 9}, whiteBishops: 1},
	}
}

// whitePawnCells is the restricted type of the sweep's layout that holds
// White's pawns, in place of the pawns' checks of the cells' layout.
const whitePawnCells = pawnAttack

// sweepStrides are the place values of a sweep's key: the layout's
// exponents, then Black's pawns and then the opposed files, each a block
// of the layout's keys.
type sweepStrides struct {
	free, rank, diagonal, whitePawns, knight int32
	blackPawns, opposed                      int32
}

// A sweeper runs the sweep for one fixture's black king squares in turn.
type sweeper struct {
	layout layout
	stride sweepStrides
	// pawns is the most pawns a side may hold; files says the sweep keeps
	// count of the opposed files.
	pawns int
	files bool
	// most is the most men a term may hold beyond the kings and the
	// fixture's men.
	most int
	// held gives, by key, the men its terms hold.
	held []heldMen
	// spare holds term lists done with, to reuse.
	spare [][]sweepTerm
	opts  []sweepOption
}

// newSweeper returns a sweeper of spec s for terms of at most most men
// beyond the kings and the fixed men.
func newSweeper(s spec, most int) *sweeper {
	l, r := sweepKeys(s)
	sw := &sweeper{layout: l, stride: sweepStridesOf(r), pawns: s.Army.Pawns, files: s.reading.files, most: most}
	sw.held = make([]heldMen, r.size)
	for k := range r.size {
		w := r.digit(k, keyRestricted+int(whitePawnCells))
		b := r.digit(k, sweepBlackPawns)
		checkers := r.digit(k, keyRestricted+int(onRank)) + r.digit(k, keyRestricted+int(onDiagonal)) + r.digit(k, keyRestricted+int(onKnight))
		sw.held[k] = heldMen{whites: uint8(w), blacks: uint8(b), men: uint8(w + b + checkers)}
	}
	return sw
}

// sweepBlackPawns and sweepOpposed are the digits of Black's pawns and of
// the opposed files in the radix of a sweep's keys, after the layout's.
const (
	sweepBlackPawns = keyRestricted + 5
	sweepOpposed    = sweepBlackPawns + 1
)

// sweepKeys returns the layout of the sweep of spec s and the radix of its
// keys: the layout's, then Black's pawns (0 to the pawns) and the opposed
// files (see sweepFiles).
func sweepKeys(s spec) (layout, radix) {
	l := sweepLayout(s.Board, s.Army)
	d := l.dims
	return l, newRadix(d.free[0], d.free[1], d.restricted[0], d.restricted[1], d.restricted[2], d.restricted[3], d.whiteBishops,
		s.Army.Pawns+1, sweepFiles(s.reading.files, s.Army.Pawns))
}

// sweepStridesOf returns the place values of the sweep's radix r.
func sweepStridesOf(r radix) sweepStrides {
	at := func(i int) int32 { return int32(r.stride[i]) }
	return sweepStrides{free: at(0), rank: at(keyRestricted + int(onRank)), diagonal: at(keyRestricted + int(onDiagonal)),
		whitePawns: at(keyRestricted + int(whitePawnCells)), knight: at(keyRestricted + int(onKnight)),
		blackPawns: at(sweepBlackPawns), opposed: at(sweepOpposed)}
}

// heldMen is what a term holds: White's pawns, Black's pawns, and men
// (pawns and white checkers), all three in one place for a key.
type heldMen struct {
	whites, blacks, men uint8
}

// size is the number of keys (see sweepKeys).
func (sw *sweeper) size() int { return len(sw.held) }

// sweepFiles is the number of values the opposed files take in a key: 0
// to pawns (the files) when the sweep counts them, else 0 alone.
func sweepFiles(files bool, pawns int) int {
	if files {
		return pawns + 1
	}
	return 1
}

// checkStride is the place value of the white checkers on r.
func (sw *sweeper) checkStride(r rayPlace) int32 {
	if r.check == onRank {
		return sw.stride.rank
	}
	return sw.stride.diagonal
}

// A sweepTerm is a coefficient and its key.
type sweepTerm struct {
	key int32
	c   wide.Int
}

// A stateTerms is the polynomial of one state of the squares read.
type stateTerms struct {
	state sweepState
	terms []sweepTerm
}

// add adds to table fx.sign·weight times the terms of every placement of
// the kings with the black king on bk under fx.
func (sw *sweeper) add(b pieces.Board, bk pieces.Square, fx *fixture, weight int64, table *wide.Sink) error {
	start := sweepState(0)
	if fx.wk != nowhere {
		start = kingPlaced
	}
	cur := []stateTerms{{start, []sweepTerm{{c: wide.Of(1)}}}}
	for _, file := range sweepSteps(b, bk, fx) {
		for i := range file {
			next, err := sw.step(cur, &file[i])
			if err != nil {
				return err
			}
			sw.recycle(cur)
			cur = next
		}
		next, err := sw.endFile(cur)
		if err != nil {
			return err
		}
		sw.recycle(cur)
		cur = next
	}
	sign := fx.sign * weight
	for _, st := range cur {
		if st.state&kingPlaced == 0 {
			continue
		}
		for _, t := range st.terms {
			if !table.AddWide(t.key, t.c, sign) {
				return errOverflow
			}
		}
	}
	return nil
}

// A move is one option of one state of the frontier: what step adds up
// into the state the option leads to.
type move struct {
	from int
	opt  sweepOption
}

// step returns the frontier after st's square.
func (sw *sweeper) step(cur []stateTerms, st *sweepStep) ([]stateTerms, error) {
	byTarget := map[sweepState][]move{}
	var targets []sweepState
	for i, from := range cur {
		sw.opts = sw.options(st, from.state, sw.opts[:0])
		for _, o := range sw.opts {
			to, ok := settle(st, o.to)
			if !ok {
				continue
			}
			if byTarget[to] == nil {
				targets = append(targets, to)
			}
			byTarget[to] = append(byTarget[to], move{i, o})
		}
	}
	return sw.gather(cur, targets, byTarget)
}

// gather returns the frontier of the states targets, each the sum of
// the moves into it.
func (sw *sweeper) gather(cur []stateTerms, targets []sweepState, byTarget map[sweepState][]move) ([]stateTerms, error) {
	next := make([]stateTerms, 0, len(targets))
	for _, to := range targets {
		var lists []termList
		for _, mv := range byTarget[to] {
			src := cur[mv.from].terms
			ts := sw.moved(src, mv.opt)
			lists = append(lists, termList{ts, len(ts) == 0 || &ts[0] != &src[0]})
		}
		ts, err := sw.mergeAll(lists)
		if err != nil {
			return nil, err
		}
		if len(ts) > 0 {
			next = append(next, stateTerms{to, ts})
		}
	}
	return next, nil
}

// moved returns the terms ts after option o, sorted by key as ts are:
// those that stay within the pawns and men allowed, their keys moved by
// o.delta and their coefficients by o.sign. Without a change it returns
// ts itself.
func (sw *sweeper) moved(ts []sweepTerm, o sweepOption) []sweepTerm {
	bounded := o.white != 0 || o.black != 0 || o.men != 0
	if o.delta == 0 && o.sign == 1 && !bounded {
		return ts
	}
	out := sw.newTerms(len(ts))
	for _, t := range ts {
		if bounded && !sw.holds(t.key, o) {
			continue
		}
		if o.sign < 0 {
			t.c = t.c.Neg()
		}
		out = append(out, sweepTerm{t.key + o.delta, t.c})
	}
	return out
}

// holds reports whether a term of key k stays within the pawns and men
// allowed after o.
func (sw *sweeper) holds(k int32, o sweepOption) bool {
	h := sw.held[k]
	return int(h.whites)+o.white <= sw.pawns && int(h.blacks)+o.black <= sw.pawns && int(h.men)+o.men <= sw.most
}

// A termList is a sorted list of terms, and whether the sweeper owns it
// (made it, and may reuse it once merged) or it belongs to a frontier.
type termList struct {
	terms []sweepTerm
	owned bool
}

// mergeAll returns the sum of the sorted lists, two by two.
func (sw *sweeper) mergeAll(lists []termList) ([]sweepTerm, error) {
	if len(lists) == 1 && !lists[0].owned {
		return append(sw.newTerms(len(lists[0].terms)), lists[0].terms...), nil
	}
	for len(lists) > 1 {
		var next []termList
		for i := 0; i < len(lists); i += 2 {
			if i+1 == len(lists) {
				next = append(next, lists[i])
				continue
			}
			a, b := lists[i], lists[i+1]
			m, ok := mergeTerms(sw.newTerms(len(a.terms)+len(b.terms)), a.terms, b.terms)
			if !ok {
				return nil, errOverflow
			}
			sw.reuse(a)
			sw.reuse(b)
			next = append(next, termList{m, true})
		}
		lists = next
	}
	return lists[0].terms, nil
}

// newTerms returns an empty list of terms with room for n: the smallest
// spare one large enough, if any. The runtime clears a new list, which
// took a quarter of the sweep's time when fewer lists were kept.
func (sw *sweeper) newTerms(n int) []sweepTerm {
	best := -1
	for i, ts := range sw.spare {
		if cap(ts) >= n && (best < 0 || cap(ts) < cap(sw.spare[best])) {
			best = i
		}
	}
	if best < 0 {
		return make([]sweepTerm, 0, n)
	}
	ts := sw.spare[best]
	sw.spare[best] = sw.spare[len(sw.spare)-1]
	sw.spare = sw.spare[:len(sw.spare)-1]
	return ts[:0]
}

// maxSpares bounds the spare lists a sweeper keeps: more than the states
// of a frontier on 8x8, each list once in it and once as a sum made.
const maxSpares = 1 << 13

// reuse keeps l's terms for newTerms, if the sweeper owns them.
func (sw *sweeper) reuse(l termList) {
	if l.owned && cap(l.terms) > 0 && len(sw.spare) < maxSpares {
		sw.spare = append(sw.spare, l.terms)
	}
}

// recycle keeps the term lists of a frontier done with, for newTerms.
func (sw *sweeper) recycle(done []stateTerms) {
	for _, st := range done {
		sw.reuse(termList{st.terms, true})
	}
}

// mergeTerms appends to out the sum of two lists sorted by key, like
// terms added up and zeros dropped, and reports false on an overflow.
func mergeTerms(out, a, b []sweepTerm) ([]sweepTerm, bool) {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].key < b[j].key:
			out, i = append(out, a[i]), i+1
		case a[i].key > b[j].key:
			out, j = append(out, b[j]), j+1
		default:
			c := a[i].c
			if !c.Add(b[j].c) {
				return out, false
			}
			if !c.IsZero() {
				out = append(out, sweepTerm{a[i].key, c})
			}
			i, j = i+1, j+1
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...), true
}

// endFile returns the frontier once a file has been read: an opposed
// file counted, and the file's state cleared for the next.
func (sw *sweeper) endFile(cur []stateTerms) ([]stateTerms, error) {
	byTarget := map[sweepState][]move{}
	var targets []sweepState
	for i, from := range cur {
		o := sweepOption{to: from.state &^ fileStateBits, sign: 1}
		if from.state&opposedOnFile != 0 {
			o.delta = sw.stride.opposed
		}
		if byTarget[o.to] == nil {
			targets = append(targets, o.to)
		}
		byTarget[o.to] = append(byTarget[o.to], move{i, o})
	}
	return sw.gather(cur, targets, byTarget)
}

// sweepTally returns the table of the fixtures fxs, which fix the same
// men: the sum over them and over the black king's squares of the sweep's
// terms, over the squares of the spec's share. The file mirror keeps a
// fixture that fixes nothing, and maps the count of each black king square
// onto that of its image: those on the board's left half count twice, the
// others not at all (whichever shares they fall in: the shares still add
// up to the whole).
func sweepTally(ctx context.Context, s spec, fxs []*fixture, most int) ([]wide.Int, error) {
	b := s.Board
	_, r := sweepKeys(s)
	return sumOverBlackKing(ctx, b, s.Shard, s.Workers, r.size, func() blackKingWork {
		sw := newSweeper(s, most)
		return func(bk pieces.Square, stop *atomic.Bool, mine *wide.Sink) error {
			for _, fx := range fxs {
				weight := fx.mirrorWeight(b, bk)
				if stop.Load() || weight == 0 || !fx.blackKingMay(b, bk) {
					continue
				}
				if err := sw.add(b, bk, fx, weight, mine); err != nil {
					return err
				}
			}
			return nil
		}
	})
}

// mirrorWeight returns how many times fx's count with the black king on bk
// is counted: 1, or, when fx fixes nothing and the file mirror keeps it,
// 2 on the board's left half and 0 on its right.
func (fx *fixture) mirrorWeight(b pieces.Board, bk pieces.Square) int64 {
	if fx.fixesMen() || slices.Contains(fx.pawnFree, true) {
		return 1
	}
	if x, _ := b.Coords(bk); 2*x < b.Files {
		return 2
	}
	return 0
}

// sweepCount returns the positions with White to move of the fixtures
// fxs, which fix the same men, by number of men beyond those up to
// maxMen: the sweep's table evaluated block by block, each number of
// Black's pawns and of opposed files with its own black fills.
func sweepCount(ctx context.Context, s spec, fxs []*fixture, maxMen int) ([]*big.Int, error) {
	fx := fxs[0]
	table, err := sweepTally(ctx, s, fxs, maxMen-2)
	if err != nil {
		return nil, err
	}
	l, r := sweepKeys(s)
	wf := newFills(&l, s.Army, pieces.White, fx.army(pieces.White), s.armyRules())
	total := zeros(maxMen)
	block := r.stride[sweepBlackPawns]
	for from := 0; from < r.size; from += block {
		part := table[from : from+block]
		if allZero(part) {
			continue
		}
		f := wf.withBlack(&l, s.Army, fx.army(pieces.Black), r.digit(from, sweepBlackPawns), r.digit(from, sweepOpposed))
		for m, n := range evaluate(&l, f, f.parts(&l, part), maxMen, fx.fixedMen(), s.Board.Squares()) {
			total[m].Add(total[m], n)
		}
	}
	return total, nil
}

// A sweepCounter counts parts of Count with the sweep, in positions of at
// most maxTotal men, reporting to tracker.
type sweepCounter struct {
	spec     spec
	maxTotal int
	tracker  *tracker
}

// tables returns the number of tables part evaluates for fxs: one for
// each army of fixed men.
func (c *sweepCounter) tables(fxs []*fixture) int {
	return tableKeys(fxs, (*fixture).key)
}

// part returns the positions with White to move of the fixtures fxs of the
// part of Count it names, each counted sign times, by number of men: a
// sweep for each army of fixed men.
func (c *sweepCounter) part(ctx context.Context, name string, fxs []*fixture) ([]*big.Int, error) {
	tc := tableCounter{c.spec.Tables, c.maxTotal, c.tracker}
	return sumByKey(fxs, (*fixture).key, c.maxTotal, func(key string, fxs []*fixture) ([]*big.Int, error) {
		fixed := fxs[0].fixedMen()
		return tc.count(ctx, tableName(name, "opposed files", key), fixed, 2+fixed, func(ctx context.Context, maxMen int) ([]*big.Int, error) {
			return sweepCount(ctx, c.spec, fxs, maxMen)
		})
	})
}

// blackKingMay reports whether the black king may stand on bk under fx:
// where fx fixes it, if it does, on no man it fixes, and apart from a
// white king it fixes.
func (fx *fixture) blackKingMay(b pieces.Board, bk pieces.Square) bool {
	if (fx.bk != nowhere && fx.bk != bk) || fx.men[bk] != nil {
		return false
	}
	return fx.wk == nowhere || b.Apart(fx.wk, bk)
}
