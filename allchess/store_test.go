package allchess

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// mapStore is a TableStore in memory that can stop the count after a
// number of tables saved.
type mapStore struct {
	tables    map[string][]*big.Int
	loads     int
	stopAfter int // stop (cancel) once this many are saved; 0: never
	cancel    context.CancelFunc
}

func (s *mapStore) Load(name string) ([]*big.Int, bool) {
	c, ok := s.tables[name]
	if ok {
		s.loads++
	}
	return c, ok
}

func (s *mapStore) Save(name string, counts []*big.Int) error {
	if _, ok := s.tables[name]; ok {
		return errors.New("table " + name + " saved twice")
	}
	s.tables[name] = counts
	if len(s.tables) == s.stopAfter {
		s.cancel()
	}
	return nil
}

// A count stopped part way goes on from the tables its store kept, and
// comes to the count made at once; run again, it counts no table twice.
// The bishop refinement's tables, and FIDE's en passant rule's.
func TestCountResumes(t *testing.T) {
	board := pieces.Board{Files: 4, Ranks: 6}
	for _, s := range []Rules{
		{Board: board, Army: Army{Pawns: 1, Base: [pieces.NumKinds]int{pieces.Bishop: 2}}, MaxMen: 5, Castling: rights.StandardCastling, EP: rights.NULP, Refine: []Refinement{Bishops}},
		{Board: board, Army: Army{Pawns: 2, Base: [pieces.NumKinds]int{pieces.Rook: 1}}, MaxMen: 5, Castling: rights.StandardCastling, EP: rights.FIDE},
	} {
		resumes(t, s)
	}
}

// resumes checks that a count of s goes on from its store.
func resumes(t *testing.T, s Rules) {
	t.Helper()
	o := Options{Workers: 1}
	want, err := Count(context.Background(), s, o)
	if err != nil {
		t.Fatal(err)
	}
	store := &mapStore{tables: map[string][]*big.Int{}, stopAfter: 5}
	ctx, cancel := context.WithCancel(context.Background())
	store.cancel = cancel
	o.Tables = store
	if _, err := Count(ctx, s, o); !errors.Is(err, context.Canceled) {
		t.Fatalf("a count stopped after 5 tables: %v", err)
	}
	if len(store.tables) != 5 {
		t.Fatalf("%d tables kept, want 5", len(store.tables))
	}
	store.stopAfter = 0
	for run := range 2 {
		got, err := Count(context.Background(), s, o)
		if err != nil {
			t.Fatal(err)
		}
		for m := range want.Positions {
			if got.Positions[m].Cmp(want.Positions[m]) != 0 || got.Classes[m].Cmp(want.Classes[m]) != 0 {
				t.Errorf("run %d, %d men: %s positions, %s classes; at once %s, %s", run, m, got.Positions[m], got.Classes[m], want.Positions[m], want.Classes[m])
			}
		}
	}
	if store.loads < len(store.tables)+5 {
		t.Errorf("%d tables loaded over the runs, of %d kept", store.loads, len(store.tables))
	}
	fide := 0
	for name := range store.tables {
		if strings.Contains(name, "|fide|") {
			fide++
		}
	}
	if (fide > 0) != (s.EP == rights.FIDE) {
		t.Errorf("en passant rule %s: %d tables of FIDE's rule kept", s.EP, fide)
	}
}
