// Package notebook is the library's front door, for Go notebooks (GoNB,
// gophernotes) and scripts: one call takes a count written as on the
// command line to a result that shows itself.
//
//	res, err := notebook.Count(ctx, notebook.Spec{Material: "KRK"})
//
// Count counts placements' classes (count KRK); Positions counts whole
// positions, with the side to move, castling and en passant rights (count
// positions KRvK); Men and MenPositions count every chess material with
// some number of men (count men 3, count positions --men 3); a Result's
// Verify counts its classes again by listing every placement (count
// --verify).
//
// Results have String, Markdown and HTML methods (Count's HTML with an SVG
// picture of the board), which gophernotes renders by itself and GoNB
// shows with gonbui.DisplayHTML(res.HTML()); the package needs no notebook
// dependency.
//
// Every function that counts takes a context and stops with its error
// when it is done: context.WithTimeout bounds a count, and errors.Is(err,
// context.DeadlineExceeded) then holds.
//
// Mistakes in a spec come back as a *SpecError whose kind (ErrMaterial,
// ErrBoard, ErrRules, ErrToMove, ErrGroup, ErrPosition, ErrEnPassant,
// ErrCastling, ErrMen) errors.Is finds; a Verify whose counts differ
// returns a *MismatchError, of kind ErrMismatch.
//
// It is a package of its own because it sits above the others: it reads a
// spec (pieces, placement, burnside, census) and shows the result
// (tables), which package burnside cannot do without importing its own
// renderer. The command (cmd/count) reads a spec and a position the same
// way, through an internal package both call, so neither is built on the
// other.
package notebook
