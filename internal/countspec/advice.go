package countspec

import (
	"errors"
	"fmt"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
	"github.com/chesscount/count/symmetry"
)

// Advice adds to a refusal of a spec the flags that mend it, where the
// library's own words name a field of placement.Spec or a group's fault
// rather than a flag: the line the command prints, and the explorer
// shows, its form's fields being the command's flags. Other errors come
// back as they are.
func Advice(err error) error {
	var se *placement.SpecError
	if errors.As(err, &se) {
		return specAdvice(se, err)
	}
	var fe *pieces.FitError
	if errors.As(err, &fe) {
		return fitAdvice(fe, err)
	}
	var ge *symmetry.GroupError
	if !errors.As(err, &ge) {
		return err
	}
	switch ge.Fault {
	case symmetry.UnknownGroup:
		return fmt.Errorf("%w; give --group one of them", err)
	case symmetry.NeedsSquareBoard:
		return fmt.Errorf("%w; use --group rectangle or auto", err)
	case symmetry.TurnsPawns:
		return fmt.Errorf("%w; use --group mirror or auto", err)
	}
	return err
}

// fitAdvice adds to a material that does not fit on the board the flags
// that mend it.
func fitAdvice(fe *pieces.FitError, err error) error {
	switch fe.Fault {
	case pieces.MoreMenThanSquares:
		return fmt.Errorf("%w; use a larger --board", err)
	case pieces.NoRanksForPawns:
		return fmt.Errorf("%w; use fewer pawns or a larger --board", err)
	case pieces.MorePromotionsThanPawns:
		return fmt.Errorf("%w; use fewer men or a wider --board (count positions takes --army any, any men)", err)
	}
	return fmt.Errorf("%w; use fewer pawns or a wider --board (count positions takes --army any, any men)", err)
}

// specAdvice words a spec placement refuses in the flags that set its
// fields; err is the refusal as the library words it.
func specAdvice(se *placement.SpecError, err error) error {
	switch se.Fault {
	case placement.ToMoveNeedsLegal:
		return errors.New("a side to move is meaningful only with --rules legal; drop --to-move or add --rules legal")
	case placement.LegalNeedsKings:
		return fmt.Errorf("--rules legal needs a chess material with one king per side, such as KRvK; %s is a puzzle material; use --rules placement or nonattacking", se.Spec.Material)
	}
	return err
}
