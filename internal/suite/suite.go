package suite

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/internal/eachmaterial"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/sample"
)

// Entry is one count of the benchmark suite, with the time it should
// take on a 2-core machine.
type Entry struct {
	Name   string
	Spec   countspec.Spec // or, with Men > 0, every material with Men men under Spec
	Men    int
	Target time.Duration
	// TimesOf, if not empty, names an earlier entry, and the target is
	// Times that entry's time measured in the same run (a ratio holds on
	// a noisy machine where a time does not).
	TimesOf string
	Times   float64
	// Enumerate: the Enumerator finishes this count within a minute, so
	// count bench times it too.
	Enumerate bool
	// Positions, if not nil, counts the whole positions of every material
	// with Men men on 8x8 under these rules instead.
	Positions *census.Rules
	// All, if set, counts every position at once under these rules
	// instead (package allchess; MaxMen 0 for no limit).
	All *allchess.Rules
	// Textbook, if not 0, counts the solutions of the textbook-queens
	// puzzle of that size with the classic one-thread backtracking, the
	// baseline the queens entries are measured against.
	Textbook int
	// Draws, if not 0, draws that many configurations of Spec, or with
	// All positions of all of chess, at random (package sample, one seed
	// for every run) instead of counting them; its placements are the
	// draws.
	Draws int
}

// Entries is the benchmark suite, run by count bench and by the Benchmark
// functions of go test -bench.
var Entries = []Entry{
	{Name: "KRvK (3 men)", Spec: legal("KRvK", false), Target: 5 * time.Millisecond, Enumerate: true},
	{Name: "KRNvK (4 men)", Spec: legal("KRNvK", false), Target: 5 * time.Millisecond, Enumerate: true},
	{Name: "KNNvK labelled (4 men)", Spec: legal("KNNvK", true), Target: 5 * time.Millisecond, Enumerate: true},
	{Name: "KQRvKR (5 men)", Spec: legal("KQRvKR", false), Target: 5 * time.Millisecond, Enumerate: true},
	{Name: "KRPvKR (5 men, pawns)", Spec: legal("KRPvKR", false), Target: 5 * time.Millisecond},
	{Name: "KRNvKBN (6 men)", Spec: legal("KRNvKBN", false), Target: 50 * time.Millisecond},
	{Name: "KNNvKNN labelled (6 men)", Spec: legal("KNNvKNN", true), Target: 50 * time.Millisecond},
	{Name: "KQRvKRBN (7 men)", Spec: legal("KQRvKRBN", false), Target: 500 * time.Millisecond},
	{Name: "KQRBvKQRB (8 men)", Spec: legal("KQRBvKQRB", false), Target: 5 * time.Second},
	{Name: "KRRNvKRRN labelled (8 men)", Spec: legal("KRRNvKRRN", true), Target: 5 * time.Second},
	{Name: "every 6-man material (count men 6 --rules legal)", Spec: legal("", false), Men: 6, Target: 30 * time.Second},
	{Name: "positions, 6 men, NULP", Men: 6, Positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}, Target: time.Minute},
	{Name: "positions, 6 men, FIDE", Men: 6, Positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}, Target: time.Minute},
	{Name: "positions, 8 men, NULP", Men: 8, Positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}, Target: 2 * time.Minute},
	{Name: "positions, 8 men, FIDE", Men: 8, Positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}, TimesOf: "positions, 8 men, NULP", Times: 2},
	{Name: "every material of up to 8 men at once, NULP", All: allRules(8, rights.StandardCastling, rights.NULP), TimesOf: "positions, 8 men, NULP", Times: 0.25},
	{Name: "every material of up to 8 men at once, FIDE", All: allRules(8, rights.StandardCastling, rights.FIDE), TimesOf: "positions, 8 men, FIDE", Times: 0.5},
	{Name: "every material of up to 10 men at once, NULP", All: allRules(10, rights.StandardCastling, rights.NULP), Target: 30 * time.Second},
	{Name: "every material of up to 12 men at once, NULP", All: allRules(12, rights.StandardCastling, rights.NULP), Target: 30 * time.Second},
	{Name: "all of chess at once, NULP", All: allRules(0, rights.StandardCastling, rights.NULP), Target: time.Minute},
	{Name: "all of chess at once, no rights, bishops refined", All: allRules(0, rights.NoCastling, rights.NoEP, allchess.Bishops), TimesOf: "all of chess at once, NULP", Times: 30},
	{Name: "all of chess at once, no rights, captures", All: allRules(0, rights.NoCastling, rights.NoEP, allchess.Captures), TimesOf: "all of chess at once, NULP", Times: 0.5},
	// The tightest bound: under 2 minutes where the NULP count takes 10 s.
	{Name: "all of chess at once, no rights, captures and opposed files", All: allRules(0, rights.NoCastling, rights.NoEP, allchess.Captures, allchess.Files), TimesOf: "all of chess at once, NULP", Times: 12},
	{Name: "8 queens on 8x8", Spec: queens(8), Target: time.Millisecond, Enumerate: true},
	{Name: "12 queens on 12x12", Spec: queens(12), Target: 100 * time.Millisecond},
	{Name: "14 queens, the textbook search (one thread, the mirror; solutions only)", Textbook: 14, Target: time.Second},
	{Name: "14 queens on 14x14", Spec: queens(14), TimesOf: "14 queens, the textbook search (one thread, the mirror; solutions only)", Times: 1},
	{Name: "15 queens, the textbook search (one thread, the mirror; solutions only)", Textbook: 15, Target: 5 * time.Second},
	{Name: "15 queens on 15x15", Spec: queens(15), TimesOf: "15 queens, the textbook search (one thread, the mirror; solutions only)", Times: 1},
	{Name: "16 queens, the textbook search (one thread, the mirror; solutions only)", Textbook: 16, Target: 30 * time.Second},
	{Name: "16 queens on 16x16", Spec: queens(16), TimesOf: "16 queens, the textbook search (one thread, the mirror; solutions only)", Times: 1},
	{Name: "17 queens, the textbook search (one thread, the mirror; solutions only)", Textbook: 17, Target: 2 * time.Minute},
	{Name: "17 queens on 17x17", Spec: queens(17), TimesOf: "17 queens, the textbook search (one thread, the mirror; solutions only)", Times: 1},
	{Name: "10 knights on 8x8", Spec: puzzle("10N", 8), Target: time.Second},
	{Name: "8 kings on 16x16", Spec: puzzle("8K", 16), Target: 5 * time.Second},
	{Name: "8 kings on 20x20", Spec: puzzle("8K", 20), Target: 5 * time.Second},
	{Name: "4 kings and 4 knights on 8x8", Spec: puzzle("4K4N", 8), Target: time.Second},
	{Name: "100,000 random positions of KQvKR, White to move (count sample)", Spec: countspec.Spec{Material: "KQvKR", Rules: "legal", ToMove: "white"}, Draws: 100_000, Target: time.Second},
	{Name: "10,000 random positions of all of chess, captures and bishops (count sample all)", All: allRules(0, rights.NoCastling, rights.NoEP, allchess.Captures, allchess.Bishops), Draws: 10_000, Target: time.Second},
	{Name: "10,000 random positions of all of chess, captures and opposed files (count sample all)", All: allRules(0, rights.NoCastling, rights.NoEP, allchess.Captures, allchess.Files), Draws: 10_000, Target: time.Second},
}

