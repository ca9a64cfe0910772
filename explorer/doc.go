// Package explorer is Burnside's lemma in a browser: a web page, served
// by count serve, on which a student picks a board, a material, the rules
// and the group, and sees the lemma count the classes term by term; clicks
// a symmetry to see the squares it fixes and the cycles it moves; lists,
// for a small count, the placements one element fixes; pastes a FEN to
// see all its images, its stabiliser, its canonical forms and the counted
// sets that hold it, or draws a random position of its men; and charts
// how many chess positions there are by number of men.
//
// Handler serves the page (web/index.html, app.js and style.css, embedded
// in the binary, so nothing is fetched from the network) and a small JSON
// API the page calls:
//
//	/api/count     a material's count: each element's |Fix(g)|, why, and
//	               picture; the sum, the order, the classes; the classes by
//	               stabiliser (count MATERIAL --table, --explain, --orbits)
//	/api/fixed     the placements one element fixes, listed (small counts)
//	/api/position  a FEN's images, stabiliser, class size and canonical
//	               forms under both conventions (count canon), and the sets
//	               that hold it (count check)
//	/api/sample    a whole position of a FEN's material drawn at random,
//	               every one equally likely (count sample positions)
//	/api/all       every chess position at once by number of men (count
//	               all), with the bounds side by side
//	/api/bounds    the bounds alone, recorded: answered at once, without a
//	               count, so that the page shows them whatever its count does
//
// It is a package of its own because it is a front end, like the command:
// it reads specs and positions through the same calls as the command and
// answers with the same numbers and the same one-line messages, so the
// page and the command cannot disagree. Numbers go out as decimal strings,
// since JavaScript's numbers are not exact beyond 2^53. Every request runs
// under a time limit (Options.Timeout); a count past it is refused with a
// message saying so, and the page stays usable; count serve's limit is
// DefaultTimeout unless --timeout says.
package explorer
