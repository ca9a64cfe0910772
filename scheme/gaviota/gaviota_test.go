package gaviota

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// Gaviota's figures, copied from gtb-probe.c in the Gaviota tablebases
// (Miguel Ballicora, michiguel/Gaviota-Tablebases on GitHub): the
// MAX_*INDEX #defines and the TB_INDEXES enum, each written as the source
// writes it.
const (
	egKKIndex    = 462                                       // MAX_KKINDEX
	egPPIndex    = 576                                       // MAX_PPINDEX
	egPpIndex    = 24 * 48                                   // MAX_PpINDEX
	egAAIndex    = (63 - 62) + (62 * (127 - 62) / 2) - 1 + 1 // MAX_AAINDEX
	egAAAIndex   = 64 * 21 * 31                              // MAX_AAAINDEX
	egPP48Index  = 1128                                      // MAX_PP48_INDEX
	egPPP48Index = 8648                                      // MAX_PPP48_INDEX
	// egAnchor is the pawn slices of a one-pawn table, egkey's fourth
	// column for kpk, kakp, kapk and the other one-pawn tables.
	egAnchor = 24

	egMaxKXK   = egKKIndex * 64
	egMaxKabk  = egKKIndex * 64 * 64
	egMaxKakb  = egKKIndex * 64 * 64
	egMaxKpk   = 24 * 64 * 64
	egMaxKakp  = 24 * 64 * 64 * 64
	egMaxKapk  = 24 * 64 * 64 * 64
	egMaxKppk  = egPPIndex * 64 * 64
	egMaxKpkp  = egPpIndex * 64 * 64
	egMaxKaak  = egKKIndex * egAAIndex
	egMaxKabkc = egKKIndex * 64 * 64 * 64
	egMaxKabck = egKKIndex * 64 * 64 * 64
	egMaxKaakb = egKKIndex * egAAIndex * 64
	egMaxKaabk = egKKIndex * egAAIndex * 64
	egMaxKabbk = egKKIndex * egAAIndex * 64
	egMaxKaaak = egKKIndex * egAAAIndex
	egMaxKapkb = 24 * 64 * 64 * 64 * 64
	egMaxKabkp = 24 * 64 * 64 * 64 * 64
	egMaxKabpk = 24 * 64 * 64 * 64 * 64
	egMaxKppka = egMaxKppk * 64
	egMaxKappk = egMaxKppk * 64
	egMaxKapkp = egMaxKpkp * 64
	egMaxKaapk = 24 * egAAIndex * 64 * 64
	egMaxKaakp = 24 * egAAIndex * 64 * 64
	egMaxKppkp = 24 * egPP48Index * 64 * 64
	egMaxKpppk = egPPP48Index * 64 * 64
)

