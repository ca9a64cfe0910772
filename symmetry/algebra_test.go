package symmetry_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// Then and Inverse against composing the permutations of the 8x8 board's
// squares, and the relations of Leapfrog's "Symmetry" page: DH = VD, DV = HD, HV = VH.
func TestThenAndInverse(t *testing.T) {
	b := pieces.Chessboard
	for _, e := range symmetry.AllElements {
		for _, f := range symmetry.AllElements {
			pe, pf := e.Perm(b), f.Perm(b)
			want := make([]pieces.Square, len(pe))
			for s := range want {
				want[s] = pf[pe[s]] // first e, then f
			}
			if got := e.Then(f).Perm(b); !slices.Equal(got, want) {
				t.Errorf("%s then %s = %s, not the composed permutation", e.Word(), f.Word(), e.Then(f).Word())
			}
		}
		if e.Then(e.Inverse()) != symmetry.Identity || e.Inverse().Then(e) != symmetry.Identity {
			t.Errorf("%s: inverse %s does not undo it", e.Word(), e.Inverse().Word())
		}
	}
	H, V, D := symmetry.FlipRanks, symmetry.FlipFiles, symmetry.FlipDiagonal
	for _, r := range []struct{ got, want symmetry.Element }{
		{D.Then(H), V.Then(D)}, {D.Then(V), H.Then(D)}, {H.Then(V), V.Then(H)},
	} {
		if r.got != r.want {
			t.Errorf("relation fails: %s ≠ %s", r.got.Word(), r.want.Word())
		}
	}
}

// Reduce: the example of Leapfrog's "Symmetry" page, and random words against composing
// their letters one by one.
func TestReduce(t *testing.T) {
	e, steps, err := symmetry.Reduce("HVDHDVHD")
	if err != nil || e.Word() != "VD" || steps[0] != "HVDHDVHD" || steps[len(steps)-1] != "VD" {
		t.Errorf("Reduce(HVDHDVHD) = %s, %v, %v; want VD", e.Word(), steps, err)
	}
	letters := map[byte]symmetry.Element{'H': symmetry.FlipRanks, 'V': symmetry.FlipFiles, 'D': symmetry.FlipDiagonal}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 500 {
		var sb strings.Builder
		want := symmetry.Identity
		for range rng.IntN(12) {
			c := "HVD"[rng.IntN(3)]
			sb.WriteByte(c)
			want = want.Then(letters[c])
		}
		got, steps, err := symmetry.Reduce(sb.String())
		if err != nil || got != want || steps[len(steps)-1] != got.Word() {
			t.Errorf("Reduce(%q) = %s via %v, %v; want %s", sb.String(), got.Word(), steps, err, want.Word())
		}
	}
	if _, _, err := symmetry.Reduce("HXD"); err == nil {
		t.Error("Reduce(HXD): no error")
	}
}

// A word of MaxWord letters reduces, every step given; a longer one is
// refused, its echo cut: the steps grow with the square of its length.
func TestReduceMaxWord(t *testing.T) {
	word := "DH" + strings.Repeat("V", symmetry.MaxWord-2) // the most steps for its length
	if _, steps, err := symmetry.Reduce(word); err != nil || len(steps) < symmetry.MaxWord {
		t.Errorf("Reduce of %d letters: %d steps, %v; want every step", len(word), len(steps), err)
	}
	_, _, err := symmetry.Reduce(word + "H")
	if err == nil || len(err.Error()) > 400 || !strings.Contains(err.Error(), fmt.Sprintf("has %d letters; give at most %d", symmetry.MaxWord+1, symmetry.MaxWord)) {
		t.Errorf("Reduce of %d letters: %.400v; want a refusal naming the limit, the word cut", symmetry.MaxWord+1, err)
	}
}

func ExampleReduce() {
	e, steps, _ := symmetry.Reduce("HVDHDVHD")
	fmt.Println(strings.Join(steps, " → "))
	fmt.Println(e.Name(), e.Formula(pieces.Chessboard))
	// Output:
	// HVDHDVHD → HVVDDVHD → HDDVHD → HVHD → HHVD → VD
	// rotate-right (x,y)→(y,7−x)
}

func ExampleElement_Then() {
	fmt.Println(symmetry.FlipDiagonal.Then(symmetry.FlipRanks).Word(), symmetry.RotateLeft.Inverse().Name())
	// Output: VD rotate-right
}
