package crossing

// MulGroup returns f times the sum of the terms of group i: the
// inclusion and exclusion over its lines of one king, the other king's
// lines going whole into each term (see lines.go).
func (e *Lines[P, A]) MulGroup(f P, i int) P {
	e.polys.groupSum = e.alg.Clear(e.polys.groupSum)
	e.sum(&e.groups[i], 0, false, f)
	return e.alg.Copy(f, e.polys.groupSum)
}

// sum adds to the group's sum the terms of the inclusion and exclusion
// over the lines of group g from its k-th on, each times f, which holds
// the factors the choices for the lines before have settled: each line
// either unconstrained or in check in one of its ways. odd is whether an
// odd number of lines are in check so far.
func (e *Lines[P, A]) sum(g *group, k int, odd bool, f P) {
	switch {
	case k == len(g.crossed):
		e.polys.groupSum = e.alg.AddSigned(e.polys.groupSum, f, odd)
	case k == len(g.crossed)-1 && e.crossesOnce(g, k):
		e.last(g, odd, f)
	default:
		e.choose(g, k, option{}, odd, f)
		for _, o := range e.plans[g.ie].options[g.crossed[k]] {
			if o.checkers == 0 || e.alg.Admits(append(e.need, o.checkers)) {
				e.choose(g, k, o, !odd, f)
			}
		}
	}
}

// choose takes option o for the k-th line of group g (the zero option:
// unconstrained): it marks the cells, multiplies a copy of f by the
// factors the choice settles (the line's own cells, and the other king's
// lines no later line crosses), and adds up the terms of the lines after.
func (e *Lines[P, A]) choose(g *group, k int, o option, odd bool, f P) {
	cells := e.ieLine(g, k).Cells
	e.setMarks(cells, o)
	if o.checkers != 0 {
		e.need = append(e.need, o.checkers)
	}
	h := e.alg.Copy(e.polys.atLine[k], f)
	h = e.mulOwn(h, g.ie, cells, o)
	for w := range g.settles[k].Lines() {
		h = e.mulCut(h, g.ie.Other(), w)
	}
	e.polys.atLine[k] = h
	e.sum(g, k+1, odd, h)
	e.clearMarks(cells, o)
	if o.checkers != 0 {
		e.need = e.need[:len(e.need)-1]
	}
}

// last adds to the group's sum the terms over the choices for the last
// line of group g, each times f. The lines of the other king left to settle are those
// this line crosses, each once (see crossesOnce). Rather than each choice
// in turn, one pass along the line from its far end adds them up, as
// MulLine does a line: A is f times the factors of the cells passed, the
// line unconstrained there, and O the sum over the ways to be in check
// whose first man stands on a cell passed (or on none, for a line that
// ends at a fixed man who checks), f times their factors there. Passing a
// run between crossings adds the way with the first man in it; passing a
// crossing adds the way with the first man on it, and multiplies A and O
// by the crossed line with the crossing free, or empty. Ways that need
// more checking men than there are give terms that are zero (see
// Algebra.Admits), and the pass keeps them.
func (e *Lines[P, A]) last(g *group, odd bool, f P) {
	ie, whole := g.ie, g.ie.Other()
	line := e.ieLine(g, len(g.crossed)-1)
	b := &e.polys
	b.unconstrained = e.alg.Copy(b.unconstrained, f)
	b.inCheck = e.alg.Clear(b.inCheck)
	if line.Closed {
		b.inCheck = e.alg.Copy(b.inCheck, f)
	}
	for end := len(line.Cells); end > 0; {
		if c := line.Cells[end-1]; e.on[whole][c] != noLine {
			e.passCrossing(ie, c)
			end--
			continue
		}
		start := end - 1
		for start > 0 && e.on[whole][line.Cells[start-1]] == noLine {
			start--
		}
		e.passRun(ie, line.Cells[start:end])
		end = start
	}
	b.groupSum = e.alg.AddSigned(b.groupSum, b.unconstrained, odd)
	b.groupSum = e.alg.AddSigned(b.groupSum, b.inCheck, !odd)
}

