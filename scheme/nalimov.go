package scheme

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"gonum.org/v1/gonum/stat/combin"
)

// This file is Nalimov's index, as read in his tbindex.cpp as shipped with
// Sjeng 10 (the "NEW" index schema, with T41_INCLUDE and T33_INCLUDE on).
//
// A table is named with White the stronger side (KQvKR, not KRvKQ: more
// men first, then the stronger men, the order Syzygy names its tables in
// too), and stores one file per side to move. Its index numbers, for one
// side to move:
//
//   - a pair of kings: the side to move's king first, in the triangle
//     a1-d1-d4 (with the other king on or below a1-h8 when the first is on
//     the diagonal), 462 pairs; with pawns only the mirror a-h applies,
//     the first king on files a-d, 1806 pairs;
//   - the side to move's men (or, if it has none, the other side's pawns)
//     "enumerated" with the kings: each on the squares left by the kings
//     from which it gives no contact check to the other king (a queen,
//     rook or bishop adjacent on its lines, a knight's jump, a pawn's
//     capture); a pawn on ranks 2-7; identical men as a set;
//   - the rest, on the squares left: the other side's pawns on ranks 2-7
//     less the enumerated pawns' squares (48, 47, 46), its pieces on the
//     squares left by the kings, the enumerated men, the pawns and the
//     pieces before them (62, 61, 60, 59), identical men as a set;
//   - when both sides have pawns, a block after the main one for the
//     positions where the side to move may capture en passant: 1806
//     pairs of kings times the 14 captures (a pawn of files b-h capturing
//     to the left, a-g to the right), times the other men (the side to
//     move's pieces enumerated, a further pawn on 44 squares, a piece of
//     the other side on 58).
//
// The index does not look at the men beyond that: two men on one square,
// or the side not to move in check, take slots all the same ("broken"
// entries). The lengths
// Nalimov published, though, stop at the last slot that holds a position:
// his files drop the broken entries at their end. KRvK with White to move
// has 27036 slots and 27030 entries, since its last 6 slots put the rook
// on the 8th rank beside the black king on h8. Size returns the published
// length: the slots less those trailing broken ones, which it finds by
// reading the index backwards from its last slot.
//
// Which materials: every 3-, 4- and 5-man material has a table (KvK has
// none: the TB table lists it with no index and length 0). Of 6 men,
// Nalimov's file numbers only pawnless three men against three, through
// its class T33, and built 33 of the 55 such tables. 21 of the other 22
// (two unlike pieces a side, as KRNvKRB) would need more than 2^32 slots,
// past what its 32-bit INDEX numbers: those are an *IndexError, as tables
// that never existed. The 22nd, KRRvKRB, fits; Nalimov built no table for
// it, but T33 numbers it as it numbers KRRvKRN, so Size gives it. 6 men
// with pawns or four against two (no class, such as T42, in this file),
// and 7 men, are an *IndexError.
//
// A colour-symmetric pawnless table (KRvKR, KBBvKBB) stores the White to
// move file only and reads Black to move through the colour swap, so
// Black to move is Mirrored. KPvKP is not: Nalimov stores both files.

// nalimov is Nalimov's Size.
func nalimov(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	named, side, err := nalimovTable(m, toMove)
	if err != nil {
		return IndexSize{}, err
	}
	mirrored := side == pieces.Black && !named.HasPawns() && named == named.Swapped()
	if mirrored {
		side = pieces.White // the file Black to move is read from
	}
	blocks, err := nalimovLayout(named, side)
	if err != nil {
		return IndexSize{}, err
	}
	slots := nalimovSlots(blocks)
	switch {
	case slots > nalimovMaxSlots:
		return IndexSize{}, &IndexError{Nalimov, m, fmt.Sprintf(
			"Nalimov built no such table: its index would need %d slots, past the 2^32 of tbindex.cpp's 32-bit INDEX", slots)}
	case mirrored:
		return IndexSize{Mirrored: true}, nil
	}
	return IndexSize{Entries: slots - nalimovBrokenTail(blocks)}, nil
}

