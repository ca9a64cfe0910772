package allchess

import "github.com/chesscount/count/pieces"

// The sweep is the count of the positions of one fixture with White to
// move that the opposed-files rule needs: the rest of the package sorts the
// squares into cells that are all alike, which loses the files, and this
// count keeps them. It reads the board square by square, file by file from
// the a-file, each file from its top down, for one square of the black
// king at a time and every square of the white king at once, and keeps,
// for each state of what it has read, a polynomial in the contents that
// matter later:
//
//   - the free cells, each empty or holding a piece (the fills decide
//     which and what, as elsewhere in the package);
//   - the white checkers (restricted cells: a rook or queen on a rank or
//     file of the black king, a bishop or queen on a diagonal, a knight a
//     knight's move away), counted with inclusion and exclusion;
//   - each side's pawns, and the opposed files.
//
// The state is what the squares read so far leave open: for each line from
// the black king, whether it is still empty (lines read from the king
// outwards) or whether its man nearest the king so far gives check (lines
// read towards the king); whether the white king has been placed; and, on
// the file being read, the colour of its last pawn and whether it holds an
// opposed pair (see lastPawn).

// A sweepStep is one square of the sweep for one black king: what may
// stand on it and which line of that king it lies on.
type sweepStep struct {
	sq pieces.Square
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
	// check is the restricted type of the white men that give check from
	// here if nothing stands between: onRank or onDiagonal.
	check restrictedType
	// checkers is the kinds of white men that do: with a pawn on the two
	// squares a white pawn attacks the king from.
	checkers kindSet
}

// sweepSteps returns the squares of b in the sweep's order for the black
// king on bk under fx, by file: each file from its top down, without bk.
func sweepSteps(b pieces.Board, bk pieces.Square, fx *fixture) [][]sweepStep {
	places := rayPlaces(b, bk)
	knights := map[pieces.Square]bool{}
	for _, sq := range b.KnightSquares(bk) {
		knights[sq] = true
	}
	files := make([][]sweepStep, b.Files)
	for x := range b.Files {
		for y := b.Ranks - 1; y >= 0; y-- {
			sq := b.Square(x, y)
			if sq == bk {
				continue
			}
			ray := places[sq]
			pawn := pawnMayStand(b, sq, fx)
			files[x] = append(files[x], sweepStep{
				sq: sq, fixed: fx.men[sq], whiteKing: fx.wk == sq,
				ray: ray, knight: knights[sq],
				pawn: pawn, whitePawn: pawn && !ray.checkers.has(pieces.Pawn),
				kingMay: fx.wk == nowhere && fx.men[sq] == nil && b.Apart(sq, bk),
			})
		}
	}
	return files
}

// rayPlaces returns, by square, where each square of b lies on the lines
// from bk.
func rayPlaces(b pieces.Board, bk pieces.Square) []rayPlace {
	out := make([]rayPlace, b.Squares())
	slots := sweepLayout(b, Army{}).restricted
	for i, d := range pieces.Lines {
		toward := d.Files < 0 || (d.Files == 0 && d.Ranks > 0)
		last := pieces.Square(-1)
		for sq, checkers := range b.KingLine(bk, d, pieces.White) {
			check := slots.of(1, kindSet(checkers)&^setOf(pieces.Pawn))
			out[sq] = rayPlace{on: true, index: i, towardKing: toward, nearest: last < 0,
				check: check, checkers: kindSet(checkers)}
			last = sq
		}
		if last >= 0 {
			out[last].farthest = true
		}
	}
	return out
}

// A sweepState is what the squares read so far leave open (see the sweep).
type sweepState uint16

const (
	// The low eight bits hold a bit for each line from the black king, by
	// index (rayBit shifted): a line read outwards is no longer empty; a
	// line read towards the king has a checking man nearest it so far.
	//
	// kingPlaced says the white king stands on a square read.
	kingPlaced sweepState = 1 << 8
	// lastPawnBits holds the lastPawn of the file being read.
	lastPawnShift            = 9
	lastPawnBits  sweepState = 3 << lastPawnShift
	opposedOnFile sweepState = 1 << 11
	fileStateBits            = lastPawnBits | opposedOnFile
	rayBit                   = sweepState(1)
)

func (s sweepState) rayBit(i int) bool { return s&(rayBit<<i) != 0 }
func (s sweepState) withRay(i int, set bool) sweepState {
	if set {
		return s | rayBit<<i
	}
	return s &^ (rayBit << i)
}
func (s sweepState) lastPawn() lastPawn { return lastPawn((s & lastPawnBits) >> lastPawnShift) }
func (s sweepState) withLastPawn(p lastPawn) sweepState {
	return s&^lastPawnBits | sweepState(p)<<lastPawnShift
}

// A sweepOption is one way to fill a square: the state it leads to, what
// it adds to the key (see sweeper), the pawns and men it adds, and the
// sign it is counted with.
type sweepOption struct {
	to           sweepState
	delta        int32
	white, black int
	men          int
	sign         int64
}

