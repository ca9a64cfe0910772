package crossing

import "slices"

// plan is how an inclusion and exclusion would run over one king's lines:
// the lines that cross the other king's lines, the ways each can be in
// check, and the lines that cross nothing.
type plan struct {
	crossed   []int
	options   [][]option // options[j]: the ways line crossed[j] can be in check (slices of all)
	crosses   []LineSet  // crosses[j]: the other king's lines crossed[j] crosses
	uncrossed []int
	all       []option
}

// option is one way a line can be in check: its cells before first are
// empty and its first man, who checks, stands on cells[first:last] (one
// crossing, if onCrossing) and is one of checkers. first == last ==
// len(cells) when the line is empty and ends at a fixed man who checks.
type option struct {
	first, last int
	onCrossing  bool
	checkers    uint64
}

// group is a part of the inclusion and exclusion that runs alone: lines
// of the two kings that cross one another and no line of another group.
// The sum runs over the crossed lines of king ie (indices into its plan's
// crossed); the lines of the other king, the whole king, go whole into
// each term, each once the choices have settled it.
type group struct {
	ie      King
	crossed []int
	settles [MaxLinesOfKing]LineSet // settles[k]: the lines of whole that no line after the k-th crosses
}

// buildPlan sets the plan of an inclusion and exclusion over the lines of
// king k that cross the other king's lines.
func (e *Lines[P, A]) buildPlan(k King) {
	p := &e.plans[k]
	p.crossed, p.options, p.crosses, p.uncrossed, p.all = p.crossed[:0], p.options[:0], p.crosses[:0], p.uncrossed[:0], p.all[:0]
	other := e.on[k.Other()]
	for r, line := range e.lines[k] {
		first := len(p.all)
		var crosses LineSet
		start := 0
		for j, c := range line.Cells {
			if other[c] == noLine {
				continue
			}
			crosses = crosses.With(other[c])
			p.all = e.appendRun(p.all, k, line.Cells, start, j)
			if checkers := e.alg.Checkers(k, c); checkers != 0 {
				p.all = append(p.all, option{first: j, last: j + 1, onCrossing: true, checkers: checkers})
			}
			start = j + 1
		}
		if crosses == 0 {
			p.all = p.all[:first]
			p.uncrossed = append(p.uncrossed, r)
			continue
		}
		p.all = e.appendRun(p.all, k, line.Cells, start, len(line.Cells))
		if line.Closed {
			p.all = append(p.all, option{first: len(line.Cells), last: len(line.Cells)})
		}
		p.crossed = append(p.crossed, r)
		p.options = append(p.options, p.all[first:len(p.all):len(p.all)])
		p.crosses = append(p.crosses, crosses)
	}
}

// appendRun appends to options the way of being in check with the first
// man in cells[start:end], a run between crossings, if a checker of king
// k may stand there.
func (e *Lines[P, A]) appendRun(options []option, k King, cells []int, start, end int) []option {
	var checkers uint64
	for _, c := range cells[start:end] {
		checkers |= e.alg.Checkers(k, c)
	}
	if checkers == 0 {
		return options
	}
	return append(options, option{first: start, last: end, checkers: checkers})
}

// group sets e.groups: the crossed lines, lines that cross one another,
// directly or through other lines, in one group (a Partition of the lines
// of both kings, king 0's first).
func (e *Lines[P, A]) group() {
	p := &e.plans[0]
	e.groups, e.order = e.groups[:0], e.order[:0]
	if len(p.crossed) == 0 { // (most placements: no line crosses)
		return
	}
	part := NewPartition(MaxLines)
	for j, r := range p.crossed {
		for w := range p.crosses[j].Lines() {
			part.Join(r, MaxLinesOfKing+w)
		}
	}
	for lines := range part.Groups() {
		if lines.Len() > 1 { // (a line alone crosses nothing)
			var of [2]LineSet
			for l := range lines.Lines() {
				of[l/MaxLinesOfKing] = of[l/MaxLinesOfKing].With(l % MaxLinesOfKing)
			}
			e.groups = append(e.groups, e.orient(of))
		}
	}
}

// orient returns the group of the lines of each king in lines. Its
// inclusion and exclusion runs over the lines of the king that makes it
// cheaper, the line with the most ways to be in check last: each choice
// for the lines before the last multiplies the work (see sum).
func (e *Lines[P, A]) orient(lines [2]LineSet) group {
	g := group{ie: 0}
	if a, b := e.plans[1].rank(lines[1]), e.plans[0].rank(lines[0]); slices.Compare(a[:], b[:]) < 0 {
		g.ie = 1
	}
	p := &e.plans[g.ie]
	start := len(e.order)
	for j, r := range p.crossed {
		if lines[g.ie].Has(r) {
			e.order = append(e.order, j)
		}
	}
	g.crossed = e.order[start:len(e.order):len(e.order)]
	slices.SortStableFunc(g.crossed, func(a, b int) int { return len(p.options[a]) - len(p.options[b]) })
	for k := len(g.crossed) - 1; k >= 0; k-- {
		g.settles[k] = p.crosses[g.crossed[k]]
		for _, later := range g.settles[k+1 : len(g.crossed)] {
			g.settles[k] &^= later
		}
	}
	return g
}

// rank returns how much work an inclusion and exclusion over the crossed
// lines of p in lines takes: the choices for all of them but the one with
// the most ways to be in check, and then the number of its terms.
func (p *plan) rank(lines LineSet) [2]int {
	terms, most := 1, 1
	for j, r := range p.crossed {
		if lines.Has(r) {
			n := 1 + len(p.options[j])
			terms *= n
			most = max(most, n)
		}
	}
	return [2]int{terms / most, terms}
}
