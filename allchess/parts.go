package allchess

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
)

// Count goes in four stages:
//
//  1. The parts (planFor). The positions with White to move fall into
//     parts: those without rights, those with castling rights, those with
//     an en passant right alone, and, for Burnside's lemma, those without
//     pawns and those a symmetry fixes (Rules.Parts). A part is a list
//     of fixtures (the men its rights fix in place, see fixture) and the
//     counter of their tables: the cells (counter), the sweep that keeps
//     the files when the opposed files are asked (sweepCounter), or both
//     kings' lines for the en passant positions under FIDE's rule
//     (fideCounter).
//  2. The tables of terms. A counter sums, over the placements of the
//     kings (sumOverBlackKing), the generating function of the other men
//     into one table for each army its fixtures fix.
//  3. The army rules. Each table's terms are evaluated once against the
//     armies the spec allows, with its refinements (fills, evaluate).
//  4. Burnside's lemma. The parts are doubled into both sides to move and
//     made into classes by burnside.Average (classes).
//
// A share of a count (CountShare) stops after stage 3, and Merge takes the
// shares added up through stage 4.

// A part is one part of Count, White to move: its name in its tables'
// names, the number of tables it evaluates, and its count by number of
// men.
type part struct {
	name   string
	tables int
	count  func(ctx context.Context) ([]*big.Int, error)
}

// A partCounter counts the positions with White to move of a part's
// fixtures (of type F), by number of men, in tables of terms.
type partCounter[F any] interface {
	part(ctx context.Context, name string, fxs []F) ([]*big.Int, error)
	// tables is the number of tables part evaluates for fxs.
	tables(fxs []F) int
}

// countedBy returns the part name: the fixtures fxs, counted by c.
func countedBy[F any](name string, c partCounter[F], fxs []F) part {
	return part{name: name, tables: c.tables(fxs), count: func(ctx context.Context) ([]*big.Int, error) {
		return c.part(ctx, name, fxs)
	}}
}

// A plannedPart is a part and the part of a Share it adds to.
type plannedPart struct {
	part
	into Part
}

// planFor returns the parts of the count s, each adding to a part of its
// Share, their counters reporting to t.
func planFor(s spec, t *tracker) []plannedPart {
	maxTotal := s.maxTotal()
	plainFx := []*fixture{plain(s.Board)}
	// The positions with pawns keep the files apart under the opposed-files
	// rule (the sweep); those without cannot hold an opposed file.
	var withPawns partCounter[*fixture] = newCounter(s, everyPosition, maxTotal, t)
	if s.reading.files != nil {
		withPawns = &sweepCounter{spec: s, maxTotal: maxTotal, tracker: t}
	}
	plan := []plannedPart{
		{countedBy("all", withPawns, pawnRankFixtures(s, plainFx[0])), Part{Positions: AllPositions}},
		{countedBy("castling", withPawns, castlingFixtures(s, plainFx[0])), Part{Positions: CastlingPositions}},
		{countedBy("en passant", withPawns, enPassantFixtures(s, plainFx[0])), Part{Positions: EnPassantPositions}},
		{countedBy("pawnless", newCounter(s, pawnlessPositions, maxTotal, t), plainFx), Part{Positions: PawnlessPositions}},
	}
	if s.Board.Files == s.Board.Ranks {
		diagonal := newCounter(s, diagonalPositions, maxTotal, t)
		plan = append(plan, plannedPart{countedBy("diagonal", diagonal, plainFx), Part{PawnlessPositions, symmetry.FlipDiagonal}})
	}
	plan = append(plan, mirrorParts(s, t)...)
	if s.EP == rights.FIDE {
		fc := newFideCounter(s, maxTotal, t)
		plan = append(plan,
			plannedPart{countedBy("castling", fc, fideCastlingFixtures(s, plainFx[0])), Part{Positions: CastlingPositions}},
			plannedPart{countedBy("en passant", fc, fideFixtures(s, plainFx[0])), Part{Positions: EnPassantPositions}})
	}
	return plan
}

// mirrorParts returns the parts of the count s that a mirror fixes, their
// counters reporting to t: on a board of odd files the positions the file
// mirror fixes, and those of them without pawns; on a board of odd ranks,
// not square, those without pawns the rank mirror fixes, which are the
// file mirror's on the board turned a quarter turn (files and ranks
// swapped).
func mirrorParts(s spec, t *tracker) []plannedPart {
	maxTotal := s.maxTotal()
	plainFx := []*fixture{plain(s.Board)}
	var plan []plannedPart
	if s.Board.Files%2 == 1 {
		mirror := newCounter(s, mirrorPositions, maxTotal, t)
		pawnless := newCounter(s, mirrorPawnlessPositions, maxTotal, t)
		plan = append(plan, plannedPart{countedBy("mirror", mirror, mirrorFixtures(s, plainFx[0])), Part{AllPositions, symmetry.FlipFiles}},
			plannedPart{countedBy("mirror pawnless", pawnless, plainFx), Part{PawnlessPositions, symmetry.FlipFiles}})
	}
	if s.Board.Ranks%2 == 1 && s.Board.Files != s.Board.Ranks { // on a square board, the file mirror's (see representative)
		turned := s
		turned.Board = pieces.Board{Files: s.Board.Ranks, Ranks: s.Board.Files}
		rank := newCounter(turned, mirrorPawnlessPositions, maxTotal, t)
		plan = append(plan, plannedPart{countedBy("rank mirror", rank, []*fixture{plain(turned.Board)}), Part{PawnlessPositions, symmetry.FlipRanks}})
	}
	return plan
}

// countParts counts the parts of Count with White to move, by number of
// men, over the black king's squares of s.Shard.
func countParts(ctx context.Context, s spec) (*Share, error) {
	sh := newShare(s.Rules, s.Shard)
	t := &tracker{progress: s.Progress}
	plan := planFor(s, t)
	if err := checkPlan(plan, sh); err != nil {
		return nil, err
	}
	for _, p := range plan {
		t.total += p.tables
	}
	for _, p := range plan {
		n, err := p.count(ctx)
		if err != nil {
			return nil, err
		}
		into := sh.Counts(p.into)
		for m := range n {
			into[m].Add(into[m], n[m])
		}
	}
	return sh, nil
}

// checkPlan reports, as an internal error, a part of sh that no part of
// plan counts, which would read as zero, or a part of plan that adds to
// no part of sh.
func checkPlan(plan []plannedPart, sh *Share) error {
	planned := map[Part]bool{}
	for _, p := range plan {
		planned[p.into] = true
	}
	for _, pc := range sh.Parts {
		if !planned[pc.Part] {
			return fmt.Errorf("allchess: internal error: %s on %s are not counted", pc.Part, sh.Rules.Board)
		}
		delete(planned, pc.Part)
	}
	if len(planned) > 0 {
		return fmt.Errorf("allchess: internal error: %d parts counted on %s for no class", len(planned), sh.Rules.Board)
	}
	return nil
}

// tableName names a table of Count in a TableStore: the part it counts,
// the count that makes it (for the cells, the bishops their layout keeps
// apart; "fide" for FIDE's en passant positions; "opposed files" for the
// sweep), and the men its fixtures fix (fixture.key).
func tableName(part, count, key string) string { return part + "|" + count + "|" + key }

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
