package placement

import (
	"cmp"
	"encoding/binary"
	"slices"
	"sync/atomic"

	"github.com/chesscount/count/internal/genfunc"
)

// shape is what the completions of one king placement depend on: the
// factors whose product is their generating function. A cell is orbits
// that stay empty or hold men of some pieces; a ray is the squares along
// a line from the king that must not be in check, on which the first man
// must not check it. King placements of equal shape have equally many
// completions.
//
// A shape is built through its methods only: reset, then addCells and,
// for each ray, startRay, addRaySquare and endRay; or
// copyFrom another shape, then cutRay and addCells. It reuses its
// buffers, so one shape serves as the buffer of many; clone makes a copy
// to keep.
type shape struct {
	cells   []cell
	squares []raySquare // the squares of the rays, ray after ray
	rays    []raySpan
	open    int // the start in squares of the ray being added
}

// cell is count orbits of length squares on which the men of the pieces
// allowed may stand.
type cell struct {
	allowed       pieceSet
	length, count int
}

// raySquare is an orbit of squares at one distance along the rays of one
// orbit from the king that must not be in check: the pieces that may stand
// there, those of them that may be the first man on the rays, and the
// orbit's length.
type raySquare struct {
	allowed, blocking pieceSet
	length            int
}

// raySpan is a ray of a shape: its squares, squares[start:end], whether
// it ends at a man who checks, so that it must hold a man, and a hash of
// its squares once hashed is set (only shapes that are compared need it).
type raySpan struct {
	start, end     int
	closed, hashed bool
	hash           uint64
}

// reset empties the shape.
func (sh *shape) reset() {
	sh.cells, sh.squares, sh.rays = sh.cells[:0], sh.squares[:0], sh.rays[:0]
}

// addCells adds n orbits (n may be negative, to take orbits away) of
// length squares on which the pieces allowed may stand. Orbits no man
// may fill add nothing.
func (sh *shape) addCells(allowed pieceSet, length, n int) {
	if allowed == 0 {
		return
	}
	i := slices.IndexFunc(sh.cells, func(c cell) bool { return c.allowed == allowed && c.length == length })
	switch {
	case i < 0:
		sh.cells = append(sh.cells, cell{allowed: allowed, length: length, count: n})
	case sh.cells[i].count+n == 0:
		sh.cells = slices.Delete(sh.cells, i, i+1)
	default:
		sh.cells[i].count += n
	}
}

// startRay starts a ray; addRaySquare adds its squares from the king out,
// and endRay ends it.
func (sh *shape) startRay() { sh.open = len(sh.squares) }

// addRaySquare adds the next square of the ray started.
func (sh *shape) addRaySquare(s raySquare) { sh.squares = append(sh.squares, s) }

// endRay ends the ray started, closed if it must hold a man, and reports
// whether it has squares: a ray of none is left out.
func (sh *shape) endRay(closed bool) bool {
	if len(sh.squares) == sh.open {
		return false
	}
	sh.rays = append(sh.rays, raySpan{start: sh.open, end: len(sh.squares), closed: closed})
	return true
}

// canonical orders the cells and the rays, so that shapes equal but for
// the order have equal keys. Rays go by a hash of their squares (a
// collision would only keep two equal shapes apart: the key holds the
// squares themselves).
func (sh *shape) canonical() {
	sh.hashRays()
	slices.SortStableFunc(sh.rays, func(a, b raySpan) int {
		return cmp.Or(cmp.Compare(a.hash, b.hash), cmp.Compare(bit(a.closed), bit(b.closed)))
	})
	sh.sortCells()
}

// sortCells orders the cells, so that shapes with equal cells but for
// the order have equal cells keys (see appendCellsKey).
func (sh *shape) sortCells() {
	slices.SortFunc(sh.cells, func(a, b cell) int {
		return cmp.Or(cmp.Compare(a.length, b.length), cmp.Compare(a.allowed, b.allowed))
	})
}

// hashRays hashes the rays not hashed yet.
func (sh *shape) hashRays() {
	for i := range sh.rays {
		if r := &sh.rays[i]; !r.hashed {
			r.hash, r.hashed = hashRay(sh.squares[r.start:r.end]), true
		}
	}
}

// appendKey appends to key the bytes that tell the shape, as ordered,
// from any other: its cells, then its rays.
func (sh *shape) appendKey(key []byte) []byte {
	key = sh.appendCellsKey(key)
	for _, r := range sh.rays {
		key = append(key, 0xff-bit(r.closed)) // no varint starts so
		for _, s := range sh.squares[r.start:r.end] {
			key = binary.AppendUvarint(key, uint64(s.length))
			key = binary.AppendUvarint(key, uint64(s.allowed))
			key = binary.AppendUvarint(key, uint64(s.blocking))
		}
	}
	return key
}

// appendCellsKey appends to key the bytes that tell the shape's cells, as
// ordered.
func (sh *shape) appendCellsKey(key []byte) []byte {
	for _, c := range sh.cells {
		key = binary.AppendUvarint(key, uint64(c.length))
		key = binary.AppendUvarint(key, uint64(c.allowed))
		key = binary.AppendUvarint(key, uint64(c.count))
	}
	return key
}

