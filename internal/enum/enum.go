package enum

import (
	"fmt"
	"strings"
)

// Integer is the underlying types an enumerated type may have.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Type describes the enumerated type T by the names of its values T(0),
// T(1), …, T(len(Names)-1).
type Type[T Integer] struct {
	// Kind says what a value is, as an error message names it: "format",
	// "en passant rule".
	Kind string
	// Names holds the name of each value, Names[v] for T(v), all distinct
	// whatever their case. A value whose name is "" is never read.
	Names []string
	// Hints, if not nil, says in a few words what each value means,
	// Hints[v] for T(v) (none where it is "" or missing); Parse's error
	// gives each in parentheses after the name.
	Hints []string
	// Aliases are other names Parse reads, in any case, such as "true"
	// for a rule's usual value. Parse's error does not list them.
	Aliases map[string]T
}

// String returns the name of v. A value beyond the table is written as
// its Go type and number, such as "tables.Format(9)".
func (t Type[T]) String(v T) string {
	if v < 0 || uint64(v) >= uint64(len(t.Names)) {
		return fmt.Sprintf("%T(%d)", v, v)
	}
	return t.Names[v]
}

// Parse returns the value named s, whatever its case, or an error of one
// line naming the kind, s and the names allowed.
func (t Type[T]) Parse(s string) (T, error) {
	for v, name := range t.Names {
		if name != "" && strings.EqualFold(s, name) {
			return T(v), nil
		}
	}
	for alias, v := range t.Aliases {
		if strings.EqualFold(s, alias) {
			return v, nil
		}
	}
	return 0, fmt.Errorf("%s %q: use %s", t.Kind, s, t.allowed())
}

// Values returns the names Parse reads, in the order of their values,
// without the aliases: the list a shell's completion offers.
func (t Type[T]) Values() []string {
	var names []string
	for _, name := range t.Names {
		if name != "" {
			names = append(names, name)
		}
	}
	return names
}

// allowed lists the names that are read, each with its hint, as "a, b
// (hint) or c".
func (t Type[T]) allowed() string {
	var names []string
	for v, name := range t.Names {
		if name == "" {
			continue
		}
		if v < len(t.Hints) && t.Hints[v] != "" {
			name += " (" + t.Hints[v] + ")"
		}
		names = append(names, name)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
