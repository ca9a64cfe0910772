package allchess

import (
	"context"
	"math/big"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// A tableCounter is what the three counters (the cells', the sweep's and
// FIDE's) share to count a table: the spec's store, the most men counted,
// and the tracker told of each table evaluated.
type tableCounter struct {
	store    TableStore
	maxTotal int
	tracker  *tracker
}

// count returns the counts of one table by total men, up to maxTotal: none
// when least, the fewest men it counts, is more; else the store's under
// name, if it holds all of them; else compute's, saved under name.
// compute counts the men beyond the fixed ones up to maxMen, and its
// counts are shifted by them.
func (t tableCounter) count(ctx context.Context, name string, fixed, least int, compute func(ctx context.Context, maxMen int) ([]*big.Int, error)) ([]*big.Int, error) {
	defer t.tracker.tick()
	total := zeros(t.maxTotal)
	if least > t.maxTotal {
		return total, nil // more men than counted
	}
	counts, ok := []*big.Int(nil), false
	if t.store != nil {
		counts, ok = t.store.Load(name)
		ok = ok && len(counts) == t.maxTotal-fixed+1
	}
	if !ok {
		var err error
		if counts, err = compute(ctx, t.maxTotal-fixed); err != nil {
			return nil, err
		}
		if t.store != nil {
			if err := t.store.Save(name, counts); err != nil {
				return nil, err
			}
		}
	}
	for m, n := range counts {
		total[m+fixed].Add(total[m+fixed], n)
	}
	return total, nil
}

// sumByKey returns the sum of count over the groups of items by key,
// each by total men up to maxTotal.
func sumByKey[T any](items []T, key func(T) string, maxTotal int, count func(key string, group []T) ([]*big.Int, error)) ([]*big.Int, error) {
	keys, byKey := groupBy(items, key)
	total := zeros(maxTotal)
	for _, k := range keys {
		n, err := count(k, byKey[k])
		if err != nil {
			return nil, err
		}
		addCounts(total, n)
	}
	return total, nil
}

// groupBy returns items grouped by key, and the keys in order.
func groupBy[T any](items []T, key func(T) string) ([]string, map[string][]T) {
	byKey := map[string][]T{}
	var keys []string
	for _, it := range items {
		k := key(it)
		if byKey[k] == nil {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], it)
	}
	return keys, byKey
}

// tableKeys is the number of groups of items by key: the tables a
// counter evaluates, one for each army of fixed men.
func tableKeys[T any](items []T, key func(T) string) int {
	keys, _ := groupBy(items, key)
	return len(keys)
}

// fixedMen is the men fx fixes, of both sides.
func (fx *fixture) fixedMen() int {
	return len(fx.army(pieces.White)) + len(fx.army(pieces.Black))
}

// tableName names a table in a TableStore: its part, the count that makes
// it (the bishops the cells keep apart, "fide", or "opposed files"), and
// its fixtures' key.
func tableName(part, count, key string) string { return part + "|" + count + "|" + key }

// A tracker hands Count's progress, in tables, to Options.Progress.
type tracker struct {
	progress    placement.Progress
	done, total int
}

// tick marks one more table evaluated.
func (t *tracker) tick() {
	if t.done++; t.progress != nil {
		t.progress(t.done, t.total)
	}
}

// zeros returns n+1 counts of zero, one for each number of men up to n.
func zeros(n int) []*big.Int {
	out := make([]*big.Int, n+1)
	for i := range out {
		out[i] = new(big.Int)
	}
	return out
}

// addCounts adds n to into, number of men by number of men.
func addCounts(into, n []*big.Int) {
	for m := range n {
		into[m].Add(into[m], n[m])
	}
}