// egkeyTable is Gaviota's egkey table, copied from gtb-probe.c: each
// table's name (the stored colour orientation, White's men first), its
// maximum index, and the index function it uses (the name of its
// *_indextopc and *_pctoindex pair). Its 145 entries, MAX_EGKEYS, are
// every table Gaviota has.
var egkeyTable = []struct {
	name     string
	max      int
	function string
}{
	{"kqk", egMaxKXK, "kxk"}, {"krk", egMaxKXK, "kxk"}, {"kbk", egMaxKXK, "kxk"}, {"knk", egMaxKXK, "kxk"},
	{"kpk", egMaxKpk, "kpk"}, {"kqkq", egMaxKakb, "kakb"}, {"kqkr", egMaxKakb, "kakb"}, {"kqkb", egMaxKakb, "kakb"},
	{"kqkn", egMaxKakb, "kakb"}, {"krkr", egMaxKakb, "kakb"}, {"krkb", egMaxKakb, "kakb"}, {"krkn", egMaxKakb, "kakb"},
	{"kbkb", egMaxKakb, "kakb"}, {"kbkn", egMaxKakb, "kakb"}, {"knkn", egMaxKakb, "kakb"}, {"kqqk", egMaxKaak, "kaak"},
	{"kqrk", egMaxKabk, "kabk"}, {"kqbk", egMaxKabk, "kabk"}, {"kqnk", egMaxKabk, "kabk"}, {"krrk", egMaxKaak, "kaak"},
	{"krbk", egMaxKabk, "kabk"}, {"krnk", egMaxKabk, "kabk"}, {"kbbk", egMaxKaak, "kaak"}, {"kbnk", egMaxKabk, "kabk"},
	{"knnk", egMaxKaak, "kaak"}, {"kqkp", egMaxKakp, "kakp"}, {"krkp", egMaxKakp, "kakp"}, {"kbkp", egMaxKakp, "kakp"},
	{"knkp", egMaxKakp, "kakp"}, {"kqpk", egMaxKapk, "kapk"}, {"krpk", egMaxKapk, "kapk"}, {"kbpk", egMaxKapk, "kapk"},
	{"knpk", egMaxKapk, "kapk"}, {"kppk", egMaxKppk, "kppk"}, {"kpkp", egMaxKpkp, "kpkp"}, {"kqqqk", egMaxKaaak, "kaaak"},
	{"kqqrk", egMaxKaabk, "kaabk"}, {"kqqbk", egMaxKaabk, "kaabk"}, {"kqqnk", egMaxKaabk, "kaabk"}, {"kqrrk", egMaxKabbk, "kabbk"},
	{"kqrbk", egMaxKabck, "kabck"}, {"kqrnk", egMaxKabck, "kabck"}, {"kqbbk", egMaxKabbk, "kabbk"}, {"kqbnk", egMaxKabck, "kabck"},
	{"kqnnk", egMaxKabbk, "kabbk"}, {"krrrk", egMaxKaaak, "kaaak"}, {"krrbk", egMaxKaabk, "kaabk"}, {"krrnk", egMaxKaabk, "kaabk"},
	{"krbbk", egMaxKabbk, "kabbk"}, {"krbnk", egMaxKabck, "kabck"}, {"krnnk", egMaxKabbk, "kabbk"}, {"kbbbk", egMaxKaaak, "kaaak"},
	{"kbbnk", egMaxKaabk, "kaabk"}, {"kbnnk", egMaxKabbk, "kabbk"}, {"knnnk", egMaxKaaak, "kaaak"}, {"kqqkq", egMaxKaakb, "kaakb"},
	{"kqqkr", egMaxKaakb, "kaakb"}, {"kqqkb", egMaxKaakb, "kaakb"}, {"kqqkn", egMaxKaakb, "kaakb"}, {"kqrkq", egMaxKabkc, "kabkc"},
	{"kqrkr", egMaxKabkc, "kabkc"}, {"kqrkb", egMaxKabkc, "kabkc"}, {"kqrkn", egMaxKabkc, "kabkc"}, {"kqbkq", egMaxKabkc, "kabkc"},
	{"kqbkr", egMaxKabkc, "kabkc"}, {"kqbkb", egMaxKabkc, "kabkc"}, {"kqbkn", egMaxKabkc, "kabkc"}, {"kqnkq", egMaxKabkc, "kabkc"},
	{"kqnkr", egMaxKabkc, "kabkc"}, {"kqnkb", egMaxKabkc, "kabkc"}, {"kqnkn", egMaxKabkc, "kabkc"}, {"krrkq", egMaxKaakb, "kaakb"},
	{"krrkr", egMaxKaakb, "kaakb"}, {"krrkb", egMaxKaakb, "kaakb"}, {"krrkn", egMaxKaakb, "kaakb"}, {"krbkq", egMaxKabkc, "kabkc"},
	{"krbkr", egMaxKabkc, "kabkc"}, {"krbkb", egMaxKabkc, "kabkc"}, {"krbkn", egMaxKabkc, "kabkc"}, {"krnkq", egMaxKabkc, "kabkc"},
	{"krnkr", egMaxKabkc, "kabkc"}, {"krnkb", egMaxKabkc, "kabkc"}, {"krnkn", egMaxKabkc, "kabkc"}, {"kbbkq", egMaxKaakb, "kaakb"},
	{"kbbkr", egMaxKaakb, "kaakb"}, {"kbbkb", egMaxKaakb, "kaakb"}, {"kbbkn", egMaxKaakb, "kaakb"}, {"kbnkq", egMaxKabkc, "kabkc"},
	{"kbnkr", egMaxKabkc, "kabkc"}, {"kbnkb", egMaxKabkc, "kabkc"}, {"kbnkn", egMaxKabkc, "kabkc"}, {"knnkq", egMaxKaakb, "kaakb"},
	{"knnkr", egMaxKaakb, "kaakb"}, {"knnkb", egMaxKaakb, "kaakb"}, {"knnkn", egMaxKaakb, "kaakb"}, {"kqqpk", egMaxKaapk, "kaapk"},
	{"kqrpk", egMaxKabpk, "kabpk"}, {"kqbpk", egMaxKabpk, "kabpk"}, {"kqnpk", egMaxKabpk, "kabpk"}, {"krrpk", egMaxKaapk, "kaapk"},
	{"krbpk", egMaxKabpk, "kabpk"}, {"krnpk", egMaxKabpk, "kabpk"}, {"kbbpk", egMaxKaapk, "kaapk"}, {"kbnpk", egMaxKabpk, "kabpk"},
	{"knnpk", egMaxKaapk, "kaapk"}, {"kqppk", egMaxKappk, "kappk"}, {"krppk", egMaxKappk, "kappk"}, {"kbppk", egMaxKappk, "kappk"},
	{"knppk", egMaxKappk, "kappk"}, {"kqpkq", egMaxKapkb, "kapkb"}, {"kqpkr", egMaxKapkb, "kapkb"}, {"kqpkb", egMaxKapkb, "kapkb"},
	{"kqpkn", egMaxKapkb, "kapkb"}, {"krpkq", egMaxKapkb, "kapkb"}, {"krpkr", egMaxKapkb, "kapkb"}, {"krpkb", egMaxKapkb, "kapkb"},
	{"krpkn", egMaxKapkb, "kapkb"}, {"kbpkq", egMaxKapkb, "kapkb"}, {"kbpkr", egMaxKapkb, "kapkb"}, {"kbpkb", egMaxKapkb, "kapkb"},
	{"kbpkn", egMaxKapkb, "kapkb"}, {"knpkq", egMaxKapkb, "kapkb"}, {"knpkr", egMaxKapkb, "kapkb"}, {"knpkb", egMaxKapkb, "kapkb"},
	{"knpkn", egMaxKapkb, "kapkb"}, {"kppkq", egMaxKppka, "kppka"}, {"kppkr", egMaxKppka, "kppka"}, {"kppkb", egMaxKppka, "kppka"},
	{"kppkn", egMaxKppka, "kppka"}, {"kqqkp", egMaxKaakp, "kaakp"}, {"kqrkp", egMaxKabkp, "kabkp"}, {"kqbkp", egMaxKabkp, "kabkp"},
	{"kqnkp", egMaxKabkp, "kabkp"}, {"krrkp", egMaxKaakp, "kaakp"}, {"krbkp", egMaxKabkp, "kabkp"}, {"krnkp", egMaxKabkp, "kabkp"},
	{"kbbkp", egMaxKaakp, "kaakp"}, {"kbnkp", egMaxKabkp, "kabkp"}, {"knnkp", egMaxKaakp, "kaakp"}, {"kqpkp", egMaxKapkp, "kapkp"},
	{"krpkp", egMaxKapkp, "kapkp"}, {"kbpkp", egMaxKapkp, "kapkp"}, {"knpkp", egMaxKapkp, "kapkp"}, {"kppkp", egMaxKppkp, "kppkp"},
	{"kpppk", egMaxKpppk, "kpppk"},
}

