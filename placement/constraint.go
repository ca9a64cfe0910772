package placement

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/genfunc"
	"github.com/chesscount/count/pieces"
)

// Constraint narrows a count to the configurations with men on given
// squares: castling rights need a king and a rook at home, an en passant
// right a pawn that has just moved, and an index scheme keeps the
// positions whose first men stand in a region.
type Constraint struct {
	// Men stand on their squares (at most the material's men of each
	// piece).
	Men []Man
	// Empty squares hold no man.
	Empty []pieces.Square
	// PawnFree squares hold no pawn of either colour; any other man may
	// stand there (the NULP tallies' rule for the squares a pawn crossed).
	// None of them may hold a pawn of Men.
	PawnFree []pieces.Square
	// Kings, if not nil, keeps the placements of the white king on wk and
	// the black king on bk that it accepts (chess materials only).
	Kings func(wk, bk pieces.Square) bool
	// Captures, if any, must each leave the king of the side to move out
	// of check: the FIDE rule for an en passant right. They need the
	// Legal rules, a chess material and one side to move. From holds a
	// man of Men of the side to move and Captured one of the other side,
	// neither a king; To is Captured or a square of Empty.
	Captures []Capture
}

// CountWith returns the number of configurations the spec counts (summed
// over its sides to move, as FixedCount counts for the identity) that meet
// c. Under the NonAttacking rule, and for materials too large to factor,
// it walks the configurations.
func (f *Factored) CountWith(ctx context.Context, c Constraint) (*big.Int, error) {
	s := f.spec
	if err := c.check(s); err != nil {
		return nil, err
	}
	placed := make([]squareState, s.Board.Squares())
	kings := [2]pieces.Square{noSquare, noSquare}
	var held []int // the men placed, by variable
	for _, m := range c.Men {
		if t := slices.Index(f.vars, m.Piece); t >= 0 {
			placed[m.Square] = manOf(t)
			held = append(held, t)
		} else {
			kings[m.Piece.Color] = m.Square
		}
	}
	for _, sq := range c.Empty {
		placed[sq] = emptySquare
	}
	if s.Rules == NonAttacking || f.mono == nil {
		return f.walkWith(ctx, c)
	}
	noPawn := f.withoutPawns(c.PawnFree)
	// The polynomials need only the men left to place: with fewer, they
	// have fewer monomials (a piece whose men are all placed drops out).
	mono := f.mono
	if len(held) > 0 {
		left := slices.Clone(f.counts)
		for _, t := range held {
			left[t]--
		}
		mono = genfunc.NewMonomials(left)
	}
	if len(c.Captures) > 0 {
		return f.countCaptures(ctx, c, placed, kings, noPawn, mono)
	}
	sb := f.newShaper(orbitsOf(s.Board.Squares(), nil), placed, noPawn)
	if s.Material.Puzzle() {
		sb.add(nil, pieces.White, 1)
	} else {
		for _, k := range f.kingPairs(c, placed, kings) {
			for _, side := range s.Sides() {
				sb.add(k[:], side, 1)
			}
		}
	}
	return f.sum(ctx, sb.result(), mono)
}

// kingPairs returns the squares of the white and the black king that c
// allows: apart, off the squares c fills or keeps empty, and on the
// squares in kings where c places a king (noSquare: not placed).
func (f *Factored) kingPairs(c Constraint, placed []squareState, kings [2]pieces.Square) [][2]pieces.Square {
	var out [][2]pieces.Square
	for wk, bk := range f.spec.Board.KingPairs() {
		switch {
		case !placed[wk].free() || !placed[bk].free(),
			kings[pieces.White] != noSquare && wk != kings[pieces.White],
			kings[pieces.Black] != noSquare && bk != kings[pieces.Black],
			c.Kings != nil && !c.Kings(wk, bk):
			continue
		}
		out = append(out, [2]pieces.Square{wk, bk})
	}
	return out
}

// check reports what is wrong with c for spec s, if anything: a man off
// the board, on a square taken, or more men of a piece than the material
// has; a pawn on a back rank; an empty square off the board or taken; a
// rule on kings for a puzzle material; captures under rules or sides to
// move they do not fit, or whose squares do not hold the men they move
// and take.
func (c Constraint) check(s Spec) error {
	taken := make([]bool, s.Board.Squares())
	if err := c.checkMen(s, taken); err != nil {
		return err
	}
	if err := c.checkEmpty(s.Board, taken); err != nil {
		return err
	}
	if c.Kings != nil && s.Material.Puzzle() {
		return fmt.Errorf("placement: constraint on kings for %s, a puzzle material", s.Material)
	}
	return c.checkCaptures(s)
}

