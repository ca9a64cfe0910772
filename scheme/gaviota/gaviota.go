package gaviota

import (
	"strings"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// Index is Gaviota's index: 462 king pairs (or an anchor pawn on 24
// squares) and 64 squares for each further man, C(64, t) for t identical
// pieces, and pawn groups numbered up to the file mirror. The zero value
// is ready to use.
type Index struct{}

var _ scheme.Index = Index{}

// String names the index: "Gaviota".
func (Index) String() string { return "Gaviota" }

// Size returns the entries of Gaviota's table for m with toMove to move
// (see tableSize), or the *scheme.IndexError of a material Gaviota has no
// table for: more than 5 men, the bare kings, a puzzle material.
func (Index) Size(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	return tableSize(m, toMove)
}

// refuse returns the *scheme.IndexError of a material Gaviota's index
// does not number, for reason.
func refuse(m pieces.Material, reason string) error {
	return &scheme.IndexError{Index: Index{}, Material: m, Reason: reason}
}

const (
	// kingPairs is MAX_KKINDEX, the 462 king pairs.
	kingPairs = 462
	// boardSquares is a king's or a piece's factor: any of the 64 squares.
	boardSquares = 64
	// anchorSquares is the leading pawn's factor: the 24 squares of files a-d,
	// ranks 2-7, the file mirror taking the pawn there.
	anchorSquares = 24
	// pawnRankSquares is a pawn's factor when the mirror is spent: the 48
	// squares of ranks 2-7.
	pawnRankSquares = 48
	// maxMen is the most men a Gaviota table has: its egkey table ends
	// with the 5-man tables.
	maxMen = 5
)

// The factors of groups of men, as gtb-probe.c's MAX_*INDEX constants
// give them, each derived here from what it counts.
var (
	// identicalPair is MAX_AAINDEX: two identical pieces on two distinct squares,
	// unordered, C(64,2) = 2016.
	identicalPair = combin.Binomial(boardSquares, 2)
	// identicalTriple is MAX_AAAINDEX = 64·21·31: three identical pieces,
	// C(64,3) = 41664.
	identicalTriple = combin.Binomial(boardSquares, 3)
	// twoPawns is MAX_PPINDEX = 576: two white pawns on distinct
	// squares up to the file mirror. Of the C(48,2) = 1128 pairs, the 24
	// pairs of mirror images are fixed by the mirror and the others pair
	// up, so there are (1128 + 24)/2 = 576.
	twoPawns = (combin.Binomial(pawnRankSquares, 2) + anchorSquares) / 2
	// pawnAgainstPawn is MAX_PpINDEX = 24·48: a white pawn as the anchor on 24
	// squares and the black pawn on any of the 48 (the same square is
	// not taken out).
	pawnAgainstPawn = anchorSquares * pawnRankSquares
	// freePawnPair is MAX_PP48_INDEX = 1128: two white pawns on distinct
	// squares, unordered, when a black pawn has spent the mirror.
	freePawnPair = combin.Binomial(pawnRankSquares, 2)
	// threePawns is MAX_PPP48_INDEX = 8648: three white pawns on
	// distinct squares up to the file mirror. Three pawns always have two
	// on one half of the board, which the mirror takes to files a-d: all
	// three there, C(24,3), or two there and one on files e-h,
	// 24·C(24,2); 2024 + 6624.
	threePawns = combin.Binomial(anchorSquares, 3) + anchorSquares*combin.Binomial(anchorSquares, 2)
)

// shapeSizes gives the size of each of Gaviota's index functions, keyed by
// its shape as shapeOf names it (the function's name without
// "_pctoindex"; kxk is "kak" here). The sizes are those of gtb-probe.c's
// TB_INDEXES, written out from the factors above.
var shapeSizes = map[string]int{
	// 3 men.
	"kak": kingPairs * boardSquares,                    // kxk
	"kpk": anchorSquares * boardSquares * boardSquares, // kpk
	// 4 men without pawns.
	"kabk": kingPairs * boardSquares * boardSquares,
	"kakb": kingPairs * boardSquares * boardSquares,
	"kaak": kingPairs * identicalPair,
	// 4 men with pawns.
	"kakp": anchorSquares * boardSquares * boardSquares * boardSquares,
	"kapk": anchorSquares * boardSquares * boardSquares * boardSquares,
	"kppk": twoPawns * boardSquares * boardSquares,
	"kpkp": pawnAgainstPawn * boardSquares * boardSquares,
	// 5 men without pawns.
	"kabkc": kingPairs * boardSquares * boardSquares * boardSquares,
	"kabck": kingPairs * boardSquares * boardSquares * boardSquares,
	"kaakb": kingPairs * identicalPair * boardSquares,
	"kaabk": kingPairs * identicalPair * boardSquares,
	"kabbk": kingPairs * identicalPair * boardSquares,
	"kaaak": kingPairs * identicalTriple,
	// 5 men with pawns.
	"kapkb": anchorSquares * boardSquares * boardSquares * boardSquares * boardSquares,
	"kabkp": anchorSquares * boardSquares * boardSquares * boardSquares * boardSquares,
	"kabpk": anchorSquares * boardSquares * boardSquares * boardSquares * boardSquares,
	"kppka": twoPawns * boardSquares * boardSquares * boardSquares,
	"kappk": twoPawns * boardSquares * boardSquares * boardSquares,
	"kapkp": pawnAgainstPawn * boardSquares * boardSquares * boardSquares,
	"kaapk": anchorSquares * identicalPair * boardSquares * boardSquares,
	"kaakp": anchorSquares * identicalPair * boardSquares * boardSquares,
	"kppkp": anchorSquares * freePawnPair * boardSquares * boardSquares,
	"kpppk": threePawns * boardSquares * boardSquares,
}

// tableSize is Index's Size.
//
// Gaviota names a table with the stronger side first: the side with more
// men, or of two sides with as many, the one whose men listed Q R B N P
// come first (KQvKR, KNvKP). Up to 5 men that is the orientation
// Material.Syzygy gives. For a material whose colour swap is the stored
// table, the probe swaps colours and the side to move; both parts of a
// file are maxindex long, so the size is the same for either side.
func tableSize(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	switch {
	case m.Puzzle():
		return scheme.IndexSize{}, refuse(m, "Gaviota's tables are for chess materials, one king a side")
	case m.Men() > maxMen:
		return scheme.IndexSize{}, refuse(m, "Gaviota's tables stop at 5 men")
	case m.Men() < 3:
		return scheme.IndexSize{}, refuse(m, "Gaviota keeps no table for the bare kings: its probe scores them a draw")
	}
	shape := shapeOf(m.Syzygy())
	n, ok := shapeSizes[shape]
	if !ok {
		return scheme.IndexSize{}, refuse(m, "Gaviota's index has no function for the shape "+shape)
	}
	return scheme.IndexSize{Entries: n}, nil
}

// shapeOf names material m (in the colour orientation Gaviota
// stores) the way gtb-probe.c names its index functions: White's men then
// Black's, each side a 'k' for the king, then a letter for each piece in
// the order Q R B N — a fresh letter a, b, c for each kind of each side,
// repeated for identical men — and a 'p' for each pawn. KQRvKQ is
// "kabkc", KRRvKN "kaakb", KQvKQ "kakb", KPPvKR "kppka".
func shapeOf(m pieces.Material) string {
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
