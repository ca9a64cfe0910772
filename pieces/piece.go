package pieces

// Kind is a kind of piece.
type Kind uint8

// The six kinds, in the order tablebase names list them.
const (
	King Kind = iota
	Queen
	Rook
	Bishop
	Knight
	Pawn
	NumKinds = 6
)

const kindLetters = "KQRBNP"

// Letter returns the kind's upper-case letter: K, Q, R, B, N or P.
func (k Kind) Letter() byte { return kindLetters[k] }

// String returns the kind's name in lower case ("rook").
func (k Kind) String() string {
	return [...]string{"king", "queen", "rook", "bishop", "knight", "pawn"}[k]
}

// Slides reports whether the kind moves along lines that other men block.
func (k Kind) Slides() bool { return k == Queen || k == Rook || k == Bishop }

// KindOf returns the kind whose letter is c (upper case), and false when
// there is none.
func KindOf(c byte) (Kind, bool) {
	for k := range Kind(NumKinds) {
		if kindLetters[k] == c {
			return k, true
		}
	}
	return 0, false
}

// Color is the colour of a man. Puzzle materials use White for every man.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return 1 - c }

// forward returns the rank step of the colour's pawns: +1 for White, whose
// pawns move towards higher ranks, −1 for Black.
func (c Color) forward() int {
	if c == Black {
		return -1
	}
	return 1
}

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Piece is a kind of a colour: a white rook, a black king.
type Piece struct {
	Color Color
	Kind  Kind
}

// String returns the piece's letter, upper case for White, lower case for
// Black, as in FEN.
func (p Piece) String() string {
	c := p.Kind.Letter()
	if p.Color == Black {
		c += 'a' - 'A'
	}
	return string(c)
}
