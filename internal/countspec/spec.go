package countspec

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Spec is a count written as on the command line. Only Material is
// required; an empty field takes the command line's default.
type Spec struct {
	Material string // "KRK", "KRvK", "8Q", …
	Board    string // FILESxRANKS; "8x8" when empty
	Rules    string // "placement" (when empty), "legal" or "nonattacking"
	ToMove   string // "white", "black" or "both" (when empty), legal rules only
	Group    string // "auto" (when empty), "d4", "rotations", "rectangle", "mirror", "identity"
	Labelled bool   // identical men distinguishable
}

// The kinds of mistake a spec or a position of its count can hold, for
// errors.Is.
var (
	ErrMaterial = errors.New("bad material")
	ErrBoard    = errors.New("bad board")
	ErrRules    = errors.New("bad rules")
	ErrToMove   = errors.New("bad side to move")
	ErrGroup    = errors.New("group not allowed")
	ErrPosition = errors.New("bad position")
)

// Error is a mistake in a Spec: Kind is one of the Err values above, or
// another kind of mistake its reader names; Err says what is wrong and
// how to mend it.
type Error struct {
	Kind, Err error
}

func (e *Error) Error() string   { return e.Err.Error() }
func (e *Error) Unwrap() []error { return []error{e.Kind, e.Err} }

// Parse reads the spec into what the counters take, or returns an
// *Error.
func (s Spec) Parse() (placement.Spec, symmetry.Group, error) {
	var ps placement.Spec
	fail := func(kind, err error) (placement.Spec, symmetry.Group, error) {
		return placement.Spec{}, symmetry.Group{}, &Error{kind, err}
	}
	var err error
	if ps.Material, err = pieces.ParseMaterial(s.Material); err != nil {
		return fail(ErrMaterial, err)
	}
	if ps.Board, err = ParseBoard(s.Board); err != nil {
		return placement.Spec{}, symmetry.Group{}, err
	}
	if err := ps.Material.Fits(ps.Board); err != nil {
		return fail(ErrMaterial, err)
	}
	if s.Rules != "" {
		if ps.Rules, err = placement.ParseRules(s.Rules); err != nil {
			return fail(ErrRules, err)
		}
	}
	if s.ToMove != "" {
		if ps.ToMove, err = placement.ParseToMove(s.ToMove); err != nil {
			return fail(ErrToMove, err)
		}
	} else if ps.Rules == placement.Legal {
		ps.ToMove = placement.Both
	}
	ps.Labelled = s.Labelled
	if err := ps.Validate(); err != nil {
		if ps.ToMove != placement.Unset && ps.Rules != placement.Legal {
			return fail(ErrToMove, err)
		}
		return fail(ErrRules, err)
	}
	g, err := symmetry.Resolve(s.Group, ps.Board, ps.Material)
	if err != nil {
		return fail(ErrGroup, err)
	}
	return ps, g, nil
}

// Materials returns every chess material with n men that fits on the
// spec's board (pieces.Materials), after reading the spec with each of
// them as its Material, which it replaces: a mistake that any of them
// would meet, such as a group that turns the direction of the pawns of
// some, comes back as an *Error before any is counted, whichever of
// them a count would reach first. The list is empty when none fits.
func (s Spec) Materials(n int) ([]pieces.Material, error) {
	probe := s
	probe.Material = "KvK"
	ps, _, err := probe.Parse()
	if err != nil {
		return nil, err
	}
	ms := pieces.Materials(n, ps.Board)
	for _, m := range ms {
		probe.Material = m.String()
		if _, _, err := probe.Parse(); err != nil {
			return nil, err
		}
	}
	return ms, nil
}

// ParseBoard reads a board, "8x8" when s is empty, or returns an *Error
// of kind ErrBoard.
func ParseBoard(s string) (pieces.Board, error) {
	if s == "" {
		return pieces.Chessboard, nil
	}
	b, err := pieces.ParseBoard(s)
	if err != nil {
		return b, &Error{ErrBoard, err}
	}
	return b, nil
}

// MenRange reads N or A-B, numbers of men from 2 to most, given to name
// (count men, --men, or the explorer's field of that name), and refuses
// anything else in one line that names name.
func MenRange(men, name string, most int) (lo, hi int, err error) {
	from, to, isRange := strings.Cut(men, "-")
	lo, err1 := strconv.Atoi(strings.TrimSpace(from))
	hi, err2 := lo, error(nil)
	if isRange {
		hi, err2 = strconv.Atoi(strings.TrimSpace(to))
	}
	if err1 != nil || err2 != nil || lo < 2 || hi < lo || hi > most {
		return 0, 0, fmt.Errorf("%s %q: give a number of men from 2 to %d, or a range such as 3-6", name, men, most)
	}
	return lo, hi, nil
}

// Switch reads value, given to name (--labelled, --color-swap), as the
// command line reads a switch, a flag that is on or off: what
// strconv.ParseBool reads (1, t, T, TRUE, true, True, and 0, f, F, FALSE,
// false, False); anything else is refused in one line that names name.
func Switch(value, name string) (bool, error) {
	on, err := strconv.ParseBool(value)
	if err != nil {
		return false, fmt.Errorf("%s is a switch: give %s to turn it on or %s=false to turn it off; got %q", name, name, name, value)
	}
	return on, nil
}
