package position

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// Position is a chess position on the 8x8 board.
type Position struct {
	// Board holds each square's man as its FEN letter (upper case White),
	// or 0; square a1 = 0, b1 = 1, …, h8 = 63.
	Board    [64]byte
	ToMove   pieces.Color
	Castling CastlingRights
	EP       int // the en passant square, or −1
	Halfmove int
	Fullmove int
}

// CastlingRights are the castling rights a position holds: for White and
// for Black (indexed by pieces.Color), the files of the rooks its king may
// castle with, as bits 1<<file (a = 0, h = 7). A right needs the king on
// its first rank on files b to g and a rook of its colour on that rank;
// a colour holds at most one right on each side of its king. Standard
// chess's K is White's right on the h-file with the king on e1; Chess960's
// rights may name any rook on either side of the king.
type CastlingRights [2]uint8

// Any reports whether any right is held.
func (c CastlingRights) Any() bool { return c != CastlingRights{} }

var board = pieces.Chessboard

// ParseFEN reads a position in Forsyth–Edwards Notation. The move counters
// may be left out (they default to 0 and 1). Castling rights are read as
// standard FEN (KQkq), X-FEN (KQkq for the outermost rook on each side of
// the king, a rook's file letter for an inner one) or Shredder-FEN (the
// rooks' file letters, HAha), in any order. Besides the syntax of each
// field it checks what the symmetries depend on: one king a side, no pawn
// on a back rank, castling rights only with king and rook on their first
// rank, an en passant square only behind a pawn that has just moved two
// squares (with no pawn on the two squares it crossed, as the NULP
// tallies ask; a piece there, which FIDE's rule refuses, is the counts'
// to judge). It does not check that the position is legal (kings apart,
// the side not to move not in check). Each error names the field at
// fault.
func ParseFEN(fen string) (Position, error) {
	fields := strings.Fields(fen)
	if len(fields) != 4 && len(fields) != 6 {
		return Position{}, fmt.Errorf("FEN %q has %s: give 4 or 6 (placement, side to move, castling, en passant[, halfmove, fullmove])", pieces.Clip(fen), plural(len(fields), "field"))
	}
	p, err := parseFields(fields[:4])
	if err != nil {
		return p, err
	}
	if len(fields) == 6 {
		if err := p.parseCounters(fields[4], fields[5]); err != nil {
			return p, err
		}
	}
	return p, nil
}

// parseFields reads the first four fields of a FEN: placement, side to
// move, castling rights and en passant square.
func parseFields(fields []string) (Position, error) {
	p := Position{EP: -1, Fullmove: 1}
	if err := p.parsePlacement(fields[0]); err != nil {
		return p, err
	}
	switch fields[1] {
	case "w":
		p.ToMove = pieces.White
	case "b":
		p.ToMove = pieces.Black
	default:
		return p, fmt.Errorf("FEN side to move %q: write w or b", pieces.Clip(fields[1]))
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return p, err
	}
	if err := p.parseEP(fields[3]); err != nil {
		return p, err
	}
	return p, nil
}

// parseCounters reads the halfmove clock and the fullmove number.
func (p *Position) parseCounters(halfmove, fullmove string) error {
	var err1, err2 error
	p.Halfmove, err1 = strconv.Atoi(halfmove)
	p.Fullmove, err2 = strconv.Atoi(fullmove)
	if err1 != nil || p.Halfmove < 0 {
		return fmt.Errorf("FEN halfmove clock %q: write a whole number, 0 or more", pieces.Clip(halfmove))
	}
	if err2 != nil || p.Fullmove < 1 {
		return fmt.Errorf("FEN fullmove number %q: write a whole number, 1 or more", pieces.Clip(fullmove))
	}
	return nil
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
		return fmt.Errorf("FEN placement %q has %s: write 8, separated by /", pieces.Clip(s), plural(len(ranks), "rank"))
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
		return fmt.Errorf("FEN placement: rank %d (%q) covers %s, not 8", y+1, pieces.Clip(r), plural(x, "square"))
	}
	return nil
}

func (p *Position) parseCastling(s string) error {
	if s == "-" {
		return nil
	}
	for i := 0; i < len(s); i++ {
		if err := p.addRight(s[i], s); err != nil {
			return err
		}
	}
	return nil
}

// addRight adds the castling right that letter c of the castling field
// names: K or Q, the outermost rook on the king's h-side or a-side, or a
// rook's file letter; upper case for White.
func (p *Position) addRight(c byte, field string) error {
	color, letter := pieces.White, c
	if c >= 'a' && c <= 'z' {
		color, letter = pieces.Black, c-'a'+'A'
	}
	if letter != 'K' && letter != 'Q' && (letter < 'A' || letter > 'H') {
		return fmt.Errorf("FEN castling %q: write -, or rights from KQkq or the rooks' files (Shredder-FEN, such as HAha)", pieces.Clip(field))
	}
	rank, name := 0, "White"
	if color == pieces.Black {
		rank, name = 7, "Black"
	}
	row := p.Board[rank*8 : rank*8+8]
	kx := bytes.IndexByte(row, "Kk"[color])
	if kx < 1 || kx > 6 {
		return fmt.Errorf("FEN castling: right %c needs %s's king on rank %d, on files b to g (e%d in standard chess)", c, name, rank+1, rank+1)
	}
	rx := rightRookFile(row, kx, letter, "Rr"[color])
	if rx < 0 {
		return fmt.Errorf("FEN castling: right %c needs a %s rook %s", c, strings.ToLower(name), rightRook(letter, rank))
	}
	if !p.addRookRight(color, kx, rx) {
		return fmt.Errorf("FEN castling %q: two rights on one side of %s's king; a king castles with one rook on each side", pieces.Clip(field), name)
	}
	return nil
}

