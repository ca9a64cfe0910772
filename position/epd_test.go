package position_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
)

// Lines of EPD and FEN, read by hand: the position's FEN, and the
// operations left after the move counters are taken.
func TestParseEPD(t *testing.T) {
	for _, c := range []struct {
		line, fen string
		ops       position.EPDOperations
	}{
		{`2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - bm Qg6+; id "WAC.071";`,
			"2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 1",
			position.EPDOperations{{"bm", []string{"Qg6+"}}, {"id", []string{"WAC.071"}}}},
		{`4k3/8/5K2/8/8/8/8/R7 b - - hmvc 12; fmvn 40; c0 "a; quoted string"; am Ra8+ Rb8;`,
			"4k3/8/5K2/8/8/8/8/R7 b - - 12 40",
			position.EPDOperations{{"c0", []string{"a; quoted string"}}, {"am", []string{"Ra8+", "Rb8"}}}},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 3 7 id x;", "4k3/8/5K2/8/8/8/8/R7 b - - 3 7", position.EPDOperations{{"id", []string{"x"}}}},
		{"4k3/8/5K2/8/8/8/8/R7   b - -\tbm  Ra8 ;", "4k3/8/5K2/8/8/8/8/R7 b - - 0 1", position.EPDOperations{{"bm", []string{"Ra8"}}}},
		{"4k3/8/5K2/8/8/8/8/R7 b - - noop;", "4k3/8/5K2/8/8/8/8/R7 b - - 0 1", position.EPDOperations{{"noop", nil}}},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 5 9", "4k3/8/5K2/8/8/8/8/R7 b - - 5 9", nil},
		{`4k3/8/5K2/8/8/8/8/R7 b - - id "";`, "4k3/8/5K2/8/8/8/8/R7 b - - 0 1", position.EPDOperations{{"id", []string{""}}}},
	} {
		p, ops, err := position.ParseEPD(c.line)
		if err != nil || p.FEN() != c.fen || !reflect.DeepEqual(ops, c.ops) {
			t.Errorf("ParseEPD(%q) = %s, %q, %v; want %s, %q", c.line, p.FEN(), ops, err, c.fen, c.ops)
		}
	}
}

// Every kind of bad EPD line gets an error that names what is wrong.
func TestParseEPDErrors(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"4k3/8/5K2/8/8/8/8/R7 b - bm Ra8;", "FEN en passant \"bm\""},
		{"4k3/8/5K2/8/8/8/8/R7 b bm Ra8;", "FEN castling: right b needs a black rook on b8"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8", "EPD operation bm: end it with ;"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 0 1 x", "EPD operation x: end it with ;"},
		{`4k3/8/5K2/8/8/8/8/R7 b - - id "WAC;`, "the string \"WAC; has no closing \""},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 9x 1;", `EPD operation "9x": an opcode is a letter`},
		{"4k3/8/5K2/8/8/8/8/R7 b - - ;", `EPD operation "": an opcode is a letter`},
		{"4k3/8/5K2/8/8/8/8/R7 b - - hmvc;", "EPD operation hmvc: give it one number"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - fmvn 0;", "EPD operation fmvn: FEN fullmove number \"0\": write a whole number, 1 or more"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - x", "has 5 fields: give 4 or 6"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 0 x", "FEN fullmove number \"x\""},
		{"4k3/8/5K2/8/8/8/8/R7 b - - -5 1", "FEN halfmove clock \"-5\": write a whole number, 0 or more"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - -3 1 bm Ra8;", "FEN halfmove clock \"-3\": write a whole number, 0 or more"},
		{"4k3/8/5K2/8/8/8/8/R7 b - - 1.5 1", "FEN halfmove clock \"1.5\": write a whole number, 0 or more"},
		{"4k3/8/5K2/8/8/8/8/R7 b ;", "EPD \"4k3/8/5K2/8/8/8/8/R7 b ;\" has 3 fields before its operations"},
	} {
		_, _, err := position.ParseEPD(c.line)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseEPD(%q) = %v; want one line containing %q", c.line, err, c.want)
		}
	}
}

