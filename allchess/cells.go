package allchess

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

// The sets of kinds the cells allow.
var (
	anyMan    = pieces.KindsOf(pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn)
	anyPiece  = pieces.KindsOf(pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight)
	rookLike  = pieces.KindsOf(pieces.Rook, pieces.Queen)
	bishopish = pieces.KindsOf(pieces.Bishop, pieces.Queen)
	pawnCheck = pieces.KindsOf(pieces.Bishop, pieces.Queen, pieces.Pawn)
	knight    = pieces.KindsOf(pieces.Knight)
)

// cellType is what a cell holds when it holds men: mult men (1 on a
// square; 2 on a pair of squares that a symmetry swaps, which must hold
// the same man) of one kind of kinds.
type cellType struct {
	mult  int
	kinds pieces.Kinds
}

// A freeType is one of a layout's two free cell types, the variable a of a
// term (0) or b (1); what they hold is layout.free's, and only a layout's
// own shapes use the names below.
type freeType int

const (
	// The identity layouts' (FIDE's count's and the sweep's): the squares
	// a pawn may stand on (all, without pawns), and the others.
	pawnSquare   freeType = 0
	noPawnSquare freeType = 1
	// Those of a reflection's fixed positions: a square on its axis, which
	// holds one man, and a pair it swaps, which holds two alike.
	axisSquare  freeType = 0
	swappedPair freeType = 1
)

// pawnMayStand reports whether a pawn of either side may stand on sq of b
// under fx: on a rank where chess lets both sides' (the minichess ranks
// come by fixtures), and not on one fx keeps free of pawns.
func pawnMayStand(b pieces.Board, sq pieces.Square, fx *fixture) bool {
	return pieces.ChessPawnRanks.AllowsBoth(b, sq) && !fx.pawnFree[sq]
}

// A layout names the six cell types a count uses: the free ones, a and b
// of a term, empty or holding a man of either colour of a kind the type
// allows, and the restricted ones, k[0] to k[3], holding a white man of
// the type's kinds. The bishop refinement may keep a side's bishops to
// one colour (bishops): they are then no cell's kind, but White's a
// variable, w, and Black's a number fixed for the table (blackBishops),
// so that a table never holds two such variables.
type layout struct {
	free         [2]cellType
	restricted   restrictedTypes
	dims         keyDims
	bishops      [2]bishopsOn // by side, White's then Black's
	blackBishops int
}

// keyDims bounds each variable of a key: a and b below free, k[0..3]
// below restricted, and w below whiteBishops (1 when not kept apart).
type keyDims struct {
	free         [2]int
	restricted   [4]int
	whiteBishops int
}

// bishopsOn says whether a count keeps a side's bishops to one colour,
// and which.
type bishopsOn struct {
	set    bool
	colour pieces.SquareColour
}

// on reports whether the bishops it keeps may stand on colour c.
func (o bishopsOn) on(c pieces.SquareColour) bool { return o.set && o.colour == c }

// maxBishops bounds the bishops of one side, the exponent of its bishops'
// variable: two at the start and eight promoted.
const maxBishops = 10

// kept names the bishops l keeps apart, for its tables' names.
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

// keepBishops returns l with side's bishops kept to colour c, Black's
// fixed at black.
func (l layout) keepBishops(side pieces.Color, c pieces.SquareColour, black int) layout {
	l.bishops[side] = bishopsOn{true, c}
	if side == pieces.White {
		l.dims.whiteBishops = maxBishops + 1
	} else {
		l.blackBishops = black
	}
	return l
}

// A restrictedType numbers a layout's restricted types, k[0] to k[3].
type restrictedType int

// restrictedTypes are a layout's four restricted types. A shape finds a
// cell's by what it holds (of), so no layout needs another's numbering.
type restrictedTypes [4]cellType

// of returns the first restricted type that holds mult white men of the
// kinds kinds.
func (r *restrictedTypes) of(mult int, kinds pieces.Kinds) restrictedType {
	for t, c := range r {
		if c.mult == mult && c.kinds == kinds {
			return restrictedType(t)
		}
	}
	panic(fmt.Sprintf("allchess: no restricted type holds %d men of kinds %b", mult, kinds))
}

// The restricted types of the identity layouts (FIDE's count's and the
// sweep's too): the white men that would give check from a line's first
// occupied square or a knight square. The knight's is last in every layout.
const (
	onRank     restrictedType = 0 // a rook or queen along a rank or file
	onDiagonal restrictedType = 1 // a bishop or queen along a diagonal
	pawnAttack restrictedType = 2 // a pawn too, on the squares a white pawn attacks from
	onKnight   restrictedType = 3 // a knight
)

