package allchess

import (
	"fmt"
	"math/big"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/symmetry"
)

// addRights adds the positions with castling rights and those with an en
// passant right, both sides to move, and their classes by Burnside's
// lemma: no element of their groups (none but the identity with castling
// rights, the file mirror with an en passant right) but the identity fixes
// one, since the mirror moves every file of a board with an even number of
// files, and none with the colour swap, which changes the side to move.
func (r *Result) addRights(castling, ep []*big.Int) error {
	b := r.Rules.Board
	two := big.NewInt(2)
	for m := range r.Positions {
		c := new(big.Int).Mul(castling[m], two)
		e := new(big.Int).Mul(ep[m], two)
		cc, err := classesOf(b, symmetry.Rights{Pawns: true, Castling: true}, c, m)
		if err != nil {
			return err
		}
		ec, err := classesOf(b, symmetry.Rights{Pawns: true, EnPassant: true}, e, m)
		if err != nil {
			return err
		}
		r.Castling = append(r.Castling, c)
		r.EnPassant = append(r.EnPassant, e)
		r.Positions[m].Add(r.Positions[m], c).Add(r.Positions[m], e)
		r.Classes[m].Add(r.Classes[m], cc).Add(r.Classes[m], ec)
	}
	return nil
}

// classesOf returns, by Burnside's lemma, the classes of positions of m
// men whose board symmetries are those the rights r keep on b (see
// symmetry.ForPosition), with the colour swap: sum, the positions each
// element fixes, summed over the group, over its order.
func classesOf(b pieces.Board, r symmetry.Rights, sum *big.Int, m int) (*big.Int, error) {
	c, err := burnside.Average(sum, 2*symmetry.ForPosition(b, r).Order())
	if err != nil {
		return nil, fmt.Errorf("allchess: %d men: %w", m, err)
	}
	return c, nil
}

// classes doubles the counts of sh with White to move into both sides,
// and applies Burnside's lemma to the positions without pawns and to those
// with pawns, each with its group times the colour swap. Without pawns,
// only the identity, the two diagonal reflections of a square board (each
// fixing as many as the other: the quarter turn conjugates them), and the
// mirror of files or ranks of an odd number fix a position: no other
// symmetry fixes two squares, and so the kings. With pawns, the identity
// and the file mirror. No element with the colour swap fixes one: it
// changes the side to move.
func classes(s Rules, sh *Share) (*Result, error) {
	r := &Result{Rules: s}
	two := big.NewInt(2)
	for m := range sh.All {
		pos := new(big.Int).Mul(sh.All[m], two)
		pl := new(big.Int).Mul(sh.Pawnless[m], two)
		// The sums over each group of the positions each element fixes,
		// both sides to move.
		rank := sh.RankMirror[m]
		if s.Board.Files == s.Board.Ranks {
			rank = sh.MirrorPawnless[m] // the quarter turn conjugates the two mirrors
		}
		sumPl := new(big.Int).Add(sh.MirrorPawnless[m], rank)
		sumPl.Add(sumPl, new(big.Int).Mul(sh.Diagonal[m], two))
		sumPl.Mul(sumPl, two).Add(sumPl, pl)
		sumPawns := new(big.Int).Sub(sh.Mirror[m], sh.MirrorPawnless[m])
		sumPawns.Mul(sumPawns, two).Add(sumPawns, pos).Sub(sumPawns, pl)
		c1, err := classesOf(s.Board, symmetry.Rights{}, sumPl, m)
		if err != nil {
			return nil, err
		}
		c2, err := classesOf(s.Board, symmetry.Rights{Pawns: true}, sumPawns, m)
		if err != nil {
			return nil, err
		}
		r.Positions = append(r.Positions, pos)
		r.Pawnless = append(r.Pawnless, pl)
		r.Classes = append(r.Classes, c1.Add(c1, c2))
	}
	return r, nil
}
