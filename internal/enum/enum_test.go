package enum_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chesscount/count/internal/enum"
)

// Two enumerated types to test with: fruits, named plainly, and sides,
// with a value without a name (unset), a hint, and aliases.
type (
	fruit uint8
	side  int
)

const apple, plum fruit = 0, 2
const unset, white, black side = 0, 1, 2

var fruits = enum.Type[fruit]{Kind: "fruit", Names: []string{"apple", "pear", "plum"}}

var sides = enum.Type[side]{
	Kind: "side to move", Names: []string{"", "white", "black"}, Hints: []string{"", "", "the second player"},
	Aliases: map[string]side{"w": white, "b": black},
}

func TestString(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{fruits.String(apple), "apple"},
		{fruits.String(plum), "plum"},
		{fruits.String(fruit(3)), "enum_test.fruit(3)"},
		{sides.String(unset), ""},
		{sides.String(black), "black"},
		{sides.String(side(-1)), "enum_test.side(-1)"},
	} {
		if c.got != c.want {
			t.Errorf("String: %q, want %q", c.got, c.want)
		}
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct {
		s    string
		want side
	}{
		{"white", white}, {"WHITE", white}, {"Black", black}, {"w", white}, {"B", black},
	} {
		if got, err := sides.Parse(c.s); err != nil || got != c.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", c.s, got, err, c.want)
		}
	}
	for _, c := range []struct {
		names enum.Type[side]
		s     string
		want  string
	}{
		{sides, "", `side to move "": use white or black (the second player)`},
		{sides, "both", `side to move "both": use white or black (the second player)`},
		{sides, "whitey", `side to move "whitey": use white or black (the second player)`},
		{enum.Type[side]{Kind: "side", Names: []string{"white"}}, "x", `side "x": use white`},
	} {
		if got, err := c.names.Parse(c.s); err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) = %v, error %v; want the error %s", c.s, got, err, c.want)
		}
	}
	_, err := fruits.Parse("fig")
	if want := `fruit "fig": use apple, pear or plum`; err == nil || err.Error() != want {
		t.Errorf("Parse(fig): error %v, want %s", err, want)
	}
}

// Parse reads each name String writes back to its value, and what it
// reads is a name, in some case, or an alias; its errors are one line.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"white", "BLACK", "w", "", "both", "pear", "ſ", "white\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := sides.Parse(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("Parse(%q): an error of several lines: %q", s, err)
			}
			return
		}
		name := sides.String(v)
		if !strings.EqualFold(s, name) && !strings.EqualFold(s, map[side]string{white: "w", black: "b"}[v]) {
			t.Errorf("Parse(%q) = %v, named %q", s, v, name)
		}
		if back, err := sides.Parse(name); err != nil || back != v {
			t.Errorf("Parse(%q) = %v, but its name %q reads as %v (%v)", s, v, name, back, err)
		}
	})
}

// Values lists the names Parse reads, in order: not the empty name of a
// value without one, nor an alias.
func TestValues(t *testing.T) {
	for _, c := range []struct{ got, want []string }{
		{fruits.Values(), []string{"apple", "pear", "plum"}},
		{sides.Values(), []string{"white", "black"}},
	} {
		if strings.Join(c.got, ",") != strings.Join(c.want, ",") {
			t.Errorf("Values() = %q, want %q", c.got, c.want)
		}
	}
}

func ExampleType() {
	type format int
	formats := enum.Type[format]{Kind: "format", Names: []string{"text", "csv"}}
	f, err := formats.Parse("CSV")
	fmt.Println(formats.String(f), err)
	_, err = formats.Parse("xml")
	fmt.Println(err)
	// Output:
	// csv <nil>
	// format "xml": use text or csv
}
