package reviewtmp

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"count/burnside"
	"count/orbits"
	"count/pieces"
	"count/placement"
)

func randBoard(rng *rand.Rand) pieces.Board {
	switch rng.IntN(6) {
	case 0:
		return pieces.Board{Files: 1, Ranks: 1 + rng.IntN(12)}
	case 1:
		return pieces.Board{Files: 1 + rng.IntN(12), Ranks: 1}
	case 2:
		return pieces.Board{Files: 2, Ranks: 2 + rng.IntN(7)}
	case 3:
		return pieces.Board{Files: 2 + rng.IntN(7), Ranks: 2}
	default:
		f := 1 + rng.IntN(7)
		r := 1 + rng.IntN(7)
		if rng.IntN(2) == 0 {
			r = f
		}
		return pieces.Board{Files: f, Ranks: r}
	}
}

func randMaterial(rng *rand.Rand, maxExtra int) string {
	letters := "QRBNPqrbnp"
	if rng.IntN(3) == 0 {
		// few distinct letters, many identical men
		a, b := letters[rng.IntN(10)], letters[rng.IntN(10)]
		letters = string([]byte{a, b})
	}
	if rng.IntN(4) == 0 {
		s := "1"
		pl := "QRBNPK"
		if rng.IntN(2) == 0 {
			pl = string([]byte{pl[rng.IntN(6)], 'K'})
		}
		for range 1 + rng.IntN(maxExtra+1) {
			s += string(pl[rng.IntN(len(pl))])
		}
		return s
	}
	w, b := "K", "K"
	for range rng.IntN(maxExtra + 1) {
		c := letters[rng.IntN(len(letters))]
		if c >= 'a' {
			b += string(c - 'a' + 'A')
		} else {
			w += string(c)
		}
	}
	return w + "v" + b
}

func randSpec(rng *rand.Rand) (placement.Spec, bool) {
	b := randBoard(rng)
	m, err := pieces.ParseMaterial(randMaterial(rng, 5))
	if err != nil {
		panic(err)
	}
	s := placement.Spec{Board: b, Material: m, Rules: placement.Rules(rng.IntN(3)), Labelled: rng.IntN(3) == 0}
	if s.Rules == placement.Legal {
		if m.Puzzle() {
			s.Rules = placement.Placement
		} else {
			s.ToMove = placement.ToMove(1 + rng.IntN(3))
		}
	}
	return s, s.Validate() == nil
}

func TestFuzzFactored(t *testing.T) {
	seed, _ := strconv.Atoi(os.Getenv("SEED"))
	trials, _ := strconv.Atoi(os.Getenv("TRIALS"))
	if trials == 0 {
		trials = 300
	}
	rng := rand.New(rand.NewPCG(uint64(seed), 99))
	for trial := 0; trial < trials; trial++ {
		s, ok := randSpec(rng)
		if !ok {
			trial--
			continue
		}
		if s.Board.Squares() > 36 && s.Material.Men() > 5 {
			continue
		}
		e, _ := placement.NewEnumerator(s)
		f, err := placement.NewFactored(s)
		if err != nil {
			t.Fatal(err)
		}
		f.Workers = 1 + rng.IntN(4)
		var els []burnside.Element
		for _, el := range burnside.AllElements {
			if el.Fits(s.Board) {
				els = append(els, el)
			}
		}
		var cases [][]burnside.Element
		for _, el := range els {
			cases = append(cases, []burnside.Element{el})
		}
		for k := 2; k <= 3; k++ {
			var c []burnside.Element
			for range k {
				c = append(c, els[rng.IntN(len(els))])
			}
			cases = append(cases, c)
		}
		cases = append(cases, nil) // no perms at all
		for _, c := range cases {
			var perms [][]pieces.Square
			for _, el := range c {
				perms = append(perms, el.Perm(s.Board))
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			want, err1 := e.FixedCount(ctx, perms...)
			got, err2 := f.FixedCount(ctx, perms...)
			cancel()
			if err1 != nil || err2 != nil {
				t.Logf("skip %s %s: %v %v", s.Material, s.Board, err1, err2)
				continue
			}
			if got.Cmp(want) != 0 {
				t.Errorf("MISMATCH %s on %s rules=%s tomove=%q labelled=%v perms=%v: factored %s enumerator %s", s.Material, s.Board, s.Rules, s.ToMove, s.Labelled, c, got, want)
			}
		}
		// brute force on small boards
		if s.Board.Squares() <= 20 {
			g := burnside.Auto(s.Board, s.Material)
			r, err := burnside.Count(context.Background(), s, g, nil)
			if err != nil {
				t.Errorf("burnside %s %s: %v", s.Material, s.Board, err)
				continue
			}
			var perms [][]pieces.Square
			for _, el := range g.Elements {
				perms = append(perms, el.Perm(s.Board))
			}
			w, err := orbits.Count(context.Background(), s, perms)
			if err != nil {
				t.Fatal(err)
			}
			if r.Placements().Uint64() != w.Configurations || r.Classes.Uint64() != w.Classes {
				t.Errorf("BRUTE %s on %s rules=%s labelled=%v: %s/%s vs %d/%d", s.Material, s.Board, s.Rules, s.Labelled, r.Placements(), r.Classes, w.Configurations, w.Classes)
			}
		}
	}
	fmt.Println("done")
}
