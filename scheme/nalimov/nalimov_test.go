package nalimov

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// publishedLengths is the TB table of Nalimov's tbindex.cpp, as shipped
// with Sjeng 10 (Gian-Carlo Pascutto's Sjeng repository, gcp/sjeng): each
// table's name, whether it is symmetric (one file, read for both sides),
// and cbW and cbB, its published lengths with White and Black to move.
// All its 3-, 4- and 5-man tables, and the 33 6-man tables of its T33
// class (T41_INCLUDE and T33_INCLUDE on). KvK, listed with no index and
// length 0, is in TestErrors.
var publishedLengths = []struct {
	name         string
	symmetric    bool
	white, black int
}{
	{"kpk", false, 81664, 84012},
	{"knk", false, 26282, 28644},
	{"kbk", false, 27243, 28644},
	{"krk", false, 27030, 28644},
	{"kqk", false, 25629, 28644},
	{"kpkp", false, 3863492, 3863492},
	{"knkp", false, 4931904, 4981504},
	{"knkn", true, 1603202, 1603202},
	{"kbkp", false, 5112000, 4981504},
	{"kbkn", false, 1661823, 1603202},
	{"kbkb", true, 1661823, 1661823},
	{"krkp", false, 5072736, 4981504},
	{"krkn", false, 1649196, 1603202},
	{"krkb", false, 1649196, 1661823},
	{"krkr", true, 1649196, 1649196},
	{"kqkp", false, 4810080, 4981504},
	{"kqkn", false, 1563735, 1603202},
	{"kqkb", false, 1563735, 1661823},
	{"kqkr", false, 1563735, 1649196},
	{"kqkq", true, 1563735, 1563735},
	{"kppk", false, 1806671, 1912372},
	{"knpk", false, 4648581, 5124732},
	{"knnk", false, 735304, 873642},
	{"kbpk", false, 4817128, 5124732},
	{"kbnk", false, 1550620, 1747284},
	{"kbbk", false, 789885, 873642},
	{"krpk", false, 4779530, 5124732},
	{"krnk", false, 1538479, 1747284},
	{"krbk", false, 1594560, 1747284},
	{"krrk", false, 777300, 873642},
	{"kqpk", false, 4533490, 5124732},
	{"kqnk", false, 1459616, 1747284},
	{"kqbk", false, 1512507, 1747284},
	{"kqrk", false, 1500276, 1747284},
	{"kqqk", false, 698739, 873642},
	{"kppkp", false, 84219361, 89391280},
	{"kppkn", false, 108400260, 115899744},
	{"kppkb", false, 108400260, 120132000},
	{"kppkr", false, 108400260, 119209296},
	{"kppkq", false, 108400260, 113036880},
	{"knpkp", false, 219921779, 231758952},
	{"knpkn", false, 278914860, 295914240},
	{"knpkb", false, 278914860, 306720000},
	{"knpkr", false, 278914860, 304369920},
	{"knpkq", false, 278914860, 288610560},
	{"knnkp", false, 137991648, 149445120},
	{"knnkn", false, 44118240, 48096060},
	{"knnkb", false, 44118240, 49854690},
	{"knnkr", false, 44118240, 49475880},
	{"knnkq", false, 44118240, 46912050},
	{"kbpkp", false, 227896016, 231758952},
	{"kbpkn", false, 289027680, 295914240},
	{"kbpkb", false, 289027680, 306720000},
	{"kbpkr", false, 289027680, 304369920},
	{"kbpkq", false, 289027680, 288610560},
	{"kbnkp", false, 290989584, 298890240},
	{"kbnkn", false, 93037200, 96192120},
	{"kbnkb", false, 93037200, 99709380},
	{"kbnkr", false, 93037200, 98951760},
	{"kbnkq", false, 93037200, 93824100},
	{"kbbkp", false, 148223520, 149445120},
	{"kbbkn", false, 47393100, 48096060},
	{"kbbkb", false, 47393100, 49854690},
	{"kbbkr", false, 47393100, 49475880},
	{"kbbkq", false, 47393100, 46912050},
	{"krpkp", false, 226121876, 231758952},
	{"krpkn", false, 286777440, 295914240},
	{"krpkb", false, 286777440, 306720000},
	{"krpkr", false, 286777440, 304369920},
	{"krpkq", false, 286777440, 288610560},
	{"krnkp", false, 288692928, 298890240},
	{"krnkn", false, 92308740, 96192120},
	{"krnkb", false, 92308740, 99709380},
	{"krnkr", false, 92308740, 98951760},
	{"krnkq", false, 92308740, 93824100},
	{"krbkp", false, 299203200, 298890240},
	{"krbkn", false, 95673600, 96192120},
	{"krbkb", false, 95673600, 99709380},
	{"krbkr", false, 95673600, 98951760},
	{"krbkq", false, 95673600, 93824100},
	{"krrkp", false, 145901232, 149445120},
	{"krrkn", false, 46658340, 48096060},
	{"krrkb", false, 46658340, 49854690},
	{"krrkr", false, 46658340, 49475880},
	{"krrkq", false, 46658340, 46912050},
	{"kqpkp", false, 214481388, 231758952},
	{"kqpkn", false, 272015040, 295914240},
	{"kqpkb", false, 272015040, 306720000},
	{"kqpkr", false, 272015040, 304369920},
	{"kqpkq", false, 272015040, 288610560},
	{"kqnkp", false, 273904512, 298890240},
	{"kqnkn", false, 87576960, 96192120},
	{"kqnkb", false, 87576960, 99709380},
	{"kqnkr", false, 87576960, 98951760},
	{"kqnkq", false, 87576960, 93824100},
	{"kqbkp", false, 283818240, 298890240},
	{"kqbkn", false, 90750420, 96192120},
	{"kqbkb", false, 90750420, 99709380},
	{"kqbkr", false, 90750420, 98951760},
	{"kqbkq", false, 90750420, 93824100},
	{"kqrkp", false, 281568240, 298890240},
	{"kqrkn", false, 90038460, 96192120},
	{"kqrkb", false, 90038460, 99709380},
	{"kqrkr", false, 90038460, 98951760},
	{"kqrkq", false, 90038460, 93824100},
	{"kqqkp", false, 131170128, 149445120},
	{"kqqkn", false, 41944320, 48096060},
	{"kqqkb", false, 41944320, 49854690},
	{"kqqkr", false, 41944320, 49475880},
	{"kqqkq", false, 41944320, 46912050},
	{"kpppk", false, 26061704, 28388716},
	{"knppk", false, 102898651, 114742320},
	{"knnpk", false, 130135501, 153741960},
	{"knnnk", false, 13486227, 17472840},
	{"kbppk", false, 106602156, 114742320},
	{"kbnpk", false, 274352939, 307483920},
	{"kbnnk", false, 43406294, 52418520},
	{"kbbpk", false, 139715040, 153741960},
	{"kbbnk", false, 44983618, 52418520},
	{"kbbbk", false, 15010230, 17472840},
	{"krppk", false, 105758666, 114742320},
	{"krnpk", false, 272153675, 307483920},
	{"krnnk", false, 43056198, 52418520},
	{"krbpk", false, 281991360, 307483920},
	{"krbnk", false, 90787358, 104837040},
	{"krbbk", false, 46242089, 52418520},
	{"krrpk", false, 137491197, 153741960},
	{"krrnk", false, 44265261, 52418520},
	{"krrbk", false, 45873720, 52418520},
	{"krrrk", false, 14644690, 17472840},
	{"kqppk", false, 100347220, 114742320},
	{"kqnpk", false, 258294639, 307483920},
	{"kqnnk", false, 40873646, 52418520},
	{"kqbpk", false, 267576632, 307483920},
	{"kqbnk", false, 86166717, 104837040},
	{"kqbbk", false, 43879679, 52418520},
	{"kqrpk", false, 265421907, 307483920},
	{"kqrnk", false, 85470603, 104837040},
	{"kqrbk", false, 88557959, 104837040},
	{"kqrrk", false, 43157690, 52418520},
	{"kqqpk", false, 123688859, 153741960},
	{"kqqnk", false, 39840787, 52418520},
	{"kqqbk", false, 41270973, 52418520},
	{"kqqrk", false, 40916820, 52418520},
	{"kqqqk", false, 12479974, 17472840},
	{"knnknn", true, 1301488080, 1301488080},
	{"kbnknn", false, 2744597400, 2602976160},
	{"kbbknn", false, 1398096450, 1301488080},
	{"kbbkbn", false, 2796192900, 2744597400},
	{"kbbkbb", true, 1398096450, 1398096450},
	{"krnknn", false, 2723107830, 2602976160},
	{"krnkbb", false, 2723107830, 2796192900},
	{"krbknn", false, 2822371200, 2602976160},
	{"krbkbb", false, 2822371200, 2796192900},
	{"krrknn", false, 1376421030, 1301488080},
	{"krrkbn", false, 2752842060, 2744597400},
	{"krrkbb", false, 1376421030, 1398096450},
	{"krrkrn", false, 2752842060, 2723107830},
	{"krrkrr", true, 1376421030, 1376421030},
	{"kqnknn", false, 2583520320, 2602976160},
	{"kqnkbb", false, 2583520320, 2796192900},
	{"kqnkrr", false, 2583520320, 2752842060},
	{"kqbknn", false, 2677137390, 2602976160},
	{"kqbkbb", false, 2677137390, 2796192900},
	{"kqbkrr", false, 2677137390, 2752842060},
	{"kqrknn", false, 2656134570, 2602976160},
	{"kqrkbb", false, 2656134570, 2796192900},
	{"kqrkrr", false, 2656134570, 2752842060},
	{"kqqknn", false, 1237357440, 1301488080},
	{"kqqkbn", false, 2474714880, 2744597400},
	{"kqqkbb", false, 1237357440, 1398096450},
	{"kqqkrn", false, 2474714880, 2723107830},
	{"kqqkrb", false, 2474714880, 2822371200},
	{"kqqkrr", false, 1237357440, 1376421030},
	{"kqqkqn", false, 2474714880, 2583520320},
	{"kqqkqb", false, 2474714880, 2677137390},
	{"kqqkqr", false, 2474714880, 2656134570},
	{"kqqkqq", true, 1237357440, 1237357440},
}

