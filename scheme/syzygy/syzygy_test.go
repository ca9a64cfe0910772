package syzygy

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/scheme"
)

// The slow paths below number squares as Syzygy's code does: a1 = 0,
// b1 = 1, …, h8 = 63, so the file is s%8 and the rank s/8, both from 0.

func fileOf(s int) int { return s % 8 }
func rankOf(s int) int { return s / 8 }

// normalize returns the image of the men sq under the turn of the board
// that Syzygy's pawnless encoding makes, judged by its first lead men: the
// files mirrored if the first man stands on e-h, the ranks mirrored if it
// stands on ranks 5-8, and then the board flipped in the a1-h8 diagonal if
// the first of the lead men off that diagonal stands above it (rank >
// file). The other men follow the same turn.
func normalize(sq []int, lead int) []int {
	out := slices.Clone(sq)
	turn := func(f func(int) int) {
		for i := range out {
			out[i] = f(out[i])
		}
	}
	if fileOf(out[0]) > 3 {
		turn(func(s int) int { return s ^ 7 })
	}
	if rankOf(out[0]) > 3 {
		turn(func(s int) int { return s ^ 56 })
	}
	for _, s := range out[:lead] {
		if fileOf(s) == rankOf(s) {
			continue
		}
		if rankOf(s) > fileOf(s) {
			turn(func(s int) int { return 8*fileOf(s) + rankOf(s) })
		}
		break
	}
	return out
}

// keptByRule is the encoding's rule stated as a property of the image: the
// first man in the triangle a1-d1-d4 (file ≤ 3, rank ≤ file), and the
// first of the lead men off the diagonal, if any, below it.
func keptByRule(sq []int, lead int) bool {
	f, r := fileOf(sq[0]), rankOf(sq[0])
	if f > 3 || r > f {
		return false
	}
	for _, s := range sq[:lead] {
		if fileOf(s) != rankOf(s) {
			return rankOf(s) < fileOf(s)
		}
	}
	return true
}

// kingsApart reports whether two squares are not the same nor adjacent, as
// two kings must be.
func kingsApart(a, b int) bool {
	return max(abs(fileOf(a)-fileOf(b)), abs(rankOf(a)-rankOf(b))) > 1
}

// tuples calls visit with every ordered tuple of n different squares.
func tuples(n int, visit func(sq []int)) {
	sq := make([]int, 0, n)
	var walk func()
	walk = func() {
		if len(sq) == n {
			visit(sq)
			return
		}
		for s := range 64 {
			if !slices.Contains(sq, s) {
				sq = append(sq, s)
				walk()
				sq = sq[:len(sq)-1]
			}
		}
	}
	walk()
}

// The leading group of Syzygy's pawnless index, listed: every ordered
// placement of its men on different squares (two kings also apart) is
// turned by the encoding's rule, and the distinct images counted. Each
// image must obey the rule stated as a property, and be left as it is by
// the rule (so the images are the placements the rule keeps).
func TestLeadingGroup(t *testing.T) {
	for _, c := range []struct {
		name  string
		men   int
		kings bool // the two kings, which must stand apart
		want  int  // the published figure
		fast  int  // the constant the code multiplies by
	}{
		// 31332 is pivfac[0] in syzygy1/tb's src/probe.c and the
		// non-kk_enc factor of init_enc_info in Fathom's src/tbprobe.c.
		{"three single men", 3, false, 31332, leadingTriple},
		// 462: Fathom's KKIdx (src/tbprobe.c) numbers the pairs 0-461,
		// and pivfac[2] in syzygy1/tb's src/probe.c.
		{"two kings", 2, true, 462, kingPairs},
	} {
		images := map[[3]int]bool{}
		kept := 0
		tuples(c.men, func(sq []int) {
			if c.kings && !kingsApart(sq[0], sq[1]) {
				return
			}
			img := normalize(sq, c.men)
			if !keptByRule(img, c.men) || !slices.Equal(normalize(img, c.men), img) {
				t.Errorf("%s: %v turns to %v, which the rule would not keep", c.name, sq, img)
			}
			var key [3]int
			copy(key[:], img)
			images[key] = true
			if slices.Equal(img, sq) {
				kept++
			}
		})
		if len(images) != c.want || kept != c.want || c.fast != c.want {
			t.Errorf("%s: %d images, %d placements kept, constant %d; want %d", c.name, len(images), kept, c.fast, c.want)
		}
	}
}

