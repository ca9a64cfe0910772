package main

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/chesscount/count/notebook"
	"github.com/chesscount/count/placement"
)

// placementsListed is how many ways n men of which the groups in same are
// identical stand on squares squares: squares!/(squares-n)! over the
// factorial of each group's size, the count of the listing --verify makes.
func placementsListed(squares int64, same ...int64) *big.Int {
	var n int64
	for _, k := range same {
		n += k
	}
	ways := new(big.Int).MulRange(squares-n+1, squares)
	for _, k := range same {
		ways.Quo(ways, new(big.Int).MulRange(1, k))
	}
	return ways
}

// --verify refuses, in one line naming the size and the flag that forces
// it, a listing beyond a few minutes, before anything is counted.
func TestVerifyRefusesLongListing(t *testing.T) {
	for _, c := range []struct {
		args []string
		size *big.Int
	}{
		// K, N, N, k, n, n: the knights of a side interchangeable.
		{[]string{"KNNvKNN", "--verify"}, placementsListed(64, 1, 2, 1, 2)},
		{[]string{"8Q", "--rules", "nonattacking", "--verify"}, placementsListed(64, 8)},
		{[]string{"KRK", "KQRBvKQRB", "--verify"}, placementsListed(64, 1, 1, 1, 1, 1, 1, 1, 1)},
	} {
		code, out, errs := runCount(context.Background(), c.args...)
		if code != exitUsage || out != "" || strings.Count(errs, "\n") != 1 ||
			!strings.Contains(errs, "the "+c.size.String()+" placements") || !strings.Contains(errs, "--verify-anyway") {
			t.Errorf("count %s: exit %d, stdout %q, stderr %q; want exit 2 and one line naming %s placements and --verify-anyway",
				strings.Join(c.args, " "), code, out, errs, c.size)
		}
	}
}

// The limit lets through what lists within minutes: KQRvKR on 8x8,
// 64·63·62·61·60 placements, is just under it, KQRRvKR 64·63·62·61·60·59/2
// far over.
func TestVerifyLimit(t *testing.T) {
	for _, c := range []struct {
		material string
		refused  bool
	}{{"KQRvKR", false}, {"KQRRvKR", true}, {"KNNvK", false}} {
		s, _, err := notebook.Spec{Material: c.material}.Parse()
		if err != nil {
			t.Fatal(err)
		}
		if err := checkVerifySize([]placement.Spec{s}); (err != nil) != c.refused {
			t.Errorf("%s: refusal %v, want refused %v", c.material, err, c.refused)
		}
	}
}

// A timeout while --verify lists placements ends with the tool's own
// sentence. The count takes milliseconds, the listing of 9.2·10^8
// placements minutes.
func TestVerifyTimeout(t *testing.T) {
	code, out, errs := runCount(context.Background(), "KQRvKR", "--rules", "legal", "--verify", "--timeout", "2s")
	if code != exitFailure || !strings.Contains(out, "134700370") || !strings.HasPrefix(errs, "count: --timeout 2s reached while verifying KQRvKR") || strings.Contains(errs, "deadline") {
		t.Errorf("count KQRvKR --verify --timeout 2s: exit %d, stderr %q; want exit 1 and the timeout named", code, errs)
	}
}