func legal(material string, labelled bool) countspec.Spec {
	return countspec.Spec{Material: material, Rules: "legal", ToMove: "both", Labelled: labelled}
}

func queens(n int) countspec.Spec {
	return puzzle(fmt.Sprintf("%dQ", n), n)
}

func puzzle(material string, n int) countspec.Spec {
	return countspec.Spec{Material: material, Board: fmt.Sprintf("%dx%d", n, n), Rules: "nonattacking"}
}

// Count counts the entry with the Factored counter, or with the
// Enumerator, and returns the placements and the classes (nil for the
// textbook search, which counts solutions only).
func (e Entry) Count(ctx context.Context, enumerate bool) (placements, classes *big.Int, err error) {
	switch {
	case e.Draws > 0:
		return e.draw(ctx)
	case e.All != nil:
		return e.countAll(ctx)
	case e.Textbook > 0:
		n, err := textbookQueens(ctx, e.Textbook)
		return new(big.Int).SetUint64(n), nil, err
	case e.Positions != nil:
		return e.countPositions(ctx)
	case e.Men > 0:
		return e.countMen(ctx)
	}
	return e.countSpec(ctx, enumerate)
}

// draw draws e.Draws configurations of e.Spec at random, after counting
// them (sample.New), or positions of all of chess under e.All
// (sample.NewAll), and returns the draws.
func (e Entry) draw(ctx context.Context) (draws, classes *big.Int, err error) {
	sm, err := e.sampler(ctx)
	if err != nil {
		return nil, nil, err
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range e.Draws {
		if _, err := sm.Draw(ctx, rng); err != nil {
			return nil, nil, err
		}
	}
	return big.NewInt(int64(e.Draws)), nil, nil
}

// sampler returns the sampler of the entry's draws.
func (e Entry) sampler(ctx context.Context) (interface {
	Draw(context.Context, *rand.Rand) (sample.Draw, error)
}, error) {
	if e.All != nil {
		return sample.NewAll(*e.All, 2)
	}
	s, _, err := e.Spec.Parse()
	if err != nil {
		return nil, err
	}
	return sample.New(ctx, s, nil)
}

// countPositions counts the whole positions, and their classes, of every
// material with e.Men men on 8x8 under e.Positions, as count positions
// --men does.
func (e Entry) countPositions(ctx context.Context) (positions, classes *big.Int, err error) {
	all := pieces.Materials(e.Men, pieces.Chessboard)
	rows := make([]census.Row, len(all))
	todo := make([]int, len(all))
	for i := range todo {
		todo[i] = i
	}
	if err := eachmaterial.Positions(ctx, all, todo, rows, pieces.Chessboard, *e.Positions, 0, nil, nil); err != nil {
		return nil, nil, err
	}
	var p, k census.Split
	for _, r := range rows {
		p.Add(r.Positions)
		k.Add(r.Classes)
	}
	return p.Total, k.Total, nil
}

// countMen counts the placements and classes of every material with
// e.Men men under e.Spec, as count men does.
func (e Entry) countMen(ctx context.Context) (placements, classes *big.Int, err error) {
	rs, err := eachmaterial.Classes(ctx, e.Men, e.Spec, 0, nil)
	if err != nil {
		return nil, nil, err
	}
	placements, classes = new(big.Int), new(big.Int)
	for _, r := range rs {
		placements.Add(placements, r.Placements())
		classes.Add(classes, r.Classes)
	}
	return placements, classes, nil
}

// countSpec counts the placements and classes of e.Spec with the
// Factored counter, or with the Enumerator.
func (e Entry) countSpec(ctx context.Context, enumerate bool) (placements, classes *big.Int, err error) {
	s, g, err := e.Spec.Parse()
	if err != nil {
		return nil, nil, err
	}
	var counter placement.Counter
	if enumerate {
		counter, err = placement.NewEnumerator(s)
	} else {
		counter, err = placement.NewFactored(s)
	}
	if err != nil {
		return nil, nil, err
	}
	r, err := burnside.Count(ctx, s, g, counter)
	if err != nil {
		return nil, nil, err
	}
	return r.Placements(), r.Classes, nil
}

// allRules returns the rules of all of chess on 8x8, of at most maxMen
// men (0: no limit), with the rights' rules and the refinements given.
func allRules(maxMen int, c rights.CastlingRule, ep rights.EP, refine ...allchess.Refinement) *allchess.Rules {
	return &allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: maxMen, Castling: c, EP: ep, Refine: refine}
}