// TestPublished checks Size against every length of the TB table,
// for both sides to move, and through the colour swap: KvKR with White to
// move is KRvK's Black to move file.
func TestPublished(t *testing.T) {
	for _, tt := range publishedLengths {
		m, err := pieces.ParseMaterial(strings.ToUpper(tt.name))
		if err != nil {
			t.Fatal(err)
		}
		if m.Syzygy() != m {
			t.Errorf("%s: Nalimov names the table with White first, but Size reads it as %v", tt.name, m.Syzygy())
		}
		black := scheme.IndexSize{Entries: tt.black}
		if tt.symmetric {
			if tt.black != tt.white {
				t.Errorf("%s: a symmetric table's two lengths differ", tt.name)
			}
			black = scheme.IndexSize{Mirrored: true}
		}
		type size struct {
			m      pieces.Material
			toMove pieces.Color
			want   scheme.IndexSize
		}
		sizes := []size{{m, pieces.White, scheme.IndexSize{Entries: tt.white}}, {m, pieces.Black, black}}
		if !tt.symmetric {
			sizes = append(sizes, size{m.Swapped(), pieces.Black, scheme.IndexSize{Entries: tt.white}},
				size{m.Swapped(), pieces.White, black})
		}
		for _, c := range sizes {
			got, err := Index{}.Size(c.m, c.toMove)
			if err != nil || got != c.want {
				t.Errorf("Size(%v, %v) = %+v, %v; want %+v", c.m, c.toMove, got, err, c.want)
			}
		}
	}
}

