package allchess

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Spec says what to count: every position on Board whose two armies Army
// allows, with at most MaxMen men (kings included; 0 for no limit).
type Spec struct {
	Board  pieces.Board
	Army   Army
	MaxMen int
	// Castling is census.NoCastling, census.StandardCastling (the king
	// and a rook at home, on the middle file and in a corner) or
	// census.Chess960Castling (on a board of 8 files).
	Castling census.CastlingRule
	// EP is census.NoEP, census.NULP (the rule of the NULP tallies) or
	// census.FIDE (the capture legal), the last for at most FIDEMaxMen
	// men and without the bishop refinement.
	EP census.EP
	// Captures ties promotions to captures: each side's promotions are at
	// most the captures (the men missing from both armies at the start)
	// plus the other side's pawns captured, as J. Tromp's Chess Position
	// Ranking has it (see fills.pair for why every legal position obeys).
	Captures bool
	// Bishops asks that a side's bishops on one square colour beyond the
	// first be promotions: where chess's rule charges max(0, B − 2) for
	// the bishops, it charges max(0, B_light − 1) + max(0, B_dark − 1).
	// It changes nothing unless the army starts with two bishops.
	Bishops bool
	// Files asks for J. Tromp's opposed files: at least F − C − (the pawns
	// both sides have lost) files each hold a black pawn with a white pawn
	// next below it on the file, F the files, C the captures (see
	// opposition.go and docs/allchess.md for why every legal position
	// obeys). It needs an army of one pawn for each file.
	Files bool
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Progress, if set, is called after each table of terms is evaluated
	// with the tables done and the tables in all.
	Progress placement.Progress
	// Tables, if set, keeps each table's counts as it is done, and gives
	// back those of the tables done before, which are not counted again:
	// a count that stopped goes on from where it stopped.
	Tables TableStore
	// Shard, if set, restricts the count to one share of the black
	// king's squares (see Shard and CountShare); its zero value is the
	// whole count.
	Shard Shard
}

// A TableStore keeps the counts of Count's tables, by name. A name says
// which table of one Spec's count it is; the store must hold the tables
// of one Spec only.
type TableStore interface {
	// Load returns the counts of the table name, by number of men, and
	// whether it holds them.
	Load(name string) ([]*big.Int, bool)
	// Save keeps the counts of the table name.
	Save(name string, counts []*big.Int) error
}

// Result is what Count finds, by number of men: index m holds the
// positions with m men, kings included (0 and 1 hold zero).
type Result struct {
	Spec Spec
	// Positions counts each position once for each side to move; a
	// placement with castling or en passant rights makes a position for
	// each set of rights it can hold besides the one with none.
	Positions []*big.Int
	// Castling and EnPassant are the parts of Positions with castling
	// rights (with or without an en passant right), and with an en passant
	// right alone.
	Castling, EnPassant []*big.Int
	// Pawnless is the part of Positions without pawns.
	Pawnless []*big.Int
	// Classes is the positions up to the board symmetries each allows
	// (all of the board's group without pawns, the file mirror with them)
	// and the colour swap.
	Classes []*big.Int
}

// Validate reports whether s can be counted: a board of even sides (so
// that no symmetry of the board fixes a king) with at most 64 squares,
// and an army rule this package knows.
func (s Spec) Validate() error {
	b := s.Board
	if err := b.Validate(); err != nil {
		return err
	}
	if b.Files%2 != 0 || b.Ranks%2 != 0 || b.Squares() > 64 || b.Ranks < 4 {
		return fmt.Errorf("allchess: the board must have an even number of files and of ranks, at least 4 ranks, and at most 64 squares, not %s", b)
	}
	if err := census.CheckCastling(s.Castling, b); err != nil {
		return err
	}
	if err := s.checkFIDE(); err != nil {
		return err
	}
	if err := s.checkFiles(); err != nil {
		return err
	}
	if err := s.Shard.check(b); err != nil {
		return err
	}
	if s.MaxMen < 0 || s.MaxMen == 1 {
		return fmt.Errorf("allchess: at most %d men; give 0 for no limit, or at least 2 (the kings)", s.MaxMen)
	}
	return s.Army.Validate()
}

