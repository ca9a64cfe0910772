package allchess

import (
	"context"
	"math/big"
	"slices"

	"github.com/chesscount/count/internal/bothkings"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/symmetry"
)

// Count goes in four stages:
//
//  1. The plan (planFor). The positions with White to move fall into parts:
//     without rights, with castling rights, with an en passant right
//     alone, and, for Burnside's lemma, without pawns and fixed by a
//     symmetry (Rules.Parts). A part is a list of fixtures (the men its
//     rights fix in place) and the counter of their tables: the cells
//     (counter), the sweep that keeps the files for the opposed files
//     (sweepCounter), or both kings' lines for the en passant positions
//     under FIDE's rule (fideCounter).
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

// spec is a count as the package runs it: its rules, how to run it, and
// what its refinements read of the board, together.
type spec struct {
	Rules
	Options
	reading boardReading
	// armyRules are the refinements as the fills apply them.
	armyRules armyRules
}

// newSpec returns the count of r run as o.
func newSpec(r Rules, o Options) spec {
	s := spec{Rules: r, Options: o}
	for _, x := range r.Refine {
		x := x.reads()
		s.reading.classes = s.reading.classes || x.classes
		s.reading.colours = s.reading.colours || x.colours
		if x.files != nil {
			// One rule reads the files; a second would read them with
			// the product of the two automata (see sweep.Files).
			s.reading.files = x.files
		}
	}
	s.armyRules.classed = s.reading.classes
	if s.reading.classes {
		s.armyRules.joins = newJoinTable(r.Refine, r.Army.Pawns, 2*(1+r.Army.MaxMen()))
	}
	return s
}

// countParts counts the parts of s's plan, White to move, by number of
// men, over the black king's squares of s.Shard.
func countParts(ctx context.Context, s spec) (*Share, error) {
	t := &tracker{progress: s.Progress}
	plan := planFor(s, t)
	counts := map[Part][]*big.Int{}
	for _, p := range plan {
		t.total += p.tables
		counts[p.into] = zeros(s.maxTotal())
	}
	for _, p := range plan {
		n, err := p.count(ctx)
		if err != nil {
			return nil, err
		}
		addCounts(counts[p.into], n)
	}
	out := &Share{Rules: s.Rules, Shard: s.Shard}
	for p, n := range counts {
		out.Parts = append(out.Parts, PartCounts{p, n})
	}
	slices.SortFunc(out.Parts, func(p, q PartCounts) int { return p.Part.order() - q.Part.order() })
	return out, nil
}

// A part is one part of Count, White to move: its name in its tables'
// names, the tables it evaluates, and its count by number of men.
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

// planFor returns the parts of the count s, their counters reporting to
// t: cellParts, but the sweep for the positions with pawns under the
// opposed files (which need each file's pawns in order), and under FIDE's
// en passant rule the en passant positions, which follow both kings' lines.
func planFor(s spec, t *tracker) []plannedPart {
	var plan []plannedPart
	for _, p := range cellParts(s) {
		var c partCounter[*fixture] = newCounter(p.spec, p.positions, t)
		if p.positions == everyPosition && s.reading.files != nil {
			c = &sweepCounter{spec: s, maxTotal: s.maxTotal(), tracker: t}
		}
		plan = append(plan, plannedPart{countedBy(p.name, c, p.fixtures), p.into})
	}
	if s.EP == rights.FIDE {
		base := plain(s.Board)
		var castling []fideFixture // with each set of castling rights
		for _, fx := range castlingFixtures(s, base) {
			castling = append(castling, fideFixtures(s, fx)...)
		}
		c := newFideCounter(s, s.maxTotal(), t)
		plan = append(plan,
			plannedPart{countedBy("castling", c, castling), Part{Positions: CastlingPositions}},
			plannedPart{countedBy("en passant", c, fideFixtures(s, base)), Part{Positions: EnPassantPositions}})
	}
	return plan
}

// A cellPart is a part the cells count: its name, the part of the share
// it adds to, its positions (in their layout), its count (s, or s on the
// board turned a quarter turn), and its fixtures.
type cellPart struct {
	name      string
	into      Part
	positions positionSet
	spec      spec
	fixtures  []*fixture
}

