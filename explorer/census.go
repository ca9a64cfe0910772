package explorer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/notebook"
)

// census is the answer of /api/all: every chess position of at most some
// number of men, counted at once (count all), by number of men, and the
// bounds on all of chess side by side.
type census struct {
	Title  string       `json:"title"`
	Rows   []censusRow  `json:"rows"`
	Total  censusCounts `json:"total"`
	Bounds []bound      `json:"bounds"`
}

// censusRow is the positions of one number of men.
type censusRow struct {
	Men int `json:"men"`
	censusCounts
}

// censusCounts is some positions: each side to move counted, those of
// them with castling rights and with an en passant right alone, and
// their classes.
type censusCounts struct {
	Positions string `json:"positions"`
	Castling  string `json:"castling"`
	EnPassant string `json:"en_passant"`
	Classes   string `json:"classes"`
}

// bound is an upper bound on the legal positions of chess: how many, in
// how many classes (left out where its source gives none), how it was
// counted and where it is written down.
type bound struct {
	Name      string `json:"name"`
	Positions string `json:"positions"`
	Classes   string `json:"classes,omitempty"`
	How       string `json:"how"`
	Source    string `json:"source"`
}

// bounds are the bounds on every position of chess, this tool's three
// loosest first, then Tromp's published one. They are recorded runs and
// the published figure, not counted per request; each names the command
// that counts it again.
var bounds = []bound{
	{Name: "every material of chess (each side a pawn for each file and chess's pieces, a man beyond them a promotion), kings apart, the side not to move not in check, with castling and en passant rights",
		Positions: "9960650347137152091984299119977203521168683287494", Classes: "2484962677922347476714026348178415273543582637273",
		How: "recorded: count all (10 to 20 s on 2 cores; the page counts it live with 32 men)", Source: "count's docs/allchess.md"},
	{Name: "and each side's promotions at most the captures plus the other side's pawns captured",
		Positions: "12709933610142856187568690002421008568057859422", Classes: "3182762342403215441120944999504617830111848233",
		How: "recorded: count all --refine captures (40 to 60 s on 2 cores; the page counts it live with 32 men)", Source: "count's docs/allchess.md"},
	{Name: "and J. Tromp's opposed files (castling rights counted without them)",
		Positions: "2057387666809117339552116144955795097641247130", Classes: "519625856569780729116801535138314462507695160",
		How: "recorded: count all --refine captures,files --castling none --ep none (2 min, 9 GB), plus its en passant and castling parts", Source: "count's docs/allchess.md, the tightest bound"},
	{Name: "J. Tromp's urpositions, the best published bound",
		Positions: "8726713169886222032347729969256422370854716254", Classes: "",
		How: "published", Source: "J. Tromp, Chess Position Ranking, 2021, github.com/tromp/ChessPositionRanking"},
}

// boundsAPI answers /api/bounds: the bounds alone, recorded, so that the
// page shows them whatever happens to its live count.
func boundsAPI() answer { return map[string][]bound{"bounds": bounds} }

// allAPI answers /api/all: men is the most men (2 to 32), the rows of
// 2 to that many men, or a range A-B of them, as count all --men takes
// it; refine "none" or "captures" (promotions tied to captures).
func allAPI(r request) (answer, error) {
	from, men, err := countspec.MenRange(r.get("men"), "--men", 32)
	if err != nil {
		return nil, badInput(err)
	}
	if !strings.Contains(r.get("men"), "-") {
		from = 2 // the page's field is the most men
	}
	spec := notebook.AllSpec{MinMen: from, MaxMen: men}
	switch refine := r.get("refine"); refine {
	case "", "none":
	case "captures":
		spec.Refine = refine
	default:
		return nil, badInput(fmt.Errorf("refine %q: give none or captures", refine))
	}
	res, err := notebook.All(r.ctx, spec)
	var specErr *notebook.SpecError
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		line := fmt.Sprintf("count all --men %d-%d", from, men)
		if spec.Refine != "" {
			line += " --refine " + spec.Refine
		}
		return nil, r.tooLong(fmt.Sprintf("every position of at most %d men", men), line)
	case errors.As(err, &specErr):
		return nil, badInput(err)
	case err != nil:
		return nil, err
	}
	out := census{Title: fmt.Sprintf("Every position of chess of at most %d men, both sides to move", men), Bounds: bounds}
	if from > 2 {
		out.Title = fmt.Sprintf("Every position of chess of %d to %d men, both sides to move", from, men)
	}
	if spec.Refine != "" {
		out.Title += ", promotions tied to captures"
	}
	total := newTally()
	for m := from; m < len(res.Positions); m++ {
		row := tally{res.Positions[m], res.Castling[m], res.EnPassant[m], res.Classes[m]}
		total.add(row)
		out.Rows = append(out.Rows, censusRow{m, row.counts()})
	}
	out.Total = total.counts()
	return out, nil
}

// tally is the positions of some numbers of men: each side to move
// counted, those with castling rights, those with an en passant right
// alone, and their classes.
type tally struct {
	positions, castling, enPassant, classes *big.Int
}

// newTally returns a tally of no positions.
func newTally() tally { return tally{new(big.Int), new(big.Int), new(big.Int), new(big.Int)} }

// add adds u to t.
func (t tally) add(u tally) {
	t.positions.Add(t.positions, u.positions)
	t.castling.Add(t.castling, u.castling)
	t.enPassant.Add(t.enPassant, u.enPassant)
	t.classes.Add(t.classes, u.classes)
}

// counts returns t as the page shows it.
func (t tally) counts() censusCounts {
	return censusCounts{Positions: t.positions.String(), Castling: t.castling.String(), EnPassant: t.enPassant.String(), Classes: t.classes.String()}
}
