package scheme

import (
	"strings"

	"github.com/chesscount/count/pieces"
	"gonum.org/v1/gonum/stat/combin"
)

// Gaviota's index, as Miguel Ballicora's probing code defines it
// (gtb-probe.c in the Gaviota tablebases). Each table is indexed by one
// of twenty-five functions, one per shape of endgame (kxk_pctoindex,
// kabk_pctoindex, …, kpppk_pctoindex), and its egkey table gives each
// material of 3 to 5 men its function and its maximum index. An index is
// a product of independent factors:
//
//   - without pawns, the two kings in one of 462 slots: the king pairs
//     (distinct squares, not adjacent) up to the board's 8 symmetries;
//   - with pawns, the kings on 64 squares each, and the pawns in a slot
//     of a pawn factor that takes out the file mirror (pawns on the 48
//     squares of ranks 2-7): a lone pawn on 24 squares (files a-d), two
//     white pawns in 576, a white and a black pawn in 24·48, two white
//     and a black in 24·1128, three white in 8648;
//   - every other lone piece on 64 squares, occupied or not: two
//     identical pieces of one colour in C(64,2) = 2016 slots (distinct
//     squares, unordered), three in C(64,3) = 41664.
//
// A file keeps a white-to-move and a black-to-move part of the same
// length (the probe seeks to side·maxindex + index), colour-symmetric
// tables (KQvKQ, KPvKP) included, so a size never depends on the side to
// move and is never Mirrored.
const (
	// gtbKings is MAX_KKINDEX, the 462 king pairs.
	gtbKings = 462
	// gtbSquares is a king's or a piece's factor: any of the 64 squares.
	gtbSquares = 64
	// gtbAnchor is the leading pawn's factor: the 24 squares of files a-d,
	// ranks 2-7, the file mirror taking the pawn there.
	gtbAnchor = 24
	// gtbPawnSquares is a pawn's factor when the mirror is spent: the 48
	// squares of ranks 2-7.
	gtbPawnSquares = 48
	// gtbMaxMen is the most men a Gaviota table has: its egkey table ends
	// with the 5-man tables.
	gtbMaxMen = 5
)

// The factors of groups of men, as gtb-probe.c's MAX_*INDEX constants
// give them, each derived here from what it counts.
var (
	// gtbPair is MAX_AAINDEX: two identical pieces on two distinct squares,
	// unordered, C(64,2) = 2016.
	gtbPair = combin.Binomial(gtbSquares, 2)
	// gtbTriple is MAX_AAAINDEX = 64·21·31: three identical pieces,
	// C(64,3) = 41664.
	gtbTriple = combin.Binomial(gtbSquares, 3)
	// gtbTwoPawns is MAX_PPINDEX = 576: two white pawns on distinct
	// squares up to the file mirror. Of the C(48,2) = 1128 pairs, the 24
	// pairs of mirror images are fixed by the mirror and the others pair
	// up, so there are (1128 + 24)/2 = 576.
	gtbTwoPawns = (combin.Binomial(gtbPawnSquares, 2) + gtbAnchor) / 2
	// gtbPawnPawn is MAX_PpINDEX = 24·48: a white pawn as the anchor on 24
	// squares and the black pawn on any of the 48 (the same square is
	// not taken out).
	gtbPawnPawn = gtbAnchor * gtbPawnSquares
	// gtbPawnPair is MAX_PP48_INDEX = 1128: two white pawns on distinct
	// squares, unordered, when a black pawn has spent the mirror.
	gtbPawnPair = combin.Binomial(gtbPawnSquares, 2)
	// gtbThreePawns is MAX_PPP48_INDEX = 8648: three white pawns on
	// distinct squares up to the file mirror. Three pawns always have two
	// on one half of the board, which the mirror takes to files a-d: all
	// three there, C(24,3), or two there and one on files e-h,
	// 24·C(24,2); 2024 + 6624.
	gtbThreePawns = combin.Binomial(gtbAnchor, 3) + gtbAnchor*combin.Binomial(gtbAnchor, 2)
)

