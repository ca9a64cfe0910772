package placement_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// fixedByFilter counts the configurations a permutation fixes the plain
// way: list every configuration, keep those the rules allow and the
// permutation maps onto themselves. It shares nothing with the Enumerator
// but Spec.Allows. Identical men take squares in increasing order, so each
// configuration is listed once.
func fixedByFilter(s placement.Spec, keep func([]placement.Man) bool, perms ...[]pieces.Square) uint64 {
	var men []placement.Man
	var runStart []int // runStart[i]: index of the first man identical to man i
	for _, p := range s.Material.Pieces() {
		first := len(men)
		for range s.Material.Count(p) {
			if s.Labelled {
				first = len(men)
			}
			runStart = append(runStart, first)
			men = append(men, placement.Man{Piece: p})
		}
	}
	fixed := func(perm []pieces.Square) bool {
		for i := 0; i < len(men); {
			j := i + 1
			for j < len(men) && runStart[j] == i {
				j++
			}
			var want, got []pieces.Square
			for _, m := range men[i:j] {
				want = append(want, m.Square)
				got = append(got, perm[m.Square])
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				return false
			}
			i = j
		}
		return true
	}
	var n uint64
	var place func(i int)
	place = func(i int) {
		if i == len(men) {
			for _, perm := range perms {
				if !fixed(perm) {
					return
				}
			}
			if keep == nil || keep(men) {
				for _, side := range s.Sides() {
					if s.Allows(men, side) {
						n++
					}
				}
			}
			return
		}
		from := pieces.Square(0)
		if runStart[i] != i {
			from = men[i-1].Square + 1
		}
		for sq := from; int(sq) < s.Board.Squares(); sq++ {
			men[i].Square = sq
			place(i + 1)
		}
	}
	place(0)
	return n
}

// Random small specs: each element's fixed count from the Enumerator equals
// the filtered count, term by term; so do the counts fixed by two elements
// at once, and counts with a Filter.
func TestFixedCountAgainstFilter(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 150 {
		material := randomChessMaterial(rng, 2)
		if rng.IntN(4) == 0 {
			material = fmt.Sprintf("%dN", 1+rng.IntN(4)) // a puzzle army
		}
		m, err := pieces.ParseMaterial(material)
		if err != nil {
			t.Fatal(err)
		}
		n := 2 + rng.IntN(3)
		b := pieces.Board{Files: n, Ranks: n + rng.IntN(2)}
		s := placement.Spec{Board: b, Material: m, Rules: placement.Rules(rng.IntN(3)), Labelled: rng.IntN(2) == 0}
		if s.Rules == placement.Legal {
			if m.Puzzle() {
				s.Rules = placement.NonAttacking
			} else {
				s.ToMove = placement.ToMove(1 + rng.IntN(3))
			}
		}
		if s.Validate() != nil {
			continue
		}
		e, err := placement.NewEnumerator(s)
		if err != nil {
			t.Fatal(err)
		}
		e.Workers = 1 + trial%3
		for _, el := range symmetry.AllElements {
			if !el.Fits(b) {
				continue
			}
			perm := el.Perm(b)
			got, err := e.FixedCount(context.Background(), perm)
			if err != nil {
				t.Fatal(err)
			}
			if want := fixedByFilter(s, nil, perm); got.Uint64() != want {
				t.Errorf("%s on %s, %s %s, labelled %v: |Fix(%s)| = %s, want %d", m, b, s.Rules, s.ToMove, s.Labelled, el.Word(), got, want)
			}
		}
		// Two elements at once, and a filter: no man on the a-file.
		e1, e2 := symmetry.AllElements[rng.IntN(8)], symmetry.AllElements[rng.IntN(8)]
		if !e1.Fits(b) || !e2.Fits(b) {
			continue
		}
		keep := func(men []placement.Man) bool {
			return !slices.ContainsFunc(men, func(m placement.Man) bool { return int(m.Square)%b.Files == 0 })
		}
		e.Filter = keep
		got, err := e.FixedCount(context.Background(), e1.Perm(b), e2.Perm(b))
		if err != nil {
			t.Fatal(err)
		}
		if want := fixedByFilter(s, keep, e1.Perm(b), e2.Perm(b)); got.Uint64() != want {
			t.Errorf("%s on %s, %s %s, labelled %v: fixed by %s and %s, no man on the a-file: %s, want %d", m, b, s.Rules, s.ToMove, s.Labelled, e1.Word(), e2.Word(), got, want)
		}
	}
}

