package allchess

import (
	"slices"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// The plan counts exactly the parts Burnside's lemma sums over
// (Rules.Parts, from each kind of position's group), no more and no fewer,
// on boards of every parity and under every rights' rule.
func TestPlanCountsTheParts(t *testing.T) {
	for files := 2; files <= 8; files++ {
		for ranks := 2; ranks <= 8; ranks++ {
			b := pieces.Board{Files: files, Ranks: ranks}
			for _, c := range []rights.CastlingRule{rights.NoCastling, rights.StandardCastling} {
				for _, ep := range []rights.EP{rights.NoEP, rights.NULP, rights.FIDE} {
					r := Rules{Board: b, Army: ChessOn(b), MaxMen: 6, Castling: c, EP: ep}
					if r.Validate() != nil {
						continue
					}
					var planned []Part
					for _, p := range planFor(newSpec(r, Options{}), &tracker{}) {
						if !slices.Contains(planned, p.into) {
							planned = append(planned, p.into)
						}
					}
					slices.SortFunc(planned, func(p, q Part) int { return p.order() - q.order() })
					if !slices.Equal(planned, r.Parts()) {
						t.Errorf("%s: the plan counts %v, Burnside's lemma sums over %v", r, planned, r.Parts())
					}
				}
			}
		}
	}
}
