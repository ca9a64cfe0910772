package position_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/symmetry"
)

// randomPosition returns a legal-looking position: kings, up to five more
// men, pawns off the back ranks, and castling rights or an en passant
// square where the men allow them.
func randomPosition(rng *rand.Rand) position.Position {
	var p position.Position
	p.EP, p.Fullmove = -1, 1
	put := func(c byte) {
		for {
			sq := rng.IntN(64)
			if p.Board[sq] == 0 && !((c == 'P' || c == 'p') && (sq < 8 || sq >= 56)) {
				p.Board[sq] = c
				return
			}
		}
	}
	switch rng.IntN(4) {
	case 0: // kings and rooks at home, for castling rights
		p.Board[4], p.Board[0], p.Board[60], p.Board[63] = 'K', 'R', 'k', 'r'
	case 1: // Chess960's: a king on files b to g, rooks on either side
		p.Board[2], p.Board[1], p.Board[6], p.Board[61], p.Board[63] = 'K', 'R', 'R', 'k', 'r'
	default:
		put('K')
		put('k')
	}
	for range rng.IntN(6) {
		put("QRBNPqrbnp"[rng.IntN(10)])
	}
	p.ToMove = pieces.Color(rng.IntN(2))
	fen := p.FEN()
	fields := strings.Fields(fen)
	for _, rights := range []string{"Qk", "Q", "k", "BGh", "Gk", "b"} {
		if rng.IntN(2) == 0 {
			fields[2] = rights
			if q, err := position.ParseFEN(strings.Join(fields, " ")); err == nil {
				return q
			}
			fields[2] = "-"
		}
	}
	for _, ep := range []string{"a3", "c6", "e3", "f6"} {
		fields[3] = ep
		if q, err := position.ParseFEN(strings.Join(fields, " ")); err == nil && rng.IntN(2) == 0 {
			return q
		}
	}
	return p
}

// The property tests of the Dice Chess engine's documentation, on random positions.
func TestProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for range 3000 {
		p := randomPosition(rng)
		// FEN round-trips.
		if q, err := position.ParseFEN(p.FEN()); err != nil || q != p {
			t.Fatalf("%s does not round-trip: %v", p.FEN(), err)
		}
		// The colour flip is an involution and swaps the side to move.
		flip := position.Op{Element: symmetry.Identity, ColorFlip: true}
		if f := p.Apply(flip); f.ToMove == p.ToMove || f.Apply(flip) != p {
			t.Fatalf("%s: the colour flip gives %s", p.FEN(), f.FEN())
		}
		// The file mirror is allowed exactly when there are no castling rights.
		mirror := slices.Contains(p.Ops(false), position.Op{Element: symmetry.FlipFiles})
		if mirror != !p.Castling.Any() {
			t.Fatalf("%s: file mirror allowed %v with castling %q", p.FEN(), mirror, p.Castling)
		}
		for _, c := range []struct {
			conv      position.Convention
			colorFlip bool
		}{{position.Min, false}, {position.Min, true}, {position.Leapfrog, false}, {position.Leapfrog, true}} {
			conv, colorFlip := c.conv, c.colorFlip
			canon, op, size, stab := p.Canonical(conv, colorFlip)
			ops := p.Ops(colorFlip)
			if p.Apply(op) != canon || size*len(stab) != len(ops) {
				t.Fatalf("%s: canonical %s by %s, class of %d, stabiliser %v", p.FEN(), canon.FEN(), op, size, stab)
			}
			// The fast key is the key of the canonical form built slowly.
			if k, o := p.CanonicalKey(colorFlip); conv == position.Min && (k != canon.Key() || o != op) {
				t.Fatalf("%s: CanonicalKey gives %v by %s, Canonical %s by %s", p.FEN(), k, o, canon.FEN(), op)
			}
			// Idempotent, and the same for every image of p.
			if c, _, _, _ := canon.Canonical(conv, colorFlip); c != canon {
				t.Fatalf("%s: canonical %s is not its own canonical form (%s)", p.FEN(), canon.FEN(), c.FEN())
			}
			images := map[string]bool{}
			for _, o := range ops {
				q := p.Apply(o)
				images[q.FEN()] = true
				// Every image is a valid position: castling rights with their
				// king and rook at home, the en passant square behind its pawn.
				if r, err := position.ParseFEN(q.FEN()); err != nil || r != q {
					t.Fatalf("%s: its image under %s, %s, is not a valid position: %v", p.FEN(), o, q.FEN(), err)
				}
				if o.Element.Then(o.Element) == symmetry.Identity && !o.ColorFlip && q.Apply(o) != p {
					t.Fatalf("%s: reflection %s applied twice changes it", p.FEN(), o)
				}
				if c, _, _, _ := q.Canonical(conv, colorFlip); c != canon {
					t.Fatalf("%s: its image %s under %s has canonical %s, not %s", p.FEN(), q.FEN(), o, c.FEN(), canon.FEN())
				}
			}
			if len(images) != size {
				t.Fatalf("%s: %d distinct images, class size %d", p.FEN(), len(images), size)
			}
		}
	}
}

