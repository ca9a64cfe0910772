package allchess

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

// kindSet is a set of kinds the man on a cell may be.
type kindSet uint8

// setOf returns the set of kinds ks.
func setOf(ks ...pieces.Kind) kindSet {
	var s kindSet
	for _, k := range ks {
		s |= 1 << k
	}
	return s
}

func (s kindSet) has(k pieces.Kind) bool { return s&(1<<k) != 0 }

var (
	anyMan    = setOf(pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn)
	anyPiece  = setOf(pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight)
	rookLike  = setOf(pieces.Rook, pieces.Queen)
	bishopish = setOf(pieces.Bishop, pieces.Queen)
	pawnCheck = setOf(pieces.Bishop, pieces.Queen, pieces.Pawn)
	knight    = setOf(pieces.Knight)
)

// cellType is what a cell holds when it holds men: mult men (1 on a
// square; 2 on a pair of squares that a symmetry swaps, which must hold
// the same man) of one kind of kinds.
type cellType struct {
	mult  int
	kinds kindSet
}

// A freeType is one of a layout's two free cell types: the variable a of a
// term (0) or b (1). In the identity layout they are the squares a pawn
// may stand on (every square, in a count without pawns) and the others;
// in the layouts of the positions a reflection fixes, a square on its axis
// and a pair of squares it swaps (axisSquare, swappedPair).
type freeType int

const (
	pawnSquare   freeType = 0
	noPawnSquare freeType = 1
)

// A layout names the six cell types a count uses. A free cell may be empty
// or hold a man of either colour of a kind its type allows; a restricted
// cell holds a white man of its type's kinds. The free types are the
// variables a and b of a term, the restricted ones k[0] to k[3].
//
// A count of the bishop refinement keeps a side's bishops to the squares
// of one colour (bishops): that side's bishops are then no kind of any
// cell type, but a variable of their own, w for White's (the term's
// exponent of it below dims.whiteBishops), and for Black's a number fixed
// for the whole table, blackBishops, so that a table never holds two of
// them.
type layout struct {
	free       [2]cellType
	restricted [4]cellType
	// dims bounds each variable: a term's a, b, k[0..3] and w are below
	// them.
	dims         keyDims
	bishops      [2]bishopsOn // by side, White's then Black's
	blackBishops int
}

// keyDims bounds each variable of a key: a term's exponents of the free
// types (a, b) are below free, those of the restricted types (k[0..3])
// below restricted, and that of White's bishops kept apart (w) below
// whiteBishops (1 when they are not kept apart).
type keyDims struct {
	free         [2]int
	restricted   [4]int
	whiteBishops int
}

// bishopsOn says whether a count keeps a side's bishops to the squares of
// one colour, and which.
type bishopsOn struct {
	set    bool
	colour pieces.SquareColour
}

// on reports whether the bishops it keeps may stand on a square of colour
// c.
func (o bishopsOn) on(c pieces.SquareColour) bool { return o.set && o.colour == c }

// maxBishops bounds the bishops of one side, the exponent of its bishops'
// variable: two at the start and eight promoted.
const maxBishops = 10

// kept names the bishops l keeps apart, for the names of its tables: empty
// if none.
func (l layout) kept() string {
	var out []string
	if o := l.bishops[pieces.White]; o.set {
		out = append(out, "white bishops on "+o.colour.String())
	}
	if o := l.bishops[pieces.Black]; o.set {
		out = append(out, fmt.Sprintf("%d black bishops on %s", l.blackBishops, o.colour))
	}
	return strings.Join(out, ", ")
}

// keepBishops returns l counting with side's bishops kept to colour c.
// White's take a variable in each key; Black's are fixed at black for the
// whole table.
func (l layout) keepBishops(side pieces.Color, c pieces.SquareColour, black int) layout {
	l.bishops[side] = bishopsOn{true, c}
	if side == pieces.White {
		l.dims.whiteBishops = maxBishops + 1
	} else {
		l.blackBishops = black
	}
	return l
}

