package allchess

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/chesscount/count/pieces"
)

// A count that outgrows one machine can be split into shares, counted
// apart and added up. Every table of terms is a sum over the squares of
// the black king (sumOverBlackKing), and its evaluation is linear in its
// coefficients (signed ones too: genfunc.CombineSigned), so a share of the
// black king's squares gives a share of every part's counts, White to
// move. Only their sum may be doubled into both sides to move and made
// into classes by Burnside's lemma: a share's counts are not divisible by
// the group's order.

// Shard names one share of a count split into Of shares: the Index-th,
// from 1 to Of. Its zero value is the whole count, as is 1/1.
type Shard struct {
	Index, Of int
}

// String writes sh as K/N, or "all" for the zero value.
func (sh Shard) String() string {
	if sh.Of == 0 {
		return "all"
	}
	return fmt.Sprintf("%d/%d", sh.Index, sh.Of)
}

// check reports whether sh is a share of a count on b: 1 ≤ Index ≤ Of ≤
// the squares of b, or the zero value.
func (sh Shard) check(b pieces.Board) error {
	if sh == (Shard{}) {
		return nil
	}
	if sh.Of < 1 || sh.Of > b.Squares() || sh.Index < 1 || sh.Index > sh.Of {
		return fmt.Errorf("allchess: share %d/%d: the shares split the black king's %d squares; give Of from 1 to %d and Index from 1 to Of", sh.Index, sh.Of, b.Squares(), b.Squares())
	}
	return nil
}

// squares returns the squares of the black king on b that share sh
// counts. A square's work grows with the lines and knight squares seen
// from it, least in a corner. Dealt out by number, the shares of a split
// in 2, 4 or 8 on 8 files would be whole files, the edge files in some
// shares only; so they are dealt out in turn by ring (distance from the
// nearest edge), then number: each share gets as many of each ring as it
// can, within one.
func (sh Shard) squares(b pieces.Board) []pieces.Square {
	all := make([]pieces.Square, b.Squares())
	for i := range all {
		all[i] = pieces.Square(i)
	}
	if sh == (Shard{}) || sh == (Shard{1, 1}) {
		return all
	}
	ring := func(sq pieces.Square) int {
		x, y := b.Coords(sq)
		return min(x, y, b.Files-1-x, b.Ranks-1-y)
	}
	slices.SortStableFunc(all, func(p, q pieces.Square) int { return ring(p) - ring(q) })
	var out []pieces.Square
	for j, sq := range all {
		if j%sh.Of == sh.Index-1 {
			out = append(out, sq)
		}
	}
	return out
}

// A Share is what CountShare finds for one share of a count: the counts
// of each of Rules.Parts, in its order, with White to move, by number of
// men (kings included), over the black king's squares of Shard. Merge
// adds up the shares of a count into its Result.
type Share struct {
	Rules Rules
	Shard Shard
	Parts []PartCounts
}

// PartCounts is the counts of one part, by number of men.
type PartCounts struct {
	Part   Part
	Counts []*big.Int
}

// newShare returns the share sh of a count of r, its counts zero.
func newShare(r Rules, sh Shard) *Share {
	out := &Share{Rules: r, Shard: sh}
	for _, p := range r.Parts() {
		out.Parts = append(out.Parts, PartCounts{p, zeros(r.maxTotal())})
	}
	return out
}

// Counts returns the counts of the part p, nil if sh holds none.
func (sh *Share) Counts(p Part) []*big.Int {
	for _, pc := range sh.Parts {
		if pc.Part == p {
			return pc.Counts
		}
	}
	return nil
}

// Merge adds up every share of one count, each once (1/N to N/N, or the
// whole), into the Result that Count gives for their rules. It refuses,
// with a *MergeError, shares of different counts, a share twice or
// missing, and counts not of their rules' parts and numbers of men.
func Merge(shares ...*Share) (*Result, error) {
	if len(shares) == 0 {
		return nil, &MergeError{Fault: NoShares}
	}
	if slices.Contains(shares, nil) {
		return nil, &MergeError{Fault: CountsUnfit, Share: slices.Index(shares, nil)}
	}
	first := shares[0]
	of := max(1, first.Shard.Of)
	at := make([]int, of) // 1 + the argument that holds each share
	total := newShare(first.Rules, Shard{})
	for i, sh := range shares {
		if err := errors.Join(sh.Rules.Validate(), sh.Shard.check(sh.Rules.Board)); err != nil {
			return nil, err
		}
		k := max(1, sh.Shard.Index) - 1
		switch {
		case sh.Rules.String() != first.Rules.String() || max(1, sh.Shard.Of) != of:
			return nil, &MergeError{Fault: OtherCount, Share: i}
		case at[k] != 0:
			return nil, &MergeError{Fault: ShareTwice, Share: i, Other: at[k] - 1}
		case !sh.fits(total):
			return nil, &MergeError{Fault: CountsUnfit, Share: i}
		}
		at[k] = i + 1
		for p, pc := range sh.Parts {
			addCounts(total.Parts[p].Counts, pc.Counts)
		}
	}
	if missing := missingShares(at); missing != nil {
		return nil, &MergeError{Fault: ShareMissing, Missing: missing, Of: of}
	}
	return classes(total)
}

// fits reports whether sh holds the parts of total, in its order, each
// with counts for as many numbers of men, none of them nil.
func (sh *Share) fits(total *Share) bool {
	if len(sh.Parts) != len(total.Parts) {
		return false
	}
	for p, pc := range sh.Parts {
		want := total.Parts[p]
		if pc.Part != want.Part || len(pc.Counts) != len(want.Counts) || slices.Contains(pc.Counts, nil) {
			return false
		}
	}
	return true
}

// missingShares returns the indices (from 1) of the shares at marks 0.
func missingShares(at []int) []int {
	var missing []int
	for k, i := range at {
		if i == 0 {
			missing = append(missing, k+1)
		}
	}
	return missing
}

// A MergeError is why Merge refuses its shares.
type MergeError struct {
	Fault MergeFault
	// Share is the argument at fault, counted from 0 (the later of a
	// share given twice), and Other the earlier of a share given twice.
	Share, Other int
	// Missing lists the shares missing, by Index, of a count in Of
	// shares.
	Missing []int
	Of      int
}

// A MergeFault is what is wrong with Merge's shares.
type MergeFault int

// The faults of Merge's shares.
const (
	NoShares     MergeFault = iota + 1 // no share given
	OtherCount                         // a share of another count or split than the first's
	ShareTwice                         // a share given twice
	ShareMissing                       // a share of the split not given
	// CountsUnfit: a share is nil, or its counts are not its rules' parts
	// by number of men from 0 to their most.
	CountsUnfit
)

func (e *MergeError) Error() string {
	switch e.Fault {
	case NoShares:
		return "allchess: no share to merge; give every share of a count"
	case OtherCount:
		return fmt.Sprintf("allchess: share %d is of another count than share 0; merge the shares of one count", e.Share)
	case ShareTwice:
		return fmt.Sprintf("allchess: shares %d and %d are the same share; give each share once", e.Other, e.Share)
	case ShareMissing:
		return fmt.Sprintf("allchess: of %d shares, %s missing; give every share of the count", e.Of, joinInts(e.Missing))
	case CountsUnfit:
		return fmt.Sprintf("allchess: share %d holds no counts, or not its rules' parts by number of men up to their most; give the share as CountShare made it", e.Share)
	}
	return fmt.Sprintf("allchess: merge fault %d", int(e.Fault))
}

// joinInts writes ns separated by commas.
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}