// Every kind of bad FEN gets an error that names its field.
func TestParseFENErrors(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"8/8/8/8/8/8/8/K6k w - -  extra", "fields"},
		{"8/8/8/8/8/8/K6k w - -", "7 ranks"},
		{"8/8/8/8/8/8/8/K5k w - -", "covers 7 squares"},
		{"8/8/8/8/8/8/8/K6kp w - -", "covers 9 squares"},
		{"8/8/8/8/8/8/8/K6x w - -", "not a piece letter"},
		{"8/8/8/8/8/8/8/KK5k w - -", "White has 2 kings"},
		{"8/8/8/8/8/8/8/K7 w - -", "Black has 0 kings"},
		{"P7/8/8/8/8/8/8/K6k w - -", "a pawn on a8"},
		{"8/8/8/8/8/8/8/K6k x - -", "side to move"},
		{"8/8/8/8/8/8/8/K6k w KQ -", "right K needs White's king on rank 1, on files b to g (e1 in standard chess)"},
		{"r3k3/8/8/8/8/8/8/4K3 w kq -", "right k needs a black rook on rank 8 on the king's h-side (h8 in standard chess)"},
		{"4k3/8/8/8/8/8/8/R3K2R w KK -", "two rights on one side of White's king"},
		{"4k3/8/8/8/8/8/8/R3K1RR w KG -", "two rights on one side of White's king"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQX -", "write -, or rights from KQkq or the rooks' files"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQC -", "right C needs a white rook on c1"},
		{"4k3/8/8/8/8/8/8/R3K2R w E -", "right E needs a white rook on e1"},
		{"7k/8/8/8/8/8/8/R3K2R w k -", "right k needs Black's king on rank 8"},
		{"4k3/8/8/8/8/8/8/4K3 w - e9", "en passant \"e9\""},
		{"4k3/8/8/8/4P3/8/8/4K3 w - e3", "rank 6"},
		{"4k3/8/8/8/8/8/8/4K3 b - e3", "no pawn has just moved"},
		{"4k3/8/8/8/4P3/8/4p3/4K3 b - e3", "no pawn has just moved"},
		{"4k3/8/8/8/4P3/4p3/8/4K3 b - e3", "no pawn has just moved"},
		{"4k3/8/8/8/4P3/8/8/4K3 b - e3 x 1", "halfmove"},
		{"4k3/8/8/8/4P3/8/8/4K3 b - e3 0 0", "fullmove"},
	} {
		_, err := position.ParseFEN(c.fen)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseFEN(%q) = %v; want one line containing %q", c.fen, err, c.want)
		}
	}
}

// A KRK position is reduced to the image whose key is smallest, here by
// the quarter turn VD; it is one of a class of 8.
func ExamplePosition_Canonical() {
	p, _ := position.ParseFEN("4k3/8/5K2/8/8/8/8/R7 b - - 0 1")
	canon, op, size, stab := p.Canonical(position.Min, false)
	fmt.Println(canon.FEN(), op, size, stab)
	// Output: R7/8/8/8/7k/5K2/8/8 b - - 0 1 VD 8 [1]
}

// A position with castling rights, and one without.
func ExampleCastlingRights_Any() {
	for _, fen := range []string{"r3k3/8/8/8/8/8/8/4K3 w q -", "r3k3/8/8/8/8/8/8/4K3 w - -"} {
		p, _ := position.ParseFEN(fen)
		fmt.Println(p.Castling.Any())
	}
	// Output:
	// true
	// false
}

// The men of a KRK position, as package placement writes them.
func ExamplePosition_Men() {
	p, _ := position.ParseFEN("2k5/8/8/8/8/8/1R6/K7 b - -")
	var men []string
	for _, m := range p.Men() {
		men = append(men, m.Piece.String()+pieces.Chessboard.Name(m.Square))
	}
	fmt.Println(strings.Join(men, " "))
	// Output: Ka1 Rb2 kc8
}

func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "8/8/8/8/8/8/8/K6k w - -", "4k3/8/8/8/4P3/8/8/4K3 b - e3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := position.ParseFEN(s)
		if err != nil {
			return
		}
		q, err := position.ParseFEN(p.FEN())
		if err != nil || q != p {
			t.Fatalf("%q reads as %s, which does not read back: %v", s, p.FEN(), err)
		}
		p.Canonical(position.Min, true)
		p.Canonical(position.Leapfrog, true)
	})
}

func BenchmarkCanonical(b *testing.B) {
	p, _ := position.ParseFEN("8/8/3k4/8/2Q5/8/1R3K2/6b1 w - - 0 1") // 5 men, no pawns: 8 images
	for b.Loop() {
		p.Canonical(position.Min, false)
	}
}

func BenchmarkCanonicalKey(b *testing.B) {
	p, _ := position.ParseFEN("8/8/3k4/8/2Q5/8/1R3K2/6b1 w - - 0 1")
	for b.Loop() {
		p.CanonicalKey(false)
	}
}

func BenchmarkParseFEN(b *testing.B) {
	for b.Loop() {
		position.ParseFEN("8/8/3k4/8/2Q5/8/1R3K2/6b1 w - - 0 1")
	}
}

func BenchmarkCanonicalLeapfrog(b *testing.B) {
	p, _ := position.ParseFEN("8/8/3k4/8/2Q5/8/1R3K2/6b1 w - - 0 1")
	for b.Loop() {
		p.Canonical(position.Leapfrog, false)
	}
}

// BenchmarkApply times each op on a whole position, the colour flip too.
func BenchmarkApply(b *testing.B) {
	p, _ := position.ParseFEN("8/8/3k4/8/2Q5/8/1R3K2/6b1 w - - 0 1")
	for _, o := range p.Ops(true) {
		b.Run(strings.ReplaceAll(o.String(), "+", "_"), func(b *testing.B) {
			for b.Loop() {
				p.Apply(o)
			}
		})
	}
}

// A FEN whose kings stand side by side reads, but no count counts it.
func ExamplePosition_Refusal() {
	p, err := position.ParseFEN("8/8/8/8/8/8/8/Kk6 w - -")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Refusal())
	// Output: FEN placement: the kings on a1 and b1 stand side by side, which they may not; move one away
}