// Count counts the positions of every army s.Army allows at once, and
// their classes, by number of men. A position is a placement of the two
// kings apart and the armies' men, no pawn on the first or last rank, with
// a side to move whose opponent is not in check.
//
// It counts the positions with White to move, which by the colour swap
// are as many as those with Black to move, one placement of the kings at
// a time: the generating function of the other men (see layout.addTerms),
// summed over the kings' placements into one table of terms, then each
// term evaluated once against the army rule (see evaluate). The classes
// come by Burnside's lemma from the same count and from the positions
// without pawns that a diagonal reflection fixes: no other symmetry of a
// board of even sides fixes a king, and none composed with the colour
// swap fixes a side to move. Under FIDE's en passant rule the en passant
// positions are counted apart, following both kings' lines (see
// fideCounter).
//
// Count is CountShare of the whole, then Merge: a spec with a Shard of
// more than one share is CountShare's.
func Count(ctx context.Context, s Spec) (*Result, error) {
	if s.Shard.Of > 1 {
		return nil, fmt.Errorf("allchess: Count counts the whole, not share %s; give the spec to CountShare, and its shares to Merge", s.Shard)
	}
	share, err := CountShare(ctx, s)
	if err != nil {
		return nil, err
	}
	return Merge(share)
}

// maxTotal returns the most men, kings included, that s counts.
func (s Spec) maxTotal() int {
	if s.MaxMen > 0 {
		return s.MaxMen
	}
	return 2 + 2*s.Army.MaxMen()
}

// countParts counts the parts of Count (see allPart) with White to move,
// by number of men, over the black king's squares of s.Shard.
func countParts(ctx context.Context, s Spec) ([][]*big.Int, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	maxTotal := s.maxTotal()
	b := s.Board
	t := &tracker{progress: s.Progress}
	c := newCounter(s, identityLayout(b, false), maxTotal, t)
	pc := newCounter(s, identityLayout(b, true), maxTotal, t)
	pc.pawnless = true
	plainFx := plain(b)
	// The positions with pawns keep the files apart under the opposed-files
	// rule (the sweep); those without cannot hold an opposed file.
	var withPawns partCounter = c
	if s.Files {
		withPawns = &sweepCounter{spec: s, maxTotal: maxTotal, tracker: t}
	}
	parts := [diagonalPart + 1]part{
		allPart:      {withPawns, []*fixture{plainFx}},
		castlingPart: {withPawns, castlingFixtures(s, plainFx)},
		epPart:       {withPawns, enPassantFixtures(s, plainFx)},
		pawnlessPart: {pc, []*fixture{plainFx}},
	}
	if b.Files == b.Ranks {
		dc := newCounter(s, diagonalLayout(b), maxTotal, t)
		dc.diagonal = true
		parts[diagonalPart] = part{dc, []*fixture{plainFx}}
	}
	for _, p := range parts {
		t.total += p.tables()
	}
	fide := fideParts(s, plainFx)
	for _, ffs := range fide {
		t.total += fideTables(ffs)
	}
	counts := make([][]*big.Int, len(parts))
	for i, p := range parts {
		counts[i] = zeros(maxTotal)
		if p.c == nil {
			continue
		}
		var err error
		if counts[i], err = p.c.part(ctx, partNames[i], p.fxs); err != nil {
			return nil, err
		}
	}
	fc := newFideCounter(s, maxTotal, t)
	for i, ffs := range fide {
		n, err := fc.part(ctx, partNames[i], ffs)
		if err != nil {
			return nil, err
		}
		for m := range n {
			counts[i][m].Add(counts[i][m], n[m])
		}
	}
	return counts, nil
}