// clone returns a copy of the shape that shares no buffer with it.
func (sh *shape) clone() shape {
	return shape{cells: slices.Clone(sh.cells), squares: slices.Clone(sh.squares), rays: slices.Clone(sh.rays)}
}

func bit(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// evaluate returns, modulo p, the number of completions of sh: the
// coefficient of the last monomial (the men left to place) in the product
// of its factors, worked out in f, with scratch to work in. Once stop is
// set it returns early with a meaningless value: a shape of a large
// material takes seconds.
func (sh *shape) evaluate(m *genfunc.Monomials, f, scratch genfunc.Poly, p uint64, stop *atomic.Bool) uint64 {
	m.One(f)
	sh.multiply(m, f, scratch, p, stop)
	return m.Last(f)
}

// multiply sets f to f times the factors of sh, modulo p; g is a
// polynomial to work in. Once stop is set it returns early, leaving f
// meaningless.
func (sh *shape) multiply(m *genfunc.Monomials, f, g genfunc.Poly, p uint64, stop *atomic.Bool) {
	sh.multiplyCells(m, f, p, stop)
	sh.multiplyRays(m, f, g, p, stop)
}

// multiplyCells sets f to f times the factors of sh's cells, modulo p.
func (sh *shape) multiplyCells(m *genfunc.Monomials, f genfunc.Poly, p uint64, stop *atomic.Bool) {
	for _, c := range sh.cells {
		for range c.count {
			if stop.Load() {
				return
			}
			m.MulFactor(f, c.allowed, c.length, p)
		}
	}
}

// multiplyRays sets f to f times the factors of sh's rays, modulo p; g is
// a polynomial to work in.
//
// Each ray is crossing.MulLine's pass from the far end, written out here:
// this loop runs for every shape of every count, and the generic pass's
// call per square costs it some 8% on the smallest materials (the Go
// benchmarks Evaluate and CountWithCaptures). TestRaysAgainstMulLine
// checks it against MulLine.
func (sh *shape) multiplyRays(m *genfunc.Monomials, f, g genfunc.Poly, p uint64, stop *atomic.Bool) {
	for _, r := range sh.rays {
		if stop.Load() {
			return
		}
		copy(g, f) // g: f times the squares beyond the one at hand
		if r.closed {
			clear(f) // the ray may not be empty
		}
		ray := sh.squares[r.start:r.end]
		for i := len(ray) - 1; i >= 0; i-- {
			m.AddPowers(f, g, ray[i].blocking, ray[i].length, p)
			m.MulFactor(g, ray[i].allowed, ray[i].length, p)
		}
	}
}

// shapeSet keeps shapes, each once, and the weight of each: the king
// placements (times sides to move) of that shape.
type shapeSet struct {
	index   map[string]int
	shapes  []shape
	weights []uint64
	key     []byte
}

func newShapeSet() *shapeSet { return &shapeSet{index: map[string]int{}} }

// len returns the number of shapes in s.
func (s *shapeSet) len() int { return len(s.shapes) }

// at returns the i-th shape of s and its weight.
func (s *shapeSet) at(i int) (*shape, uint64) { return &s.shapes[i], s.weights[i] }

// add adds weight to sh's weight, keeping a copy of sh if it is new. It
// orders sh's cells and rays.
func (s *shapeSet) add(sh *shape, weight uint64) {
	sh.canonical()
	s.key = sh.appendKey(s.key[:0])
	i, ok := s.index[string(s.key)]
	if !ok {
		i = len(s.shapes)
		s.index[string(s.key)] = i
		s.shapes = append(s.shapes, sh.clone())
		s.weights = append(s.weights, 0)
	}
	s.weights[i] += weight
}

// merge adds the shapes of t, with their weights, to s.
func (s *shapeSet) merge(t *shapeSet) {
	for key, i := range t.index {
		j, ok := s.index[key]
		if !ok {
			j = len(s.shapes)
			s.index[key] = j
			s.shapes = append(s.shapes, t.shapes[i])
			s.weights = append(s.weights, 0)
		}
		s.weights[j] += t.weights[i]
	}
}

// copyFrom sets sh to a copy of t.
func (sh *shape) copyFrom(t *shape) {
	sh.cells = append(sh.cells[:0], t.cells...)
	sh.squares = append(sh.squares[:0], t.squares...)
	sh.rays = append(sh.rays[:0], t.rays...)
}

// cutRay keeps the first n squares of ray i, leaving the ray out if n is
// 0.
func (sh *shape) cutRay(i, n int) {
	if n == 0 {
		sh.rays = slices.Delete(sh.rays, i, i+1)
		return
	}
	r := &sh.rays[i]
	r.end, r.hashed = r.start+n, false
}

// hashRay returns a hash of a ray's squares.
func hashRay(squares []raySquare) uint64 {
	var hash uint64
	for _, s := range squares {
		hash = (hash^uint64(s.allowed)<<32^uint64(s.blocking)<<16^uint64(s.length))*0x100000001b3 + 1
	}
	return hash
}
