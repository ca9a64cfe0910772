package position

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chesscount/count/pieces"
)

// Position is a chess position on the 8x8 board.
type Position struct {
	// Board holds each square's man as its FEN letter (upper case White),
	// or 0; square a1 = 0, b1 = 1, …, h8 = 63.
	Board    [64]byte
	ToMove   pieces.Color
	Castling string // the rights held, in the order KQkq; "" for none
	EP       int    // the en passant square, or −1
	Halfmove int
	Fullmove int
}

var board = pieces.Chessboard

// ParseFEN reads a position in Forsyth–Edwards Notation. The move counters
// may be left out (they default to 0 and 1). Besides the syntax of each
// field it checks what the symmetries depend on: one king a side, no pawn
// on a back rank, castling rights only with king and rook at home, an en
// passant square only behind a pawn that has just moved two squares. It
// does not check that the position is legal (kings apart, the side not to
// move not in check). Each error names the field at fault.
func ParseFEN(fen string) (Position, error) {
	p := Position{EP: -1, Fullmove: 1}
	fields := strings.Fields(fen)
	if len(fields) != 4 && len(fields) != 6 {
		return p, fmt.Errorf("FEN %q has %s: give 4 or 6 (placement, side to move, castling, en passant[, halfmove, fullmove])", clip(fen), plural(len(fields), "field"))
	}
	if err := p.parsePlacement(fields[0]); err != nil {
		return p, err
	}
	switch fields[1] {
	case "w":
		p.ToMove = pieces.White
	case "b":
		p.ToMove = pieces.Black
	default:
		return p, fmt.Errorf("FEN side to move %q: write w or b", clip(fields[1]))
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return p, err
	}
	if err := p.parseEP(fields[3]); err != nil {
		return p, err
	}
	if len(fields) == 6 {
		var err1, err2 error
		p.Halfmove, err1 = strconv.Atoi(fields[4])
		p.Fullmove, err2 = strconv.Atoi(fields[5])
		if err1 != nil || p.Halfmove < 0 {
			return p, fmt.Errorf("FEN halfmove clock %q: write a number from 0", clip(fields[4]))
		}
		if err2 != nil || p.Fullmove < 1 {
			return p, fmt.Errorf("FEN fullmove number %q: write a number from 1", clip(fields[5]))
		}
	}
	return p, nil
}

// clip cuts a text quoted in an error to 60 characters, marking the cut
// with "…".
func clip(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	return string([]rune(s)[:60]) + "…"
}

// plural writes n nouns: 1 square, 2 squares.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func (p *Position) parsePlacement(s string) error {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("FEN placement %q has %s: write 8, separated by /", clip(s), plural(len(ranks), "rank"))
	}
	for i, r := range ranks {
		if err := p.parseRank(r, 7-i); err != nil {
			return err
		}
	}
	// Every man read is on the board now.
	for _, k := range []byte{'K', 'k'} {
		if n := bytes.Count(p.Board[:], []byte{k}); n != 1 {
			side := map[byte]string{'K': "White", 'k': "Black"}[k]
			return fmt.Errorf("FEN placement: %s has %d kings; each side has one", side, n)
		}
	}
	return nil
}

// parseRank reads the FEN of rank y (0 for the first rank) into p.Board:
// piece letters and counts of empty squares, 8 squares in all, no pawn on
// a back rank.
func (p *Position) parseRank(r string, y int) error {
	x := 0
	for j := 0; j < len(r); j++ {
		c := r[j]
		if c >= utf8.RuneSelf { // report the character as written, not its first byte
			ch, _ := utf8.DecodeRuneInString(r[j:])
			return fmt.Errorf("FEN placement: %q in rank %d is not a piece letter (KQRBNP, lower case for Black) or a count 1-8", ch, y+1)
		}
		switch {
		case c >= '1' && c <= '8':
			x += int(c - '0')
		case strings.IndexByte("KQRBNPkqrbnp", c) < 0:
			return fmt.Errorf("FEN placement: %q in rank %d is not a piece letter (KQRBNP, lower case for Black) or a count 1-8", c, y+1)
		case x > 7:
			x++ // too many: reported below
		case (c == 'P' || c == 'p') && (y == 0 || y == 7):
			return fmt.Errorf("FEN placement: a pawn on %s, a back rank; pawns stand on ranks 2 to 7", board.Name(board.Square(x, y)))
		default:
			p.Board[y*8+x] = c
			x++
		}
	}
	if x != 8 {
		return fmt.Errorf("FEN placement: rank %d (%q) covers %s, not 8", y+1, clip(r), plural(x, "square"))
	}
	return nil
}

