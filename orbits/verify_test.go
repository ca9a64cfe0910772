package orbits_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/chesscount/count/burnside"
	"github.com/chesscount/count/orbits"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Burnside's count of KRvK's placements under the eight symmetries, and
// the listing of its orbits, agree; a count one class off does not.
func TestVerify(t *testing.T) {
	m, _ := pieces.ParseMaterial("KRvK")
	r, err := burnside.Count(context.Background(), placement.Spec{Board: pieces.Chessboard, Material: m}, symmetry.D4, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, agree, err := orbits.Verify(context.Background(), r, nil)
	if err != nil || !agree || fmt.Sprint(got.Classes) != r.Classes.String() {
		t.Fatalf("Verify: %+v, %v, %v; Burnside %s classes", got, agree, err, r.Classes)
	}
	r.Classes = new(big.Int).Add(r.Classes, big.NewInt(1))
	if _, agree, err := orbits.Verify(context.Background(), r, nil); err != nil || agree {
		t.Errorf("Verify of a wrong count: agree %v, %v", agree, err)
	}
}