// The board as gtb-probe.c numbers it: a1 = 0, b1 = 1, …, h8 = 63, the
// square of file f and rank r (both from 0) being f + 8r.

// boardImage returns square s under the t-th of the board's 8
// symmetries: bit 0 of t mirrors the files, bit 1 the ranks, bit 2 then
// swaps file and rank (the a1-h8 diagonal). The 8 values of t give the 8
// symmetries, each once.
func boardImage(t, s int) int {
	f, r := s&7, s>>3
	if t&1 != 0 {
		f = 7 - f
	}
	if t&2 != 0 {
		r = 7 - r
	}
	if t&4 != 0 {
		f, r = r, f
	}
	return f + 8*r
}

// kingPairClass returns the class of the ordered king pair (x, y) under
// the 8 symmetries: the least of its 8 images, as 64·x' + y'.
func kingPairClass(x, y int) int {
	least := 64 * 64
	for t := range 8 {
		least = min(least, 64*boardImage(t, x)+boardImage(t, y))
	}
	return least
}

// kingsApart reports whether two kings may stand on x and y: distinct,
// not adjacent.
func kingsApart(x, y int) bool {
	df, dr := x&7-y&7, x>>3-y>>3
	return max(df, -df) > 1 || max(dr, -dr) > 1
}

// kingPairOrbits lists the ordered pairs of squares two kings may stand
// on and counts their classes under the 8 symmetries.
var kingPairOrbits = sync.OnceValue(func() int {
	classes := map[int]bool{}
	for x := range 64 {
		for y := range 64 {
			if kingsApart(x, y) {
				classes[kingPairClass(x, y)] = true
			}
		}
	}
	return len(classes)
})

