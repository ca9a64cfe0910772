package allchess

import (
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/chesscount/count/pieces"
)

// This file counts J. Tromp's "urpositions" (Chess Position Ranking,
// github.com/tromp/ChessPositionRanking, src/CountChess.hs) under his
// conventions, written from them rather than from his code, and compares
// the count with his published figures. The conventions, one by one:
//
//   - the armies: a king, and pieces and pawns, each man beyond a queen,
//     two rooks, two bishops and two knights a promotion that used up a
//     pawn (trompArmies);
//   - the pawns on ranks 2 to 7, each file read from its top down with the
//     package's opposed pair, and the opposed files the captures leave
//     (pairRule, fileTable, pawnTable);
//   - the pieces, kings among them, on any of the other squares: kings may
//     stand side by side and either king in check (pieceWeights);
//   - castling rights, which fix a king and its rooks, and en passant
//     rights, which fix the pawn that advanced and one capturer (trompCase).
//
// A placement of the pawns counts once for each way to choose the opposed
// files the rule asks for and one opposed pair on each, and an en passant
// position once for each capturer: his urpositions are positions counted
// with that multiplicity. White is to move; either side may be, so his N
// is twice the sum of his 18 cases.

// trompN is Tromp's number of urpositions, published in the README of
// Chess Position Ranking and at the foot of src/CountChess.hs.
const trompN = "8726713169886222032347729969256422370854716254"

// trompCaseTotals are the case totals printed at the foot of
// src/CountChess.hs (J. Tromp, Chess Position Ranking), White to move,
// indexed by the rooks White's castling rights fix, those Black's fix, and
// whether an en passant right is recorded.
var trompCaseTotals = [3][3][2]string{
	{
		{"4317116501858047620299900728599356147494556640", "31999595200733582973106880061728861929069928"},
		{"6922142764395483618137561107749568789790148", "54444384271688044810990508417111948991768"},
		{"136530769984693307040227830128737122354029", "1035365889143551932685537903363800096422"},
	},
	{
		{"6922142764395483618137561107749568789790148", "54308353407259673025385006313129004055128"},
		{"11745419798256512510493235052589222172668", "98172517157950055940864091510815802248"},
		{"235958281122206691085936171885340863152", "1903336650826558863672909067902430108"},
	},
	{
		{"136530769984693307040227830128737122354029", "1028637537652354045548219736317757984742"},
		{"235958281122206691085936171885340863152", "1895642836539897140574420164647093916"},
		{"4729971278292293446735355275667009679", "36635290891989131864827262732080222"},
	},
}

// trompFiles is the number of files; each side starts with a pawn on each.
const trompFiles = 8

// trompCase is one of Tromp's cases: the rooks castling rights fix for
// each side, and whether an en passant right is recorded.
type trompCase struct {
	// rooks are the rooks White's and Black's castling rights fix, 0 to 2.
	// A right fixes the king on its e-file square and the rook in its
	// corner; one fixed rook stands in either corner, two in both.
	rooks [2]int
	// enPassant records Black's pawn that has just advanced two squares to
	// rank 5, a white pawn beside it on rank 5 and the two squares it
	// crossed empty.
	enPassant bool
}

func (c trompCase) String() string {
	return fmt.Sprintf("fixwr=%d fixbr=%d ep=%t", c.rooks[0], c.rooks[1], c.enPassant)
}

// trompCases lists the 18 cases with their published totals.
func trompCases() (cases []trompCase, published []*big.Int) {
	for w := range 3 {
		for b := range 3 {
			for ep, total := range trompCaseTotals[w][b] {
				cases = append(cases, trompCase{rooks: [2]int{w, b}, enPassant: ep == 1})
				published = append(published, bigInt(total))
			}
		}
	}
	return cases, published
}

func bigInt(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok {
		panic("not a number: " + s)
	}
	return n
}

