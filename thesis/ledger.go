package thesis

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Row is one figure of the ledger.
type Row struct {
	Section  string // of the thesis: "5.1" … "6"
	Material string
	// Term is the thesis's expression, such as "3612·62" or "|F(τσ)|".
	Term string
	// Thesis is the value of the thesis's expression (the figure it prints,
	// where it prints one); Enumerated is the same term counted under Rule. For a result row, Enumerated is the thesis's
	// combination of the enumerated terms, which need not be a whole
	// number when the terms are not fixed counts.
	Thesis, Enumerated *big.Rat
	Rule               string
	Verdict            string
}

// Agrees reports whether the thesis's value equals the enumerated one.
func (r Row) Agrees() bool { return r.Thesis.Cmp(r.Enumerated) == 0 }

// The rules a row counts under.
const (
	// Distinct squares, kings apart, pawns off the back ranks.
	rulePlacement = "placement"
	// The thesis's 5.3: a placement with both knights on the black king
	// cannot arise.
	ruleKnights = "placement, not both knights on the black king"
	// The thesis's 5.4: the reflection must keep the kings, nothing else.
	ruleKingsOnly = "the thesis's: only the kings stay put"
	// What the thesis's 5.4 result is: the size of the index every
	// tablebase of its day used, 462 king pairs with the other men
	// anywhere.
	ruleKingPairIndex = "the 462-king-pair index: kings canonical, the rook and knight anywhere"
	// The thesis's 5.5: 48 pawn squares for each king pair.
	rulePawnAnywhere = "the thesis's: the pawn may share a king's square"
	ruleResult       = "the enumerated terms as the thesis combines them"
)

// ledger builds the rows, keeping the first counting error.
type ledger struct {
	ctx  context.Context
	rows []Row
	err  error
}

// Ledger returns every figure of the thesis's sections 5.1–5.5 and 6, each
// beside its count.
func Ledger(ctx context.Context) ([]Row, error) {
	l := &ledger{ctx: ctx}
	l.kingPairs()
	l.rook()
	l.knights()
	l.rookKnight()
	l.pawn()
	l.database()
	return l.rows, l.err
}

// enumerator returns an Enumerator for material on 8x8 that counts only
// what keep accepts, or nil after an error (which it keeps).
func (l *ledger) enumerator(material string, rules placement.Rules, toMove placement.ToMove, keep func([]placement.Man) bool) (*placement.Enumerator, placement.Spec) {
	if l.err != nil {
		return nil, placement.Spec{}
	}
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		l.err = err
		return nil, placement.Spec{}
	}
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: rules, ToMove: toMove}
	e, err := placement.NewEnumerator(s)
	if err != nil {
		l.err = err
		return nil, s
	}
	e.Filter = keep
	return e, s
}

// fixed counts the configurations of material under the placement rules
// that every element fixes and keep accepts.
func (l *ledger) fixed(material string, keep func([]placement.Man) bool, els ...symmetry.Element) *big.Int {
	e, _ := l.enumerator(material, placement.Placement, placement.Unset, keep)
	if e == nil {
		return new(big.Int)
	}
	var perms [][]pieces.Square
	for _, el := range els {
		perms = append(perms, el.Perm(pieces.Chessboard))
	}
	n, err := e.FixedCount(l.ctx, perms...)
	if err != nil {
		l.err = err
		return new(big.Int)
	}
	return n
}

// classes counts the classes of material under the group Auto chooses,
// counting only what keep accepts.
func (l *ledger) classes(material string, rules placement.Rules, toMove placement.ToMove, keep func([]placement.Man) bool) *big.Int {
	e, s := l.enumerator(material, rules, toMove, keep)
	if e == nil {
		return new(big.Int)
	}
	r, err := burnside.Count(l.ctx, s, symmetry.Auto(s.Board, s.Material), e)
	if err != nil {
		l.err = err
		return new(big.Int)
	}
	return r.Classes
}

