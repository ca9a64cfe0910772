package allchess

import (
	"context"
	"fmt"
	"iter"
	"math/big"
	"sync/atomic"

	"github.com/chesscount/count/internal/bothkings"
	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// FIDE's en passant rule asks that the capture be legal: after it,
// White's king is not in check. So such positions keep two kings out of
// check, each on its own board: the black king on the board as it stands,
// the white king on the board the capture leaves. The rest of this
// package follows one king's lines; this file follows both.
//
// A term then carries two sets of restricted types: k, the white men that
// would check the black king (as in a layout), and m, the black men that
// would check the white king. The men left to place bound both together,
// which keeps the terms few enough for at most FIDEMaxMen men; all of
// chess would take some 675 times the keys of the other counts.
//
// The two kings' lines cross, and a square on both must be empty, or hold
// the first man, of both at once. Lines that share squares form groups,
// each counted by inclusion and exclusion over one king's lines: a line
// is left free, or gives check (a checking man of the other colour on its
// square j, the squares before j empty), and the other king's lines are
// then ordinary lines with some squares kept empty and some blocked
// (crossing.Lines). Package bothkings gives a placement's generating
// function in this count's terms.

// FIDEMaxMen is the most men (kings included) a count under FIDE's en
// passant rule may take.
const FIDEMaxMen = 14

// A fideFixture is an en passant right under FIDE's rule: fx fixes the men
// of the board as it stands (and the sign), and boards is what the kings
// see: those men, the squares the pawn crossed (empty), the board after
// each capture counted, and the squares where pawns may stand.
type fideFixture struct {
	fx     *fixture
	boards bothkings.Fixture
}

// A fideCounter counts the en passant positions under FIDE's rule, White
// to move, in positions of at most maxTotal men.
type fideCounter struct {
	spec     spec
	layout   layout // the identity layout: its cell types and bounds
	maxTotal int
	tracker  *tracker
	spaces   map[int]*bothkings.Space // by limit, made as the tables ask for them
	armies   map[string]*fills
}

func newFideCounter(s spec, maxTotal int, t *tracker) *fideCounter {
	return &fideCounter{spec: s, layout: identityLayout(s.Board, false), maxTotal: maxTotal, tracker: t, spaces: map[int]*bothkings.Space{}, armies: map[string]*fills{}}
}

// part returns the positions of the fixtures ffs of the named part, each
// counted sign times, by number of men: a table for each army fixed.
func (fc *fideCounter) part(ctx context.Context, part string, ffs []fideFixture) ([]*big.Int, error) {
	tc := tableCounter{fc.spec.Tables, fc.maxTotal, fc.tracker}
	return sumByKey(ffs, fideFixture.key, fc.maxTotal, func(key string, ffs []fideFixture) ([]*big.Int, error) {
		fixed := ffs[0].fx.fixedMen()
		return tc.count(ctx, tableName(part, "fide", key), fixed, 2+fixed, func(ctx context.Context, maxMen int) ([]*big.Int, error) {
			return fc.table(ctx, ffs, maxMen)
		})
	})
}

// tables returns the number of tables part evaluates for ffs.
func (fc *fideCounter) tables(ffs []fideFixture) int {
	return tableKeys(ffs, fideFixture.key)
}

// key names the armies ff fixes (see fixture.key).
func (ff fideFixture) key() string { return ff.fx.key() }

// table counts the fixtures ffs, which fix the same men, by number of men
// beyond those up to maxMen (see counter.table), its terms' k and m those
// of the space of the men left to place.
func (fc *fideCounter) table(ctx context.Context, ffs []fideFixture, maxMen int) ([]*big.Int, error) {
	limit := maxMen - 2
	if fc.spaces[limit] == nil {
		var bounds [bothkings.Slots]int
		for s, t := range fideSlots {
			bounds[s] = fc.layout.dims.restricted[t]
		}
		fc.spaces[limit] = bothkings.NewSpace(bounds, limit)
	}
	space := fc.spaces[limit]
	table, err := fc.tally(ctx, ffs, space)
	if err != nil {
		return nil, err
	}
	fx := ffs[0].fx
	wf, bf := fc.fills(fx, pieces.White), fc.fills(fx, pieces.Black)
	return evaluate(&fc.layout, wf, fc.parts(table, space, wf, bf), maxMen, fx.fixedMen(), fc.spec.Board.Squares()), nil
}

// fideSlots maps bothkings' slots to the identity layout's restricted
// types, whose exponents a FIDE table's terms carry for each colour.
var fideSlots = [bothkings.Slots]restrictedType{
	bothkings.Straight: onRank, bothkings.Slanted: onDiagonal, bothkings.PawnAttack: pawnAttack, bothkings.Knight: onKnight,
}

// parts returns the restricted parts of a table of space: each (k, m),
// White's men on the cells of k (wf) and Black's on those of m (bf).
func (fc *fideCounter) parts(table []wide.Int, space *bothkings.Space, wf, bf *fills) iter.Seq[restrictedPart] {
	abSize, r := fc.layout.freeKeys(), fc.layout.radix()
	index := func(e [bothkings.Slots]int8) int {
		k := 0
		for s, d := range e {
			k += int(d) * r.Stride(keyRestricted+int(fideSlots[s]))
		}
		return k / abSize
	}
	return func(yield func(restrictedPart) bool) {
		for km := range space.Len() {
			v := space.Vec(bothkings.Number(km))
			k, m := index(v[pieces.White]), index(v[pieces.Black])
			rp := restrictedPart{table[km*abSize : (km+1)*abSize], wf.restricted[k], bf.restricted[m], wf.restrictedMen[k] + bf.restrictedMen[m]}
			if !yield(rp) {
				return
			}
		}
	}
}

// fills returns newFills' tables of side's men, with the men fx fixes for
// that side, made once for each army (Black's for its men on the cells of
// m).
func (fc *fideCounter) fills(fx *fixture, side pieces.Color) *fills {
	fixed := fx.army(side)
	key := fmt.Sprint(side == pieces.Black && fc.spec.reading.classes, fixed)
	if f, ok := fc.armies[key]; ok {
		return f
	}
	f := newFills(&fc.layout, fc.spec.Army, side, fixed, fc.spec.armyRules)
	fc.armies[key] = f
	return f
}

// tally returns the sum, over the fixtures ffs and the placements of the
// kings each allows, of sign times the placement's terms in space.
func (fc *fideCounter) tally(ctx context.Context, ffs []fideFixture, space *bothkings.Space) ([]wide.Int, error) {
	b, abSize := fc.spec.Board, fc.layout.freeKeys()
	free := fc.layout.strides().free
	mono := [2]int32{free[pawnSquare], free[noPawnSquare]} // bothkings' free types
	return sumOverBlackKing(ctx, b, fc.spec.Shard, fc.spec.Workers, abSize*space.Len(), func() blackKingWork {
		t := bothkings.NewCounter(space, mono, abSize)
		return func(bk pieces.Square, stop *atomic.Bool, mine *wide.Sink) error {
			for i := range ffs {
				for wk := range pieces.Square(b.Squares()) {
					if stop.Load() {
						return nil
					}
					if err := fc.addPlacement(wk, bk, &ffs[i], t, space, mine); err != nil {
						return err
					}
				}
			}
			return nil
		}
	})
}

// addPlacement adds sign times the terms of the kings on wk and bk under
// ff to table, if they may stand there: the product of t's halves.
func (fc *fideCounter) addPlacement(wk, bk pieces.Square, ff *fideFixture, t *bothkings.Counter, space *bothkings.Space, table *wide.Sink) error {
	if !ff.fx.kingsFit(wk, bk) {
		return nil
	}
	first, second, ok := t.Halves(fc.spec.Board, wk, bk, &ff.boards)
	if !ok {
		return nil
	}
	if t.Overflowed() {
		return errOverflow
	}
	abSize := int32(fc.layout.freeKeys())
	for _, x := range first {
		c, ok := wide.MulChecked(ff.fx.sign, x.C)
		if !ok {
			return errOverflow
		}
		row := space.Sums(x.KM)
		for _, y := range second {
			if km := row[y.KM]; km != bothkings.None && !table.Add(x.AB+y.AB+abSize*int32(km), c, y.C) {
				return errOverflow
			}
		}
	}
	return nil
}
