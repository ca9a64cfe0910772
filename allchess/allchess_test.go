package allchess

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// A listed position: a board of codes (0 empty, 1+kind for White's men,
// 7+kind for Black's), the side to move, and the file of the pawn that
// has just advanced two squares, plus one (0: no en passant right).
type listed struct {
	cells  []int8
	black  bool // Black to move
	epFile int
}

// A listRule says which refinements a listing applies, which castling
// rights it counts, and whether it counts en passant rights under the
// NULP tallies' rule.
type listRule struct {
	captures, bishops, files bool
	castling                 rights.CastlingRule
	enPassant                bool
}

// listCounts is what a listing finds, by number of men: the positions, their
// classes (without castling rights), the positions with castling rights,
// and those with an en passant right alone.
type listCounts struct{ positions, classes, castling, enPassant []int64 }

// listing counts, by number of men, the positions on b with at most
// maxMen men whose armies a allows, and their classes, by listing every
// placement, testing each side to move for legality square by square, and
// counting the positions that are the least of their images under the
// board's symmetries (all of them without pawns, the file mirror with
// pawns) and the colour swap. With castling, a placement makes a position
// for each set of standard castling rights it can hold. It shares nothing
// with the package's count.
func listing(t *testing.T, b pieces.Board, a Army, maxMen int, rule listRule) listCounts {
	t.Helper()
	out := listCounts{make([]int64, maxMen+1), make([]int64, maxMen+1), make([]int64, maxMen+1), make([]int64, maxMen+1)}
	cells := make([]int8, b.Squares())
	var counts [2][pieces.NumKinds]int
	var place func(sq, men int)
	place = func(sq, men int) {
		if sq == len(cells) {
			if armiesAllow(b, a, cells, men, rule) {
				tally(b, a, cells, men, rule, out)
			}
			return
		}
		cells[sq] = 0
		place(sq+1, men)
		if men == maxMen {
			return
		}
		_, y := b.Coords(pieces.Square(sq))
		for code := int8(1); code <= 12; code++ {
			side, kind := (code-1)/6, pieces.Kind((code-1)%6)
			if kind == pieces.Pawn && (y == 0 || y == b.Ranks-1) {
				continue
			}
			counts[side][kind]++
			// Prune what no placement of the rest can mend: a second
			// king, an army the rule forbids (more men never help), no
			// room left under maxMen for the kings still to come.
			kingsToCome := max(0, 1-counts[0][pieces.King]) + max(0, 1-counts[1][pieces.King])
			if counts[side][pieces.King] <= 1 && a.Feasible(counts[side]) && men+1+kingsToCome <= maxMen {
				cells[sq] = code
				place(sq+1, men+1)
			}
			counts[side][kind]--
		}
		cells[sq] = 0
	}
	place(0, 0)
	return out
}

// castlingSets returns the sets of castling rights a placement can hold
// under rule, the empty set included. A side's king may hold rights on its
// first rank's middle file under the standard rule, with the rooks of its
// colour in that rank's corners: any set of them. Under Chess960's it may
// on any file but the first and last, with at most one rook of its colour
// on that rank on each side of it: one more way on each side than it has
// rooks there.
func castlingSets(b pieces.Board, cells []int8, rule rights.CastlingRule) int64 {
	sets := int64(1)
	for side, rank := range []int{0, b.Ranks - 1} {
		king, rook := int8(1+6*side+int(pieces.King)), int8(1+6*side+int(pieces.Rook))
		for k := 1; k < b.Files-1; k++ {
			if cells[b.Square(k, rank)] != king || (rule == rights.StandardCastling && k != b.Files/2) {
				continue
			}
			var left, right int64
			for file := range b.Files {
				if cells[b.Square(file, rank)] != rook {
					continue
				}
				switch {
				case rule == rights.StandardCastling && file != 0 && file != b.Files-1:
				case file < k:
					left++
				default:
					right++
				}
			}
			sets *= (1 + left) * (1 + right)
		}
	}
	return sets
}