// result is the last step of Count: the parts of Count (see allPart) with
// White to move, by number of men, over every square of the black king,
// made into both sides' positions and their classes.
func result(s Spec, counts [][]*big.Int) (*Result, error) {
	r, err := classes(s, counts[allPart], counts[pawnlessPart], counts[diagonalPart])
	if err != nil {
		return nil, err
	}
	if err := r.addRights(counts[castlingPart], counts[epPart]); err != nil {
		return nil, err
	}
	return r, nil
}

// The parts of Count: all positions without rights, those with castling
// rights, those with an en passant right alone, those without pawns, and
// those without pawns that the a1-h8 reflection fixes.
const (
	allPart = iota
	castlingPart
	epPart
	pawnlessPart
	diagonalPart
)

// tableName names a table of Count in a TableStore: the part it counts,
// the count that makes it (for the cells, the bishops their layout keeps
// apart; "fide" for FIDE's en passant positions; "opposed files" for the
// sweep), and the men its fixtures fix (fixture.key).
func tableName(part, count, key string) string { return part + "|" + count + "|" + key }

// partNames names the parts, in the names of their tables.
var partNames = [diagonalPart + 1]string{"all", "castling", "en passant", "pawnless", "diagonal"}

// A part is one share of Count: a counter and the fixtures it counts.
type part struct {
	c   partCounter
	fxs []*fixture
}

// A partCounter counts the positions with White to move of a part's
// fixtures, by number of men, in tables of terms.
type partCounter interface {
	part(ctx context.Context, name string, fxs []*fixture) ([]*big.Int, error)
	// tables is the number of tables part evaluates for fxs.
	tables(fxs []*fixture) int
}

// tables returns the number of tables p evaluates.
func (p part) tables() int {
	if p.c == nil {
		return 0
	}
	return p.c.tables(p.fxs)
}

// tables returns the number of tables c.part evaluates for fxs.
func (c *counter) tables(fxs []*fixture) int {
	keys, _ := groups(fxs)
	return (1 + len(c.correctionsFor(fxs))) * len(keys)
}

// A tracker hands Count's progress, in tables evaluated, to Spec.Progress.
type tracker struct {
	progress    placement.Progress
	done, total int
}

// tick marks one more table evaluated.
func (t *tracker) tick() {
	if t.done++; t.progress != nil {
		t.progress(t.done, t.total)
	}
}

// zeros returns n+1 counts of zero, one for each number of men up to n.
func zeros(n int) []*big.Int {
	out := make([]*big.Int, n+1)
	for i := range out {
		out[i] = new(big.Int)
	}
	return out
}

// addRights adds the positions with castling rights and those with an en
// passant right, both sides to move, and their classes by Burnside's
// lemma: no element of their groups (none but the identity with castling
// rights, the file mirror with an en passant right) but the identity fixes
// one, since the mirror moves every file of a board with an even number of
// files, and none with the colour swap, which changes the side to move.
func (r *Result) addRights(castling, ep []*big.Int) error {
	b := r.Spec.Board
	two := big.NewInt(2)
	for m := range r.Positions {
		c := new(big.Int).Mul(castling[m], two)
		e := new(big.Int).Mul(ep[m], two)
		cc, err := classesOf(b, symmetry.Rights{Pawns: true, Castling: true}, c, m)
		if err != nil {
			return err
		}
		ec, err := classesOf(b, symmetry.Rights{Pawns: true, EnPassant: true}, e, m)
		if err != nil {
			return err
		}
		r.Castling = append(r.Castling, c)
		r.EnPassant = append(r.EnPassant, e)
		r.Positions[m].Add(r.Positions[m], c).Add(r.Positions[m], e)
		r.Classes[m].Add(r.Classes[m], cc).Add(r.Classes[m], ec)
	}
	return nil
}