// fixedPawns is the pawns of each side an en passant right fixes.
func (c trompCase) fixedPawns() int {
	if c.enPassant {
		return 1
	}
	return 0
}

// fixedMen is the men of one side the case fixes: its king and rooks
// under castling rights, its pawn under an en passant right.
func (c trompCase) fixedMen(side pieces.Color) int {
	n := c.rooks[side] + c.fixedPawns()
	if c.rooks[side] > 0 {
		n++ // the king
	}
	return n
}

// fixedSquares is the squares the case takes from the pieces and the free
// pawns: the fixed men's, and the two squares the advanced pawn crossed.
func (c trompCase) fixedSquares() int {
	n := c.fixedMen(pieces.White) + c.fixedMen(pieces.Black)
	if c.enPassant {
		n += 2
	}
	return n
}

// choices is the number of ways to put the case's fixed men: a fixed rook
// alone stands in either corner, and Black's advanced pawn and White's
// capturer stand on any two files side by side, capturer on either side.
func (c trompCase) choices() *big.Int {
	n := new(big.Int).Mul(binomial(2, c.rooks[0]), binomial(2, c.rooks[1]))
	if c.enPassant {
		n.Mul(n, big.NewInt(2*(trompFiles-1)))
	}
	return n
}

// binomial returns C(n, k), 0 outside 0 ≤ k ≤ n, for n up to the squares
// of the board; the result is shared and must not be changed.
func binomial(n, k int) *big.Int {
	if k < 0 || k > n {
		return new(big.Int)
	}
	return pascal()[n][k]
}

// pascal is Pascal's triangle up to the squares of the board.
var pascal = sync.OnceValue(func() [][]*big.Int {
	rows := make([][]*big.Int, 8*trompFiles+1)
	for n := range rows {
		rows[n] = make([]*big.Int, n+1)
		rows[n][0], rows[n][n] = big.NewInt(1), big.NewInt(1)
		for k := 1; k < n; k++ {
			rows[n][k] = new(big.Int).Add(rows[n-1][k-1], rows[n-1][k])
		}
	}
	return rows
})

// armyClass is what the count needs to know of one side's army: its pieces
// (its king among them unless castling rights fix it), its pawns (but the
// one an en passant right fixes) and its promotions.
type armyClass struct{ pieces, pawns, promotions int }

// trompArmies returns one side's armies by class, each with the number of
// ways to give its pieces their kinds on the squares chosen for them,
// pieces!/(q!·r!·b!·n!). The promotions are max(0, Q−1) + max(0, R−2) +
// max(0, B−2) + max(0, N−2), the rooks castling fixes counted among the
// two; pawns and promotions make at most 8, the fixed pawn among them.
func trompArmies(fixedRooks, fixedPawns int) map[armyClass]*big.Int {
	king, freeRooks := 0, 2-fixedRooks
	if fixedRooks == 0 {
		king = 1
	}
	out := map[armyClass]*big.Int{}
	for q := 0; q <= 9; q++ {
		for r := 0; r <= 10; r++ {
			for b := 0; b <= 10; b++ {
				for n := 0; n <= 10; n++ {
					proms := max(0, q-1) + max(0, r-freeRooks) + max(0, b-2) + max(0, n-2)
					men := king + q + r + b + n
					names := multinomial(men, q, r, b, n)
					for p := 0; p+proms+fixedPawns <= trompFiles; p++ {
						addTo(out, armyClass{men, p, proms}, names)
					}
				}
			}
		}
	}
	return out
}

// multinomial returns n!/(k1!·k2!·…), the ways to split n things into
// groups of the given sizes and the rest.
func multinomial(n int, groups ...int) *big.Int {
	out := big.NewInt(1)
	for _, k := range groups {
		out.Mul(out, binomial(n, k))
		n -= k
	}
	return out
}

// addTo adds v to m[k], which starts absent for 0.
func addTo[K comparable](m map[K]*big.Int, k K, v *big.Int) {
	if m[k] == nil {
		m[k] = new(big.Int)
	}
	m[k].Add(m[k], v)
}

