package placement

import (
	"context"
	"sync/atomic"

	"github.com/chesscount/count/internal/workers"
	"github.com/chesscount/count/pieces"
)

// shaper builds the shapes of king placements and keeps one of each, with
// weights (see shapeSet).
type shaper struct {
	f       *Factored
	orbits  [][]pieces.Square
	orbitOf []int         // orbitOf[sq]: the index of sq's orbit
	base    []pieceSet    // base[o]: the pieces that may fill orbit o (Factored.allowed), less those a Constraint bars
	squares []squareState // what a Constraint puts on each square: all free without one
	used    []bool        // the squares of the kings and the rays, while add builds a shape
	sh      shape         // the shape being built
	set     *shapeSet
	// The shapes of the king that must not be in check alone, for addPair.
	baselines map[baselineKey]*baseline
}

// newShaper returns a shaper for the orbits of a symmetry, with the
// squares of a Constraint (nil: all free) and the pieces barred from each
// square (nil: none). With a Constraint the orbits must be single squares.
func (f *Factored) newShaper(orbits [][]pieces.Square, squares []squareState, barred []pieceSet) *shaper {
	n := f.spec.Board.Squares()
	if (squares != nil || barred != nil) && len(orbits) != n {
		panic("placement: a constraint on squares needs orbits of one square")
	}
	if squares == nil {
		squares = make([]squareState, n)
	}
	sb := &shaper{f: f, orbits: orbits, orbitOf: make([]int, n), used: make([]bool, n), squares: squares,
		set: newShapeSet(), baselines: map[baselineKey]*baseline{}}
	for i, o := range orbits {
		sb.base = append(sb.base, f.allowed(o))
		for _, sq := range o {
			sb.orbitOf[sq] = i
		}
	}
	for sq, set := range barred {
		sb.base[sb.orbitOf[sq]] &^= set
	}
	return sb
}

// result returns the shapes built so far.
func (sb *shaper) result() *shapeSet { return sb.set }

// withoutPawns returns, for each square, the variables a Constraint bars
// from it: the pawns, on the squares of pawnFree.
func (f *Factored) withoutPawns(pawnFree []pieces.Square) []pieceSet {
	barred := make([]pieceSet, f.spec.Board.Squares())
	for _, sq := range pawnFree {
		for t, p := range f.vars {
			if p.Kind == pieces.Pawn {
				barred[sq] = barred[sq].With(t)
			}
		}
	}
	return barred
}

// shapes returns the shapes of every placement of the kings on fixed
// squares (once for a puzzle material), each once with its weight.
func (f *Factored) shapes(ctx context.Context, orbits [][]pieces.Square) (*shapeSet, error) {
	if f.spec.Material.Puzzle() {
		sb := f.newShaper(orbits, nil, nil)
		sb.add(nil, pieces.White, 1)
		return sb.result(), nil
	}
	pairs, weights := f.kingClasses(orbits)
	identity := len(orbits) == f.spec.Board.Squares()
	// Build the shapes on every core, 64 placements a work unit, each
	// goroutine in its own shaper; then merge equal shapes.
	const chunk = 64
	var all *shapeSet
	err := workers.Each(ctx, (len(pairs)+chunk-1)/chunk, f.Workers, nil, func(*atomic.Bool) workers.Worker {
		sb := f.newShaper(orbits, nil, nil)
		return workers.Worker{
			Work: func(u int) {
				for i := u * chunk; i < min(len(pairs), (u+1)*chunk); i++ {
					for _, side := range f.spec.Sides() {
						if identity {
							sb.addPair(pairs[i][0], pairs[i][1], side, weights[i])
						} else {
							sb.add(pairs[i][:], side, weights[i])
						}
					}
				}
			},
			Finish: func() {
				if all == nil {
					all = sb.result()
				} else {
					all.merge(sb.result())
				}
			},
		}
	})
	return all, err
}

