package crossing

// A Reach is how a line from a king runs on one of the boards that
// captures leave: Free squares from the king out are free of men, and the
// man beyond them, if any, is a fixed man who checks the king along the
// line (Checks) or not. On every board the line is the same; only the
// fixed men differ, so the free squares of one board are a prefix of
// those of a board where the line runs further.
type Reach struct {
	Free   int
	Checks bool
}

// Decides reports whether r, rather than chosen, is the reach on which the
// king's safety along the line decides its safety on every board: the men
// still to place stand on the same squares of every board, so the king is
// safe on all of them exactly when it is safe on the deciding one.
//
// Of reaches that end at a checking man, the shortest decides: the king is
// safe along it only if a man stands on one of its free squares and the
// first such does not check; that man is then the first man of every
// longer reach too, and a shorter reach ends at no checker, or at a
// checker beyond a man its free squares hold. If none ends at a checking
// man, the longest decides: a man placed on its free squares is the first
// man of every reach it falls within, and a reach it does not fall within
// ends at a man who does not check. Of two reaches alike, either decides.
func (r Reach) Decides(chosen Reach) bool {
	if r.Checks {
		return !chosen.Checks || r.Free < chosen.Free
	}
	return !chosen.Checks && r.Free > chosen.Free
}
