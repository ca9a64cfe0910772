package explorer

import (
	"os"
	"strings"
	"testing"
)

// The bounds the page shows are those docs/allchess.md records (written
// there with thousands separators), each with its classes.
func TestBoundsRecorded(t *testing.T) {
	doc, err := os.ReadFile("../docs/allchess.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bounds {
		for _, n := range []string{b.Positions, b.Classes} {
			if n != "" && !strings.Contains(string(doc), n) && !strings.Contains(string(doc), withCommas(n)) {
				t.Errorf("%s: %s is not in docs/allchess.md", b.Name, n)
			}
		}
	}
}

// withCommas writes the digits n with a comma between each three.
func withCommas(n string) string {
	var sb strings.Builder
	for i, d := range n {
		if i > 0 && (len(n)-i)%3 == 0 {
			sb.WriteByte(',')
		}
		sb.WriteRune(d)
	}
	return sb.String()
}
