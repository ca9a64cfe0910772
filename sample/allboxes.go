package sample

import (
	"math/big"
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// An allBox is the proposals of one side to move and one set of rights:
// the castling rights' men at home (nil for none), the en passant set-up
// (nil for none) and the squares beside its pawn before the capturer the
// box fixes, where no pawn of the side to move may stand; the men they
// fix, the free squares (not fixed, and under FIDE's rule not crossed)
// and where on them a free pawn may stand.
type allBox struct {
	toMove  pieces.Color
	home    []placement.Man
	ep      *rights.EPSetup
	before  []pieces.Square
	fixed   []placement.Man
	squares []pieces.Square
	pawnOK  []bool // by square
}

// An epChoice is an en passant set-up with the first pawn beside its
// pawn that may take it, of the side to move: a position with the right
// has one first such pawn, so it falls in one box, that of its set-up and
// its first capturer, with no pawn of the side to move on the squares
// beside before it.
type epChoice struct {
	setup    *rights.EPSetup
	capturer pieces.Square
	before   []pieces.Square
}

// A boxKey is what makes boxes alike: the same men fixed on each side,
// by kind, the same numbers of free squares and of free squares where
// pawns may stand.
type boxKey struct {
	fixed                [2][pieces.NumKinds]int
	pawnSquares, squares int
}

// A proposalClass is boxes alike, and the cumulative weights of one of
// them over the sampler's pairs of army sizes.
type proposalClass struct {
	boxKey
	boxes      []*allBox
	cumulative []*big.Int
}

// addClasses makes every box of the rules' rights, sorts them into
// classes, and weighs each class: the weight of one of its boxes times
// its boxes.
func (s *AllSampler) addClasses() {
	r := s.rules
	homes := append([][]placement.Man{nil}, rights.EveryHomeSet(r.Castling, r.Board)...)
	byKey := map[boxKey]*proposalClass{}
	for _, side := range []pieces.Color{pieces.White, pieces.Black} {
		eps := []*epChoice{nil}
		if r.EP != rights.NoEP {
			for _, su := range rights.EPSetups(r.Board, side) {
				for i, sq := range su.Beside {
					eps = append(eps, &epChoice{&su, sq, su.Beside[:i]})
				}
			}
		}
		for _, home := range homes {
			for _, ep := range eps {
				x, key := s.newBox(side, home, ep)
				c := byKey[key]
				if c == nil {
					c = &proposalClass{boxKey: key}
					byKey[key] = c
					s.classes = append(s.classes, c)
				}
				c.boxes = append(c.boxes, x)
			}
		}
	}
	total := new(big.Int)
	for _, c := range s.classes {
		s.weigh(c)
		w := new(big.Int).Mul(c.cumulative[len(c.cumulative)-1], big.NewInt(int64(len(c.boxes))))
		total.Add(total, w)
		s.cumulative = append(s.cumulative, new(big.Int).Set(total))
	}
}

// newBox returns the box of side to move with the castling rights of
// home and the en passant choice ep (nil for none), and its class.
func (s *AllSampler) newBox(toMove pieces.Color, home []placement.Man, ep *epChoice) (*allBox, boxKey) {
	x := &allBox{toMove: toMove, home: home, fixed: slices.Clone(home), pawnOK: slices.Clone(s.pawnOK)}
	taken := make([]bool, len(s.pawnOK))
	if ep != nil {
		x.ep, x.before = ep.setup, ep.before
		x.fixed = append(x.fixed, ep.setup.Pawn, ep.setup.Capturer(ep.capturer))
		for _, sq := range ep.setup.Crossed {
			x.pawnOK[sq] = false // no pawn there, under either rule
			taken[sq] = s.rules.EP == rights.FIDE
		}
	}
	var key boxKey
	for _, m := range x.fixed {
		taken[m.Square] = true
		key.fixed[m.Piece.Color][m.Piece.Kind]++
	}
	for sq, t := range taken {
		if !t {
			x.squares = append(x.squares, pieces.Square(sq))
			key.squares++
			if x.pawnOK[sq] {
				key.pawnSquares++
			}
		}
	}
	return x, key
}

// weigh sets c's cumulative weights over the pairs of army sizes:
// F(P, Q)·Σh(White)·Σh(Black), the free pawns P and other free men Q
// (kings included) on the free squares.
func (s *AllSampler) weigh(c *proposalClass) {
	f := placings(c.pawnSquares, c.squares)
	tables := [2]map[armySize]*armyTable{s.table(c.fixed[0]), s.table(c.fixed[1])}
	fixedPawns, fixedOthers := 0, 0
	for side := range c.fixed {
		for k, n := range c.fixed[side] {
			if pieces.Kind(k) == pieces.Pawn {
				fixedPawns += n
			} else {
				fixedOthers += n
			}
		}
	}
	total := new(big.Int)
	for _, sp := range s.pairs {
		tw, tb := tables[0][sp[0]], tables[1][sp[1]]
		p := sp[0].pawns + sp[1].pawns - fixedPawns
		q := sp[0].pieces + sp[1].pieces + 2 - fixedOthers
		if tw != nil && tb != nil && p >= 0 && q >= 0 && p <= c.pawnSquares && p+q <= c.squares {
			w := new(big.Int).Mul(f[p][q], tw.total())
			total.Add(total, w.Mul(w, tb.total()))
		}
		c.cumulative = append(c.cumulative, new(big.Int).Set(total))
	}
}

// placings returns F(P, Q) = a!/(a−P)! · (S−P)!/(S−P−Q)!, indexed by P
// and Q with P ≤ a and P + Q ≤ S, for S free squares, a of them where
// pawns may stand: the ways to put P labelled pawns, then Q labelled men.
func placings(a, squares int) [][]*big.Int {
	out := make([][]*big.Int, a+1)
	for p := range out {
		pawns := falling(a, p)
		for q := 0; p+q <= squares; q++ {
			out[p] = append(out[p], new(big.Int).Mul(pawns, falling(squares-p, q)))
		}
	}
	return out
}

// addLast returns the last of cumulative (0 if none) plus x.
func addLast(cumulative []*big.Int, x *big.Int) *big.Int {
	if len(cumulative) == 0 {
		return new(big.Int).Set(x)
	}
	return x.Add(x, cumulative[len(cumulative)-1])
}
