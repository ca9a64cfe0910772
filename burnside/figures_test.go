package burnside_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

func spec(t testing.TB, material, board string, rules placement.Rules, toMove placement.ToMove, labelled bool) placement.Spec {
	t.Helper()
	m, err := pieces.ParseMaterial(material)
	if err != nil {
		t.Fatal(err)
	}
	b, err := pieces.ParseBoard(board)
	if err != nil {
		t.Fatal(err)
	}
	return placement.Spec{Board: b, Material: m, Rules: rules, ToMove: toMove, Labelled: labelled}
}

func count(t testing.TB, s placement.Spec, g symmetry.Group) *burnside.Result {
	t.Helper()
	r, err := burnside.Count(context.Background(), s, g, nil)
	if err != nil {
		t.Fatalf("%s: %v", s.Material, err)
	}
	return r
}

// The thesis's figures with their exact counts (docs/thesis.md) and the
// classes by side to move of an exhaustive enumeration
// (docs/references.md), term by term where they are known (elements not
// listed fix nothing).
func TestReferenceFigures(t *testing.T) {
	P, L, N := placement.Placement, placement.Legal, placement.NonAttacking
	W, B, U := placement.WhiteToMove, placement.BlackToMove, placement.Unset
	cases := []struct {
		material string
		rules    placement.Rules
		toMove   placement.ToMove
		labelled bool
		terms    map[string]int64 // by Leapfrog word; nil: only the totals
		placed   int64
		classes  int64
	}{
		// Section 3.
		{"KK", P, U, false, map[string]int64{"1": 3612, "D": 42, "HVD": 42}, 3612, 462},
		{"KRK", P, U, false, map[string]int64{"1": 223944, "D": 252, "HVD": 252}, 223944, 28056},
		{"KRK", L, B, false, map[string]int64{"1": 223944, "D": 252, "HVD": 252}, 223944, 28056},
		{"KNNK", P, U, false, map[string]int64{"1": 6830292, "D": 1806, "HVD": 1806}, 6830292, 854238},
		{"KRNK", P, U, false, map[string]int64{"1": 13660584, "D": 1260, "HVD": 1260}, 13660584, 1707888},
		{"KPK", P, U, false, map[string]int64{"1": 168024, "V": 0}, 168024, 84012},
		// Section 4.
		{"KRvK", L, W, false, nil, 175168, 21959},
		{"KQvK", L, W, false, nil, 144508, 18081},
		{"KQvK", L, B, false, nil, 223944, 28056},
		{"KPvK", L, W, false, nil, 163328, 81664},
		{"KPvK", L, B, false, nil, 168024, 84012},
		{"KRNvK", L, W, false, nil, 9905048, 1238446},
		{"KRNvK", L, B, false, nil, 13660584, 1707888},
		{"KNNvK", L, W, false, nil, 5749652, 719130},
		{"KNNvK", L, B, false, nil, 6830292, 854238},
		{"KNNvK", L, W, true, nil, 11499304, 1437728},
		{"KNNvK", L, B, true, nil, 13660584, 1707888},
		// Both sides to move: the two rows added.
		{"KRvK", L, placement.Both, false, nil, 175168 + 223944, 21959 + 28056},
		// Eight queens: 92 solutions in 12 classes.
		{"8Q", N, U, false, map[string]int64{"1": 92, "HV": 4}, 92, 12},
	}
	for _, c := range cases {
		if testing.Short() && c.placed > 1e6 {
			continue
		}
		s := spec(t, c.material, "8x8", c.rules, c.toMove, c.labelled)
		r := count(t, s, symmetry.Auto(s.Board, s.Material))
		name := s.Material.String() + " " + c.rules.String() + " " + c.toMove.String()
		if c.terms != nil {
			for _, term := range r.Terms {
				if want := c.terms[term.Element.Word()]; term.Fixed.Cmp(big.NewInt(want)) != 0 {
					t.Errorf("%s: |Fix(%s)| = %s, want %d", name, term.Element.Word(), term.Fixed, want)
				}
			}
		}
		if r.Placements().Cmp(big.NewInt(c.placed)) != 0 || r.Classes.Cmp(big.NewInt(c.classes)) != 0 {
			t.Errorf("%s: %s placements in %s classes, want %d in %d", name, r.Placements(), r.Classes, c.placed, c.classes)
		}
	}
}