// nalimovMaxSlots is the most slots a table's index can number: tbindex.cpp
// numbers them with INDEX, an unsigned 32-bit integer.
const nalimovMaxSlots = 1 << 32

// nalimovTable returns the table m belongs to, in the colour orientation
// Nalimov names it, and the side to move in that table.
func nalimovTable(m pieces.Material, toMove pieces.Color) (pieces.Material, pieces.Color, error) {
	if m.Puzzle() {
		return m, toMove, &IndexError{Nalimov, m, "a puzzle material has no sides"}
	}
	named := m.Syzygy()
	if named != m {
		toMove = toMove.Other()
	}
	if reason := nalimovUnsupported(named); reason != "" {
		return m, toMove, &IndexError{Nalimov, m, reason}
	}
	return named, toMove, nil
}

// nalimovUnsupported says why Nalimov's tbindex.cpp numbers no table for
// named, or "" when it does.
func nalimovUnsupported(named pieces.Material) string {
	nw := nalimovMen(nalimovSide(named, pieces.White))
	nb := nalimovMen(nalimovSide(named, pieces.Black))
	switch {
	case named.Men() == 2:
		return "Nalimov built no KvK table: bare kings are a draw"
	case named.Men() > 6:
		return "Nalimov's tables stop at 6 men"
	case named.Men() == 6 && named.HasPawns():
		return "Nalimov's tbindex.cpp as shipped with Sjeng 10 numbers no 6-man table with pawns"
	case named.Men() == 6 && nw != nb:
		return fmt.Sprintf("Nalimov's tbindex.cpp as shipped with Sjeng 10 numbers no %d men against %d", nw+1, nb+1)
	}
	return ""
}

// nalimovKind is a man as Nalimov's index knows it: a kind, and for a pawn
// whether it is the side to move's (it moves up the board, once the board
// is turned so that the side to move plays up) or the other side's. Kings
// and squares that must stay empty are men of a position too.
type nalimovKind uint8

const (
	nalimovOtherPawn nalimovKind = iota // a pawn of the side not to move
	nalimovPawn                         // a pawn of the side to move
	nalimovKnight
	nalimovBishop
	nalimovRook
	nalimovQueen
	nalimovKing
	nalimovEmpty // a square that must be empty: an en passant capture's
)

// pawn reports whether k is a pawn of either side.
func (k nalimovKind) pawn() bool { return k <= nalimovPawn }

// nalimovGroup is n identical men.
type nalimovGroup struct {
	kind nalimovKind
	n    int
}

// nalimovSide lists side c's men but its king, strongest first (queens,
// rooks, bishops, knights, pawns), each kind once with its count; pawns
// are listed as the side to move's.
func nalimovSide(m pieces.Material, c pieces.Color) []nalimovGroup {
	kinds := []struct {
		kind pieces.Kind
		man  nalimovKind
	}{
		{pieces.Queen, nalimovQueen}, {pieces.Rook, nalimovRook},
		{pieces.Bishop, nalimovBishop}, {pieces.Knight, nalimovKnight},
		{pieces.Pawn, nalimovPawn},
	}
	var out []nalimovGroup
	for _, k := range kinds {
		if n := m.Count(pieces.Piece{Color: c, Kind: k.kind}); n > 0 {
			out = append(out, nalimovGroup{k.man, n})
		}
	}
	return out
}

// nalimovMen counts the men of groups.
func nalimovMen(groups []nalimovGroup) int {
	n := 0
	for _, g := range groups {
		n += g.n
	}
	return n
}

// nalimovPawns counts the pawns of groups, of either side.
func nalimovPawns(groups []nalimovGroup) int {
	n := 0
	for _, g := range groups {
		if g.kind.pawn() {
			n += g.n
		}
	}
	return n
}