// A fileSquare is what one square of a file may hold in a case: a pawn of
// either colour or none, nothing (a square the advanced pawn crossed), or
// a pawn the en passant right fixes.
type fileSquare uint8

const (
	anyPawn fileSquare = iota
	noPawn
	fixedWhitePawn
	fixedBlackPawn
)

// The files' squares from rank 7 down to rank 2, White to move.
var (
	ordinaryFile = []fileSquare{anyPawn, anyPawn, anyPawn, anyPawn, anyPawn, anyPawn}
	// advancedFile holds Black's pawn that came from rank 7 to rank 5.
	advancedFile = []fileSquare{noPawn, noPawn, fixedBlackPawn, anyPawn, anyPawn, anyPawn}
	// capturerFile holds White's pawn beside it, which may take it.
	capturerFile = []fileSquare{anyPawn, anyPawn, fixedWhitePawn, anyPawn, anyPawn, anyPawn}
)

// A filePawn is a pawn met while reading a file.
type filePawn struct {
	color pieces.Color
	fixed bool // fixed by the en passant right
}

// epFilePairs says which opposed pairs count on the two files of an en
// passant right.
type epFilePairs uint8

const (
	// pairsWithFixedPawn, Tromp's: only a pair that holds the advanced
	// pawn or its capturer.
	pairsWithFixedPawn epFilePairs = iota
	// everyPair, as on any other file: the package's rule.
	everyPair
	// noPair: both files left out of the opposed files.
	noPair
)

// pairRule is how the count finds opposed pairs on a file. The zero value
// is Tromp's rule; the others are mutations of it, which the tests show
// change his figure.
type pairRule struct {
	// bottomUp reads each file from its bottom up, so that a white pawn
	// with a black pawn next below it makes the pair.
	bottomUp bool
	// pawnsBetween drops "no pawn between": any black pawn above a white
	// pawn makes a pair with it.
	pawnsBetween bool
	// epFiles says which pairs count on the en passant files.
	epFiles epFilePairs
}

// countedPairs returns the opposed pairs rule counts among pawns, a
// file's pawns from its top down, on a file of an en passant right or not.
// A pair is the package's opposed pair: lastPawn.after says when a white
// pawn closes one.
func (r pairRule) countedPairs(pawns []filePawn, epFile bool) int {
	if r.bottomUp {
		reversed := make([]filePawn, len(pawns))
		for i, p := range pawns {
			reversed[len(pawns)-1-i] = p
		}
		pawns = reversed
	}
	if r.pawnsBetween {
		return r.pairsWithPawnsBetween(pawns, epFile)
	}
	n, above, last := 0, noPawnAbove, filePawn{}
	for _, p := range pawns {
		next, closes := above.after(p.color)
		if closes && r.counts(last, p, epFile) {
			n++
		}
		above, last = next, p
	}
	return n
}

// pairsWithPawnsBetween is the mutation that drops "no pawn between": each
// black pawn met before a white pawn makes a pair with it.
func (r pairRule) pairsWithPawnsBetween(pawns []filePawn, epFile bool) int {
	n := 0
	for j, white := range pawns {
		for _, black := range pawns[:j] {
			if white.color == pieces.White && black.color == pieces.Black && r.counts(black, white, epFile) {
				n++
			}
		}
	}
	return n
}

// counts reports whether the pair of black and white counts on its file.
func (r pairRule) counts(black, white filePawn, epFile bool) bool {
	if !epFile {
		return true
	}
	switch r.epFiles {
	case pairsWithFixedPawn:
		return black.fixed || white.fixed
	case noPair:
		return false
	}
	return true // everyPair
}

