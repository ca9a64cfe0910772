package sweep

import (
	"errors"

	"github.com/chesscount/count/internal/wide"
	"github.com/chesscount/count/pieces"
)

// A Var is a variable of the sweep's keys: a term's exponent of it is how
// many of its kind the placements the term stands for hold.
type Var int

// The variables of a key.
const (
	// Free is the squares each empty or holding a piece of either colour.
	Free Var = iota
	// RankCheckers, DiagonalCheckers and KnightCheckers are the white men
	// that would give check (a rook or queen on a rank or file of the
	// black king, a bishop or queen on a diagonal, a knight a knight's
	// move away), counted with inclusion and exclusion.
	RankCheckers
	DiagonalCheckers
	KnightCheckers
	// WhitePawns and BlackPawns are each side's pawns.
	WhitePawns
	BlackPawns
	// ScoredFiles is the files the Files automaton scores.
	ScoredFiles
	// NumVars is the number of variables.
	NumVars
)

// Keys says how a key packs the variables, in mixed radix: variable v is
// the key divided by Place[v], modulo Bound[v]. Size is the number of
// keys; a key may hold digits of the caller's beside the variables.
type Keys struct {
	Size  int
	Place [NumVars]int32
	Bound [NumVars]int
}

// digit returns variable v of key k.
func (k *Keys) digit(key int, v Var) int { return key / int(k.Place[v]) % k.Bound[v] }

// Config is what a Sweeper keeps from one sweep to the next.
type Config struct {
	Board pieces.Board
	Keys  Keys
	// Pawns is the most pawns a side may hold; Men the most men (pawns
	// and white checkers) a term may hold.
	Pawns, Men int
	// Files reads the pawns of each file; nil reads none (the key's
	// ScoredFiles stays 0).
	Files Files
}

// A Fixture is what one sweep holds fixed: the black king's square, the
// white king's if it is fixed (else a negative square), the men fixed on
// the board by square (nil where none is), and by square whether a pawn
// is kept off it.
type Fixture struct {
	BlackKing, WhiteKing pieces.Square
	Men                  []*pieces.Piece
	PawnFree             []bool
}

// A Sweeper runs the sweep for one fixture and one black king at a time.
// It is not safe for concurrent use.
type Sweeper struct {
	board pieces.Board
	keys  Keys
	files fileTable
	pawns int
	most  int
	// held gives, by key, the men its terms hold.
	held []heldMen
	// spare holds term lists done with, to reuse.
	spare [][]term
	opts  []option
}

// heldMen is what a term holds: White's pawns, Black's pawns, and men
// (pawns and white checkers), all three in one place for a key.
type heldMen struct {
	whites, blacks, men uint8
}

// ErrOverflow reports that a coefficient left 128 bits.
var ErrOverflow = errors.New("sweep: a coefficient overflows 128 bits")

// New returns a Sweeper of c.
func New(c Config) *Sweeper {
	sw := &Sweeper{board: c.Board, keys: c.Keys, files: newFileTable(c.Files), pawns: c.Pawns, most: c.Men}
	k := &sw.keys
	sw.held = make([]heldMen, k.Size)
	for key := range k.Size {
		w, b := k.digit(key, WhitePawns), k.digit(key, BlackPawns)
		checkers := k.digit(key, RankCheckers) + k.digit(key, DiagonalCheckers) + k.digit(key, KnightCheckers)
		sw.held[key] = heldMen{whites: uint8(w), blacks: uint8(b), men: uint8(w + b + checkers)}
	}
	return sw
}

// A term is a coefficient and its key.
type term struct {
	key int32
	c   wide.Int
}

// A stateTerms is the polynomial of one state of the squares read.
type stateTerms struct {
	state state
	terms []term
}

// Add adds to table weight times the terms of every placement of the
// kings and the other men under fx.
func (sw *Sweeper) Add(fx Fixture, weight int64, table *wide.Sink) error {
	start := state(0)
	if fx.WhiteKing >= 0 {
		start = kingPlaced
	}
	cur := []stateTerms{{start, []term{{c: wide.Of(1)}}}}
	for _, file := range steps(sw.board, &fx) {
		for i := range file {
			next, err := sw.step(cur, &file[i])
			if err != nil {
				return err
			}
			sw.recycle(cur)
			cur = next
		}
		next, err := sw.endFile(cur)
		if err != nil {
			return err
		}
		sw.recycle(cur)
		cur = next
	}
	for _, st := range cur {
		if st.state&kingPlaced == 0 {
			continue
		}
		for _, t := range st.terms {
			if !table.AddWide(t.key, t.c, weight) {
				return ErrOverflow
			}
		}
	}
	return nil
}

// A move is one option of one state of the frontier: what step adds up
// into the state the option leads to.
type move struct {
	from int
	opt  option
}

// step returns the frontier after st's square.
func (sw *Sweeper) step(cur []stateTerms, st *step) ([]stateTerms, error) {
	byTarget := map[state][]move{}
	var targets []state
	for i, from := range cur {
		sw.opts = sw.options(st, from.state, sw.opts[:0])
		for _, o := range sw.opts {
			to, ok := settle(st, o.to)
			if !ok {
				continue
			}
			if byTarget[to] == nil {
				targets = append(targets, to)
			}
			byTarget[to] = append(byTarget[to], move{i, o})
		}
	}
	return sw.gather(cur, targets, byTarget)
}

// endFile returns the frontier once a file has been read: a scored file
// counted, and the file's state back at the automaton's start.
func (sw *Sweeper) endFile(cur []stateTerms) ([]stateTerms, error) {
	byTarget := map[state][]move{}
	var targets []state
	for i, from := range cur {
		o := option{to: from.state.withFile(0), sign: 1}
		if sw.files.scores[from.state.file()] {
			o.delta = sw.keys.Place[ScoredFiles]
		}
		if byTarget[o.to] == nil {
			targets = append(targets, o.to)
		}
		byTarget[o.to] = append(byTarget[o.to], move{i, o})
	}
	return sw.gather(cur, targets, byTarget)
}