// onBoard reports whether sq is a square of b.
func onBoard(b pieces.Board, sq pieces.Square) bool {
	return sq >= 0 && int(sq) < b.Squares()
}

// checkMen checks the men of c, marking their squares taken.
func (c Constraint) checkMen(s Spec, taken []bool) error {
	men := map[pieces.Piece]int{}
	for _, m := range c.Men {
		if !onBoard(s.Board, m.Square) || taken[m.Square] {
			return fmt.Errorf("placement: constraint puts a man off the %s board or two on %d", s.Board, m.Square)
		}
		taken[m.Square] = true
		if men[m.Piece]++; men[m.Piece] > s.Material.Count(m.Piece) {
			return fmt.Errorf("placement: constraint places more %s men than %s has", m.Piece, s.Material)
		}
		if s.pawnBarred(m.Piece, m.Square) {
			return fmt.Errorf("placement: constraint places a pawn on %s, a rank its pawn ranks forbid", s.Board.Name(m.Square))
		}
	}
	return nil
}

// checkEmpty checks the squares c keeps empty, which must not be taken,
// marking them taken, and those it keeps free of pawns.
func (c Constraint) checkEmpty(b pieces.Board, taken []bool) error {
	for _, sq := range c.Empty {
		if !onBoard(b, sq) || taken[sq] {
			return fmt.Errorf("placement: constraint keeps square %d empty, but it is off the %s board, listed twice or holds a man", sq, b)
		}
		taken[sq] = true
	}
	for _, sq := range c.PawnFree {
		if !onBoard(b, sq) || slices.ContainsFunc(c.Men, func(m Man) bool { return m.Square == sq && m.Piece.Kind == pieces.Pawn }) {
			return fmt.Errorf("placement: constraint keeps square %d free of pawns, but it is off the %s board or holds a pawn", sq, b)
		}
	}
	return nil
}

// checkCaptures checks the captures of c: the spec must have the Legal
// rules, a chess material and one side to move, and each capture's squares
// must hold the men it moves and takes.
func (c Constraint) checkCaptures(s Spec) error {
	if len(c.Captures) == 0 {
		return nil
	}
	if s.Rules != Legal || s.Material.Puzzle() || len(s.Sides()) != 1 {
		return fmt.Errorf("placement: captures need the legal rules, a chess material and one side to move")
	}
	holds := func(sq pieces.Square, color pieces.Color) bool {
		return slices.ContainsFunc(c.Men, func(m Man) bool {
			return m.Square == sq && m.Piece.Color == color && m.Piece.Kind != pieces.King
		})
	}
	mover := s.Sides()[0]
	for _, x := range c.Captures {
		if !holds(x.From, mover) || !holds(x.Captured, mover.Other()) || x.To != x.Captured && !slices.Contains(c.Empty, x.To) {
			return fmt.Errorf("placement: capture %v: From needs a man of the side to move and Captured one of the other side, neither a king, and To must be Captured or a square kept empty", x)
		}
	}
	return nil
}

// FixedCountWith returns the number of configurations that every one of
// perms maps onto itself and that meet c, summed over the spec's sides to
// move: FixedCount narrowed by a Constraint. With no perms it is
// CountWith. With perms it walks the fixed configurations (see
// Enumerator.FixedCountWith), which suits the small counts of elements
// other than the identity.
func (f *Factored) FixedCountWith(ctx context.Context, c Constraint, perms ...[]pieces.Square) (*big.Int, error) {
	if len(perms) == 0 {
		return f.CountWith(ctx, c)
	}
	return f.enum.withRun(f.Workers, f.Progress).FixedCountWith(ctx, c, perms...)
}

// FixedCountWith returns the number of configurations that every one of
// perms maps onto itself and that meet c and the Filter: the fixed
// configurations of FixedCount, kept when they meet c. With no perms it is
// CountWith.
func (e *Enumerator) FixedCountWith(ctx context.Context, c Constraint, perms ...[]pieces.Square) (*big.Int, error) {
	if err := c.check(e.spec); err != nil {
		return nil, err
	}
	if len(perms) == 0 {
		return e.CountWith(ctx, c)
	}
	return e.narrowedTo(c).FixedCount(ctx, perms...)
}

