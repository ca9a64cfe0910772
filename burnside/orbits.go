package burnside

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
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

// ConjugateNames names the stabiliser and its conjugates, as "{1, D}
// {1, HVD}".
func (t OrbitType) ConjugateNames() string {
	names := make([]string, len(t.Conjugates))
	for i, c := range t.Conjugates {
		names[i] = c.Name
	}
	return strings.Join(names, " ")
}

// Placements returns the configurations in the classes of type t: its
// classes times their size.
func (t OrbitType) Placements() *big.Int {
	return new(big.Int).Mul(t.Classes, big.NewInt(int64(t.Size)))
}

// Orbits breaks the classes of a count r down by stabiliser. Burnside's
// average gives only their number; here each subgroup H gets F(H), the
// configurations every element of H fixes (r's term for a cyclic subgroup
// ⟨g⟩, otherwise one count on the orbits of H's squares), and Möbius
// inversion on the lattice of subgroups turns those into f(H), the
// configurations whose stabiliser is exactly H: f(H) = F(H) − Σ f(K) over
// the subgroups K that strictly contain H. A
// class with stabiliser conjugate to H has |G|/|H| members, so it holds
// (Σ f(K) over the conjugates K) · |H| / |G| classes. The steps: the
// group's action on the squares (newAction), its subgroups, their marks
// F(H), the inversion, and the conjugacy classes of subgroups.
//
// Elements that act alike on the board (on a one-file board the file
// mirror is the identity) are counted once, and a stabiliser lists all the
// elements that act as its members. counter must count r.Spec; nil means a
// placement.Factored. The types come largest orbits first.
func Orbits(ctx context.Context, r *Result, counter placement.Counter) ([]OrbitType, error) {
	counter, err := prepare(r.Spec, r.Group, counter)
	if err != nil {
		return nil, err
	}
	a := newAction(r.Group, r.Spec.Board)
	subgroups := a.subgroups()
	marks, err := a.marks(ctx, r, subgroups, counter)
	if err != nil {
		return nil, err
	}
	exact := invert(subgroups, marks)
	var types []OrbitType
	for _, class := range a.conjugacyClasses(subgroups) {
		t, err := a.orbitType(class, exact)
		if err != nil {
			return nil, err
		}
		types = append(types, t)
	}
	slices.SortStableFunc(types, func(a, b OrbitType) int { return b.Size - a.Size })
	return types, nil
}

// marks returns F(H) for each subgroup H: the configurations every element
// of H fixes. A cyclic subgroup ⟨g⟩ fixes what g fixes, so r's terms hold
// those counts, the identity's (the costly one) among them; counter counts
// the others on the orbits of H's squares.
func (a *action) marks(ctx context.Context, r *Result, subgroups []permSet, counter placement.Counter) (map[permSet]*big.Int, error) {
	known := map[permSet]*big.Int{}
	for i, t := range r.Terms {
		known[a.cyclic(i)] = t.Fixed
	}
	marks := make(map[permSet]*big.Int, len(subgroups))
	for _, h := range subgroups {
		if k, ok := known[h]; ok {
			marks[h] = k
			continue
		}
		var gens [][]pieces.Square
		for i, p := range a.perms {
			if h.has(i) {
				gens = append(gens, p)
			}
		}
		f, err := counter.FixedCount(ctx, gens...)
		if err != nil {
			return nil, err
		}
		marks[h] = f
	}
	return marks, nil
}

// invert turns the marks F(H) into f(H), the configurations whose
// stabiliser is exactly H, by Möbius inversion on the lattice of
// subgroups: f(H) = F(H) − Σ f(K) over the subgroups K that strictly
// contain H. subgroups come largest first, so each f(K) is known when H's
// turn comes.
func invert(subgroups []permSet, marks map[permSet]*big.Int) map[permSet]*big.Int {
	exact := make(map[permSet]*big.Int, len(subgroups))
	for _, h := range subgroups {
		f := new(big.Int).Set(marks[h])
		for _, k := range subgroups {
			if k != h && k&h == h {
				f.Sub(f, exact[k])
			}
		}
		exact[h] = f
	}
	return exact
}

// orbitType counts the classes whose stabilisers are the conjugate
// subgroups of class: each has |G|/|H| members, so they are
// (Σ f(K) over the conjugates K) · |H| / |G|.
func (a *action) orbitType(class []permSet, exact map[permSet]*big.Int) (OrbitType, error) {
	h := class[0]
	t := OrbitType{Stabiliser: a.asGroup(h), Size: len(a.perms) / h.size()}
	members := new(big.Int)
	for _, c := range class {
		t.Conjugates = append(t.Conjugates, a.asGroup(c))
		members.Add(members, exact[c])
	}
	var rem big.Int
	t.Classes, _ = new(big.Int).QuoRem(members, big.NewInt(int64(t.Size)), &rem)
	if rem.Sign() != 0 {
		return OrbitType{}, fmt.Errorf("internal error: %s configurations with a stabiliser conjugate to %s do not fill classes of %d", members, t.Stabiliser.Name, t.Size)
	}
	return t, nil
}