// kingClasses returns the placements of the kings (White's, Black's) on
// the fixed squares of orbits, with their weights. For the identity
// (every square fixed), king placements that a symmetry of the rules maps
// onto each other have completions in bijection: it returns one of each
// class, weighted by the class's size; otherwise each with weight 1.
func (f *Factored) kingClasses(orbits [][]pieces.Square) (pairs [][2]pieces.Square, weights []uint64) {
	n := f.spec.Board.Squares()
	var fixed []pieces.Square
	for _, o := range orbits {
		if len(o) == 1 {
			fixed = append(fixed, o[0])
		}
	}
	syms := [][]pieces.Square{nil}
	if len(fixed) == n {
		syms = f.symmetries()
	}
	weight := make([]uint64, n*n) // by the least image, wk·n+bk
	for _, wk := range fixed {
		for _, bk := range fixed {
			if wk == bk || f.king[wk].has(bk) {
				continue
			}
			least := int(wk)*n + int(bk)
			for _, g := range syms[1:] {
				least = min(least, int(g[wk])*n+int(g[bk]))
			}
			weight[least]++
		}
	}
	for pair, w := range weight {
		if w > 0 {
			pairs = append(pairs, [2]pieces.Square{pieces.Square(pair / n), pieces.Square(pair % n)})
			weights = append(weights, w)
		}
	}
	return pairs, weights
}

// allowed returns the pieces that may fill orbit o with side to move, for
// the checked king: those of base[o] that do not check it from a square of
// the orbit without sliding.
func (sb *shaper) allowed(o int, side pieces.Color, checked checkedKing) pieceSet {
	set := sb.base[o]
	if king, ok := checked.on(); ok {
		for _, sq := range sb.orbits[o] {
			set &^= sb.f.contact[side][sq][king]
		}
	}
	return set
}

// add counts the placement of the kings (White's, Black's; none for a
// puzzle material) with side to move weight times. It builds the shape in
// the shaper's buffer, and the shape set copies it if it is new.
func (sb *shaper) add(kings []pieces.Square, side pieces.Color, weight uint64) {
	defer clear(sb.used)
	for _, k := range kings {
		sb.used[k] = true
	}
	checked := noCheckedKing
	if sb.f.spec.Rules == Legal {
		checked = kingOn(kings[side.Other()])
	}
	sb.sh.reset()
	if !sb.hold(side, checked) || !sb.addRays(side, checked) {
		return // a placed man gives check
	}
	for i, o := range sb.orbits {
		if !sb.used[o[0]] { // not a king's nor a ray's orbit
			sb.sh.addCells(sb.allowed(i, side, checked), len(o), 1)
		}
	}
	sb.set.add(&sb.sh, weight)
}

// hold marks the squares of a Constraint used, and reports false when a
// placed man of the side to move attacks the checked king without sliding
// (a slider's check depends on the squares between: see addRays).
func (sb *shaper) hold(side pieces.Color, checked checkedKing) bool {
	king, legal := checked.on()
	for sq, st := range sb.squares {
		if st.free() {
			continue
		}
		sb.used[sq] = true
		if legal && st.holds(sb.f.contact[side][sq][king]) {
			return false
		}
	}
	return true
}

// addRays adds to the shape the rays of the checked king, if any, and
// reports false when a placed man checks it along one. The checked king
// stands on a fixed square, so the symmetries permute its rays, and the
// squares at one distance along the rays of one orbit form an orbit: each
// orbit of rays is one ray of orbits. (The other king, if it cuts a ray,
// fixes that ray.)
func (sb *shaper) addRays(side pieces.Color, checked checkedKing) bool {
	king, legal := checked.on()
	if !legal {
		return true
	}
	for _, ray := range sb.f.rays[king] {
		if len(ray) == 0 || sb.used[ray[0]] && sb.squares[ray[0]].free() {
			continue // a ray of an orbit done, or one the other king cuts at once
		}
		sb.sh.startRay()
		closed := sb.addRayOrbits(ray, side, checked)
		if !sb.sh.endRay(closed) && closed {
			return false // a placed man next to the king, or beyond empty squares, gives check
		}
	}
	return true
}

