package allchess

import (
	"fmt"
	"testing"

	"github.com/chesscount/count/pieces"
)

// The bishop refinement's corrections, joined with promotions tied to
// captures or not, against the listing's rule, army by army: for every two
// armies, their bishops told apart by square colour, the base count less
// the corrections that count them (each side's bishops kept to a colour
// they all stand on) is 1 if the rule allows them, else 0. The smallest
// positions where the two refinements together forbid what neither does
// alone have 9 men, more than the listing reaches.
func TestChargeAgainstRule(t *testing.T) {
	for _, a := range []Army{
		{Pawns: 2, Base: [pieces.NumKinds]int{pieces.Bishop: 2}},
		{Pawns: 3, Base: [pieces.NumKinds]int{pieces.Bishop: 2, pieces.Knight: 1, pieces.Queen: 1}},
	} {
		armies := listArmies(a)
		for _, captures := range []bool{false, true} {
			joins := newJoinTable(refined(captures, true, false), a.Pawns, 2*(1+a.MaxMen()))
			f := &fills{rules: armyRules{joins: joins, classed: captures}, pawns: a.Pawns, au: a.automaton(captures)}
			rule := listRule{captures: captures, bishops: true}
			vectors := make([]classVectors, len(armies))
			for i, army := range armies {
				vectors[i] = vectorsOf(f, army)
			}
			forbidden := 0
			for i, w := range armies {
				for j, b := range armies {
					men := 2 + w.men() + b.men()
					want := 0
					if rulesAllow(a, [2]listArmy{w, b}, men, rule) {
						want = 1
					}
					if rulesAllow(a, [2]listArmy{w, b}, men, listRule{captures: captures}) && want == 0 {
						forbidden++
					}
					if got := correctedJoin(f, w, b, vectors[i], vectors[j], men); got != want {
						t.Fatalf("%+v, captures %v: White %v, Black %v, %d men: %d, want %d", a, captures, w, b, men, got, want)
					}
				}
			}
			if forbidden == 0 {
				t.Errorf("%+v, captures %v: the refinement forbids no army; the test checks nothing", a, captures)
			}
		}
	}
}

// listArmies returns every army a allows, its bishops told apart by
// square colour.
func listArmies(a Army) []listArmy {
	var out []listArmy
	var army listArmy
	kinds := []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Knight, pieces.Pawn}
	var add func(i int)
	add = func(i int) {
		if i < len(kinds) {
			for n := 0; n <= a.Pawns+a.Base[kinds[i]]; n++ {
				army.counts[kinds[i]] = n
				add(i + 1)
			}
			return
		}
		for dark := 0; dark <= a.Pawns+2; dark++ {
			for light := 0; light+dark <= a.Pawns+2; light++ {
				army.onColour = [2]int{dark, light}
				army.counts[pieces.Bishop] = dark + light
				if a.Feasible(army.counts) {
					out = append(out, army)
				}
			}
		}
	}
	add(0)
	return out
}

// men is the army's men beside its king.
func (army listArmy) men() int {
	n := 0
	for _, c := range army.counts {
		n += c
	}
	return n
}

// String names the army by its men, its bishops by colour.
func (army listArmy) String() string {
	return fmt.Sprintf("Q%d R%d N%d P%d B%d+%d", army.counts[pieces.Queen], army.counts[pieces.Rook],
		army.counts[pieces.Knight], army.counts[pieces.Pawn], army.onColour[0], army.onColour[1])
}

// classVectors is an army's vectors of classes in the fills f (of no
// cells), by whether its side is charged (see fills.byClass): as White's,
// and as Black's (prefix sums with captures).
type classVectors struct{ white, black [2][]uint64 }

// vectorsOf returns the army's classVectors in f.
func vectorsOf(f *fills, army listArmy) classVectors {
	var men []pieces.Kind
	for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn} {
		for range army.counts[k] {
			men = append(men, k)
		}
	}
	v := f.au.Start(men)
	var out classVectors
	for charged := range 2 {
		out.white[charged] = f.byClass(f.au, v, charged == 1)
		out.black[charged] = f.byClass(f.au, v, charged == 1)
		if f.rules.classed {
			f.prefix(out.black[charged])
		}
	}
	return out
}

// correctedJoin returns what Count makes, with the fills f, of white army
// w and black army b (their vectors wv and bv) in a position of men men:
// the base count's pair, less the bishop corrections' (bishopCorrections'
// signs) with each side's bishops kept to each colour they all stand on,
// modulo a prime, as a signed number.
func correctedJoin(f *fills, w, b listArmy, wv, bv classVectors, men int) int {
	const p = 1<<61 - 1
	var sum uint64
	for _, kept := range []sides{{false, false}, {true, false}, {false, true}, {true, true}} {
		for wc := range 2 {
			for bc := range 2 {
				if !keptTo(kept[0], w, wc) || !keptTo(kept[1], b, bc) {
					continue
				}
				g := *f
				g.charged = kept
				v := g.takenAway(wv.white[boolIndex(kept[0])], bv.black[boolIndex(kept[1])], men, p)
				if kept.odd() {
					v = (p - v) % p
				}
				sum = (sum + v) % p
			}
		}
	}
	if sum > p/2 {
		return int(sum) - p
	}
	return int(sum)
}

// keptTo reports whether a correction that keeps a side's bishops to
// squares of colour c (dark 0, light 1), if kept, counts the army: its
// bishops all stand on c. A correction that keeps none is counted once,
// as c = 0.
func keptTo(kept bool, army listArmy, c int) bool {
	if !kept {
		return c == 0
	}
	return army.onColour[1-c] == 0
}