// Validate accepts the valid specs, and names the field at fault in a
// *SpecError, in words with no command-line flags, for the others.
func TestValidate(t *testing.T) {
	krk, _ := pieces.ParseMaterial("KRK")
	queens, _ := pieces.ParseMaterial("8Q")
	cases := []struct {
		s placement.Spec
		// field is the Spec field a *SpecError names; "" for a valid spec
		// and for the board's and the material's own errors.
		field string
		fault placement.SpecFault
		ok    bool
	}{
		{placement.Spec{Board: pieces.Chessboard, Material: krk}, "", 0, true},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, Rules: placement.Legal}, "", 0, true},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, Rules: placement.Legal, ToMove: placement.BlackToMove}, "", 0, true},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, ToMove: placement.WhiteToMove}, "ToMove", placement.ToMoveNeedsLegal, false},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, Rules: placement.NonAttacking, ToMove: placement.Both}, "ToMove", placement.ToMoveNeedsLegal, false},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, Rules: placement.Legal, ToMove: 9}, "ToMove", placement.UnknownToMove, false},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, ToMove: 9}, "ToMove", placement.UnknownToMove, false},
		{placement.Spec{Board: pieces.Chessboard, Material: queens, Rules: placement.Legal}, "Rules", placement.LegalNeedsKings, false},
		{placement.Spec{Board: pieces.Board{Files: 1, Ranks: 2}, Material: krk}, "", 0, false},
		{placement.Spec{Board: pieces.Board{Files: 0, Ranks: 2}, Material: krk}, "", 0, false},
		{placement.Spec{Board: pieces.Chessboard}, "Material", placement.NoMen, false},
		{placement.Spec{Board: pieces.Chessboard, Material: krk, Rules: 7}, "Rules", placement.UnknownRules, false},
	}
	for i, c := range cases {
		err := c.s.Validate()
		if (err == nil) != c.ok {
			t.Errorf("case %d: Validate() = %v, want ok %v", i, err, c.ok)
			continue
		}
		var se *placement.SpecError
		if isSpecError := errors.As(err, &se); isSpecError != (c.field != "") {
			t.Errorf("case %d: Validate() = %v, a *SpecError: %v; want one naming %q", i, err, isSpecError, c.field)
			continue
		}
		if se == nil {
			continue
		}
		if se.Field != c.field || se.Fault != c.fault || !strings.Contains(err.Error(), "Spec."+c.field) || strings.Contains(err.Error(), "--") {
			t.Errorf("case %d: Validate() = %q, field %q, fault %d; want field %q named, fault %d, and no flags", i, err, se.Field, se.Fault, c.field, c.fault)
		}
		// The allowed values are allowed: put in the spec, they mend it.
		for _, v := range se.Allowed {
			mended := c.s
			switch v := v.(type) {
			case placement.Rules:
				mended.Rules = v
				mended.ToMove = placement.Unset
			case placement.ToMove:
				mended.ToMove = v
			}
			if err := mended.Validate(); err != nil {
				t.Errorf("case %d: %v is allowed, but the spec with it: %v", i, v, err)
			}
		}
	}
}

// The names of values that name no rule set or side to move say so.
func TestStringOutOfRange(t *testing.T) {
	if got := placement.Rules(7).String(); got != "placement.Rules(7)" {
		t.Errorf("Rules(7).String() = %q", got)
	}
	if got := placement.ToMove(9).String(); got != "placement.ToMove(9)" {
		t.Errorf("ToMove(9).String() = %q", got)
	}
}

