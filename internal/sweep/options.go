package sweep

import "github.com/chesscount/count/pieces"

// options appends to out the ways to fill st's square in state s.
func (sw *Sweeper) options(st *step, s state, out []option) []option {
	switch {
	case st.fixed != nil:
		return sw.fixedOptions(st, s, out)
	case st.whiteKing:
		to, _ := afterMan(st, s, false)
		return append(out, option{to: to, sign: 1})
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
		out = append(out, option{to: to | kingPlaced, sign: 1})
	}
	return out
}

// pieceOptions appends to out the ways to leave st's square empty or put
// a piece on it, in state s: a free square (F, empty or a piece), less the
// white checkers (R) where one would give check, by inclusion and
// exclusion; on a line whose state the emptiness or the man changes, the
// empty square (E) apart.
func (sw *Sweeper) pieceOptions(st *step, s state, out []option) []option {
	place := &sw.keys.Place
	free := option{to: s, delta: place[Free], sign: 1}
	switch r := st.ray; {
	case st.knight:
		return append(out, free, option{to: s, delta: place[KnightCheckers], men: 1, sign: -1})
	case !r.on || (!r.towardKing && s.rayBit(r.index)):
		return append(out, free)
	case !r.towardKing: // the line still empty
		closed := s.withRay(r.index, true)
		return append(out,
			option{to: s, sign: 1},                          // E: still empty
			option{to: closed, delta: place[Free], sign: 1}, // F − E − R: a man that does not check
			option{to: closed, sign: -1},
			option{to: closed, delta: place[r.check], men: 1, sign: -1})
	}
	r := st.ray
	safe, checked := s.withRay(r.index, false), s.withRay(r.index, true)
	out = append(out,
		option{to: safe, delta: place[Free], sign: 1}, // F − E − R
		option{to: safe, delta: place[r.check], men: 1, sign: -1},
		option{to: checked, delta: place[r.check], men: 1, sign: 1}) // R
	if s.rayBit(r.index) {
		// E: the checker stays nearest; the E of F − E − R, which cancels
		// the E that keeps a safe state, does not here.
		out = append(out, option{to: s, sign: 1}, option{to: safe, sign: -1})
	}
	return out
}

// pawnOption appends to out a pawn of colour c on st's square in state s.
func (sw *Sweeper) pawnOption(st *step, s state, c pieces.Color, out []option) []option {
	to, _ := afterMan(st, s, false)
	o := option{to: sw.afterPawn(to, c), men: 1, sign: 1}
	if c == pieces.White {
		o.delta, o.white = sw.keys.Place[WhitePawns], 1
	} else {
		o.delta, o.black = sw.keys.Place[BlackPawns], 1
	}
	return append(out, o)
}

// afterPawn returns s after a pawn of colour c on the file being read.
func (sw *Sweeper) afterPawn(s state, c pieces.Color) state {
	return s.withFile(sw.files.after[s.file()][c])
}

// fixedOptions appends to out the one way a square the fixture fixes is
// filled, unless its man gives check.
func (sw *Sweeper) fixedOptions(st *step, s state, out []option) []option {
	p := *st.fixed
	white := p.Color == pieces.White
	if st.knight && white && p.Kind == pieces.Knight {
		return out
	}
	to, ok := afterMan(st, s, white && st.ray.checkers.Has(p.Kind))
	if !ok {
		return out
	}
	if p.Kind == pieces.Pawn {
		to = sw.afterPawn(to, p.Color)
	}
	return append(out, option{to: to, sign: 1})
}
