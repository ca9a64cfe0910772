package burnside

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Term is one element's row in Burnside's sum.
type Term struct {
	Element   symmetry.Element
	CycleType string   // on the board's squares, such as "1^8 2^28"
	Fixed     *big.Int // |Fix(g)|
}

// Result is a finished count.
type Result struct {
	Spec  placement.Spec
	Group symmetry.Group
	Terms []Term   // one per element, in the group's order
	Sum   *big.Int // Σ|Fix(g)|
	// Classes is Sum / |G|: the number of classes of configurations.
	Classes *big.Int
}

// Placements returns the number of configurations, |Fix(identity)|.
func (r *Result) Placements() *big.Int {
	for _, t := range r.Terms {
		if t.Element == symmetry.Identity {
			return t.Fixed
		}
	}
	panic("burnside: a group without the identity")
}

// Ratio returns Classes / Placements, or 0 when there are no placements.
func (r *Result) Ratio() *big.Rat {
	p := r.Placements()
	if p.Sign() == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(r.Classes, p)
}

// Count counts the classes of configurations of spec under group g, asking
// counter for each element's fixed count. counter must count spec; nil
// means a placement.Factored. The group must preserve the spec's rules
// (see symmetry.Group.Preserves), and be a group: it holds the identity and every
// product of its elements.
func Count(ctx context.Context, spec placement.Spec, g symmetry.Group, counter placement.Counter) (*Result, error) {
	counter, err := prepare(spec, g, counter)
	if err != nil {
		return nil, err
	}
	r := &Result{Spec: spec, Group: g, Sum: new(big.Int)}
	for _, e := range g.Elements {
		fixed, err := counter.FixedCount(ctx, e.Perm(spec.Board))
		if err != nil {
			return nil, err
		}
		r.Terms = append(r.Terms, Term{e, e.CycleType(spec.Board), fixed})
		r.Sum.Add(r.Sum, fixed)
	}
	r.Classes, err = Average(r.Sum, g.Order())
	return r, err
}

// prepare checks that g is a group that preserves spec's rules, and
// returns counter, or a Factored counter for spec when counter is nil.
func prepare(spec placement.Spec, g symmetry.Group, counter placement.Counter) (placement.Counter, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if err := g.Preserves(spec.Board, spec.Material); err != nil {
		return nil, err
	}
	if err := g.Closed(spec.Board); err != nil {
		return nil, err
	}
	if counter != nil {
		return counter, nil
	}
	return placement.NewFactored(spec)
}

// Average returns sum / order, and an error if the division leaves a
// remainder: by Burnside's lemma it never does, so a remainder means a
// fixed count is wrong.
func Average(sum *big.Int, order int) (*big.Int, error) {
	q, m := new(big.Int).DivMod(sum, big.NewInt(int64(order)), new(big.Int))
	if m.Sign() != 0 {
		return nil, fmt.Errorf("internal error: Burnside's sum %s leaves remainder %s when divided by the group order %d; a fixed count is wrong", sum, m, order)
	}
	return q, nil
}