// countAll counts the entry with package allchess: the positions and
// classes of every material e.All counts.
func (e Entry) countAll(ctx context.Context) (positions, classes *big.Int, err error) {
	r, err := allchess.Count(ctx, *e.All, allchess.Options{})
	if err != nil {
		return nil, nil, err
	}
	positions, classes = new(big.Int), new(big.Int)
	for m := range r.Positions {
		positions.Add(positions, r.Positions[m])
		classes.Add(classes, r.Classes[m])
	}
	return positions, classes, nil
}

// textbookQueens counts the solutions of the n-queens puzzle the way
// textbooks do, the baseline of the queens entries: one thread, rank by
// rank with bitmasks, the first queen on the left half of its rank
// counted twice (the file mirror), the middle file once. It looks at ctx
// before each second queen, and returns ctx.Err() once ctx is done.
func textbookQueens(ctx context.Context, n int) (uint64, error) {
	all := uint32(1)<<n - 1
	var place func(files, left, right uint32) uint64
	place = func(files, left, right uint32) uint64 {
		if files == all {
			return 1
		}
		var count uint64
		for avail := all &^ (files | left | right); avail != 0; avail &= avail - 1 {
			b := avail & -avail
			count += place(files|b, (left|b)<<1, (right|b)>>1)
		}
		return count
	}
	var total uint64
	for c := range (n + 1) / 2 {
		b := uint32(1) << c
		files, left, right := b, b<<1, b>>1
		k := uint64(0)
		if files == all {
			k = 1
		}
		for avail := all &^ (files | left | right); avail != 0; avail &= avail - 1 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
			q := avail & -avail
			k += place(files|q, (left|q)<<1, (right|q)>>1)
		}
		if 2*c+1 == n {
			total += k
		} else {
			total += 2 * k
		}
	}
	return total, nil
}

// Time times the count of e again and again for a third of a second (a
// slow count once) and returns the median, since one cold run is mostly
// noise, and the count.
func Time(ctx context.Context, e Entry) (median time.Duration, placements, classes *big.Int, err error) {
	var times []time.Duration
	for total := time.Duration(0); total < time.Second/3 && len(times) < 1000; {
		if err := ctx.Err(); err != nil { // a count may finish without looking
			return 0, nil, nil, err
		}
		start := time.Now()
		placements, classes, err = e.Count(ctx, false)
		if err != nil {
			return 0, nil, nil, err
		}
		times = append(times, time.Since(start))
		total += times[len(times)-1]
	}
	slices.Sort(times)
	return times[len(times)/2], placements, classes, nil
}

// TargetIn returns e's target: its own, or Times the time of the entry
// TimesOf names, measured in took; false when that entry's time is not in
// took.
func (e Entry) TargetIn(took map[string]time.Duration) (time.Duration, bool) {
	if e.TimesOf == "" {
		return e.Target, true
	}
	base, ok := took[e.TimesOf]
	return time.Duration(e.Times * float64(base)), ok
}
