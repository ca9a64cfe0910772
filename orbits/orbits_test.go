package orbits_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"
	"time"

	"gonum.org/v1/gonum/stat/combin"

	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

func perms(g symmetry.Group, b pieces.Board) [][]pieces.Square {
	var out [][]pieces.Square
	for _, e := range g.Elements {
		out = append(out, e.Perm(b))
	}
	return out
}

// Small cases worked out by hand, and the thesis's KK and KRK.
func TestCount(t *testing.T) {
	cases := []struct {
		material, board string
		rules           placement.Rules
		toMove          placement.ToMove
		group           symmetry.Group
		placed, classes uint64
	}{
		// One queen on 3x3: corner, edge or centre.
		{"Q", "3x3", placement.Placement, 0, symmetry.D4, 9, 3},
		// Two rooks apart on 2x2 stand on a diagonal, a1-b2 or b1-a2: a
		// quarter turn or the file mirror swaps them; the identity alone
		// leaves two classes.
		{"2R", "2x2", placement.NonAttacking, 0, symmetry.D4, 2, 1},
		{"2R", "2x2", placement.NonAttacking, 0, symmetry.Mirror, 2, 1},
		{"2R", "2x2", placement.NonAttacking, 0, symmetry.Trivial, 2, 2},
		// Two kings on 1x3 take both ends, White on a1 or on a3. On one
		// file the file mirror is the identity: two classes. The rank
		// mirror swaps the ends: one.
		{"KK", "1x3", placement.Placement, 0, symmetry.Mirror, 2, 2},
		{"KK", "1x3", placement.Placement, 0, symmetry.Rectangle, 2, 1},
		// The thesis's figures (docs/thesis.md).
		{"KK", "8x8", placement.Placement, 0, symmetry.D4, 3612, 462},
		{"KRK", "8x8", placement.Legal, placement.BlackToMove, symmetry.D4, 223944, 28056},
	}
	for _, c := range cases {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := pieces.ParseBoard(c.board)
		s := placement.Spec{Board: b, Material: m, Rules: c.rules, ToMove: c.toMove}
		got, err := orbits.Count(context.Background(), s, perms(c.group, b))
		if err != nil {
			t.Fatal(err)
		}
		if got.Configurations != c.placed || got.Classes != c.classes {
			t.Errorf("%s on %s under %s: %d placements in %d classes, want %d in %d", c.material, c.board, c.group.Name, got.Configurations, got.Classes, c.placed, c.classes)
		}
	}
}

// Under the identity every configuration is a class of one. Where the
// rules allow every choice of distinct squares (pieces other than pawns,
// no second king), the configurations number the product of the binomials
// C(free squares, men) over the pieces, or, with labelled men, the
// arrangements of the men on the squares.
func TestCountAllChoices(t *testing.T) {
	for _, c := range []struct {
		material, board string
		labelled        bool
	}{
		{"Q", "3x3", false},
		{"2R2N", "4x3", false},
		{"3B2R", "4x4", false},
		{"4Q", "5x3", false},
		{"2R2N", "4x3", true},
		{"QRB", "3x3", true},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := pieces.ParseBoard(c.board)
		s := placement.Spec{Board: b, Material: m, Labelled: c.labelled}
		want, free := 1, b.Squares()
		for _, p := range m.Pieces() {
			n := m.Count(p)
			if c.labelled {
				want *= combin.NumPermutations(free, n)
			} else {
				want *= combin.Binomial(free, n)
			}
			free -= n
		}
		got, err := orbits.Count(context.Background(), s, perms(symmetry.Trivial, b))
		if err != nil {
			t.Fatal(err)
		}
		if size := orbits.Size(s); !size.IsUint64() || size.Uint64() != uint64(want) {
			t.Errorf("%s on %s, labelled %v: Size %s, want %d", c.material, c.board, c.labelled, size, want)
		}
		if got.Configurations != uint64(want) || got.Classes != uint64(want) || len(got.BySize) != 1 || got.BySize[1] != uint64(want) {
			t.Errorf("%s on %s, labelled %v: %d configurations in %d classes (by size %v), want %d classes of one",
				c.material, c.board, c.labelled, got.Configurations, got.Classes, got.BySize, want)
		}
	}
}

// CountProgress tells the configurations listed as it goes: more each
// time, every 4096, up to Size. KRvK on 8x8 lists 64·63·62 of them,
// whatever the rules keep.
func TestCountProgress(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.Legal}
	var told []uint64
	if _, err := orbits.CountProgress(context.Background(), s, perms(symmetry.D4, s.Board), func(listed uint64) {
		told = append(told, listed)
	}); err != nil {
		t.Fatal(err)
	}
	const size = 64 * 63 * 62
	if len(told) != size/4096 {
		t.Fatalf("progress told %d times, want %d", len(told), size/4096)
	}
	for i, listed := range told {
		if listed != uint64(i+1)*4096 {
			t.Fatalf("progress told %d the %d-th time, want %d", listed, i+1, (i+1)*4096)
		}
	}
	if got := orbits.Size(s); got.Cmp(big.NewInt(size)) != 0 {
		t.Errorf("Size %s, want %d", got, size)
	}
}