// armiesAllow reports whether both armies on cells, with men men on the
// board, are ones the rule allows (see rulesAllow).
func armiesAllow(b pieces.Board, a Army, cells []int8, men int, rule listRule) bool {
	var armies [2]listArmy
	for sq, c := range cells {
		if c == 0 {
			continue
		}
		side, kind := (c-1)/6, pieces.Kind((c-1)%6)
		armies[side].counts[kind]++
		if x, y := b.Coords(pieces.Square(sq)); kind == pieces.Bishop {
			armies[side].onColour[(x+y)%2]++
		}
	}
	return rulesAllow(a, armies, men, rule) && (!rule.files || opposedFiles(b, cells) >= filesAsked(a, armies, men, rule))
}

// filesAsked returns the opposed files the rule asks of a placement of men
// men with these armies: each side starts with a pawn on each file and
// a's pieces, and the rule asks for the files less the captures (the men
// missing) less the pawns each side has lost (its pawns at the start less
// those on the board and those promoted, bishops charged as the rule
// says).
func filesAsked(a Army, armies [2]listArmy, men int, rule listRule) int {
	need := a.Pawns - (2*(1+a.MaxMen()) - men)
	for _, army := range armies {
		_, used := army.promotions(a, rule.bishops)
		need -= a.Pawns - used
	}
	return need
}

// opposedFiles returns the files of a placement on which, read from the
// top down, a black pawn has a white pawn next below it.
func opposedFiles(b pieces.Board, cells []int8) int {
	whitePawn, blackPawn := int8(1+pieces.Pawn), int8(7+pieces.Pawn)
	n := 0
	for x := range b.Files {
		above := int8(0)
		for y := b.Ranks - 1; y >= 0; y-- {
			c := cells[b.Square(x, y)]
			if c != whitePawn && c != blackPawn {
				continue
			}
			if above == blackPawn && c == whitePawn {
				n++
				break
			}
			above = c
		}
	}
	return n
}

// A listArmy is a side's men of each kind, and its bishops on the
// squares of each colour.
type listArmy struct {
	counts   [pieces.NumKinds]int
	onColour [2]int
}

// rulesAllow reports whether the rule allows both armies in a position of
// men men: each side's pawns and promotions at most a's pawns; with
// captures, each side's promotions at most the captures (the men missing
// from both armies at the start) plus the other side's pawns captured.
func rulesAllow(a Army, armies [2]listArmy, men int, rule listRule) bool {
	var proms, used [2]int
	for side, army := range armies {
		proms[side], used[side] = army.promotions(a, rule.bishops)
		if used[side] > a.Pawns {
			return false
		}
	}
	captures := 2*(1+a.MaxMen()) - men
	return !rule.captures || (proms[0] <= captures+a.Pawns-used[1] && proms[1] <= captures+a.Pawns-used[0])
}

// promotions returns the promotions of the army under a, the men of a kind
// beyond a's men of it at the start, and its pawns plus promotions. With
// bishops, an army that starts with two bishops has them told apart by
// square colour, and each beyond the first on a colour is a promotion.
func (army listArmy) promotions(a Army, bishops bool) (proms, used int) {
	for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Knight} {
		proms += max(0, army.counts[k]-a.Base[k])
	}
	if bishops && a.Base[pieces.Bishop] == 2 {
		proms += max(0, army.onColour[0]-1) + max(0, army.onColour[1]-1)
	} else {
		proms += max(0, army.counts[pieces.Bishop]-a.Base[pieces.Bishop])
	}
	return proms, army.counts[pieces.Pawn] + proms
}

