package bothkings

import "testing"

// The space of both colours' exponents against a listing of the whole box:
// every vector within the bounds and the limit is numbered once, and sum
// adds the vectors, or says the sum leaves the space.
func TestSpace(t *testing.T) {
	for _, c := range []struct {
		dims  [Slots]int
		limit int
	}{
		{[Slots]int{5, 5, 3, 9}, 0},
		{[Slots]int{5, 5, 3, 9}, 1},
		{[Slots]int{5, 5, 3, 9}, 4},
		{[Slots]int{2, 3, 1, 2}, 9},
	} {
		s := NewSpace(c.dims, c.limit)
		want := map[Vec]bool{}
		var v [8]int8 // White's exponents, then Black's
		var list func(i int)
		list = func(i int) {
			if i == len(v) {
				total := 0
				for _, e := range v {
					total += int(e)
				}
				if total <= c.limit {
					want[Vec{[4]int8(v[:4]), [4]int8(v[4:])}] = true
				}
				return
			}
			for e := range c.dims[i%4] {
				v[i] = int8(e)
				list(i + 1)
			}
		}
		list(0)
		if len(s.vecs) != len(want) {
			t.Fatalf("%v, limit %d: %d vectors; the box holds %d", c.dims, c.limit, len(s.vecs), len(want))
		}
		n := len(s.vecs)
		for i, x := range s.vecs {
			if !want[x] {
				t.Fatalf("%v, limit %d: vector %v is not in the space", c.dims, c.limit, x)
			}
			for j, y := range s.vecs {
				var z Vec
				for colour := range z {
					for k := range z[colour] {
						z[colour][k] = x[colour][k] + y[colour][k]
					}
				}
				got := s.sum[i*n+j]
				if (got >= 0) != want[z] || (got >= 0 && s.vecs[got] != z) {
					t.Fatalf("%v, limit %d: %v + %v is number %d; want %v (in the space: %v)", c.dims, c.limit, x, y, got, z, want[z])
				}
			}
		}
		for colour := range 2 {
			for k := range 4 {
				var u Vec
				u[colour][k] = 1
				got := s.unit[colour][k]
				if (got >= 0) != want[u] || (got >= 0 && s.vecs[got] != u) {
					t.Errorf("%v, limit %d: unit %d of colour %d is number %d", c.dims, c.limit, k, colour, got)
				}
			}
		}
	}
}
