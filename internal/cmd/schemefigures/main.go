// Command schemefigures draws the pictures of docs/schemes.md: the squares
// each index lets its first men take, and a chart of each index's overhead
// over the classes for every material of 3 to 6 men. Run it from the
// repository's root:
//
//	go run ./internal/cmd/schemefigures docs/schemes
//
// It is internal: the figures are the docs', not a feature of count.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/tables"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/cmd/schemefigures DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "schemefigures:", err)
		os.Exit(1)
	}
}

// run writes every figure into dir.
func run(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	chart, err := overheadChart(3, 6)
	if err != nil {
		return err
	}
	figures := map[string]string{
		"king-pairs.svg":       kingPairs(false),
		"king-pairs-pawns.svg": kingPairs(true),
		"syzygy-triangle.svg":  syzygyTriangle(),
		"pawn-files.svg":       pawnFiles(),
		"overhead.svg":         chart,
	}
	for name, svg := range figures {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(svg), 0o644); err != nil {
			return err
		}
	}
	return nil
}

var b = pieces.Chessboard

// kingPairs draws the white king's squares in the canonical pairs of
// kings, each labelled with the black king's squares it pairs with: 462 in
// all without pawns, 1806 with them.
func kingPairs(pawns bool) string {
	pairs := make([]int, 64)
	total := 0
	for wk, bk := range b.KingPairs() {
		if position.LeapfrogKeeps(int(wk), int(bk), false, pawns) {
			pairs[wk]++
			total++
		}
	}
	title := fmt.Sprintf("The white king's squares in the %d canonical pairs of kings, each with the number of black king squares", total)
	return tables.RegionSVG(b, title, func(sq pieces.Square) (string, bool) {
		return fmt.Sprint(pairs[sq]), pairs[sq] > 0
	})
}

// syzygyTriangle draws the a1-d1-d4 triangle of Syzygy's encoding of three
// single men, each square labelled with the entries whose first man stands
// there. Off the diagonal the other two take any two of the 63 other
// squares in order: 63·62 = 3906. On it (a1, b2, c3, d4) the second man
// must not stand above the diagonal: below it 28 squares and then 62 for
// the third; on it 7 (the diagonal's other squares) and then the third
// below it (28) or on it (6): 28·62 + 7·28 + 7·6 = 1974. In all
// 6·3906 + 4·1974 = 31332.
func syzygyTriangle() string {
	return tables.RegionSVG(b, "Syzygy's first man of three single men: the a1-d1-d4 triangle, with the entries that start on each square (31332 in all)",
		func(sq pieces.Square) (string, bool) {
			x, y := b.Coords(sq)
			switch {
			case x >= 4 || y > x:
				return "", false
			case x == y:
				return "1974", true
			}
			return "3906", true
		})
}

// pawnFiles draws the squares of a leading pawn after the file mirror:
// files a-d, ranks 2-7, the 24 of Gaviota's anchor pawn and of Syzygy's
// four sub-tables, labelled with the file's sub-table.
func pawnFiles() string {
	return tables.RegionSVG(b, "The leading pawn's 24 squares after the file mirror: one Syzygy sub-table per file, Gaviota's anchor pawn",
		func(sq pieces.Square) (string, bool) {
			x, y := b.Coords(sq)
			return string(rune('a' + x)), x < 4 && y >= 1 && y <= 6
		})
}
