package shares

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
)

// share counts share 1/2 of the rules r, written as a share of the run
// that prints its rows from 2 men up.
func share(t testing.TB, r allchess.Rules) (*allchess.Share, []byte) {
	sh, err := allchess.CountShare(context.Background(), r, allchess.Options{Shard: allchess.Shard{Index: 1, Of: 2}})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, sh, 2); err != nil {
		t.Fatal(err)
	}
	return sh, buf.Bytes()
}

// A share written reads back intact, with a custom army on a square board
// and on a board whose mirror fixes positions; its run is worded as count
// all's flags.
func TestRoundTrip(t *testing.T) {
	army := allchess.Army{Pawns: 2, Base: [pieces.NumKinds]int{pieces.Rook: 1}}
	for _, r := range []allchess.Rules{
		{Board: pieces.Board{Files: 4, Ranks: 4}, Army: army, MaxMen: 4},
		{Board: pieces.Board{Files: 3, Ranks: 4}, Army: allchess.AnyMen(10), PawnRanks: pieces.MinichessPawnRanks, MaxMen: 4},
	} {
		sh, data := share(t, r)
		back, from, err := Read(data)
		if err != nil || from != 2 || back.Rules.String() != r.String() || back.Shard != sh.Shard || len(back.Parts) != len(sh.Parts) {
			t.Fatalf("%s: read back %+v from %d, %v", r, back, from, err)
		}
		for i, pc := range sh.Parts {
			for m, n := range pc.Counts {
				if got := back.Parts[i]; got.Part != pc.Part || got.Counts[m].Cmp(n) != 0 {
					t.Errorf("%s: %s of %d men read back as %s of %s", r, pc.Part, m, got.Part, got.Counts[m])
				}
			}
		}
		if RunOf(back, from) != RunOf(sh, 2) {
			t.Errorf("%s: the run reads back as another", r)
		}
	}
	sh, _ := share(t, allchess.Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: army, MaxMen: 4})
	if got, want := RunOf(sh, 2).String(), "--men 2-4 --castling none --ep none --army '2P 0Q 1R 0B 0N' on 4x4"; got != want {
		t.Errorf("run %q, want %q", got, want)
	}
}

// Read refuses, in one line, a share of an earlier count with the command
// that counts it again, and what is not a share as this version writes
// it.
func TestReadRefuses(t *testing.T) {
	_, data := share(t, allchess.Rules{Board: pieces.Board{Files: 4, Ranks: 4}, Army: allchess.AnyMen(4), MaxMen: 3})
	old := `{"share": "2/4", "men": "2-12", "board": "8x8", "castling": "standard", "en_passant_rule": "nulp",
		"promotions_tied_to_captures": true, "white_to_move": {"all": [0]}}`
	for _, c := range []struct{ json, want string }{
		{old, "written by an earlier count; count it again with count all --men 2-12 --refine captures --shard 2/4"},
		{`[1, 2]`, "not the JSON of a share"},
		{strings.Replace(string(data), `"1/2"`, `"3/2"`, 1), `its share "3/2" is not K/N`},
		{strings.Replace(string(data), `"2-3"`, `"2-4"`, 1), `its men "2-4" are not FROM-TOP`},
		{strings.Replace(string(data), `board 4x4`, `board 4x4x`, 1), "its rules"},
		{strings.Replace(string(data), `"identity"`, `"flip-ranks"`, 1), "its part 1 is not all positions fixed by identity"},
		{strings.Replace(string(data), `"rules"`, `"rule"`, 1), "not the JSON of a share"},
	} {
		_, _, err := Read([]byte(c.json))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%.60s: %v, want one line with %q", c.json, err, c.want)
		}
	}
}

// Read never panics, whatever it is given.
func FuzzRead(f *testing.F) {
	_, data := share(f, allchess.Rules{Board: pieces.Board{Files: 3, Ranks: 4}, Army: allchess.AnyMen(4), MaxMen: 3})
	f.Add(data)
	f.Add([]byte(`{"share": "1/2", "men": "2-4", "board": "4x4"}`))
	f.Add([]byte(`{"share": "9/9", "men": "0-0", "rules": "", "white_to_move": [{"counts": [null]}]}`))
	f.Fuzz(func(t *testing.T, v []byte) {
		sh, _, err := Read(v)
		if err == nil && sh == nil {
			t.Error("no share and no error")
		}
	})
}
