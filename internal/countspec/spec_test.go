package countspec

import (
	"errors"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// An empty board is 8x8; mistakes come back as their kind.
func TestParse(t *testing.T) {
	s, g, err := Spec{Material: "KRK", Rules: "legal"}.Parse()
	if err != nil || s.Board != pieces.Chessboard || s.ToMove != placement.Both || len(g.Elements) != 8 {
		t.Errorf("KRK legal: %+v, %d elements, %v", s, len(g.Elements), err)
	}
	for _, c := range []struct {
		spec Spec
		kind error
	}{
		{Spec{Material: "KXK"}, ErrMaterial},
		{Spec{Material: "KRK", Board: "0x8"}, ErrBoard},
		{Spec{Material: "KRK", Rules: "strict"}, ErrRules},
		{Spec{Material: "KRK", ToMove: "white"}, ErrToMove},
		{Spec{Material: "KPK", Group: "d4"}, ErrGroup},
	} {
		var e *Error
		if _, _, err := c.spec.Parse(); !errors.Is(err, c.kind) || !errors.As(err, &e) {
			t.Errorf("%+v: %v, want kind %v", c.spec, err, c.kind)
		}
	}
}

// Materials reads the spec with every material of its number of men: a
// group that turns pawns is refused even though the first material has
// none.
func TestMaterials(t *testing.T) {
	ms, err := Spec{Group: "d4"}.Materials(2)
	if err != nil || len(ms) != 1 {
		t.Errorf("2 men under d4: %v, %v", ms, err)
	}
	ms, err = Spec{Group: "d4"}.Materials(3)
	if !errors.Is(err, ErrGroup) || ms != nil {
		t.Errorf("3 men under d4: %v, %v; want an error of kind %v", ms, err, ErrGroup)
	}
	if ms, err = (Spec{Board: "6x6"}).Materials(3); err != nil || len(ms) != 5 {
		t.Errorf("3 men on 6x6: %v, %v", ms, err)
	}
}

// The canonical image of a KRK placement, and a position the count does
// not count.
func TestCanonical(t *testing.T) {
	s, g, err := Spec{Material: "KRK"}.Parse()
	if err != nil {
		t.Fatal(err)
	}
	r := &burnside.Result{Spec: s, Group: g}
	p, err := Canonical(r, "Kc6 Rh1 kd8")
	if err != nil || p.String() != "Kc6 Rh1 kd8 → Kc3 Rh8 kd1 by flip-ranks (H)" {
		t.Errorf("Kc6 Rh1 kd8: %v, %v", p, err)
	}
	if _, err := Canonical(r, "Ka1 kb2 Rc3"); !errors.Is(err, ErrPosition) {
		t.Errorf("kings side by side: %v", err)
	}
}

// A switch reads as the command line reads one, strconv.ParseBool's
// words, and anything else is refused naming the flag.
func TestSwitch(t *testing.T) {
	for _, c := range []struct {
		value string
		on    bool
	}{{"true", true}, {"1", true}, {"T", true}, {"TRUE", true}, {"false", false}, {"0", false}, {"F", false}, {"False", false}} {
		if on, err := Switch(c.value, "--labelled"); on != c.on || err != nil {
			t.Errorf("%q: %v, %v; want %v", c.value, on, err, c.on)
		}
	}
	for _, value := range []string{"maybe", "yes", "on", "2", "tRUE", ""} {
		want := `--labelled is a switch: give --labelled to turn it on or --labelled=false to turn it off; got "` + value + `"`
		if _, err := Switch(value, "--labelled"); err == nil || err.Error() != want {
			t.Errorf("%q: %v; want %s", value, err, want)
		}
	}
}