// enPassantFiles returns the files (plus one) where, with the side to
// move on cells (Black if black), the other side's pawn may just have
// advanced two squares under the NULP tallies' rule: a pawn of the side to
// move beside it on its fourth rank, and no pawn on the two squares it
// crossed.
func enPassantFiles(b pieces.Board, cells []int8, black bool) []int {
	mover, own := int8(7+pieces.Pawn), int8(1+pieces.Pawn) // the pawn that advanced, the capturer
	fourth, back := b.Ranks-4, 1
	if black {
		mover, own, fourth, back = own, mover, 3, -1
	}
	var files []int
	for x := range b.Files {
		if b.Ranks < 5 || cells[b.Square(x, fourth)] != mover {
			continue
		}
		beside := (x > 0 && cells[b.Square(x-1, fourth)] == own) || (x < b.Files-1 && cells[b.Square(x+1, fourth)] == own)
		if beside && !isPawn(cells[b.Square(x, fourth+back)]) && !isPawn(cells[b.Square(x, fourth+2*back)]) {
			files = append(files, x+1)
		}
	}
	return files
}

// isPawn reports whether code is a pawn of either colour.
func isPawn(code int8) bool { return code != 0 && pieces.Kind((code-1)%6) == pieces.Pawn }

// tally adds a placement's positions and classes, if its armies are
// allowed; with castling, the positions of each set of castling rights,
// and with en passant, of each en passant right (with each set of
// castling rights).
func tally(b pieces.Board, a Army, cells []int8, men int, rule listRule, out listCounts) {
	var counts [2][pieces.NumKinds]int
	for _, c := range cells {
		if c != 0 {
			counts[(c-1)/6][(c-1)%6]++
		}
	}
	if counts[0][pieces.King] != 1 || counts[1][pieces.King] != 1 || !a.Feasible(counts[0]) || !a.Feasible(counts[1]) {
		return
	}
	wk, bk := find(cells, 1), find(cells, 7)
	wx, wy := b.Coords(pieces.Square(wk))
	bx, by := b.Coords(pieces.Square(bk))
	if abs(wx-bx) <= 1 && abs(wy-by) <= 1 {
		return // the kings touch
	}
	pawns := counts[0][pieces.Pawn]+counts[1][pieces.Pawn] > 0
	for _, black := range []bool{false, true} {
		// The side not to move must not be in check.
		target, attacker := bk, int8(0)
		if black {
			target, attacker = wk, 6
		}
		if !attacked(b, cells, target, attacker) {
			tallyRights(b, cells, black, pawns, men, rule, out)
		}
	}
}

// tallyRights adds the positions of a legal placement with the side to
// move (Black if black) and their classes: one with no rights, and one
// for each set of castling rights and en passant right it can hold.
func tallyRights(b pieces.Board, cells []int8, black, pawns bool, men int, rule listRule, out listCounts) {
	sets := int64(1)
	if rule.castling != rights.NoCastling {
		sets = castlingSets(b, cells, rule.castling)
	}
	var epFiles []int
	if rule.enPassant {
		epFiles = enPassantFiles(b, cells, black)
	}
	eps := int64(len(epFiles))
	out.positions[men] += sets * (1 + eps)
	out.castling[men] += (sets - 1) * (1 + eps)
	out.enPassant[men] += eps
	for _, f := range append([]int{0}, epFiles...) {
		if canonical(b, listed{cells, black, f}, pawns) {
			out.classes[men]++
		}
	}
}

func find(cells []int8, code int8) int {
	for i, c := range cells {
		if c == code {
			return i
		}
	}
	return -1
}

// attacked reports whether a man of the side whose codes start at
// attacker+1 attacks square target.
func attacked(b pieces.Board, cells []int8, target int, attacker int8) bool {
	tx, ty := b.Coords(pieces.Square(target))
	for sq, c := range cells {
		if c <= attacker || c > attacker+6 {
			continue
		}
		x, y := b.Coords(pieces.Square(sq))
		dx, dy := tx-x, ty-y
		forward := 1
		if attacker == 6 {
			forward = -1
		}
		switch pieces.Kind(c - attacker - 1) {
		case pieces.King:
			if max(abs(dx), abs(dy)) == 1 {
				return true
			}
		case pieces.Pawn:
			if dy == forward && abs(dx) == 1 {
				return true
			}
		case pieces.Knight:
			if abs(dx*dy) == 2 {
				return true
			}
		case pieces.Rook:
			if (dx == 0 || dy == 0) && clear(b, cells, x, y, tx, ty) {
				return true
			}
		case pieces.Bishop:
			if abs(dx) == abs(dy) && clear(b, cells, x, y, tx, ty) {
				return true
			}
		case pieces.Queen:
			if (dx == 0 || dy == 0 || abs(dx) == abs(dy)) && clear(b, cells, x, y, tx, ty) {
				return true
			}
		}
	}
	return false
}

