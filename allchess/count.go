package allchess

import (
	"context"
	"fmt"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// Spec says what to count: every position on Board whose two armies Army
// allows, with at most MaxMen men (kings included; 0 for no limit).
type Spec struct {
	Board pieces.Board
	// Army is the armies' rule: Chess's, or AnyMen's.
	Army   Army
	MaxMen int
	// PawnRanks is where pawns may stand: chess's ranks (the zero value)
	// or, as K. Kryukov counts 3x4 and 4x4 chess, also on their own first
	// rank (pieces.MinichessPawnRanks), without castling or en passant.
	PawnRanks pieces.PawnRanks
	// Castling is rights.NoCastling, rights.StandardCastling (the king
	// and a rook at home, on the middle file and in a corner) or
	// rights.Chess960Castling (on a board of 8 files).
	Castling rights.CastlingRule
	// EP is rights.NoEP, rights.NULP (the rule of the NULP tallies) or
	// rights.FIDE (the capture legal), the last for at most FIDEMaxMen
	// men and without the bishop refinement.
	EP rights.EP
	// Captures ties promotions to captures: each side's promotions are at
	// most the captures (the men missing from both armies at the start)
	// plus the other side's pawns captured, as J. Tromp's Chess Position
	// Ranking has it (see fills.pair for why every legal position obeys).
	Captures bool
	// Bishops asks that a side's bishops on one square colour beyond the
	// first be promotions: where chess's rule charges max(0, B − 2) for
	// the bishops, it charges max(0, B_light − 1) + max(0, B_dark − 1).
	// It changes nothing unless the army starts with two bishops.
	Bishops bool
	// Files asks for J. Tromp's opposed files: at least F − C − (the pawns
	// both sides have lost) files each hold a black pawn with a white pawn
	// next below it on the file, F the files, C the captures (see
	// opposition.go and docs/allchess.md for why every legal position
	// obeys). It needs an army of one pawn for each file.
	Files bool
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Progress, if set, is called after each table of terms is evaluated
	// with the tables done and the tables in all.
	Progress placement.Progress
	// Tables, if set, keeps each table's counts as it is done, and gives
	// back those of the tables done before, which are not counted again:
	// a count that stopped goes on from where it stopped.
	Tables TableStore
	// Shard, if set, restricts the count to one share of the black
	// king's squares (see Shard and CountShare); its zero value is the
	// whole count.
	Shard Shard
}

// A TableStore keeps the counts of Count's tables, by name. A name says
// which table of one Spec's count it is; the store must hold the tables
// of one Spec only.
type TableStore interface {
	// Load returns the counts of the table name, by number of men, and
	// whether it holds them.
	Load(name string) ([]*big.Int, bool)
	// Save keeps the counts of the table name.
	Save(name string, counts []*big.Int) error
}

// Result is what Count finds, by number of men: index m holds the
// positions with m men, kings included (0 and 1 hold zero).
type Result struct {
	Spec Spec
	// Positions counts each position once for each side to move; a
	// placement with castling or en passant rights makes a position for
	// each set of rights it can hold besides the one with none.
	Positions []*big.Int
	// Castling and EnPassant are the parts of Positions with castling
	// rights (with or without an en passant right), and with an en passant
	// right alone.
	Castling, EnPassant []*big.Int
	// Pawnless is the part of Positions without pawns.
	Pawnless []*big.Int
	// Classes is the positions up to the board symmetries each allows
	// (all of the board's group without pawns, the file mirror with them)
	// and the colour swap.
	Classes []*big.Int
}

// Validate reports whether s can be counted: a board of at least 2 files
// and 2 ranks and at most 64 squares (with an odd side, without rights or
// refinements), and an army rule this package knows.
func (s Spec) Validate() error {
	b := s.Board
	if err := b.Validate(); err != nil {
		return err
	}
	if b.Files < 2 || b.Ranks < 2 || b.Squares() > 64 {
		return fmt.Errorf("allchess: the board must have at least 2 files and 2 ranks, and at most 64 squares, not %s", b)
	}
	if err := rights.CheckCastling(s.Castling, b); err != nil {
		return err
	}
	if err := s.checkFIDE(); err != nil {
		return err
	}
	if err := s.checkFiles(); err != nil {
		return err
	}
	if err := s.checkRules(); err != nil {
		return err
	}
	if err := s.Shard.check(b); err != nil {
		return err
	}
	if s.MaxMen < 0 || s.MaxMen == 1 {
		return fmt.Errorf("allchess: at most %d men; give 0 for no limit, or at least 2 (the kings)", s.MaxMen)
	}
	return s.Army.Validate()
}

// Count counts the positions of every army s.Army allows at once, and
// their classes, by number of men. A position is a placement of the two
// kings apart and the armies' men, no pawn on the first or last rank, with
// a side to move whose opponent is not in check.
//
// It counts the positions with White to move, which by the colour swap
// are as many as those with Black to move, one placement of the kings at
// a time: the generating function of the other men (see layout.addTerms),
// summed over the kings' placements into one table of terms, then each
// term evaluated once against the army rule (see evaluate). The classes
// come by Burnside's lemma from the same count, the positions without
// pawns that a diagonal reflection fixes, and on a board with an odd side
// those a mirror fixes (mirror.go): no other symmetry fixes two squares,
// and so the kings, and none composed with the colour swap fixes a side
// to move. Under FIDE's en passant rule the en passant
// positions are counted apart, following both kings' lines (see
// fideCounter).
//
// Count is CountShare of the whole, then Merge: a spec with a Shard of
// more than one share is CountShare's.
func Count(ctx context.Context, s Spec) (*Result, error) {
	if s.Shard.Of > 1 {
		return nil, fmt.Errorf("allchess: Count counts the whole, not share %s; give the spec to CountShare, and its shares to Merge", s.Shard)
	}
	share, err := CountShare(ctx, s)
	if err != nil {
		return nil, err
	}
	return Merge(share)
}

// maxTotal returns the most men, kings included, that s counts.
func (s Spec) maxTotal() int {
	if s.MaxMen > 0 {
		return s.MaxMen
	}
	return 2 + 2*s.Army.MaxMen()
}
