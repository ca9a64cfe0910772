// Package notebook is the library's front door, for Go notebooks (GoNB,
// gophernotes) and scripts: one call takes a count written as on the
// command line to a result that shows itself.
//
//	res, err := notebook.Count(ctx, notebook.Spec{Material: "KRK"})
//
// Results have String, Markdown and HTML methods (the HTML with an SVG
// picture of the board), which gophernotes renders by itself and GoNB shows
// with gonbui.DisplayHTML(res.HTML()); the package needs no notebook
// dependency. Errors in a Spec are typed (ErrMaterial, ErrBoard, ErrRules,
// ErrToMove, ErrGroup, ErrPosition) for errors.Is.
//
// It is a package of its own because it sits above the others: it reads a
// spec (pieces, placement, burnside) and shows the result (tables), which
// package burnside cannot do without importing its own renderer.
package notebook