// nalimovSplit splits the men into those enumerated with the kings and
// the rest. The enumerated men are the side to move's; when it has none,
// the other side's pawns.
func nalimovSplit(mover, other []nalimovGroup) (enumerated, rest []nalimovGroup) {
	if len(mover) > 0 {
		return mover, other
	}
	for _, g := range other {
		if g.kind == nalimovPawn {
			enumerated = append(enumerated, nalimovGroup{nalimovOtherPawn, g.n})
		} else {
			rest = append(rest, g)
		}
	}
	return enumerated, rest
}

// nalimovKingPairs lists the pairs of kings Nalimov's index numbers, the
// side to move's king first, in its order (by the first king's square,
// then the second's; a1 is 0, b1 1, h8 63). The kings stand apart (not on
// the same or adjacent squares). With pawns only the mirror a-h applies:
// the first king on files a-d, 1806 pairs. Without, the first king is in
// the triangle a1-d1-d4, and when it is on the diagonal a1-d4, the second
// king is on or below the diagonal a1-h8: 462 pairs.
func nalimovKingPairs(pawns bool) [][2]int {
	var out [][2]int
	for k1, k2 := range pieces.Chessboard.KingPairs() {
		if nalimovKingsCanonical(int(k1), int(k2), pawns) {
			out = append(out, [2]int{int(k1), int(k2)})
		}
	}
	return out
}

// nalimovKingsCanonical reports whether the kings on k1 and k2 are a pair
// Nalimov's index numbers (see nalimovKingPairs).
func nalimovKingsCanonical(k1, k2 int, pawns bool) bool {
	f1, r1 := k1%8, k1/8
	if pawns {
		return f1 < 4
	}
	if f1 >= 4 || r1 > f1 {
		return false
	}
	return r1 < f1 || k2/8 <= k2%8
}

// nalimovAllowed counts the squares an enumerated man may take with the
// side to move's king on k1 and the other king on k2 (nalimovSquare, and
// not k1).
func nalimovAllowed(kind nalimovKind, k1, k2 int) int {
	n := 0
	for sq := range 64 {
		if sq != k1 && nalimovSquare(kind, sq, k2) {
			n++
		}
	}
	return n
}

// nalimovSquare reports whether an enumerated man may stand on sq with
// the other king on k2: not on k2, a pawn on ranks 2-7, and a man of the
// side to move not where it would give contact check to k2 (adjacent
// along its lines, a knight's jump, a pawn's capture; its pawns move up).
// A distant check by a slider depends on the men between, so those
// squares stay; the other side's pawns may check the side to move.
func nalimovSquare(kind nalimovKind, sq, k2 int) bool {
	b, from, king := pieces.Chessboard, pieces.Square(sq), pieces.Square(k2)
	if sq == k2 || kind.pawn() && !pieces.ChessPawnRanks.AllowsBoth(b, from) {
		return false
	}
	k, ok := nalimovMoverKinds[kind]
	if !ok {
		return true // the other side's pawns, and no man
	}
	// The side to move is White, its pawns moving up; a slider's contact
	// check is from a square touching the king.
	contact := b.Attacks(pieces.Piece{Color: pieces.White, Kind: k}, from, king, nil) &&
		(k == pieces.Knight || k == pieces.Pawn || !b.Apart(from, king))
	return !contact
}

// nalimovMoverKinds are the kinds of the side to move's men that
// nalimovSquare keeps off the squares of a contact check.
var nalimovMoverKinds = map[nalimovKind]pieces.Kind{nalimovPawn: pieces.Pawn, nalimovKnight: pieces.Knight,
	nalimovBishop: pieces.Bishop, nalimovRook: pieces.Rook, nalimovQueen: pieces.Queen}

// nalimovMan is one man of a position the index numbers: its kind and
// whether it is the side to move's.
type nalimovMan struct {
	kind  nalimovKind
	mover bool
}