// cellParts returns the parts of s the cells count: the positions without
// rights, with castling rights, with an en passant right alone (NULP's
// rule), and without pawns; on a square board, those without pawns the
// a1-h8 reflection fixes; with odd files, those the file mirror fixes,
// with and without pawns; with odd ranks, not square, those without pawns
// the rank mirror fixes: the file mirror's on the board turned a quarter
// turn (on a square board, the file mirror's own: see representative).
func cellParts(s spec) []cellPart {
	b := s.Board
	base := plain(b)
	parts := []cellPart{
		{"all", Part{Positions: AllPositions}, everyPosition, s, pawnRankFixtures(s, base)},
		{"castling", Part{Positions: CastlingPositions}, everyPosition, s, castlingFixtures(s, base)},
		{"en passant", Part{Positions: EnPassantPositions}, everyPosition, s, enPassantFixtures(s, base)},
		{"pawnless", Part{Positions: PawnlessPositions}, pawnlessPositions, s, []*fixture{base}},
	}
	if b.Files == b.Ranks {
		parts = append(parts, cellPart{"diagonal", Part{PawnlessPositions, symmetry.FlipDiagonal}, diagonalPositions, s, []*fixture{base}})
	}
	if b.Files%2 == 1 {
		parts = append(parts, cellPart{"mirror", Part{AllPositions, symmetry.FlipFiles}, mirrorPositions, s, mirrorFixtures(s, base)},
			cellPart{"mirror pawnless", Part{PawnlessPositions, symmetry.FlipFiles}, mirrorPawnlessPositions, s, []*fixture{base}})
	}
	if b.Ranks%2 == 1 && b.Files != b.Ranks {
		turned := s
		turned.Board = pieces.Board{Files: b.Ranks, Ranks: b.Files}
		parts = append(parts, cellPart{"rank mirror", Part{PawnlessPositions, symmetry.FlipRanks}, mirrorPawnlessPositions, turned, []*fixture{plain(turned.Board)}})
	}
	return parts
}

// castlingFixtures returns a fixture for each non-empty set of castling
// rights under s's rule (rights.HomeSets: the kings and rooks at home,
// weighted by the file mirror), and each with every en passant right.
func castlingFixtures(s spec, base *fixture) []*fixture {
	var out []*fixture
	for _, home := range rights.HomeSets(s.Castling, s.Board) {
		if fx, ok := base.withHome(home.Men); ok {
			fx.sign *= home.Weight
			out = append(out, fx)
			out = append(out, enPassantFixtures(s, fx)...)
		}
	}
	return out
}

// enPassantFixtures returns the fixtures of an en passant right by NULP's
// rule (see epFixtures), no pawn on the squares the black pawn crossed.
func enPassantFixtures(s spec, base *fixture) []*fixture {
	if s.EP != rights.NULP {
		return nil
	}
	var out []*fixture
	noPawn := func(su rights.EPSetup, fx *fixture) bool {
		for _, sq := range su.Crossed {
			fx.pawnFree[sq] = true
		}
		return true
	}
	epFixtures(s.Board, base, noPawn, func(_ rights.EPSetup, _ []pieces.Square, fx *fixture) { out = append(out, fx) })
	return out
}

// epFixtures yields, with White to move, the fixtures of each en passant
// set-up whose file counts (rights.FileWeight) and that keep accepts: base
// with Black's pawn just advanced two squares and White's pawns beside it
// on a non-empty set of squares, from, signed by the file's weight and by
// inclusion and exclusion so that the sum counts the placements with at
// least one.
func epFixtures(b pieces.Board, base *fixture, keep func(rights.EPSetup, *fixture) bool, yield func(rights.EPSetup, []pieces.Square, *fixture)) {
	for _, su := range rights.EPSetups(b, pieces.White) {
		file, _ := b.Coords(su.Pawn.Square)
		weight := rights.FileWeight(b, file, base.fixesMen())
		if weight == 0 {
			continue
		}
		fx, ok := base.with(su.Pawn.Piece, su.Pawn.Square)
		if !ok || !keep(su, fx) {
			continue
		}
		fx.sign *= weight
		for from, sign := range su.CapturerSets() {
			if sub, ok := fx.withCapturers(su, from, sign); ok {
				yield(su, from, sub)
			}
		}
	}
}

// pawnRankFixtures returns the fixtures of the positions with pawns under
// s's pawn ranks: under chess's, the cells' own, the plain fixture. Under
// minichess's a white pawn may stand on the first rank too and a black
// one on the last: a fixture for each set of such pawns fixes them there,
// the rest of those ranks as under chess's, so that every position falls
// in exactly one: 2^(2·files) fixtures, all with the sign +1.
func pawnRankFixtures(s spec, base *fixture) []*fixture {
	if s.PawnRanks != pieces.MinichessPawnRanks {
		return []*fixture{base}
	}
	b := s.Board
	var home []pieces.Square // White's first rank, then Black's
	for _, y := range []int{0, b.Ranks - 1} {
		for x := range b.Files {
			home = append(home, b.Square(x, y))
		}
	}
	out := []*fixture{base}
	for i, sq := range home {
		c := pieces.White
		if i >= b.Files {
			c = pieces.Black
		}
		for _, fx := range out { // the fixtures before sq, each with and without its pawn
			if with, ok := fx.with(pieces.Piece{Color: c, Kind: pieces.Pawn}, sq); ok {
				out = append(out, with)
			}
		}
	}
	return out
}

