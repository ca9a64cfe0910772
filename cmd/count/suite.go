package main

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// suiteEntry is one count of the benchmark suite, with the time it should
// take on a 2-core machine.
type suiteEntry struct {
	name   string
	spec   countspec.Spec // or, with men > 0, every material with men men under spec
	men    int
	target time.Duration
	// timesOf, if not empty, names an earlier entry, and the target is
	// times that entry's time measured in the same run (a ratio holds on
	// a noisy machine where a time does not).
	timesOf string
	times   float64
	// enumerate: the Enumerator finishes this count within a minute, so
	// count bench times it too.
	enumerate bool
	// positions, if not nil, counts the whole positions of every material
	// with men men on 8x8 under these rules instead.
	positions *census.Rules
	// all, if set, counts every position of at most men men at once
	// (package allchess, no limit for men 0) under these rules instead;
	// the refinements tighten it (see allchess.Spec): captures ties
	// promotions to captures, bishops makes a second bishop on one square
	// colour a promotion, files asks for J. Tromp's opposed files.
	all                      *census.Rules
	captures, bishops, files bool
	// textbook, if not 0, counts the solutions of the textbook-queens
	// puzzle of that size with the classic one-thread backtracking, the
	// baseline the queens entries are measured against.
	textbook int
}

// suite is the benchmark suite, run by count bench and by the Benchmark
// functions of go test -bench.
var suite = []suiteEntry{
	{name: "KRvK (3 men)", spec: legal("KRvK", false), target: 5 * time.Millisecond, enumerate: true},
	{name: "KRNvK (4 men)", spec: legal("KRNvK", false), target: 5 * time.Millisecond, enumerate: true},
	{name: "KNNvK labelled (4 men)", spec: legal("KNNvK", true), target: 5 * time.Millisecond, enumerate: true},
	{name: "KQRvKR (5 men)", spec: legal("KQRvKR", false), target: 5 * time.Millisecond, enumerate: true},
	{name: "KRPvKR (5 men, pawns)", spec: legal("KRPvKR", false), target: 5 * time.Millisecond},
	{name: "KRNvKBN (6 men)", spec: legal("KRNvKBN", false), target: 50 * time.Millisecond},
	{name: "KNNvKNN labelled (6 men)", spec: legal("KNNvKNN", true), target: 50 * time.Millisecond},
	{name: "KQRvKRBN (7 men)", spec: legal("KQRvKRBN", false), target: 500 * time.Millisecond},
	{name: "KQRBvKQRB (8 men)", spec: legal("KQRBvKQRB", false), target: 5 * time.Second},
	{name: "KRRNvKRRN labelled (8 men)", spec: legal("KRRNvKRRN", true), target: 5 * time.Second},
	{name: "every 6-man material (count men 6 --rules legal)", spec: legal("", false), men: 6, target: 30 * time.Second},
	{name: "positions, 6 men, NULP", men: 6, positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}, target: time.Minute},
	{name: "positions, 6 men, FIDE", men: 6, positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}, target: time.Minute},
	{name: "positions, 8 men, NULP", men: 8, positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}, target: 2 * time.Minute},
	{name: "positions, 8 men, FIDE", men: 8, positions: &census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE, ColorSwap: true}, timesOf: "positions, 8 men, NULP", times: 2},
	{name: "every material of up to 8 men at once, NULP", men: 8, all: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP}, timesOf: "positions, 8 men, NULP", times: 0.25},
	{name: "every material of up to 8 men at once, FIDE", men: 8, all: &census.Rules{Castling: rights.StandardCastling, EP: rights.FIDE}, timesOf: "positions, 8 men, FIDE", times: 0.5},
	{name: "every material of up to 10 men at once, NULP", men: 10, all: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP}, target: 30 * time.Second},
	{name: "every material of up to 12 men at once, NULP", men: 12, all: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP}, target: 30 * time.Second},
	{name: "all of chess at once, NULP", all: &census.Rules{Castling: rights.StandardCastling, EP: rights.NULP}, target: time.Minute},
	{name: "all of chess at once, no rights, bishops refined", all: &census.Rules{}, bishops: true, timesOf: "all of chess at once, NULP", times: 30},
	{name: "all of chess at once, no rights, captures", all: &census.Rules{}, captures: true, timesOf: "all of chess at once, NULP", times: 0.5},
	// The tightest bound: under 2 minutes where the NULP count takes 10 s.
	{name: "all of chess at once, no rights, captures and opposed files", all: &census.Rules{}, captures: true, files: true, timesOf: "all of chess at once, NULP", times: 12},
	{name: "8 queens on 8x8", spec: queens(8), target: time.Millisecond, enumerate: true},
	{name: "12 queens on 12x12", spec: queens(12), target: 100 * time.Millisecond},
	{name: "14 queens, the textbook search (one thread, the mirror; solutions only)", textbook: 14, target: time.Second},
	{name: "14 queens on 14x14", spec: queens(14), timesOf: "14 queens, the textbook search (one thread, the mirror; solutions only)", times: 1},
	{name: "15 queens, the textbook search (one thread, the mirror; solutions only)", textbook: 15, target: 5 * time.Second},
	{name: "15 queens on 15x15", spec: queens(15), timesOf: "15 queens, the textbook search (one thread, the mirror; solutions only)", times: 1},
	{name: "16 queens, the textbook search (one thread, the mirror; solutions only)", textbook: 16, target: 30 * time.Second},
	{name: "16 queens on 16x16", spec: queens(16), timesOf: "16 queens, the textbook search (one thread, the mirror; solutions only)", times: 1},
	{name: "17 queens, the textbook search (one thread, the mirror; solutions only)", textbook: 17, target: 2 * time.Minute},
	{name: "17 queens on 17x17", spec: queens(17), timesOf: "17 queens, the textbook search (one thread, the mirror; solutions only)", times: 1},
	{name: "10 knights on 8x8", spec: puzzle("10N", 8), target: time.Second},
	{name: "8 kings on 16x16", spec: puzzle("8K", 16), target: 5 * time.Second},
	{name: "8 kings on 20x20", spec: puzzle("8K", 20), target: 5 * time.Second},
	{name: "4 kings and 4 knights on 8x8", spec: puzzle("4K4N", 8), target: time.Second},
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

