package allchess

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// Rules says what a count counts: every position on Board whose two
// armies Army allows, with at most MaxMen men (kings included; 0 for no
// limit), pawns where PawnRanks lets them stand, castling and en passant
// rights by their rules, and the refinements Refine. Validate alone says
// which rules combine, and String is the one text form of the count.
type Rules struct {
	Board pieces.Board
	// Army is the armies' rule: Chess's, AnyMen's, or any other Army.
	Army   Army
	MaxMen int
	// PawnRanks is where pawns may stand: chess's ranks (the zero value)
	// or also on their own first rank, as K. Kryukov counts 3x4 and 4x4
	// chess (pieces.MinichessPawnRanks).
	PawnRanks pieces.PawnRanks
	// Castling is rights.NoCastling, rights.StandardCastling or
	// rights.Chess960Castling (on a board of 8 files).
	Castling rights.CastlingRule
	// EP is rights.NoEP, rights.NULP (the NULP tallies' rule) or
	// rights.FIDE (the capture legal; at most FIDEMaxMen men).
	EP rights.EP
	// Refine lists the refinements (Captures, Bishops, Files), each at
	// most once, in any order.
	Refine []Refinement
}

// Options says how to run a count, not what it counts.
type Options struct {
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Progress, if set, is told the tables done and in all after each.
	Progress placement.Progress
	// Tables, if set, keeps each table's counts, and gives back those
	// done before: a count that stopped goes on from where it stopped.
	Tables TableStore
	// Shard, if set, restricts the count to one share of the black
	// king's squares (see CountShare).
	Shard Shard
}

// A TableStore keeps the counts of the tables of one Rules, by name.
type TableStore interface {
	// Load returns the counts of the table name, by number of men, and
	// whether it holds them.
	Load(name string) ([]*big.Int, bool)
	// Save keeps the counts of the table name.
	Save(name string, counts []*big.Int) error
}

// Refines reports whether r asks for the refinement x.
func (r Rules) Refines(x Refinement) bool {
	return slices.ContainsFunc(r.Refine, func(y Refinement) bool { return y.Name() == x.Name() })
}

// maxTotal returns the most men, kings included, that r counts.
func (r Rules) maxTotal() int {
	if r.MaxMen > 0 {
		return r.MaxMen
	}
	return 2 + 2*r.Army.MaxMen()
}

// String writes r in its text form, which ParseRules reads back: two
// Rules count the same set when their strings are equal. The fields come
// in a fixed order, the refinements in the order of Refinements:
//
//	board 8x8; men 32; army 8P 1Q 2R 2B 2N; pawn ranks chess; castling standard; en passant nulp; refine captures,files
//
// "refine none" when there is none; "men 0" for no limit.
func (r Rules) String() string {
	var names []string
	for _, x := range Refinements {
		if r.Refines(x) {
			names = append(names, x.Name())
		}
	}
	refine := "none"
	if len(names) > 0 {
		refine = strings.Join(names, ",")
	}
	return fmt.Sprintf("board %s; men %d; army %s; pawn ranks %s; castling %s; en passant %s; refine %s",
		r.Board, r.MaxMen, r.Army, r.PawnRanks, r.Castling, r.EP, refine)
}

// rulesFields are the fields of the text form, in order.
var rulesFields = []string{"board ", "men ", "army ", "pawn ranks ", "castling ", "en passant ", "refine "}

// ParseRules reads the text form String writes, and validates it.
func ParseRules(s string) (Rules, error) {
	var r Rules
	parts := strings.Split(s, "; ")
	if len(parts) != len(rulesFields) {
		return r, fmt.Errorf("allchess: rules %q: give the %d fields String writes, separated by \"; \"", s, len(rulesFields))
	}
	values := make([]string, len(parts))
	for i, p := range parts {
		v, ok := strings.CutPrefix(p, rulesFields[i])
		if !ok {
			return r, fmt.Errorf("allchess: rules %q: field %d must begin %q", s, i+1, rulesFields[i])
		}
		values[i] = v
	}
	var errs [7]error
	r.Board, errs[0] = pieces.ParseBoard(values[0])
	_, errs[1] = fmt.Sscanf(values[1], "%d", &r.MaxMen)
	r.Army, errs[2] = ParseArmy(values[2])
	r.PawnRanks, errs[3] = pieces.ParsePawnRanks(values[3])
	r.Castling, errs[4] = rights.ParseCastling(values[4])
	r.EP, errs[5] = rights.ParseEP(values[5])
	r.Refine, errs[6] = ParseRefinements(values[6])
	for i, err := range errs {
		if err != nil {
			return Rules{}, fmt.Errorf("allchess: rules %q: %s %q does not read: %w", s, strings.TrimSpace(rulesFields[i]), values[i], err)
		}
	}
	if fmt.Sprint(r.MaxMen) != values[1] {
		return Rules{}, fmt.Errorf("allchess: rules %q: men %q is not a number", s, values[1])
	}
	return r, r.Validate()
}
