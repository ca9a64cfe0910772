package allchess

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// A counter counts the positions with White to move of one positionSet,
// in its layout.
type counter struct {
	spec      spec
	positions positionSet
	layout    layout
	maxTotal  int
	tracker   *tracker
	// corrections are the bishop refinement's, if asked for and the army
	// starts with two bishops (else it changes nothing).
	corrections []correction
}

// newCounter returns the counter of the positions ps under s, reporting
// to t.
func newCounter(s spec, ps positionSet, t *tracker) *counter {
	l := ps.layout(s.Board)
	c := &counter{spec: s, positions: ps, layout: l, maxTotal: s.maxTotal(), tracker: t}
	if s.reading.colours && s.Army.Base[pieces.Bishop] == 2 {
		c.corrections = l.bishopCorrections(s.Army, c.maxTotal, s.reading.classes)
	}
	return c
}

// symmetricShape returns the shape of the kings on wk and bk under fx in
// a symmetry's layout, and false unless both stand on its axis and fx
// lets them.
func (c *counter) symmetricShape(wk, bk pieces.Square, fx *fixture) (shape, bool) {
	b := c.spec.Board
	x1, y1 := b.Coords(wk)
	x2, y2 := b.Coords(bk)
	switch {
	case !b.Apart(wk, bk) || !fx.kingsFit(wk, bk):
		return shape{}, false
	case c.positions == diagonalPositions:
		return diagonalShape(b, wk, bk), x1 == y1 && x2 == y2
	case 2*x1 != b.Files-1 || 2*x2 != b.Files-1:
		return shape{}, false
	}
	return mirrorShape(b, wk, bk, fx)
}

// part counts the positions with White to move of the fixtures fxs, each
// counted sign times, by number of men, less those the bishop refinement
// forbids (bishopCorrections). It goes army by army of fixed men, the
// base and each correction in turn sharing restricted tables (c.fills).
func (c *counter) part(ctx context.Context, name string, fxs []*fixture) ([]*big.Int, error) {
	layouts := append([]correction{{c.layout, 1}}, c.correctionsFor(fxs)...)
	tc := tableCounter{c.spec.Tables, c.maxTotal, c.tracker}
	white := map[string]*fills{} // White's tables, by the men they hold fixed
	return sumByKey(fxs, (*fixture).key, c.maxTotal, func(key string, fxs []*fixture) ([]*big.Int, error) {
		total := zeros(c.maxTotal)
		for _, corr := range layouts {
			l, fixed := &corr.layout, fxs[0].fixedMen()
			n, err := tc.count(ctx, tableName(name, l.kept(), key), fixed, 2+fixed+l.blackBishops, func(ctx context.Context, maxMen int) ([]*big.Int, error) {
				return c.table(ctx, l, fxs, c.fills(white, l, fxs[0]), maxMen)
			})
			if err != nil {
				return nil, err
			}
			for m := range total {
				total[m].Add(total[m], n[m].Mul(n[m], big.NewInt(corr.sign)))
			}
		}
		return total, nil
	})
}

// correctionsFor returns c's corrections for the fixtures fxs. The file
// mirror of a board of even files swaps the squares' colours, and keeps
// the positions when the fixtures fix nothing (in the identity's layout):
// the count with the bishops kept to colours (w, b) is then that with
// (¬w, ¬b), and one of the two counts twice.
func (c *counter) correctionsFor(fxs []*fixture) []correction {
	if c.positions.symmetric() || len(fxs) != 1 || fxs[0].fixesMen() || slices.Contains(fxs[0].pawnFree, true) {
		return c.corrections
	}
	var out []correction
	for _, corr := range c.corrections {
		w, b := corr.layout.bishops[pieces.White], corr.layout.bishops[pieces.Black]
		if (w.set && w.colour == pieces.Light) || (!w.set && b.colour == pieces.Light) {
			continue // the mirror image of the one with the other colours
		}
		corr.sign *= 2
		out = append(out, corr)
	}
	return out
}

// table counts the fixtures fxs, which fix the same men, in layout l, by
// number of men beyond those up to maxMen: every placement of the kings
// summed into one table, evaluated once with the fills f.
func (c *counter) table(ctx context.Context, l *layout, fxs []*fixture, f *fills, maxMen int) ([]*big.Int, error) {
	table, err := c.tally(ctx, l, fxs)
	if err != nil {
		return nil, err
	}
	return evaluate(l, f, f.parts(l, table), maxMen, fxs[0].fixedMen(), c.spec.Board.Squares()), nil
}

// fills returns the fills of layout l for the men fx fixes. Their costly
// restricted tables depend only on White's bishops kept apart and White's
// men fixed, and are shared through white.
func (c *counter) fills(white map[string]*fills, l *layout, fx *fixture) *fills {
	men := fx.army(pieces.White)
	key := fmt.Sprintf("%v %v", l.bishops[pieces.White], men)
	w, ok := white[key]
	if !ok {
		w = newFills(l, c.spec.Army, pieces.White, men, c.spec.armyRules)
		white[key] = w
	}
	return w.withBlack(l, c.spec.Army, fx.army(pieces.Black), 0, 0)
}

// tally returns the sum, over the fixtures fxs and the placements of the
// kings apart each allows, of fx.sign times the terms of the placement.
func (c *counter) tally(ctx context.Context, l *layout, fxs []*fixture) ([]wide.Int, error) {
	b := c.spec.Board
	return sumOverBlackKing(ctx, b, c.spec.Shard, c.spec.Workers, l.size(), func() blackKingWork {
		m := newMultiplier(l)
		return func(bk pieces.Square, stop *atomic.Bool, mine *wide.Sink) error {
			for _, fx := range fxs {
				if stop.Load() {
					return nil
				}
				if !c.positions.symmetric() {
					if err := c.addBlackKing(l, bk, fx, m, mine); err != nil {
						return err
					}
					continue
				}
				for wk := range pieces.Square(b.Squares()) {
					if sh, ok := c.symmetricShape(wk, bk, fx); ok {
						if err := l.addTerms(sh, m, fx.sign, mine); err != nil {
							return err
						}
					}
				}
			}
			return nil
		}
	})
}

// tables returns the number of tables c.part evaluates for fxs.
func (c *counter) tables(fxs []*fixture) int {
	return (1 + len(c.correctionsFor(fxs))) * tableKeys(fxs, (*fixture).key)
}
