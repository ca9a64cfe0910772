package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"count/burnside"
	"count/pieces"
	"count/placement"
	"count/tables"
)

// suite is the benchmark suite, run by count --bench and by the Benchmark
// functions of go test -bench.
var suite = []struct {
	name     string
	material string
	rules    placement.Rules
	toMove   placement.ToMove
}{
	{"KRvK placement", "KRK", placement.Placement, placement.Unset},
	{"KNNvK placement", "KNNK", placement.Placement, placement.Unset},
	{"KRNvK legal both", "KRNK", placement.Legal, placement.Both},
	{"KQvKR legal white", "KQvKR", placement.Legal, placement.WhiteToMove},
	{"8 queens nonattacking", "8Q", placement.NonAttacking, placement.Unset},
	{"KQRvKR legal both (5 men)", "KQRvKR", placement.Legal, placement.Both},
}

// suiteCount counts entry i of the suite on 8x8.
func suiteCount(ctx context.Context, i int) (*burnside.Result, error) {
	c := suite[i]
	m, err := pieces.ParseMaterial(c.material)
	if err != nil {
		return nil, err
	}
	s := placement.Spec{Board: pieces.Chessboard, Material: m, Rules: c.rules, ToMove: c.toMove}
	return burnside.Count(ctx, s, burnside.Auto(s.Board, m), nil)
}

// runSuite times each entry of the suite once and prints a table.
func runSuite(ctx context.Context, w io.Writer, f tables.Format) error {
	header := []string{"count", "placements", "classes", "seconds"}
	var rows [][]string
	for i, c := range suite {
		start := time.Now()
		r, err := suiteCount(ctx, i)
		if err != nil {
			return err
		}
		rows = append(rows, []string{c.name, r.Placements().String(), r.Classes.String(), fmt.Sprintf("%.3f", time.Since(start).Seconds())})
	}
	return tables.Rows(w, f, header, rows)
}