// normKKIndex is norm_kkindex of gtb-probe.c, written again from its
// rule: the first king (the black one) to files a-d, then to ranks 1-4,
// then below the a1-h8 diagonal; on the diagonal, the second king then
// below it too.
func normKKIndex(x, y int) (int, int) {
	if x&7 > 3 {
		x, y = x^7, y^7
	}
	if x>>3 > 3 {
		x, y = x^070, y^070
	}
	if x>>3 > x&7 || (x>>3 == x&7 && y>>3 > y&7) {
		x, y = boardImage(4, x), boardImage(4, y)
	}
	return x, y
}

// TestKingPairs checks that Gaviota's 462 king pairs are the
// classes of king pairs under the board's 8 symmetries: its normalisation
// keeps each pair in its class, lands in the triangle a1-d1-d4 (the
// second king below the diagonal when the first is on it), and takes the
// pairs of a class to one pair.
func TestKingPairs(t *testing.T) {
	seen := map[[2]int]int{} // normalised pair → class
	for x := range 64 {
		for y := range 64 {
			if !kingsApart(x, y) {
				continue
			}
			i, j := normKKIndex(x, y)
			class := kingPairClass(x, y)
			if kingPairClass(i, j) != class {
				t.Fatalf("kings %d, %d normalised to %d, %d, out of their class", x, y, i, j)
			}
			inTriangle := i>>3 <= i&7 && i&7 <= 3
			if !inTriangle || (i>>3 == i&7 && j>>3 > j&7) {
				t.Fatalf("kings %d, %d normalised to %d, %d, outside the triangle", x, y, i, j)
			}
			if c, ok := seen[[2]int{i, j}]; ok && c != class {
				t.Fatalf("kings %d, %d normalised to %d, %d, shared by two classes", x, y, i, j)
			}
			seen[[2]int{i, j}] = class
		}
	}
	if len(seen) != kingPairOrbits() || len(seen) != egKKIndex {
		t.Errorf("%d normalised pairs, %d classes; gtb-probe.c's MAX_KKINDEX is %d", len(seen), kingPairOrbits(), egKKIndex)
	}
}

// squareSets lists the sets of k distinct squares among the given ones,
// each as a bit mask of its squares.
func squareSets(squares []int, k int) []uint64 {
	if k == 0 {
		return []uint64{0}
	}
	var out []uint64
	for i, s := range squares {
		for _, rest := range squareSets(squares[i+1:], k-1) {
			out = append(out, rest|1<<s)
		}
	}
	return out
}

// squaresWhere lists the squares 0-63 that keep returns true for.
func squaresWhere(keep func(s int) bool) []int {
	var out []int
	for s := range 64 {
		if keep(s) {
			out = append(out, s)
		}
	}
	return out
}

// allSquares are the 64 squares; pawnSquares the 48 of ranks 2-7.
var (
	allSquares  = squaresWhere(func(int) bool { return true })
	pawnSquares = squaresWhere(func(s int) bool { return s>>3 >= 1 && s>>3 <= 6 })
)

// mirrorMask returns the set of squares mask under the file mirror.
func mirrorMask(mask uint64) uint64 {
	var out uint64
	for s := range 64 {
		if mask&(1<<s) != 0 {
			out |= 1 << (s ^ 7)
		}
	}
	return out
}

// pawnOrbitCache keeps pawnOrbits' counts, which the tests ask for often.
var pawnOrbitCache = map[[2]int]int{}

// pawnOrbits lists the placements of w white and b black pawns (distinct
// squares within a colour; a white and a black pawn may share one, as
// Gaviota's index does not take it out) and counts their classes under
// the file mirror.
func pawnOrbits(w, b int) int {
	if n, ok := pawnOrbitCache[[2]int{w, b}]; ok {
		return n
	}
	classes := map[[2]uint64]bool{}
	for _, ws := range squareSets(pawnSquares, w) {
		for _, bs := range squareSets(pawnSquares, b) {
			key, image := [2]uint64{ws, bs}, [2]uint64{mirrorMask(ws), mirrorMask(bs)}
			if image[0] < key[0] || (image[0] == key[0] && image[1] < key[1]) {
				key = image
			}
			classes[key] = true
		}
	}
	pawnOrbitCache[[2]int{w, b}] = len(classes)
	return len(classes)
}

