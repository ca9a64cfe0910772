package placement_test

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// randomChessMaterial returns a chess material with up to extra men beside
// the kings, each of a random piece.
func randomChessMaterial(rng *rand.Rand, extra int) string {
	white, black := "K", "K"
	for range rng.IntN(extra + 1) {
		c := "QRBNPqrbnp"[rng.IntN(10)]
		if c >= 'a' {
			black += string(c - 'a' + 'A')
		} else {
			white += string(c)
		}
	}
	return white + "v" + black
}

// randomSpec returns a valid spec on a board of files × ranks: a chess
// material with up to extra men beside the kings, or a puzzle army.
func randomSpec(rng *rand.Rand, files, ranks, extra int) placement.Spec {
	for {
		material := randomChessMaterial(rng, extra)
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
	for _, el := range symmetry.AllElements {
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

// The Factored counter stops soon when cancelled, in its search (16 queens
// take a minute) and in its generating functions.
func TestFactoredCancel(t *testing.T) {
	queens, _ := pieces.ParseMaterial("16Q")
	board := pieces.Board{Files: 16, Ranks: 16}
	f, err := placement.NewFactored(placement.Spec{Board: board, Material: queens, Rules: placement.NonAttacking})
	if err != nil {
		t.Fatal(err)
	}
	cancelWhileRunning(t, &f.Progress, func(ctx context.Context) error {
		_, err := f.FixedCount(ctx, symmetry.Identity.Perm(board))
		return err
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, _ := pieces.ParseMaterial("KQRBNvKQRBN")
	f, err = placement.NewFactored(placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.FixedCount(ctx, symmetry.Identity.Perm(pieces.Chessboard)); err != context.Canceled {
		t.Errorf("FixedCount with a cancelled context: %v, want context.Canceled", err)
	}
}

// Counts beyond 2^62 need several moduli. Placed freely on 8x8, 40 knights
// stand in C(64, 40) ≈ 2.5·10^17 ways (one modulus), 20 knights and 20
// bishops in C(64, 20)·C(44, 20) ≈ 3.4·10^28 (two), and labelled in
// 64!/24!.
func TestFactoredLargeCounts(t *testing.T) {
	for _, c := range []struct {
		material string
		labelled bool
		want     *big.Int
	}{
		{"40N", false, new(big.Int).Binomial(64, 40)},
		{"20N20B", false, new(big.Int).Mul(new(big.Int).Binomial(64, 20), new(big.Int).Binomial(44, 20))},
		{"20N20B", true, new(big.Int).MulRange(25, 64)},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		f, err := placement.NewFactored(placement.Spec{Board: pieces.Chessboard, Material: m, Labelled: c.labelled})
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.FixedCount(context.Background(), symmetry.Identity.Perm(pieces.Chessboard))
		if err != nil {
			t.Fatal(err)
		}
		if got.Cmp(c.want) != 0 {
			t.Errorf("%s labelled %v on 8x8: %s placements, want %s", c.material, c.labelled, got, c.want)
		}
	}
}

// Both counters count the same with any number of workers: the
// Enumerator's work units, the Factored counter's shapes on an 8-man legal
// count, and its search's work units on 10 queens.
func TestWorkersAgree(t *testing.T) {
	for _, c := range []struct {
		material   string
		board      pieces.Board
		rules      placement.Rules
		element    symmetry.Element
		enumerator bool
	}{
		{"KRNvK", pieces.Chessboard, placement.Legal, symmetry.FlipDiagonal, true},
		{"KQRBvKQRB", pieces.Chessboard, placement.Legal, symmetry.Identity, false},
		{"KRPPvKNP", pieces.Chessboard, placement.Legal, symmetry.Identity, false},
		{"10Q", pieces.Board{Files: 10, Ranks: 10}, placement.NonAttacking, symmetry.Identity, false},
	} {
		m, _ := pieces.ParseMaterial(c.material)
		s := placement.Spec{Board: c.board, Material: m, Rules: c.rules}
		var first *big.Int
		for _, w := range []int{1, 2, 7} {
			var counter placement.Counter
			if c.enumerator {
				e, err := placement.NewEnumerator(s)
				if err != nil {
					t.Fatal(err)
				}
				e.Workers, counter = w, e
			} else {
				f, err := placement.NewFactored(s)
				if err != nil {
					t.Fatal(err)
				}
				f.Workers, counter = w, f
			}
			n, err := counter.FixedCount(context.Background(), c.element.Perm(c.board))
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = n
			} else if n.Cmp(first) != 0 {
				t.Errorf("%s (enumerator %v): %d workers count %s, 1 worker %s", c.material, c.enumerator, w, n, first)
			}
		}
	}
}

// The identity's term: every legal KRvK position with either side to move,
// 175168 with White to move and 223944 with Black, counted without
// listing them.
func ExampleFactored_FixedCount() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal, ToMove: placement.Both}
	f, _ := placement.NewFactored(s)
	n, _ := f.FixedCount(context.Background(), symmetry.Identity.Perm(s.Board))
	fmt.Println(n, "positions")
	// Output: 399112 positions
}
