package rights_test

import (
	"strings"
	"testing"

	"github.com/chesscount/count/rights"
)

// ParseEP and ParseCastling accept their names in any case (and true and
// false for castling), and each value they return prints as a name they
// read back to it.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"nulp", "FIDE", "none", "standard", "chess960", "Chess960", "true", "false", "", "960", "nulp\x00", "FİDE", "ſtandard", "TRUE"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if ep, err := rights.ParseEP(s); err == nil {
			if back, err := rights.ParseEP(ep.String()); err != nil || back != ep || !strings.EqualFold(s, ep.String()) {
				t.Errorf("ParseEP(%q) = %v, which reads back as %v (%v)", s, ep, back, err)
			}
		} else if strings.Count(err.Error(), "\n") > 0 {
			t.Errorf("ParseEP(%q): a message of several lines: %q", s, err)
		}
		if c, err := rights.ParseCastling(s); err == nil {
			back, err := rights.ParseCastling(c.String())
			alias := strings.EqualFold(s, "true") && c == rights.StandardCastling || strings.EqualFold(s, "false") && c == rights.NoCastling
			if err != nil || back != c || !strings.EqualFold(s, c.String()) && !alias {
				t.Errorf("ParseCastling(%q) = %v, which reads back as %v (%v)", s, c, back, err)
			}
		} else if strings.Count(err.Error(), "\n") > 0 {
			t.Errorf("ParseCastling(%q): a message of several lines: %q", s, err)
		}
	})
}
