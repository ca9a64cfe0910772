package pieces

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Material says how many men of each piece are on the board.
//
// A chess material has exactly one king per side. A puzzle material has no
// sides: all its men are White, and any number of them may be kings.
type Material struct {
	counts [2][NumKinds]int
	puzzle bool
}

// ParseMaterial reads a material.
//
// A chess material starts with White's king and lists White's men, then
// Black's, beginning with Black's king or after a 'v': "KRK", "KRvK",
// "KQRvKR", "KPvKP". Anything else is a puzzle material, one army without
// sides: "QQQQQQQQ", "8Q", "2K", "4R", "1KQ" (an army that starts with a
// lone king is written with its count, since "KQ" reads as chess). In both
// forms a count may stand before a letter ("K2NvK" is "KNNvK"). Letters
// are K Q R B N P, in either case.
//
// ParseMaterial does not know the board; Spec validation checks that the
// men fit on it.
func ParseMaterial(s string) (Material, error) {
	var m Material
	text := strings.TrimSpace(s)
	if text == "" {
		return m, fmt.Errorf("material is empty: write the men, such as KRvK, or 8Q for a puzzle")
	}
	up := strings.ToUpper(text)
	m.puzzle = up[0] != 'K' && !strings.Contains(up, "V")
	side, kings := White, 0
	for i := 0; i < len(up); {
		c := up[i]
		if c == 'V' {
			if side == Black {
				return m, fmt.Errorf("material %q: Black's men start twice; they start after one 'v' or at the second K, as in KRvK or KRK", s)
			}
			side = Black
			i++
			continue
		}
		n, digits := 1, 0
		for i+digits < len(up) && up[i+digits] >= '0' && up[i+digits] <= '9' {
			digits++
		}
		if digits > 0 {
			var err error
			n, err = strconv.Atoi(up[i : i+digits])
			if err != nil || n < 1 || n > MaxSide*MaxSide {
				return m, fmt.Errorf("material %q: count %q must be 1 to %d", s, up[i:i+digits], MaxSide*MaxSide)
			}
			i += digits
			if i == len(up) {
				return m, fmt.Errorf("material %q: count %d at the end stands before no piece letter", s, n)
			}
			c = up[i]
		}
		k, ok := KindOf(c)
		if !ok {
			// up[:i] is ASCII copied from text, so text[i:] starts with the
			// character as written (ToUpper may change its length).
			r, _ := utf8.DecodeRuneInString(text[i:])
			return m, fmt.Errorf("material %q: unknown piece letter %q; use K Q R B N P, with an optional v between the sides", s, r)
		}
		i++
		if k == King && !m.puzzle {
			kings += n
			// Without a 'v', the second king starts Black's men.
			if kings == 2 && side == White && n == 1 && m.counts[White][King] == 1 {
				side = Black
			}
		}
		m.counts[side][k] += n
		if m.counts[side][k] > MaxSide*MaxSide {
			return m, fmt.Errorf("material %q: %d of piece %c, but a piece may have at most %d men", s, m.counts[side][k], k.Letter(), MaxSide*MaxSide)
		}
	}
	if m.puzzle {
		return m, nil
	}
	for _, c := range []Color{White, Black} {
		if k := m.counts[c][King]; k != 1 {
			return m, fmt.Errorf("material %q: %s has %d kings; a chess material has one king per side (KRvK), and a puzzle army is written without sides, not starting with a lone K (2K, 8Q, 1KQ)", s, c, k)
		}
	}
	return m, nil
}

// Puzzle reports whether m is a puzzle material: one army, no sides.
func (m Material) Puzzle() bool { return m.puzzle }

// Count returns how many men of piece p the material has.
func (m Material) Count(p Piece) int { return m.counts[p.Color][p.Kind] }

// Men returns the number of men.
func (m Material) Men() int {
	n := 0
	for _, side := range m.counts {
		for _, c := range side {
			n += c
		}
	}
	return n
}

// Pawns returns how many pawns the given side has.
func (m Material) Pawns(c Color) int { return m.counts[c][Pawn] }

// HasPawns reports whether any man is a pawn.
func (m Material) HasPawns() bool { return m.Pawns(White)+m.Pawns(Black) > 0 }

// Pieces returns the pieces of the material, each once, White's first, in
// the order K Q R B N P.
func (m Material) Pieces() []Piece {
	var out []Piece
	for c := range m.counts {
		for k, n := range m.counts[c] {
			if n > 0 {
				out = append(out, Piece{Color(c), Kind(k)})
			}
		}
	}
	return out
}

// String returns the material normalised: tablebase style for a chess
// material ("KRvK", "KQRvKR"), counts before letters for a puzzle material
// ("8Q", "2R2N", and "1KQ" for a lone king).
func (m Material) String() string {
	var sb strings.Builder
	if m.puzzle && m.counts[White][King] == 1 {
		sb.WriteByte('1') // a leading lone K would read as a chess material
	}
	for c := range m.counts {
		if c == int(Black) {
			if m.puzzle {
				break
			}
			sb.WriteByte('v')
		}
		for k, n := range m.counts[c] {
			switch {
			case n == 0:
			case m.puzzle && n > 1:
				fmt.Fprintf(&sb, "%d%c", n, kindLetters[k])
			default:
				sb.WriteString(strings.Repeat(string(kindLetters[k]), n))
			}
		}
	}
	return sb.String()
}

// Fits reports whether the men can stand on b: no more men than squares,
// and no side with more pawns than files.
func (m Material) Fits(b Board) error {
	if n := m.Men(); n > b.Squares() {
		return fmt.Errorf("material %s has %d men but the %s board has %d squares; use a larger --board", m, n, b, b.Squares())
	}
	for _, c := range []Color{White, Black} {
		if p := m.Pawns(c); p > b.Files {
			side := c.String() + " has"
			if m.puzzle {
				side = "it has"
			}
			return fmt.Errorf("material %s: %s %d pawns but the %s board has %d files; use fewer pawns or a wider --board", m, side, p, b, b.Files)
		}
	}
	return nil
}