// suiteCount counts entry c of the suite with the Factored counter, or
// with the Enumerator, and returns the placements and the classes (nil
// for the textbook search, which counts solutions only).
func suiteCount(ctx context.Context, c suiteEntry, enumerate bool) (placements, classes *big.Int, err error) {
	switch {
	case c.all != nil:
		return suiteAll(ctx, c)
	case c.textbook > 0:
		n, err := textbookQueens(ctx, c.textbook)
		return new(big.Int).SetUint64(n), nil, err
	case c.positions != nil:
		return suitePositions(ctx, c)
	case c.men > 0:
		return suiteMen(ctx, c)
	}
	return suiteSpec(ctx, c, enumerate)
}

// suitePositions counts the whole positions, and their classes, of every
// material with c.men men on 8x8 under c.positions.
func suitePositions(ctx context.Context, c suiteEntry) (positions, classes *big.Int, err error) {
	all := pieces.Materials(c.men, pieces.Chessboard)
	rows := make([]census.Row, len(all))
	todo := make([]int, len(all))
	for i := range todo {
		todo[i] = i
	}
	if err := countCensus(ctx, all, todo, rows, pieces.Chessboard, *c.positions, 0, nil, nil); err != nil {
		return nil, nil, err
	}
	var p, k census.Split
	for _, r := range rows {
		p.Add(r.Positions)
		k.Add(r.Classes)
	}
	return p.Total, k.Total, nil
}

// suiteMen counts the placements and classes of every material with
// c.men men under c.spec, as count men does.
func suiteMen(ctx context.Context, c suiteEntry) (placements, classes *big.Int, err error) {
	rs, err := countMen(ctx, c.men, c.spec, 0, nil)
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

// suiteSpec counts the placements and classes of c.spec with the
// Factored counter, or with the Enumerator.
func suiteSpec(ctx context.Context, c suiteEntry, enumerate bool) (placements, classes *big.Int, err error) {
	s, g, err := c.spec.Parse()
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

// suiteAll counts entry c with package allchess: the positions and
// classes of every material of at most c.men men.
func suiteAll(ctx context.Context, c suiteEntry) (positions, classes *big.Int, err error) {
	r, err := allchess.Count(ctx, allchess.Spec{Board: pieces.Chessboard, Army: allchess.Chess, MaxMen: c.men, Castling: c.all.Castling, EP: c.all.EP,
		Captures: c.captures, Bishops: c.bishops, Files: c.files})
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

// timeEntry times the count of c again and again for a third of a second
// (a slow count once) and returns the median, since one cold run is
// mostly noise, and the count.
func timeEntry(ctx context.Context, c suiteEntry) (median time.Duration, placements, classes *big.Int, err error) {
	var times []time.Duration
	for total := time.Duration(0); total < time.Second/3 && len(times) < 1000; {
		if err := ctx.Err(); err != nil { // a count may finish without looking
			return 0, nil, nil, err
		}
		start := time.Now()
		placements, classes, err = suiteCount(ctx, c, false)
		if err != nil {
			return 0, nil, nil, err
		}
		times = append(times, time.Since(start))
		total += times[len(times)-1]
	}
	slices.Sort(times)
	return times[len(times)/2], placements, classes, nil
}

// seconds writes d in seconds, to four significant digits or so.
func seconds(d time.Duration) string {
	switch {
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.4f", d.Seconds())
	case d < time.Second:
		return fmt.Sprintf("%.3f", d.Seconds())
	}
	return fmt.Sprintf("%.2f", d.Seconds())
}
