package burnside

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"count/pieces"
	"count/placement"
	"count/symmetry"
)

// OrbitType is one kind of class: the classes whose configurations have a
// stabiliser conjugate to Stabiliser.
type OrbitType struct {
	// Stabiliser is a subgroup; Conjugates lists it and the subgroups
	// conjugate to it, the stabilisers of the other members of such a
	// class.
	Stabiliser symmetry.Group
	Conjugates []symmetry.Group
	// Size is the number of configurations in each class: |G| / |H|.
	Size    int
	Classes *big.Int
}

// Orbits breaks the classes of a count r down by stabiliser. Burnside's
// average gives only their number; here each subgroup H gets F(H), the
// configurations every element of H fixes (r's term for a cyclic subgroup
// ⟨g⟩, otherwise one count on the orbits of H's squares), and Möbius inversion on the lattice of subgroups turns those
// into f(H), the configurations whose stabiliser is exactly H:
// f(H) = F(H) − Σ f(K) over the subgroups K that strictly contain H. A
// class with stabiliser conjugate to H has |G|/|H| members, so it holds
// (Σ f(K) over the conjugates K) · |H| / |G| classes.
//
// Elements that act alike on the board (on a one-file board the file
// mirror is the identity) are counted once, and a stabiliser lists all the
// elements that act as its members. counter must count r.Spec; nil means a
// placement.Factored. The types come largest orbits first.
func Orbits(ctx context.Context, r *Result, counter placement.Counter) ([]OrbitType, error) {
	spec, g := r.Spec, r.Group
	counter, err := prepare(spec, g, counter)
	if err != nil {
		return nil, err
	}
	// The distinct permutations, which element acts as which, and the
	// product table on them.
	var perms [][]pieces.Square
	acts := make([]int, len(g.Elements)) // acts[i]: index in perms of element i
	for i, e := range g.Elements {
		p := e.Perm(spec.Board)
		acts[i] = slices.IndexFunc(perms, func(q []pieces.Square) bool { return slices.Equal(p, q) })
		if acts[i] < 0 {
			acts[i] = len(perms)
			perms = append(perms, p)
		}
	}
	n := len(perms)
	product := make([][]int, n) // product[i][j]: first i, then j
	for i := range n {
		product[i] = make([]int, n)
		for j := range n {
			pq := make([]pieces.Square, len(perms[i]))
			for s := range pq {
				pq[s] = perms[j][perms[i][s]]
			}
			product[i][j] = slices.IndexFunc(perms, func(r []pieces.Square) bool { return slices.Equal(r, pq) })
		}
	}
	identity := acts[slices.Index(g.Elements, symmetry.Identity)]
	// Subgroups as bit sets of element indices: subsets holding the
	// identity and closed under products.
	var subgroups []uint
	for set := uint(0); set < 1<<n; set++ {
		if set&(1<<identity) == 0 {
			continue
		}
		closed := true
		for i := range n {
			for j := range n {
				if set&(1<<i) != 0 && set&(1<<j) != 0 && set&(1<<product[i][j]) == 0 {
					closed = false
				}
			}
		}
		if closed {
			subgroups = append(subgroups, set)
		}
	}
	// Largest first, so that every strict supergroup comes before.
	slices.SortStableFunc(subgroups, func(a, b uint) int { return bits.OnesCount(b) - bits.OnesCount(a) })
	// A cyclic subgroup ⟨g⟩ fixes what g fixes: r's terms already hold
	// those counts, the identity's (the costly one) among them.
	known := map[uint]*big.Int{}
	for i, t := range r.Terms {
		cyclic := uint(1) << identity
		for p := acts[i]; p != identity; p = product[p][acts[i]] {
			cyclic |= 1 << p
		}
		known[cyclic] = t.Fixed
	}
	exact := make(map[uint]*big.Int, len(subgroups))
	for _, h := range subgroups {
		f := new(big.Int)
		if k, ok := known[h]; ok {
			f.Set(k)
		} else {
			var gens [][]pieces.Square
			for i := range n {
				if h&(1<<i) != 0 {
					gens = append(gens, perms[i])
				}
			}
			if f, err = counter.FixedCount(ctx, gens...); err != nil {
				return nil, err
			}
		}
		for _, k := range subgroups {
			if k != h && k&h == h {
				f.Sub(f, exact[k])
			}
		}
		exact[h] = f
	}
	// Conjugacy classes: x h x⁻¹ for every x.
	inverse := make([]int, n)
	for i := range n {
		inverse[i] = slices.Index(product[i], identity)
	}
	conjugate := func(h uint, x int) uint {
		var c uint
		for i := range n {
			if h&(1<<i) != 0 {
				c |= 1 << product[product[inverse[x]][i]][x]
			}
		}
		return c
	}
	// A subgroup of permutations stands for every element acting as one
	// of them: on 1x1 all eight elements fix everything.
	asGroup := func(h uint) symmetry.Group {
		var es []symmetry.Element
		var words []string
		for i, e := range g.Elements {
			if h&(1<<acts[i]) != 0 {
				es = append(es, e)
				words = append(words, e.Word())
			}
		}
		return symmetry.Group{Name: "{" + strings.Join(words, ", ") + "}", Elements: es}
	}
	var types []OrbitType
	done := map[uint]bool{}
	for _, h := range subgroups {
		if done[h] {
			continue
		}
		t := OrbitType{Stabiliser: asGroup(h), Size: n / bits.OnesCount(h)} // n/|h| = |G|/|H|
		members := new(big.Int)
		for x := range n {
			c := conjugate(h, x)
			if !done[c] {
				done[c] = true
				t.Conjugates = append(t.Conjugates, asGroup(c))
				members.Add(members, exact[c])
			}
		}
		var rem big.Int
		t.Classes, _ = new(big.Int).QuoRem(members, big.NewInt(int64(t.Size)), &rem)
		if rem.Sign() != 0 {
			return nil, fmt.Errorf("internal error: %s configurations with a stabiliser conjugate to %s do not fill classes of %d", members, t.Stabiliser.Name, t.Size)
		}
		types = append(types, t)
	}
	slices.SortStableFunc(types, func(a, b OrbitType) int { return b.Size - a.Size })
	return types, nil
}