// The Enumerator counts the configurations any permutation fixes, not
// only a symmetry's, and refuses what is not a permutation of the squares.
func TestFixedCountAnyPermutation(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	b := pieces.Board{Files: 3, Ranks: 4}
	var nonzero int
	for _, material := range []string{"KRvK", "KPvKN", "KNNvK", "4N", "KQvKB"} {
		m, _ := pieces.ParseMaterial(material)
		for _, rules := range []placement.Rules{placement.Placement, placement.Legal, placement.NonAttacking} {
			s := placement.Spec{Board: b, Material: m, Rules: rules}
			if s.Validate() != nil {
				continue
			}
			e, _ := placement.NewEnumerator(s)
			for range 5 {
				// An involution that swaps a few random pairs of squares
				// and fixes the rest, so that some configurations are
				// fixed.
				perm := symmetry.Identity.Perm(b)
				order := rng.Perm(b.Squares())
				for k := range rng.IntN(4) {
					i, j := order[2*k], order[2*k+1]
					perm[i], perm[j] = perm[j], perm[i]
				}
				got, err := e.FixedCount(context.Background(), perm)
				if err != nil {
					t.Fatal(err)
				}
				if want := fixedByFilter(s, nil, perm); got.Uint64() != want {
					t.Errorf("%s on %s, %s: fixed by %v: %s, want %d", m, b, rules, perm, got, want)
				}
				nonzero += got.Sign()
			}
		}
	}
	if nonzero < 20 {
		t.Errorf("%d permutations fix a configuration; the test needs more", nonzero)
	}
	m, _ := pieces.ParseMaterial("KRvK")
	e, _ := placement.NewEnumerator(placement.Spec{Board: b, Material: m})
	identity := symmetry.Identity.Perm(b)
	for _, bad := range [][]pieces.Square{
		identity[1:],
		append(slices.Clone(identity[1:]), 1),
		append(slices.Clone(identity[1:]), pieces.Square(b.Squares())),
		append(slices.Clone(identity[1:]), -1),
	} {
		if _, err := e.FixedCount(context.Background(), identity, bad); err == nil {
			t.Errorf("FixedCount(%v): no error", bad)
		}
	}
}

// Counts on one Enumerator at once agree with the same counts one by one:
// no count changes it.
func TestEnumeratorConcurrentCounts(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvKN")
	b := pieces.Board{Files: 5, Ranks: 5}
	e, err := placement.NewEnumerator(placement.Spec{Board: b, Material: m, Rules: placement.Legal})
	if err != nil {
		t.Fatal(err)
	}
	rook := pieces.Piece{Color: pieces.White, Kind: pieces.Rook}
	c := placement.Constraint{Men: []placement.Man{{Piece: rook, Square: 12}}, Kings: func(wk, bk pieces.Square) bool { return wk < bk }}
	counts := []func() (*big.Int, error){
		func() (*big.Int, error) { return e.FixedCount(context.Background(), symmetry.Identity.Perm(b)) },
		func() (*big.Int, error) { return e.FixedCount(context.Background(), symmetry.RotateLeft.Perm(b)) },
		func() (*big.Int, error) { return e.CountWith(context.Background(), c) },
		func() (*big.Int, error) {
			return e.FixedCountWith(context.Background(), c, symmetry.FlipDiagonal.Perm(b))
		},
	}
	want := make([]*big.Int, len(counts))
	for i, count := range counts {
		if want[i], err = count(); err != nil {
			t.Fatal(err)
		}
	}
	got := make([]*big.Int, len(counts))
	var wg sync.WaitGroup
	for i, count := range counts {
		wg.Go(func() { got[i], _ = count() })
	}
	wg.Wait()
	for i := range counts {
		if got[i] == nil || got[i].Cmp(want[i]) != 0 {
			t.Errorf("count %d at once with others: %v, want %v", i, got[i], want[i])
		}
	}
}

// A count cancelled while it runs returns context.Canceled soon, not when
// it would have finished (a 5-man count takes many seconds).
func TestCancelWhileRunning(t *testing.T) {
	m, _ := pieces.ParseMaterial("KQRvKR")
	e, err := placement.NewEnumerator(placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal})
	if err != nil {
		t.Fatal(err)
	}
	cancelWhileRunning(t, &e.Progress, func(ctx context.Context) error {
		_, err := e.FixedCount(ctx, symmetry.Identity.Perm(pieces.Chessboard))
		return err
	})
}