// nalimovDigit is one digit of a slot's number below the kings: it places
// a set of identical men, or for an en passant capture the capturing and
// captured pawns and the two squares the captured pawn crossed.
type nalimovDigit struct {
	men     []int // the men it places, indices into the block's men
	enum    bool  // enumerated with the kings (nalimovSquare)
	capture bool  // the en passant digit: men are capturing, captured, passed, origin
	exclude []int // the men whose squares it skips, decoded before it
	// flip is the frame whose square order the digit follows: 0 for the
	// frame the side to move plays up in, 56 (a vertical mirror) for the
	// board as the index reads it with Black to move, when the two differ.
	flip int
}

// nalimovBlock is one block of a table's slots: for each pair of kings,
// the digits' values, the most significant first.
type nalimovBlock struct {
	pairs     [][2]int // the pairs of kings, in the frame kingsFlip gives
	kingsFlip int
	men       []nalimovMan // men[0] is the side to move's king, men[1] the other
	digits    []nalimovDigit
	// order is the digits' indices in an order that decodes each after
	// the men it skips are placed (see decodeOrder).
	order []int
}

// nalimovLayout returns the blocks of named's table with side to move: the
// main block, and after it the en passant block if both sides have pawns,
// each with the order its digits decode in.
func nalimovLayout(named pieces.Material, side pieces.Color) ([]nalimovBlock, error) {
	mover, other := nalimovSide(named, side), nalimovSide(named, side.Other())
	enumerated, rest := nalimovSplit(mover, other)
	// With Black to move the index turns the board over inside its
	// enumeration only when an enumerated man is a pawn; the rest of the
	// index reads the board as it stands.
	enumFlip, restFlip := 0, 0
	if side == pieces.Black && named.HasPawns() {
		restFlip = 56
		if nalimovPawns(enumerated) == 0 {
			enumFlip = 56
		}
	}
	pairs := nalimovKingPairs(named.HasPawns())
	main := nalimovBlock{pairs: pairs, kingsFlip: enumFlip}
	main.addKings()
	enumMen := main.addEnumerated(enumerated, enumFlip)
	main.addRest(rest, enumMen, restFlip)
	blocks := []nalimovBlock{main}
	if nalimovPawns(mover) > 0 && nalimovPawns(other) > 0 {
		blocks = append(blocks, nalimovEnPassantBlock(mover, other, pairs, restFlip))
	}
	for i := range blocks {
		if err := blocks[i].decodeOrder(); err != nil {
			return nil, err
		}
	}
	return blocks, nil
}

// addKings adds the two kings.
func (b *nalimovBlock) addKings() {
	b.men = append(b.men, nalimovMan{nalimovKing, true}, nalimovMan{nalimovKing, false})
}

// addMen adds g's men, the side to move's if mover, and returns their
// indices.
func (b *nalimovBlock) addMen(g nalimovGroup, mover bool) []int {
	kind := g.kind
	if !mover && kind == nalimovPawn {
		kind = nalimovOtherPawn
	}
	var out []int
	for range g.n {
		out = append(out, len(b.men))
		b.men = append(b.men, nalimovMan{kind, mover})
	}
	return out
}

// addEnumerated adds the enumerated men's digits, in the order Nalimov's
// enumeration weighs them: a set of identical men first, then single men
// strongest first. It returns the men added.
func (b *nalimovBlock) addEnumerated(groups []nalimovGroup, flip int) []int {
	var all []int
	for _, pass := range []bool{true, false} {
		for _, g := range groups {
			if (g.n > 1) == pass {
				men := b.addMen(g, g.kind != nalimovOtherPawn)
				b.digits = append(b.digits, nalimovDigit{men: men, enum: true, flip: flip})
				all = append(all, men...)
			}
		}
	}
	return all
}