// narrowedTo returns a copy of e whose Filter keeps the configurations
// that meet c and e's Filter; e itself is unchanged.
func (e *Enumerator) narrowedTo(c Constraint) *Enumerator {
	narrowed := *e
	filter := e.Filter
	narrowed.Filter = func(men []Man) bool { return c.accepts(e.spec, men) && (filter == nil || filter(men)) }
	return &narrowed
}

// walkWith is CountWith by the Enumerator.
func (f *Factored) walkWith(ctx context.Context, c Constraint) (*big.Int, error) {
	return f.enum.withRun(f.Workers, f.Progress).CountWith(ctx, c)
}

// CountWith returns the number of configurations the spec counts (as
// FixedCount counts them for the identity) that meet c and the Filter.
// The men of c stand from the start and the walk places the others on the
// squares left, one goroutine deep.
func (e *Enumerator) CountWith(ctx context.Context, c Constraint) (*big.Int, error) {
	if err := c.check(e.spec); err != nil {
		return nil, err
	}
	rest, standing := e.without(c.Men)
	if c.Kings != nil || len(c.Captures) > 0 || len(c.PawnFree) > 0 {
		// The walk puts the men and keeps the squares empty itself; the
		// rest of c needs a look at each configuration.
		rest = rest.narrowedTo(c)
	}
	var stop atomic.Bool
	defer context.AfterFunc(ctx, func() { stop.Store(true) })()
	w := newWalker(rest, c.squaresLeft(e.fillable(orbitsOf(e.spec.Board.Squares(), nil))), &stop)
	for _, m := range standing {
		if !w.fits(m.group, m.square) {
			return new(big.Int), nil // placed men the pair rules forbid together
		}
		w.put(m)
	}
	w.search(0, 0, rest.groups[0].count)
	if w.stopped {
		return nil, ctx.Err()
	}
	n := new(big.Int).SetUint64(w.count)
	if e.spec.Labelled {
		n.Mul(n, e.labellings(c.Men))
	}
	return n, nil
}

// without returns a copy of e whose groups lack men, and men as the walk
// holds them: each in the first group of its piece with a man left. e
// itself is unchanged. men must be men of e's material (see check).
func (e *Enumerator) without(men []Man) (*Enumerator, []groupMan) {
	rest := *e
	rest.groups = slices.Clone(e.groups)
	var standing []groupMan
	for _, m := range men {
		gi := slices.IndexFunc(rest.groups, func(g group) bool { return g.piece == m.Piece && g.count > 0 })
		rest.groups[gi].count--
		standing = append(standing, groupMan{gi, m.Square})
	}
	return &rest, standing
}

// squaresLeft returns the single-square orbits of each group less those on
// the squares c fills or keeps empty.
func (c Constraint) squaresLeft(orbits [][][]pieces.Square) [][][]pieces.Square {
	taken := map[pieces.Square]bool{}
	for _, sq := range c.Empty {
		taken[sq] = true
	}
	for _, m := range c.Men {
		taken[m.Square] = true
	}
	for gi := range orbits {
		orbits[gi] = slices.DeleteFunc(orbits[gi], func(o []pieces.Square) bool { return taken[o[0]] })
	}
	return orbits
}

// labellings returns the number of ways labelled men may stand where men
// puts them: the walk put each man of men in the first free group of its
// piece, and any k of a piece's m labelled men may stand on the k squares,
// in m!/(m−k)! ways.
func (e *Enumerator) labellings(men []Man) *big.Int {
	perPiece := map[pieces.Piece]int64{}
	for _, m := range men {
		perPiece[m.Piece]++
	}
	n := big.NewInt(1)
	for p, k := range perPiece {
		m := int64(e.spec.Material.Count(p))
		n.Mul(n, new(big.Int).MulRange(m-k+1, m))
	}
	return n
}

// accepts reports whether the men of a configuration of spec s meet c.
func (c Constraint) accepts(s Spec, men []Man) bool {
	for _, want := range c.Men {
		if !slices.Contains(men, want) {
			return false
		}
	}
	var wk, bk pieces.Square
	for _, m := range men {
		if slices.Contains(c.Empty, m.Square) || m.Piece.Kind == pieces.Pawn && slices.Contains(c.PawnFree, m.Square) {
			return false
		}
		if m.Piece.Kind == pieces.King {
			if m.Piece.Color == pieces.White {
				wk = m.Square
			} else {
				bk = m.Square
			}
		}
	}
	if c.Kings != nil && !c.Kings(wk, bk) {
		return false
	}
	for _, x := range c.Captures {
		if !SafeAfter(s.Board, men, s.Sides()[0], x) {
			return false
		}
	}
	return true
}