// clear reports whether the squares strictly between two on a line are
// empty.
func clear(b pieces.Board, cells []int8, x, y, tx, ty int) bool {
	sx, sy := sign(tx-x), sign(ty-y)
	for x, y = x+sx, y+sy; x != tx || y != ty; x, y = x+sx, y+sy {
		if cells[b.Square(x, y)] != 0 {
			return false
		}
	}
	return true
}

func abs(x int) int { return x * sign(x) }

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// canonical reports whether p is the least of its images: under the
// board's symmetries (those of a square, or of a rectangle; the file
// mirror alone with pawns), each alone and with the colour swap (colours
// exchanged, ranks reversed, the other side to move).
func canonical(b pieces.Board, p listed, pawns bool) bool {
	maps := boardMaps(b, pawns)
	key := encode(p)
	for _, f := range maps {
		for _, swap := range []bool{false, true} {
			img := listed{make([]int8, len(p.cells)), p.black != swap, 0}
			if p.epFile > 0 {
				x, _ := f(p.epFile-1, 0)
				img.epFile = x + 1
			}
			for sq, c := range p.cells {
				x, y := b.Coords(pieces.Square(sq))
				x, y = f(x, y)
				if swap {
					y = b.Ranks - 1 - y
					if c != 0 {
						c = (c+5)%12 + 1
					}
				}
				img.cells[b.Square(x, y)] = c
			}
			if encode(img) < key {
				return false
			}
		}
	}
	return true
}

// encode writes p as bytes: its cells, its side to move, then its en
// passant file.
func encode(p listed) string {
	key := make([]byte, len(p.cells)+2)
	for i, c := range p.cells {
		key[i] = byte(c)
	}
	if p.black {
		key[len(p.cells)] = 1
	}
	key[len(p.cells)+1] = byte(p.epFile)
	return string(key)
}

// boardMaps returns the board's symmetries as maps of coordinates.
func boardMaps(b pieces.Board, pawns bool) []func(x, y int) (int, int) {
	X, Y := b.Files-1, b.Ranks-1
	maps := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return x, y },
		func(x, y int) (int, int) { return X - x, y },
	}
	if pawns {
		return maps
	}
	maps = append(maps,
		func(x, y int) (int, int) { return x, Y - y },
		func(x, y int) (int, int) { return X - x, Y - y })
	if b.Files == b.Ranks {
		maps = append(maps,
			func(x, y int) (int, int) { return y, x },
			func(x, y int) (int, int) { return Y - y, X - x },
			func(x, y int) (int, int) { return y, X - x },
			func(x, y int) (int, int) { return Y - y, x })
	}
	return maps
}

// A listCase is a count that TestCountAgainstListing compares with the
// listing.
type listCase struct {
	board  pieces.Board
	army   Army
	maxMen int
	rule   listRule
}

// everyRefinement returns c under each combination of the refinements:
// none, captures, bishops, and both.
func (c listCase) everyRefinement() []listCase {
	var out []listCase
	for _, refine := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
		c.rule.captures, c.rule.bishops = refine[0], refine[1]
		out = append(out, c)
	}
	return out
}