// classesOf returns, by Burnside's lemma, the classes of positions of m
// men whose board symmetries are those the rights r keep on b (see
// symmetry.ForPosition), with the colour swap: sum, the positions each
// element fixes, summed over the group, over its order.
func classesOf(b pieces.Board, r symmetry.Rights, sum *big.Int, m int) (*big.Int, error) {
	c, err := burnside.Average(sum, 2*symmetry.ForPosition(b, r).Order())
	if err != nil {
		return nil, fmt.Errorf("allchess: %d men: %w", m, err)
	}
	return c, nil
}

// classes doubles the counts with White to move into both sides, and
// applies Burnside's lemma to the positions without pawns and to those
// with pawns, each with its group times the colour swap. Without pawns,
// only the identity and the two diagonal reflections of a square board
// fix a position (no other symmetry of a board of even sides fixes a
// king), each reflection as many as the other (the quarter turn
// conjugates them); with pawns, only the identity. No element with the
// colour swap fixes one: it changes the side to move.
func classes(s Spec, all, pawnless, diagonal []*big.Int) (*Result, error) {
	r := &Result{Spec: s}
	two, four := big.NewInt(2), big.NewInt(4)
	for m := range all {
		pos := new(big.Int).Mul(all[m], two)
		pl := new(big.Int).Mul(pawnless[m], two)
		sumPl := new(big.Int).Add(pl, new(big.Int).Mul(diagonal[m], four))
		c1, err := classesOf(s.Board, symmetry.Rights{}, sumPl, m)
		if err != nil {
			return nil, err
		}
		c2, err := classesOf(s.Board, symmetry.Rights{Pawns: true}, new(big.Int).Sub(pos, pl), m)
		if err != nil {
			return nil, err
		}
		r.Positions = append(r.Positions, pos)
		r.Pawnless = append(r.Pawnless, pl)
		r.Classes = append(r.Classes, c1.Add(c1, c2))
	}
	return r, nil
}

// A counter counts the positions with White to move in one layout: every
// square its own cell (with or without pawns), or the cells of the
// positions the diagonal reflection fixes.
type counter struct {
	spec               Spec
	layout             layout
	maxTotal           int
	pawnless, diagonal bool
	tracker            *tracker
	// corrections are the bishop refinement's, if the spec asks for it
	// and the army starts with two bishops (else it changes nothing).
	corrections []correction
	// whiteFills holds the white tables of the fills made so far for one
	// army of fixed men (see counter.fills).
	whiteFills map[string]*fills
}

// newCounter returns the counter of layout l under s, for positions of
// at most maxTotal men, reporting to t.
func newCounter(s Spec, l layout, maxTotal int, t *tracker) *counter {
	c := &counter{spec: s, layout: l, maxTotal: maxTotal, tracker: t}
	if s.Bishops && s.Army.Base[pieces.Bishop] == 2 {
		c.corrections = l.bishopCorrections(s.Army, maxTotal, s.Captures)
	}
	return c
}

// diagonalShape returns the shape of the kings on wk and bk in the
// diagonal layout, and false unless both stand on the a1-h8 diagonal.
func (c *counter) diagonalShape(wk, bk pieces.Square) (shape, bool) {
	b := c.spec.Board
	x1, y1 := b.Coords(wk)
	x2, y2 := b.Coords(bk)
	if x1 != y1 || x2 != y2 {
		return shape{}, false
	}
	return diagonalShape(b, wk, bk), true
}

// part counts the positions with White to move of the fixtures fxs, each
// counted sign times, by number of men, in c's layout; with the bishop
// refinement, less the positions it forbids (see bishopCorrections). It
// goes army by army of fixed men, the base and each correction in turn,
// so that they share the fills' white tables (see counter.fills).
func (c *counter) part(ctx context.Context, name string, fxs []*fixture) ([]*big.Int, error) {
	keys, byKey := groups(fxs)
	layouts := append([]correction{{c.layout, 1}}, c.correctionsFor(fxs)...)
	total := zeros(c.maxTotal)
	for _, k := range keys {
		c.whiteFills = nil // the white tables of this key's men only
		for _, corr := range layouts {
			n, err := c.partIn(ctx, name, &corr.layout, k, byKey[k])
			if err != nil {
				return nil, err
			}
			for m := range total {
				total[m].Add(total[m], n[m].Mul(n[m], big.NewInt(corr.sign)))
			}
		}
	}
	return total, nil
}