// addRest adds the rest's digits: pieces strongest first, then pawns. A
// pawn skips the squares of the enumerated pawns; a piece skips the kings,
// the enumerated men and the pawns, and a set of identical pieces the
// other pieces, a single piece the single pieces before it.
func (b *nalimovBlock) addRest(groups []nalimovGroup, enumMen []int, flip int) {
	var pawnMen, enumPawns []int
	for _, i := range enumMen {
		if b.men[i].kind.pawn() {
			enumPawns = append(enumPawns, i)
		}
	}
	var pieceDigits []nalimovDigit
	for _, g := range groups {
		men := b.addMen(g, false)
		if g.kind.pawn() {
			pawnMen = men
			continue
		}
		pieceDigits = append(pieceDigits, nalimovDigit{men: men, flip: flip})
	}
	for i := range pieceDigits {
		ex := append(append([]int{0, 1}, enumMen...), pawnMen...)
		pieceDigits[i].exclude = append(ex, nalimovSkippedPieces(pieceDigits, i)...)
	}
	b.digits = append(b.digits, pieceDigits...)
	if pawnMen != nil {
		b.digits = append(b.digits, nalimovDigit{men: pawnMen, exclude: enumPawns, flip: flip})
	}
}

// nalimovSkippedPieces returns the pieces of the other digits that digit i
// skips: all of them for a set of identical pieces; for a single piece
// those before it when all are single, none when a set is among them.
func nalimovSkippedPieces(digits []nalimovDigit, i int) []int {
	set := false
	for _, d := range digits {
		set = set || len(d.men) > 1
	}
	var out []int
	for j, d := range digits {
		switch {
		case j == i:
		case len(digits[i].men) > 1, !set && j < i:
			out = append(out, d.men...)
		}
	}
	return out
}

// nalimovEnPassantBlock is the block of positions with an en passant
// capture: the pairs of kings, the side to move's pieces enumerated, the
// other side's pieces on the squares left by the kings and the capture's
// four squares, further pawns on ranks 2-7 less those four, and the
// capture last. In the tables Nalimov's classes number (KPvKP and the
// 5-man ones) at most one man stands beside the kings and the two pawns,
// and these rules are read from those cases; two further men would each
// take the squares given here, not skipping one another.
func nalimovEnPassantBlock(mover, other []nalimovGroup, pairs [][2]int, flip int) nalimovBlock {
	b := nalimovBlock{pairs: pairs, kingsFlip: flip}
	b.addKings()
	capture := []int{2, 3, 4, 5}
	b.men = append(b.men, nalimovMan{nalimovPawn, true}, nalimovMan{nalimovOtherPawn, false},
		nalimovMan{nalimovEmpty, false}, nalimovMan{nalimovEmpty, false})
	var pawnDigits []nalimovDigit
	for _, side := range []struct {
		groups []nalimovGroup
		mover  bool
	}{{mover, true}, {other, false}} {
		for _, g := range side.groups {
			switch {
			case g.kind.pawn() && g.n > 1:
				men := b.addMen(nalimovGroup{g.kind, g.n - 1}, side.mover)
				pawnDigits = append(pawnDigits, nalimovDigit{men: men, exclude: capture, flip: flip})
			case g.kind.pawn():
			case side.mover:
				b.digits = append(b.digits, nalimovDigit{men: b.addMen(g, true), enum: true, flip: flip})
			default:
				ex := append([]int{0, 1}, capture...)
				b.digits = append(b.digits, nalimovDigit{men: b.addMen(g, false), exclude: ex, flip: flip})
			}
		}
	}
	b.digits = append(b.digits, pawnDigits...)
	return b.withCapture(capture, flip)
}

// withCapture adds the en passant digit, the least significant.
func (b nalimovBlock) withCapture(capture []int, flip int) nalimovBlock {
	b.digits = append(b.digits, nalimovDigit{men: capture, capture: true, flip: flip})
	return b
}