// addRayOrbits adds the orbits of the squares of ray to the ray started,
// up to the first man on it, and reports whether that man is placed and
// checks along it, so that a man must stand between.
func (sb *shaper) addRayOrbits(ray []pieces.Square, side pieces.Color, checked checkedKing) (closed bool) {
	king, _ := checked.on()
	sliders := sb.f.sliders[side]
	for _, sq := range ray {
		switch st := sb.squares[sq]; {
		case st == emptySquare:
			sb.sh.addRaySquare(raySquare{length: 1})
			continue
		case !st.free():
			return st.holds(sliders[sq][king])
		case sb.used[sq]:
			return false // the other king: it blocks the ray
		}
		o := sb.orbitOf[sq]
		a := sb.allowed(o, side, checked)
		b := a
		for _, q := range sb.orbits[o] {
			sb.used[q] = true
			b &^= sliders[q][king]
		}
		sb.sh.addRaySquare(raySquare{a, b, len(sb.orbits[o])})
	}
	return false
}

// A rayIndex is a ray's place in a baseline's lines.
type rayIndex int

// noRay stands for no ray, on a square no ray of a king passes.
const noRay rayIndex = -1

// baseline is the shape of the checked king alone, for the identity: its
// rays in full and the cells of the other squares (under the Placement
// rule, no king and no rays). A king placement changes it in a few
// squares, so addPair starts from it.
type baseline struct {
	sh   shape
	line [][]pieces.Square // the squares of each ray
	ray  []rayIndex        // ray[sq]: the ray through sq, or noRay
	pos  []int             // pos[sq]: its distance from the king, less one
}

// baselineKey tells the baselines apart: by checked king and side to move.
type baselineKey struct {
	checked checkedKing
	side    pieces.Color
}

// baseline returns the baseline for the checked king with side to move.
func (sb *shaper) baseline(checked checkedKing, side pieces.Color) *baseline {
	key := baselineKey{checked, side}
	if bl, ok := sb.baselines[key]; ok {
		return bl
	}
	n := sb.f.spec.Board.Squares()
	bl := &baseline{ray: make([]rayIndex, n), pos: make([]int, n)}
	for sq := range bl.ray {
		bl.ray[sq] = noRay
	}
	king, legal := checked.on()
	if legal {
		for _, line := range sb.f.rays[king] {
			if len(line) == 0 {
				continue
			}
			bl.sh.startRay()
			for j, sq := range line {
				a := sb.allowed(sb.orbitOf[sq], side, checked)
				bl.sh.addRaySquare(raySquare{a, a &^ sb.f.sliders[side][sq][king], 1})
				bl.ray[sq], bl.pos[sq] = rayIndex(len(bl.line)), j
			}
			bl.sh.endRay(false)
			bl.line = append(bl.line, line)
		}
		bl.sh.hashRays() // once, for every king placement that copies them
	}
	for sq := range pieces.Square(n) {
		if !(legal && sq == king) && bl.ray[sq] == noRay {
			bl.sh.addCells(sb.allowed(sb.orbitOf[sq], side, checked), 1, 1)
		}
	}
	sb.baselines[key] = bl
	return bl
}

// addPair is add for the identity, where every orbit is one square: it
// starts from the checked king's baseline and changes the squares the
// other king takes or frees.
func (sb *shaper) addPair(wk, bk pieces.Square, side pieces.Color, weight uint64) {
	kings := [2]pieces.Square{wk, bk}
	checked, other := noCheckedKing, kings[side]
	if sb.f.spec.Rules == Legal {
		checked = kingOn(kings[side.Other()])
	}
	bl := sb.baseline(checked, side)
	sb.sh.copyFrom(&bl.sh)
	cell := func(sq pieces.Square) pieceSet { return sb.allowed(sb.orbitOf[sq], side, checked) }
	_, legal := checked.on()
	switch cut := bl.ray[other]; {
	case !legal:
		sb.sh.addCells(cell(wk), 1, -1)
		sb.sh.addCells(cell(bk), 1, -1)
	case cut == noRay:
		sb.sh.addCells(cell(other), 1, -1)
	default: // the other king cuts a ray: the squares beyond are cells
		at := bl.pos[other]
		for _, sq := range bl.line[cut][at+1:] {
			sb.sh.addCells(cell(sq), 1, 1)
		}
		sb.sh.cutRay(int(cut), at)
	}
	sb.set.add(&sb.sh, weight)
}
