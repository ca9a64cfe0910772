package sample

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/verdict"
)

// newAll returns the sampler of r of at least fewest men, failing t if
// there is none.
func newAll(t testing.TB, r allchess.Rules, fewest int) *AllSampler {
	t.Helper()
	s, err := NewAll(r, fewest)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// countAll returns allchess.Count's positions of r, by number of men.
func countAll(t testing.TB, r allchess.Rules) []float64 {
	t.Helper()
	res, err := allchess.Count(context.Background(), r, allchess.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]float64, len(res.Positions))
	for m, n := range res.Positions {
		out[m], _ = n.Float64()
	}
	return out
}

// Every position of a small set is drawn equally often: the positions of
// up to three men on 3x3 with an army of one man of any kind, listed in
// the test by placing the men every way and keeping what
// verdict.Admitted keeps (which the package verdict tests hold
// against Count).
func TestAllPositionsUniform(t *testing.T) {
	r := allchess.Rules{Board: pieces.Board{Files: 3, Ranks: 3}, Army: allchess.AnyMen(1), MaxMen: 3}
	index := map[string]int{}
	for _, d := range listAllChess(r) {
		index[key(d.Men, d.ToMove)] = len(index)
	}
	if n := countAll(t, r); float64(len(index)) != n[2]+n[3] {
		t.Fatalf("the listing holds %d positions, Count %v", len(index), n)
	}
	s := newAll(t, r, 2)
	rng := rand.New(rand.NewPCG(1, 2))
	observed := make([]int, len(index))
	for range 200 * len(index) {
		d := must(s.Draw(context.Background(), rng))
		i, ok := index[key(d.Men, d.ToMove)]
		if !ok {
			t.Fatalf("drew %v, %s to move, which the listing does not hold", d.Men, d.ToMove)
		}
		observed[i]++
	}
	expected := make([]float64, len(index))
	for i := range expected {
		expected[i] = 1
	}
	chiSquared(t, "positions of 3x3", observed, expected)
}

// listAllChess lists the positions r counts: the kings and up to
// r.MaxMen−2 men of any kinds on distinct squares, each side to move,
// those Admitted admits.
func listAllChess(r allchess.Rules) []Draw {
	var out []Draw
	squares := r.Board.Squares()
	men := make([]*pieces.Piece, squares)
	kinds := []pieces.Kind{pieces.King, pieces.Pawn, pieces.Knight, pieces.Bishop, pieces.Rook, pieces.Queen}
	var fill func(from, left int)
	fill = func(from, left int) {
		for _, side := range []pieces.Color{pieces.White, pieces.Black} {
			p := allchess.Position{Rules: r, Men: men, ToMove: side}
			if ok, _ := verdict.Admitted(p); ok {
				d := Draw{ToMove: side}
				for sq, m := range men {
					if m != nil {
						d.Men = append(d.Men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
					}
				}
				out = append(out, d)
			}
		}
		if left == 0 {
			return
		}
		for sq := from; sq < squares; sq++ {
			for _, c := range []pieces.Color{pieces.White, pieces.Black} {
				for _, k := range kinds {
					men[sq] = &pieces.Piece{Color: c, Kind: k}
					fill(sq+1, left-1)
				}
			}
			men[sq] = nil
		}
	}
	fill(0, r.MaxMen)
	return out
}

// The numbers of men drawn are in proportion to Count's rows, with and
// without refinements, and none below the fewest asked.
func TestAllMenInProportion(t *testing.T) {
	b := pieces.Board{Files: 4, Ranks: 4}
	for _, c := range []struct {
		r      allchess.Rules
		fewest int
	}{
		{allchess.Rules{Board: b, Army: allchess.ChessOn(b)}, 2},
		{allchess.Rules{Board: b, Army: allchess.ChessOn(b), Refine: []allchess.Refinement{allchess.Bishops}}, 2},
		{allchess.Rules{Board: b, Army: allchess.AnyMen(4), Refine: []allchess.Refinement{allchess.Captures, allchess.Files}}, 2},
		{allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 5}, 2},
		{allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 6}, 5},
	} {
		r := c.r
		t.Run(fmt.Sprintf("%s, at least %d", r, c.fewest), func(t *testing.T) {
			expected := countAll(t, r)
			clear(expected[:c.fewest])
			s := newAll(t, r, c.fewest)
			rng := rand.New(rand.NewPCG(3, 4))
			observed := make([]int, len(expected))
			for range 100_000 {
				observed[len(must(s.Draw(context.Background(), rng)).Men)]++
			}
			chiSquared(t, "men", observed, expected)
		})
	}
}