// A positionSet is the positions a count in cells counts, in its layout.
type positionSet uint8

const (
	everyPosition     positionSet = iota // all, pawns where the rank allows
	pawnlessPositions                    // those without pawns
	// diagonalPositions is those without pawns the a1-h8 reflection fixes.
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
// allows them (a) or not (b); pawnless leaves pawns out everywhere.
func identityLayout(b pieces.Board, pawnless bool) layout {
	men := anyMan
	attack := pawnCheck
	if pawnless {
		men, attack = anyPiece, bishopish
	}
	n := b.Squares()
	return layout{
		free:       [2]cellType{{1, men}, {1, anyPiece}},
		restricted: restrictedTypes{{1, rookLike}, {1, bishopish}, {1, attack}, {1, knight}},
		// b counts the cells of the first and last ranks, and two squares
		// crossed.
		dims: keyDims{free: [2]int{n, 2*b.Files + 3}, restricted: [4]int{5, 5, 3, 9}, whiteBishops: 1},
	}
}

// diagonalLayout is the cells of the positions without pawns the a1-h8
// reflection fixes: a square of the diagonal holds one man (a), a pair it
// swaps two alike (b). The diagonal's lines are single cells; the rank and
// file, the anti-diagonal and the knight squares are pairs.
func diagonalLayout(b pieces.Board) layout {
	return layout{
		free:       [2]cellType{{1, anyPiece}, {2, anyPiece}},
		restricted: restrictedTypes{{1, bishopish}, {2, rookLike}, {2, bishopish}, {2, knight}},
		dims:       keyDims{free: [2]int{b.Files + 1, b.Squares()/2 + 1}, restricted: [4]int{3, 3, 2, 5}, whiteBishops: 1},
	}
}

// mirrorLayout is the cells of the positions the file mirror fixes, with
// pawns or without.
func mirrorLayout(b pieces.Board, pawnless bool) layout {
	men := anyMan
	if pawnless {
		men = anyPiece
	}
	return layout{
		free:       [2]cellType{{1, men}, {2, men}},
		restricted: restrictedTypes{{1, rookLike}, {2, rookLike}, {2, bishopish}, {2, knight}},
		dims:       keyDims{free: [2]int{b.Ranks + 1, b.Squares()/2 + 1}, restricted: [4]int{3, 2, 3, 5}, whiteBishops: 1},
	}
}

// A correction is a count in a layout that keeps some bishops apart, and
// the sign it is added with.
type correction struct {
	layout layout
	sign   int64
}

// bishopCorrections returns the counts that take from l's the positions
// the bishop refinement forbids, of at most maxTotal men under army a
// (which starts with two bishops), with promotions tied to captures or
// not. Its charge for B bishops, max(0, B_light − 1) + max(0, B_dark − 1),
// exceeds chess's, max(0, B − 2), only when B ≥ 2 all stand on one
// colour, and then by one promotion. Without captures that forbids the
// armies that have used all their pawns and hold such bishops, at least
// a.Pawns + 2 men; with captures it tightens both sides' bounds, and each
// count takes what the charge takes away (fills.takenAway). By inclusion
// and exclusion, the counts with White's bishops kept to either colour
// and those with Black's (from 2 to a.Pawns + 2 of them) are taken away,
// and those with both added back.
func (l layout) bishopCorrections(a Army, maxTotal int, captures bool) []correction {
	most := a.Pawns + a.Base[pieces.Bishop] // the most bishops of an army
	fewest := most                          // the fewest men of an army the charge changes
	if captures {
		fewest = a.Base[pieces.Bishop]
	}
	var out []correction
	sides := []bishopsOn{{}, {true, pieces.Dark}, {true, pieces.Light}}
	for _, w := range sides {
		for _, b := range sides {
			sign, men := int64(-1), 2+fewest
			lw := l
			switch {
			case !w.set && !b.set:
				continue
			case w.set && b.set:
				sign, men = 1, 2+2*fewest
				fallthrough
			case w.set:
				lw = lw.keepBishops(pieces.White, w.colour, 0)
			}
			switch {
			case men > maxTotal:
			case !b.set:
				out = append(out, correction{lw, sign})
			default:
				for n := a.Base[pieces.Bishop]; n <= most; n++ {
					out = append(out, correction{lw.keepBishops(pieces.Black, b.colour, n), sign})
				}
			}
		}
	}
	return out
}
