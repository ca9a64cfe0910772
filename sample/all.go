package sample

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/chesscount/count/allchess"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/rights"
)

// An AllSampler draws from the positions allchess.Count counts under its
// Rules: every material at once, each position equally likely. It is not
// safe for concurrent use.
//
// It draws from a larger set whose size it knows exactly, the proposals:
// two armies the Army rule allows (the Rules' limit on the men kept), the
// pawns on squares where a pawn of some colour may stand, the kings and
// pieces on any squares left, and either side to move; it keeps a
// proposal when allchess.Position.Admitted does (the pawn ranks by colour,
// the kings apart, the side not to move out of check, the refinements).
// The proposals of armies W and B are, in number,
//
//	a!/(a−P)! · (S−P)!/(S−P−Q−2)! / (∏ counts!)
//
// with a the squares where pawns may stand, S the squares, P the pawns
// and Q the other men beside the kings, and counts each man's piece's
// number. Written M!² times over, M the most men of an army, this is
// F(P, Q)·h(W)·h(B), with h(army) = M!/∏ counts! a whole number. A
// proposal is drawn in three steps: the numbers of pawns and pieces of
// each side, in proportion to F·Σh·Σh; each army in proportion to h among
// those with its numbers; the squares uniformly. Each proposal is then
// drawn with probability M!²/(total), so each position kept with the
// same one too.
type AllSampler struct {
	rules       allchess.Rules
	fewest      int // the fewest men of a position drawn
	splits      []split
	cumulative  []*big.Int // the splits' weights summed in order
	armies      map[armySize]*armyTable
	pawnSquares []bool // by square
	// squares is every square, shuffled in part by each try; men the
	// try's men by square.
	squares     []pieces.Square
	men         []*pieces.Piece
	tries, kept int64
	// pieces holds each piece once, indexed by colour and kind, for men
	// to point at.
	pieces [2][pieces.NumKinds]pieces.Piece
}

// armySize is an army's pawns, its men that are neither pawns nor king,
// and its promotions (men of a kind beyond the army's start): what the
// refinements ask of the armies alone depends on nothing else.
type armySize struct{ pawns, pieces, promotions int }

// A split is the sizes of the two armies, White's then Black's.
type split [2]armySize

// An armyTable is the armies of one size, each with its weight h.
type armyTable struct {
	armies     [][pieces.NumKinds]int // men of each kind, by pieces.Kind
	cumulative []*big.Int
}

// ErrRights reports rules with castling or en passant rights, which an
// AllSampler does not draw yet.
var ErrRights = errors.New("sample: all of chess is drawn without castling and en passant rights; give no castling and no en passant rule")

// NewAll returns a sampler of the positions allchess.Count counts under
// r with at least fewest men (kings included; r.MaxMen, if not 0, is the
// most). r must be valid and have no castling or en passant rights. It
// returns ErrEmpty if r counts none (the kings cannot stand apart, or
// fewest is more than the men r counts).
func NewAll(r allchess.Rules, fewest int) (*AllSampler, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if r.Castling != rights.NoCastling || r.EP != rights.NoEP {
		return nil, ErrRights
	}
	s := &AllSampler{rules: r, fewest: fewest, armies: map[armySize]*armyTable{}}
	for sq := range r.Board.Squares() {
		s.squares = append(s.squares, pieces.Square(sq))
		s.pawnSquares = append(s.pawnSquares, r.PawnRanks.Allows(r.Board, pieces.White, pieces.Square(sq)) || r.PawnRanks.Allows(r.Board, pieces.Black, pieces.Square(sq)))
	}
	s.men = make([]*pieces.Piece, len(s.squares))
	for c := range s.pieces {
		for k := range s.pieces[c] {
			s.pieces[c][k] = pieces.Piece{Color: pieces.Color(c), Kind: pieces.Kind(k)}
		}
	}
	most := r.Army.MaxMen()
	if r.MaxMen > 0 {
		most = min(most, r.MaxMen-2)
	}
	eachArmy(r.Army, most, func(counts [pieces.NumKinds]int) { s.addArmy(counts) })
	s.addSplits()
	if len(s.splits) == 0 || (r.Board.Files < 3 && r.Board.Ranks < 3) {
		return nil, ErrEmpty
	}
	return s, nil
}

