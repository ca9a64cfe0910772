package pieces_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
)

// Shorthands for the pieces the tables count.
var (
	wK, wQ, wR, wB, wN, wP = army(pieces.White)
	bK, bQ, bR, bB, bN, bP = army(pieces.Black)
)

// army returns the pieces of colour c in the order K Q R B N P.
func army(c pieces.Color) (k, q, r, b, n, p pieces.Piece) {
	of := func(k pieces.Kind) pieces.Piece { return pieces.Piece{Color: c, Kind: k} }
	return of(pieces.King), of(pieces.Queen), of(pieces.Rook), of(pieces.Bishop), of(pieces.Knight), of(pieces.Pawn)
}

// allPieces lists every piece, both colours and all kinds.
func allPieces() []pieces.Piece {
	var out []pieces.Piece
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		for k := range pieces.Kind(pieces.NumKinds) {
			out = append(out, pieces.Piece{Color: c, Kind: k})
		}
	}
	return out
}

func TestParseMaterial(t *testing.T) {
	t.Parallel()
	for _, test := range []struct {
		in       string
		want     string // normalised String()
		men      int
		puzzle   bool
		hasPawns bool
		counts   map[pieces.Piece]int // some pieces and their counts; the rest are not checked
	}{
		// Chess materials: one king per side, White first.
		{in: "KRK", want: "KRvK", men: 3, counts: map[pieces.Piece]int{wK: 1, wR: 1, bK: 1, bR: 0, wQ: 0}},
		{in: "KRvK", want: "KRvK", men: 3, counts: map[pieces.Piece]int{wR: 1, bR: 0}},
		{in: "KQRvKR", want: "KQRvKR", men: 5, counts: map[pieces.Piece]int{wQ: 1, wR: 1, bR: 1, bQ: 0}},
		{in: "KNNK", want: "KNNvK", men: 4, counts: map[pieces.Piece]int{wN: 2, bN: 0}},
		{in: "KPK", want: "KPvK", men: 3, hasPawns: true, counts: map[pieces.Piece]int{wP: 1, bP: 0}},
		{in: "KPvKP", want: "KPvKP", men: 4, hasPawns: true, counts: map[pieces.Piece]int{wP: 1, bP: 1}},
		{in: "KvKP", want: "KvKP", men: 3, hasPawns: true, counts: map[pieces.Piece]int{wP: 0, bP: 1}},
		{in: "KK", want: "KvK", men: 2, counts: map[pieces.Piece]int{wK: 1, bK: 1}},
		{in: "KvK", want: "KvK", men: 2, counts: map[pieces.Piece]int{wK: 1, bK: 1}},
		{in: "krk", want: "KRvK", men: 3, counts: map[pieces.Piece]int{wR: 1, bR: 0}},
		{in: "KrVk", want: "KRvK", men: 3},
		{in: "Kk", want: "KvK", men: 2},
		{in: " KRvK\t", want: "KRvK", men: 3},
		{in: "K2NvK", want: "KNNvK", men: 4, counts: map[pieces.Piece]int{wN: 2}},
		{in: "K1RvK", want: "KRvK", men: 3},
		{in: "K10PvK", want: "KPPPPPPPPPPvK", men: 12, hasPawns: true, counts: map[pieces.Piece]int{wP: 10}},
		{in: "KNRK", want: "KRNvK", men: 4}, // K Q R B N P within a side
		{in: "KNBvK", want: "KBNvK", men: 4, counts: map[pieces.Piece]int{wB: 1, wN: 1, bB: 0}},
		{in: "KPNBRQvK", want: "KQRBNPvK", men: 7, hasPawns: true},
		{in: "KRRKR", want: "KRRvKR", men: 5, counts: map[pieces.Piece]int{wR: 2, bR: 1}},
		{in: "KvKNRN", want: "KvKRNN", men: 5, counts: map[pieces.Piece]int{bN: 2, bR: 1, wN: 0}},

		// Puzzle materials: one army, all White, counts before letters.
		{in: "QQQQQQQQ", want: "8Q", men: 8, puzzle: true, counts: map[pieces.Piece]int{wQ: 8, bQ: 0}},
		{in: "8Q", want: "8Q", men: 8, puzzle: true, counts: map[pieces.Piece]int{wQ: 8}},
		{in: "8q", want: "8Q", men: 8, puzzle: true},
		{in: "2K", want: "2K", men: 2, puzzle: true, counts: map[pieces.Piece]int{wK: 2, bK: 0}},
		{in: "4R", want: "4R", men: 4, puzzle: true, counts: map[pieces.Piece]int{wR: 4}},
		{in: "Q", want: "Q", men: 1, puzzle: true, counts: map[pieces.Piece]int{wQ: 1}},
		{in: "RRNN", want: "2R2N", men: 4, puzzle: true, counts: map[pieces.Piece]int{wR: 2, wN: 2}},
		{in: "2R2N", want: "2R2N", men: 4, puzzle: true},
		{in: "NRNR", want: "2R2N", men: 4, puzzle: true},
		{in: "PNBRQ", want: "QRBNP", men: 5, puzzle: true, hasPawns: true},
		{in: "8P", want: "8P", men: 8, puzzle: true, hasPawns: true, counts: map[pieces.Piece]int{wP: 8, bP: 0}},
		{in: "256Q", want: "256Q", men: 256, puzzle: true},
		// A puzzle army with exactly one king writes the count, "1K":
		// a leading bare K would make it read as a chess material.
		{in: "QK", want: "1KQ", men: 2, puzzle: true, counts: map[pieces.Piece]int{wK: 1, wQ: 1}},
		{in: "1K", want: "1K", men: 1, puzzle: true, counts: map[pieces.Piece]int{wK: 1}},
		{in: "1KQ", want: "1KQ", men: 2, puzzle: true},
		{in: "2K2K", want: "4K", men: 4, puzzle: true},
	} {
		m, err := pieces.ParseMaterial(test.in)
		if err != nil {
			t.Errorf("ParseMaterial(%q): unexpected error: %v", test.in, err)
			continue
		}
		if got := m.String(); got != test.want {
			t.Errorf("ParseMaterial(%q).String(): got:%q want:%q", test.in, got, test.want)
		}
		if got := m.Men(); got != test.men {
			t.Errorf("ParseMaterial(%q).Men(): got:%d want:%d", test.in, got, test.men)
		}
		if got := m.Puzzle(); got != test.puzzle {
			t.Errorf("ParseMaterial(%q).Puzzle(): got:%t want:%t", test.in, got, test.puzzle)
		}
		if got := m.HasPawns(); got != test.hasPawns {
			t.Errorf("ParseMaterial(%q).HasPawns(): got:%t want:%t", test.in, got, test.hasPawns)
		}
		for p, want := range test.counts {
			if got := m.Count(p); got != want {
				t.Errorf("ParseMaterial(%q).Count(%v): got:%d want:%d", test.in, p, got, want)
			}
		}
		// Counts, Pieces and Men must agree with one another.
		sum := 0
		for _, p := range allPieces() {
			sum += m.Count(p)
		}
		if sum != test.men {
			t.Errorf("ParseMaterial(%q): counts sum to %d, want %d", test.in, sum, test.men)
		}
		for _, p := range m.Pieces() {
			if m.Count(p) == 0 {
				t.Errorf("ParseMaterial(%q).Pieces() lists %v, which it does not have", test.in, p)
			}
		}
		if test.puzzle && m.Pawns(pieces.Black)+m.Count(bK)+m.Count(bQ) != 0 {
			t.Errorf("ParseMaterial(%q): puzzle army has black men", test.in)
		}
	}
}