// aaNumbering lists the unordered pairs x < y of distinct squares and
// numbers each as gtb-probe.c's init_aaidx asserts its pair index does,
// (y−x) + x(127−x)/2 − 1. It returns how many pairs there are if the
// numbers run 0, 1, 2, … in the listing order, and −1 if not.
func aaNumbering() int {
	n := 0
	for x := range 64 {
		for y := x + 1; y < 64; y++ {
			if (y-x)+x*(127-x)/2-1 != n {
				return -1
			}
			n++
		}
	}
	return n
}

// anchorNumbering lists the squares of files a-d, ranks 2-7, and numbers
// each as gtb-probe.c's wsq_to_pidx24 does: the rank mirrored, one rank
// down, and the file's two bits folded in, (s + (s&3))/2. It returns how
// many squares there are if their numbers are 0 to that count less one,
// each once, and −1 if not.
func anchorNumbering() int {
	seen := map[int]bool{}
	squares := squaresWhere(func(s int) bool { return s&7 <= 3 && s>>3 >= 1 && s>>3 <= 6 })
	for _, s := range squares {
		q := s ^ 070 - 8
		n := (q + q&3) >> 1
		if n < 0 || n >= len(squares) || seen[n] {
			return -1
		}
		seen[n] = true
	}
	return len(squares)
}

// putAnchorFirst is pp_putanchorfirst of gtb-probe.c, written again from
// its rule: of two white pawns the anchor is the one on the higher rank;
// on one rank, the one on the file nearer the edge; on mirror files, the
// lower square.
func putAnchorFirst(a, b int) (anchor, loose int) {
	switch ra, rb := a>>3, b>>3; {
	case rb > ra:
		return b, a
	case rb < ra:
		return a, b
	}
	switch ea, eb := max(a&7, 7-a&7), max(b&7, 7-b&7); {
	case eb > ea:
		return b, a
	case eb < ea:
		return a, b
	}
	return min(a, b), max(a, b)
}

// ppAnchorListing numbers every pair of white pawns as gtb-probe.c's
// kppk_pctoindex does, the anchor mirrored to files a-d by its 24-square
// number and the other pawn by its 48-square one, and counts the numbers.
// It returns −1 if two pawn pairs not mirror images of each other get
// one number.
func ppAnchorListing() int {
	number := func(s int) int { return s ^ 070 - 8 }
	class := map[[2]int]uint64{} // (anchor, other pawn) → the pair's class
	for _, pair := range squareSets(pawnSquares, 2) {
		var sq []int
		for _, s := range pawnSquares {
			if pair&(1<<s) != 0 {
				sq = append(sq, s)
			}
		}
		a, b := putAnchorFirst(sq[0], sq[1])
		if a&7 > 3 {
			a, b = a^7, b^7
		}
		key, c := [2]int{number(a), number(b)}, min(pair, mirrorMask(pair))
		if got, ok := class[key]; ok && got != c {
			return -1
		}
		class[key] = c
	}
	return len(class)
}

// itosq is gtb-probe.c's itosq, the order its three-pawn index
// takes the 48 pawn squares in: files h, g, f, e of ranks 7 down to 2,
// then files d, c, b, a of ranks 7 down to 2.
func itosq(i int) int {
	half, j := i/24, i%24
	return (7 - j%4 - 4*half) + 8*(6-j/4)
}

// threePawnListing lists sets of three white pawns as gtb-probe.c's
// init_ppp48_idx does: x < y < z in itosq's order, kept when the squares
// of y and z are on files a-d. It returns how many it keeps, or −1 if it
// keeps two of one class under the file mirror.
func threePawnListing() int {
	seen := map[uint64]bool{}
	for x := range 48 {
		for y := x + 1; y < 48; y++ {
			for z := y + 1; z < 48; z++ {
				b, c := itosq(y), itosq(z)
				if b&7 > 3 || c&7 > 3 {
					continue
				}
				set := uint64(1)<<itosq(x) | 1<<b | 1<<c
				class := min(set, mirrorMask(set))
				if seen[class] {
					return -1
				}
				seen[class] = true
			}
		}
	}
	return len(seen)
}

// setCountCache keeps setCount's counts.
var setCountCache = map[int]int{}