// fileTable counts the placements of free pawns on one file, indexed by
// the white and black pawns they hold: [0] the placements, and [1] the
// counted opposed pairs summed over them. A placement counts once when
// the file is not chosen as an opposed file, and once for each of its
// pairs when it is.
type fileTable [7][7][2]int64

// fileTable reads every placement of pawns on squares from the top down.
func (r pairRule) fileTable(squares []fileSquare, epFile bool) fileTable {
	var t fileTable
	var pawns []filePawn
	var place func(i, white, black int)
	put := func(i, white, black int, p filePawn) {
		pawns = append(pawns, p)
		place(i+1, white, black)
		pawns = pawns[:len(pawns)-1]
	}
	place = func(i, white, black int) {
		if i == len(squares) {
			t[white][black][0]++
			t[white][black][1] += int64(r.countedPairs(pawns, epFile))
			return
		}
		switch squares[i] {
		case fixedWhitePawn:
			put(i, white, black, filePawn{pieces.White, true})
		case fixedBlackPawn:
			put(i, white, black, filePawn{pieces.Black, true})
		case anyPawn:
			put(i, white+1, black, filePawn{pieces.White, false})
			put(i, white, black+1, filePawn{pieces.Black, false})
			place(i+1, white, black)
		default:
			place(i+1, white, black)
		}
	}
	place(0, 0, 0)
	return t
}

// pawnTable counts the placements of the free pawns on the whole board,
// indexed by the white and black pawns and the opposed files chosen: each
// placement times its ways to choose that many opposed files and one
// counted pair on each. Its entry for the files the rule asks for is a
// placement's multiplicity summed over the placements.
type pawnTable [trompFiles + 1][trompFiles + 1][trompFiles + 1]*big.Int

// pawnTable multiplies the files' tables: for an en passant right, six
// ordinary files, the advanced pawn's and the capturer's.
func (r pairRule) pawnTable(c trompCase) *pawnTable {
	var files []fileTable
	ordinary := r.fileTable(ordinaryFile, false)
	for range trompFiles {
		files = append(files, ordinary)
	}
	if c.enPassant {
		files = append(files[2:], r.fileTable(advancedFile, true), r.fileTable(capturerFile, true))
	}
	t := new(pawnTable)
	t[0][0][0] = big.NewInt(1)
	for _, f := range files {
		t = t.times(f)
	}
	return t
}

// times returns the table of the files of t and one file more, f.
func (t *pawnTable) times(f fileTable) *pawnTable {
	out := new(pawnTable)
	term := new(big.Int)
	for w, byBlack := range t {
		for b, byOpposed := range byBlack {
			for o, n := range byOpposed {
				if n == nil {
					continue
				}
				for fw := 0; w+fw <= trompFiles && fw < len(f); fw++ {
					for fb := 0; b+fb <= trompFiles && fb < len(f[fw]); fb++ {
						for fo := 0; o+fo <= trompFiles && fo < 2; fo++ {
							if f[fw][fb][fo] == 0 {
								continue
							}
							term.Mul(n, big.NewInt(f[fw][fb][fo]))
							addToSlot(&out[w+fw][b+fb][o+fo], term)
						}
					}
				}
			}
		}
	}
	return out
}

// addToSlot adds v to the number in slot, which starts at nil for 0.
func addToSlot(slot **big.Int, v *big.Int) {
	if *slot == nil {
		*slot = new(big.Int)
	}
	(*slot).Add(*slot, v)
}

// pawnKey is what the armies and pieces leave the pawns to do: the free
// pawns of each side, and the opposed files the rule asks for.
type pawnKey struct{ white, black, opposed int }

