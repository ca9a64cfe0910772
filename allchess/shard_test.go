package allchess

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// The shares of a split hold every square of the black king once, and
// as many of each ring (distance from the edge) as they can, within one.
func TestShardSquares(t *testing.T) {
	for _, b := range []pieces.Board{pieces.Chessboard, {Files: 4, Ranks: 6}, {Files: 8, Ranks: 4}} {
		for of := 1; of <= b.Squares(); of++ {
			seen := make([]int, b.Squares())
			rings := map[int][]int{} // ring → squares per share
			for k := 1; k <= of; k++ {
				for _, sq := range (Shard{k, of}).squares(b) {
					seen[sq]++
					x, y := b.Coords(sq)
					r := min(x, y, b.Files-1-x, b.Ranks-1-y)
					if rings[r] == nil {
						rings[r] = make([]int, of)
					}
					rings[r][k-1]++
				}
			}
			for sq, n := range seen {
				if n != 1 {
					t.Fatalf("%s in %d shares: square %s in %d shares", b, of, b.Name(pieces.Square(sq)), n)
				}
			}
			for r, per := range rings {
				if lo, hi := minMax(per); hi-lo > 1 {
					t.Errorf("%s in %d shares: ring %d dealt %v", b, of, r, per)
				}
			}
		}
	}
}

func minMax(ns []int) (lo, hi int) {
	lo, hi = ns[0], ns[0]
	for _, n := range ns {
		lo, hi = min(lo, n), max(hi, n)
	}
	return lo, hi
}

// The shares of a count, counted apart and merged in any order, give what
// Count gives: with castling and en passant rights under both rules, on
// square and oblong boards, with each refinement.
func TestSharesAddUp(t *testing.T) {
	onePawn := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Rook: 1}}
	twoBishops := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Bishop: 2}}
	rooks := Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Rook: 2}}
	for _, c := range []struct {
		s  Rules
		of int
	}{
		{Rules{Board: pieces.Board{Files: 6, Ranks: 6}, Army: rooks, MaxMen: 4, Castling: rights.StandardCastling, EP: rights.FIDE}, 3},
		{Rules{Board: pieces.Board{Files: 8, Ranks: 4}, Army: rooks, MaxMen: 4, Castling: rights.Chess960Castling, EP: rights.NULP}, 4},
		{Rules{Board: pieces.Board{Files: 4, Ranks: 6}, Army: onePawn, MaxMen: 5, Castling: rights.StandardCastling, EP: rights.FIDE}, 5},
		{Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: twoBishops, MaxMen: 5, Castling: rights.StandardCastling, Refine: []Refinement{Bishops}}, 3},
		{Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: onePawn, MaxMen: 5, Refine: []Refinement{Captures}}, 16},
		// The sweep of the opposed files, which counts a black king square
		// and its mirror image at once.
		{Rules{Board: pieces.Board{Files: 2, Ranks: 6}, Army: Army{Pawns: 2}, MaxMen: 6, Refine: []Refinement{Files}, EP: rights.NULP}, 3},
	} {
		t.Run(fmt.Sprintf("%s-%d-%d", c.s.Board, c.s.MaxMen, c.of), func(t *testing.T) {
			want, err := Count(context.Background(), c.s, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var shares []*Share
			for k := c.of; k >= 1; k-- {
				shard := Shard{k, c.of}
				sh, err := CountShare(context.Background(), c.s, Options{Shard: shard})
				if err != nil {
					t.Fatal(err)
				}
				if n := sh.Counts(Part{Positions: AllPositions})[c.s.MaxMen]; n.Cmp(want.Positions[c.s.MaxMen]) >= 0 {
					t.Errorf("share %s: %s positions of %d men, not a part of the %s in all", shard, n, c.s.MaxMen, want.Positions[c.s.MaxMen])
				}
				shares = append(shares, sh)
			}
			got, err := Merge(shares...)
			if err != nil {
				t.Fatal(err)
			}
			if got.Rules.String() != c.s.String() {
				t.Errorf("the merge counts %s, not %s", got.Rules, c.s)
			}
			sameResult(t, got, want)
		})
	}
}

