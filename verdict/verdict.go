package verdict

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/rights"
)

// A Verdict is whether one set holds a position: the set, named by the
// command that counts it, and if the set leaves the position out, the
// rule it breaks, a sentence.
type Verdict struct {
	Set  string
	In   bool
	Rule string
}

// Of returns the verdicts of the sets the tool counts on p: its
// material's placements (count MATERIAL), its legal positions with its
// side to move, its whole positions with their rights (count positions,
// with FIDE's en passant rule too when p has an en passant square and
// Chess960's castling when it has castling rights), and all of chess
// (count all), plain and under each refinement that can be counted.
func Of(p position.Position) []Verdict {
	var out []Verdict
	for _, s := range sets(p) {
		in, why := s.holds(p)
		out = append(out, Verdict{Set: s.command, In: in, Rule: why})
	}
	return out
}

// A set is one set the tool counts, by the command that counts it, and
// its judge.
type set struct {
	command string
	holds   func(p position.Position) (bool, string)
}

// sets returns the sets Of judges p by.
func sets(p position.Position) []set {
	material := Material(p.Men())
	out := []set{
		{"count " + material, placementRule(placement.Placement)},
		{fmt.Sprintf("count %s --rules legal --to-move %s", material, p.ToMove), placementRule(placement.Legal)},
		{"count positions " + material, wholePosition(rights.StandardCastling, rights.NULP)},
	}
	if p.EP >= 0 {
		out = append(out, set{"count positions " + material + " --ep fide", wholePosition(rights.StandardCastling, rights.FIDE)})
	}
	if p.Castling.Any() {
		out = append(out, set{"count positions " + material + " --castling chess960", wholePosition(rights.Chess960Castling, rights.NULP)})
	}
	for _, refine := range [][]allchess.Refinement{nil, {allchess.Captures}, {allchess.Bishops}, {allchess.Captures, allchess.Bishops}, {allchess.Captures, allchess.Files}} {
		out = append(out, allSet(refine))
	}
	return out
}

// Material names the material of men as count reads it: KRvK.
func Material(men []placement.Man) string {
	var sides [2]strings.Builder
	for _, k := range []pieces.Kind{pieces.King, pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn} {
		for _, m := range men {
			if m.Piece.Kind == k {
				sides[m.Piece.Color].WriteByte(k.Letter())
			}
		}
	}
	return sides[pieces.White].String() + "v" + sides[pieces.Black].String()
}

// placementRule returns the judge of rules' configurations: the men as
// the FEN places them, with its side to move.
func placementRule(rules placement.Rules) func(position.Position) (bool, string) {
	return func(p position.Position) (bool, string) {
		s := placement.Spec{Board: pieces.Chessboard, Material: twoKings, Rules: rules}
		if err := s.Refusal(p.Men(), p.ToMove); err != nil {
			return false, sentence(err.Error())
		}
		return true, ""
	}
}

// twoKings is a material with a king a side, for the placement rules'
// Refusal, which asks of the material only that it is not a puzzle's.
var twoKings, _ = pieces.ParseMaterial("KvK")

// wholePosition returns the judge of count positions' positions under
// the castling and en passant rules: legal, with rights the rules count.
func wholePosition(castling rights.CastlingRule, ep rights.EP) func(position.Position) (bool, string) {
	legal := placementRule(placement.Legal)
	return func(p position.Position) (bool, string) {
		if ok, why := legal(p); !ok {
			return false, why
		}
		return rightsHeld(p, castling, ep)
	}
}

// rightsHeld reports whether the castling and en passant rules count p's
// rights, and if not, why.
func rightsHeld(p position.Position, castling rights.CastlingRule, ep rights.EP) (bool, string) {
	b := pieces.Chessboard
	men := p.Men()
	for _, c := range []pieces.Color{pieces.White, pieces.Black} {
		var rooks []int
		for f := range b.Files {
			if p.Castling[c]&(1<<f) != 0 {
				rooks = append(rooks, f)
			}
		}
		king := slices.IndexFunc(men, func(m placement.Man) bool { return m.Piece == pieces.Piece{Color: c, Kind: pieces.King} })
		file, _ := b.Coords(men[king].Square)
		if ok, why := rights.CastlingHeld(castling, b, c, file, rooks); !ok {
			return false, sentence(why)
		}
	}
	if p.EP >= 0 {
		if ok, why := rights.EPHeld(ep, b, men, p.ToMove, pieces.Square(p.EP)); !ok {
			return false, sentence(why)
		}
	}
	return true, ""
}

// allSet returns the set of count all under the refinements refine, with
// its castling and en passant rights.
func allSet(refine []allchess.Refinement) set {
	command := "count all"
	if len(refine) > 0 {
		var names []string
		for _, x := range refine {
			names = append(names, x.Name())
		}
		command += " --refine " + strings.Join(names, ",")
	}
	r := allchess.Rules{Board: pieces.Chessboard, Army: allchess.Chess, Castling: rights.StandardCastling, EP: rights.NULP, Refine: refine}
	return set{command, func(p position.Position) (bool, string) { return Counts(r, p) }}
}

// Counts reports whether allchess.Count counts p under r, on 8x8:
// Admitted, and p's rights as r counts them; and if not, why.
func Counts(r allchess.Rules, p position.Position) (bool, string) {
	q := allchess.Position{Rules: r, Men: make([]*pieces.Piece, 64), ToMove: p.ToMove}
	for _, m := range p.Men() {
		q.Men[m.Square] = &m.Piece
	}
	if ok, why := Admitted(q); !ok {
		return false, why
	}
	return rightsHeld(p, r.Castling, r.EP)
}

// sentence returns s with its first letter a capital.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