// pieceWeights returns, for case c, the ways to choose both armies and put
// their pieces on the squares the fixed men and the pawns leave, with the
// fixed men's choices, summed by what they ask of the pawns. An army pair
// counts when each side's promotions are at most the captures (32 less the
// men) plus the other side's pawns captured (8 less its pawns and
// promotions); the opposed files asked for are requiredOpposedFiles'.
func pieceWeights(c trompCase) map[pawnKey]*big.Int {
	fixed := c.fixedMen(pieces.White) + c.fixedMen(pieces.Black)
	whites := trompArmies(c.rooks[0], c.fixedPawns())
	blacks := trompArmies(c.rooks[1], c.fixedPawns())
	out := map[pawnKey]*big.Int{}
	ways := new(big.Int)
	for w, wNames := range whites {
		for b, bNames := range blacks {
			men := fixed + w.pieces + w.pawns + b.pieces + b.pawns
			usedWhite := w.pawns + c.fixedPawns() + w.promotions
			usedBlack := b.pawns + c.fixedPawns() + b.promotions
			captures := 2*(2*trompFiles) - men
			if w.promotions > captures+trompFiles-usedBlack || b.promotions > captures+trompFiles-usedWhite {
				continue
			}
			space := 8*trompFiles - c.fixedSquares() - w.pawns - b.pawns
			ways.Mul(wNames, bNames)
			ways.Mul(ways, binomial(space, w.pieces))
			ways.Mul(ways, binomial(space-w.pieces, b.pieces))
			opposed := requiredOpposedFiles(trompFiles, 2*(2*trompFiles), men, usedWhite, usedBlack)
			addTo(out, pawnKey{w.pawns, b.pawns, opposed}, ways)
		}
	}
	for _, v := range out {
		v.Mul(v, c.choices())
	}
	return out
}

// trompCount counts Tromp's cases under a pair rule; the armies' and
// pieces' part, which no pair rule changes, is worked out once.
type trompCount struct {
	cases   []trompCase
	weights []map[pawnKey]*big.Int
}

func newTrompCount() *trompCount {
	cases, _ := trompCases()
	tc := &trompCount{cases: cases}
	for _, c := range cases {
		tc.weights = append(tc.weights, pieceWeights(c))
	}
	return tc
}

// count returns each case's total, White to move, and N, twice their sum.
func (tc *trompCount) count(r pairRule) (totals []*big.Int, n *big.Int) {
	n = new(big.Int)
	tables := map[bool]*pawnTable{}
	term := new(big.Int)
	for i, c := range tc.cases {
		if tables[c.enPassant] == nil {
			tables[c.enPassant] = r.pawnTable(c)
		}
		pawns, total := tables[c.enPassant], new(big.Int)
		for k, w := range tc.weights[i] {
			if p := pawns[k.white][k.black][k.opposed]; p != nil {
				total.Add(total, term.Mul(w, p))
			}
		}
		totals = append(totals, total)
		n.Add(n, total)
	}
	return totals, n.Lsh(n, 1)
}

func TestTrompsUrpositions(t *testing.T) {
	_, published := trompCases()
	tc := newTrompCount()
	totals, n := tc.count(pairRule{})
	for i, c := range tc.cases {
		if totals[i].Cmp(published[i]) != 0 {
			t.Errorf("%v: counted %v, Tromp's CountChess.hs prints %v", c, totals[i], published[i])
		}
	}
	if n.Cmp(bigInt(trompN)) != 0 {
		t.Errorf("N = %v, Tromp's is %v", n, trompN)
	}
}

