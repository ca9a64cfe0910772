package checkpoint

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A new checkpoint starts with its header; its rows read back in the next
// run, a line cut short is skipped and ended, and another run's
// checkpoint is refused without a byte written to it.
func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.jsonl")
	h := Header{Checkpoint: AllKind, Men: "4", Board: "8x8", Rules: "board 8x8; men 4; army 8P 1Q 2R 2B 2N; pawn ranks chess; castling none; en passant none; refine none", Shard: "all"}
	c, err := Open(path, h, ReadTableRow)
	if err != nil {
		t.Fatal(err)
	}
	store := TableStore{File: c}
	if err := store.Save("kings", []*big.Int{big.NewInt(0), big.NewInt(3612)}); err != nil {
		t.Fatal(err)
	}
	c.Close()
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"table":"cut","counts":["1`) // a crash
	f.Close()

	c, err = Open(path, h, ReadTableRow)
	if err != nil {
		t.Fatal(err)
	}
	counts, ok := TableStore{File: c}.Load("kings")
	if !ok || len(c.Done) != 1 || counts[1].Int64() != 3612 {
		t.Errorf("read back: %v %v, rows %v", counts, ok, c.Done)
	}
	c.Close()
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), `{"checkpoint":"count all","men":"4",`) || !strings.HasSuffix(string(data), "\n") {
		t.Errorf("the file:\n%s", data)
	}

	other := h
	other.Men = "5"
	_, err = Open(path, other, ReadTableRow)
	var refusal Refusal
	if !errors.As(err, &refusal) || !strings.Contains(err.Error(), "is the checkpoint of the run --men 4 --board 8x8") {
		t.Errorf("another run: %v", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(data) {
		t.Errorf("another run wrote to the checkpoint:\n%s", after)
	}
}

// A checkpoint of count all written before the rules had their text form
// is refused, and the refusal says how to count again.
func TestEarlierCountAll(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.jsonl")
	os.WriteFile(path, []byte(`{"checkpoint":"count all","men":"3","board":"8x8","rules":"castling standard, en passant nulp","shard":"all"}`+"\n"), 0o644)
	h := Header{Checkpoint: AllKind, Men: "3", Board: "8x8", Rules: "board 8x8; men 3; army 8P 1Q 2R 2B 2N; pawn ranks chess; castling standard; en passant nulp; refine none", Shard: "all"}
	_, err := Open(path, h, ReadTableRow)
	var refusal Refusal
	if !errors.As(err, &refusal) || !strings.Contains(err.Error(), "an earlier count all") || !strings.Contains(err.Error(), "give a new file to count again") {
		t.Errorf("an earlier checkpoint: %v", err)
	}
}

// A directory is an input error, for the command to word.
func TestDirectory(t *testing.T) {
	_, err := Open(t.TempDir(), Header{Checkpoint: PositionsKind}, CensusRow)
	var in InputError
	if !errors.As(err, &in) {
		t.Errorf("a directory: %v", err)
	}
}