// TestKingPairs lists the pairs of kings standing apart and sorts
// them into orbits under the board's symmetries that keep the table's
// positions (all eight without pawns; with pawns only the mirror a-h):
// kingPairs must hold exactly one pair of each orbit, in order.
// The numbers of pairs are Nalimov's: rgsTriKings in tbindex.cpp numbers
// 0 to 461, rgsHalfKings 0 to 1805 (and KBvK with Black to move has
// 28644 = 462·62 entries, the kings and the bishop anywhere else).
func TestKingPairs(t *testing.T) {
	for _, tt := range []struct {
		pawns      bool
		symmetries int
		want       int
	}{
		{false, 8, 462},
		{true, 2, 1806},
	} {
		listed := kingPairs(tt.pawns)
		in := map[[2]int]bool{}
		for i, p := range listed {
			in[[2]int{p.mover, p.other}] = true
			if i > 0 && listed[i-1].mover*64+listed[i-1].other >= p.mover*64+p.other {
				t.Errorf("pawns %v: pair %v after %v, out of order", tt.pawns, p, listed[i-1])
			}
		}
		seen := map[[2]int]bool{}
		orbits := 0
		for k1 := range 64 {
			for k2 := range 64 {
				if seen[[2]int{k1, k2}] || max(abs(k1%8-k2%8), abs(k1/8-k2/8)) < 2 {
					continue
				}
				orbits++
				found := 0
				for _, p := range testOrbit(k1, k2, tt.symmetries) {
					seen[p] = true
					if in[p] {
						found++
					}
				}
				if found != 1 {
					t.Errorf("pawns %v: kings %d, %d: %d listed pairs in their orbit, want 1", tt.pawns, k1, k2, found)
				}
			}
		}
		if len(listed) != tt.want || orbits != tt.want {
			t.Errorf("pawns %v: %d pairs listed, %d orbits; want %d", tt.pawns, len(listed), orbits, tt.want)
		}
	}
}