// leadFile returns the file (0-3) of the leading pawn of the pawns on
// squares set, when Syzygy's index keeps the set as it is: the leading
// pawn is one nearest the a or h file, and of those the lowest; the board
// is mirrored when it stands on e-h. Only two pawns can tie (a2 and h2),
// and then either may lead, so the set is kept when one of the leading
// pawns stands on a-d.
func leadFile(set []int) (int, bool) {
	key := func(s int) [2]int { return [2]int{min(fileOf(s), 7-fileOf(s)), rankOf(s)} }
	best := set[0]
	for _, s := range set[1:] {
		if k, b := key(s), key(best); k[0] < b[0] || k[0] == b[0] && k[1] < b[1] {
			best = s
		}
	}
	for _, s := range set {
		if key(s) == key(best) && fileOf(s) <= 3 {
			return fileOf(s), true
		}
	}
	return 0, false
}

// pawnSlots lists every set of k squares on ranks 2-7 and counts, by
// the file of the leading pawn, those Syzygy's index keeps.
func pawnSlots(k int) [4]int {
	var counts [4]int
	set := make([]int, 0, k)
	var walk func(from int)
	walk = func(from int) {
		if len(set) == k {
			if f, ok := leadFile(set); ok {
				counts[f]++
			}
			return
		}
		for s := from; s < 56; s++ {
			set = append(set, s)
			walk(s + 1)
			set = set[:len(set)-1]
		}
	}
	walk(8)
	return counts
}

// pfactor against a listing of every set of k pawn squares, and against the
// published values for k = 1 to 3. Those are the sums pfactor (syzygy1/tb,
// src/probe.c, init_indices) and PawnFactorFile (Fathom, src/tbprobe.c)
// make of C(PawnTwist, k − 1) over a file's six squares, whose PawnTwist
// values are 47 45 43 41 39 37 on file a, 35 … 25 on b, 23 … 13 on c, and
// 11 9 7 5 3 1 on d:
//
//	k = 1: six squares a file: 6 6 6 6;
//	k = 2: 47+45+…+37 = 252, 35+…+25 = 180, 23+…+13 = 108, 11+…+1 = 36;
//	k = 3: a: C(47,2)+C(45,2)+…+C(37,2) = 1081+990+903+820+741+666 = 5201,
//	       b: 595+528+465+406+351+300 = 2645,
//	       c: 253+210+171+136+105+78 = 953,
//	       d: 55+36+21+10+3+0 = 125.
func TestPawnFactor(t *testing.T) {
	for _, c := range []struct {
		k         int
		published []int // nil when not worked out above
	}{
		{1, []int{6, 6, 6, 6}},
		{2, []int{252, 180, 108, 36}},
		{3, []int{5201, 2645, 953, 125}},
		{4, nil},
		{5, nil},
		{6, nil}, // six leading pawns, the most init_indices tabulates
	} {
		if c.k == 6 && testing.Short() {
			continue // 12 million sets
		}
		listed := pawnSlots(c.k)
		for f := range 4 {
			got := pawnFactor(c.k, f)
			if got != listed[f] || c.published != nil && got != c.published[f] {
				t.Errorf("pfactor(%d, file %c) = %d; listed %d, published %v", c.k, 'a'+f, got, listed[f], c.published)
			}
		}
	}
}

// menGroup is men of one kind to place on a set of squares: t of them, on
// ranks 2-7 if they are pawns.
type menGroup struct {
	t    int
	pawn bool
}