// A restrictedType numbers a layout's restricted types, k[0] to k[3]: on
// a line's first occupied cell or a knight cell, the white men that would
// give check from there.
type restrictedType int

// The restricted types' roles in the cells' layouts (the identity's, and
// FIDE's count): the white men that would give check from the first
// occupied square of a line or from a knight's square.
const (
	onRank     restrictedType = 0 // a rook or queen along a rank or file
	onDiagonal restrictedType = 1 // a bishop or queen along a diagonal
	pawnAttack restrictedType = 2 // a pawn too, on the squares a white pawn attacks from
	onKnight   restrictedType = 3 // a knight
)

// A positionSet is the positions a count in cells counts, each in a layout
// of its own.
type positionSet uint8

const (
	// everyPosition is all positions, pawns where the rank allows them.
	everyPosition positionSet = iota
	// pawnlessPositions is those without pawns.
	pawnlessPositions
	// diagonalPositions is those without pawns that the a1-h8 reflection
	// fixes.
	diagonalPositions
	// mirrorPositions is those the file mirror of a board with an odd
	// number of files fixes, and mirrorPawnlessPositions those of them
	// without pawns (see mirror.go).
	mirrorPositions
	mirrorPawnlessPositions
)

// layout returns the layout of the positions ps on b.
func (ps positionSet) layout(b pieces.Board) layout {
	switch ps {
	case diagonalPositions:
		return diagonalLayout(b)
	case mirrorPositions, mirrorPawnlessPositions:
		return mirrorLayout(b, ps == mirrorPawnlessPositions)
	}
	return identityLayout(b, ps == pawnlessPositions)
}

// symmetric reports whether ps is the positions a symmetry fixes, whose
// kings stand on its axis: counted one placement of the kings at a time.
func (ps positionSet) symmetric() bool {
	return ps == diagonalPositions || ps == mirrorPositions || ps == mirrorPawnlessPositions
}

// identityLayout is every square its own cell, with pawns where the rank
// allows them (a) or not (b): the identity's fixed count, all positions.
// pawnless leaves pawns out everywhere.
func identityLayout(b pieces.Board, pawnless bool) layout {
	men := anyMan
	attack := pawnCheck
	if pawnless {
		men, attack = anyPiece, bishopish
	}
	n := b.Squares()
	return layout{
		free:       [2]cellType{{1, men}, {1, anyPiece}},
		restricted: [4]cellType{{1, rookLike}, {1, bishopish}, {1, attack}, {1, knight}},
		// b counts the cells of the first and last ranks, and two squares
		// crossed.
		dims: keyDims{free: [2]int{n, 2*b.Files + 3}, restricted: [4]int{5, 5, 3, 9}, whiteBishops: 1},
	}
}

// The restricted types of the diagonal layout: a line's first occupied
// cell along the diagonal itself, on the rank or file, on the
// anti-diagonal; the knight's pairs of squares are onKnight, as in every
// layout.
const (
	diagonalOwn      restrictedType = 0
	diagonalRankFile restrictedType = 1
	diagonalAnti     restrictedType = 2
)

// diagonalLayout is the cells of the positions the a1-h8 reflection fixes,
// without pawns: a square of the diagonal holds one man (a); a pair of
// squares it swaps holds two alike (b). Its rays: the diagonal's own
// (single cells), the rank and file (pairs), the anti-diagonal (pairs);
// the knight squares come in pairs.
func diagonalLayout(b pieces.Board) layout {
	return layout{
		free:       [2]cellType{{1, anyPiece}, {2, anyPiece}},
		restricted: [4]cellType{{1, bishopish}, {2, rookLike}, {2, bishopish}, {2, knight}},
		dims:       keyDims{free: [2]int{b.Files + 1, b.Squares()/2 + 1}, restricted: [4]int{3, 3, 2, 5}, whiteBishops: 1},
	}
}