// Count stops, with the context's error, once the context is done.
func TestCountCancelled(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := orbits.Count(ctx, s, perms(symmetry.D4, s.Board)); !errors.Is(err, context.Canceled) {
		t.Errorf("Count with a cancelled context: error %v, want %v", err, context.Canceled)
	}
}

// Count refuses, at once, a material whose choices of squares are too
// many to count in an int.
func TestCountTooMany(t *testing.T) {
	m, _ := pieces.ParseMaterial("40Q")
	b := pieces.Board{Files: 16, Ranks: 16}
	s := placement.Spec{Board: b, Material: m}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := orbits.Count(ctx, s, perms(symmetry.Trivial, b)); err == nil || errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("40 queens on 16x16: error %v, want a refusal", err)
	}
}

func ExampleCount() {
	m, _ := pieces.ParseMaterial("KK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	r, err := orbits.Count(context.Background(), s, perms(symmetry.D4, s.Board))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Configurations, "placements in", r.Classes, "classes")
	// Output: 3612 placements in 462 classes
}

// Eight queens on 8x8: Count lists every choice of 8 of the 64 squares,
// whatever the rules, before it keeps the nonattacking ones.
func ExampleSize() {
	m, _ := pieces.ParseMaterial("8Q")
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: placement.NonAttacking}
	fmt.Println(orbits.Size(s), "configurations listed")
	// Output: 4426165368 configurations listed
}

// KRvK on 8x8 with a progress function that keeps the latest count it is
// told. CountProgress tells it every 4096 configurations listed, so the
// last report, 61 × 4096 = 249856, falls short of the 249984 listed in
// all; the classes are Count's.
func ExampleCountProgress() {
	m, _ := pieces.ParseMaterial("KRvK")
	s := placement.Spec{Board: pieces.Chessboard, Material: m}
	last := uint64(0)
	r, err := orbits.CountProgress(context.Background(), s, perms(symmetry.D4, s.Board), func(listed uint64) { last = listed })
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d classes; %d of %s configurations listed at the last report\n", r.Classes, last, orbits.Size(s))
	// Output: 28056 classes; 249856 of 249984 configurations listed at the last report
}

// Canonical and Count agree: the configurations equal to their canonical
// image are one per class. Canonical is invariant under the group.
func TestCanonical(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRRvK")
	b := pieces.Board{Files: 4, Ranks: 4}
	s := placement.Spec{Board: b, Material: m}
	ps := perms(symmetry.D4, b)
	want, err := orbits.Count(context.Background(), s, ps)
	if err != nil {
		t.Fatal(err)
	}
	king, rook, bk := pieces.Piece{Kind: pieces.King}, pieces.Piece{Kind: pieces.Rook}, pieces.Piece{Color: pieces.Black, Kind: pieces.King}
	var own uint64
	for k := range pieces.Square(16) {
		for r1 := range pieces.Square(16) {
			for r2 := r1 + 1; r2 < 16; r2++ {
				for q := range pieces.Square(16) {
					men := []placement.Man{{Piece: king, Square: k}, {Piece: rook, Square: r1}, {Piece: rook, Square: r2}, {Piece: bk, Square: q}}
					if !s.Allows(men, pieces.White) {
						continue
					}
					image, at := orbits.Canonical(men, ps)
					if slices.Equal(image, men) {
						own++
					}
					// The element found maps men onto the image.
					mapped := make([]placement.Man, len(men))
					for i, m := range men {
						mapped[i] = placement.Man{Piece: m.Piece, Square: ps[at][m.Square]}
					}
					slices.SortFunc(mapped, func(a, b placement.Man) int {
						return int(a.Piece.Kind)*1000 + int(a.Piece.Color)*100000 + int(a.Square) - (int(b.Piece.Kind)*1000 + int(b.Piece.Color)*100000 + int(b.Square))
					})
					if !slices.Equal(mapped, image) {
						t.Fatalf("%v: element %d gives %v, not the image %v", men, at, mapped, image)
					}
					for _, p := range ps {
						moved := make([]placement.Man, len(men))
						for i, m := range men {
							moved[i] = placement.Man{Piece: m.Piece, Square: p[m.Square]}
						}
						if other, _ := orbits.Canonical(moved, ps); !slices.Equal(other, image) {
							t.Fatalf("%v and its image %v have different canonical images", men, moved)
						}
					}
				}
			}
		}
	}
	if own != want.Classes {
		t.Errorf("%d configurations are their own canonical image, Count finds %d classes", own, want.Classes)
	}
}

// BenchmarkCount enumerates small cases: two identical rooks and two
// kings on 4x4 under the whole group, and the thesis's KRK under the
// legal rules.
func BenchmarkCount(b *testing.B) {
	for _, c := range []struct {
		material, board string
		rules           placement.Rules
	}{
		{"KRRvK", "4x4", placement.Placement},
		{"KRvK", "8x8", placement.Legal},
	} {
		m, _ := pieces.ParseMaterial(c.material)
		board, _ := pieces.ParseBoard(c.board)
		s := placement.Spec{Board: board, Material: m, Rules: c.rules}
		ps := perms(symmetry.D4, board)
		b.Run(c.material+"/"+c.board, func(b *testing.B) {
			for b.Loop() {
				if _, err := orbits.Count(context.Background(), s, ps); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