// placeGroups counts, one placement at a time, the ways to put the groups on
// the squares free in occ, each group on a set of squares.
func placeGroups(groups []menGroup, occ uint64) int {
	if len(groups) == 0 {
		return 1
	}
	var choose func(left, from int, occ uint64) int
	choose = func(left, from int, occ uint64) int {
		if left == 0 {
			return placeGroups(groups[1:], occ)
		}
		n := 0
		for s := from; s < 64; s++ {
			if occ>>s&1 == 0 && (!groups[0].pawn || s >= 8 && s < 56) {
				n += choose(left-1, s+1, occ|1<<s)
			}
		}
		return n
	}
	return choose(groups[0].t, 0, occ)
}

// listPieces lists the entries of a pawnless table: every placement of
// the lead men the rule keeps (the first three single men, or the kings
// apart when they are the only single men), then every placement of the
// others.
func listPieces(m pieces.Material) int {
	var singles []pieces.Piece
	for _, p := range m.Pieces() {
		if m.Count(p) == 1 {
			singles = append(singles, p)
		}
	}
	lead := min(len(singles), 3) // the kings come first in m.Pieces()
	var rest []menGroup
	for _, p := range m.Pieces() {
		if !slices.Contains(singles[:lead], p) {
			rest = append(rest, menGroup{t: m.Count(p)})
		}
	}
	n := 0
	tuples(lead, func(sq []int) {
		if lead == 2 && !kingsApart(sq[0], sq[1]) || !slices.Equal(normalize(sq, lead), sq) {
			return
		}
		var occ uint64
		for _, s := range sq {
			occ |= 1 << s
		}
		n += placeGroups(rest, occ)
	})
	return n
}

// listPawns lists the entries of a table with pawns: every set of the
// leading colour's pawns the index keeps (the colour with fewer pawns, or
// the only one with pawns; White on a tie), then every placement of the
// other pawns and the pieces.
func listPawns(m pieces.Material) int {
	lead := pieces.White
	if w, b := m.Pawns(pieces.White), m.Pawns(pieces.Black); w == 0 || b > 0 && b < w {
		lead = pieces.Black
	}
	var rest []menGroup
	for _, p := range m.Pieces() {
		if p.Kind != pieces.Pawn || p.Color != lead {
			rest = append(rest, menGroup{t: m.Count(p), pawn: p.Kind == pieces.Pawn})
		}
	}
	n := 0
	var set []int
	var walk func(from int)
	walk = func(from int) {
		if len(set) < m.Pawns(lead) {
			for s := from; s < 56; s++ {
				set = append(set, s)
				walk(s + 1)
				set = set[:len(set)-1]
			}
			return
		}
		if _, ok := leadFile(set); ok {
			var occ uint64
			for _, s := range set {
				occ |= 1 << s
			}
			n += placeGroups(rest, occ)
		}
	}
	walk(8)
	return n
}

// Syzygy's whole sizes for small materials against a listing of their
// entries, and against a derivation (or a published figure) for each.
func TestProbeListing(t *testing.T) {
	for _, c := range []struct {
		material string
		want     int
	}{
		{"KRvK", 31332},              // three single men
		{"KNNvK", 462 * 1891},        // only the kings single: 462·C(62,2)
		{"KRvKN", 1911252},           // tot_pos[2] in syzygy1/tb's src/tbgen.c: 31332·61
		{"KRRvK", 462 * 1891},        // as KNNvK
		{"KPvK", 24 * 63 * 62},       // 6 per file, then the kings
		{"KPPvK", 576 * 62 * 61},     // 252+180+108+36 = 576, then the kings
		{"KPvKP", 24 * 47 * 62 * 61}, // white leads (a tie); black's pawn on 47
		{"KRvKP", 24 * 63 * 62 * 61}, // black's pawn leads; K, R, K
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		if testing.Short() && m.Men() > 5 {
			continue
		}
		listed := 0
		if m.HasPawns() {
			listed = listPawns(m)
		} else {
			listed = listPieces(m)
		}
		got, err := Probe{}.Size(m, pieces.White)
		if err != nil || got.Entries != listed || listed != c.want {
			t.Errorf("Probe.Size(%s, white) = %+v, %v; listed %d, want %d", c.material, got, err, listed, c.want)
		}
	}
}