// mirrorFixtures returns the fixtures of the positions with pawns the file
// mirror fixes, from base: the cells let a pawn stand anywhere and count a
// white pawn that attacks the black king as no check, and the fixtures
// set both right. First the pawn ranks, by inclusion and exclusion over
// the cells of the first and last ranks: each holds no pawn (+1), or a
// pawn its rank forbids (−1, both squares of a pair). Then, for each
// fixture and each square of the black king on the middle file, the
// positions with White's pawns on both squares that attack it are taken
// away (−1).
func mirrorFixtures(s spec, base *fixture) []*fixture {
	b := s.Board
	fxs := []*fixture{base}
	middle := (b.Files - 1) / 2
	for _, y := range []int{0, b.Ranks - 1} {
		for x := middle; x < b.Files; x++ {
			fxs = withForbiddenPawn(s, fxs, b.Square(x, y))
		}
	}
	out := fxs
	for _, fx := range fxs {
		for y := 1; y < b.Ranks; y++ {
			if attack, ok := withPawnAttack(b, fx, b.Square(middle, y)); ok {
				out = append(out, attack)
			}
		}
	}
	return out
}

// withForbiddenPawn returns fxs and, signed −1, each with a pawn of each
// colour the rank of sq forbids on sq and its mirror image.
func withForbiddenPawn(s spec, fxs []*fixture, sq pieces.Square) []*fixture {
	out := fxs
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		if s.PawnRanks.Allows(s.Board, c, sq) {
			continue
		}
		for _, fx := range fxs {
			if f, ok := fx.withPair(s.Board, pieces.Piece{Color: c, Kind: pieces.Pawn}, sq); ok {
				f.sign = -f.sign
				out = append(out, f)
			}
		}
	}
	return out
}

// withPawnAttack returns fx with the black king fixed on bk and White's
// pawns on the two squares that attack it (if fx has not fixed them
// there), with the opposite sign; false if a square is taken, or off the
// board.
func withPawnAttack(b pieces.Board, fx *fixture, bk pieces.Square) (*fixture, bool) {
	if fx.men[bk] != nil || fx.bk != nowhere {
		return nil, false
	}
	x, y := b.Coords(bk)
	if !b.On(x+1, y-1) {
		return nil, false
	}
	pawn := pieces.Piece{Color: pieces.White, Kind: pieces.Pawn}
	out := fx.clone()
	if p := fx.men[b.Square(x+1, y-1)]; p == nil {
		var ok bool
		if out, ok = out.withPair(b, pawn, b.Square(x+1, y-1)); !ok {
			return nil, false
		}
	} else if *p != pawn {
		return nil, false
	}
	out.bk, out.sign = bk, -fx.sign
	return out, true
}

// A fixture is what one part of the count holds fixed: men on squares
// (castling's kings and rooks, an en passant right's pawns), squares no
// pawn may stand on (those a pawn has just crossed, by NULP's rule), and
// the kings' squares, if fixed.
type fixture struct {
	men      []*pieces.Piece // by square; nil where no man is fixed
	pawnFree []bool
	wk, bk   pieces.Square // nowhere where the king may stand anywhere
	sign     int64         // +1, or −1 for a term inclusion–exclusion takes away
}

// nowhere is no square: a king not fixed, or not there.
const nowhere pieces.Square = -1

// plain is the fixture that fixes nothing.
func plain(b pieces.Board) *fixture {
	return &fixture{men: make([]*pieces.Piece, b.Squares()), pawnFree: make([]bool, b.Squares()), wk: nowhere, bk: nowhere, sign: 1}
}

// with returns a copy of fx with piece p fixed on sq, and false if sq is
// taken or is a fixed king's.
func (fx *fixture) with(p pieces.Piece, sq pieces.Square) (*fixture, bool) {
	if fx.men[sq] != nil || sq == fx.wk || sq == fx.bk {
		return nil, false
	}
	out := fx.clone()
	out.men[sq] = &p
	return out, true
}

func (fx *fixture) clone() *fixture {
	out := *fx
	out.men = append([]*pieces.Piece(nil), fx.men...)
	out.pawnFree = append([]bool(nil), fx.pawnFree...)
	return &out
}

// fixesMen reports whether fx fixes any man or king.
func (fx *fixture) fixesMen() bool {
	return fx.wk != nowhere || fx.bk != nowhere || slices.ContainsFunc(fx.men, func(p *pieces.Piece) bool { return p != nil })
}

