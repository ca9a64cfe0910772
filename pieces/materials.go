package pieces

import (
	"cmp"
	"slices"
)

// Materials returns every chess material of n men, two kings and n−2 other
// men of either colour, that fits on b under chess's rules (at most
// b.Files pawns a side, on the ranks between the first and the last),
// each colour-swapped pair once. It names each pair as the Syzygy
// tablebases do: the side with more men first, and of two sides with as
// many men the stronger, the one whose men listed K Q R B N P come first
// (KQvKR, not KRvKQ; KNvKP). The list is in that order too: more men for
// White first, then White's men, then Black's.
func Materials(n int, b Board) []Material {
	return MaterialsUnder(n, b, ChessArmy, ChessPawnRanks)
}

// MaterialsUnder returns, as Materials does, every chess material of n men
// whose men can stand on b under the army rule a and the pawn ranks r
// (see ArmyRule.Fits).
func MaterialsUnder(n int, b Board, a ArmyRule, r PawnRanks) []Material {
	if n < 2 {
		return nil
	}
	var out []Material
	seen := map[Material]bool{}
	var m Material
	m.counts[White][King], m.counts[Black][King] = 1, 1
	kinds := []Kind{Queen, Rook, Bishop, Knight, Pawn}
	// fill gives the men left to the pieces from i on (colour i/5, kind
	// kinds[i%5]).
	var fill func(i, left int)
	fill = func(i, left int) {
		if i == 2*len(kinds) {
			if left > 0 {
				return
			}
			s := m.Syzygy()
			if !seen[s] && a.Fits(s, b, r) == nil {
				seen[s] = true
				out = append(out, s)
			}
			return
		}
		c, k := Color(i/len(kinds)), kinds[i%len(kinds)]
		for j := 0; j <= left; j++ {
			m.counts[c][k] = j
			fill(i+1, left-j)
		}
		m.counts[c][k] = 0
	}
	fill(0, n-2)
	slices.SortFunc(out, func(x, y Material) int {
		return cmp.Or(cmp.Compare(y.side(White).len(), x.side(White).len()),
			slices.Compare(x.side(White), y.side(White)),
			slices.Compare(x.side(Black), y.side(Black)))
	})
	return out
}

// men lists one side's men by kind, K Q R B N P.
type men []Kind

func (s men) len() int { return len(s) }

func (m Material) side(c Color) men {
	var s men
	for k, n := range m.counts[c] {
		for range n {
			s = append(s, Kind(k))
		}
	}
	return s
}

// Swapped returns the material with the colours swapped.
func (m Material) Swapped() Material {
	m.counts[White], m.counts[Black] = m.counts[Black], m.counts[White]
	return m
}

// Syzygy returns m or its colour swap, whichever the Syzygy tablebases
// name: they swap when (len(White), Black's kinds) < (len(Black), White's
// kinds).
func (m Material) Syzygy() Material {
	w, b := m.side(White), m.side(Black)
	if cmp.Or(cmp.Compare(len(w), len(b)), slices.Compare(b, w)) < 0 {
		return m.Swapped()
	}
	return m
}