// The thesis's KNNK rule, "both knights attacking the black king is
// impossible", applied to every term (docs/thesis.md): the
// configurations it removes are counted here by a search of their own,
// black king first, then the knights among the squares that attack it.
func TestThesisKnightRule(t *testing.T) {
	s := spec(t, "KNNK", "8x8", placement.Placement, placement.Unset, false)
	r := count(t, s, symmetry.D4)
	b := s.Board
	wantRemoved := map[string]int64{"1": 6830292 - 6785604, "D": 112, "HVD": 112}
	wantTerm := map[string]int64{"1": 6785604, "D": 1694, "HVD": 1694}
	sum := new(big.Int)
	for _, term := range r.Terms {
		e := term.Element
		p := e.Perm(b)
		var removed int64
		for bk := range pieces.Square(b.Squares()) {
			near := b.Reach(pieces.Piece{Color: pieces.White, Kind: pieces.Knight}, bk)
			for i, n1 := range near {
				for _, n2 := range near[i+1:] {
					for wk := range pieces.Square(b.Squares()) {
						men := []placement.Man{
							{Piece: pieces.Piece{Kind: pieces.King}, Square: wk},
							{Piece: pieces.Piece{Kind: pieces.Knight}, Square: n1},
							{Piece: pieces.Piece{Kind: pieces.Knight}, Square: n2},
							{Piece: pieces.Piece{Color: pieces.Black, Kind: pieces.King}, Square: bk},
						}
						fixed := p[wk] == wk && p[bk] == bk && (p[n1] == n1 && p[n2] == n2 || p[n1] == n2 && p[n2] == n1)
						if fixed && s.Allows(men, pieces.White) {
							removed++
						}
					}
				}
			}
		}
		if removed != wantRemoved[e.Word()] {
			t.Errorf("%s: %d fixed placements with both knights on the black king, want %d", e.Word(), removed, wantRemoved[e.Word()])
		}
		kept := new(big.Int).Sub(term.Fixed, big.NewInt(removed))
		if kept.Cmp(big.NewInt(wantTerm[e.Word()])) != 0 {
			t.Errorf("%s: %s fixed placements without a double knight attack, want %d", e.Word(), kept, wantTerm[e.Word()])
		}
		sum.Add(sum, kept)
	}
	if classes, err := burnside.Average(sum, 8); err != nil || classes.Int64() != 848624 {
		t.Errorf("KNNK with the thesis's knight rule: %v classes (%v), want 848624", classes, err)
	}
}

// King pairs on an f×r board, from a derivation rather than a search.
// Identity: ordered pairs of distinct squares, less the ordered adjacent
// pairs: 2·(horizontal + vertical + 2·diagonal neighbours). A reflection
// fixes a pair only when both kings stand on its line of fixed squares
// (the middle file or rank of an odd side, or a diagonal of length n), at
// least two apart: L(L−1) − 2(L−1) pairs on a line of L squares. A rotation
// moves every square but the centre, and two kings cannot share it.
func TestKingPairsSmallBoards(t *testing.T) {
	onLine := func(l int) int64 {
		if l < 2 {
			return 0
		}
		return int64(l*(l-1) - 2*(l-1))
	}
	for f := 1; f <= 8; f++ {
		for r := 1; r <= 8; r++ {
			n := f * r
			if n < 2 {
				continue // two kings do not fit: an error, tested in pieces
			}
			adjacent := (f-1)*r + f*(r-1) + 2*(f-1)*(r-1)
			want := map[string]int64{"1": int64(n*(n-1) - 2*adjacent)}
			if f%2 == 1 {
				want["V"] = onLine(r)
			}
			if r%2 == 1 {
				want["H"] = onLine(f)
			}
			if f == r {
				want["D"], want["HVD"] = onLine(f), onLine(f)
			}
			s := spec(t, "KK", pieces.Board{Files: f, Ranks: r}.String(), placement.Placement, placement.Unset, false)
			g := symmetry.Auto(s.Board, s.Material)
			res := count(t, s, g)
			sum := int64(0)
			for _, term := range res.Terms {
				w := want[term.Element.Word()]
				sum += w
				if term.Fixed.Int64() != w {
					t.Errorf("KK on %s: |Fix(%s)| = %s, want %d", s.Board, term.Element.Word(), term.Fixed, w)
				}
			}
			if res.Classes.Int64()*int64(g.Order()) != sum {
				t.Errorf("KK on %s: %s classes, want %d/%d", s.Board, res.Classes, sum, g.Order())
			}
		}
	}
}

func TestAverageRemainder(t *testing.T) {
	if q, err := burnside.Average(big.NewInt(3696), 8); err != nil || q.Int64() != 462 {
		t.Errorf("Average(3696, 8) = %v, %v; want 462", q, err)
	}
	if _, err := burnside.Average(big.NewInt(3697), 8); err == nil {
		t.Error("Average(3697, 8) returned no error for a remainder")
	}
}