// castlingHome gives, for each right, the king's and the rook's squares.
var castlingHome = map[byte][2]int{'K': {4, 7}, 'Q': {4, 0}, 'k': {60, 63}, 'q': {60, 56}}

func (p *Position) parseCastling(s string) error {
	if s == "-" {
		return nil
	}
	last := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		at := strings.IndexByte("KQkq", c)
		if at < 0 || at <= last {
			return fmt.Errorf("FEN castling %q: write - or rights from KQkq, each once, in that order", clip(s))
		}
		last = at
		home := castlingHome[c]
		king, rook := byte('K'), byte('R')
		if c >= 'a' {
			king, rook = 'k', 'r'
		}
		if p.Board[home[0]] != king || p.Board[home[1]] != rook {
			return fmt.Errorf("FEN castling: right %c needs the king on %s and a rook on %s", c, board.Name(pieces.Square(home[0])), board.Name(pieces.Square(home[1])))
		}
	}
	p.Castling = s
	return nil
}

func (p *Position) parseEP(s string) error {
	if s == "-" {
		return nil
	}
	sq, err := board.ParseSquare(s)
	if err != nil {
		return fmt.Errorf("FEN en passant %q: write - or a square such as e3", clip(s))
	}
	x, y := board.Coords(sq)
	// The pawn that just moved belongs to the side not to move: White's
	// double step passes rank 3 (Black to move), Black's rank 6.
	wantRank, pawn, dir := 2, byte('P'), 1
	if p.ToMove == pieces.White {
		wantRank, pawn, dir = 5, 'p', -1
	}
	if y != wantRank {
		return fmt.Errorf("FEN en passant %s: with %s to move the square is on rank %d", s, p.ToMove, wantRank+1)
	}
	if p.Board[(y+dir)*8+x] != pawn || p.Board[y*8+x] != 0 || p.Board[(y-dir)*8+x] != 0 {
		return fmt.Errorf("FEN en passant %s: no pawn has just moved two squares past it (a pawn in front, the square and the one behind it empty)", s)
	}
	p.EP = int(sq)
	return nil
}

// FEN writes the position in Forsyth–Edwards Notation, six fields.
func (p Position) FEN() string {
	return p.key() + fmt.Sprintf(" %d %d", p.Halfmove, p.Fullmove)
}

// key is the first four fields of the FEN: what a symmetry acts on.
func (p Position) key() string {
	var sb strings.Builder
	sb.Grow(80)
	for y := 7; y >= 0; y-- {
		empty := 0
		for x := range 8 {
			c := p.Board[y*8+x]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if y > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString(map[pieces.Color]string{pieces.White: " w ", pieces.Black: " b "}[p.ToMove])
	if p.Castling == "" {
		sb.WriteByte('-')
	} else {
		sb.WriteString(p.Castling)
	}
	sb.WriteByte(' ')
	if p.EP < 0 {
		sb.WriteByte('-')
	} else {
		sb.WriteString(board.Name(pieces.Square(p.EP)))
	}
	return sb.String()
}

func (p Position) hasPawns() bool {
	for _, c := range p.Board {
		if c == 'P' || c == 'p' {
			return true
		}
	}
	return false
}
