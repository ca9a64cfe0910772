package notebook

import (
	"github.com/chesscount/count/internal/countspec"
	"github.com/chesscount/count/placement"
)

// ReadPosition reads a position that the count spec counts, as count
// --position takes it: its men, written as "Ka1 Rb2 kc3" (see
// placement.ParseMen), or a FEN of the 8x8 board without castling rights
// or an en passant square (told apart by its slashes). The men must be
// those of the spec's material, and a configuration its rules count
// (placement.Spec.Refusal says why not) with one of the sides to move it
// counts; a FEN's side to move must be one of those under the Legal
// rules. Mistakes come back as a *SpecError of kind ErrPosition.
func ReadPosition(spec placement.Spec, text string) ([]placement.Man, error) {
	return countspec.ReadPosition(spec, text)
}
