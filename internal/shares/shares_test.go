package shares

import (
	"bytes"
	"context"
	"testing"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
)

// A share written reads back as the same share of the same run, and its
// counts do not read as a share of another run.
func TestRoundTrip(t *testing.T) {
	for _, board := range []pieces.Board{{Files: 4, Ranks: 4}, {Files: 3, Ranks: 4}} {
		s := allchess.Spec{Board: board, Army: allchess.AnyMen(board.Squares() - 2), PawnRanks: pieces.MinichessPawnRanks, MaxMen: 4,
			Shard: allchess.Shard{Index: 1, Of: 2}}
		sh, err := allchess.CountShare(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := Write(&buf, sh, 2); err != nil {
			t.Fatal(err)
		}
		doc, ok := Read(buf.Bytes())
		if !ok || doc.Share != "1/2" || doc.Men != "2-4" || doc.Board != board.String() {
			t.Fatalf("%s: read back %+v", board, doc.Run)
		}
		back, ok := doc.ShareOf(s)
		if !ok || back.All[4].Cmp(sh.All[4]) != 0 || back.Mirror[4].Cmp(sh.Mirror[4]) != 0 {
			t.Errorf("%s: the share does not read back", board)
		}
		more := s
		more.MaxMen = 5
		if _, ok := doc.ShareOf(more); ok {
			t.Errorf("%s: counts of 4 men read as a share of 5", board)
		}
	}
}
