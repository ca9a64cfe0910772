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

// FIDE's en passant rule asks that the capture be legal: after it, the
// capturer's king (White's, with White to move) is not in check. So the
// positions with such a right must keep two kings out of check, each on
// its own board: the black king on the board as it stands, the white king
// on the board the capture leaves. The count of the rest of this package
// follows one king's lines only; this file counts the en passant
// positions under FIDE's rule with both kings' lines.
//
// A term then carries two sets of restricted types: k, the white men that
// would check the black king (as in a layout), and m, the black men that
// would check the white king. Both kinds of exponent together are bounded
// by the men left to place, which keeps the terms few enough for counts of
// at most FIDEMaxMen men; all of chess would take some 675 times the keys
// of the other counts.
//
// The lines of the two kings cross, and a square on a line of each must be
// empty, or hold the first man, of both at once. Lines that share squares
// form groups; each group is counted by inclusion and exclusion over the
// lines of one king in it: a line is either left free, or gives check, its
// first man a checking one of the other colour on a square j and the
// squares before j empty. Those squares settled, the other king's lines in
// the group are ordinary lines with some squares kept empty and some
// holding a man of the other colour, which blocks them. The count of the
// crossing lines is crossing.Lines, placement's too; package bothkings
// gives a placement's generating function in this count's terms.

// FIDEMaxMen is the most men (kings included) a count under FIDE's en
// passant rule may take.
const FIDEMaxMen = 14

// A fideFixture is an en passant right under FIDE's rule: fx fixes the men
// of the board as it stands (and the sign), and boards is what the kings
// see: those men, the squares kept empty (the two the pawn crossed), the
// men of the board after each capture it counts, on which the white king
// must not be in check, and the squares where pawns may stand.
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

// part returns the positions of the fixtures ffs of the part of Count it
// names, each counted sign times, by number of men: a table of terms for
// each army of fixed men.
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
// beyond those up to maxMen: the terms of every placement of the kings
// summed into one table, and the table evaluated once. Its terms' k and m
// exponents are those of the space of the men left to place.
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

// parts returns the restricted parts of a table of space: each (k, m) of
// its terms, White's men on the restricted cells of k (wf's tables) and
// Black's on those of m (bf's).
func (fc *fideCounter) parts(table []wide.Int, space *bothkings.Space, wf, bf *fills) iter.Seq[restrictedPart] {
	abSize, r := fc.layout.freeKeys(), fc.layout.radix()
	index := func(e [bothkings.Slots]int8) int {
		k := 0
		for s, d := range e {
			k += int(d) * r.stride[keyRestricted+int(fideSlots[s])]
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

// fills returns the tables of the ways to fill cells with side's men, as
// newFills makes them, of an army that holds the men fx fixes for that
// side, made once for each army of fixed men. (Black's army takes White's
// place for Black's men on the restricted cells of m.)
func (fc *fideCounter) fills(fx *fixture, side pieces.Color) *fills {
	fixed := fx.army(side)
	key := fmt.Sprint(side == pieces.Black && fc.spec.reading.classes, fixed)
	if f, ok := fc.armies[key]; ok {
		return f
	}
	f := newFills(&fc.layout, fc.spec.Army, side, fixed, fc.spec.armyRules())
	fc.armies[key] = f
	return f
}

// tally returns the sum, over the fixtures ffs and the placements of the
// kings each allows, of sign times the terms of the placement, their
// exponents k and m those of space.
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
// ff to table, if they may stand there: the product of the halves t gives,
// their exponents k and m those of space.
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