// Count against the listing on small boards, under chess's army rule and
// under tight ones that forbid some armies, with each combination of the
// refinements, castling and en passant rights.
func TestCountAgainstListing(t *testing.T) {
	tight := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 1}}
	none := Army{Pawns: 0, Base: [pieces.NumKinds]int{pieces.Knight: 1}}
	onePawn := Army{Pawns: 1}
	twoBishops := Army{Base: [pieces.NumKinds]int{pieces.Bishop: 2}}
	bishopsPawn := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Knight: 1}}
	bishopsRook := Army{Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Rook: 1}}
	rooks := Army{Base: [pieces.NumKinds]int{pieces.Rook: 2}}
	b4x4, b6x4, b4x6 := pieces.Board{Files: 4, Ranks: 4}, pieces.Board{Files: 6, Ranks: 4}, pieces.Board{Files: 4, Ranks: 6}
	standard := listRule{castling: rights.StandardCastling}
	cases := []listCase{
		{b4x4, Chess, 4, listRule{}},
		{b4x4, tight, 4, listRule{}},
		{b4x4, none, 5, listRule{}},
		{b6x4, Chess, 3, listRule{}},
		{b4x6, tight, 3, listRule{}},
		{pieces.Board{Files: 6, Ranks: 6}, Chess, 3, listRule{}},
		// Chess960's rights: two rooks a side, on either side of the king.
		{pieces.Board{Files: 8, Ranks: 4}, rooks, 4, listRule{castling: rights.Chess960Castling}},
		{pieces.Board{Files: 8, Ranks: 4}, rooks, 4, standard},
		// En passant rights, the NULP tallies' rule, with castling rights
		// (and below, with each combination of the refinements).
		{b4x6, tight, 4, listRule{enPassant: true, castling: rights.StandardCastling}},
	}
	for _, c := range []listCase{
		// Tied to captures: with every man on the board, no promotion.
		{b4x4, onePawn, 4, listRule{}},
		{b6x4, onePawn, 4, listRule{}},
		{b4x6, onePawn, 4, listRule{enPassant: true}},
		// Two bishops on one colour need a promotion: both sides' armies
		// forbidden (6 men), the diagonal's pairs, a pawn, castling rights.
		{b4x4, twoBishops, 6, listRule{}},
		{b6x4, twoBishops, 4, listRule{}},
		{b4x4, bishopsPawn, 4, listRule{}},
		{b4x4, bishopsRook, 5, standard},
	} {
		cases = append(cases, c.everyRefinement()...)
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s-%d-%d-%+v", c.board, c.army.Pawns, c.maxMen, c.rule), func(t *testing.T) {
			t.Parallel()
			compareWithListing(t, c)
		})
	}
}

