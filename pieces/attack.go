package pieces

// Attacks reports whether piece p standing on from attacks square to. A
// queen, rook or bishop stops at the first occupied square on its line;
// occupied tells which squares hold a man, and nil means an empty board.
// White pawns attack towards higher ranks, Black pawns towards lower ones.
// No piece attacks its own square.
func (b Board) Attacks(p Piece, from, to Square, occupied func(Square) bool) bool {
	fx, fy := b.Coords(from)
	tx, ty := b.Coords(to)
	dx, dy := tx-fx, ty-fy
	switch p.Kind {
	case King:
		return from != to && abs(dx) <= 1 && abs(dy) <= 1
	case Knight:
		return abs(dx)*abs(dy) == 2
	case Pawn:
		return dy == p.Color.forward() && abs(dx) == 1
	}
	return from != to && slidesAlong(p.Kind, dx, dy) && b.clear(fx, fy, tx, ty, occupied)
}

// slidesAlong reports whether a queen, rook or bishop (kind k) moves along
// the line through a step of (dx, dy): a rook's lines are straight, a
// bishop's slanted, a queen's either.
func slidesAlong(k Kind, dx, dy int) bool {
	straight := dx == 0 || dy == 0
	slanted := abs(dx) == abs(dy)
	switch k {
	case Rook:
		return straight
	case Bishop:
		return slanted
	}
	return straight || slanted
}

// clear reports whether no square strictly between (fx, fy) and (tx, ty),
// on one line, is occupied; nil occupied means an empty board.
func (b Board) clear(fx, fy, tx, ty int, occupied func(Square) bool) bool {
	if occupied == nil {
		return true
	}
	sx, sy := sign(tx-fx), sign(ty-fy)
	for x, y := fx+sx, fy+sy; x != tx || y != ty; x, y = x+sx, y+sy {
		if occupied(b.Square(x, y)) {
			return false
		}
	}
	return true
}

// Reach returns the squares that piece p on from attacks on an empty board,
// in no particular order.
func (b Board) Reach(p Piece, from Square) []Square {
	var out []Square
	add := func(steps []Step, slide bool) {
		for _, s := range steps {
			for sq := range b.Line(from, s) {
				out = append(out, sq)
				if !slide {
					break
				}
			}
		}
	}
	switch p.Kind {
	case King:
		add(Lines[:], false)
	case Queen:
		add(Lines[:], true)
	case Rook:
		add(Lines[:4], true)
	case Bishop:
		add(Lines[4:], true)
	case Knight:
		add(KnightLeaps[:], false)
	case Pawn:
		forward := p.Color.forward()
		add([]Step{{1, forward}, {-1, forward}}, false)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
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
