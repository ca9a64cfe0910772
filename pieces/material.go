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
	text := strings.TrimSpace(s)
	if text == "" {
		return Material{}, fmt.Errorf("material is empty: write the men, such as KRvK, or 8Q for a puzzle")
	}
	p := materialParser{source: Clip(s), text: text, upper: strings.ToUpper(text)}
	p.m.puzzle = p.upper[0] != 'K' && !strings.Contains(p.upper, "V")
	for p.at < len(p.upper) {
		if err := p.next(); err != nil {
			return p.m, err
		}
	}
	if err := p.checkCounts(); err != nil {
		return p.m, err
	}
	if p.m.puzzle {
		return p.m, nil
	}
	for _, c := range []Color{White, Black} {
		if k := p.m.counts[c][King]; k != 1 {
			return p.m, fmt.Errorf("material %q: %s has %d kings; a chess material has one king per side (KRvK), and a puzzle army is written without sides, not starting with a lone K (2K, 8Q, 1KQ)", p.source, c, k)
		}
	}
	return p.m, nil
}

// materialParser reads a material left to right: a 'v', or a piece letter
// with an optional count before it, at a time.
type materialParser struct {
	source string // the material as given, clipped, for error messages
	text   string // source without surrounding space
	upper  string // text in upper case
	at     int    // the index in upper of the next character to read

	m     Material // the men read so far
	side  Color    // the side whose men are being read
	kings int      // the kings read, of a chess material
}

// next reads a 'v' or a piece with its count.
func (p *materialParser) next() error {
	if p.upper[p.at] == 'V' {
		if p.side == Black {
			return fmt.Errorf("material %q: Black's men start twice; they start after one 'v' or at the second K, as in KRvK or KRK", p.source)
		}
		p.side = Black
		p.at++
		return nil
	}
	n, err := p.count()
	if err != nil {
		return err
	}
	k, err := p.kind()
	if err != nil {
		return err
	}
	return p.add(k, n)
}

// count reads the count before a piece letter, 1 if there is none.
func (p *materialParser) count() (int, error) {
	digits := 0
	for p.at+digits < len(p.upper) && p.upper[p.at+digits] >= '0' && p.upper[p.at+digits] <= '9' {
		digits++
	}
	if digits == 0 {
		return 1, nil
	}
	n, err := strconv.Atoi(p.upper[p.at : p.at+digits])
	if err != nil || n < 1 || n > MaxSide*MaxSide {
		return 0, fmt.Errorf("material %q: count %q must be 1 to %d", p.source, p.upper[p.at:p.at+digits], MaxSide*MaxSide)
	}
	p.at += digits
	if p.at == len(p.upper) {
		return 0, fmt.Errorf("material %q: count %d at the end stands before no piece letter", p.source, n)
	}
	return n, nil
}

// kind reads a piece letter.
func (p *materialParser) kind() (Kind, error) {
	k, ok := KindOf(p.upper[p.at])
	if !ok {
		// upper[:at] is ASCII copied from text, so text[at:] starts with
		// the character as written (ToUpper may change its length).
		r, _ := utf8.DecodeRuneInString(p.text[p.at:])
		return 0, fmt.Errorf("material %q: unknown piece letter %q; use K Q R B N P (in either case; the order says whose men they are), with an optional v between the sides", p.source, r)
	}
	p.at++
	return k, nil
}

// add adds n men of kind k to the side being read. Without a 'v', a
// chess material's second king starts Black's men.
func (p *materialParser) add(k Kind, n int) error {
	if k == King && !p.m.puzzle {
		p.kings += n
		if p.kings == 2 && p.side == White && n == 1 && p.m.counts[White][King] == 1 {
			p.side = Black
		}
	}
	p.m.counts[p.side][k] += n
	return nil
}

// checkCounts refuses a piece with more men than the largest board has
// squares, once the whole material is read: its error gives the true
// number, however many more there are.
func (p *materialParser) checkCounts() error {
	for _, side := range []Color{White, Black} {
		for k := range Kind(NumKinds) {
			if c := p.m.counts[side][k]; c > MaxSide*MaxSide {
				return fmt.Errorf("material %q: %d of piece %c, but a piece may have at most %d men", p.source, c, k.Letter(), MaxSide*MaxSide)
			}
		}
	}
	return nil
}