// Castling rights in standard FEN, X-FEN and Shredder-FEN, and how FEN
// writes them back: KQkq when every right is standard chess's, the rooks'
// files otherwise.
func TestCastlingNotations(t *testing.T) {
	for _, c := range []struct{ fen, want string }{
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "KQkq"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w HAha -", "KQkq"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w kqKQ -", "KQkq"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w Aq -", "Qq"},
		// A Chess960 position (from the Chess960 perft tables): king g1, rooks f1 and h1.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", "HFhf"},
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9", "HFhf"},
		// X-FEN: Q is the outermost rook on the a-side, B the inner one.
		{"4k3/8/8/8/8/8/8/RR2K3 w Q -", "Q"},
		{"4k3/8/8/8/8/8/8/RR2K3 w B -", "B"},
		// One non-standard right makes the whole field Shredder-FEN.
		{"r3k2r/8/8/8/8/8/8/1R2K2R w Bkq -", "Bha"},
		{"1r2k2r/8/8/8/8/8/8/R3K2R w KQq -", "HAb"},
	} {
		p, err := position.ParseFEN(c.fen)
		if got := strings.Fields(p.FEN()); err != nil || got[2] != c.want {
			t.Errorf("ParseFEN(%q): %s, %v; want castling %s", c.fen, p.FEN(), err, c.want)
		}
	}
}

// writeEPD writes p and ops as an EPD line, quoting an operand that needs
// it; false if an operand cannot be written.
func writeEPD(p position.Position, ops position.EPDOperations) (string, bool) {
	fields := strings.Fields(p.FEN())
	line := strings.Join(fields[:4], " ") + " hmvc " + fields[4] + "; fmvn " + fields[5] + ";"
	for _, op := range ops {
		line += " " + op.Opcode
		for _, x := range op.Operands {
			switch {
			case strings.Contains(x, `"`) && (x == "" || strings.ContainsAny(x, " \t;") || x[0] == '"'):
				return "", false
			case x == "" || strings.ContainsAny(x, " \t;") || x[0] == '"':
				x = `"` + x + `"`
			}
			line += " " + x
		}
		line += ";"
	}
	return line, true
}

func FuzzParseEPD(f *testing.F) {
	for _, s := range []string{
		`2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - bm Qg6+; id "WAC.071";`,
		`bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - hmvc 2; fmvn 9; c0 "x;y";`,
		"4k3/8/8/8/8/8/8/RR2K3 w B - 0 1 id x;",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ops, err := position.ParseEPD(s)
		if err != nil {
			return
		}
		line, ok := writeEPD(p, ops)
		if !ok {
			return
		}
		q, again, err := position.ParseEPD(line)
		if err != nil || q != p || !reflect.DeepEqual(again, ops) {
			t.Fatalf("%q reads as %s %q, written %q, which reads back as %s %q: %v", s, p.FEN(), ops, line, q.FEN(), again, err)
		}
		p.Canonical(position.Min, true)
	})
}

// An EPD line from a test suite: the position, and its operations but the
// move counters.
func ExampleParseEPD() {
	p, ops, _ := position.ParseEPD(`2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - bm Qg6+; id "WAC.071"; hmvc 0; fmvn 34;`)
	id, _ := ops.ID()
	fmt.Println(p.FEN())
	fmt.Println(ops, id)
	// Output:
	// 2r3k1/p4p2/3Rp2p/1p2P1pK/8/1P4P1/P3Q2P/1q6 b - - 0 34
	// [{bm [Qg6+]} {id [WAC.071]}] WAC.071
}

// X-FEN's KQkq names the outermost rooks; a Chess960 position is written
// with the rooks' files, as Shredder-FEN does: HFhf. CastlingRights holds
// each colour's rights as bits 1<<file, printed here in binary, the h-file
// first: 10100000 is the rooks on the h- and f-files.
func ExampleParseFEN_chess960() {
	p, _ := position.ParseFEN("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9")
	fmt.Println(p.FEN())
	fmt.Printf("white %08b, black %08b\n", p.Castling[pieces.White], p.Castling[pieces.Black])
	// Output:
	// bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9
	// white 10100000, black 10100000
}

// The id of an EPD line, or none.
func ExampleEPDOperations_ID() {
	for _, line := range []string{
		`4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8+; id "KRK mate in 1";`,
		`4k3/8/5K2/8/8/8/8/R7 b - - bm Ra8+;`,
	} {
		_, ops, _ := position.ParseEPD(line)
		fmt.Println(ops.ID())
	}
	// Output:
	// KRK mate in 1 true
	//  false
}