// Whole sizes, each side to move and each colour orientation, against a
// derivation written beside each, or a published figure.
func TestProbeSize(t *testing.T) {
	for _, c := range []struct {
		material string
		toMove   pieces.Color
		want     scheme.IndexSize
	}{
		{"KRvK", pieces.White, scheme.IndexSize{Entries: 31332}},
		{"KRvK", pieces.Black, scheme.IndexSize{Entries: 31332}}, // WDL stores both sides
		{"KvKR", pieces.White, scheme.IndexSize{Entries: 31332}}, // KRvK, Black to move
		// The tot_pos figures of syzygy1/tb's src/tbgen.c: men all of
		// different kinds, 31332·61·60·…
		{"KQRvKB", pieces.White, scheme.IndexSize{Entries: 114675120}},
		{"KQRBvKN", pieces.Black, scheme.IndexSize{Entries: 6765832080}},
		{"KQRBvKQR", pieces.White, scheme.IndexSize{Entries: 392418260640}},
		// Three single men (both kings, black's rook), then C(61,2) = 1830.
		{"KRRvKR", pieces.White, scheme.IndexSize{Entries: 31332 * 1830}},
		// Only the kings single: 462, then C(62,3) = 37820 for the queens.
		{"KQQQvK", pieces.White, scheme.IndexSize{Entries: 462 * 37820}},
		// Five knights: 462·C(62,5) = 462·6471002.
		{"KNNNNNvK", pieces.Black, scheme.IndexSize{Entries: 462 * 6471002}},
		// Colour-symmetric: White to move stored, Black to move mirrored.
		{"KRvKR", pieces.White, scheme.IndexSize{Entries: 31332 * 61}},
		{"KRvKR", pieces.Black, scheme.IndexSize{Mirrored: true}},
		{"KPvKP", pieces.White, scheme.IndexSize{Entries: 24 * 47 * 62 * 61}},
		{"KPvKP", pieces.Black, scheme.IndexSize{Mirrored: true}},
		{"KRPvKRP", pieces.Black, scheme.IndexSize{Mirrored: true}},
		// Black's single pawn leads: 24, then white's two on C(47,2) =
		// 1081, then the kings on 61 and 60.
		{"KPPvKP", pieces.White, scheme.IndexSize{Entries: 24 * 1081 * 61 * 60}},
		{"KPvKPP", pieces.Black, scheme.IndexSize{Entries: 24 * 1081 * 61 * 60}},
		// Two pawns a side, white leads: 576, black's on C(46,2) = 1035.
		{"KPPvKPP", pieces.White, scheme.IndexSize{Entries: 576 * 1035 * 60 * 59}},
		// Three white pawns lead: 5201+2645+953+125 = 8924, then the
		// kings and the rook on 61, 60, 59.
		{"KPPPvKR", pieces.White, scheme.IndexSize{Entries: 8924 * 61 * 60 * 59}},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Probe{}.Size(m, c.toMove)
		if err != nil || got != c.want {
			t.Errorf("Probe.Size(%s, %s) = %+v, %v; want %+v", c.material, c.toMove, got, err, c.want)
		}
	}
}

// multinomial returns (free)! / ((free − Σt)! · Π t!): the ways to put
// groups of t identical men on free squares, written apart from the
// group-by-group binomials of the code.
func multinomial(free int, ts []int) *big.Int {
	used := 0
	den := big.NewInt(1)
	for _, t := range ts {
		used += t
		den.Mul(den, new(big.Int).MulRange(1, int64(t)))
	}
	num := new(big.Int).MulRange(int64(free-used+1), int64(free))
	return num.Quo(num, den)
}