// kingsFit reports whether the kings may stand on wk and bk.
func (fx *fixture) kingsFit(wk, bk pieces.Square) bool {
	return (fx.wk == nowhere || fx.wk == wk) && (fx.bk == nowhere || fx.bk == bk) && fx.men[wk] == nil && fx.men[bk] == nil
}

// army returns the kinds of the men fx fixes of colour c, kings aside.
func (fx *fixture) army(c pieces.Color) []pieces.Kind {
	var out []pieces.Kind
	for _, p := range fx.men {
		if p != nil && p.Color == c && p.Kind != pieces.King {
			out = append(out, p.Kind)
		}
	}
	return out
}

// key names the armies fx fixes: fixtures alike share one table.
func (fx *fixture) key() string {
	var k []byte
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		for _, kind := range fx.army(c) {
			k = append(k, kind.Letter())
		}
		k = append(k, '/')
	}
	return string(k)
}

// withHome returns fx with the kings and rooks of a set of castling
// rights at home, and false if a square is taken.
func (fx *fixture) withHome(men []placement.Man) (*fixture, bool) {
	out, ok := fx.clone(), true
	for _, m := range men {
		switch {
		case m.Piece.Kind != pieces.King:
			out, ok = out.with(m.Piece, m.Square)
		case m.Piece.Color == pieces.White && out.wk == nowhere && out.men[m.Square] == nil:
			out.wk = m.Square
		case m.Piece.Color == pieces.Black && out.bk == nowhere && out.men[m.Square] == nil:
			out.bk = m.Square
		default:
			ok = false
		}
		if !ok {
			return nil, false
		}
	}
	return out, true
}

// withCapturers returns fx with White's pawns of set-up su on the squares
// from, signed by sign, and false if a square is taken.
func (fx *fixture) withCapturers(su rights.EPSetup, from []pieces.Square, sign int64) (*fixture, bool) {
	for _, sq := range from {
		var ok bool
		if fx, ok = fx.with(su.Capturer(sq).Piece, sq); !ok {
			return nil, false
		}
	}
	fx.sign *= sign
	return fx, true
}

// withPair returns fx with p fixed on sq of b and on its mirror image,
// and false if either is taken.
func (fx *fixture) withPair(b pieces.Board, p pieces.Piece, sq pieces.Square) (*fixture, bool) {
	out, ok := fx.with(p, sq)
	x, y := b.Coords(sq)
	if image := b.Square(b.Files-1-x, y); ok && image != sq {
		out, ok = out.with(p, image)
	}
	return out, ok
}

// unfixed reports whether fx fixes no man or king on squares.
func (fx *fixture) unfixed(squares []pieces.Square) bool {
	return !slices.ContainsFunc(squares, func(sq pieces.Square) bool { return fx.men[sq] != nil || sq == fx.wk || sq == fx.bk })
}

// fideFixtures returns the fixtures of an en passant right under FIDE's
// rule (see epFixtures), the squares crossed empty, the sum counting the
// placements with at least one legal capture.
func fideFixtures(s spec, base *fixture) []fideFixture {
	if s.EP != rights.FIDE {
		return nil
	}
	var out []fideFixture
	empty := func(su rights.EPSetup, fx *fixture) bool { return fx.unfixed(su.Crossed[:]) }
	epFixtures(s.Board, base, empty, func(su rights.EPSetup, from []pieces.Square, fx *fixture) {
		out = append(out, newFideFixture(s.Board, fx, su, from))
	})
	return out
}

// newFideFixture returns the fixture of fx on b, which holds set-up su
// with White's pawns on from, and the board after each of them captures:
// it and the black pawn gone, a white pawn on the en passant square. The
// squares the black pawn crossed are kept empty.
func newFideFixture(b pieces.Board, fx *fixture, su rights.EPSetup, from []pieces.Square) fideFixture {
	n := len(fx.men)
	ff := fideFixture{fx: fx, boards: bothkings.Fixture{Men: fx.men, Empty: make([]bool, n), Pawns: make([]bool, n)}}
	for sq := range ff.boards.Pawns {
		ff.boards.Pawns[sq] = pawnMayStand(b, pieces.Square(sq), fx)
	}
	for _, sq := range su.Crossed {
		ff.boards.Empty[sq] = true
	}
	for _, sq := range from {
		x := su.Capture(sq)
		after := append([]*pieces.Piece(nil), fx.men...)
		after[x.From], after[x.Captured] = nil, nil
		landed := su.Capturer(x.To).Piece
		after[x.To] = &landed
		ff.boards.After = append(ff.boards.After, after)
	}
	return ff
}
