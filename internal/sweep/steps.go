package sweep

import "github.com/chesscount/count/pieces"

// The sweep reads the board for one square of the black king at a time
// and every square of the white king at once, and keeps, for each state
// of what it has read, a polynomial in the contents that matter later:
//
//   - the free squares, each empty or holding a piece (the caller decides
//     which and what);
//   - the white checkers (a rook or queen on a rank or file of the black
//     king, a bishop or queen on a diagonal, a knight a knight's move
//     away), counted with inclusion and exclusion;
//   - each side's pawns, and the files scored.
//
// The state is what the squares read so far leave open: for each line from
// the black king, whether it is still empty (lines read from the king
// outwards) or whether its man nearest the king so far gives check (lines
// read towards the king); whether the white king has been placed; and the
// state of the file automaton on the file being read.

// A step is one square of the sweep for one black king: what may stand
// on it and which line of that king it lies on.
type step struct {
	// fixed is the man the fixture fixes here, if any; whiteKing says the
	// fixture fixes the white king here.
	fixed     *pieces.Piece
	whiteKing bool
	// ray is the line of the black king the square lies on, if any.
	ray rayPlace
	// knight says the square is a knight's move from the black king.
	knight bool
	// pawn says a pawn may stand here (not on the first or last rank, not
	// on a square the fixture keeps free of pawns); whitePawn says a white
	// one may (it would give check from the two squares in front of the
	// king, as White sees it).
	pawn, whitePawn bool
	// kingMay says the white king may stand here: apart from the black
	// king, on a square the fixture leaves free, when it fixes no white
	// king.
	kingMay bool
}

// A rayPlace is where a square lies on one of the eight lines from the
// black king (pieces.Lines' order).
type rayPlace struct {
	on    bool
	index int
	// towardKing says the sweep reads the line from its far end towards
	// the king (lines to the a-file side, and up the king's own file).
	towardKing bool
	// nearest and farthest say the square is the line's first square from
	// the king, or its last before the edge.
	nearest, farthest bool
	// check is the variable of the white men that give check from here if
	// nothing stands between: RankCheckers or DiagonalCheckers.
	check Var
	// checkers is the kinds of white men that do: with a pawn on the two
	// squares a white pawn attacks the king from.
	checkers pieces.Kinds
}

// steps returns the squares of b in the sweep's order for fx, by file:
// each file from its top down, without the black king's square.
func steps(b pieces.Board, fx *Fixture) [][]step {
	bk := fx.BlackKing
	places := rayPlaces(b, bk)
	knights := make([]bool, b.Squares())
	for _, sq := range b.KnightSquares(bk) {
		knights[sq] = true
	}
	files := make([][]step, b.Files)
	for x := range b.Files {
		for y := b.Ranks - 1; y >= 0; y-- {
			sq := b.Square(x, y)
			if sq == bk {
				continue
			}
			ray := places[sq]
			pawn := pieces.ChessPawnRanks.AllowsBoth(b, sq) && !fx.PawnFree[sq]
			files[x] = append(files[x], step{
				fixed: fx.Men[sq], whiteKing: fx.WhiteKing == sq,
				ray: ray, knight: knights[sq],
				pawn: pawn, whitePawn: pawn && !ray.checkers.Has(pieces.Pawn),
				kingMay: fx.WhiteKing < 0 && fx.Men[sq] == nil && b.Apart(sq, bk),
			})
		}
	}
	return files
}

// rayPlaces returns, by square, where each square of b lies on the lines
// from bk.
func rayPlaces(b pieces.Board, bk pieces.Square) []rayPlace {
	out := make([]rayPlace, b.Squares())
	for i, d := range pieces.Lines {
		toward := d.Files < 0 || (d.Files == 0 && d.Ranks > 0)
		check := RankCheckers
		if d.Slanted() {
			check = DiagonalCheckers
		}
		last := pieces.Square(-1)
		for sq, checkers := range b.KingLine(bk, d, pieces.White) {
			out[sq] = rayPlace{on: true, index: i, towardKing: toward, nearest: last < 0, check: check, checkers: checkers}
			last = sq
		}
		if last >= 0 {
			out[last].farthest = true
		}
	}
	return out
}

// A state is what the squares read so far leave open (see the sweep).
type state uint16

const (
	// The low eight bits hold a bit for each line from the black king, by
	// index (rayBit shifted): a line read outwards is no longer empty; a
	// line read towards the king has a checking man nearest it so far.
	rayBit state = 1
	// kingPlaced says the white king stands on a square read.
	kingPlaced state = 1 << 8
	// The bits from fileShift up hold the number of the file automaton's
	// state on the file being read (see fileTable).
	fileShift = 9
)

func (s state) rayBit(i int) bool { return s&(rayBit<<i) != 0 }
func (s state) withRay(i int, set bool) state {
	if set {
		return s | rayBit<<i
	}
	return s &^ (rayBit << i)
}
func (s state) file() int              { return int(s >> fileShift) }
func (s state) withFile(f uint8) state { return s&(1<<fileShift-1) | state(f)<<fileShift }

// An option is one way to fill a square: the state it leads to, what it
// adds to the key, the pawns and men it adds, and the sign it is counted
// with.
type option struct {
	to           state
	delta        int32
	white, black int
	men          int
	sign         int64
}

// afterMan returns the state after a man on st's square, on a line of the
// black king, and false if the man gives check: a man stands first on a
// line read outwards, or nearest so far on a line read towards the king.
func afterMan(st *step, s state, checker bool) (state, bool) {
	r := st.ray
	switch {
	case !r.on:
		return s, true
	case r.towardKing:
		return s.withRay(r.index, checker), true
	case s.rayBit(r.index):
		return s, true // a man stands nearer the king
	}
	return s.withRay(r.index, true), !checker
}

// settle returns the state after st's square once a line of the black
// king ends there, and false if that line gives check: a line read towards
// the king ends at its nearest square, where a checker nearest it checks;
// a line read outwards ends at the edge. A line that has ended is no part
// of the state.
func settle(st *step, s state) (state, bool) {
	r := st.ray
	switch {
	case r.on && r.towardKing && r.nearest:
		return s.withRay(r.index, false), !s.rayBit(r.index)
	case r.on && !r.towardKing && r.farthest:
		return s.withRay(r.index, false), true
	}
	return s, true
}