// groupProduct is Syzygy's size as one product: lead × multinomial without
// pawns; with pawns, the listed pawn sets times C(48 − k, o) times the
// multinomial of the pieces.
func groupProduct(m pieces.Material, pawnSets map[int]int) *big.Int {
	var ts []int
	singles := 0
	for _, p := range m.Pieces() {
		if p.Kind != pieces.Pawn {
			ts = append(ts, m.Count(p))
		}
		if m.Count(p) == 1 {
			singles++
		}
	}
	if !m.HasPawns() {
		lead, leadMen := 31332, 3
		if singles == 2 {
			lead, leadMen = 462, 2
		}
		// Drop leadMen groups of one man each: they are the lead.
		for range leadMen {
			i := slices.Index(ts, 1)
			ts = slices.Delete(ts, i, i+1)
		}
		return new(big.Int).Mul(big.NewInt(int64(lead)), multinomial(64-leadMen, ts))
	}
	w, b := m.Pawns(pieces.White), m.Pawns(pieces.Black)
	k, o := min(w, b), max(w, b)
	if k == 0 {
		k, o = o, 0
	}
	r := new(big.Int).Mul(big.NewInt(int64(pawnSets[k])), new(big.Int).Binomial(int64(48-k), int64(o)))
	return r.Mul(r, multinomial(64-k-o, ts))
}

// Every material of 3 to 7 men, in both colour orientations, against the
// one-product form, with the pawn sets listed by pawnSlots.
func TestProbeProduct(t *testing.T) {
	pawnSets := map[int]int{}
	for k := 1; k <= 5; k++ {
		for _, n := range pawnSlots(k) {
			pawnSets[k] += n
		}
	}
	for n := 3; n <= 7; n++ {
		for _, m := range pieces.Materials(n, pieces.Chessboard) {
			want := groupProduct(m, pawnSets)
			for _, mm := range []pieces.Material{m, m.Swapped()} {
				got, err := Probe{}.Size(mm, pieces.White)
				if mm == m.Swapped() && m == mm {
					continue // symmetric: checked in TestTables
				}
				if err != nil || !want.IsInt64() || int64(got.Entries) != want.Int64() {
					t.Errorf("Probe.Size(%s, white) = %+v, %v; want %v", mm, got, err, want)
				}
			}
		}
	}
}

// Syzygy's published tables, counted in the checksums lists of
// syzygy1/tb (checksums/wdl345.txt: 5 of 3 men, 30 of 4, 110 of 5;
// wdl6.txt: 365; wdl7.txt: 1001): every one has a size under both
// indices, for both sides to move, in both colour orientations. Only a
// colour-symmetric table has a Mirrored side, Black to move; the
// generator mirrors nothing.
func TestTables(t *testing.T) {
	for _, c := range []struct{ men, tables int }{
		{3, 5}, {4, 30}, {5, 110}, {6, 365}, {7, 1001},
	} {
		ms := pieces.Materials(c.men, pieces.Chessboard)
		if len(ms) != c.tables {
			t.Errorf("%d materials of %d men; Syzygy has %d tables", len(ms), c.men, c.tables)
		}
		for _, m := range ms {
			symmetric := m == m.Swapped()
			for _, side := range []pieces.Color{pieces.White, pieces.Black} {
				for _, i := range []scheme.Index{Probe{}, Generator{}} {
					got, err := i.Size(m, side)
					// The same table with the colours swapped; a
					// symmetric material is its own swap.
					swapped, err2 := i.Size(m.Swapped(), side.Other())
					if symmetric {
						swapped, err2 = got, err
					}
					mirrored := i == Probe{} && symmetric && side == pieces.Black
					if err != nil || err2 != nil || got != swapped || got.Mirrored != mirrored || (got.Entries > 0) == mirrored {
						t.Errorf("%s.Size(%s, %s) = %+v, %v; swapped %+v, %v", i, m, side, got, err, swapped, err2)
					}
				}
			}
		}
	}
}

// anyPlacements lists the placements of men on any of the 64 squares each, as
// the generator's index allows (it marks the broken ones later).
func anyPlacements(men int) int {
	if men == 0 {
		return 1
	}
	n := 0
	for range 64 {
		n += anyPlacements(men - 1)
	}
	return n
}

