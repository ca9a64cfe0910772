package syzygy

import (
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// Probe is Syzygy's index as its probing code sizes a table: the three
// leading single men in 31332 entries (or the two kings in 462), binomials
// for identical men, four sub-tables for the leading pawn's files a-d.
// The zero value is ready to use.
type Probe struct{}

// Generator is the working index Syzygy's generator iterates over:
// 462·64^(n−2) without pawns; with pawns 6·64^(n−1) for each leading-pawn
// file a-d, 24·64^(n−1) summed over the four. The zero value is ready to
// use.
type Generator struct{}

// The two indices are scheme.Index values.
var (
	_ scheme.Index = Probe{}
	_ scheme.Index = Generator{}
)

// String names the index: "Syzygy".
func (Probe) String() string { return "Syzygy" }

// String names the index: "Syzygy generator".
func (Generator) String() string { return "Syzygy generator" }

// Size returns the entries of Syzygy's WDL table for m with toMove to
// move (see probeSize), or the *scheme.IndexError of a material Syzygy's
// code does not number: more than 7 men, the bare kings, not one king a
// side.
func (Probe) Size(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	return probeSize(m, toMove)
}

// Size returns the entries of the generator's array for m with toMove to
// move (see generatorSize), or the *scheme.IndexError of a material
// Syzygy's code does not number, as Probe's Size.
func (Generator) Size(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	return generatorSize(m, toMove)
}

const (
	// maxMen is the most men Syzygy's code numbers: Fathom's
	// TB_PIECES is 7, and the generator's src/Makefile says "More than 7
	// won't work". Syzygy's published tables (the checksums/wdl7.txt list
	// of syzygy1/tb) go up to 7 men too.
	maxMen = 7

	// leadingTriple is the number of placements of three men on three
	// different squares that Syzygy keeps, one of each class under the 8
	// symmetries of the board (a few classes twice). The board is turned
	// so the first man stands in the triangle a1-d1-d4, and then flipped
	// in the diagonal a1-h8 when the first of the three that is off that
	// diagonal stands above it:
	//
	//   - first man off the diagonal (b1 c1 d1 c2 d2 d3): 6·63·62;
	//   - first man on it (a1 b2 c3 d4), second below it: 4·28·62;
	//   - first two on it, third below it: 4·7·28;
	//   - all three on it: 4·7·6.
	//
	// 6·63·62 + 4·28·62 + 4·7·28 + 4·7·6 = 24180 + 6944 + 784 + 168.
	leadingTriple = 6*63*62 + 4*28*62 + 4*7*28 + 4*7*6

	// kingPairs is the number of placements of the two kings apart that
	// Syzygy keeps: the white king in a1-d1-d4 and, when it is on the
	// diagonal, the black king on or below the diagonal. Fathom's KKIdx
	// numbers them 0 to 461.
	kingPairs = 462

	// pawnSquares is the number of squares a pawn may stand on,
	// ranks 2 to 7.
	pawnSquares = 48
)

// check returns the *scheme.IndexError of a material or side to move that
// index i (Probe or Generator) cannot number.
func check(i scheme.Index, m pieces.Material, toMove pieces.Color) error {
	reason := ""
	switch {
	case toMove != pieces.White && toMove != pieces.Black:
		reason = "the side to move is neither white nor black"
	case m.Count(pieces.Piece{Color: pieces.White, Kind: pieces.King}) != 1,
		m.Count(pieces.Piece{Color: pieces.Black, Kind: pieces.King}) != 1:
		reason = "Syzygy's tables need one king a side"
	case m.Men() > maxMen:
		reason = "Syzygy's tables stop at 7 men"
	case m.Men() < 3:
		// The generator refuses fewer than 3 men ("Need at least 3
		// pieces"), and the probing code knows KvK is a draw.
		reason = "Syzygy has no table of the bare kings"
	default:
		return nil
	}
	return &scheme.IndexError{Index: i, Material: m, Reason: reason}
}

// probeSize is Probe's Size: the entries of the WDL table (.rtbw),
// which stores both sides to move. A colour-symmetric material (KRvKR,
// KPvKP) stores White to move only: Fathom's probe turns a position with
// Black to move into its colour swap with White to move, and the
// generator sets split = !symmetric, so Black to move is Mirrored. (The
// DTZ tables, .rtbz, store one side of every material; they are not
// counted here.)
func probeSize(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	if err := check(Probe{}, m, toMove); err != nil {
		return scheme.IndexSize{}, err
	}
	table := m.Syzygy()
	if table != m {
		// The table is named with the colours swapped: its White is
		// our Black, so our side to move is its other side.
		toMove = toMove.Other()
	}
	if table == table.Swapped() && toMove == pieces.Black {
		return scheme.IndexSize{Mirrored: true}, nil
	}
	if table.HasPawns() {
		return scheme.IndexSize{Entries: pawnEntries(table)}, nil
	}
	return scheme.IndexSize{Entries: pieceEntries(table)}, nil
}

// pieceEntries returns the entries of a pawnless table: the leading
// group, then C(n, t) for each further kind of t men on the n squares
// left. The probing code orders the kinds as the file's header says, but
// the product does not depend on the order: C(a, s)·C(a−s, t) is
// C(a, t)·C(a−t, s).
func pieceEntries(m pieces.Material) int {
	singles := 0
	for _, p := range m.Pieces() {
		if m.Count(p) == 1 {
			singles++
		}
	}
	// The kings are two single kinds, so singles ≥ 2: Fathom's init_tb
	// sets kk_enc when they are the only ones.
	entries, lead := leadingTriple, 3
	if singles == 2 {
		entries, lead = kingPairs, 2
	}
	placed, skipped := lead, 0
	for _, p := range m.Pieces() {
		t := m.Count(p)
		if t == 1 && skipped < lead {
			skipped++ // one of the leading group's men
			continue
		}
		entries *= scheme.Binomial(64-placed, t)
		placed += t
	}
	return entries
}

// leadingColor returns the colour whose pawns lead a table with pawns:
// the side with fewer pawns, White when both have as many, and the side
// that has pawns when the other has none (init_tb in Fathom's
// src/tbprobe.c: pawns[0] is Black's when Black has pawns and White has
// none or more).
func leadingColor(m pieces.Material) pieces.Color {
	w, b := m.Pawns(pieces.White), m.Pawns(pieces.Black)
	if b > 0 && (w == 0 || w > b) {
		return pieces.Black
	}
	return pieces.White
}

// pawnEntries returns the entries of a table with pawns, summed over
// its four sub-tables (one per file a-d of the leading pawn): the leading
// colour's k pawns in pawnFactor(k, file) ways, the other colour's
// m pawns on the 48 − k pawn squares left, then C(n, t) for each kind of
// piece (kings included) on the n squares left.
func pawnEntries(m pieces.Material) int {
	lead := leadingColor(m)
	k, o := m.Pawns(lead), m.Pawns(lead.Other())
	rest := scheme.Binomial(pawnSquares-k, o)
	n := 64 - k - o
	for _, p := range m.Pieces() {
		if p.Kind == pieces.Pawn {
			continue
		}
		t := m.Count(p)
		rest *= scheme.Binomial(n, t)
		n -= t
	}
	entries := 0
	for file := range 4 {
		entries += pawnFactor(k, file) * rest
	}
	return entries
}

// pawnFactor returns the number of ways Syzygy's index places k
// pawns of one colour whose leading pawn stands on the given file (0 for
// a to 3 for d): pfactor in syzygy1/tb's src/probe.c, PawnFactorFile in
// Fathom's src/tbprobe.c.
//
// Syzygy orders the 48 pawn squares: by file from the edge (a and h
// first, then b and g, c and f, d and e), then by rank, rank 2 first (as
// the table's White sees the board, whichever colour leads), and of the
// two squares of a rank, the one on files a-d first (the PawnTwist table
// numbers them 47 down to 0 in this order).
// The leading pawn is the first of the k in this order; the board is
// mirrored so it stands on files a-d. A pawn on file f, rank r (both from
// 0: rank 2 is r = 0) is then 12f + 2r squares from the start, 47 − 12f −
// 2r from the end, and the other k − 1 pawns stand after it:
//
//	pfactor(k, f) = Σ_{r=0}^{5} C(47 − 12f − 2r, k − 1).
//
// For k = 2 on file a that is 47 + 45 + 43 + 41 + 39 + 37 = 252.
func pawnFactor(k, file int) int {
	sum := 0
	for r := range 6 {
		sum += scheme.Binomial(pawnSquares-1-12*file-2*r, k-1)
	}
	return sum
}

// generatorSize is Generator's Size: the array the generator
// iterates over, one per side to move (table_w and table_b, both filled
// even for a colour-symmetric material, so nothing is Mirrored).
//
// Without pawns (src/tbgen.c, the REGULAR build, which defines SMALL), the
// two kings are one of 462 pairs and every other man has 6 bits, a
// square of 64: size = 462·64^(n−2). With pawns (src/tbgenp.c) the
// generator runs once per file a-d of the leading pawn, which stands on
// one of that file's 6 pawn squares, and every other man has 64 squares:
// size = 6·64^(n−1) per file. Entries is the sum over the four files,
// 4·6·64^(n−1), as Probe's is the sum over its four sub-tables.
func generatorSize(m pieces.Material, toMove pieces.Color) (scheme.IndexSize, error) {
	if err := check(Generator{}, m, toMove); err != nil {
		return scheme.IndexSize{}, err
	}
	n := m.Men()
	if m.HasPawns() {
		return scheme.IndexSize{Entries: 24 << (6 * (n - 1))}, nil
	}
	return scheme.IndexSize{Entries: kingPairs << (6 * (n - 2))}, nil
}
