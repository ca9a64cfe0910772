package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/placement"
)

// verifyLimit is the most placements --verify lists without
// --verify-anyway: at verifyRate, about four minutes.
const verifyLimit = 1_000_000_000

// verifyRate is how many placements a second the orbit enumeration lists,
// on one core of the 2-core machine CI uses, for a legal chess material
// with both sides to move on 8x8 (KRNvK: 15249024 placements in 3.5 s);
// puzzle armies and placements without rules go up to twice as fast.
const verifyRate = 4_000_000

// checkVerifySize refuses, before anything is counted, a --verify whose
// orbit enumeration would take beyond a few minutes.
func checkVerifySize(specs []placement.Spec) error {
	for _, s := range specs {
		size := orbits.Size(s)
		if size.Cmp(big.NewInt(verifyLimit)) <= 0 {
			continue
		}
		return usageError{fmt.Errorf("--verify would list the %s placements of %s one by one, %s at %s a second; it lists at most %d (a few minutes) unless you add --verify-anyway; or drop --verify",
			size, s.Material, roughly(size, verifyRate), millions(verifyRate), verifyLimit)}
	}
	return nil
}

// verify counts r's classes again by orbit enumeration and reports both
// on w. On a terminal, e.stderr shows how many placements it has listed.
func (j *classesJob) verify(ctx context.Context, r *burnside.Result, w io.Writer, e *env) error {
	size := orbits.Size(r.Spec)
	sizeFloat, _ := new(big.Float).SetInt(size).Float64()
	var listed uint64
	line := newProgressLine(e)
	got, agree, err := orbits.Verify(ctx, r, func(n uint64) {
		listed = n
		line.show(func() string {
			return fmt.Sprintf("verifying %s: %d of %s placements listed (%.1f%%)", r.Spec.Material, n, size, 100*float64(n)/sizeFloat)
		})
	})
	line.done()
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("--timeout %v reached while verifying %s by orbit enumeration: %d of its %s placements listed; the counts above stand unverified; allow more time", j.timeout, r.Spec.Material, listed, size)
	}
	if errors.Is(err, context.Canceled) {
		return err
	}
	if err != nil { // the spec was counted, so the enumeration refused its size
		return fmt.Errorf("the %s placements of %s are too many for the orbit enumeration to count; drop --verify-anyway", size, r.Spec.Material)
	}
	fmt.Fprintf(w, "verify %s: Burnside %s classes of %s placements; orbit enumeration %d classes of %d placements",
		r.Spec.Material, r.Classes, r.Placements(), got.Classes, got.Configurations)
	if agree {
		fmt.Fprintln(w, ": agree")
		return nil
	}
	fmt.Fprintln(w, ": DIFFER")
	return fmt.Errorf("verify failed for %s: Burnside's count and the orbit enumeration differ; please report this with the command line", r.Spec.Material)
}

// roughly says, to two figures, how long listing n things takes at rate
// a second.
func roughly(n *big.Int, rate int64) string {
	s, _ := new(big.Rat).SetFrac(n, big.NewInt(rate)).Float64()
	for _, u := range []struct {
		name    string
		seconds float64
	}{{"years", 365.25 * 86400}, {"days", 86400}, {"hours", 3600}, {"minutes", 60}} {
		if s >= u.seconds {
			return "about " + twoFigures(s/u.seconds) + " " + u.name
		}
	}
	return "about " + twoFigures(s) + " seconds"
}

// twoFigures writes v, at least 1, to two significant figures: 4.2, 18,
// 790, 1.2e+15.
func twoFigures(v float64) string {
	if v >= 1e6 {
		return fmt.Sprintf("%.1e", v)
	}
	r, _ := strconv.ParseFloat(fmt.Sprintf("%.2g", v), 64)
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// millions writes n, a round number of millions, in words: 4 million.
func millions(n int64) string {
	return fmt.Sprintf("%d million", n/1_000_000)
}
