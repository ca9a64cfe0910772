package census_test

import (
	"context"
	"slices"
	"testing"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/rights"
)

// runAnchored lists the placements that may carry a right, each once, and
// counts their positions with rights as run does with rightsOnly. For each
// anchor in turn (a king and a rook at home, or a pawn on its fourth rank
// with an enemy pawn beside it) it puts the anchor's two men on their
// squares and places the other men on the other squares, identical men on
// increasing squares. A placement an earlier anchor also matches was
// listed with that anchor, and is skipped.
func (t *brute) runAnchored() {
	anchors := t.anchorsOf()
	for i, a := range anchors {
		rest, ok := without(t.men(), a.x, a.y)
		if !ok {
			continue // the material lacks the anchor's men
		}
		t.board[a.a], t.board[a.b] = a.x, a.y
		t.place(rest, func() {
			for _, earlier := range anchors[:i] {
				if earlier.on(t.board) {
					return
				}
			}
			t.placement()
		})
		t.board[a.a], t.board[a.b] = 0, 0
	}
}

// without returns men less one x and one y, and whether men holds them.
func without(men []byte, x, y byte) ([]byte, bool) {
	rest := slices.Clone(men)
	for _, c := range []byte{x, y} {
		i := slices.Index(rest, c)
		if i < 0 {
			return nil, false
		}
		rest = slices.Delete(rest, i, i+1)
	}
	return rest, true
}

// checkRights compares census.Count with the anchored listing on the
// parts given: positions and classes.
func checkRights(t *testing.T, b pieces.Board, m pieces.Material, rules census.Rules, parts ...census.Part) {
	t.Helper()
	want := newBrute(b, m, rules)
	want.rightsOnly = true
	if !slices.Contains(parts, census.EnPassant) {
		// The castling part alone: its positions have a king and a rook at
		// home, so castling's anchors (a king's) list them all.
		want.anchors = slices.DeleteFunc(slices.Clone(want.anchorsOf()), func(a anchor) bool { return a.x|32 != 'k' })
	}
	want.runAnchored()
	got, err := census.Count(context.Background(), m, b, rules, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		if got.Positions[p].Uint64() != want.positions[p] || got.Classes[p].Uint64() != want.classes[p] {
			t.Errorf("%s on %s, %+v, %s: %s positions, %s classes; listing %d positions, %d classes",
				m, b, rules, p, got.Positions[p], got.Classes[p], want.positions[p], want.classes[p])
		}
	}
}

// NULP's en passant rule on 8x8, with five and six men, where a third
// pawn or a piece can stand on a square the advanced pawn crossed (e3 and
// e2 behind a white pawn on e4, e6 and e7 behind a black pawn on e5):
//
//   - KPPvKP: White's second pawn there takes the right away, both behind
//     its own pawn (Black to move) and on a square the black pawn crossed
//     (White to move);
//   - KNPvKP: a knight there keeps it, as a king does in every material;
//   - KRPvKP: a rook there keeps it; and castling rights with an en
//     passant right at once, counted with castling and without;
//   - KRPPvKP: castling rights with the second pawn on a crossed square.
//
// The listing takes only the placements with an anchor of a right, and so
// compares the castling and en passant parts. KRPPvKP's en passant part
// would need about 3·10^8 placements (28 pawn anchors, four men about
// each), so it compares the castling part only, listing castling's
// anchors alone. None of these materials is colour-symmetric;
// TestChessboard and TestNULPCrossedSquares check the colour swap.
func TestNULPChessboard(t *testing.T) {
	withCastling := census.Rules{Castling: rights.StandardCastling, EP: rights.NULP, ColorSwap: true}
	enPassantOnly := census.Rules{EP: rights.NULP, ColorSwap: true}
	for _, c := range []struct {
		material string
		rules    census.Rules
		parts    []census.Part
	}{
		{"KPPvKP", withCastling, []census.Part{census.Castling, census.EnPassant}},
		{"KNPvKP", withCastling, []census.Part{census.Castling, census.EnPassant}},
		{"KRPvKP", withCastling, []census.Part{census.Castling, census.EnPassant}},
		{"KRPvKP", enPassantOnly, []census.Part{census.Castling, census.EnPassant}},
		{"KRPPvKP", withCastling, []census.Part{census.Castling}},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.material+"/castling="+c.rules.Castling.String(), func(t *testing.T) {
			t.Parallel()
			checkRights(t, pieces.Chessboard, m, c.rules, c.parts...)
		})
	}
}

// NULP's rule on the 2x5 board, where each case can be counted by hand.
// White's pawn on its fourth rank stands on a4 or b4 (crossed squares a3
// and a2, or b3 and b2); Black's stands on a2 or b2 (crossed a3 and a4, or
// b3 and b4). The file mirror maps the a-file setups onto the b-file ones,
// so each count below is twice the a-file's.
//
//   - KPvKP: only a king can stand on a crossed square, and it keeps the
//     right (32 of the 112 positions have one there).
//   - KNPvKP: a knight on a crossed square keeps the right (176 of the 628
//     positions have it there).
//   - KPPvKP: White's second pawn on a crossed square takes it away. With
//     Black to move (P a4, p b4) it stands on b2 or b3, and the two kings
//     then have 24 and 20 placements (the white king not on a3, where the
//     black pawn attacks); on a2 or a3 (24 placements each) it would stand
//     behind its own pawn. With White to move (p a2, P b2) it stands on b3
//     or b4, the kings having 18 and 20 placements; on a3 or a4 (22 and
//     20) it would stand in front of the enemy pawn, on a square that pawn
//     crossed. So 2·(44+38) = 164 positions, where a rule blind to the
//     crossed squares counts 2·(92+80) = 344.
//   - KPvKPP: the same with the colours swapped, the count unchanged.
//
// Each count is checked against both census.Count and the full listing.
func TestNULPCrossedSquares(t *testing.T) {
	board := pieces.Board{Files: 2, Ranks: 5}
	rules := census.Rules{EP: rights.NULP, ColorSwap: true}
	for _, c := range []struct {
		material           string
		positions, classes uint64 // of the en passant part
	}{
		{"KPvKP", 112, 28}, // colour-symmetric: the mirror and the colour swap
		{"KNPvKP", 628, 314},
		{"KPPvKP", 164, 82},
		{"KPvKPP", 164, 82},
	} {
		m, err := pieces.ParseMaterial(c.material)
		if err != nil {
			t.Fatal(err)
		}
		got, err := census.Count(context.Background(), m, board, rules, 0)
		if err != nil {
			t.Fatal(err)
		}
		listing := newBrute(board, m, rules)
		listing.run()
		for _, r := range []struct {
			who                string
			positions, classes uint64
		}{
			{"census.Count", got.Positions[census.EnPassant].Uint64(), got.Classes[census.EnPassant].Uint64()},
			{"the listing", listing.positions[census.EnPassant], listing.classes[census.EnPassant]},
		} {
			if r.positions != c.positions || r.classes != c.classes {
				t.Errorf("%s on %s, en passant part: %s gives %d positions, %d classes; want %d, %d",
					m, board, r.who, r.positions, r.classes, c.positions, c.classes)
			}
		}
	}
}