// correctionsFor returns c's corrections for the fixtures fxs. The file
// mirror of a board with an even number of files swaps the colours of the
// squares, and keeps the positions counted when the fixtures fix nothing
// (and the layout is the identity's): the count with the bishops kept to
// colours (w, b) is then that with (¬w, ¬b), and one of the two counts
// twice.
func (c *counter) correctionsFor(fxs []*fixture) []correction {
	if c.diagonal || len(fxs) != 1 || fxs[0].fixesMen() || slices.Contains(fxs[0].pawnFree, true) {
		return c.corrections
	}
	var out []correction
	for _, corr := range c.corrections {
		w, b := corr.layout.bishops[0], corr.layout.bishops[1]
		if (w.set && w.colour == light) || (!w.set && b.colour == light) {
			continue // the mirror image of the one with the other colours
		}
		corr.sign *= 2
		out = append(out, corr)
	}
	return out
}

// A correction is a count in a layout that keeps some bishops apart, and
// the sign it is added with.
type correction struct {
	layout layout
	sign   int64
}

// bishopCorrections returns the counts that take from l's the positions
// the bishop refinement forbids, in positions of at most maxTotal men
// under army a (which starts with two bishops), with promotions tied to
// captures or not. The refinement's charge for B bishops,
// max(0, B_light − 1) + max(0, B_dark − 1), exceeds chess's, max(0, B − 2),
// only when B ≥ 2 all stand on one colour, and then by one promotion,
// which uses up one more pawn. Without captures it so forbids exactly the
// armies that have used all their pawns (pawns plus promotions) and hold
// two or more bishops, all on one colour, at least a.Pawns + 2 men. With
// captures one more promotion also tightens both sides' bounds (see
// fills.blackBounds), and each count takes what the charge takes away
// (see fills.takenAway). By inclusion and exclusion over the two sides,
// the counts with White's bishops kept to either colour and those with
// Black's are taken away, and those with both added back. Black's bishops
// are a number fixed for each table, from 2 to a.Pawns + 2, so that no
// table holds two variables of bishops.
func (l layout) bishopCorrections(a Army, maxTotal int, captures bool) []correction {
	most := a.Pawns + a.Base[pieces.Bishop] // the most bishops of an army
	fewest := most                          // the fewest men of an army the charge changes
	if captures {
		fewest = a.Base[pieces.Bishop]
	}
	var out []correction
	sides := []bishopsOn{{}, {true, dark}, {true, light}}
	for _, w := range sides {
		for _, b := range sides {
			sign, men := int64(-1), 2+fewest
			lw := l
			switch {
			case !w.set && !b.set:
				continue
			case w.set && b.set:
				sign, men = 1, 2+2*fewest
				fallthrough
			case w.set:
				lw = lw.keepBishops(pieces.White, w.colour, 0)
			}
			switch {
			case men > maxTotal:
			case !b.set:
				out = append(out, correction{lw, sign})
			default:
				for n := a.Base[pieces.Bishop]; n <= most; n++ {
					out = append(out, correction{lw.keepBishops(pieces.Black, b.colour, n), sign})
				}
			}
		}
	}
	return out
}

