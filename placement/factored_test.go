package placement_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"count/burnside"
	"count/pieces"
	"count/placement"
)

// randomSpec returns a valid spec on a board of files × ranks: a chess
// material with up to extra men beside the kings, or a puzzle army.
func randomSpec(rng *rand.Rand, files, ranks, extra int) placement.Spec {
	for {
		material := "K"
		var black string
		for range rng.IntN(extra + 1) {
			c := "QRBNPqrbnp"[rng.IntN(10)]
			if c >= 'a' {
				black += string(c - 'a' + 'A')
			} else {
				material += string(c)
			}
		}
		material += "vK" + black
		if rng.IntN(4) == 0 {
			material = ""
			for range 1 + rng.IntN(extra+1) {
				material += string("QRBNPK"[rng.IntN(6)])
			}
			material = "1" + material // the puzzle form, even when it starts with K
		}
		m, err := pieces.ParseMaterial(material)
		if err != nil {
			panic(err)
		}
		s := placement.Spec{Board: pieces.Board{Files: files, Ranks: ranks}, Material: m, Rules: placement.Rules(rng.IntN(3)), Labelled: rng.IntN(2) == 0}
		if s.Rules == placement.Legal {
			if m.Puzzle() {
				s.Rules = placement.NonAttacking
			} else {
				s.ToMove = placement.ToMove(1 + rng.IntN(3))
			}
		}
		if s.Validate() == nil {
			return s
		}
	}
}

// compare checks that the Factored counter and the Enumerator agree on
// every element of the board and on a random pair of them.
func compare(t *testing.T, s placement.Spec, rng *rand.Rand, workers int) {
	t.Helper()
	e, err := placement.NewEnumerator(s)
	if err != nil {
		t.Fatal(err)
	}
	f, err := placement.NewFactored(s)
	if err != nil {
		t.Fatal(err)
	}
	f.Workers = workers
	b := s.Board
	var cases [][][]pieces.Square
	var names []string
	for _, el := range burnside.AllElements {
		if el.Fits(b) {
			cases = append(cases, [][]pieces.Square{el.Perm(b)})
			names = append(names, el.Word())
		}
	}
	e1, e2 := cases[rng.IntN(len(cases))], cases[rng.IntN(len(cases))]
	cases = append(cases, [][]pieces.Square{e1[0], e2[0]})
	names = append(names, "a pair")
	for i, perms := range cases {
		want, err := e.FixedCount(context.Background(), perms...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.FixedCount(context.Background(), perms...)
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(want) != 0 {
			t.Errorf("%s on %s, %s %s, labelled %v: %s fixes %s by Factored, %s by Enumerator", s.Material, b, s.Rules, s.ToMove, s.Labelled, names[i], got, want)
		}
	}
}

// Hundreds of random specs on boards from 3x3 to 6x6, pawns included,
// under every rule set, labelled and not.
func TestFactoredAgainstEnumerator(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	trials := 400
	if testing.Short() {
		trials = 100
	}
	for trial := range trials {
		files := 3 + rng.IntN(4)
		ranks := files
		if rng.IntN(3) == 0 {
			ranks = 3 + rng.IntN(4)
		}
		compare(t, randomSpec(rng, files, ranks, 3), rng, 1+trial%3)
	}
}

// Every chess material of up to four men on 8x8, under every rule set and
// side to move, labelled and not (labelled only where two men are
// identical: otherwise it is the same count).
func TestFactoredAgainstEnumeratorChessboard(t *testing.T) {
	if testing.Short() {
		t.Skip("the 4-man materials take a while")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var materials []string
	letters := "QRBNP"
	materials = append(materials, "KvK")
	for _, a := range letters {
		materials = append(materials, fmt.Sprintf("K%cvK", a), fmt.Sprintf("KvK%c", a))
		for _, b := range letters {
			materials = append(materials, fmt.Sprintf("K%cvK%c", a, b))
			if a <= b {
				materials = append(materials, fmt.Sprintf("K%c%cvK", a, b))
			}
		}
	}
	for _, text := range materials {
		m, err := pieces.ParseMaterial(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, rules := range []placement.Rules{placement.Placement, placement.Legal, placement.NonAttacking} {
			for _, labelled := range []bool{false, true} {
				if labelled && len(m.Pieces()) == m.Men() {
					continue
				}
				s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: rules, Labelled: labelled}
				if rules == placement.Legal {
					s.ToMove = placement.Both
				}
				compare(t, s, rng, 0)
			}
		}
	}
}
