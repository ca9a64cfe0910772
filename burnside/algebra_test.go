package burnside_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"count/burnside"
	"count/pieces"
)

// Then and Inverse against composing the permutations of the 8x8 board's
// squares, and the relations of Leapfrog's "Symmetry" page: DH = VD, DV = HD, HV = VH.
func TestThenAndInverse(t *testing.T) {
	b := pieces.Chessboard
	for _, e := range burnside.AllElements {
		for _, f := range burnside.AllElements {
			pe, pf := e.Perm(b), f.Perm(b)
			want := make([]pieces.Square, len(pe))
			for s := range want {
				want[s] = pf[pe[s]] // first e, then f
			}
			if got := e.Then(f).Perm(b); !slices.Equal(got, want) {
				t.Errorf("%s then %s = %s, not the composed permutation", e.Word(), f.Word(), e.Then(f).Word())
			}
		}
		if e.Then(e.Inverse()) != burnside.Identity || e.Inverse().Then(e) != burnside.Identity {
			t.Errorf("%s: inverse %s does not undo it", e.Word(), e.Inverse().Word())
		}
	}
	H, V, D := burnside.FlipRanks, burnside.FlipFiles, burnside.FlipDiagonal
	for _, r := range []struct{ got, want burnside.Element }{
		{D.Then(H), V.Then(D)}, {D.Then(V), H.Then(D)}, {H.Then(V), V.Then(H)},
	} {
		if r.got != r.want {
			t.Errorf("relation fails: %s ≠ %s", r.got.Word(), r.want.Word())
		}
	}
}

// Reduce: the reference's example, and random words against composing
// their letters one by one.
func TestReduce(t *testing.T) {
	e, steps, err := burnside.Reduce("HVDHDVHD")
	if err != nil || e.Word() != "VD" || steps[0] != "HVDHDVHD" || steps[len(steps)-1] != "VD" {
		t.Errorf("Reduce(HVDHDVHD) = %s, %v, %v; want VD", e.Word(), steps, err)
	}
	letters := map[byte]burnside.Element{'H': burnside.FlipRanks, 'V': burnside.FlipFiles, 'D': burnside.FlipDiagonal}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 500 {
		var sb strings.Builder
		want := burnside.Identity
		for range rng.IntN(12) {
			c := "HVD"[rng.IntN(3)]
			sb.WriteByte(c)
			want = want.Then(letters[c])
		}
		got, steps, err := burnside.Reduce(sb.String())
		if err != nil || got != want || steps[len(steps)-1] != got.Word() {
			t.Errorf("Reduce(%q) = %s via %v, %v; want %s", sb.String(), got.Word(), steps, err, want.Word())
		}
	}
	if _, _, err := burnside.Reduce("HXD"); err == nil {
		t.Error("Reduce(HXD): no error")
	}
}

func ExampleReduce() {
	e, steps, _ := burnside.Reduce("HVDHDVHD")
	fmt.Println(strings.Join(steps, " → "))
	fmt.Println(e.Name(), e.Formula(pieces.Chessboard))
	// Output:
	// HVDHDVHD → HVVDDVHD → HDDVHD → HVHD → HHVD → VD
	// rotate-right (x,y)→(y,7−x)
}

func ExampleElement_Then() {
	fmt.Println(burnside.FlipDiagonal.Then(burnside.FlipRanks).Word(), burnside.RotateLeft.Inverse().Name())
	// Output: VD rotate-right
}