// cancelWhileRunning starts count, cancels it once it reports progress
// through *progress, and fails t unless it returns context.Canceled within
// 5 s.
func cancelWhileRunning(t *testing.T, progress *placement.Progress, count func(context.Context) error) {
	t.Helper()
	started := make(chan struct{}, 1)
	*progress = func(done, total int) {
		select {
		case started <- struct{}{}:
		default:
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	result := make(chan error, 1)
	go func() { result <- count(ctx) }()
	<-started
	cancel()
	select {
	case err := <-result:
		if err != context.Canceled {
			t.Errorf("FixedCount after cancel: %v, want context.Canceled", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("FixedCount still running 5 s after cancel")
	}
}

func ExampleEnumerator_FixedCount() {
	m, _ := pieces.ParseMaterial("KK")
	e, err := placement.NewEnumerator(placement.Spec{Board: pieces.Chessboard, Material: m})
	if err != nil {
		fmt.Println(err)
		return
	}
	// Two kings apart on the a1-h8 diagonal: the thesis's 42.
	n, _ := e.FixedCount(context.Background(), symmetry.FlipDiagonal.Perm(pieces.Chessboard))
	fmt.Println(n)
	// Output: 42
}

func ExampleSpec_Allows() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal}
	b := s.Board
	men := []placement.Man{
		{Piece: pieces.Piece{Color: pieces.White, Kind: pieces.King}, Square: b.Square(0, 0)}, // a1
		{Piece: pieces.Piece{Color: pieces.White, Kind: pieces.Rook}, Square: b.Square(7, 7)}, // h8
		{Piece: pieces.Piece{Color: pieces.Black, Kind: pieces.King}, Square: b.Square(4, 7)}, // e8, in check
	}
	fmt.Println("White to move:", s.Allows(men, pieces.White))
	fmt.Println("Black to move:", s.Allows(men, pieces.Black))
	// Output:
	// White to move: false
	// Black to move: true
}

// Eight queens on 8x8 stand one to a rank, so their identity term is
// counted rank by rank: the 92 solutions of OEIS A000170. Seven queens on
// 8x8 leave a rank empty, and are counted square by square.
func ExampleSpec_QueensPuzzle() {
	for _, c := range []string{"8Q", "7Q"} {
		m, _ := pieces.ParseMaterial(c)
		s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.NonAttacking}
		fmt.Println(c, s.QueensPuzzle())
	}
	eight, _ := pieces.ParseMaterial("8Q")
	s := placement.Spec{Board: pieces.Chessboard, Material: eight, Rules: placement.NonAttacking}
	f, _ := placement.NewFactored(s)
	n, _ := f.FixedCount(context.Background(), symmetry.Identity.Perm(s.Board))
	fmt.Println(n)
	// Output:
	// 8Q true
	// 7Q false
	// 92
}

// Kings, knights and pawns attack only near squares, so a puzzle of them
// alone is counted by the transfer over the squares behind; with a queen,
// by the search.
func ExampleSpec_ShortRange() {
	for _, c := range []string{"10N", "8K", "4K4N", "4K4NQ"} {
		m, _ := pieces.ParseMaterial(c)
		fmt.Println(c, placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.NonAttacking}.ShortRange())
	}
	// Output:
	// 10N true
	// 8K true
	// 4K4N true
	// 4K4NQ false
}

// Eight kings on a 20x20 board: every term goes to the transfer. The
// identity's window is the rank below and the square before (21 squares);
// the reflection in the ranks pairs each square with its image in the
// same file, and the transfer goes file by file over half a file and a
// square (11).
func ExampleSpec_TermMethod() {
	m, _ := pieces.ParseMaterial("8K")
	b := pieces.Board{Files: 20, Ranks: 20}
	s := placement.Spec{Board: b, Material: m, Rules: placement.NonAttacking}
	for _, e := range []symmetry.Element{symmetry.Identity, symmetry.FlipRanks} {
		method, width := s.TermMethod(e.Perm(b))
		fmt.Println(e.Name(), method == placement.Transfer, width)
	}
	// Output:
	// identity true 21
	// flip-ranks true 11
}
