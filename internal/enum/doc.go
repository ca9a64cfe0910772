// Package enum reads and writes the values of enumerated types by name.
//
// An enumerated type here is an integer type whose values are 0, 1, 2, …,
// each with a name: a format, a rule set, a side to move. A Type holds the
// names in a table indexed by the value; String looks a value up, and Parse
// reads a name in any case, or an alias, and otherwise returns one error
// line that names the kind of value, repeats what was given and lists the
// names allowed, as in
//
//	format "xml": use text, markdown, csv, json or html
package enum
