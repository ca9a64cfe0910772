package eachmaterial

import (
	"context"
	"errors"
	"testing"

	"github.com/chesscount/count/internal/countspec"
)

// Run calls done once for each success, and returns the first error
// rather than the cancellations it caused.
func TestRunFirstError(t *testing.T) {
	done := 0
	err := Run(context.Background(), 8, 1, func(_ context.Context, _ int) error { return nil }, func(int, int) { done++ })
	if err != nil || done != 8 {
		t.Errorf("8 successes: %d done, %v", done, err)
	}
	bad := errors.New("bad material")
	err = Run(context.Background(), 8, 2, func(ctx context.Context, i int) error {
		if i == 3 {
			return bad
		}
		return ctx.Err()
	}, func(int, int) {})
	if !errors.Is(err, bad) {
		t.Errorf("a failure at 3: %v, want %v", err, bad)
	}
}

// Classes counts the 3-man materials as count men 3 does, and a timeout
// comes back as Unfinished with the rows counted before it.
func TestClasses(t *testing.T) {
	rs, err := Classes(context.Background(), 3, countspec.Spec{}, 0, nil)
	if err != nil || len(rs) != 5 || rs[0].Spec.Material.String() != "KQvK" || rs[0].Classes.String() != "28056" {
		t.Fatalf("3 men: %d results (%v)", len(rs), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Classes(ctx, 3, countspec.Spec{}, 0, nil)
	var u Unfinished
	if !errors.As(err, &u) || !errors.Is(err, context.Canceled) || u.Stop.Expected != 5 {
		t.Errorf("3 men cancelled: %v", err)
	}
}

// A group that turns pawns is refused before any material is counted,
// whichever material a worker would reach first: no results, and the
// spec's own error rather than an Unfinished one.
func TestClassesGroupBeforeCount(t *testing.T) {
	for _, n := range []int{3, 4} {
		rs, err := Classes(context.Background(), n, countspec.Spec{Group: "d4"}, 0, nil)
		var u Unfinished
		if len(rs) != 0 || !errors.Is(err, countspec.ErrGroup) || errors.As(err, &u) {
			t.Errorf("%d men under d4: %d results, %v", n, len(rs), err)
		}
	}
}