// testOrbit returns the distinct images of the pair of squares a, b under
// the first n of the board's symmetries (identity, mirror a-h, then the
// rest of the eight).
func testOrbit(a, b, n int) [][2]int {
	maps := []func(f, r int) (int, int){
		func(f, r int) (int, int) { return f, r },
		func(f, r int) (int, int) { return 7 - f, r },
		func(f, r int) (int, int) { return f, 7 - r },
		func(f, r int) (int, int) { return 7 - f, 7 - r },
		func(f, r int) (int, int) { return r, f },
		func(f, r int) (int, int) { return 7 - r, f },
		func(f, r int) (int, int) { return r, 7 - f },
		func(f, r int) (int, int) { return 7 - r, 7 - f },
	}
	var out [][2]int
	seen := map[[2]int]bool{}
	for _, m := range maps[:n] {
		af, ar := m(a%8, a/8)
		bf, br := m(b%8, b/8)
		p := [2]int{ar*8 + af, br*8 + bf}
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// TestAllowed lists, for each pair of kings, the squares the first
// man may take by the rule, written here with the board's own attacks: not
// on a king, a pawn on ranks 2-7, and a man of the side to move not where
// it checks the other king even with every other square occupied (a check
// no man can block). allowedSquares must count as many, and the sums over
// the pairs are the TB table's (in Nalimov's tbindex.cpp, as shipped with
// Sjeng 10) lengths of the tables that hold one enumerated man, divided by
// the squares of the rest.
func TestAllowed(t *testing.T) {
	for _, tt := range []struct {
		kind  manKind
		piece pieces.Kind
		pawns bool
		want  int
	}{
		{knight, pieces.Knight, false, 26282}, // KNvK, White to move
		{bishop, pieces.Bishop, false, 27243}, // KBvK, White to move
		{rook, pieces.Rook, false, 27036},     // KRvKR, White to move: 1649196 = 27036·61
		{queen, pieces.Queen, false, 25635},   // KQvKQ, White to move: 1563735 = 25635·61
		{moverPawn, pieces.Pawn, true, 81664}, // KPvK, White to move
		{otherPawn, pieces.Pawn, true, 84012}, // KPvK, Black to move: White's pawn
		{knight, pieces.Knight, true, 102748}, // KNvKP, White to move: 4931904 = 102748·48
		{bishop, pieces.Bishop, true, 106500}, // KBvKP, White to move: 5112000 = 106500·48
		{rook, pieces.Rook, true, 105684},     // KNPvKR, Black to move: 304369920 = 105684·60·48
		{queen, pieces.Queen, true, 100212},   // KNPvKQ, Black to move: 288610560 = 100212·60·48
	} {
		sum := 0
		for _, p := range kingPairs(tt.pawns) {
			n := testAllowed(tt.piece, tt.kind == otherPawn, p.mover, p.other)
			if got := allowedSquares(tt.kind, p.mover, p.other); got != n {
				t.Errorf("%v, kings %d, %d: allowedSquares = %d, listed %d", tt.piece, p.mover, p.other, got, n)
			}
			sum += n
		}
		if sum != tt.want {
			t.Errorf("%v (pawns %v, other side's %v): %d enumerated squares, want %d", tt.piece, tt.pawns, tt.kind == otherPawn, sum, tt.want)
		}
	}
}

// testAllowed counts the squares a man of kind k may take with the side
// to move's king on k1 and the other on k2 (testAllowedSquare).
func testAllowed(k pieces.Kind, other bool, k1, k2 int) int {
	n := 0
	for sq := range 64 {
		if testAllowedSquare(k, other, k1, k2, sq) {
			n++
		}
	}
	return n
}

// testAllowedSquare reports whether a man of kind k may stand on sq with
// the side to move's king on k1 and the other on k2: not on a king, a pawn
// on ranks 2-7, and unless it is the other side's pawn (other), not where
// it checks k2 with every other square occupied.
func testAllowedSquare(k pieces.Kind, other bool, k1, k2, sq int) bool {
	full := func(pieces.Square) bool { return true }
	man := pieces.Piece{Color: pieces.White, Kind: k}
	rank := sq / 8
	switch {
	case sq == k1 || sq == k2:
	case k == pieces.Pawn && (rank == 0 || rank == 7):
	case !other && pieces.Chessboard.Attacks(man, pieces.Square(sq), pieces.Square(k2), full):
	default:
		return true
	}
	return false
}

// TestCaptures lists the en passant captures the index numbers:
// a pawn of each file taking to the left or to the right, on the board.
// The TB table agrees: KPvKP with White to move has 3863492 entries,
// 81664·47 for the pawns without en passant (the white pawn enumerated as
// in KPvK, the black one on 47 squares) and 25284 = 1806·14 after them.
func TestCaptures(t *testing.T) {
	n := 0
	for file := range 8 {
		for _, d := range []int{-1, 1} {
			if file+d >= 0 && file+d < 8 {
				n++
			}
		}
	}
	if n != enPassantCaptures || 1806*n != 3863492-81664*47 {
		t.Errorf("%d captures listed, enPassantCaptures %d", n, enPassantCaptures)
	}
}

// TestErrors checks the materials Nalimov's index cannot number,
// and the one 6-man table T33 numbers that Nalimov never built.
func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		material string
		toMove   pieces.Color
		reason   string // in the *scheme.IndexError's reason; "" for no error
		want     int
	}{
		{"KvK", pieces.White, "no KvK table", 0},
		{"KQRBNvKQ", pieces.White, "stop at 6 men", 0},
		{"KQQQQvK", pieces.Black, "5 men against 1", 0},
		{"KRvKQQQ", pieces.White, "4 men against 2", 0},
		{"KRPvKRP", pieces.White, "6-man table with pawns", 0},
		{"KRNvKRB", pieces.White, "past the 2^32", 0},
		{"KBNvKQR", pieces.Black, "past the 2^32", 0},
		{"KQRvKQR", pieces.Black, "past the 2^32", 0},
		{"8Q", pieces.White, "puzzle", 0},
		// T33 numbers KRRvKRB as it does KRRvKRN with White to move (the
		// rooks enumerated, the black pieces on 60·59 squares: 2752842060)
		// and KRBvKBB with White to move (the rook and bishop enumerated,
		// the two white rooks on 60·59/2 squares: 2822371200).
		{"KRRvKRB", pieces.White, "", 2752842060},
		{"KRRvKRB", pieces.Black, "", 2822371200},
	} {
		m, err := pieces.ParseMaterial(tt.material)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Index{}.Size(m, tt.toMove)
		var ie *scheme.IndexError
		switch {
		case tt.reason == "" && (err != nil || got.Entries != tt.want):
			t.Errorf("Size(%v, %v) = %+v, %v; want %d entries", m, tt.toMove, got, err, tt.want)
		case tt.reason != "" && !errors.As(err, &ie):
			t.Errorf("Size(%v, %v) = %+v, %v; want an *scheme.IndexError", m, tt.toMove, got, err)
		case tt.reason != "" && (ie.Index != (Index{}) || !strings.Contains(ie.Reason, tt.reason)):
			t.Errorf("Size(%v, %v): %v; want a reason with %q", m, tt.toMove, err, tt.reason)
		}
	}
}

