package explorer

import (
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/verdict"
)

// positionClass is the answer of /api/position: a whole position (a FEN
// with its side to move, castling and en passant rights), the symmetries
// it allows, its image under each, its stabiliser, its class size and its
// canonical forms under both conventions, as count canon prints them.
type positionClass struct {
	FEN        string            `json:"fen"`
	Canonical  map[string]string `json:"canonical"` // by convention: min, leapfrog
	Symmetry   map[string]string `json:"symmetry"`  // the op that maps the position onto each
	ClassSize  int               `json:"class_size"`
	Stabiliser []string          `json:"stabiliser"`
	Group      []string          `json:"group"`
	Images     []image           `json:"images"`
	// Verdicts is, for each set the tool counts, whether it holds the
	// position, and if not the rule that keeps it out (count check).
	Verdicts []verdictRow `json:"verdicts"`
}

// verdictRow is one set's verdict on the position.
type verdictRow struct {
	Set  string `json:"set"`
	In   bool   `json:"in"`
	Rule string `json:"rule"`
}

// image is the position's image under one symmetry.
type image struct {
	Symmetry string `json:"symmetry"`
	FEN      string `json:"fen"`
}

// positionAPI answers /api/position: fen is the position, color_swap
// "false" keeps a position and its colour swap apart (count canon
// --color-swap=false); empty or absent, it is on.
func positionAPI(r request) (answer, error) {
	colorSwap, err := r.readSwitch("color_swap", "--color-swap", true)
	if err != nil {
		return nil, err
	}
	p, _, err := position.ParseEPD(r.get("fen"))
	if err != nil {
		return nil, badInput(err)
	}
	if err := p.Refusal(); err != nil {
		return nil, badInput(err)
	}
	out := positionClass{FEN: p.FEN(), Canonical: map[string]string{}, Symmetry: map[string]string{}}
	for _, c := range []position.Convention{position.Min, position.Leapfrog} {
		canon, op, _, _ := p.Canonical(c, colorSwap)
		out.Canonical[c.String()], out.Symmetry[c.String()] = canon.FEN(), op.String()
	}
	_, _, size, stabiliser := p.Canonical(position.Min, colorSwap) // the class is the same whatever the convention
	out.ClassSize = size
	for _, o := range stabiliser {
		out.Stabiliser = append(out.Stabiliser, o.String())
	}
	for _, o := range p.Ops(colorSwap) {
		out.Group = append(out.Group, o.String())
		out.Images = append(out.Images, image{Symmetry: o.String(), FEN: p.Apply(o).FEN()})
	}
	for _, v := range verdict.Of(p) {
		out.Verdicts = append(out.Verdicts, verdictRow{v.Set, v.In, v.Rule})
	}
	return out, nil
}
