package main

import (
	"context"
	"fmt"
	"html"
	"math"
	"math/big"
	"strings"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/scheme"
	"github.com/chesscount/count/scheme/gaviota"
	"github.com/chesscount/count/scheme/indexes"
	"github.com/chesscount/count/scheme/nalimov"
	"github.com/chesscount/count/scheme/syzygy"
	"github.com/chesscount/count/symmetry"
)

// point is one material's entries per class under one index.
type point struct {
	material string
	men      int
	ratio    float64
}

// overheadChart draws, for every material of lo to hi men, each index's
// entries per class: its entries for the sides to move it stores, over
// the classes of those sides.
func overheadChart(lo, hi int) (string, error) {
	series := map[scheme.Index][]point{}
	count := 0
	for n := lo; n <= hi; n++ {
		for _, m := range pieces.Materials(n, b) {
			classes, err := sideClasses(m)
			if err != nil {
				return "", err
			}
			for _, i := range indexes.All() {
				if r, ok := ratio(i, m, classes); ok {
					series[i] = append(series[i], point{m.String(), n, r})
				}
			}
			count++
		}
	}
	return drawChart(series, count, lo, hi), nil
}

// sideClasses returns the classes of the legal positions of m with White
// and with Black to move.
func sideClasses(m pieces.Material) ([2]*big.Int, error) {
	var out [2]*big.Int
	for c, side := range []placement.ToMove{placement.WhiteToMove, placement.BlackToMove} {
		s := placement.Spec{Board: b, Material: m, Rules: placement.Legal, ToMove: side}
		r, err := burnside.Count(context.Background(), s, symmetry.Auto(b, m), nil)
		if err != nil {
			return out, err
		}
		out[c] = r.Classes
	}
	return out, nil
}

// ratio returns index i's entries per class on m, if it has entries.
func ratio(i scheme.Index, m pieces.Material, classes [2]*big.Int) (float64, bool) {
	entries, stood := new(big.Int), new(big.Int)
	for c, side := range []pieces.Color{pieces.White, pieces.Black} {
		size, err := i.Size(m, side)
		if err != nil {
			return 0, false
		}
		if size.Mirrored {
			continue
		}
		entries.Add(entries, big.NewInt(int64(size.Entries)))
		stood.Add(stood, classes[c])
	}
	r, _ := new(big.Rat).SetFrac(entries, stood).Float64()
	return r, true
}

// The chart's frame, in pixels.
const (
	chartWidth, chartHeight = 960, 420
	left, right, top, foot  = 60, 170, 30, 50
)

var colours = map[scheme.Index]string{
	syzygy.Probe{}: "#4e79a7", syzygy.Generator{}: "#9c755f", gaviota.Index{}: "#59a14f", nalimov.Index{}: "#e15759",
}

// drawChart plots series against the materials' order, on a log scale of
// entries per class.
func drawChart(series map[scheme.Index][]point, count, lo, hi int) string {
	top1 := 1.0
	for _, ps := range series {
		for _, p := range ps {
			top1 = math.Max(top1, p.ratio)
		}
	}
	ymax := math.Ceil(math.Log10(top1)*4) / 4
	plotW, plotH := float64(chartWidth-left-right), float64(chartHeight-top-foot)
	y := func(r float64) float64 { return float64(top) + plotH*(1-math.Log10(r)/ymax) }
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", chartWidth, chartHeight, chartWidth, chartHeight)
	fmt.Fprintf(&sb, "<title>%s</title>\n", html.EscapeString(fmt.Sprintf("Index entries per class for every material of %d to %d men", lo, hi)))
	fmt.Fprintf(&sb, `<rect x="0" y="0" width="%d" height="%d" fill="#fff"/>`+"\n", chartWidth, chartHeight)
	for _, r := range []float64{1, 1.5, 2, 3, 5, 10, 20, 50, 100} {
		if math.Log10(r) > ymax+1e-9 {
			break
		}
		fmt.Fprintf(&sb, `<line x1="%d" x2="%.1f" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end" fill="#333">×%g</text>`+"\n",
			left, float64(left)+plotW, y(r), y(r), left-6, y(r)+4, r)
	}
	xs := materialX(series, count, plotW)
	drawMenBands(&sb, xs, lo, hi, plotH)
	for k, i := range indexes.All() {
		for _, p := range series[i] {
			fmt.Fprintf(&sb, `<circle cx="%.1f" cy="%.1f" r="1.8" fill="%s"><title>%s: %s ×%.3f</title></circle>`+"\n", xs[p.material], y(p.ratio), colours[i], i, p.material, p.ratio)
		}
		ly := top + 20 + 20*k
		fmt.Fprintf(&sb, `<circle cx="%d" cy="%d" r="5" fill="%s"/><text x="%d" y="%d" fill="#111">%s</text>`+"\n", chartWidth-right+20, ly, colours[i], chartWidth-right+32, ly+4, i)
	}
	fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" fill="#111">materials, by number of men (Syzygy's names, in its order)</text>`+"\n", left+int(plotW)/2, chartHeight-10)
	fmt.Fprintf(&sb, `<text x="14" y="%d" transform="rotate(-90 14 %d)" text-anchor="middle" fill="#111">index entries per class</text>`+"\n", top+int(plotH)/2, top+int(plotH)/2)
	sb.WriteString("</svg>\n")
	return sb.String()
}

// materialX places each material along the x axis in the order listed.
func materialX(series map[scheme.Index][]point, count int, plotW float64) map[string]float64 {
	xs := map[string]float64{}
	k := 0
	for n := 2; n <= 8; n++ {
		for _, m := range pieces.Materials(n, b) {
			if _, seen := xs[m.String()]; seen || !listed(series, m.String()) {
				continue
			}
			xs[m.String()] = float64(left) + plotW*(float64(k)+0.5)/float64(count)
			k++
		}
	}
	return xs
}

// listed reports whether some series has a point for material.
func listed(series map[scheme.Index][]point, material string) bool {
	for _, ps := range series {
		for _, p := range ps {
			if p.material == material {
				return true
			}
		}
	}
	return false
}

// drawMenBands writes a label and a separator for each number of men.
func drawMenBands(sb *strings.Builder, xs map[string]float64, lo, hi int, plotH float64) {
	for n := lo; n <= hi; n++ {
		first, last := math.Inf(1), math.Inf(-1)
		for _, m := range pieces.Materials(n, b) {
			if x, ok := xs[m.String()]; ok {
				first, last = math.Min(first, x), math.Max(last, x)
			}
		}
		if math.IsInf(first, 1) {
			continue
		}
		fmt.Fprintf(sb, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%.1f" stroke="#bbb" stroke-dasharray="3 3"/>`+"\n", first-1, first-1, top, float64(top)+plotH)
		fmt.Fprintf(sb, `<text x="%.1f" y="%.1f" text-anchor="middle" fill="#333">%d men</text>`+"\n", (first+last)/2, float64(top)+plotH+16, n)
	}
}