// burnside counts the classes of material under the placement rules with
// keep, over the group Auto chooses, reusing the fixed counts already in
// known (the identity's, above all, which is the costly one).
func (l *ledger) burnside(material string, keep func([]placement.Man) bool, known map[symmetry.Element]*big.Int) *big.Int {
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		l.err = err
		return new(big.Int)
	}
	g := symmetry.Auto(pieces.Chessboard, m)
	sum := new(big.Int)
	for _, e := range g.Elements {
		n, ok := known[e]
		if !ok {
			n = l.fixed(material, keep, e)
		}
		sum.Add(sum, n)
	}
	classes, err := burnside.Average(sum, g.Order())
	if err != nil && l.err == nil {
		l.err = err
	}
	if classes == nil {
		return new(big.Int)
	}
	return classes
}

// term adds a row for a term the thesis computes under its stated rule:
// the verdict is whether the count agrees.
func (l *ledger) term(section, material, term string, thesis int64, counted *big.Int, rule string) {
	r := Row{Section: section, Material: material, Term: term, Thesis: big.NewRat(thesis, 1),
		Enumerated: new(big.Rat).SetInt(counted), Rule: rule, Verdict: "agrees"}
	if !r.Agrees() {
		r.Verdict = "differs"
	}
	l.rows = append(l.rows, r)
}

// result adds a row for the thesis's result: its terms' enumerated values,
// summed and divided as the thesis divides them.
func (l *ledger) result(section, material, formula string, thesis int64, order int64, terms ...*big.Int) {
	sum := new(big.Int)
	for _, t := range terms {
		sum.Add(sum, t)
	}
	l.term(section, material, formula, thesis, sum, ruleResult)
	last := &l.rows[len(l.rows)-1]
	last.Enumerated.SetFrac(sum, big.NewInt(order))
	if last.Agrees() {
		last.Verdict = "reproduced"
	}
}

// exact adds the class count under one consistent rule set, with a plain
// verdict on the thesis's result.
func (l *ledger) exact(section, material string, thesis int64, classes *big.Int, rule, slip string) {
	r := Row{Section: section, Material: material, Term: "classes, counted exactly", Thesis: big.NewRat(thesis, 1),
		Enumerated: new(big.Rat).SetInt(classes), Rule: rule, Verdict: "reproduced"}
	if !r.Agrees() {
		r.Verdict = slip
	}
	l.rows = append(l.rows, r)
}

var (
	b        = pieces.Chessboard
	corner   = func(sq pieces.Square) bool { x, y := b.Coords(sq); return (x == 0 || x == 7) && (y == 0 || y == 7) }
	edge     = func(sq pieces.Square) bool { x, y := b.Coords(sq); return x == 0 || x == 7 || y == 0 || y == 7 }
	whiteKey = pieces.Piece{Color: pieces.White, Kind: pieces.King}
	blackKey = pieces.Piece{Color: pieces.Black, Kind: pieces.King}
)

// square returns where the first man of piece p stands.
func square(men []placement.Man, p pieces.Piece) pieces.Square {
	for _, m := range men {
		if m.Piece == p {
			return m.Square
		}
	}
	return -1
}

// whiteKingOn keeps configurations whose white king stands where where
// says.
func whiteKingOn(where func(pieces.Square) bool) func([]placement.Man) bool {
	return func(men []placement.Man) bool { return where(square(men, whiteKey)) }
}

// 5.1: two kings.
func (l *ledger) kingPairs() {
	const s, m = "5.1", "KK"
	l.term(s, m, "4·60 (white king in a corner)", 240, l.fixed(m, whiteKingOn(corner), symmetry.Identity), rulePlacement)
	l.term(s, m, "24·58 (on an edge, not a corner)", 1392, l.fixed(m, whiteKingOn(func(q pieces.Square) bool { return edge(q) && !corner(q) }), symmetry.Identity), rulePlacement)
	l.term(s, m, "36·55 (off the edges)", 1980, l.fixed(m, whiteKingOn(func(q pieces.Square) bool { return !edge(q) }), symmetry.Identity), rulePlacement)
	var terms []*big.Int
	thesis := map[symmetry.Element]int64{symmetry.Identity: 3612, symmetry.FlipDiagonal: 42, symmetry.FlipAntiDiag: 42}
	for _, e := range symmetry.AllElements {
		n := l.fixed(m, nil, e)
		terms = append(terms, n)
		l.term(s, m, "|F("+e.Thesis()+")|", thesis[e], n, rulePlacement)
		if e == symmetry.FlipDiagonal {
			l.term(s, m, "2·6 (of which: a king in a corner)", 12, l.fixed(m, whiteKingOn(corner), e), rulePlacement)
			l.term(s, m, "6·5 (of which: no king in a corner)", 30, l.fixed(m, whiteKingOn(func(q pieces.Square) bool { return !corner(q) }), e), rulePlacement)
		}
	}
	l.result(s, m, "(3612 + 42 + 42)/8", 462, 8, terms...)
	l.exact(s, m, 462, l.classes(m, placement.Placement, placement.Unset, nil), rulePlacement, "")
}