// sameResult checks that got and want hold the same counts.
func sameResult(t *testing.T, got, want *Result) {
	t.Helper()
	parts := func(r *Result) [][]*big.Int {
		return [][]*big.Int{r.Positions, r.Castling, r.EnPassant, r.Pawnless, r.Classes}
	}
	g, w := parts(got), parts(want)
	for p := range w {
		if len(g[p]) != len(w[p]) {
			t.Fatalf("part %d: %d numbers of men, want %d", p, len(g[p]), len(w[p]))
		}
		for m := range w[p] {
			if g[p][m].Cmp(w[p][m]) != 0 {
				t.Errorf("part %d, %d men: %s, want %s", p, m, g[p][m], w[p][m])
			}
		}
	}
}

// Merge refuses shares of different counts, a share given twice or
// missing, and counts that are not a share's; a spec names a share of its
// board's squares, and Count counts the whole only.
func TestMergeRefuses(t *testing.T) {
	ctx := context.Background()
	s := Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: Army{Pawns: 1}, MaxMen: 4}
	share := func(s Rules, k, of int) *Share {
		sh, err := CountShare(ctx, s, Options{Shard: Shard{k, of}})
		if err != nil {
			t.Fatal(err)
		}
		return sh
	}
	a, b, c := share(s, 1, 3), share(s, 2, 3), share(s, 3, 3)
	other := s
	other.MaxMen = 3
	cut := *c
	cut.Parts = slices.Clone(c.Parts)
	cut.Parts[0].Counts = cut.Parts[0].Counts[:2]
	swapped := *c
	swapped.Parts = slices.Clone(c.Parts)
	swapped.Parts[0], swapped.Parts[1] = swapped.Parts[1], swapped.Parts[0]
	for _, x := range []struct {
		shares []*Share
		fault  MergeFault
	}{
		{nil, NoShares},
		{[]*Share{a, b}, ShareMissing},
		{[]*Share{a, b, c, b}, ShareTwice},
		{[]*Share{a, b, share(other, 3, 3)}, OtherCount},
		{[]*Share{a, b, share(s, 3, 4)}, OtherCount},
		{[]*Share{share(s, 1, 1), share(s, 0, 0)}, ShareTwice},
		{[]*Share{a, b, &cut}, CountsUnfit},
		{[]*Share{a, b, &swapped}, CountsUnfit},
		{[]*Share{a, nil, c}, CountsUnfit},
	} {
		_, err := Merge(x.shares...)
		var me *MergeError
		if !errors.As(err, &me) || me.Fault != x.fault {
			t.Errorf("%d shares: %v, want fault %d", len(x.shares), err, x.fault)
		}
	}
	// A share of the same count with one refinement more, or other pawn
	// ranks, is another count.
	pawns := s
	pawns.Army = Army{Pawns: 4}
	for _, refine := range []func(*Rules){
		func(s *Rules) { s.Refine = []Refinement{Captures} },
		func(s *Rules) { s.Refine = []Refinement{Bishops} },
		func(s *Rules) { s.Refine = []Refinement{Files} },
		func(s *Rules) { s.PawnRanks = pieces.MinichessPawnRanks },
	} {
		refined := pawns
		refine(&refined)
		_, err := Merge(share(pawns, 1, 2), share(refined, 2, 2))
		var me *MergeError
		if !errors.As(err, &me) || me.Fault != OtherCount {
			t.Errorf("shares of %+v and %+v: %v, want another count", pawns, refined, err)
		}
	}
	for _, sh := range []Shard{{0, 4}, {5, 4}, {1, 17}, {-1, 2}, {1, 0}} {
		if _, err := CountShare(ctx, s, Options{Shard: sh}); err == nil {
			t.Errorf("share %d/%d of 16 squares accepted", sh.Index, sh.Of)
		}
	}
	if _, err := Count(ctx, s, Options{Shard: Shard{2, 3}}); err == nil {
		t.Error("Count counted share 2/3 as the whole")
	}
}
