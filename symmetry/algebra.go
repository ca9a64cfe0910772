package symmetry

import (
	"fmt"
	"strings"

	"github.com/chesscount/count/pieces"
)

// probe is a square whose eight images are distinct, so an element is
// known by where it sends it: b2's neighbour a2 on a 4x4 board.
var (
	probeBoard = pieces.Board{Files: 4, Ranks: 4}
	probeX     = 0
	probeY     = 1
)

// Then returns the element that applies e and then f: Leapfrog's word
// "ef" (for H then D, H.Then(D) = HD).
func (e Element) Then(f Element) Element {
	x, y := e.Map(probeBoard, probeX, probeY)
	x, y = f.Map(probeBoard, x, y)
	for _, g := range AllElements {
		if gx, gy := g.Map(probeBoard, probeX, probeY); gx == x && gy == y {
			return g
		}
	}
	panic("symmetry: the eight elements are not closed") // D4 is a group
}

// Inverse returns the element that undoes e.
func (e Element) Inverse() Element {
	for _, g := range AllElements {
		if e.Then(g) == Identity {
			return g
		}
	}
	panic("symmetry: an element without an inverse") // D4 is a group
}

// MaxWord is the most letters Reduce takes. The steps are the lesson, so
// Reduce returns every one rather than the result alone; a word of n
// letters takes at most about 2.5n of them, each up to n letters, so the
// steps grow with the square of its length: 1,000 letters print at most
// about 1.3 MB, far more than a lesson needs, while 90,000 would print
// gigabytes. A tool cutting the steps short would hide the lesson; one
// refusing a word past this length says so in one line.
const MaxWord = 1000

// Reduce rewrites a word in H, V and D ("HVDHDVHD"; "1" or "" is the
// identity) to its normal form H?V?D?, and returns the element and the
// words met on the way, the input first. Each step applies one rule to the
// leftmost pair out of order: HH, VV and DD cancel, VH = HV, DH = VD and
// DV = HD (Leapfrog's "Symmetry" page). A word longer than MaxWord
// letters is refused.
func Reduce(word string) (Element, []string, error) {
	w := strings.ToUpper(strings.TrimSpace(word))
	if w == "1" {
		w = ""
	}
	if len(w) > MaxWord {
		return Identity, nil, fmt.Errorf("word %q has %d letters; give at most %d (any word reduces to one of at most 3, such as HVD)", pieces.Clip(word), len(w), MaxWord)
	}
	for _, c := range w {
		if c != 'H' && c != 'V' && c != 'D' {
			return Identity, nil, fmt.Errorf("word %q: use the letters H, V and D (H mirrors the ranks, V the files, D the a1-h8 diagonal), or 1", pieces.Clip(word))
		}
	}
	rules := map[string]string{"HH": "", "VV": "", "DD": "", "VH": "HV", "DH": "VD", "DV": "HD"}
	steps := []string{display(w)}
	for {
		i := 0
		for ; i+1 < len(w); i++ {
			if _, ok := rules[w[i:i+2]]; ok {
				break
			}
		}
		if i+1 >= len(w) {
			break
		}
		w = w[:i] + rules[w[i:i+2]] + w[i+2:]
		steps = append(steps, display(w))
	}
	e := Element{H: strings.Contains(w, "H"), V: strings.Contains(w, "V"), D: strings.Contains(w, "D")}
	return e, steps, nil
}

func display(w string) string {
	if w == "" {
		return "1"
	}
	return w
}