// testSlot numbers a position of a table by Nalimov's index, as the test
// reads it: the pair of kings (its place in the list, the kings' squares)
// and the other men's squares, in the frame the side to move plays up in.
type testSlot func(pair, k1, k2 int, men []int) int

// TestSlowIndex numbers every position of small tables, one by one,
// and checks that the last slot a legal position takes, plus one, is
// Size's length and the TB table's (Nalimov's tbindex.cpp, as shipped with
// Sjeng 10). Legal: the men on distinct squares, pawns on ranks 2-7, the
// side not to move not in check. The kings run over the pairs of
// kingPairs (checked by TestKingPairs); the other men over
// the board. KRvK and KQvK with White to move end before their last
// slots, whose rook or queen checks the black king along the 8th rank;
// KBNvK's last slot puts both men on g8.
func TestSlowIndex(t *testing.T) {
	white := func(k pieces.Kind) pieces.Piece { return pieces.Piece{Color: pieces.White, Kind: k} }
	black := func(k pieces.Kind) pieces.Piece { return pieces.Piece{Color: pieces.Black, Kind: k} }
	for _, tt := range []struct {
		material string
		toMove   pieces.Color
		pawns    bool
		men      []pieces.Piece // White the side to move's, Black the other's
		slot     func(pairs []kingPair) testSlot
		want     int
	}{
		{"KRvK", pieces.White, false, []pieces.Piece{white(pieces.Rook)}, testEnumerated(pieces.Rook, false, 1), 27030},
		{"KQvK", pieces.White, false, []pieces.Piece{white(pieces.Queen)}, testEnumerated(pieces.Queen, false, 1), 25629},
		{"KNvK", pieces.White, false, []pieces.Piece{white(pieces.Knight)}, testEnumerated(pieces.Knight, false, 1), 26282},
		{"KPvK", pieces.White, true, []pieces.Piece{white(pieces.Pawn)}, testEnumerated(pieces.Pawn, false, 1), 81664},
		{"KPvK", pieces.Black, true, []pieces.Piece{black(pieces.Pawn)}, testEnumerated(pieces.Pawn, true, 1), 84012},
		{"KRvK", pieces.Black, false, []pieces.Piece{black(pieces.Rook)}, testKingsRest, 28644},
		{"KRvKR", pieces.White, false, []pieces.Piece{white(pieces.Rook), black(pieces.Rook)}, testEnumeratedRest(pieces.Rook, false, 0), 1649196},
		{"KNvKP", pieces.White, true, []pieces.Piece{white(pieces.Knight), black(pieces.Pawn)}, testEnumeratedRest(pieces.Knight, true, 0), 4931904},
		{"KNvKP", pieces.Black, true, []pieces.Piece{white(pieces.Pawn), black(pieces.Knight)}, testEnumeratedRest(pieces.Pawn, false, 56), 4981504},
		{"KBNvK", pieces.White, false, []pieces.Piece{white(pieces.Bishop), white(pieces.Knight)}, testEnumeratedPair, 1550620},
	} {
		m, _ := pieces.ParseMaterial(tt.material)
		pairs := kingPairs(tt.pawns)
		slot := tt.slot(pairs)
		blocks, err := layout(m, tt.toMove)
		if err != nil {
			t.Fatal(err)
		}
		taken := make([]bool, countSlots(blocks))
		last, clashes := -1, 0
		for i, p := range pairs {
			testPlace(tt.men, []int{p.mover, p.other}, func(men []int) {
				if !testLegal(p.mover, p.other, tt.men, men) {
					return
				}
				n := slot(i, p.mover, p.other, men)
				if n >= len(taken) || taken[n] {
					clashes++
					return
				}
				taken[n] = true
				last = max(last, n)
			})
		}
		if clashes > 0 {
			t.Errorf("%s, %v to move: %d positions on a slot taken or past the %d slots", tt.material, tt.toMove, clashes, len(taken))
		}
		got, err := Index{}.Size(m, tt.toMove)
		if last+1 != tt.want || err != nil || got.Entries != tt.want {
			t.Errorf("%s, %v to move: listed %d, Size %+v, %v; want %d", tt.material, tt.toMove, last+1, got, err, tt.want)
		}
	}
}