func TestParseMaterialErrors(t *testing.T) {
	t.Parallel()
	for _, test := range []struct {
		in   string
		want string // a substring of the error message
	}{
		// Unknown letters, reported as written.
		{in: "KXK", want: "unknown piece letter 'X'"},
		{in: "KRvKZ", want: "unknown piece letter 'Z'"},
		{in: "kxk", want: "unknown piece letter 'x'"},
		{in: "K RvK", want: "unknown piece letter ' '"},
		{in: "KRvK\nK", want: `unknown piece letter '\n'`},
		{in: "Kék", want: "unknown piece letter 'é'"},
		{in: "QıQ", want: "unknown piece letter 'ı'"}, // upper-cases to ASCII 'I'
		{in: "K2vK", want: "unknown piece letter 'v'"},

		// Kings of a chess material.
		{in: "KQ", want: "black has 0 kings"},
		{in: "KRRvKK", want: "black has 2 kings"},
		{in: "K", want: "black has 0 kings"},
		{in: "KKK", want: "black has 2 kings"},
		{in: "K2K", want: "white has 3 kings"},
		{in: "2KvK", want: "white has 2 kings"},
		{in: "QvK", want: "white has 0 kings"},
		{in: "v", want: "white has 0 kings"},
		{in: "KvKvK", want: "Black's men start twice"},

		// Empty.
		{in: "", want: "material is empty"},
		{in: " \t ", want: "material is empty"},

		// Counts.
		{in: "K3", want: "count 3 at the end stands before no piece letter"},
		{in: "8", want: "count 8 at the end"},
		{in: "K0RvK", want: `count "0" must be 1 to 400`},
		{in: "K99999RvK", want: `count "99999" must be 1 to 400`},
		{in: "401Q", want: `count "401" must be 1 to 400`},
		{in: "K99999999999999999999999RvK", want: "must be 1 to 400"},
		// No piece may have more men than the largest board has squares,
		// however the count is written.
		{in: "256Q256Q", want: "at most 400"},
		{in: "Q400Q", want: "at most 400"},
		{in: "K300R101RvK", want: "at most 400"},
		// The number said is the material's, not where reading stopped.
		{in: "K" + strings.Repeat("Q", 5000) + "K", want: "5000 of piece Q, but a piece may have at most 400 men"},
		{in: "K300Q200Q", want: "500 of piece Q"},
	} {
		_, err := pieces.ParseMaterial(test.in)
		if err == nil {
			t.Errorf("ParseMaterial(%q): expected error containing %q", test.in, test.want)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, test.want) {
			t.Errorf("ParseMaterial(%q): error %q does not contain %q", test.in, msg, test.want)
		}
		if strings.Contains(msg, "\n") {
			t.Errorf("ParseMaterial(%q): error is not one line: %q", test.in, msg)
		}
	}
}