// nalimovCaptures is the number of en passant captures: a pawn on files
// b-h capturing to the left, or on files a-g to the right.
const nalimovCaptures = 2 * (8 - 1)

// radix returns the number of values digit d takes with the kings on k1
// and k2 (in the frame the side to move plays up in).
func (b *nalimovBlock) radix(d nalimovDigit, k1, k2 int) int {
	kind := b.men[d.men[0]].kind
	switch {
	case d.capture:
		return nalimovCaptures
	case d.enum:
		return combin.Binomial(nalimovAllowed(kind, k1, k2), len(d.men))
	case kind.pawn():
		return combin.Binomial(48-len(d.exclude), len(d.men))
	}
	return combin.Binomial(64-len(d.exclude), len(d.men))
}

// kings returns pair p's kings in the frame the side to move plays up in.
func (b *nalimovBlock) kings(p [2]int) (int, int) {
	return p[0] ^ b.kingsFlip, p[1] ^ b.kingsFlip
}

// radices returns the digits' radices with the kings of pair p.
func (b *nalimovBlock) radices(p [2]int) []int {
	k1, k2 := b.kings(p)
	out := make([]int, len(b.digits))
	for i, d := range b.digits {
		out[i] = b.radix(d, k1, k2)
	}
	return out
}

// nalimovSlots counts the slots of blocks: for each pair of kings, the
// product of the digits' radices.
func nalimovSlots(blocks []nalimovBlock) int {
	total := 0
	for _, b := range blocks {
		for _, p := range b.pairs {
			n := 1
			for _, r := range b.radices(p) {
				n *= r
			}
			total += n
		}
	}
	return total
}

// nalimovBrokenTail counts the broken slots at the end of blocks: read
// backwards from the last slot, those before the first that holds a
// position.
func nalimovBrokenTail(blocks []nalimovBlock) int {
	broken := 0
	for bi := len(blocks) - 1; bi >= 0; bi-- {
		b := &blocks[bi]
		for pi := len(b.pairs) - 1; pi >= 0; pi-- {
			n, found := b.brokenTail(b.pairs[pi])
			broken += n
			if found {
				return broken
			}
		}
	}
	return broken
}

// brokenTail counts the broken slots at the end of pair p's slots, and
// reports whether a slot that holds a position ends them.
func (b *nalimovBlock) brokenTail(p [2]int) (int, bool) {
	radices := b.radices(p)
	values := make([]int, len(radices))
	for i, r := range radices {
		if r == 0 {
			return 0, false
		}
		values[i] = r - 1
	}
	n := 0
	for !b.holdsPosition(p, values) {
		n++
		if !nalimovPrevious(values, radices) {
			return n, false
		}
	}
	return n, true
}

// nalimovPrevious steps values, digits of the given radices with the
// most significant first, back by one, and reports false when they were
// all 0.
func nalimovPrevious(values, radices []int) bool {
	for i := len(values) - 1; i >= 0; i-- {
		if values[i] > 0 {
			values[i]--
			return true
		}
		values[i] = radices[i] - 1
	}
	return false
}

// holdsPosition reports whether the slot of pair p with the digits'
// values holds a position: no two men on one square, the en passant
// squares empty, and the side not to move not in check.
func (b *nalimovBlock) holdsPosition(p [2]int, values []int) bool {
	squares := make([]int, len(b.men))
	for i := range squares {
		squares[i] = -1
	}
	squares[0], squares[1] = b.kings(p)
	for _, i := range b.order {
		b.decode(b.digits[i], values[i], squares)
	}
	return b.legal(squares)
}

