package allchess

import (
	"context"
	"fmt"
	"math/big"
	"sync/atomic"

	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
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
// crossing lines is crossing.Lines, placement's too; fideTerms gives it
// this count's terms.

// FIDEMaxMen is the most men (kings included) a count under FIDE's en
// passant rule may take.
const FIDEMaxMen = 14

// A fideFixture is an en passant right under FIDE's rule: fx fixes the men
// of the board as it stands (and the sign), empty the squares it keeps
// empty (the two the pawn crossed), and after the men of the board after
// each capture it counts, on which the white king must not be in check.
type fideFixture struct {
	fx    *fixture
	empty []bool
	after [][]*pieces.Piece
}

// fideFixtures returns, with White to move, the fixtures of an en passant
// right under FIDE's rule on each file, with the men base fixes: Black's
// pawn just advanced two squares, the two squares it crossed empty, and
// White's pawns beside it on the squares of a non-empty set, each of whose
// captures is legal, counted with the sign of inclusion and exclusion so
// that the sum counts the placements with at least one legal capture.
func fideFixtures(s spec, base *fixture) []fideFixture {
	if s.EP != rights.FIDE {
		return nil
	}
	var out []fideFixture
	for su, fx := range epFixtures(s.Board, base) {
		if !fx.unfixed(su.Crossed[:]) {
			continue
		}
		for from, sign := range su.CapturerSets() {
			if sub, ok := fx.withCapturers(su, from, sign); ok {
				out = append(out, newFideFixture(sub, su, from))
			}
		}
	}
	return out
}

// unfixed reports whether fx fixes no man or king on squares.
func (fx *fixture) unfixed(squares []pieces.Square) bool {
	for _, sq := range squares {
		if fx.men[sq] != nil || sq == fx.wk || sq == fx.bk {
			return false
		}
	}
	return true
}

// newFideFixture returns the fixture of fx, which holds set-up su with
// White's pawns on the squares from, with the boards after the capture by
// each of them: that pawn and the black one gone, a white pawn on the en
// passant square. The squares the black pawn crossed are kept empty.
func newFideFixture(fx *fixture, su rights.EPSetup, from []pieces.Square) fideFixture {
	ff := fideFixture{fx: fx, empty: make([]bool, len(fx.men))}
	for _, sq := range su.Crossed {
		ff.empty[sq] = true
	}
	for _, sq := range from {
		x := su.Capture(sq)
		after := append([]*pieces.Piece(nil), fx.men...)
		after[x.From], after[x.Captured] = nil, nil
		landed := su.Capturer(x.To).Piece
		after[x.To] = &landed
		ff.after = append(ff.after, after)
	}
	return ff
}

// A fideCounter counts the en passant positions under FIDE's rule, White
// to move, in positions of at most maxTotal men.
type fideCounter struct {
	spec     spec
	layout   layout // the identity layout: its cell types and bounds
	maxTotal int
	tracker  *tracker
	spaces   map[int]*kmSpace // by limit
	space    *kmSpace         // the current table's
	armies   map[string]*fills
}

func newFideCounter(s spec, maxTotal int, t *tracker) *fideCounter {
	return &fideCounter{spec: s, layout: identityLayout(s.Board, false), maxTotal: maxTotal, tracker: t, spaces: map[int]*kmSpace{}, armies: map[string]*fills{}}
}

// abSize is the number of (a, b) pairs of a key.
func (fc *fideCounter) abSize() int { return fc.layout.dims.free[0] * fc.layout.dims.free[1] }

// part returns the positions of the fixtures ffs of the part of Count it
// names, each counted sign times, by number of men: a table of terms for
// each army of fixed men.
func (fc *fideCounter) part(ctx context.Context, part string, ffs []fideFixture) ([]*big.Int, error) {
	total := zeros(fc.maxTotal)
	keys, byKey := groupBy(ffs, fideFixture.key)
	for _, k := range keys {
		n, err := fc.table(ctx, tableName(part, "fide", k), byKey[k])
		if err != nil {
			return nil, err
		}
		for m := range total {
			total[m].Add(total[m], n[m])
		}
	}
	return total, nil
}

// tables returns the number of tables part evaluates for ffs.
func (fc *fideCounter) tables(ffs []fideFixture) int {
	keys, _ := groupBy(ffs, fideFixture.key)
	return len(keys)
}

// key names the armies ff fixes (see fixture.key).
func (ff fideFixture) key() string { return ff.fx.key() }

// table counts the fixtures ffs, which fix the same men, by number of men.
// The spec's store keeps the counts under name, or gives them back.
func (fc *fideCounter) table(ctx context.Context, name string, ffs []fideFixture) ([]*big.Int, error) {
	defer fc.tracker.tick()
	fx := ffs[0].fx
	white, black := fx.army(pieces.White), fx.army(pieces.Black)
	fixed := len(white) + len(black)
	total := zeros(fc.maxTotal)
	if 2+fixed > fc.maxTotal {
		return total, nil
	}
	store := fc.spec.Tables
	counts, ok := []*big.Int(nil), false
	if store != nil {
		counts, ok = store.Load(name)
		ok = ok && len(counts) == fc.maxTotal-fixed+1
	}
	if !ok {
		var err error
		if counts, err = fc.count(ctx, ffs, white, black); err != nil {
			return nil, err
		}
		if store != nil {
			if err := store.Save(name, counts); err != nil {
				return nil, err
			}
		}
	}
	for m, n := range counts {
		total[m+fixed].Add(total[m+fixed], n)
	}
	return total, nil
}

// count counts the fixtures ffs, which fix the men white and black, by
// number of men beyond those: the terms of every placement of the kings
// summed into one table, and the table evaluated once.
func (fc *fideCounter) count(ctx context.Context, ffs []fideFixture, white, black []pieces.Kind) ([]*big.Int, error) {
	fixed := len(white) + len(black)
	limit := fc.maxTotal - 2 - fixed
	if fc.spaces[limit] == nil {
		l := fc.layout
		fc.spaces[limit] = newKMSpace(l.dims.restricted, limit)
	}
	fc.space = fc.spaces[limit]
	table, err := fc.tally(ctx, ffs)
	if err != nil {
		return nil, err
	}
	return fc.evaluate(table, fc.fills(white, false), fc.fills(black, true), fc.maxTotal-fixed, fixed), nil
}

// fills returns the tables of the ways to fill cells with the men of an
// army that holds the men fixed beforehand, as newWhiteFills makes them
// for White's (Black's army takes their place for Black's men, asBlack,
// its vectors then prefix sums when promotions are tied to captures, as
// withBlack makes Black's), made once for each army of fixed men.
func (fc *fideCounter) fills(fixed []pieces.Kind, asBlack bool) *fills {
	key := fmt.Sprint(asBlack && fc.spec.reading.classes, fixed)
	if f, ok := fc.armies[key]; ok {
		return f
	}
	f := newWhiteFills(&fc.layout, fc.spec.Army, fixed, fc.spec.armyRules())
	if asBlack && f.rules.classed {
		for _, grid := range f.white {
			for _, row := range grid {
				for _, v := range row {
					if v != nil {
						f.prefix(v)
					}
				}
			}
		}
	}
	fc.armies[key] = f
	return f
}

// tally returns the sum, over the fixtures ffs and the placements of the
// kings each allows, of sign times the terms of the placement.
func (fc *fideCounter) tally(ctx context.Context, ffs []fideFixture) ([]wide, error) {
	b := fc.spec.Board
	return sumOverBlackKing(ctx, b, fc.spec.Shard, fc.spec.Workers, fc.abSize()*len(fc.space.vecs), func() blackKingWork {
		t := newFideTerms(fc, newFmul(fc.space, fc.abSize()))
		return func(bk pieces.Square, stop *atomic.Bool, mine *sink) error {
			for _, ff := range ffs {
				for wk := range pieces.Square(b.Squares()) {
					if stop.Load() {
						return nil
					}
					if err := fc.addPlacement(wk, bk, ff, t, mine); err != nil {
						return err
					}
				}
			}
			return nil
		}
	})
}

// addPlacement adds sign times the terms of the kings on wk and bk under
// ff to table, if they may stand there.
func (fc *fideCounter) addPlacement(wk, bk pieces.Square, ff fideFixture, t *fideTerms, table *sink) error {
	b := fc.spec.Board
	if !b.Apart(wk, bk) || !ff.fx.kingsFit(wk, bk) || ff.empty[wk] || ff.empty[bk] {
		return nil
	}
	sh, ok := fideShapeOf(b, wk, bk, ff)
	if !ok {
		return nil
	}
	first, second := fc.placementHalves(&sh, t)
	if t.m.overflowed {
		return errOverflow
	}
	n := kmNumber(len(fc.space.vecs))
	abSize := int32(fc.abSize())
	for _, x := range first {
		c, ok := mulChecked(ff.fx.sign, x.c)
		if !ok {
			return errOverflow
		}
		row := fc.space.sum[x.km*n : (x.km+1)*n]
		for _, y := range second {
			if km := row[y.km]; km != noKM && !table.add(x.ab+y.ab+abSize*int32(km), c, y.c) {
				return errOverflow
			}
		}
	}
	return nil
}

// evaluate returns, for each number of men up to maxMen (kings included,
// the fixed men not), the sum over the table's terms of their coefficient times the ways
// to fill their cells: White's men on the restricted cells of k (wf's
// tables), Black's on those of m (bf's, Black's army in the place of
// White's), and both on the free cells that hold men.
func (fc *fideCounter) evaluate(table []wide, wf, bf *fills, maxMen, fixed int) []*big.Int {
	l := &fc.layout
	ps := moduli(fc.spec.Board.Squares())
	residues := make([][]uint64, maxMen+1)
	for m := range residues {
		residues[m] = make([]uint64, len(ps))
	}
	abSize := fc.abSize()
	maxS1, maxS2 := 2*wf.maxI1, 2*wf.maxI2
	for km, v := range fc.space.vecs {
		coef := table[km*abSize : (km+1)*abSize]
		k, mk := 0, 0
		for t := range 4 {
			k += int(v[pieces.White][t]) * wf.kStride[t]
			mk += int(v[pieces.Black][t]) * bf.kStride[t]
		}
		base := 2 + wf.whiteMen[k] + bf.whiteMen[mk]
		if base > maxMen || wf.white[k] == nil || bf.white[mk] == nil || allZero(coef) {
			continue
		}
		f := *wf
		f.black = bf.white[mk]
		for i, p := range ps {
			x := occupied(coef, l.dims.free[0], l.dims.free[1], maxS1, maxS2, p)
			for s1 := range maxS1 {
				for s2 := range maxS2 {
					men := base + s1 + s2
					if x[s1][s2] == 0 || men > maxMen {
						continue
					}
					z := f.z(k, s1, s2, men+fixed, p)
					residues[men][i] = genfunc.AddMod(residues[men][i], genfunc.MulMod(x[s1][s2], z, p), p)
				}
			}
		}
	}
	return signedCounts(residues, ps)
}

// fideCastlingFixtures returns the fixtures of the en passant rights
// under FIDE's rule with each set of castling rights.
func fideCastlingFixtures(s spec, plainFx *fixture) []fideFixture {
	var out []fideFixture
	for _, fx := range castlingFixtures(s, plainFx) {
		out = append(out, fideFixtures(s, fx)...)
	}
	return out
}