// testPlace calls f with each placement of men (pawns on ranks 2-7), men
// placed before in placed; squares may repeat.
func testPlace(men []pieces.Piece, placed []int, f func([]int)) {
	if len(men) == 0 {
		f(placed[2:])
		return
	}
	lo, hi := 0, 64
	if men[0].Kind == pieces.Pawn {
		lo, hi = 8, 56
	}
	for sq := lo; sq < hi; sq++ {
		testPlace(men[1:], append(placed, sq), f)
	}
}

// testLegal reports whether the kings on k1 (the side to move's, White in
// this frame) and k2 and men on squares form a legal position.
func testLegal(k1, k2 int, men []pieces.Piece, squares []int) bool {
	var held [64]bool
	held[k1], held[k2] = true, true
	for _, sq := range squares {
		if held[sq] {
			return false
		}
		held[sq] = true
	}
	occupied := func(s pieces.Square) bool { return held[s] }
	for i, m := range men {
		if m.Color == pieces.White && pieces.Chessboard.Attacks(m, pieces.Square(squares[i]), pieces.Square(k2), occupied) {
			return false
		}
	}
	return true
}

// testOffsets returns, for each pair, the count of slots of the pairs
// before it, each pair taking count(k1, k2).
func testOffsets(pairs []kingPair, count func(k1, k2 int) int) []int {
	out := make([]int, len(pairs))
	for i := 1; i < len(pairs); i++ {
		out[i] = out[i-1] + count(pairs[i-1].mover, pairs[i-1].other)
	}
	return out
}

