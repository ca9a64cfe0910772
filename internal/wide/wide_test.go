package wide

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// toBig returns w as a big.Int, read as two's complement.
func (w Int) toBig() *big.Int {
	v := new(big.Int).Lsh(big.NewInt(w.hi), 64)
	return v.Add(v, new(big.Int).SetUint64(w.lo))
}

// Sums of products in 128 bits against math/big, and their residues.
func TestWide(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 32, -(1 << 32), 3037000499, -3037000500}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var w Int
		want := new(big.Int)
		for range 1 + r.IntN(8) {
			x, y := edges[r.IntN(len(edges))], r.Int64()-r.Int64()/2
			if r.IntN(2) == 0 {
				y = edges[r.IntN(len(edges))]
			}
			p := new(big.Int).Mul(big.NewInt(x), big.NewInt(y))
			next := new(big.Int).Add(want, p)
			fits := next.BitLen() < 128 || next.Cmp(new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 127))) == 0
			if ok := w.AddProduct(x, y); ok != fits {
				t.Fatalf("%s + %d·%d: fits %v, AddProduct says %v", want, x, y, fits, ok)
			}
			if fits {
				want = next
			}
			if w.toBig().Cmp(want) != 0 {
				t.Fatalf("after + %d·%d: %s, want %s", x, y, w.toBig(), want)
			}
		}
		for _, p := range []uint64{2, 3, 4611686018427387847, 18446744073709551557} {
			m := new(big.Int).Mod(want, new(big.Int).SetUint64(p))
			if got := w.Mod(p); got != m.Uint64() {
				t.Fatalf("%s mod %d: %d, want %s", want, p, got, m)
			}
		}
	}
}

// MulChecked's products, and its overflows, against math/big.
func TestMulChecked(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 1<<31 - 1, -(1 << 31), 1 << 31, 3037000499, 3037000500, -3037000500, math.MaxInt64, math.MinInt64, math.MinInt64 + 1}
	for _, x := range edges {
		for _, y := range edges {
			p := new(big.Int).Mul(big.NewInt(x), big.NewInt(y))
			got, ok := MulChecked(x, y)
			if ok != p.IsInt64() || (ok && got != p.Int64()) {
				t.Errorf("%d·%d: %d, %v; want %s", x, y, got, ok, p)
			}
		}
	}
}

// A sink's entries, words and their spill together, against math/big.
func TestSink(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	s := NewSink(4)
	want := make([]*big.Int, 4)
	for k := range want {
		want[k] = new(big.Int)
	}
	for range 5000 {
		k, x, y := r.IntN(4), r.Int64()>>r.IntN(64), r.Int64()>>r.IntN(64)
		if r.IntN(2) == 0 {
			x = -x
		}
		if !s.Add(int32(k), x, y) {
			t.Fatalf("entry %d + %d·%d: overflow", k, x, y)
		}
		want[k].Add(want[k], new(big.Int).Mul(big.NewInt(x), big.NewInt(y)))
	}
	table := make([]Int, 4)
	if !s.AddTo(table) {
		t.Fatal("overflow")
	}
	for k, w := range want {
		if table[k].toBig().Cmp(w) != 0 {
			t.Errorf("entry %d: %s, want %s", k, table[k].toBig(), w)
		}
	}
	if s.spill == nil {
		t.Error("no sum left a word: the spill went untested")
	}
}

// Sink.AddWide against math/big: coefficients of 128 bits and of one word,
// of either sign, each times a small weight.
func TestSinkAddWide(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	s := NewSink(3)
	want := make([]*big.Int, 3)
	for k := range want {
		want[k] = new(big.Int)
	}
	for range 3000 {
		k, n := r.IntN(3), int64(r.IntN(9)-4)
		v := Int{lo: r.Uint64(), hi: r.Int64() >> r.IntN(64) >> 8}
		if !s.AddWide(int32(k), v, n) {
			t.Fatalf("entry %d + %d·%s: overflow", k, n, v.toBig())
		}
		want[k].Add(want[k], new(big.Int).Mul(big.NewInt(n), v.toBig()))
	}
	table := make([]Int, 3)
	if !s.AddTo(table) {
		t.Fatal("overflow")
	}
	for k, w := range want {
		if table[k].toBig().Cmp(w) != 0 {
			t.Errorf("entry %d: %s, want %s", k, table[k].toBig(), w)
		}
	}
}

func TestAllZero(t *testing.T) {
	var big Int
	big.AddProduct(1<<62, 4) // 2^64: its low word is zero
	for _, c := range []struct {
		s    []Int
		want bool
	}{{nil, true}, {[]Int{{}, {}}, true}, {[]Int{{}, Of(-1)}, false}, {[]Int{big}, false}} {
		if got := AllZero(c.s); got != c.want {
			t.Errorf("AllZero(%v) = %v", c.s, got)
		}
	}
}
