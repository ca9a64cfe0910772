package sample

import (
	"math/big"
	"math/bits"
	"math/rand/v2"
	"sort"
)

// pick returns an index drawn in proportion to the differences of
// cumulative, ascending sums of weights (the last positive); an index
// whose weight is zero is never drawn.
func pick(rng *rand.Rand, cumulative []*big.Int) int {
	r := randBelow(rng, cumulative[len(cumulative)-1])
	return sort.Search(len(cumulative), func(i int) bool { return cumulative[i].Cmp(r) > 0 })
}

// randBelow returns a number drawn uniformly from 0 to n−1: random words
// of n's length in bits, drawn again until below n (at most twice on
// average).
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