// partIn is part in layout l for the fixtures fxs, which fix the men key
// names, without the corrections: the terms of every placement of the
// kings summed into one table, and the table evaluated once.
func (c *counter) partIn(ctx context.Context, part string, l *layout, key string, fxs []*fixture) ([]*big.Int, error) {
	defer c.tracker.tick()
	total := zeros(c.maxTotal)
	fx := fxs[0]
	fixed := len(fx.army(pieces.White)) + len(fx.army(pieces.Black))
	if 2+fixed+l.blackBishops > c.maxTotal {
		return total, nil // more men than counted
	}
	counts, err := c.table(ctx, tableName(part, l.kept(), key), l, fxs)
	if err != nil {
		return nil, err
	}
	for m, n := range counts {
		total[m+fixed].Add(total[m+fixed], n)
	}
	return total, nil
}

// table returns the counts of one table of terms, by number of men beyond
// those its fixtures fix: the fixtures fxs, which fix the same men, in
// layout l. The spec's store keeps it under name, or gives it back.
func (c *counter) table(ctx context.Context, name string, l *layout, fxs []*fixture) ([]*big.Int, error) {
	fx := fxs[0]
	fixed := len(fx.army(pieces.White)) + len(fx.army(pieces.Black))
	store := c.spec.Tables
	if store != nil {
		if counts, ok := store.Load(name); ok && len(counts) == c.maxTotal-fixed+1 {
			return counts, nil
		}
	}
	table, err := c.tally(ctx, l, fxs)
	if err != nil {
		return nil, err
	}
	f := c.fills(l, fx)
	f.fixedMen = fixed
	counts := evaluate(l, table, f, c.maxTotal-fixed, c.spec.Board.Squares())
	if store != nil {
		if err := store.Save(name, counts); err != nil {
			return nil, err
		}
	}
	return counts, nil
}

// fills returns the fills of layout l for the men fx fixes. Their white
// tables, the costly ones, depend only on White's bishops kept apart and
// White's men fixed, and are shared by the tables alike: the base and the
// corrections for each number of Black's bishops.
func (c *counter) fills(l *layout, fx *fixture) *fills {
	white := fx.army(pieces.White)
	key := fmt.Sprintf("%v %v", l.bishops[pieces.White], white)
	w, ok := c.whiteFills[key]
	if !ok {
		w = newWhiteFills(l, c.spec.Army, white, armyRules{captures: c.spec.Captures, files: c.spec.Files})
		if c.whiteFills == nil {
			c.whiteFills = map[string]*fills{}
		}
		c.whiteFills[key] = w
	}
	return w.withBlack(l, c.spec.Army, fx.army(pieces.Black))
}

// groups returns the fixtures fxs grouped by the armies they fix (see
// fixture.key), and the groups' keys in the order they first come.
func groups(fxs []*fixture) ([]string, map[string][]*fixture) {
	return groupBy(fxs, (*fixture).key)
}

// groupBy returns items grouped by key, and the groups' keys in the order
// they first come.
func groupBy[T any](items []T, key func(T) string) ([]string, map[string][]T) {
	byKey := map[string][]T{}
	var keys []string
	for _, it := range items {
		k := key(it)
		if byKey[k] == nil {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], it)
	}
	return keys, byKey
}