// gtbShapes gives the size of each of Gaviota's index functions, keyed by
// its shape as gaviotaShape names it (the function's name without
// "_pctoindex"; kxk is "kak" here). The sizes are those of gtb-probe.c's
// TB_INDEXES, written out from the factors above.
var gtbShapes = map[string]int{
	// 3 men.
	"kak": gtbKings * gtbSquares,               // kxk
	"kpk": gtbAnchor * gtbSquares * gtbSquares, // kpk
	// 4 men without pawns.
	"kabk": gtbKings * gtbSquares * gtbSquares,
	"kakb": gtbKings * gtbSquares * gtbSquares,
	"kaak": gtbKings * gtbPair,
	// 4 men with pawns.
	"kakp": gtbAnchor * gtbSquares * gtbSquares * gtbSquares,
	"kapk": gtbAnchor * gtbSquares * gtbSquares * gtbSquares,
	"kppk": gtbTwoPawns * gtbSquares * gtbSquares,
	"kpkp": gtbPawnPawn * gtbSquares * gtbSquares,
	// 5 men without pawns.
	"kabkc": gtbKings * gtbSquares * gtbSquares * gtbSquares,
	"kabck": gtbKings * gtbSquares * gtbSquares * gtbSquares,
	"kaakb": gtbKings * gtbPair * gtbSquares,
	"kaabk": gtbKings * gtbPair * gtbSquares,
	"kabbk": gtbKings * gtbPair * gtbSquares,
	"kaaak": gtbKings * gtbTriple,
	// 5 men with pawns.
	"kapkb": gtbAnchor * gtbSquares * gtbSquares * gtbSquares * gtbSquares,
	"kabkp": gtbAnchor * gtbSquares * gtbSquares * gtbSquares * gtbSquares,
	"kabpk": gtbAnchor * gtbSquares * gtbSquares * gtbSquares * gtbSquares,
	"kppka": gtbTwoPawns * gtbSquares * gtbSquares * gtbSquares,
	"kappk": gtbTwoPawns * gtbSquares * gtbSquares * gtbSquares,
	"kapkp": gtbPawnPawn * gtbSquares * gtbSquares * gtbSquares,
	"kaapk": gtbAnchor * gtbPair * gtbSquares * gtbSquares,
	"kaakp": gtbAnchor * gtbPair * gtbSquares * gtbSquares,
	"kppkp": gtbAnchor * gtbPawnPair * gtbSquares * gtbSquares,
	"kpppk": gtbThreePawns * gtbSquares * gtbSquares,
}

// gaviota is Gaviota's Size.
//
// Gaviota names a table with the stronger side first: the side with more
// men, or of two sides with as many, the one whose men listed Q R B N P
// come first (KQvKR, KNvKP). Up to 5 men that is the orientation
// Material.Syzygy gives. For a material whose colour swap is the stored
// table, the probe swaps colours and the side to move; both parts of a
// file are maxindex long, so the size is the same for either side.
func gaviota(m pieces.Material, toMove pieces.Color) (IndexSize, error) {
	switch {
	case m.Puzzle():
		return IndexSize{}, &IndexError{Gaviota, m, "Gaviota's tables are for chess materials, one king a side"}
	case m.Men() > gtbMaxMen:
		return IndexSize{}, &IndexError{Gaviota, m, "Gaviota's tables stop at 5 men"}
	case m.Men() < 3:
		return IndexSize{}, &IndexError{Gaviota, m, "Gaviota keeps no table for the bare kings: its probe scores them a draw"}
	}
	shape := gaviotaShape(m.Syzygy())
	n, ok := gtbShapes[shape]
	if !ok {
		return IndexSize{}, &IndexError{Gaviota, m, "Gaviota's index has no function for the shape " + shape}
	}
	return IndexSize{Entries: n}, nil
}

// gaviotaShape names material m (in the colour orientation Gaviota
// stores) the way gtb-probe.c names its index functions: White's men then
// Black's, each side a 'k' for the king, then a letter for each piece in
// the order Q R B N — a fresh letter a, b, c for each kind of each side,
// repeated for identical men — and a 'p' for each pawn. KQRvKQ is
// "kabkc", KRRvKN "kaakb", KQvKQ "kakb", KPPvKR "kppka".
func gaviotaShape(m pieces.Material) string {
	var sb strings.Builder
	letter := byte('a')
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		sb.WriteByte('k')
		for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
			if n := m.Count(pieces.Piece{Color: c, Kind: k}); n > 0 {
				sb.WriteString(strings.Repeat(string(letter), n))
				letter++
			}
		}
		sb.WriteString(strings.Repeat("p", m.Pawns(c)))
	}
	return sb.String()
}
