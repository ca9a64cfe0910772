package explorer

import (
	"errors"
	"math/rand/v2"

	countcensus "github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
	"github.com/chesscount/count/sample"
	"github.com/chesscount/count/verdict"
)

// drawn is the answer of /api/sample: a whole position drawn at random
// from the positions of a FEN's material (count sample positions
// MATERIAL), and the seed that draws it again.
type drawn struct {
	FEN  string `json:"fen"`
	Seed uint64 `json:"seed"`
}

// sampleAPI answers /api/sample: fen is a position whose material the
// draw is of, under count positions' rules (standard castling, the NULP
// tallies' en passant rule, either side to move).
func sampleAPI(r request) (answer, error) {
	p, _, err := position.ParseEPD(r.get("fen"))
	if err != nil {
		return nil, badInput(err)
	}
	m, err := pieces.ParseMaterial(verdict.Material(p.Men()))
	if err != nil {
		return nil, badInput(err)
	}
	rules := countcensus.Rules{Castling: rights.StandardCastling, EP: rights.NULP}
	s, err := sample.NewPositions(r.ctx, []pieces.Material{m}, pieces.Chessboard, rules)
	if errors.Is(err, sample.ErrEmpty) {
		return nil, badInput(errors.New(m.String() + " has no position on 8x8; put other men on the board"))
	}
	if err != nil {
		return nil, r.stopped(err, "the positions of "+m.String(), "count sample positions "+m.String())
	}
	seed := rand.Uint64()
	d, err := s.Draw(r.ctx, rand.New(rand.NewPCG(seed, 0)))
	if err != nil {
		return nil, r.stopped(err, "a position of "+m.String(), "count sample positions "+m.String())
	}
	return drawn{FEN: d.Position().FEN(), Seed: seed}, nil
}
