package tables

import (
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// ruleText says in words what each rule set counts.
var ruleText = map[placement.Rules]string{
	placement.Placement:    "men on distinct squares, the two kings apart, pawns off the first and last ranks",
	placement.Legal:        "men on distinct squares, the two kings apart, pawns off the first and last ranks, and the side not to move not in check",
	placement.NonAttacking: "men on distinct squares, pawns off the first and last ranks, and no man attacking another",
}

// Explain narrates the count of r the way the thesis does: the group, what
// each element fixes and why, the sum, the division, the result and how
// far it is from the plain count divided by |G|.
func Explain(w io.Writer, r *burnside.Result) {
	s := r.Spec
	b := s.Board
	rules := ruleText[s.Rules]
	if s.Material.Puzzle() && s.Rules == placement.Placement {
		rules = "men on distinct squares, pawns off the first and last ranks (a puzzle army has no sides, so its kings may stand side by side)"
	}
	fmt.Fprintf(w, "Counting %s on the %s board under the %s rules: %s.\n", s.Material, b, s.Rules, rules)
	if s.Rules == placement.Legal {
		fmt.Fprintf(w, "Side to move: %s; a placement counts once for each side that may move.\n", toMove(s))
	}
	fmt.Fprintf(w, "\nThe group %s has %s. Two placements are one class when an element maps one onto the other. "+
		"Burnside's lemma: the number of classes is the average, over the elements, of the number of placements the element leaves unchanged.\n\n", r.Group.Name, plural(r.Group.Order(), "element"))
	fmt.Fprintf(w, "Method: %s.\n\n", method(s))
	var terms []string
	for _, t := range r.Terms {
		fmt.Fprintln(w, TermLine(s, t))
		if t.Fixed.Sign() != 0 {
			terms = append(terms, t.Fixed.String())
		}
	}
	if len(terms) == 0 {
		terms = []string{"0"}
	}
	fmt.Fprintf(w, "\nSum: %s = %s.\n", strings.Join(terms, " + "), r.Sum)
	fmt.Fprintf(w, "Classes: %s / %d = %s, exactly (Burnside's sum always divides by the group's order).\n", r.Sum, r.Group.Order(), r.Classes)
	plain := new(big.Rat).SetFrac(r.Placements(), big.NewInt(int64(r.Group.Order())))
	switch {
	case r.Placements().Sign() == 0:
		fmt.Fprintln(w, "There are no placements, so no classes.")
	case plain.Cmp(new(big.Rat).SetInt(r.Classes)) == 0:
		fmt.Fprintf(w, "Every class has all %s: the placements divided by %d give the same %s.\n", plural(r.Group.Order(), "member"), r.Group.Order(), r.Classes)
	default:
		shown := plain.FloatString(3)
		if plain.IsInt() {
			shown = plain.Num().String()
		}
		fmt.Fprintf(w, "Dividing the placements by %d gives %s, not %s: some classes have fewer than %d members, because some elements fix placements. "+
			"There are %s placements per class on average.\n", r.Group.Order(), shown, r.Classes, r.Group.Order(), ratio(r, true))
	}
}

// TermLine is the line of Explain for term t of a count of s: the
// element, why it fixes the placements it fixes, and how many.
func TermLine(s placement.Spec, t burnside.Term) string {
	e := t.Element
	return fmt.Sprintf("%s (%s, %s, cycle type %s): %s: %s%s.", e.Name(), e.Word(), e.Formula(s.Board), t.CycleType, Why(s, t), t.Fixed, termMethod(s, e))
}

// Why says in words which placements of s the element of term t fixes:
// those whose men stand on its fixed squares or fill its longer cycles.
func Why(s placement.Spec, t burnside.Term) string {
	e, lone := t.Element, loneMan(s)
	nFixed := 0 // the cycle type starts "1^n" when there are fixed squares
	fmt.Sscanf(t.CycleType, "1^%d", &nFixed)
	switch {
	case e == symmetry.Identity:
		return "it leaves every placement unchanged, so this is the number of placements"
	case nFixed == 0 && lone != "":
		return fmt.Sprintf("it moves every square, so no %s can stay", lone)
	case nFixed == 0:
		return "it moves every square, so identical men must fill whole cycles of it"
	case lone != "" && nFixed == 1:
		return fmt.Sprintf("a lone man (the %s) must stand on its one fixed square; identical men may also fill its longer cycles", lone)
	case lone != "":
		return fmt.Sprintf("a lone man (the %s) must stand on one of its %d fixed squares; identical men may also fill its longer cycles", lone, nFixed)
	}
	return fmt.Sprintf("men may stand on its %s, and identical men fill its longer cycles", plural(nFixed, "fixed square"))
}

// loneMan names a piece of which the material has exactly one man (any,
// if men are labelled), or returns "".
func loneMan(s placement.Spec) string {
	for _, p := range s.Material.Pieces() {
		if s.Material.Count(p) == 1 || s.Labelled {
			name := p.Kind.String()
			if !s.Material.Puzzle() {
				name = p.Color.String() + " " + name
			}
			return name
		}
	}
	return ""
}

// plural writes n nouns: 1 element, 2 elements.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// termMethod says, under the NonAttacking rule, which way the term of e
// is counted (see method for why).
func termMethod(s placement.Spec, e symmetry.Element) string {
	if s.Rules != placement.NonAttacking {
		return ""
	}
	switch m, width := s.TermMethod(e.Perm(s.Board)); m {
	case placement.Transfer:
		return fmt.Sprintf(" (by the transfer, at most %s in its window)", plural(width, "cycle"))
	case placement.RankByRank:
		return " (rank by rank)"
	}
	return " (by the search)"
}

// method says how the fixed counts of s are counted, and why that way.
func method(s placement.Spec) string {
	switch {
	case s.QueensPuzzle():
		return "the identity's term rank by rank with bitmasks of the files and diagonals taken, since n queens on an n×n board stand one to a rank " +
			"(the classic backtracking, halved by the file mirror, on every core); the other elements' terms by a search over the squares " +
			"that fills whole cycles of the element at once, since a placement it fixes is a union of its cycles"
	case s.ShortRange():
		return "every term cycle by cycle of its element (square by square for the identity) by a transfer over the cycles a man could attack from behind " +
			"(the profile dynamic programme, folded by the symmetry: the state is which of them hold a man, and the placements are never listed), " +
			"since kings, knights and pawns attack only near squares; a term whose window holds more than 64 cycles, or that reaches more than 2^21 states, goes to a search over the squares that fills whole cycles at once"
	case s.Rules == placement.NonAttacking:
		return "each term by a search over the squares that fills whole cycles of the element at once, since a placement it fixes is a union of its cycles " +
			"and whether men attack one another depends on all of them"
	}
	return "each term by generating functions, one placement of the kings at a time, the other men counted square by square without listing them"
}