// rightRookFile returns the file of the rook that the right letter (upper
// case) names on row, the first rank of the rook's colour, whose king
// stands on file kx; or -1 if no rook stands there.
func rightRookFile(row []byte, kx int, letter, rook byte) int {
	switch letter {
	case 'K':
		if rx := bytes.LastIndexByte(row[kx:], rook); rx >= 0 {
			return kx + rx
		}
		return -1
	case 'Q':
		return bytes.IndexByte(row[:kx], rook)
	}
	if x := int(letter - 'A'); row[x] == rook {
		return x
	}
	return -1
}

// addRookRight adds color's right to castle with the rook on file rx, its
// king on file kx, and reports false, adding none, if color holds a right
// on that side of its king already.
func (p *Position) addRookRight(color pieces.Color, kx, rx int) bool {
	side := uint8(0xff) << (kx + 1) // the files on the king's h-side
	if rx < kx {
		side = ^side &^ (1 << kx)
	}
	if p.Castling[color]&side != 0 {
		return false
	}
	p.Castling[color] |= 1 << rx
	return true
}

// rightRook says where the rook of the right letter (upper case) must
// stand, on rank (0 or 7).
func rightRook(letter byte, rank int) string {
	switch letter {
	case 'K':
		return fmt.Sprintf("on rank %d on the king's h-side (h%d in standard chess)", rank+1, rank+1)
	case 'Q':
		return fmt.Sprintf("on rank %d on the king's a-side (a%d in standard chess)", rank+1, rank+1)
	}
	return "on " + board.Name(pieces.Square(rank*8+int(letter-'A')))
}

func (p *Position) parseEP(s string) error {
	if s == "-" {
		return nil
	}
	sq, err := board.ParseSquare(s)
	if err != nil {
		return fmt.Errorf("FEN en passant %q: write - or a square such as e3", pieces.Clip(s))
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
	// The NULP tallies' rule, the loosest the counts take, asks only that
	// no pawn stands on the two squares crossed; FIDE's rule, that they
	// are empty, is the counts' to judge (rights.EPHeld).
	isPawn := func(c byte) bool { return c == 'P' || c == 'p' }
	if p.Board[(y+dir)*8+x] != pawn || isPawn(p.Board[y*8+x]) || isPawn(p.Board[(y-dir)*8+x]) {
		return fmt.Errorf("FEN en passant %s: no pawn has just moved two squares past it (a pawn in front, no pawn on the square or the one behind it)", s)
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
	sb.WriteString(p.castlingField())
	sb.WriteByte(' ')
	if p.EP < 0 {
		sb.WriteByte('-')
	} else {
		sb.WriteString(board.Name(pieces.Square(p.EP)))
	}
	return sb.String()
}

// castlingField writes the castling rights: "-" for none; KQkq when every
// right is standard chess's (king on the e-file, rook in a corner);
// otherwise, for a Chess960 position, Shredder-FEN's rook files (HAha).
// Each colour's right on the king's h-side comes first, White's first.
func (p Position) castlingField() string {
	if !p.Castling.Any() {
		return "-"
	}
	standard := true
	for color, files := range p.Castling {
		kx := bytes.IndexByte(p.Board[color*56:color*56+8], "Kk"[color])
		standard = standard && (files == 0 || kx == 4 && files&^0x81 == 0)
	}
	var sb strings.Builder
	for color, files := range p.Castling {
		kx := bytes.IndexByte(p.Board[color*56:color*56+8], "Kk"[color])
		for x := 7; x >= 0; x-- {
			if files&(1<<x) == 0 {
				continue
			}
			c := byte('A' + x)
			if standard {
				c = map[bool]byte{true: 'K', false: 'Q'}[x > kx]
			}
			if color == int(pieces.Black) {
				c += 'a' - 'A'
			}
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// Men returns the men on the board as package placement writes them, in
// the order of their squares: a1, b1, …, h1, a2, …, h8.
func (p Position) Men() []placement.Man {
	var men []placement.Man
	for sq, c := range p.Board {
		if c == 0 {
			continue
		}
		color := pieces.White
		if c >= 'a' && c <= 'z' {
			color, c = pieces.Black, c-'a'+'A'
		}
		kind, _ := pieces.KindOf(c) // the FEN's letters are the kinds'
		men = append(men, placement.Man{Piece: pieces.Piece{Color: color, Kind: kind}, Square: pieces.Square(sq)})
	}
	return men
}

func (p Position) hasPawns() bool {
	for _, c := range p.Board {
		if c == 'P' || c == 'p' {
			return true
		}
	}
	return false
}

// Refusal returns why no count of chess positions counts p, or nil: its
// kings stand side by side (ParseFEN refuses the rest, such as a pawn on
// a back rank). count canon and the explorer both ask it.
func (p Position) Refusal() error {
	if err := chessPlacement.Refusal(p.Men(), p.ToMove); err != nil {
		return fmt.Errorf("FEN placement: %w", err)
	}
	return nil
}

// chessPlacement is the placement rules of a chess material on the 8x8
// board, whose Refusal refuses a FEN's kings side by side, a position no
// game reaches (ParseFEN refuses the rest: a pawn on a back rank).
var chessPlacement = func() placement.Spec {
	kings, _ := pieces.ParseMaterial("KvK") // Refusal asks only that the material is not a puzzle's
	return placement.Spec{Board: pieces.Chessboard, Material: kings}
}()