// eachArmy calls yield with each army a allows of at most most men beside
// the king, by its men of each kind.
func eachArmy(a allchess.Army, most int, yield func([pieces.NumKinds]int)) {
	kinds := []pieces.Kind{pieces.Pawn, pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight}
	var counts [pieces.NumKinds]int
	var fill func(i, left int)
	fill = func(i, left int) {
		if i == len(kinds) {
			if a.Feasible(counts) {
				yield(counts)
			}
			return
		}
		for n := 0; n <= left; n++ {
			counts[kinds[i]] = n
			fill(i+1, left-n)
		}
		counts[kinds[i]] = 0
	}
	fill(0, most)
}

// addArmy adds an army, with its weight h = M!/∏ counts!.
func (s *AllSampler) addArmy(counts [pieces.NumKinds]int) {
	size := armySize{pawns: counts[pieces.Pawn]}
	h := factorial(s.rules.Army.MaxMen())
	for k, n := range counts {
		h.Quo(h, factorial(n))
		if pieces.Kind(k) != pieces.Pawn {
			size.pieces += n
			size.promotions += max(0, n-s.rules.Army.Base[k])
		}
	}
	t := s.armies[size]
	if t == nil {
		t = &armyTable{}
		s.armies[size] = t
	}
	t.armies = append(t.armies, counts)
	t.cumulative = append(t.cumulative, addLast(t.cumulative, h))
}

// addSplits adds every pair of army sizes with room on the board, of at
// least s.fewest men, whose armies the rules allow (allchess.Rules.ArmiesAllowed), in proportion to
// F(P, Q)·Σh(White)·Σh(Black).
func (s *AllSampler) addSplits() {
	sizes := make([]armySize, 0, len(s.armies))
	for size := range s.armies {
		sizes = append(sizes, size)
	}
	slices.SortFunc(sizes, func(x, y armySize) int {
		return cmp.Or(x.pawns-y.pawns, x.pieces-y.pieces, x.promotions-y.promotions)
	})
	pawnSquares := 0
	for _, ok := range s.pawnSquares {
		if ok {
			pawnSquares++
		}
	}
	f := placings(pawnSquares, len(s.squares))
	for _, w := range sizes {
		for _, b := range sizes {
			p, q := w.pawns+b.pawns, w.pieces+b.pieces
			if p > pawnSquares || p+q+2 > len(s.squares) || p+q+2 < s.fewest || !s.rules.ArmiesAllowed([2][pieces.NumKinds]int{s.armies[w].armies[0], s.armies[b].armies[0]}) {
				continue
			}
			f := new(big.Int).Mul(f[p][q], s.armies[w].total())
			f.Mul(f, s.armies[b].total())
			s.splits = append(s.splits, split{w, b})
			s.cumulative = append(s.cumulative, addLast(s.cumulative, f))
		}
	}
}

// placings returns F(P, Q) = a!/(a−P)! · (S−P)!/(S−P−Q−2)!, indexed by
// P and Q, for a board of S squares, a of them where pawns may stand:
// the ways to put P labelled pawns, then two kings and Q labelled men.
func placings(a, squares int) [][]*big.Int {
	out := make([][]*big.Int, a+1)
	for p := range out {
		pawns := falling(a, p)
		for q := 0; p+q+2 <= squares; q++ {
			out[p] = append(out[p], new(big.Int).Mul(pawns, falling(squares-p, q+2)))
		}
	}
	return out
}

// total returns the weights of the table's armies summed.
func (t *armyTable) total() *big.Int { return t.cumulative[len(t.cumulative)-1] }

// addLast returns the last of cumulative (0 if none) plus x.
func addLast(cumulative []*big.Int, x *big.Int) *big.Int {
	if len(cumulative) == 0 {
		return new(big.Int).Set(x)
	}
	return x.Add(x, cumulative[len(cumulative)-1])
}