// 5.2: king and rook against king.
func (l *ledger) rook() {
	const s, m = "5.2", "KRK"
	id := l.fixed(m, nil, symmetry.Identity)
	d := l.fixed(m, nil, symmetry.FlipDiagonal)
	a := l.fixed(m, nil, symmetry.FlipAntiDiag)
	l.term(s, m, "3612·62 = |F(1)|", 223944, id, rulePlacement)
	l.term(s, m, "42·6 = |F(τσ)|", 252, d, rulePlacement)
	l.term(s, m, "42·6 = |F(τσ³)|", 252, a, rulePlacement)
	l.result(s, m, "(3612·62 + 42·6 + 42·6)/8", 28056, 8, id, d, a)
	l.exact(s, m, 28056, l.classes(m, placement.Placement, placement.Unset, nil), rulePlacement, "")
	l.exact(s, m, 28056, l.classes(m, placement.Legal, placement.BlackToMove, nil), "legal, Black to move (the thesis's choice)", "")
}

// bothKnightsOnKing keeps configurations in which both knights attack the
// black king.
func bothKnightsOnKing(men []placement.Man) bool {
	k := square(men, blackKey)
	attackers := 0
	for _, m := range men {
		if m.Piece.Kind == pieces.Knight && b.Attacks(m.Piece, m.Square, k, nil) {
			attackers++
		}
	}
	return attackers == 2
}

// knightsOn keeps configurations whose two knights are both fixed by e
// (diagonal true) or swapped by it.
func knightsOn(e symmetry.Element, diagonal bool) func([]placement.Man) bool {
	p := e.Perm(b)
	return func(men []placement.Man) bool {
		for _, m := range men {
			if m.Piece.Kind == pieces.Knight && (p[m.Square] == m.Square) != diagonal {
				return false
			}
		}
		return true
	}
}

// 5.3: king and two knights against king.
func (l *ledger) knights() {
	const s, m = "5.3", "KNNK"
	notBoth := func(men []placement.Man) bool { return !bothKnightsOnKing(men) }
	id := l.fixed(m, nil, symmetry.Identity)
	l.term(s, m, "3612·(62·61)/2 = |F(1)|", 6830292, id, rulePlacement)
	var diag []*big.Int
	for _, e := range []symmetry.Element{symmetry.FlipDiagonal, symmetry.FlipAntiDiag} {
		g := "|F(" + e.Thesis() + ")|"
		l.term(s, m, "42·15 (in "+g+": knights on the diagonal)", 630, l.fixed(m, knightsOn(e, true), e), rulePlacement)
		l.term(s, m, "42·28 (in "+g+": knights on mirror squares)", 1176, l.fixed(m, knightsOn(e, false), e), rulePlacement)
		l.term(s, m, "112 (in "+g+": both knights on the black king)", 112, l.fixed(m, bothKnightsOnKing, e), rulePlacement)
		n := l.fixed(m, notBoth, e)
		diag = append(diag, n)
		l.term(s, m, "1694 = 42·15 + 42·28 − 112 = "+g, 1694, n, ruleKnights)
	}
	l.result(s, m, "(3612·(62·61)/2 + 1694 + 1694)/8", 854210, 8, id, diag[0], diag[1])
	idRuled := l.fixed(m, notBoth, symmetry.Identity)
	plain := l.burnside(m, nil, map[symmetry.Element]*big.Int{symmetry.Identity: id})
	ruled := l.burnside(m, notBoth, map[symmetry.Element]*big.Int{symmetry.Identity: idRuled, symmetry.FlipDiagonal: diag[0], symmetry.FlipAntiDiag: diag[1]})
	l.exact(s, m, 854210, plain, rulePlacement,
		fmt.Sprintf("the thesis mixes two rules: its diagonal terms drop the 112 placements with both knights on the black king, its identity term keeps such placements; with no such rule in any term the count is %s", plain))
	l.exact(s, m, 854210, ruled, ruleKnights+" (every term)",
		fmt.Sprintf("with the knight rule in every term the identity term is %s, not 3612·(62·61)/2 = 6830292, and the count is %s; no one rule gives 854210",
			idRuled, ruled))
}

