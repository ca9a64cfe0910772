package nalimov

import (
	"github.com/chesscount/count/pieces"
)

// man is one man of a position the index numbers: its kind and whether it
// is the side to move's.
type man struct {
	kind  manKind
	mover bool
}

// manIndex is a man's place in a block's men.
type manIndex int

// Every block's men begin with the two kings.
const (
	moverKing manIndex = iota // the side to move's king
	otherKing                 // the other side's king
)

// The en passant block's men after the kings, which its capture digit
// places.
const (
	capturingPawn manIndex = iota + 2 // the side to move's pawn that takes, on the 5th rank
	capturedPawn                      // the pawn it takes, beside it
	passedSquare                      // the square the captured pawn crossed, empty
	originSquare                      // the square it came from on the 7th rank, empty
)

// digit is one digit of a slot's number below the kings: it places a set
// of identical men, or for an en passant capture the capturing and
// captured pawns and the two squares the captured pawn crossed.
type digit struct {
	men     []manIndex // the men it places
	enum    bool       // enumerated with the kings (allowed)
	capture bool       // the en passant digit: men are capturingPawn, capturedPawn, passedSquare, originSquare
	exclude []manIndex // the men whose squares it skips, decoded before it
	// flip is the frame whose square order the digit follows: upFrame,
	// or rankFlip for the board as the index reads it with Black to move
	// when the two differ.
	flip int
}

// block is one block of a table's slots: for each pair of kings, the
// digits' values, the most significant first.
type block struct {
	pairs     []kingPair // the pairs of kings, in the frame kingsFlip gives
	kingsFlip int
	men       []man // men[moverKing] and men[otherKing] first
	digits    []digit
	// order is the digits' indices in an order that decodes each after
	// the men it skips are placed (see decodeOrder).
	order []int
}

// layout returns the blocks of named's table with side to move: the main
// block, and after it the en passant block if both sides have pawns, each
// with the order its digits decode in.
func layout(named pieces.Material, side pieces.Color) ([]block, error) {
	mover, other := sideGroups(named, side), sideGroups(named, side.Other())
	enumerated, rest := split(mover, other)
	// With Black to move the index turns the board over inside its
	// enumeration only when an enumerated man is a pawn; the rest of the
	// index reads the board as it stands.
	enumFlip, restFlip := upFrame, upFrame
	if side == pieces.Black && named.HasPawns() {
		restFlip = rankFlip
		if countPawns(enumerated) == 0 {
			enumFlip = rankFlip
		}
	}
	pairs := kingPairs(named.HasPawns())
	main := block{pairs: pairs, kingsFlip: enumFlip}
	main.addKings()
	enumMen := main.addEnumerated(enumerated, enumFlip)
	main.addRest(rest, enumMen, restFlip)
	blocks := []block{main}
	if countPawns(mover) > 0 && countPawns(other) > 0 {
		blocks = append(blocks, enPassantBlock(mover, other, pairs, restFlip))
	}
	for i := range blocks {
		if err := blocks[i].decodeOrder(); err != nil {
			return nil, err
		}
	}
	return blocks, nil
}

// addKings adds the two kings, the first men of every block: moverKing
// and otherKing.
func (b *block) addKings() {
	b.men = append(b.men, man{king, true}, man{king, false})
}

// addMen adds g's men, the side to move's if mover, and returns their
// places.
func (b *block) addMen(g group, mover bool) []manIndex {
	kind := g.kind
	if !mover && kind == moverPawn {
		kind = otherPawn
	}
	var out []manIndex
	for range g.n {
		out = append(out, manIndex(len(b.men)))
		b.men = append(b.men, man{kind, mover})
	}
	return out
}

// addEnumerated adds the enumerated men's digits, in the order Nalimov's
// enumeration weighs them: a set of identical men first, then single men
// strongest first. It returns the men added.
func (b *block) addEnumerated(groups []group, flip int) []manIndex {
	var all []manIndex
	for _, sets := range []bool{true, false} {
		for _, g := range groups {
			if (g.n > 1) == sets {
				men := b.addMen(g, g.kind != otherPawn)
				b.digits = append(b.digits, digit{men: men, enum: true, flip: flip})
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
func (b *block) addRest(groups []group, enumMen []manIndex, flip int) {
	var pawnMen, enumPawns []manIndex
	for _, i := range enumMen {
		if b.men[i].kind.isPawn() {
			enumPawns = append(enumPawns, i)
		}
	}
	var pieceDigits []digit
	for _, g := range groups {
		men := b.addMen(g, false)
		if g.kind.isPawn() {
			pawnMen = men
			continue
		}
		pieceDigits = append(pieceDigits, digit{men: men, flip: flip})
	}
	for i := range pieceDigits {
		ex := append(append([]manIndex{moverKing, otherKing}, enumMen...), pawnMen...)
		pieceDigits[i].exclude = append(ex, skippedPieces(pieceDigits, i)...)
	}
	b.digits = append(b.digits, pieceDigits...)
	if pawnMen != nil {
		b.digits = append(b.digits, digit{men: pawnMen, exclude: enumPawns, flip: flip})
	}
}

// skippedPieces returns the pieces of the other digits that digit i
// skips: all of them for a set of identical pieces; for a single piece
// those before it when all are single, none when a set is among them.
func skippedPieces(digits []digit, i int) []manIndex {
	set := false
	for _, d := range digits {
		set = set || len(d.men) > 1
	}
	var out []manIndex
	for j, d := range digits {
		switch {
		case j == i:
		case len(digits[i].men) > 1, !set && j < i:
			out = append(out, d.men...)
		}
	}
	return out
}

// enPassantBlock is the block of positions with an en passant capture:
// the pairs of kings, the side to move's pieces enumerated, the other
// side's pieces on the squares left by the kings and the capture's four
// squares, further pawns on ranks 2-7 less those four, and the capture
// last. In the tables Nalimov's classes number (KPvKP and the 5-man ones)
// at most one man stands beside the kings and the two pawns, and these
// rules are read from those cases; two further men would each take the
// squares given here, not skipping one another.
func enPassantBlock(mover, other []group, pairs []kingPair, flip int) block {
	b := block{pairs: pairs, kingsFlip: flip}
	b.addKings()
	capture := b.addCaptureMen()
	var pawnDigits []digit
	for _, side := range []struct {
		groups []group
		mover  bool
	}{{mover, true}, {other, false}} {
		for _, g := range side.groups {
			switch {
			case g.kind.isPawn() && g.n > 1:
				men := b.addMen(group{g.kind, g.n - 1}, side.mover)
				pawnDigits = append(pawnDigits, digit{men: men, exclude: capture, flip: flip})
			case g.kind.isPawn():
			case side.mover:
				b.digits = append(b.digits, digit{men: b.addMen(g, true), enum: true, flip: flip})
			default:
				ex := append([]manIndex{moverKing, otherKing}, capture...)
				b.digits = append(b.digits, digit{men: b.addMen(g, false), exclude: ex, flip: flip})
			}
		}
	}
	b.digits = append(b.digits, pawnDigits...)
	// The en passant digit, the least significant.
	b.digits = append(b.digits, digit{men: capture, capture: true, flip: flip})
	return b
}

// addCaptureMen adds, right after the kings, the men of the en passant
// capture, and returns them: capturingPawn, capturedPawn, and the
// passedSquare and originSquare that must be empty.
func (b *block) addCaptureMen() []manIndex {
	b.men = append(b.men, man{moverPawn, true}, man{otherPawn, false}, man{emptySquare, false}, man{emptySquare, false})
	return []manIndex{capturingPawn, capturedPawn, passedSquare, originSquare}
}
