package crossing

// A line from a king is safe when its first man, the man nearest the king,
// does not check the king along it. Its generating function is
//
//	(1 if it may be empty) + Σ_j first(j)·Π_{i>j} free(i),
//
// where first(j) counts the men who may be the first man on its cell j
// (cells are numbered from the king out) and free(i) counts what may stand
// on cell i beyond him: empty, or any man allowed there. A count asks for
// this function times a product f it has so far, and MulLine works it out
// in one pass from the far end: beyond holds f times the free cells passed,
// and each cell adds its first man times beyond to the sum.

// A LineAlgebra holds the polynomials of type P a count multiplies, and
// the factors of the cells of one line, numbered from the king out. Each
// method returns the polynomial it sets, which may be the one it was given
// (a count that works in place) or a new one.
type LineAlgebra[P any] interface {
	// Copy sets dst to src, leaving src as it was; Clear sets f to zero.
	Copy(dst, src P) P
	Clear(f P) P
	// Pass passes cell j on the way to the king: it adds to f beyond times
	// cell j holding the line's first man, then multiplies beyond by cell
	// j free (empty, or any man allowed there), and returns both.
	Pass(f, beyond P, j int) (P, P)
}

// MulLine returns f times the generating function of a line of n cells
// (see above), the term 1 left out unless the line may be empty, and the
// polynomial it worked in, beyond.
func MulLine[P any, A LineAlgebra[P]](a A, f, beyond P, n int, mayBeEmpty bool) (P, P) {
	beyond = a.Copy(beyond, f)
	if !mayBeEmpty {
		f = a.Clear(f)
	}
	for j := n - 1; j >= 0; j-- {
		f, beyond = a.Pass(f, beyond, j)
	}
	return f, beyond
}
