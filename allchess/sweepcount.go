package allchess

import (
	"context"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/radix"
	"github.com/chesscount/count/internal/sweep"
	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// The opposed-files rule needs the order of the pawns along each file,
// which the cells of the rest of the package lose: its positions are
// counted by the sweep (package sweep), which reads the board in order
// against the files' automaton of the rule (opposition), and whose table
// is evaluated here like the cells', one block of Black's pawns and
// opposed files at a time (sweepCount).

// sweepLayout is the layout of the sweep's terms, for the fills and
// evaluate: free cells of one type (a piece of any kind; the second type
// has no cell), and as restricted types the white checkers on a rank or
// file, on a diagonal and a knight's move away, and, third, White's pawns
// (each a white man of one kind, which is what a restricted type is).
// Black's pawns and the opposed files lie outside it (see sweepKeys).
func sweepLayout(b pieces.Board, a Army) layout {
	return layout{
		free:       [2]cellType{{1, anyPiece}, {1, anyPiece}},
		restricted: [4]cellType{{1, rookLike}, {1, bishopish}, {1, pieces.KindsOf(pieces.Pawn)}, {1, knight}},
		// Free cells: every square but the black king's, as many as a
		// sweep that has not yet placed the white king can hold.
		dims: keyDims{free: [2]int{b.Squares(), 1}, restricted: [4]int{5, 5, a.Pawns + 1, 9}, whiteBishops: 1},
	}
}

// whitePawnCells is the restricted type of the sweep's layout that holds
// White's pawns, in place of the pawns' checks of the cells' layout.
const whitePawnCells = pawnAttack

// sweepBlackPawns and sweepOpposed are the digits of Black's pawns and of
// the opposed files in the radix of a sweep's keys, after the layout's.
const (
	sweepBlackPawns = keyRestricted + 5
	sweepOpposed    = sweepBlackPawns + 1
)

// sweepKeys returns the layout of the sweep of spec s and the radix of its
// keys: the layout's, then Black's pawns (0 to the pawns) and the opposed
// files (0 to the files when the sweep reads them, else 0 alone).
func sweepKeys(s spec) (layout, radix.Radix) {
	l := sweepLayout(s.Board, s.Army)
	d := l.dims
	opposed := 1
	if s.reading.files != nil {
		opposed = s.Army.Pawns + 1
	}
	return l, radix.New(d.free[0], d.free[1], d.restricted[0], d.restricted[1], d.restricted[2], d.restricted[3], d.whiteBishops,
		s.Army.Pawns+1, opposed)
}

// sweepDigits are the digits of sweepKeys' radix that hold the sweep's
// variables: the free cells of the first type, the restricted types, and
// Black's pawns and the opposed files after the layout's.
var sweepDigits = [sweep.NumVars]int{
	sweep.Free:             0,
	sweep.RankCheckers:     keyRestricted + int(onRank),
	sweep.DiagonalCheckers: keyRestricted + int(onDiagonal),
	sweep.KnightCheckers:   keyRestricted + int(onKnight),
	sweep.WhitePawns:       keyRestricted + int(whitePawnCells),
	sweep.BlackPawns:       sweepBlackPawns,
	sweep.ScoredFiles:      sweepOpposed,
}

// newSweeper returns a sweeper of spec s for terms of at most most men
// beyond the kings and the fixed men.
func newSweeper(s spec, most int) *sweep.Sweeper {
	_, r := sweepKeys(s)
	k := sweep.Keys{Size: r.Size()}
	for v, d := range sweepDigits {
		k.Place[v], k.Bound[v] = int32(r.Stride(d)), r.Bound(d)
	}
	return sweep.New(sweep.Config{Board: s.Board, Keys: k, Pawns: s.Army.Pawns, Men: most, Files: s.reading.files})
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
	return sumOverBlackKing(ctx, b, s.Shard, s.Workers, r.Size(), func() blackKingWork {
		sw := newSweeper(s, most)
		return func(bk pieces.Square, stop *atomic.Bool, mine *wide.Sink) error {
			for _, fx := range fxs {
				weight := fx.mirrorWeight(b, bk)
				if stop.Load() || weight == 0 || !fx.blackKingMay(b, bk) {
					continue
				}
				sf := sweep.Fixture{BlackKing: bk, WhiteKing: fx.wk, Men: fx.men, PawnFree: fx.pawnFree}
				if err := sw.Add(sf, fx.sign*weight, mine); err != nil {
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
	wf := newFills(&l, s.Army, pieces.White, fx.army(pieces.White), s.armyRules)
	total := zeros(maxMen)
	block := r.Stride(sweepBlackPawns)
	for from := 0; from < r.Size(); from += block {
		part := table[from : from+block]
		if wide.AllZero(part) {
			continue
		}
		f := wf.withBlack(&l, s.Army, fx.army(pieces.Black), r.Digit(from, sweepBlackPawns), r.Digit(from, sweepOpposed))
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
