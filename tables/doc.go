// Package tables renders counts from package burnside for people and for
// scripts: the per-element table of Burnside's sum (as in the KTH thesis,
// one row per symmetry, then Σ, |G| and the classes), and one summary row
// per material, as text, Markdown, CSV or JSON.
//
// JSON is the contract for scripts and notebooks: one object per material
// with the keys material, board, rules, to_move, labelled, group, order,
// elements (each {name, leapfrog, cycle_type, fixed}), sum, placements,
// classes and ratio; counts are exact JSON integers of any size.
package tables