// setCount lists the sets of k distinct squares of the 64 and counts
// them.
func setCount(k int) int {
	if _, ok := setCountCache[k]; !ok {
		setCountCache[k] = len(squareSets(allSquares, k))
	}
	return setCountCache[k]
}

// TestFactors checks each factor gaviota.go multiplies against a
// listing written here and against gtb-probe.c's figure.
func TestFactors(t *testing.T) {
	tests := []struct {
		name   string
		code   int        // the factor in gaviota.go
		listed func() int // the count by listing
		source int        // gtb-probe.c's figure
	}{
		{"king pairs up to the 8 symmetries", kingPairs, kingPairOrbits, egKKIndex},
		{"two identical pieces, numbered as init_aaidx does", identicalPair, aaNumbering, egAAIndex},
		{"two identical pieces, sets of two squares", identicalPair, func() int { return setCount(2) }, egAAIndex},
		{"three identical pieces, sets of three squares", identicalTriple, func() int { return setCount(3) }, egAAAIndex},
		{"anchor pawn, numbered as wsq_to_pidx24 does", anchorSquares, anchorNumbering, egAnchor},
		{"a white pawn up to the file mirror", anchorSquares, func() int { return pawnOrbits(1, 0) }, egAnchor},
		{"a black pawn up to the file mirror", anchorSquares, func() int { return pawnOrbits(0, 1) }, egAnchor},
		{"two white pawns up to the file mirror", twoPawns, func() int { return pawnOrbits(2, 0) }, egPPIndex},
		{"two white pawns numbered as kppk_pctoindex does", twoPawns, ppAnchorListing, egPPIndex},
		{"a white and a black pawn up to the file mirror", pawnAgainstPawn, func() int { return pawnOrbits(1, 1) }, egPpIndex},
		{"two white pawns, the mirror spent", freePawnPair, func() int { return len(squareSets(pawnSquares, 2)) }, egPP48Index},
		{"two white pawns and a black one up to the file mirror", anchorSquares * freePawnPair, func() int { return pawnOrbits(2, 1) }, egAnchor * egPP48Index},
		{"three white pawns up to the file mirror", threePawns, func() int { return pawnOrbits(3, 0) }, egPPP48Index},
		{"three white pawns listed as init_ppp48_idx does", threePawns, threePawnListing, egPPP48Index},
	}
	for _, tt := range tests {
		if got := tt.listed(); got != tt.code || got != tt.source {
			t.Errorf("%s: gaviota.go has %d, the listing %d, gtb-probe.c %d", tt.name, tt.code, got, tt.source)
		}
	}
}

// listedProduct is the size of m's Gaviota table written apart from
// gaviota.go, from counts listed here: without pawns the king pairs up to
// the 8 symmetries, with pawns the kings on 64 squares each and the pawns
// up to the file mirror; times, for each group of identical pieces, the
// sets of squares it may stand on.
func listedProduct(m pieces.Material) int {
	n := kingPairOrbits()
	if m.HasPawns() {
		n = 64 * 64 * pawnOrbits(m.Pawns(pieces.White), m.Pawns(pieces.Black))
	}
	for _, p := range m.Pieces() {
		if p.Kind != pieces.King && p.Kind != pieces.Pawn {
			n *= setCount(m.Count(p))
		}
	}
	return n
}

// parseTableName reads a Gaviota table name, "kqrkn", as a material.
func parseTableName(t *testing.T, name string) pieces.Material {
	t.Helper()
	i := strings.Index(name[1:], "k") + 1
	m, err := pieces.ParseMaterial(strings.ToUpper(name[:i] + "v" + name[i:]))
	if err != nil {
		t.Fatalf("table %s: %v", name, err)
	}
	return m
}

// tableName writes m as Gaviota names tables: "kqrkn" for KQRvKN.
func tableName(m pieces.Material) string {
	return strings.ToLower(strings.Replace(m.String(), "v", "", 1))
}

// sides are the two sides to move.
var sides = []pieces.Color{pieces.White, pieces.Black}

