package nalimov

import (
	"fmt"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// leftCaptures is the number of en passant captures to the left: a pawn
// on files b-h. As many capture to the right, from files a-g.
const leftCaptures = 8 - 1

// enPassantCaptures is the number of en passant captures: a pawn on files
// b-h capturing to the left, or on files a-g to the right.
const enPassantCaptures = 2 * leftCaptures

// radix returns the number of values digit d takes with the kings on k1
// and k2 (in the frame the side to move plays up in).
func (b *block) radix(d digit, k1, k2 int) int {
	kind := b.men[d.men[0]].kind
	switch {
	case d.capture:
		return enPassantCaptures
	case d.enum:
		return combin.Binomial(allowedSquares(kind, k1, k2), len(d.men))
	case kind.isPawn():
		return combin.Binomial(pawnSquares-len(d.exclude), len(d.men))
	}
	return combin.Binomial(boardSquares-len(d.exclude), len(d.men))
}

// kings returns pair p's kings in the frame the side to move plays up in.
func (b *block) kings(p kingPair) (mover, other int) {
	return p.mover ^ b.kingsFlip, p.other ^ b.kingsFlip
}

// radices returns the digits' radices with the kings of pair p.
func (b *block) radices(p kingPair) []int {
	k1, k2 := b.kings(p)
	out := make([]int, len(b.digits))
	for i, d := range b.digits {
		out[i] = b.radix(d, k1, k2)
	}
	return out
}

// countSlots counts the slots of blocks: for each pair of kings, the
// product of the digits' radices.
func countSlots(blocks []block) int {
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

// trailingBroken counts the broken slots at the end of blocks: read
// backwards from the last slot, those before the first that holds a
// position.
func trailingBroken(blocks []block) int {
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
// reports whether a slot that holds a position ends them. It stops at
// the pair's first slot, where stepBack has no slot before.
func (b *block) brokenTail(p kingPair) (int, bool) {
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
		if !stepBack(values, radices) {
			return n, false
		}
	}
	return n, true
}

// stepBack steps values, digits of the given radices with the most
// significant first, back by one, and reports false when they were all 0.
func stepBack(values, radices []int) bool {
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
func (b *block) holdsPosition(p kingPair, values []int) bool {
	squares := make([]int, len(b.men))
	for i := range squares {
		squares[i] = -1
	}
	squares[moverKing], squares[otherKing] = b.kings(p)
	for _, i := range b.order {
		b.decode(b.digits[i], values[i], squares)
	}
	return b.legal(squares)
}

// decodeOrder sets b.order: the digits in an order in which the men each
// skips are placed before it (the kings from the start), each pass taking
// every digit then ready. A pass that takes none would leave digits
// waiting on one another: an internal error, not a loop without end.
func (b *block) decodeOrder() error {
	placed := make([]bool, len(b.men))
	placed[moverKing], placed[otherKing] = true, true
	taken := make([]bool, len(b.digits))
	b.order = b.order[:0]
	for len(b.order) < len(b.digits) {
		var ready []int
		for i, d := range b.digits {
			if !taken[i] && placedAll(d.exclude, placed) {
				ready = append(ready, i)
			}
		}
		if len(ready) == 0 {
			return fmt.Errorf("nalimov: internal error: digits %v wait on one another", b.digits)
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

// placedAll reports whether the men are all placed.
func placedAll(men []manIndex, placed []bool) bool {
	for _, i := range men {
		if !placed[i] {
			return false
		}
	}
	return true
}

// decode places digit d's men for value v.
func (b *block) decode(d digit, v int, squares []int) {
	if d.capture {
		// Captures 0-6: a pawn on files b-h takes to the left; 7-13: on
		// files a-g, to the right. The side to move's pawn stands on the
		// 5th rank, the pawn it takes beside it, which came from the 7th
		// rank over the 6th.
		from, to := v+1, v
		if v >= leftCaptures {
			from, to = v-leftCaptures, v-leftCaptures+1
		}
		squares[capturingPawn], squares[capturedPawn] = fifthRank+from, fifthRank+to
		squares[passedSquare], squares[originSquare] = sixthRank+to, seventhRank+to
		return
	}
	list := b.candidates(d, squares)
	for i := len(d.men); i >= 1; i-- {
		// The combinatorial number system: v is the sum over the set of
		// C(index, rank), the indices in the candidates' order. v is
		// below C(len(list), i), so the search stops by c = i−1, where
		// the binomial is 0.
		c := len(list) - 1
		for scheme.Binomial(c, i) > v {
			c--
		}
		v -= scheme.Binomial(c, i)
		squares[d.men[i-1]] = list[c]
	}
}

// candidates lists the squares digit d's men may take, in the order of
// the digit's frame.
func (b *block) candidates(d digit, squares []int) []int {
	kind := b.men[d.men[0]].kind
	var out []int
	for s := range boardSquares {
		sq := s ^ d.flip
		switch {
		case d.enum:
			if sq == squares[moverKing] || !allowed(kind, sq, squares[otherKing]) {
				continue
			}
		case kind.isPawn() && (sq < secondRank || sq >= eighthRank), standsOn(sq, d.exclude, squares):
			continue
		}
		out = append(out, sq)
	}
	return out
}

// standsOn reports whether one of the men stands on sq.
func standsOn(sq int, men []manIndex, squares []int) bool {
	for _, i := range men {
		if squares[i] == sq {
			return true
		}
	}
	return false
}

// pieceKinds are the kinds of the men that can give check.
var pieceKinds = map[manKind]pieces.Kind{
	moverPawn: pieces.Pawn, knight: pieces.Knight, bishop: pieces.Bishop,
	rook: pieces.Rook, queen: pieces.Queen, king: pieces.King,
}

// legal reports whether the men on squares form a position: each on its
// own square, and the other king not attacked by the side to move.
func (b *block) legal(squares []int) bool {
	var held [boardSquares]bool
	for _, sq := range squares {
		if held[sq] {
			return false
		}
		held[sq] = true
	}
	occupied := func(s pieces.Square) bool { return held[s] }
	for i, sq := range squares {
		if held[sq] && b.men[i].kind == emptySquare {
			held[sq] = false
		}
	}
	target := pieces.Square(squares[otherKing])
	for i, m := range b.men {
		k, ok := pieceKinds[m.kind]
		p := pieces.Piece{Color: pieces.White, Kind: k}
		if m.mover && ok && pieces.Chessboard.Attacks(p, pieces.Square(squares[i]), target, occupied) {
			return false
		}
	}
	return true
}
