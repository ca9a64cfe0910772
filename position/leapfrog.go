package position

import (
	"bytes"
	"strings"

	"github.com/chesscount/count/internal/enum"
	"github.com/chesscount/count/pieces"
)

// Convention is a rule that picks the canonical member of a class.
type Convention int

const (
	// Min picks the image whose Key is smallest.
	Min Convention = iota
	// Leapfrog picks Leapfrog's canonical representative, with the ties
	// Leapfrog's generator leaves broken by the later men.
	// Its primary and secondary symmetry men are the white and the black
	// king, or, when White has exactly two of a piece (Q, R, B or N, the
	// first such), those two: the exchange rule.
	//
	// With the kings, the primary stands in the triangle a1-d1-d4 and, if
	// it is on the diagonal a1-d4, the secondary in the triangle a1-a8-h8.
	// With the exchange rule, the midpoint of the line joining the two
	// pieces lies in the triangle bounded by the diagonal, the first rank
	// and the line between the d- and e-files; if the midpoint is on the
	// diagonal, the piece nearer the centre is below it, and if it is on
	// that line, the piece nearer the centre is on the left half. With
	// pawns (only the file mirror allowed) the conditions are on the file
	// alone: the primary, or the midpoint, on the left half.
	//
	// The later men break the ties the conditions leave (Leapfrog leaves
	// them, as an overhead): they are compared in the order White's K Q R
	// B N P, then Black's, each piece's men by square, the lowest square
	// first (a1, b1, …, h8). With the colour flip, the colours are chosen
	// first: White is the side the Syzygy tablebases name first (KQvKR,
	// not KRvKQ), and of a colour-symmetric material, White is to move.
	Leapfrog
)

var conventions = enum.Type[Convention]{
	Kind:  "convention",
	Names: []string{"min", "leapfrog"},
	Hints: []string{"the smallest key", "Leapfrog's triangles"},
}

// ParseConvention reads "min" or "leapfrog", in any case.
func ParseConvention(s string) (Convention, error) { return conventions.Parse(s) }

// ConventionNames returns "min" and "leapfrog", as ParseConvention reads
// them.
func ConventionNames() []string { return conventions.Values() }

// String returns "min" or "leapfrog".
func (c Convention) String() string { return conventions.String(c) }

// leapfrogRank returns bytes that order the images of a class as the
// Leapfrog convention prefers them, smallest first: a 0 for each condition
// the image meets (1 where not), the squares of the later men, and the
// image's Key, so that two distinct images never tie.
func (p Position) leapfrogRank(colorFlip bool) []byte {
	var rank []byte
	if colorFlip {
		rank = append(rank, p.colourRank())
	}
	first, second, exchange := p.symmetryMen()
	rank = append(rank, leapfrogConditions(first, second, exchange, len(p.Ops(false)))...)
	for _, c := range []byte("KQRBNPkqrbnp") {
		for sq, man := range p.Board {
			if man == c && (!exchange || sq != first && sq != second) && (exchange || c != 'K' && c != 'k') {
				rank = append(rank, byte(sq))
			}
		}
	}
	key := p.Key()
	return append(rank, key[:]...)
}

// leapfrogConditions returns a 0 for each of the Leapfrog convention's
// conditions on the symmetry men (on squares first and second) that holds,
// a 1 for each that does not, under a group of ops elements (8, 2 with
// pawns, or 1).
func leapfrogConditions(first, second int, exchange bool, ops int) []byte {
	if exchange {
		return exchangeConditions(first, second, ops)
	}
	return kingConditions(first, second, ops)
}

// kingConditions returns leapfrogConditions for the kings: the primary
// in the triangle a1-d1-d4 (on the left half with pawns), and, with it on
// the diagonal, the secondary on or above the diagonal.
func kingConditions(first, second, ops int) []byte {
	x1, y1 := first%8, first/8
	x2, y2 := second%8, second/8
	inside := x1 <= 3 && (ops == 2 || y1 <= x1)
	return []byte{bit(ops > 1 && !inside), bit(ops == 8 && x1 == y1 && y2 < x2)}
}

// exchangeConditions returns leapfrogConditions for two identical white
// pieces: their midpoint in the triangle (on the left half with pawns);
// with the midpoint on the diagonal, the piece nearer the centre on or
// below it; with the midpoint on the line between the d- and e-files, that
// piece on the left half.
func exchangeConditions(first, second, ops int) []byte {
	x1, y1 := first%8, first/8
	x2, y2 := second%8, second/8
	mx, my := x1+x2, y1+y2 // the midpoint, in half squares
	inside := mx <= 7 && (ops == 2 || my <= mx)
	nearer := nearerCentre(first, second)
	below := nearer < 0 || nearer%8 >= nearer/8
	left := nearer < 0 || nearer%8 <= 3
	return []byte{bit(ops > 1 && !inside), bit(ops == 8 && mx == my && !below), bit(ops > 1 && mx == 7 && !left)}
}

// LeapfrogKeeps reports whether the Leapfrog index scheme keeps a position
// of the 8x8 board, without castling rights, whose symmetry men stand on
// squares first and second (0 for a1 to 63 for h8): the kings, White's
// then Black's, or with exchange two identical white pieces. It judges
// the symmetry men alone, as Leapfrog's generator does, so a class whose
// symmetry men are both on the diagonal may keep two positions: the
// overhead it "takes for granted". See Leapfrog.
func LeapfrogKeeps(first, second int, exchange, pawns bool) bool {
	ops := 8
	if pawns {
		ops = 2
	}
	return !bytes.ContainsRune(leapfrogConditions(first, second, exchange, ops), 1)
}

func bit(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// symmetryMen returns the squares of the primary and the secondary
// symmetry men, and whether they are two identical white pieces.
func (p Position) symmetryMen() (first, second int, exchange bool) {
	for _, c := range []byte("QRBN") {
		var at []int
		for sq, man := range p.Board {
			if man == c {
				at = append(at, sq)
			}
		}
		if len(at) == 2 {
			return at[0], at[1], true
		}
	}
	return bytes.IndexByte(p.Board[:], 'K'), bytes.IndexByte(p.Board[:], 'k'), false
}

// nearerCentre returns whichever of squares a and b is nearer the centre
// of the board, or −1 when they are as near.
func nearerCentre(a, b int) int {
	d := func(sq int) int {
		x, y := 2*(sq%8)-7, 2*(sq/8)-7
		return x*x + y*y
	}
	switch {
	case d(a) < d(b):
		return a
	case d(b) < d(a):
		return b
	}
	return -1
}

// colourRank is 0 when p's colours are the ones the Leapfrog convention
// keeps under the colour flip: White is the side Syzygy names first, or,
// of a colour-symmetric material, the side to move.
func (p Position) colourRank() byte {
	m := p.material()
	if m == m.Swapped() {
		return bit(p.ToMove != pieces.White)
	}
	return bit(m != m.Syzygy())
}

// material returns the men on p's board (nothing, if p lacks a king).
func (p Position) material() pieces.Material {
	var sb strings.Builder
	for _, side := range []string{"KQRBNP", "kqrbnp"} {
		if sb.Len() > 0 {
			sb.WriteByte('v')
		}
		for _, c := range []byte(side) {
			sb.WriteString(strings.Repeat(string(c), bytes.Count(p.Board[:], []byte{c})))
		}
	}
	m, _ := pieces.ParseMaterial(sb.String())
	return m
}