// MaxEcho is the most bytes of a value given (a material, a FEN, a flag's
// value, a path) that an error message or a table repeats.
const MaxEcho = 256

// Clip returns s, or if it is longer than MaxEcho bytes its first whole
// characters within them and "…": the one cut of every echo of a value
// given, so that a value of megabytes makes a line of a few hundred bytes.
func Clip(s string) string {
	if len(s) <= MaxEcho {
		return s
	}
	cut := MaxEcho - len("…")
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
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

// Fits reports, as a *FitError, whether the men can stand on b: no more
// men than squares, and no side with more pawns than files.
func (m Material) Fits(b Board) error {
	if m.Men() > b.Squares() {
		return &FitError{Material: m, Board: b, Fault: MoreMenThanSquares}
	}
	for _, c := range []Color{White, Black} {
		if m.Pawns(c) > b.Files {
			return &FitError{Material: m, Board: b, Side: c, Fault: MorePawnsThanFiles}
		}
	}
	return nil
}

// ChessPieces is the pieces a side starts with in chess beside its king
// and pawns, by kind: a queen, two rooks, two bishops and two knights.
var ChessPieces = [NumKinds]int{Queen: 1, Rook: 2, Bishop: 2, Knight: 2}

// Promotions returns the men of side c beyond ChessPieces: each a pawn
// promoted, since a side starts with those pieces and gains men only by
// promotion.
func (m Material) Promotions(c Color) int {
	n := 0
	for _, k := range []Kind{Queen, Rook, Bishop, Knight} {
		n += max(0, m.Count(Piece{Color: c, Kind: k})-ChessPieces[k])
	}
	return n
}

// FitFault says why a material does not fit on a board.
type FitFault int

const (
	// MoreMenThanSquares: the material has more men than the board has
	// squares.
	MoreMenThanSquares FitFault = iota
	// MorePawnsThanFiles: a side has more pawns than the board has files.
	MorePawnsThanFiles
	// NoRanksForPawns: a side's pawns, or both sides' together, are more
	// than the squares the pawn ranks let them take.
	NoRanksForPawns
	// MorePromotionsThanPawns: under chess's army, a side's pawns and
	// promotions together are more than the board's files (see
	// Material.Promotions).
	MorePromotionsThanPawns
)

// FitError is the error of Material.Fits. Its message names the problem
// in the library's terms; a command line adds its own advice.
type FitError struct {
	Material Material
	Board    Board
	Side     Color // all but MoreMenThanSquares: the side at fault
	Fault    FitFault
	// PawnRanks is the rule of NoRanksForPawns, and BothSides says both
	// sides' pawns together are too many.
	PawnRanks PawnRanks
	BothSides bool
}

func (e *FitError) Error() string {
	m, b := e.Material, e.Board
	name := Clip(m.String())
	if e.Fault == MoreMenThanSquares {
		return fmt.Sprintf("material %s has %d men but the %s board has %s", name, m.Men(), b, plural(b.Squares(), "square"))
	}
	side := e.Side.String() + " has"
	if m.puzzle {
		side = "it has"
	}
	switch e.Fault {
	case NoRanksForPawns:
		return e.noRanks(side)
	case MorePromotionsThanPawns:
		c := e.Side
		return fmt.Sprintf("material %s: %s %s and %s (men beyond a queen, two rooks, two bishops and two knights) but the %s board gives a side %s to promote", name, side, plural(m.Pawns(c), "pawn"), plural(m.Promotions(c), "promotion"), b, plural(b.Files, "pawn"))
	}
	return fmt.Sprintf("material %s: %s %s but the %s board has %s", name, side, plural(m.Pawns(e.Side), "pawn"), b, plural(b.Files, "file"))
}

// noRanks is the message of NoRanksForPawns, side saying whose pawns.
func (e *FitError) noRanks(side string) string {
	m, b := e.Material, e.Board
	each, either := e.PawnRanks.ranks(b)
	pawns, squares := m.Pawns(e.Side), each*b.Files
	if e.BothSides {
		side, pawns, squares = "the two sides have", m.Pawns(White)+m.Pawns(Black), either*b.Files
	}
	return fmt.Sprintf("material %s: %s %s but %s pawn ranks leave them %s of the %s board", Clip(m.String()), side, plural(pawns, "pawn"), e.PawnRanks, plural(squares, "square"), b)
}

// plural writes n nouns: 1 square, 2 squares.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