// compareWithListing compares Count with the listing for c.
func compareWithListing(t *testing.T, c listCase) {
	want := listing(t, c.board, c.army, c.maxMen, c.rule)
	s := Rules{Board: c.board, Army: c.army, MaxMen: c.maxMen, Refine: refined(c.rule.captures, c.rule.bishops, c.rule.files), Castling: c.rule.castling}
	if c.rule.enPassant {
		s.EP = rights.NULP
	}
	r, err := Count(context.Background(), s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for m := 2; m <= c.maxMen; m++ {
		if m >= len(r.Positions) {
			t.Fatalf("no result for %d men", m)
		}
		// The listing's classes leave castling rights out.
		sameClasses := c.rule.castling != rights.NoCastling || r.Classes[m].Int64() == want.classes[m]
		if r.Positions[m].Int64() != want.positions[m] || r.Castling[m].Int64() != want.castling[m] || r.EnPassant[m].Int64() != want.enPassant[m] || !sameClasses {
			t.Errorf("%d men: %s positions, %s with castling rights, %s with an en passant right alone, %s classes; the listing %d, %d, %d, %d",
				m, r.Positions[m], r.Castling[m], r.EnPassant[m], r.Classes[m], want.positions[m], want.castling[m], want.enPassant[m], want.classes[m])
		}
	}
}

// Count against the sum of the per-material counts of package census,
// under each rule for castling and en passant rights, with the colour swap:
// each material of the list stands for itself and its colour swap, whose
// positions are as many.
func TestCountAgainstMaterials(t *testing.T) {
	for _, c := range []struct {
		board    pieces.Board
		maxMen   int
		castling string
		ep       string
	}{
		{pieces.Chessboard, 5, "standard", "nulp"},
		{pieces.Chessboard, 5, "chess960", "nulp"},
		{pieces.Chessboard, 6, "none", "fide"},
		{pieces.Chessboard, 5, "standard", "fide"},
		{pieces.Chessboard, 5, "chess960", "fide"},
		{pieces.Board{Files: 6, Ranks: 6}, 5, "standard", "fide"},
		{pieces.Board{Files: 4, Ranks: 6}, 5, "standard", "fide"},
		{pieces.Board{Files: 6, Ranks: 6}, 4, "standard", "nulp"},
		{pieces.Board{Files: 4, Ranks: 6}, 4, "standard", "nulp"},
	} {
		castling, _ := rights.ParseCastling(c.castling)
		ep, _ := rights.ParseEP(c.ep)
		r, err := Count(context.Background(), Rules{Board: c.board, Army: Chess, MaxMen: c.maxMen, Castling: castling, EP: ep}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		rules := census.Rules{Castling: castling, EP: ep, ColorSwap: true}
		for n := 2; n <= c.maxMen; n++ {
			positions, classes := materialSums(t, c.board, n, rules, nil)
			if r.Positions[n].Cmp(positions) != 0 || r.Classes[n].Cmp(classes) != 0 {
				t.Errorf("%s, castling %s, en passant %s, %d men: %s positions, %s classes; the materials sum to %s, %s",
					c.board, c.castling, c.ep, n, r.Positions[n], r.Classes[n], positions, classes)
			}
		}
	}
}

// materialSums adds up census's positions and classes of every material
// with n men on b that rules's army and pawn ranks allow and keep allows
// (every one if keep is nil).
func materialSums(t *testing.T, b pieces.Board, n int, rules census.Rules, keep func(pieces.Material) bool) (positions, classes *big.Int) {
	positions, classes = new(big.Int), new(big.Int)
	for _, m := range pieces.MaterialsUnder(n, b, rules.Army, rules.PawnRanks) {
		if keep != nil && !keep(m) {
			continue
		}
		c, err := census.Count(context.Background(), m, b, rules, 0)
		if err != nil {
			t.Fatal(err)
		}
		p := c.TotalPositions()
		if m != m.Swapped() {
			p.Mul(p, big.NewInt(2))
		}
		positions.Add(positions, p)
		classes.Add(classes, c.TotalClasses())
	}
	return positions, classes
}

// Promotions tied to captures under FIDE's en passant rule, against the
// sum of census's per-material counts of the materials the rule allows:
// two pawns a side and nothing at the start, so that with six men on the
// board (no capture) no promotion is allowed, and with five one, for the
// side whose opponent has lost a pawn.
func TestFIDECapturesAgainstMaterials(t *testing.T) {
	b, a, maxMen := pieces.Board{Files: 4, Ranks: 6}, Army{Pawns: 2}, 6
	r, err := Count(context.Background(), Rules{Board: b, Army: a, MaxMen: maxMen, EP: rights.FIDE, Refine: []Refinement{Captures}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rules := census.Rules{EP: rights.FIDE, ColorSwap: true}
	for n := 2; n <= maxMen; n++ {
		positions, classes := materialSums(t, b, n, rules, func(m pieces.Material) bool {
			var armies [2]listArmy
			for side := range armies {
				for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn} {
					armies[side].counts[k] = m.Count(pieces.Piece{Color: pieces.Color(side), Kind: k})
				}
			}
			return a.Feasible(armies[0].counts) && a.Feasible(armies[1].counts) && rulesAllow(a, armies, n, listRule{captures: true})
		})
		if r.Positions[n].Cmp(positions) != 0 || r.Classes[n].Cmp(classes) != 0 {
			t.Errorf("%d men: %s positions, %s classes; the materials sum to %s, %s", n, r.Positions[n], r.Classes[n], positions, classes)
		}
	}
}

// refined returns the refinements named true.
func refined(captures, bishops, files bool) []Refinement {
	var out []Refinement
	for i, on := range []bool{captures, bishops, files} {
		if on {
			out = append(out, Refinements[i])
		}
	}
	return out
}