// Draw returns one position, uniform over those the sampler draws from,
// using rng. It returns ctx's error if ctx ends first.
func (s *AllSampler) Draw(ctx context.Context, rng *rand.Rand) (Draw, error) {
	for {
		if s.tries++; s.tries%4096 == 0 && ctx.Err() != nil {
			return Draw{}, ctx.Err()
		}
		p := s.try(rng)
		if !p.Counted() {
			continue
		}
		s.kept++
		d := Draw{ToMove: p.ToMove}
		for sq, m := range p.Men {
			if m != nil {
				d.Men = append(d.Men, placement.Man{Piece: *m, Square: pieces.Square(sq)})
			}
		}
		return d, nil
	}
}

// try draws one proposal.
func (s *AllSampler) try(rng *rand.Rand) allchess.Position {
	sp := s.splits[pick(rng, s.cumulative)]
	clear(s.men)
	placed := 0
	// The pawns, each on a square where a pawn may stand: drawn from
	// s.squares[placed:] until one is such a square.
	for side, size := range sp {
		for range size.pawns {
			j := placed + rng.IntN(len(s.squares)-placed)
			for !s.pawnSquares[s.squares[j]] {
				j = placed + rng.IntN(len(s.squares)-placed)
			}
			s.put(&placed, j, pieces.Color(side), pieces.Pawn)
		}
	}
	for side, size := range sp {
		t := s.armies[size]
		army := t.armies[pick(rng, t.cumulative)]
		s.put(&placed, placed+rng.IntN(len(s.squares)-placed), pieces.Color(side), pieces.King)
		for _, k := range []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight} {
			for range army[k] {
				s.put(&placed, placed+rng.IntN(len(s.squares)-placed), pieces.Color(side), k)
			}
		}
	}
	return allchess.Position{Rules: s.rules, Men: s.men, ToMove: pieces.Color(rng.IntN(2))}
}

// put puts a man of colour c and kind k on the square s.squares[j],
// swapped to place *placed, the next of a partial Fisher–Yates shuffle.
func (s *AllSampler) put(placed *int, j int, c pieces.Color, k pieces.Kind) {
	i := *placed
	s.squares[i], s.squares[j] = s.squares[j], s.squares[i]
	s.men[s.squares[i]] = &s.pieces[c][k]
	*placed++
}

// pick returns an index drawn in proportion to the differences of
// cumulative, ascending sums of positive weights.
func pick(rng *rand.Rand, cumulative []*big.Int) int {
	r := randBelow(rng, cumulative[len(cumulative)-1])
	return sort.Search(len(cumulative), func(i int) bool { return cumulative[i].Cmp(r) > 0 })
}

// randBelow returns a number drawn uniformly from 0 to n−1: random words
// of n's length in bits, drawn again until below n (at most twice on average).
func randBelow(rng *rand.Rand, n *big.Int) *big.Int {
	if n.IsUint64() {
		return new(big.Int).SetUint64(rng.Uint64N(n.Uint64()))
	}
	size := n.BitLen()
	words := make([]big.Word, (size+bits.UintSize-1)/bits.UintSize)
	r := new(big.Int)
	for {
		for i := range words {
			words[i] = big.Word(rng.Uint64())
		}
		if top := size % bits.UintSize; top != 0 {
			words[len(words)-1] &= 1<<top - 1
		}
		if r.SetBits(words).Cmp(n) < 0 {
			return r
		}
	}
}

// factorial returns n!.
func factorial(n int) *big.Int { return new(big.Int).MulRange(1, int64(max(n, 1))) }

// falling returns n!/(n−k)!, the ways to put k labelled men on n squares.
func falling(n, k int) *big.Int {
	if k == 0 {
		return big.NewInt(1)
	}
	return new(big.Int).MulRange(int64(n-k+1), int64(n))
}

// Acceptance returns the draws kept and the tries made so far.
func (s *AllSampler) Acceptance() (kept, tries int64) { return s.kept, s.tries }

// String describes what s draws from.
func (s *AllSampler) String() string {
	return fmt.Sprintf("the positions of all of chess of at least %d men under the rules %s", s.fewest, s.rules)
}
