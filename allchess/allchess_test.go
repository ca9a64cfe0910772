package allchess

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
)

// A listed position: a board of codes (0 empty, 1+kind for White's men,
// 7+kind for Black's) and the side to move.
type listed struct {
	cells []int8
	black bool // Black to move
}

// A listRule says which refinements a listing applies, and which castling
// rights it counts.
type listRule struct {
	captures, bishops, files bool
	castling                 census.CastlingRule
}

// listCounts is what a listing finds, by number of men: the positions, their
// classes (without castling rights), and the positions with castling
// rights.
type listCounts struct{ positions, classes, castling []int64 }

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
	out := listCounts{make([]int64, maxMen+1), make([]int64, maxMen+1), make([]int64, maxMen+1)}
	cells := make([]int8, b.Squares())
	var counts [2][pieces.NumKinds]int
	var place func(sq, men int)
	place = func(sq, men int) {
		if sq == len(cells) {
			if (!rule.captures || capturesAllow(a, counts, men)) && (!rule.bishops || bishopsAllow(b, a, cells)) && (!rule.files || filesAllow(b, a, cells, counts, men)) {
				tally(b, a, cells, men, rule.castling, out)
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
			// king, an army the rule forbids (more men never help).
			if counts[side][pieces.King] <= 1 && a.Feasible(counts[side]) {
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
func castlingSets(b pieces.Board, cells []int8, rule census.CastlingRule) int64 {
	sets := int64(1)
	for side, rank := range []int{0, b.Ranks - 1} {
		king, rook := int8(1+6*side+int(pieces.King)), int8(1+6*side+int(pieces.Rook))
		for k := 1; k < b.Files-1; k++ {
			if cells[b.Square(k, rank)] != king || (rule == census.StandardCastling && k != b.Files/2) {
				continue
			}
			var left, right int64
			for file := range b.Files {
				if cells[b.Square(file, rank)] != rook {
					continue
				}
				switch {
				case rule == census.StandardCastling && file != 0 && file != b.Files-1:
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

// capturesAllow reports whether armies counts, with men men on the board,
// have no more promotions on either side than the captures (the men
// missing from both armies at the start) plus the other side's pawns
// captured.
func capturesAllow(a Army, counts [2][pieces.NumKinds]int, men int) bool {
	captures := 2*(1+a.MaxMen()) - men
	var proms, used [2]int
	for side := range 2 {
		for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
			proms[side] += max(0, counts[side][k]-a.Base[k])
		}
		used[side] = counts[side][pieces.Pawn] + proms[side]
	}
	return proms[0] <= captures+a.Pawns-used[1] && proms[1] <= captures+a.Pawns-used[0]
}

// filesAllow reports whether a placement of men men, its armies counts,
// has as many opposed files as the rule asks: a file is opposed when,
// read from its top down, a black pawn has a white pawn next below it;
// each side starts with a pawn on each file and the army's pieces, and
// the rule asks for the files less the captures (the men missing) less
// the pawns each side has lost (its pawns at the start less those on the
// board and those promoted).
func filesAllow(b pieces.Board, a Army, cells []int8, counts [2][pieces.NumKinds]int, men int) bool {
	need := b.Files - (2*(1+a.MaxMen()) - men)
	for side := range 2 {
		used := counts[side][pieces.Pawn]
		for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
			used += max(0, counts[side][k]-a.Base[k])
		}
		need -= a.Pawns - used
	}
	whitePawn, blackPawn := int8(1+pieces.Pawn), int8(7+pieces.Pawn)
	for x := range b.Files {
		above := int8(0)
		for y := b.Ranks - 1; y >= 0; y-- {
			c := cells[b.Square(x, y)]
			if c != whitePawn && c != blackPawn {
				continue
			}
			if above == blackPawn && c == whitePawn {
				need--
				break
			}
			above = c
		}
	}
	return need <= 0
}

// bishopsAllow reports whether each side's army, its bishops told apart
// by square colour, has no more pawns and promotions than the rule's
// pawns, when each bishop beyond the first on a colour is a promotion (an
// army that starts with two bishops; else as the rule has it).
func bishopsAllow(b pieces.Board, a Army, cells []int8) bool {
	for side := range int8(2) {
		var counts [pieces.NumKinds]int
		var onColour [2]int
		for sq, c := range cells {
			if c == 0 || (c-1)/6 != side {
				continue
			}
			kind := pieces.Kind((c - 1) % 6)
			counts[kind]++
			if x, y := b.Coords(pieces.Square(sq)); kind == pieces.Bishop {
				onColour[(x+y)%2]++
			}
		}
		if a.Base[pieces.Bishop] != 2 {
			continue
		}
		used := counts[pieces.Pawn] + max(0, onColour[0]-1) + max(0, onColour[1]-1)
		for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Knight} {
			used += max(0, counts[k]-a.Base[k])
		}
		if used > a.Pawns {
			return false
		}
	}
	return true
}

// tally adds a placement's positions and classes, if its armies are
// allowed; with castling, the positions of each set of castling rights.
func tally(b pieces.Board, a Army, cells []int8, men int, castling census.CastlingRule, out listCounts) {
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
	if !apart(b, pieces.Square(wk), pieces.Square(bk)) {
		return
	}
	pawns := counts[0][pieces.Pawn]+counts[1][pieces.Pawn] > 0
	for _, black := range []bool{false, true} {
		// The side not to move must not be in check.
		target, attacker := bk, int8(0)
		if black {
			target, attacker = wk, 6
		}
		if attacked(b, cells, target, attacker) {
			continue
		}
		sets := int64(1)
		if castling != census.NoCastling {
			sets = castlingSets(b, cells, castling)
		}
		out.positions[men] += sets
		out.castling[men] += sets - 1
		if canonical(b, listed{cells, black}, pawns) {
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
			img := listed{make([]int8, len(p.cells)), p.black != swap}
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

// encode writes p as bytes: its cells, then its side to move.
func encode(p listed) string {
	key := make([]byte, len(p.cells)+1)
	for i, c := range p.cells {
		key[i] = byte(c)
	}
	if p.black {
		key[len(p.cells)] = 1
	}
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

// Count against the listing on small boards, under chess's army rule and
// under tight ones that forbid some armies.
func TestCountAgainstListing(t *testing.T) {
	tight := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 1}}
	none := Army{Pawns: 0, Base: [pieces.NumKinds]int{pieces.Knight: 1}}
	onePawn := Army{Pawns: 1}
	twoBishops := Army{Base: [pieces.NumKinds]int{pieces.Bishop: 2}}
	bishopsPawn := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Knight: 1}}
	bishopsRook := Army{Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Rook: 1}}
	rooks := Army{Base: [pieces.NumKinds]int{pieces.Rook: 2}}
	captures, bishops := listRule{captures: true}, listRule{bishops: true}
	for _, c := range []struct {
		board  pieces.Board
		army   Army
		maxMen int
		rule   listRule
	}{
		{pieces.Board{Files: 4, Ranks: 4}, Chess, 4, listRule{}},
		{pieces.Board{Files: 4, Ranks: 4}, tight, 4, listRule{}},
		{pieces.Board{Files: 4, Ranks: 4}, none, 5, listRule{}},
		{pieces.Board{Files: 6, Ranks: 4}, Chess, 3, listRule{}},
		{pieces.Board{Files: 4, Ranks: 6}, tight, 3, listRule{}},
		{pieces.Board{Files: 6, Ranks: 6}, Chess, 3, listRule{}},
		// Tied to captures: with every man on the board, no promotion.
		{pieces.Board{Files: 4, Ranks: 4}, onePawn, 4, captures},
		{pieces.Board{Files: 6, Ranks: 4}, onePawn, 4, captures},
		// Two bishops on one colour need a promotion: both sides' armies
		// forbidden (6 men), the diagonal's pairs, a pawn, castling rights.
		{pieces.Board{Files: 4, Ranks: 4}, twoBishops, 6, bishops},
		{pieces.Board{Files: 6, Ranks: 4}, twoBishops, 4, bishops},
		{pieces.Board{Files: 4, Ranks: 4}, bishopsPawn, 4, bishops},
		{pieces.Board{Files: 4, Ranks: 4}, bishopsRook, 5, listRule{bishops: true, castling: census.StandardCastling}},
		// Chess960's rights: two rooks a side, on either side of the king.
		{pieces.Board{Files: 8, Ranks: 4}, rooks, 4, listRule{castling: census.Chess960Castling}},
		{pieces.Board{Files: 8, Ranks: 4}, rooks, 4, listRule{castling: census.StandardCastling}},
	} {
		t.Run(fmt.Sprintf("%s-%d-%d-%+v", c.board, c.army.Pawns, c.maxMen, c.rule), func(t *testing.T) {
			want := listing(t, c.board, c.army, c.maxMen, c.rule)
			s := Spec{Board: c.board, Army: c.army, MaxMen: c.maxMen, Captures: c.rule.captures, Bishops: c.rule.bishops}
			s.Castling = c.rule.castling
			r, err := Count(context.Background(), s)
			if err != nil {
				t.Fatal(err)
			}
			for m := 2; m <= c.maxMen; m++ {
				if m >= len(r.Positions) {
					t.Fatalf("no result for %d men", m)
				}
				// The listing's classes leave castling rights out.
				sameClasses := c.rule.castling != census.NoCastling || r.Classes[m].Int64() == want.classes[m]
				if r.Positions[m].Int64() != want.positions[m] || r.Castling[m].Int64() != want.castling[m] || !sameClasses {
					t.Errorf("%d men: %s positions, %s with castling rights, %s classes; the listing %d, %d, %d",
						m, r.Positions[m], r.Castling[m], r.Classes[m], want.positions[m], want.castling[m], want.classes[m])
				}
			}
		})
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
		castling, _ := census.ParseCastling(c.castling)
		ep, _ := census.ParseEP(c.ep)
		r, err := Count(context.Background(), Spec{Board: c.board, Army: Chess, MaxMen: c.maxMen, Castling: castling, EP: ep})
		if err != nil {
			t.Fatal(err)
		}
		rules := census.Rules{Castling: castling, EP: ep, ColorSwap: true}
		for n := 2; n <= c.maxMen; n++ {
			positions, classes := materialSums(t, c.board, n, rules)
			if r.Positions[n].Cmp(positions) != 0 || r.Classes[n].Cmp(classes) != 0 {
				t.Errorf("%s, castling %s, en passant %s, %d men: %s positions, %s classes; the materials sum to %s, %s",
					c.board, c.castling, c.ep, n, r.Positions[n], r.Classes[n], positions, classes)
			}
		}
	}
}

// materialSums adds up census's positions and classes of every material
// with n men on b.
func materialSums(t *testing.T, b pieces.Board, n int, rules census.Rules) (positions, classes *big.Int) {
	positions, classes = new(big.Int), new(big.Int)
	for _, m := range pieces.Materials(n, b) {
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
