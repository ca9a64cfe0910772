package nalimov

import (
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// Index is Nalimov's index: 462 king pairs (1806 with pawns), the side to
// move's men on the squares its enumeration allows (no contact check to
// the other king), each further man on the squares left. The zero value
// is ready to use.
type Index struct{}

var _ scheme.Index = Index{}

// String names the index: "Nalimov".
func (Index) String() string { return "Nalimov" }

// Size returns the length of Nalimov's file for m with toMove to move, as
// his tbindex.cpp publishes it (see tableSize), or the *scheme.IndexError
// of a material Nalimov built no table for.
func (Index) Size(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	return tableSize(m, toMove)
}

// refuse returns the *scheme.IndexError of a material Nalimov's index
// does not number, for reason.
func refuse(m pieces.Material, reason string) error {
	return &scheme.IndexError{Index: Index{}, Material: m, Reason: reason}
}

// tableSize is Index's Size: the slots of the table's blocks less the
// broken ones at their end.
func tableSize(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	named, side, err := namedTable(m, toMove)
	if err != nil {
		return scheme.IndexSize{}, err
	}
	mirrored := side == pieces.Black && !named.HasPawns() && named == named.Swapped()
	if mirrored {
		side = pieces.White // the file Black to move is read from
	}
	blocks, err := layout(named, side)
	if err != nil {
		return scheme.IndexSize{}, err
	}
	slots := countSlots(blocks)
	switch {
	case slots > maxSlots:
		return scheme.IndexSize{}, refuse(m, fmt.Sprintf(
			"Nalimov built no such table: its index would need %d slots, past the 2^32 of tbindex.cpp's 32-bit INDEX", slots))
	case mirrored:
		return scheme.IndexSize{Mirrored: true}, nil
	}
	return scheme.IndexSize{Entries: slots - trailingBroken(blocks)}, nil
}

// maxSlots is the most slots a table's index can number: tbindex.cpp
// numbers them with INDEX, an unsigned 32-bit integer.
const maxSlots = 1 << 32

// maxMen is the most men of a table Nalimov's tbindex.cpp numbers.
const maxMen = 6

// The board as the index numbers it: a1 = 0, b1 = 1, …, h8 = 63, so that
// the first square (file a) of rank r is 8·(r−1).
const (
	boardSquares = 64
	// pawnSquares is the squares a pawn may stand on: ranks 2 to 7.
	pawnSquares = 48
	secondRank  = 8  // a2
	fifthRank   = 32 // a5
	sixthRank   = 40 // a6
	seventhRank = 48 // a7
	eighthRank  = 56 // a8
)

// A digit reads the squares in the order of a frame: a square's number
// XORed with the frame's.
const (
	// upFrame is the board as it stands: the frame the side to move
	// plays up in.
	upFrame = 0
	// rankFlip mirrors the ranks, a1 with a8: the board as the index
	// reads it with Black to move, its pawns then moving down.
	rankFlip = 56
)

// namedTable returns the table m belongs to, in the colour orientation
// Nalimov names it, and the side to move in that table.
func namedTable(m pieces.Material, toMove pieces.Color) (pieces.Material, pieces.Color, error) {
	if m.Puzzle() {
		return m, toMove, refuse(m, "a puzzle material has no sides")
	}
	named := m.Syzygy()
	if named != m {
		toMove = toMove.Other()
	}
	if reason := unsupported(named); reason != "" {
		return m, toMove, refuse(m, reason)
	}
	return named, toMove, nil
}

// unsupported says why Nalimov's tbindex.cpp numbers no table for
// named, or "" when it does.
func unsupported(named pieces.Material) string {
	nw := countMen(sideGroups(named, pieces.White))
	nb := countMen(sideGroups(named, pieces.Black))
	switch {
	case named.Men() == 2:
		return "Nalimov built no KvK table: bare kings are a draw"
	case named.Men() > maxMen:
		return "Nalimov's tables stop at 6 men"
	case named.Men() == maxMen && named.HasPawns():
		return "Nalimov's tbindex.cpp as shipped with Sjeng 10 numbers no 6-man table with pawns"
	case named.Men() == maxMen && nw != nb:
		return fmt.Sprintf("Nalimov's tbindex.cpp as shipped with Sjeng 10 numbers no %d men against %d", nw+1, nb+1)
	}
	return ""
}

// manKind is a man as Nalimov's index knows it: a kind, and for a pawn
// whether it is the side to move's (it moves up the board, once the board
// is turned so that the side to move plays up) or the other side's. Kings
// and squares that must stay empty are men of a position too.
type manKind uint8

const (
	otherPawn manKind = iota // a pawn of the side not to move
	moverPawn                // a pawn of the side to move
	knight
	bishop
	rook
	queen
	king
	emptySquare // a square that must be empty: an en passant capture's
)

// isPawn reports whether k is a pawn of either side.
func (k manKind) isPawn() bool { return k <= moverPawn }

// group is n identical men.
type group struct {
	kind manKind
	n    int
}

// sideGroups lists side c's men but its king, strongest first (queens,
// rooks, bishops, knights, pawns), each kind once with its count; pawns
// are listed as the side to move's.
func sideGroups(m pieces.Material, c pieces.Color) []group {
	kinds := []struct {
		kind pieces.Kind
		man  manKind
	}{
		{pieces.Queen, queen}, {pieces.Rook, rook},
		{pieces.Bishop, bishop}, {pieces.Knight, knight},
		{pieces.Pawn, moverPawn},
	}
	var out []group
	for _, k := range kinds {
		if n := m.Count(pieces.Piece{Color: c, Kind: k.kind}); n > 0 {
			out = append(out, group{k.man, n})
		}
	}
	return out
}

// countMen counts the men of groups.
func countMen(groups []group) int {
	n := 0
	for _, g := range groups {
		n += g.n
	}
	return n
}

// countPawns counts the pawns of groups, of either side.
func countPawns(groups []group) int {
	n := 0
	for _, g := range groups {
		if g.kind.isPawn() {
			n += g.n
		}
	}
	return n
}

// split splits the men into those enumerated with the kings and
// the rest. The enumerated men are the side to move's; when it has none,
// the other side's pawns.
func split(mover, other []group) (enumerated, rest []group) {
	if len(mover) > 0 {
		return mover, other
	}
	for _, g := range other {
		if g.kind == moverPawn {
			enumerated = append(enumerated, group{otherPawn, g.n})
		} else {
			rest = append(rest, g)
		}
	}
	return enumerated, rest
}

// kingPair is a pair of kings the index numbers, by their squares.
type kingPair struct {
	mover int // the side to move's king
	other int // the other side's king
}

// kingPairs lists the pairs of kings Nalimov's index numbers, in its
// order (by the side to move's king's square, then the other's; a1 is 0,
// b1 1, h8 63). The kings stand apart (not on the same or adjacent
// squares). With pawns only the mirror a-h applies: the side to move's
// king on files a-d, 1806 pairs. Without, that king is in the triangle
// a1-d1-d4, and when it is on the diagonal a1-d4, the other king is on or
// below the diagonal a1-h8: 462 pairs.
func kingPairs(pawns bool) []kingPair {
	var out []kingPair
	for k1, k2 := range pieces.Chessboard.KingPairs() {
		if canonicalKings(int(k1), int(k2), pawns) {
			out = append(out, kingPair{mover: int(k1), other: int(k2)})
		}
	}
	return out
}

// canonicalKings reports whether the kings on k1 and k2 are a pair
// Nalimov's index numbers (see kingPairs).
func canonicalKings(k1, k2 int, pawns bool) bool {
	f1, r1 := k1%8, k1/8
	if pawns {
		return f1 < 4
	}
	if f1 >= 4 || r1 > f1 {
		return false
	}
	return r1 < f1 || k2/8 <= k2%8
}

// allowedSquares counts the squares an enumerated man may take with the
// side to move's king on k1 and the other king on k2 (allowed, and
// not k1).
func allowedSquares(kind manKind, k1, k2 int) int {
	n := 0
	for sq := range boardSquares {
		if sq != k1 && allowed(kind, sq, k2) {
			n++
		}
	}
	return n
}

// allowed reports whether an enumerated man may stand on sq with
// the other king on k2: not on k2, a pawn on ranks 2-7, and a man of the
// side to move not where it would give contact check to k2 (adjacent
// along its lines, a knight's jump, a pawn's capture; its pawns move up).
// A distant check by a slider depends on the men between, so those
// squares stay; the other side's pawns may check the side to move.
func allowed(kind manKind, sq, k2 int) bool {
	b, from, target := pieces.Chessboard, pieces.Square(sq), pieces.Square(k2)
	if sq == k2 || kind.isPawn() && !pieces.ChessPawnRanks.AllowsBoth(b, from) {
		return false
	}
	k, ok := moverKinds[kind]
	if !ok {
		return true // the other side's pawns, and no man
	}
	// The side to move is White, its pawns moving up; a slider's contact
	// check is from a square touching the king.
	contact := b.Attacks(pieces.Piece{Color: pieces.White, Kind: k}, from, target, nil) &&
		(k == pieces.Knight || k == pieces.Pawn || !b.Apart(from, target))
	return !contact
}

// moverKinds are the kinds of the side to move's men that
// allowed keeps off the squares of a contact check.
var moverKinds = map[manKind]pieces.Kind{moverPawn: pieces.Pawn, knight: pieces.Knight,
	bishop: pieces.Bishop, rook: pieces.Rook, queen: pieces.Queen}