// TestEgkey checks every table of Gaviota's egkey table: its index
// function is the shape gaviota.go names, and Size gives its maximum index
// for either side to move (a file stores both sides, colour-symmetric
// tables too, so never Mirrored), for the material and for its colour
// swap, and so does the product written here.
func TestEgkey(t *testing.T) {
	for _, tt := range egkeyTable {
		m := parseTableName(t, tt.name)
		if got := tableName(m); got != tt.name {
			t.Fatalf("table %s reads back as %s", tt.name, got)
		}
		if got, want := shapeOf(m), strings.Replace(tt.function, "x", "a", 1); got != want {
			t.Errorf("%s: shape %s, but gtb-probe.c indexes it with %s", tt.name, got, tt.function)
		}
		want := scheme.IndexSize{Entries: tt.max}
		for _, mm := range []pieces.Material{m, m.Swapped()} {
			for _, side := range sides {
				if got, err := (Index{}).Size(mm, side); err != nil || got != want {
					t.Errorf("Size(%s, %s) = %+v, %v; gtb-probe.c's egkey table has %d", mm, side, got, err, tt.max)
				}
			}
		}
		if got := listedProduct(m); got != tt.max {
			t.Errorf("%s: the product of listed counts is %d; gtb-probe.c's egkey table has %d", tt.name, got, tt.max)
		}
	}
}

// TestMaterials checks that Gaviota has a table for every material
// of 3 to 5 men, named in the orientation gaviota.go takes (the one
// Materials lists), and that Size agrees with the product written here.
func TestMaterials(t *testing.T) {
	stored := map[string]bool{}
	for _, e := range egkeyTable {
		stored[e.name] = true
	}
	tests := []struct {
		men    int
		tables int // egkey's tables of that many men
	}{{3, 5}, {4, 30}, {5, 110}}
	total := 0
	for _, tt := range tests {
		ms := pieces.Materials(tt.men, pieces.Chessboard)
		if len(ms) != tt.tables {
			t.Errorf("%d men: %d materials, but %d tables in egkey", tt.men, len(ms), tt.tables)
		}
		total += len(ms)
		for _, m := range ms {
			if !stored[tableName(m)] {
				t.Errorf("%s: no table %s in egkey", m, tableName(m))
			}
			want := scheme.IndexSize{Entries: listedProduct(m)}
			for _, side := range sides {
				if got, err := (Index{}).Size(m, side); err != nil || got != want {
					t.Errorf("Size(%s, %s) = %+v, %v; the product is %d", m, side, got, err, want.Entries)
				}
			}
		}
	}
	if total != len(egkeyTable) {
		t.Errorf("%d materials of 3 to 5 men, %d tables in egkey", total, len(egkeyTable))
	}
}

// The reasons gaviota gives.
const (
	reasonTooMany   = "Gaviota's tables stop at 5 men"
	reasonBareKings = "Gaviota keeps no table for the bare kings: its probe scores them a draw"
	reasonNotChess  = "Gaviota's tables are for chess materials, one king a side"
)

// TestErrors checks the materials Gaviota has no table for.
func TestErrors(t *testing.T) {
	tests := []struct {
		material string
		reason   string
	}{
		{"KvK", reasonBareKings},
		{"KQRvKRN", reasonTooMany},
		{"KPPPvKPP", reasonTooMany},
		{"KPPPPvK", reasonTooMany},
		{"KQRBNvKQRBN", reasonTooMany},
		{"QQQ", reasonNotChess},
		{"1KQ", reasonNotChess},
	}
	for _, tt := range tests {
		m, err := pieces.ParseMaterial(tt.material)
		if err != nil {
			t.Fatal(err)
		}
		for _, side := range sides {
			checkRefused(t, m, side, tt.reason)
		}
	}
}

// TestBeyondFiveMen checks that every material of 6 and 7 men
// gives an *scheme.IndexError.
func TestBeyondFiveMen(t *testing.T) {
	for _, men := range []int{6, 7} {
		for _, m := range pieces.Materials(men, pieces.Chessboard) {
			checkRefused(t, m, pieces.White, reasonTooMany)
		}
	}
}

// checkRefused checks that Size(m, side) is an *scheme.IndexError
// for m with the given reason.
func checkRefused(t *testing.T, m pieces.Material, side pieces.Color, reason string) {
	t.Helper()
	got, err := Index{}.Size(m, side)
	var ie *scheme.IndexError
	if !errors.As(err, &ie) {
		t.Errorf("Size(%s, %s) = %+v, %v; want an *scheme.IndexError", m, side, got, err)
		return
	}
	if ie.Index != (Index{}) || ie.Material != m || ie.Reason != reason {
		t.Errorf("Size(%s, %s): error %s; want reason %q", m, side, fmt.Sprint(ie), reason)
	}
}