// The share of a larger set's draws that a refinement admits is the
// ratio of the two counts, within four standard errors: the counts of
// the refinements checked by sampling.
func TestAllRefinementRatio(t *testing.T) {
	b := pieces.Board{Files: 4, Ranks: 4}
	captures := []allchess.Refinement{allchess.Captures}
	for _, c := range []struct{ larger, smaller allchess.Rules }{
		{allchess.Rules{Board: b, Army: allchess.AnyMen(4)}, allchess.Rules{Board: b, Army: allchess.AnyMen(4), Refine: captures}},
		{allchess.Rules{Board: b, Army: allchess.AnyMen(4), Refine: captures}, allchess.Rules{Board: b, Army: allchess.AnyMen(4), Refine: append(captures, allchess.Files)}},
		{allchess.Rules{Board: b, Army: allchess.ChessOn(b)}, allchess.Rules{Board: b, Army: allchess.ChessOn(b), Refine: []allchess.Refinement{allchess.Bishops}}},
	} {
		t.Run(c.smaller.String(), func(t *testing.T) {
			p := sum(countAll(t, c.smaller)) / sum(countAll(t, c.larger))
			s := newAll(t, c.larger, 2)
			rng := rand.New(rand.NewPCG(5, 6))
			const draws = 100_000
			admitted := 0
			for range draws {
				d := must(s.Draw(context.Background(), rng))
				if ok, _ := verdict.Admitted(positionOf(c.smaller, d)); ok {
					admitted++
				}
			}
			se := math.Sqrt(p * (1 - p) / draws)
			if got := float64(admitted) / draws; math.Abs(got-p) > 4*se {
				t.Errorf("%d of %d admitted: %.5f, the counts' ratio %.5f, more than 4 standard errors (%.5f) apart", admitted, draws, got, p, se)
			}
		})
	}
}