// tally returns the sum, over the fixtures fxs and the placements of the
// kings apart each allows, of fx.sign times the terms of the placement.
func (c *counter) tally(ctx context.Context, l *layout, fxs []*fixture) ([]wide, error) {
	b := c.spec.Board
	return sumOverBlackKing(ctx, b, c.spec.Shard, c.spec.Workers, l.size(), func() blackKingWork {
		m := newMultiplier(l)
		return func(bk pieces.Square, stop *atomic.Bool, mine *sink) error {
			for _, fx := range fxs {
				if stop.Load() {
					return nil
				}
				if !c.diagonal {
					if err := c.addBlackKing(l, bk, fx, m, mine); err != nil {
						return err
					}
					continue
				}
				for wk := range pieces.Square(b.Squares()) {
					if !apart(b, wk, bk) {
						continue
					}
					if sh, ok := c.diagonalShape(wk, bk); ok {
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

// A blackKingWork adds to a worker's sink the terms of the placements with
// the black king on bk, and reports an error that stops the count; it
// returns early once stop is set.
type blackKingWork func(bk pieces.Square, stop *atomic.Bool, mine *sink) error

// sumOverBlackKing returns a table of size entries: the sum of what the
// works newWork makes add, one for each goroutine, over the squares of the
// black king on b in share sh, shared out among them.
func sumOverBlackKing(ctx context.Context, b pieces.Board, sh Shard, goroutines, size int, newWork func() blackKingWork) ([]wide, error) {
	table := make([]wide, size)
	squares := sh.squares(b)
	var failed error
	err := workers.Each(ctx, len(squares), goroutines, nil, func(stop *atomic.Bool) workers.Worker {
		mine := &sink{narrow: make([]int64, size)}
		work := newWork()
		var werr error
		return workers.Worker{
			Work: func(i int) {
				if werr == nil && !stop.Load() {
					werr = work(squares[i], stop, mine)
				}
			},
			Finish: func() {
				if werr == nil {
					werr = addTable(table, mine)
				}
				if werr != nil && failed == nil {
					failed = werr
				}
			},
		}
	})
	if err == nil {
		err = failed
	}
	return table, err
}

// addTable adds src to dst, checking for overflow.
func addTable(dst []wide, src *sink) error {
	for k, c := range src.narrow {
		if c != 0 && !dst[k].addProduct(c, 1) {
			return errOverflow
		}
	}
	for k, c := range src.spill {
		if !c.isZero() && !dst[k].add(c) {
			return errOverflow
		}
	}
	return nil
}

// binomials holds C(n, k) for n up to 64, each below 2^61.
var binomials = func() [65][65]uint64 {
	var c [65][65]uint64
	for n := range 65 {
		c[n][0] = 1
		for k := 1; k <= n; k++ {
			c[n][k] = c[n-1][k-1] + c[n-1][k]
		}
	}
	return c
}()

// evaluate returns, for each number of men up to maxTotal, the sum over
// the table's terms of their coefficient times the number of ways to fill
// their cells (see fills): a term with a cells of free type 0 of which s1
// hold men, and b of type 1 of which s2 do, fills in
// C(a, s1)·C(b, s2)·Z ways, Z the fillings of s1 + s2 occupied cells and
// its restricted cells. Modular arithmetic, word-size primes and the
// Chinese remainder theorem keep it exact.
func evaluate(l *layout, table []wide, f *fills, maxTotal, squares int) []*big.Int {
	ps := moduli(squares)
	residues := make([][]uint64, maxTotal+1)
	for m := range residues {
		residues[m] = make([]uint64, len(ps))
	}
	perK := l.dims[0] * l.dims[1]
	for k := range len(table) / perK {
		if f.whiteMen[k]+f.blackMen+2 > maxTotal || f.white[k] == nil || allZero(table[k*perK:(k+1)*perK]) {
			continue
		}
		for i, p := range ps {
			evaluateK(l, table[k*perK:(k+1)*perK], f, k, p, func(men int, v uint64) {
				if men <= maxTotal {
					residues[men][i] = genfunc.AddMod(residues[men][i], v, p)
				}
			})
		}
	}
	return signedCounts(residues, ps)
}

// moduli returns the word-size primes that count exactly on a board of
// that many squares: each holds one of 13 things (empty, or one of twelve
// men), so no count of its positions reaches 13^squares, and a signed one
// needs twice that.
func moduli(squares int) []uint64 {
	bound := new(big.Int).Exp(big.NewInt(13), big.NewInt(int64(squares)), nil)
	return genfunc.Moduli(bound.Mul(bound, big.NewInt(2)))
}

// signedCounts returns the numbers of the residues (by number of men, then
// by modulus of ps). A part counted with inclusion and exclusion may be
// negative: each is read as the number of least absolute value, which the
// moduli's bound (twice any count's size) makes the true one.
func signedCounts(residues [][]uint64, ps []uint64) []*big.Int {
	modulus := big.NewInt(1)
	for _, p := range ps {
		modulus.Mul(modulus, new(big.Int).SetUint64(p))
	}
	half := new(big.Int).Rsh(modulus, 1)
	out := make([]*big.Int, len(residues))
	for m := range out {
		out[m] = genfunc.Combine(residues[m], ps)
		if out[m].Cmp(half) > 0 {
			out[m].Sub(out[m], modulus)
		}
	}
	return out
}

// evaluateK evaluates the terms of one restricted part k (coef indexed by
// a + dims[0]·b) modulo p, and hands each number of men its sum.
func evaluateK(l *layout, coef []wide, f *fills, k int, p uint64, add func(men int, v uint64)) {
	maxS1, maxS2 := 2*f.maxI1, 2*f.maxI2
	x := occupied(coef, l.dims[0], l.dims[1], maxS1, maxS2, p)
	for s1 := range maxS1 {
		for s2 := range maxS2 {
			if x[s1][s2] == 0 {
				continue
			}
			men := 2 + f.whiteMen[k] + f.blackMen + s1*l.free[0].mult + s2*l.free[1].mult
			add(men, genfunc.MulMod(x[s1][s2], f.z(k, s1, s2, men+f.fixedMen, p), p))
		}
	}
}

// occupied returns, modulo p, x[s1][s2] = Σ_{a,b} coef[a + d0·b] ·
// C(a, s1) · C(b, s2) for s1 < maxS1 and s2 < maxS2: the terms with a and
// b free cells, counted by the s1 and s2 of them that hold men.
func occupied(coef []wide, d0, d1, maxS1, maxS2 int, p uint64) [][]uint64 {
	x := make([][]uint64, maxS1)
	for s1 := range x {
		x[s1] = make([]uint64, maxS2)
	}
	for bb := range d1 {
		var t [130]uint64 // t[s1] = Σ_a coef · C(a, s1)
		for a := range d0 {
			c := coef[a+d0*bb]
			if c.isZero() {
				continue
			}
			cm := c.mod(p)
			for s1 := 0; s1 <= a && s1 < maxS1; s1++ {
				t[s1] = genfunc.AddMod(t[s1], genfunc.MulMod(cm, binomials[a][s1], p), p)
			}
		}
		for s1 := range maxS1 {
			if t[s1] == 0 {
				continue
			}
			for s2 := 0; s2 <= bb && s2 < maxS2; s2++ {
				x[s1][s2] = genfunc.AddMod(x[s1][s2], genfunc.MulMod(t[s1], binomials[bb][s2], p), p)
			}
		}
	}
	return x
}

// z returns, modulo p, the ways to fill s1 cells of free type 0 and s2 of
// type 1, every one of them occupied, white or black, and the restricted
// cells of k with white men, both armies allowed, in positions of men men;
// in a correction's layout, what the charge of its sides takes away (see
// fills.takenAway).
func (f *fills) z(k, s1, s2, men int, p uint64) uint64 {
	var z uint64
	for i1 := 0; i1 <= s1 && i1 < f.maxI1; i1++ {
		for i2 := 0; i2 <= s2 && i2 < f.maxI2; i2++ {
			j1, j2 := s1-i1, s2-i2
			if j1 >= f.maxI1 || j2 >= f.maxI2 || f.white[k][i1][i2] == nil || f.black[j1][j2] == nil {
				continue
			}
			joined := f.takenAway(f.white[k][i1][i2], f.black[j1][j2], men, p)
			if joined == 0 {
				continue
			}
			ways := genfunc.MulMod(binomials[s1][i1], binomials[s2][i2], p)
			ways = genfunc.MulMod(ways, joined, p)
			z = genfunc.AddMod(z, ways, p)
		}
	}
	return z
}

func allZero(s []wide) bool {
	for _, c := range s {
		if !c.isZero() {
			return false
		}
	}
	return true
}