// listGenerator lists the generator's working index for m: without
// pawns, a listed pair of kings (of the 462) and the other men anywhere;
// with pawns, for each file a-d, the leading pawn on one of its 6 squares
// and the other men anywhere.
func listGenerator(m pieces.Material) int {
	if m.HasPawns() {
		n := 0
		for range 4 {
			for range 6 {
				n += anyPlacements(m.Men() - 1)
			}
		}
		return n
	}
	pairs := 0
	tuples(2, func(sq []int) {
		if kingsApart(sq[0], sq[1]) && slices.Equal(normalize(sq, 2), sq) {
			pairs++
		}
	})
	return pairs * anyPlacements(m.Men()-2)
}

// The generator's working index: listed by listGenerator for small
// materials, derived for the largest.
func TestGeneratorSize(t *testing.T) {
	for _, c := range []struct {
		material string
		toMove   pieces.Color
		want     int
		list     bool
	}{
		{"KRvK", pieces.White, 462 * 64, true},
		{"KvKR", pieces.White, 462 * 64, true},
		{"KRvKR", pieces.Black, 462 * 64 * 64, true}, // both sides worked
		{"KPvK", pieces.Black, 4 * 6 * 64 * 64, true},
		{"KRvKP", pieces.White, 4 * 6 * 64 * 64 * 64, true},
		{"KQRBvKQR", pieces.White, 462 << 30, false}, // 462·64^5
		{"KRPPvKPP", pieces.Black, 24 << 36, false},  // 4·6·64^6
		{"KPPPPPvK", pieces.White, 24 << 36, false},  // 4·6·64^6
		{"KNNNNNvK", pieces.Black, 462 << 30, false}, // 462·64^5
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		listed := c.want
		if c.list {
			listed = listGenerator(m)
		}
		got, err := Generator{}.Size(m, c.toMove)
		if err != nil || got.Mirrored || got.Entries != c.want || listed != c.want {
			t.Errorf("Generator.Size(%s, %s) = %+v, %v; listed %d, want %d", c.material, c.toMove, got, err, listed, c.want)
		}
	}
}

// What Syzygy cannot number gives an *scheme.IndexError with its reason.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		material string
		toMove   pieces.Color
		reason   string
	}{
		{"KQRBNvKQR", pieces.White, "Syzygy's tables stop at 7 men"},
		{"KPPPPPPvK", pieces.Black, "Syzygy's tables stop at 7 men"},
		{"KQQQQQQQQvK", pieces.White, "Syzygy's tables stop at 7 men"},
		{"KvK", pieces.White, "Syzygy has no table of the bare kings"},
		{"3Q", pieces.White, "Syzygy's tables need one king a side"},
		{"1KQ", pieces.White, "Syzygy's tables need one king a side"},
		{"KRvK", pieces.Color(2), "the side to move is neither white nor black"},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range []scheme.Index{Probe{}, Generator{}} {
			got, err := i.Size(m, c.toMove)
			var e *scheme.IndexError
			if !errors.As(err, &e) || e.Reason != c.reason || e.Index != i || e.Material != m || got != (scheme.IndexSize{}) {
				t.Errorf("%s.Size(%s, %s) = %+v, %v; want the error %q", i, c.material, c.toMove, got, err, c.reason)
			}
		}
	}
}

// Size for every material of up to 7 men, both sides to move.
func BenchmarkSize(b *testing.B) {
	var all []pieces.Material
	for n := 3; n <= 7; n++ {
		all = append(all, pieces.Materials(n, pieces.Chessboard)...)
	}
	for _, i := range []scheme.Index{Probe{}, Generator{}} {
		b.Run(i.String(), func(b *testing.B) {
			for b.Loop() {
				for _, m := range all {
					for _, side := range []pieces.Color{pieces.White, pieces.Black} {
						if _, err := i.Size(m, side); err != nil {
							b.Fatal(err)
						}
					}
				}
			}
		})
	}
}

// abs is the tests' own, apart from package pieces' geometry.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