// decodeOrder sets b.order: the digits in an order in which the men each
// skips are placed before it (the kings from the start), each pass taking
// every digit then ready. A pass that takes none would leave digits
// waiting on one another: an internal error.
func (b *nalimovBlock) decodeOrder() error {
	placed := make([]bool, len(b.men))
	placed[0], placed[1] = true, true // the kings
	taken := make([]bool, len(b.digits))
	b.order = b.order[:0]
	for len(b.order) < len(b.digits) {
		var ready []int
		for i, d := range b.digits {
			if !taken[i] && nalimovReady(d, placed) {
				ready = append(ready, i)
			}
		}
		if len(ready) == 0 {
			return fmt.Errorf("scheme: internal error: Nalimov's digits %v wait on one another", b.digits)
		}
		for _, i := range ready {
			taken[i] = true
			for _, m := range b.digits[i].men {
				placed[m] = true
			}
		}
		b.order = append(b.order, ready...)
	}
	return nil
}

// nalimovReady reports whether the men d skips are placed.
func nalimovReady(d nalimovDigit, placed []bool) bool {
	for _, i := range d.exclude {
		if !placed[i] {
			return false
		}
	}
	return true
}

// decode places digit d's men for value v.
func (b *nalimovBlock) decode(d nalimovDigit, v int, squares []int) {
	if d.capture {
		// Captures 0-6: a pawn on files b-h takes to the left; 7-13: on
		// files a-g, to the right. The side to move's pawn stands on the
		// 5th rank, the pawn it takes beside it, which came from the 7th
		// rank over the 6th.
		from, to := v+1, v
		if v >= 7 {
			from, to = v-7, v-6
		}
		squares[d.men[0]], squares[d.men[1]] = 32+from, 32+to
		squares[d.men[2]], squares[d.men[3]] = 40+to, 48+to
		return
	}
	list := b.candidates(d, squares)
	for i := len(d.men); i >= 1; i-- {
		// The combinatorial number system: v is the sum over the set of
		// C(index, rank), the indices in the candidates' order.
		c := len(list) - 1
		for binomial(c, i) > v {
			c--
		}
		v -= binomial(c, i)
		squares[d.men[i-1]] = list[c]
	}
}

// candidates lists the squares digit d's men may take, in the order of
// the digit's frame.
func (b *nalimovBlock) candidates(d nalimovDigit, squares []int) []int {
	kind := b.men[d.men[0]].kind
	var out []int
	for s := range 64 {
		sq := s ^ d.flip
		switch {
		case d.enum:
			if sq == squares[0] || !nalimovSquare(kind, sq, squares[1]) {
				continue
			}
		case kind.pawn() && (sq < 8 || sq >= 56), nalimovHeld(sq, d.exclude, squares):
			continue
		}
		out = append(out, sq)
	}
	return out
}

// nalimovHeld reports whether one of the men men stands on sq.
func nalimovHeld(sq int, men, squares []int) bool {
	for _, i := range men {
		if squares[i] == sq {
			return true
		}
	}
	return false
}

// legal reports whether the men on squares form a position: each on its
// own square, and the other king not attacked by the side to move.
func (b *nalimovBlock) legal(squares []int) bool {
	var held [64]bool
	for _, sq := range squares {
		if held[sq] {
			return false
		}
		held[sq] = true
	}
	occupied := func(s pieces.Square) bool { return held[s] }
	for i, sq := range squares {
		if held[sq] && b.men[i].kind == nalimovEmpty {
			held[sq] = false
		}
	}
	kinds := map[nalimovKind]pieces.Kind{
		nalimovPawn: pieces.Pawn, nalimovKnight: pieces.Knight, nalimovBishop: pieces.Bishop,
		nalimovRook: pieces.Rook, nalimovQueen: pieces.Queen, nalimovKing: pieces.King,
	}
	k2 := pieces.Square(squares[1])
	for i, m := range b.men {
		k, ok := kinds[m.kind]
		p := pieces.Piece{Color: pieces.White, Kind: k}
		if m.mover && ok && pieces.Chessboard.Attacks(p, pieces.Square(squares[i]), k2, occupied) {
			return false
		}
	}
	return true
}