// afterMan returns the state after a man on st's square, on a line of the
// black king, and false if the man gives check: a man stands first on a
// line read outwards, or nearest so far on a line read towards the king.
func afterMan(st *sweepStep, s sweepState, checker bool) (sweepState, bool) {
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

// options appends to out the ways to fill st's square in state s.
func (sw *sweeper) options(st *sweepStep, s sweepState, out []sweepOption) []sweepOption {
	switch {
	case st.fixed != nil:
		return sw.fixedOptions(st, s, out)
	case st.whiteKing:
		to, _ := afterMan(st, s, false)
		return append(out, sweepOption{to: to, sign: 1})
	}
	out = sw.pieceOptions(st, s, out)
	if st.pawn {
		out = sw.pawnOption(st, s, pieces.Black, out)
	}
	if st.whitePawn {
		out = sw.pawnOption(st, s, pieces.White, out)
	}
	if st.kingMay && s&kingPlaced == 0 {
		to, _ := afterMan(st, s, false)
		out = append(out, sweepOption{to: to | kingPlaced, sign: 1})
	}
	return out
}

// pieceOptions appends to out the ways to leave st's square empty or put
// a piece on it, in state s: a free cell (F, empty or a piece), less the
// white checkers (R) where one would give check, by inclusion and
// exclusion; on a line whose state the emptiness or the man changes, the
// empty square (E) apart.
func (sw *sweeper) pieceOptions(st *sweepStep, s sweepState, out []sweepOption) []sweepOption {
	free := sweepOption{to: s, delta: sw.stride.free, sign: 1}
	switch r := st.ray; {
	case st.knight:
		return append(out, free, sweepOption{to: s, delta: sw.stride.knight, men: 1, sign: -1})
	case !r.on || (!r.towardKing && s.rayBit(r.index)):
		return append(out, free)
	case !r.towardKing: // the line still empty
		closed := s.withRay(r.index, true)
		return append(out,
			sweepOption{to: s, sign: 1},                             // E: still empty
			sweepOption{to: closed, delta: sw.stride.free, sign: 1}, // F − E − R: a man that does not check
			sweepOption{to: closed, sign: -1},
			sweepOption{to: closed, delta: sw.checkStride(r), men: 1, sign: -1})
	}
	r := st.ray
	safe, checked := s.withRay(r.index, false), s.withRay(r.index, true)
	out = append(out,
		sweepOption{to: safe, delta: sw.stride.free, sign: 1}, // F − E − R
		sweepOption{to: safe, delta: sw.checkStride(r), men: 1, sign: -1},
		sweepOption{to: checked, delta: sw.checkStride(r), men: 1, sign: 1}) // R
	if s.rayBit(r.index) {
		// E: the checker stays nearest; the E of F − E − R, which cancels
		// the E that keeps a safe state, does not here.
		out = append(out, sweepOption{to: s, sign: 1}, sweepOption{to: safe, sign: -1})
	}
	return out
}

// pawnOption appends to out a pawn of colour c on st's square in state s.
func (sw *sweeper) pawnOption(st *sweepStep, s sweepState, c pieces.Color, out []sweepOption) []sweepOption {
	to, _ := afterMan(st, s, false)
	o := sweepOption{to: sw.afterPawn(to, c), men: 1, sign: 1}
	if c == pieces.White {
		o.delta, o.white = sw.stride.whitePawns, 1
	} else {
		o.delta, o.black = sw.stride.blackPawns, 1
	}
	return append(out, o)
}

// afterPawn returns s after a pawn of colour c on the file being read.
func (sw *sweeper) afterPawn(s sweepState, c pieces.Color) sweepState {
	if !sw.files {
		return s
	}
	next, pair := s.lastPawn().after(c)
	s = s.withLastPawn(next)
	if pair {
		s |= opposedOnFile
	}
	return s
}

// fixedOptions appends to out the one way a square the fixture fixes is
// filled, unless its man gives check.
func (sw *sweeper) fixedOptions(st *sweepStep, s sweepState, out []sweepOption) []sweepOption {
	p := *st.fixed
	white := p.Color == pieces.White
	if st.knight && white && p.Kind == pieces.Knight {
		return out
	}
	to, ok := afterMan(st, s, white && st.ray.checkers.has(p.Kind))
	if !ok {
		return out
	}
	if p.Kind == pieces.Pawn {
		to = sw.afterPawn(to, p.Color)
	}
	return append(out, sweepOption{to: to, sign: 1})
}

// settle returns the state after st's square once a line of the black
// king ends there, and false if that line gives check: a line read towards
// the king ends at its nearest square, where a checker nearest it checks;
// a line read outwards ends at the edge. A line that has ended is no part
// of the state.
func settle(st *sweepStep, s sweepState) (sweepState, bool) {
	r := st.ray
	switch {
	case r.on && r.towardKing && r.nearest:
		return s.withRay(r.index, false), !s.rayBit(r.index)
	case r.on && !r.towardKing && r.farthest:
		return s.withRay(r.index, false), true
	}
	return s, true
}
