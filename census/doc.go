// Package census counts whole chess positions up to symmetry: a placement
// of the men, the side to move, the castling rights and the en passant
// right, where two positions are the same when a symmetry of the board or
// the colour swap maps one onto the other.
//
// It is a package of its own because a whole position is more than the
// placements package placement counts, and its symmetries depend on the
// position: a position with castling rights has no board symmetry, one
// with an en passant right keeps the file mirror (the square mirrored
// too), and the colour swap (the colour flip of the Dice Chess engine's
// documentation) maps the material onto its colour-swapped material, so
// it joins the group only for a colour-symmetric material. The positions therefore fall into three
// parts, each closed under the symmetries that act on it, and Burnside's
// lemma is applied to each:
//
//   - plain positions, no rights: the legal placements, each side to move;
//   - positions with castling rights (with or without an en passant
//     right): the identity alone, and the colour swap;
//   - positions with an en passant right and no castling rights: the file
//     mirror, and the colour swap.
//
// The colour swap changes the side to move, so it fixes no position: for a
// colour-symmetric material it halves each part's classes.
//
// Castling rights and en passant rights are counted from placements with
// men placed on given squares (placement.Factored.CountWith): each
// non-empty set of rights (standard chess's or Chess960's) needs its king
// and rooks at home, and inclusion and exclusion over the pawns beside the
// one that has just advanced counts the en passant squares. NULP's rule,
// that of Kryukov's published tallies of unique legal positions, keeps
// the two squares that pawn crossed free of pawns
// (placement.Constraint.PawnFree); FIDE's keeps them empty and asks that
// the capture not leave the capturer's king in check
// (placement.Constraint.Captures). On a board with an odd number of
// files the file mirror fixes en passant positions on the middle file,
// which are few and are walked (placement.Factored.FixedCountWith).
// Rules.ToMove counts one side to move alone.
package census
