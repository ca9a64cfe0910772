package main

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/orbits"
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
		s, _, err := countspec.Spec{Material: c.material}.Parse()
		if err != nil {
			t.Fatal(err)
		}
		if err := checkVerifySize([]placement.Spec{s}); (err != nil) != c.refused {
			t.Errorf("%s: refusal %v, want refused %v", c.material, err, c.refused)
		}
	}
}

// A timeout while --verify lists placements ends with the tool's own
// sentence naming --timeout and how far the listing got; Ctrl-C ends it
// as an interrupt. The count takes milliseconds; the listing is given a
// context already past its deadline, or cancelled, so it stops at its
// first look whatever the machine's speed.
func TestVerifyTimeout(t *testing.T) {
	s, g, err := countspec.Spec{Material: "KQRvKR", Rules: "legal", ToMove: "both"}.Parse()
	if err != nil {
		t.Fatal(err)
	}
	r, err := burnside.Count(context.Background(), s, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	job := &classesJob{runOpts: runOpts{timeout: 2 * time.Second}}
	var report bytes.Buffer
	past, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	err = job.verify(past, r, &report, &env{stderr: &report})
	if err == nil || !strings.HasPrefix(err.Error(), "--timeout 2s reached while verifying KQRvKR by orbit enumeration: ") ||
		!strings.Contains(err.Error(), " of its "+orbits.Size(s).String()+" placements listed") || strings.Contains(err.Error(), "deadline") || report.String() != "" {
		t.Errorf("verify past its deadline: %v; report %q", err, report.String())
	}
	if code := exitFor(&report, nil, err); code != exitFailure || !strings.HasPrefix(report.String(), "count: --timeout 2s reached while verifying KQRvKR") {
		t.Errorf("verify past its deadline: exit %d, stderr %q", code, report.String())
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	report.Reset()
	err = job.verify(cancelled, r, &report, &env{stderr: &report})
	if code := exitFor(&report, nil, err); !errors.Is(err, context.Canceled) || code != exitInterrupted || report.String() != "count: interrupted; nothing more was counted\n" {
		t.Errorf("verify cancelled: %v, exit %d, stderr %q", err, code, report.String())
	}
}