func sum(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// positionOf is d on r's board.
func positionOf(r allchess.Rules, d Draw) allchess.Position {
	p := allchess.Position{Rules: r, Men: make([]*pieces.Piece, r.Board.Squares()), ToMove: d.ToMove}
	for _, m := range d.Men {
		p.Men[m.Square] = &m.Piece
	}
	return p
}

// An empty set is refused.
func TestAllRefuses(t *testing.T) {
	for _, c := range []struct {
		r    allchess.Rules
		want error
	}{
		{allchess.Rules{Board: pieces.Board{Files: 2, Ranks: 2}, Army: allchess.AnyMen(1)}, ErrEmpty},
	} {
		if _, err := NewAll(c.r, 2); err != c.want {
			t.Errorf("%s: %v, want %v", c.r, err, c.want)
		}
	}
}

// A position of all of chess, drawn uniformly from the set that
// allchess.Count counts with promotions tied to captures.
func ExampleAllSampler_Draw() {
	r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, Refine: []allchess.Refinement{allchess.Captures}}
	s, err := NewAll(r, 2)
	if err != nil {
		panic(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	d, err := s.Draw(context.Background(), rng)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(d.Men), "men,", d.ToMove, "to move")
	// Output: 29 men, white to move
}

// With rights, the draws fall into the parts (plain, with castling
// rights, with an en passant right alone) of each number of men in
// proportion to Count's rows, under each rule for the rights; every
// draw's rights are held as the rules count them.
func TestAllRightsInProportion(t *testing.T) {
	for _, r := range []allchess.Rules{
		{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 5, Castling: rights.StandardCastling, EP: rights.NULP},
		{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 5, Castling: rights.StandardCastling, EP: rights.FIDE},
		{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: 4, Castling: rights.Chess960Castling, EP: rights.NULP},
		{Board: pieces.Board{Files: 4, Ranks: 6}, Army: allchess.Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Queen: 1, pieces.Rook: 1}}, MaxMen: 4, Castling: rights.StandardCastling, EP: rights.NULP, Refine: []allchess.Refinement{allchess.Captures}},
		// Armies of two rooks, and of two pawns: boxes that fix one of
		// two identical men.
		{Board: pieces.Board{Files: 8, Ranks: 4}, Army: allchess.Army{Base: [pieces.NumKinds]int{pieces.Rook: 2}}, MaxMen: 6, Castling: rights.StandardCastling},
		{Board: pieces.Board{Files: 4, Ranks: 6}, Army: allchess.Army{Pawns: 2}, MaxMen: 6, EP: rights.FIDE},
	} {
		t.Run(r.String(), func(t *testing.T) {
			res, err := allchess.Count(context.Background(), r, allchess.Options{})
			if err != nil {
				t.Fatal(err)
			}
			parts := len(census.Parts)
			expected := make([]float64, parts*len(res.Positions))
			for m := range res.Positions {
				c, _ := res.Castling[m].Float64()
				e, _ := res.EnPassant[m].Float64()
				all, _ := res.Positions[m].Float64()
				expected[parts*m+int(census.Plain)] = all - c - e
				expected[parts*m+int(census.Castling)] = c
				expected[parts*m+int(census.EnPassant)] = e
			}
			s := newAll(t, r, 2)
			rng := rand.New(rand.NewPCG(7, 8))
			observed := make([]int, len(expected))
			for range 200_000 {
				d := must(s.Draw(context.Background(), rng))
				observed[parts*len(d.Men)+int(partOf(d))]++
				if r.Board == pieces.Chessboard {
					heldAsDrawn(t, census.Rules{Castling: r.Castling, EP: r.EP}, d)
				}
			}
			chiSquared(t, "men and parts", observed, expected)
		})
	}
}

// Each position with an en passant right falls in exactly one box: for
// every set-up and every set of capturers beside its pawn, one box whose
// fixed men the position holds, that of the first capturer, keeps it;
// the others throw it away.
func TestEPBoxesPartition(t *testing.T) {
	r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, EP: rights.NULP}
	s := newAll(t, r, 2)
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		for _, su := range rights.EPSetups(r.Board, side) {
			for set := 1; set < 1<<len(su.Beside); set++ {
				d := Draw{ToMove: side, Men: []placement.Man{su.Pawn,
					{Piece: pieces.Piece{Color: pieces.White, Kind: pieces.King}, Square: r.Board.Square(0, 0)},
					{Piece: pieces.Piece{Color: pieces.Black, Kind: pieces.King}, Square: r.Board.Square(7, 7)}}}
				for i, sq := range su.Beside {
					if set&(1<<i) != 0 {
						d.Men = append(d.Men, su.Capturer(sq))
					}
				}
				keep := 0
				for _, c := range s.classes {
					for _, x := range c.boxes {
						holds := !slices.ContainsFunc(x.fixed, func(m placement.Man) bool { return !slices.Contains(d.Men, m) })
						if x.toMove == side && x.home == nil && x.ep != nil && holds && x.firstCapturer(r.EP, r.Board, d) {
							keep++
						}
					}
				}
				if keep != 1 {
					t.Errorf("%s to move, the pawn on %s, capturers %b: %d boxes keep it", side, r.Board.Name(su.Pawn.Square), set, keep)
				}
			}
		}
	}
}
