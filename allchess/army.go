package allchess

import (
	"fmt"

	"github.com/chesscount/count/internal/armies"

	"github.com/chesscount/count/pieces"
)

// Army is the rule that says which armies one side may have beside its
// king: at most Pawns pawns, and each man of a kind beyond Base of it
// (a second queen, a third rook) is a promotion that used up a pawn:
//
//	P + Σ max(0, count(kind) − Base[kind]) ≤ Pawns.
//
// Chess is Army{Pawns: 8, Base: 1 queen, 2 rooks, 2 bishops, 2 knights}.
type Army struct {
	Pawns int
	// Base holds the men of each kind a side starts with, indexed by
	// pieces.Kind; the king's and the pawn's entries are ignored.
	Base [pieces.NumKinds]int
}

// Chess is the armies of chess.
var Chess = Army{Pawns: 8, Base: pieces.ChessPieces}

// pieceKinds lists the kinds an army may hold beside its king that are
// not pawns: the kinds of Base.
var pieceKinds = []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight}

// ChessOn is chess's army on b: a pawn for each of b's files and chess's
// pieces.
func ChessOn(b pieces.Board) Army { return Army{Pawns: b.Files, Base: pieces.ChessPieces} }

// AnyMen is the army rule of any n men of any kinds beside the king, as
// K. Kryukov counts 3x4 and 4x4 chess, which have no starting position:
// an Army with no pieces at the start, so that each piece is a promotion.
func AnyMen(n int) Army { return Army{Pawns: n} }

// String writes a exactly, its pawns then its pieces at the start, each
// a number and a letter: chess's is "8P 1Q 2R 2B 2N". ParseArmy reads it.
func (a Army) String() string {
	s := fmt.Sprintf("%dP", a.Pawns)
	for _, k := range pieceKinds {
		s += fmt.Sprintf(" %d%c", a.Base[k], k.Letter())
	}
	return s
}

// ParseArmy reads an army as String writes it.
func ParseArmy(s string) (Army, error) {
	var a Army
	var letters [5]byte
	n, err := fmt.Sscanf(s, "%dP %d%c %d%c %d%c %d%c", &a.Pawns, &a.Base[pieces.Queen], &letters[0], &a.Base[pieces.Rook], &letters[1],
		&a.Base[pieces.Bishop], &letters[2], &a.Base[pieces.Knight], &letters[3])
	if err != nil || n != 9 || string(letters[:4]) != "QRBN" || a.String() != s {
		return Army{}, fmt.Errorf("army %q: write its pawns and its pieces at the start as \"8P 1Q 2R 2B 2N\"", s)
	}
	return a, nil
}

// maxSideMen bounds the men of a side beside its king: the fills count
// the ways to give each of a side's men one of five kinds in a word, and
// 5^27 is the largest power of five below 2^64.
const maxSideMen = 27

// Validate reports whether a is a rule this package can count with.
func (a Army) Validate() error {
	if a.Pawns < 0 {
		return fmt.Errorf("allchess: %d pawns; give 0 or more", a.Pawns)
	}
	for _, k := range pieceKinds {
		if a.Base[k] < 0 || a.Base[k] > 2 {
			return fmt.Errorf("allchess: %d %ss at the start; give 0 to 2", a.Base[k], k)
		}
	}
	if a.MaxMen() > maxSideMen {
		return fmt.Errorf("allchess: an army of up to %d men beside the king; give at most %d", a.MaxMen(), maxSideMen)
	}
	return nil
}

// MaxMen returns the most men beside the king an army may hold.
func (a Army) MaxMen() int {
	n := a.Pawns
	for _, k := range pieceKinds {
		n += a.Base[k]
	}
	return n
}

// Feasible reports whether counts (men of each kind, indexed by
// pieces.Kind; the king's entry ignored) is an army a allows.
func (a Army) Feasible(counts [pieces.NumKinds]int) bool {
	used := counts[pieces.Pawn]
	for _, k := range pieceKinds {
		used += max(0, counts[k]-a.Base[k])
	}
	return used <= a.Pawns
}

// automaton returns the automaton of what a's armies have used up (see
// package armies); split keeps their promotions apart from their pawns.
func (a Army) automaton(split bool) *armies.Automaton { return armies.New(a.Pawns, a.Base, split) }