// testRank counts the squares before sq, in the order of the frame flip
// gives, that keep(s) allows.
func testRank(sq, flip int, keep func(s int) bool) int {
	n := 0
	for s := range 64 {
		if s^flip < sq^flip && keep(s) {
			n++
		}
	}
	return n
}

// testEnumerated numbers the tables of one enumerated man (men[0]) times
// rest slots, the rest's place ignored (tables without one have rest 1).
func testEnumerated(k pieces.Kind, other bool, rest int) func([]kingPair) testSlot {
	return func(pairs []kingPair) testSlot {
		off := testOffsets(pairs, func(k1, k2 int) int { return testAllowed(k, other, k1, k2) })
		return func(pair, k1, k2 int, men []int) int {
			rank := testRank(men[0], 0, func(s int) bool { return testAllowedSquare(k, other, k1, k2, s) })
			return (off[pair] + rank) * rest
		}
	}
}

// testEnumeratedRest numbers the tables of one enumerated man (men[0])
// and one man of the other side (men[1]): a pawn (restPawn) on ranks 2-7,
// the enumerated man being no pawn; a piece on the squares the kings and
// the enumerated man leave, in the order of the board as the index reads
// it (flip 56 with Black to move and pawns).
func testEnumeratedRest(k pieces.Kind, restPawn bool, flip int) func([]kingPair) testSlot {
	return func(pairs []kingPair) testSlot {
		enumerated := testEnumerated(k, false, 1)(pairs)
		return func(pair, k1, k2 int, men []int) int {
			keep := func(s int) bool { return s != k1 && s != k2 && s != men[0] }
			radix := 61
			if restPawn {
				keep = func(s int) bool { return s >= 8 && s < 56 }
				radix = 48
			}
			return enumerated(pair, k1, k2, men)*radix + testRank(men[1], flip, keep)
		}
	}
}

// testKingsRest numbers the tables of no enumerated man and one piece of
// the other side: 62 squares for each pair of kings.
func testKingsRest(pairs []kingPair) testSlot {
	return func(pair, k1, k2 int, men []int) int {
		return pair*62 + testRank(men[0], 0, func(s int) bool { return s != k1 && s != k2 })
	}
}

// testEnumeratedPair numbers KBNvK with White to move: the bishop and the
// knight enumerated, the bishop the more significant.
func testEnumeratedPair(pairs []kingPair) testSlot {
	count := func(k1, k2 int) int {
		return testAllowed(pieces.Bishop, false, k1, k2) * testAllowed(pieces.Knight, false, k1, k2)
	}
	off := testOffsets(pairs, count)
	return func(pair, k1, k2 int, men []int) int {
		b := testRank(men[0], 0, func(s int) bool { return testAllowedSquare(pieces.Bishop, false, k1, k2, s) })
		n := testRank(men[1], 0, func(s int) bool { return testAllowedSquare(pieces.Knight, false, k1, k2, s) })
		return off[pair] + b*testAllowed(pieces.Knight, false, k1, k2) + n
	}
}

// Digits that skip each other's men can be decoded in no order: an
// internal error, not a loop without end.
func TestDecodeOrderRefusesACycle(t *testing.T) {
	b := block{men: make([]man, 4), digits: []digit{{men: []manIndex{2}, exclude: []manIndex{3}}, {men: []manIndex{3}, exclude: []manIndex{2}}}}
	if err := b.decodeOrder(); err == nil {
		t.Errorf("decodeOrder of two digits that wait on each other: order %v, no error", b.order)
	}
	b.digits[1].exclude = []manIndex{moverKing, otherKing}
	if err := b.decodeOrder(); err != nil || !slices.Equal(b.order, []int{1, 0}) {
		t.Errorf("decodeOrder: %v, %v; want [1 0]", b.order, err)
	}
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