// 5.4: king, rook and knight against king.
func (l *ledger) rookKnight() {
	const s, m = "5.4", "KRNK"
	id := l.fixed(m, nil, symmetry.Identity)
	l.term(s, m, "3612·62·61 = |F(1)|", 13660584, id, rulePlacement)
	var diag []*big.Int
	for _, e := range []symmetry.Element{symmetry.FlipDiagonal, symmetry.FlipAntiDiag} {
		p := e.Perm(b)
		kingsFixed := func(men []placement.Man) bool {
			w, k := square(men, whiteKey), square(men, blackKey)
			return p[w] == w && p[k] == k
		}
		n := l.fixed(m, kingsFixed, symmetry.Identity)
		diag = append(diag, n)
		l.term(s, m, "42·62·61 = |F("+e.Thesis()+")|", 158844, n, ruleKingsOnly)
		l.term(s, m, "|F("+e.Thesis()+")| exactly = 42·6·5", 158844, l.fixed(m, nil, e), rulePlacement)
	}
	l.result(s, m, "(3612·62·61 + 42·62·61 + 42·62·61)/8", 1747284, 8, id, diag[0], diag[1])
	// 62·61(3612 + 84)/8 = 462·62·61: the king pairs' classes, times the
	// rook's and the knight's squares.
	index := new(big.Int).Mul(l.classes("KK", placement.Placement, placement.Unset, nil), big.NewInt(62*61))
	l.term(s, m, "462·62·61, the same number", 1747284, index, ruleKingPairIndex)
	l.exact(s, m, 1747284, l.burnside(m, nil, map[symmetry.Element]*big.Int{symmetry.Identity: id}), rulePlacement,
		fmt.Sprintf("a reflection fixes a placement only when the rook and the knight stand on its diagonal too: |F(τσ)| = 42·6·5 = %s, not 42·62·61",
			l.fixed(m, nil, symmetry.FlipDiagonal)))
}

// 5.5: king and pawn against king.
func (l *ledger) pawn() {
	const s, m = "5.5", "KPK"
	squares := l.fixed("P", nil, symmetry.Identity) // a lone pawn: ranks 2 to 7
	l.term(s, m, "6·8 = 48 (pawn squares)", 48, squares, rulePlacement)
	kings := l.fixed("KK", nil, symmetry.Identity)
	product := new(big.Int).Mul(kings, squares)
	l.term(s, m, "3612·48 = |F(1)|", 173376, product, rulePawnAnywhere)
	l.result(s, m, "(3612·48)/2", 86688, 2, product)
	l.exact(s, m, 86688, l.classes(m, placement.Placement, placement.Unset, nil), rulePlacement,
		fmt.Sprintf("3612·48 counts a pawn on a king's square too (the thesis's \"at most\" is about the pawn's 48 squares), so 86688 is an upper bound; %s placements, and the file mirror fixes none",
			l.fixed(m, nil, symmetry.Identity)))
}

// 6: the reduced KRK database.
func (l *ledger) database() {
	const s, m = "6", "KRK"
	l.term(s, m, "3612·62 (positions in the database)", 223944, l.fixed(m, nil, symmetry.Identity), rulePlacement)
	l.exact(s, m, 28056, l.classes(m, placement.Placement, placement.Unset, nil), rulePlacement, "")
}
