package sample

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/verdict"
)

// newPositions returns the sampler of the materials' positions, failing
// t if there is none.
func newPositions(t testing.TB, b pieces.Board, rules census.Rules, materials ...string) *PositionSampler {
	t.Helper()
	var ms []pieces.Material
	for _, name := range materials {
		m, err := pieces.ParseMaterial(name)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	s, err := NewPositions(context.Background(), ms, b, rules)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// partOf returns the part of census.Result a draw falls in.
func partOf(d Draw) census.Part {
	switch {
	case d.Home != nil:
		return census.Castling
	case d.EP != nil:
		return census.EnPassant
	}
	return census.Plain
}

// The draws fall into the three parts (plain, with castling rights, with
// an en passant right alone) in proportion to census.Count's, under each
// rule for the rights, and every draw holds the rights it says as the
// rules count them (rights.CastlingHeld, rights.EPHeld).
func TestPositionsParts(t *testing.T) {
	for _, rules := range []census.Rules{
		{Castling: rights.StandardCastling, EP: rights.NULP},
		{Castling: rights.StandardCastling, EP: rights.FIDE},
		{Castling: rights.Chess960Castling, EP: rights.NULP, ToMove: placement.BlackToMove},
	} {
		t.Run(fmt.Sprintf("%s %s %s", rules.Castling, rules.EP, rules.ToMove), func(t *testing.T) {
			m, _ := pieces.ParseMaterial("KRPPvKRPP")
			r, err := census.Count(context.Background(), m, pieces.Chessboard, rules, 0)
			if err != nil {
				t.Fatal(err)
			}
			s := newPositions(t, pieces.Chessboard, rules, "KRPPvKRPP")
			rng := rand.New(rand.NewPCG(1, 2))
			observed := make([]int, len(census.Parts))
			for range 200_000 {
				d := must(s.Draw(context.Background(), rng))
				observed[partOf(d)]++
				heldAsDrawn(t, rules, d)
			}
			expected := make([]float64, len(census.Parts))
			for p := range expected {
				expected[p], _ = r.Positions[p].Float64()
			}
			chiSquared(t, "parts", observed, expected)
		})
	}
}

// heldAsDrawn fails t unless d's rights are ones the rules count on its
// placement, and its placement one the legal rules count.
func heldAsDrawn(t *testing.T, rules census.Rules, d Draw) {
	t.Helper()
	b := pieces.Chessboard
	legal := placement.Spec{Board: b, Material: twoKings, Rules: placement.Legal}
	if err := legal.Refusal(d.Men, d.ToMove); err != nil {
		t.Fatalf("drew %v, %s to move: %v", d.Men, d.ToMove, err)
	}
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		king, rooks := -1, []int(nil)
		for _, m := range d.Home {
			file, _ := b.Coords(m.Square)
			switch m.Piece {
			case pieces.Piece{Color: c, Kind: pieces.King}:
				king = file
			case pieces.Piece{Color: c, Kind: pieces.Rook}:
				rooks = append(rooks, file)
			}
		}
		if ok, why := rights.CastlingHeld(rules.Castling, b, c, king, rooks); !ok {
			t.Fatalf("drew %v with the rights of %v: %s", d.Men, d.Home, why)
		}
	}
	if d.EP != nil {
		if ok, why := rights.EPHeld(rules.EP, b, d.Men, d.ToMove, d.EP.Square()); !ok {
			t.Fatalf("drew %v, %s to move, en passant on %s: %s", d.Men, d.ToMove, b.Name(d.EP.Square()), why)
		}
	}
}

// twoKings is a material with a king a side, for the legal rules'
// Refusal.
var twoKings, _ = pieces.ParseMaterial("KvK")

// --men 5: the materials drawn in proportion to census.Count's totals.
func TestPositionsMaterialsInProportion(t *testing.T) {
	rules := census.Rules{Castling: rights.StandardCastling, EP: rights.NULP}
	materials := pieces.Materials(5, pieces.Chessboard)
	s, err := NewPositions(context.Background(), materials, pieces.Chessboard, rules)
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	expected := make([]float64, len(materials))
	for i, m := range materials {
		index[m.String()] = i
		r, err := census.Count(context.Background(), m, pieces.Chessboard, rules, 0)
		if err != nil {
			t.Fatal(err)
		}
		expected[i], _ = r.TotalPositions().Float64()
	}
	observed := make([]int, len(materials))
	rng := rand.New(rand.NewPCG(3, 4))
	for range 100_000 {
		d := must(s.Draw(context.Background(), rng))
		m, err := pieces.ParseMaterial(verdict.Material(d.Men))
		if err != nil {
			t.Fatal(err)
		}
		observed[index[m.String()]]++
	}
	chiSquared(t, "materials of 5 men", observed, expected)
}