// An error repeats at most 256 bytes of a material, then "…", however
// long it is as given or as named.
func TestMaterialErrorsClipped(t *testing.T) {
	t.Parallel()
	long := "K" + strings.Repeat("Q", 5000) + "K"
	for _, in := range []string{long, long + "X", "K" + strings.Repeat("R", 300) + "K"} {
		m, err := pieces.ParseMaterial(in)
		if err == nil {
			err = m.Fits(pieces.Chessboard)
		}
		if err == nil || len(err.Error()) > 400 || !strings.Contains(err.Error(), strings.Repeat("Q", 100)+"…") && !strings.Contains(err.Error(), strings.Repeat("R", 100)+"…") {
			t.Errorf("a material of %d bytes: %.500v; want an error that repeats 256 bytes of it, then …", len(in), err)
		}
	}
}

func TestFits(t *testing.T) {
	t.Parallel()
	for _, test := range []struct {
		material string
		board    pieces.Board
		want     []string // substrings of the error; nil when the men fit
	}{
		{material: "5Q", board: pieces.Board{Files: 2, Ranks: 2}, want: []string{"5 men", "4 squares"}},
		{material: "4Q", board: pieces.Board{Files: 2, Ranks: 2}},
		{material: "KRvK", board: pieces.Board{Files: 1, Ranks: 2}, want: []string{"3 men", "2 squares"}},
		{material: "KRvK", board: pieces.Board{Files: 1, Ranks: 3}},
		{material: "64Q", board: pieces.Chessboard},
		{material: "65Q", board: pieces.Chessboard, want: []string{"65 men", "64 squares"}},
		{material: "256Q", board: pieces.Board{Files: 16, Ranks: 16}},
		{material: "KPPPPPPPPPvK", board: pieces.Chessboard, want: []string{"white has 9 pawns", "8 files"}},
		{material: "KPPPPPPPPvK", board: pieces.Chessboard},
		{material: "KPPPPPPPPvKPPPPPPPP", board: pieces.Chessboard},
		{material: "KvKPPPPPPPPP", board: pieces.Chessboard, want: []string{"black has 9 pawns", "8 files"}},
		{material: "KPPPvK", board: pieces.Board{Files: 2, Ranks: 8}, want: []string{"3 pawns", "2 files"}},
		{material: "KPPvK", board: pieces.Board{Files: 2, Ranks: 8}},
		{material: "9P", board: pieces.Chessboard, want: []string{"9 pawns", "8 files"}},
		{material: "8P", board: pieces.Chessboard},
	} {
		m, err := pieces.ParseMaterial(test.material)
		if err != nil {
			t.Fatalf("ParseMaterial(%q): unexpected error: %v", test.material, err)
		}
		err = m.Fits(test.board)
		if test.want == nil {
			if err != nil {
				t.Errorf("%s on %v: unexpected error: %v", test.material, test.board, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s on %v: expected an error containing %q", test.material, test.board, test.want)
			continue
		}
		msg := err.Error()
		for _, want := range test.want {
			if !strings.Contains(msg, want) {
				t.Errorf("%s on %v: error %q does not contain %q", test.material, test.board, msg, want)
			}
		}
		if strings.Contains(msg, "\n") {
			t.Errorf("%s on %v: error is not one line: %q", test.material, test.board, msg)
		}
	}
}

func FuzzParseMaterial(f *testing.F) {
	for _, s := range []string{
		"KRvK", "KRK", "KQRvKR", "KPvKP", "K2NvK", "krk", "8Q", "QQQQQQQQ", "2K", "RRNN",
		"QK", "", "K3", "K0RvK", "K99999RvK", "KvKvK", "Kék", "256Q256Q",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, again, ok := parsesBack(t, "ParseMaterial", pieces.ParseMaterial, s)
		if !ok {
			return
		}
		str := m.String()
		if got := again.String(); got != str {
			t.Fatalf("ParseMaterial(%q): String %q parses to String %q", s, str, got)
		}
		if again.Men() != m.Men() {
			t.Fatalf("ParseMaterial(%q): %d men, but its String %q has %d", s, m.Men(), str, again.Men())
		}
		if again.Puzzle() != m.Puzzle() {
			t.Fatalf("ParseMaterial(%q): Puzzle %t, but its String %q has %t", s, m.Puzzle(), str, again.Puzzle())
		}
	})
}

// parsesBack reads s with parse, the function named name. If s does not
// parse, it checks that the error is one line and returns false. Otherwise
// it reads the value's String again, fails t if that does not parse, and
// returns both values.
func parsesBack[T fmt.Stringer](t *testing.T, name string, parse func(string) (T, error), s string) (first, again T, ok bool) {
	t.Helper()
	first, err := parse(s)
	if err != nil {
		if msg := err.Error(); strings.Contains(msg, "\n") {
			t.Fatalf("%s(%q): error is not one line: %q", name, s, msg)
		}
		return first, again, false
	}
	again, err = parse(first.String())
	if err != nil {
		t.Fatalf("%s(%q).String() = %q does not parse again: %v", name, s, first, err)
	}
	return first, again, true
}

// Materials: the counts by men come from a derivation: the n−2 men beside
// the kings are a multiset of the 10 coloured pieces, C(n−2+9, 9) of them;
// those that are their own colour swap (as many men of each piece on each
// side) number C((n−2)/2+4, 4) for even n, none for odd n; the pairs are
// listed once. (No side has more than 8 pawns below 18 men.)
func TestMaterials(t *testing.T) {
	for n := 2; n <= 8; n++ {
		all := combin.Binomial(n-2+9, 9)
		self := 0
		if n%2 == 0 {
			self = combin.Binomial((n-2)/2+4, 4)
		}
		got := pieces.Materials(n, pieces.Chessboard)
		if want := (all + self) / 2; len(got) != want {
			t.Errorf("%d men: %d materials, want %d", n, len(got), want)
		}
		seen := map[string]bool{}
		for _, m := range got {
			if m.Men() != n || seen[m.String()] || seen[m.Swapped().String()] && m.Swapped() != m {
				t.Errorf("%d men: %s is listed twice or has the wrong men", n, m)
			}
			seen[m.String()] = true
		}
	}
	var names []string
	for _, m := range pieces.Materials(4, pieces.Chessboard) {
		names = append(names, m.String())
	}
	// Syzygy's own names for some of them.
	for _, want := range []string{"KQQvK", "KBNvK", "KPPvK", "KQvKR", "KNvKP", "KRvKR", "KPvKP"} {
		if !slices.Contains(names, want) {
			t.Errorf("4 men: %s is missing from %v", want, names)
		}
	}
	for _, not := range []string{"KRvKQ", "KPvKN", "KvKQQ"} {
		if slices.Contains(names, not) {
			t.Errorf("4 men: %s is listed; Syzygy names it the other way round", not)
		}
	}
	if got := names[0]; got != "KQQvK" {
		t.Errorf("4 men: first %s, want KQQvK", got)
	}
}