// TestTrompMutations shows that Tromp's figure hangs on his rule as
// written: each mutation of the opposed pair, counted by the same code,
// misses his N, and moves the count the way it must. A rule that finds
// more pairs on every file can only raise a placement's multiplicity, one
// that finds fewer only lower it. Mutations of the en passant files leave
// the cases without en passant as they were, and so does reading the files
// from the bottom up, whose count is that of the board turned upside down
// there; with an en passant right it is not, since the advanced pawn
// stands on its own side of the board.
func TestTrompMutations(t *testing.T) {
	tc := newTrompCount()
	tromp, _ := tc.count(pairRule{})
	for _, m := range []struct {
		name string
		rule pairRule
		sign int  // the sign of the change of N, 0 for either
		same bool // the cases without en passant keep their totals
	}{
		{"every pair counted on the en passant files", pairRule{epFiles: everyPair}, +1, true},
		{"the en passant files left out", pairRule{epFiles: noPair}, -1, true},
		{"pawns allowed between the pair", pairRule{pawnsBetween: true}, +1, false},
		{"the pair's order reversed", pairRule{bottomUp: true}, 0, true},
	} {
		totals, n := tc.count(m.rule)
		switch d := n.Cmp(bigInt(trompN)); {
		case d == 0:
			t.Errorf("%s: N is still Tromp's", m.name)
		case m.sign != 0 && d != m.sign:
			t.Errorf("%s: N = %v moved the wrong way from Tromp's %v", m.name, n, trompN)
		}
		for i, c := range tc.cases {
			if changed := totals[i].Cmp(tromp[i]) != 0; changed == (m.same && !c.enPassant) {
				t.Errorf("%s: %v counted %v against %v", m.name, c, totals[i], tromp[i])
			}
		}
	}
}

// TestTrompLeavesOutLegalEnPassantPositions reads the files of two legal
// positions in which White may take en passant, each with one capture and
// no pawn lost, so that the rule asks for 7 opposed files. The package's
// rule finds 7 in each. Tromp's counts on the two en passant files only a
// pair that holds the advanced pawn or its capturer, finds 6, and so
// leaves both positions out of his count:
//
//   - rnb1kbnr/ppp2ppp/8/3pP3/4p3/8/PPPPP1PP/RNBQKBNR w KQkq d6, after
//     1. Nf3 e5 2. Ng1 e4 3. Nf3 Qe7 4. Ng1 Qe6 5. f4 Qe5 6. fxe5 d5: on
//     the e-file Black's e4 pawn stands between White's capturer on e5 and
//     its e2 pawn;
//   - rnbqkbnr/1p2pppp/p7/2Pp4/3p4/8/PP1PPPPP/RNBQKB1R w KQkq d6, after
//     1. c4 c5 2. Nf3 a6 3. Nd4 cxd4 4. c5 d5 (M. Spece, "Legal en-passant
//     position has no urposition preimage", a report to Chess Position
//     Ranking, 2026): on the d-file Black's d4 pawn stands between the
//     advanced pawn on d5 and White's d2 pawn.
func TestTrompLeavesOutLegalEnPassantPositions(t *testing.T) {
	w, b := filePawn{color: pieces.White}, filePawn{color: pieces.Black}
	advanced, capturer := filePawn{pieces.Black, true}, filePawn{pieces.White, true}
	for _, p := range []struct {
		name  string
		files [trompFiles][]filePawn // a to h, each from rank 7 down
		ep    [2]int                 // the en passant files
	}{
		{"capturer on e5", [trompFiles][]filePawn{{b, w}, {b, w}, {b, w}, {advanced, w}, {capturer, b, w}, {b}, {b, w}, {b, w}}, [2]int{3, 4}},
		{"advanced pawn on d5", [trompFiles][]filePawn{{b, w}, {b, w}, {capturer}, {advanced, b, w}, {b, w}, {b, w}, {b, w}, {b, w}}, [2]int{2, 3}},
	} {
		required := requiredOpposedFiles(trompFiles, 32, 31, 8, 8)
		for _, r := range []struct {
			name string
			rule pairRule
			want int
		}{{"the package's rule", pairRule{epFiles: everyPair}, 7}, {"Tromp's rule", pairRule{}, 6}} {
			opposed := 0
			for f, pawns := range p.files {
				if r.rule.countedPairs(pawns, f == p.ep[0] || f == p.ep[1]) > 0 {
					opposed++
				}
			}
			if opposed != r.want || required != 7 {
				t.Errorf("%s, %s: %d opposed files of the %d asked for; want %d of 7", p.name, r.name, opposed, required, r.want)
			}
		}
	}
}
