package radix

import "testing"

// Every number below Size is packed from its digits, one each, and
// unpacks to them: the radix is a bijection of the digits' ranges.
func TestPackUnpack(t *testing.T) {
	r := New(3, 1, 4, 2)
	if r.Size() != 24 {
		t.Fatalf("size %d, want 3·1·4·2", r.Size())
	}
	seen := map[int]bool{}
	for a := range 3 {
		for c := range 4 {
			for d := range 2 {
				n := a*r.Stride(0) + c*r.Stride(2) + d*r.Stride(3)
				if seen[n] || n >= r.Size() || r.Digit(n, 0) != a || r.Digit(n, 1) != 0 || r.Digit(n, 2) != c || r.Digit(n, 3) != d {
					t.Fatalf("digits %d %d %d packed as %d", a, c, d, n)
				}
				seen[n] = true
			}
		}
	}
	if r.Bound(2) != 4 || r.Stride(2) != 3 {
		t.Errorf("digit 2: bound %d stride %d, want 4 and 3", r.Bound(2), r.Stride(2))
	}
}