// passCrossing is last passing the crossing c of a line of king ie: O
// times the crossed line with c empty, plus A times a checker on c and the
// crossed line blocked there; then A times the crossed line with c free.
func (e *Lines[P, A]) passCrossing(ie King, c int) {
	w, b := e.on[ie.Other()][c], &e.polys
	e.marks[c] = markEmpty
	b.inCheck = e.mulCut(b.inCheck, ie.Other(), w)
	if e.alg.Checkers(ie, c) != 0 {
		b.term = e.alg.Copy(b.term, b.unconstrained)
		e.marks[c] = markChecker
		b.term = e.mulChecker(b.term, ie, c)
		b.term = e.mulCut(b.term, ie.Other(), w)
		b.inCheck = e.alg.AddSigned(b.inCheck, b.term, false)
	}
	e.marks[c] = unmarked
	b.unconstrained = e.mulCut(b.unconstrained, ie.Other(), w)
}

// passRun is last passing a run of cells of a line of king ie between
// crossings: O plus A times the run in check, if a checker may stand on
// it; then A times the run free.
func (e *Lines[P, A]) passRun(ie King, cells []int) {
	b := &e.polys
	if e.anyChecker(ie, cells) {
		b.term = e.alg.Copy(b.term, b.unconstrained)
		b.term = e.mulRun(b.term, ie, cells, true, false)
		b.inCheck = e.alg.AddSigned(b.inCheck, b.term, false)
	}
	for _, c := range cells {
		b.unconstrained = e.alg.MulFree(b.unconstrained, c)
	}
}

// mulOwn returns f times the cells of a line of king ie off the other
// king's lines, and the checker the option puts on a crossing, under
// option o: the cells before its first man empty, the run that holds him
// in check (or the crossing that holds him), the cells beyond free.
func (e *Lines[P, A]) mulOwn(f P, ie King, cells []int, o option) P {
	if o.onCrossing {
		f = e.mulChecker(f, ie, cells[o.first])
	} else if o.first < o.last {
		f = e.mulRun(f, ie, cells[o.first:o.last], true, false)
	}
	for _, c := range cells[o.last:] {
		if e.on[ie.Other()][c] == noLine {
			f = e.alg.MulFree(f, c)
		}
	}
	return f
}

// mulChecker returns f times cell c holding a man who checks king k.
func (e *Lines[P, A]) mulChecker(f P, k King, c int) P {
	e.polys.beyond = e.alg.Copy(e.polys.beyond, f)
	f = e.alg.Clear(f)
	return e.alg.AddFirst(f, e.polys.beyond, k, c, true)
}

// anyChecker reports whether a checker of king k may stand on one of
// cells.
func (e *Lines[P, A]) anyChecker(k King, cells []int) bool {
	for _, c := range cells {
		if e.alg.Checkers(k, c) != 0 {
			return true
		}
	}
	return false
}

// setMarks marks the cells option o keeps empty, and the cell of its
// checking man if that is a crossing.
func (e *Lines[P, A]) setMarks(cells []int, o option) {
	for _, c := range cells[:o.first] {
		e.marks[c] = markEmpty
	}
	if o.onCrossing {
		e.marks[cells[o.first]] = markChecker
	}
}

// clearMarks takes away the marks of setMarks.
func (e *Lines[P, A]) clearMarks(cells []int, o option) {
	for _, c := range cells[:o.last] {
		e.marks[c] = unmarked
	}
}

// crossesOnce reports whether the k-th line of group g crosses each line
// of the other king at most once. Lines of the two kings on one line,
// between them, share all their cells.
func (e *Lines[P, A]) crossesOnce(g *group, k int) bool {
	var seen LineSet
	for _, c := range e.ieLine(g, k).Cells {
		if w := e.on[g.ie.Other()][c]; w != noLine {
			if seen.Has(w) {
				return false
			}
			seen = seen.With(w)
		}
	}
	return true
}

// ieLine returns the k-th line of group g.
func (e *Lines[P, A]) ieLine(g *group, k int) Line {
	return e.lines[g.ie][e.plans[g.ie].crossed[g.crossed[k]]]
}
