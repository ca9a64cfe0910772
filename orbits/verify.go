package orbits

import (
	"context"

	"github.com/chesscount/count/burnside"
)

// Verify counts the classes and placements of r's spec again, listing
// every placement and the least of its images under r's group (see
// CountProgress, which tells progress), and reports whether the two
// counts agree. It is slow: keep it to a few million placements.
func Verify(ctx context.Context, r *burnside.Result, progress func(listed uint64)) (got Result, agree bool, err error) {
	got, err = CountProgress(ctx, r.Spec, r.Group.Perms(r.Spec.Board), progress)
	if err != nil {
		return got, false, err
	}
	placements := r.Placements()
	agree = r.Classes.IsUint64() && r.Classes.Uint64() == got.Classes &&
		placements.IsUint64() && placements.Uint64() == got.Configurations
	return got, agree, nil
}
