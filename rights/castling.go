package rights

import (
	"slices"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/placement"
)

// CastlingSets returns each non-empty set of castling rights colour may
// hold under rule on b, as the men it puts at home: the king first, then
// a rook on each file the set names (at most one on each side of the
// king). A board narrower than four files has none. Under the standard
// rule a colour has three sets (K, Q and KQ for White); under Chess960's,
// 98.
func CastlingSets(rule CastlingRule, b pieces.Board, color pieces.Color) [][]placement.Man {
	if rule == NoCastling || b.Files < 4 {
		return nil
	}
	rank := 0
	if color == pieces.Black {
		rank = b.Ranks - 1
	}
	var out [][]placement.Man
	for _, k := range kingFiles(rule, b.Files) {
		aSide, hSide := rookFiles(rule, b.Files, k)
		for _, a := range noneOrOne(aSide) {
			for _, h := range noneOrOne(hSide) {
				if named := append(slices.Clone(a), h...); len(named) > 0 {
					out = append(out, homeMen(b, color, rank, k, named))
				}
			}
		}
	}
	return out
}

// kingFiles returns the files, of a board files wide, on which the king
// may stand with castling rights under rule: the middle file (e on 8x8)
// under the standard rule, b to g (the files beside neither edge) under
// Chess960's.
func kingFiles(rule CastlingRule, files int) []int {
	if rule != Chess960Castling {
		return []int{files / 2}
	}
	var out []int
	for f := 1; f < files-1; f++ {
		out = append(out, f)
	}
	return out
}

// rookFiles returns the files the rook of a right may stand on, with the
// king on file king: on its a-side and on its h-side. Under the standard
// rule they are the corners, under Chess960's any file on that side.
func rookFiles(rule CastlingRule, files, king int) (aSide, hSide []int) {
	if rule != Chess960Castling {
		return []int{0}, []int{files - 1}
	}
	for f := range files {
		if f < king {
			aSide = append(aSide, f)
		} else if f > king {
			hSide = append(hSide, f)
		}
	}
	return aSide, hSide
}

// noneOrOne returns the ways to choose at most one of files: none, then
// each file alone.
func noneOrOne(files []int) [][]int {
	out := [][]int{nil}
	for _, f := range files {
		out = append(out, []int{f})
	}
	return out
}

// homeMen returns the men a set of rights puts at home on rank: the king
// of colour on file king, then a rook of colour on each of rooks.
func homeMen(b pieces.Board, color pieces.Color, rank, king int, rooks []int) []placement.Man {
	men := []placement.Man{{Piece: pieces.Piece{Color: color, Kind: pieces.King}, Square: b.Square(king, rank)}}
	for _, f := range rooks {
		men = append(men, placement.Man{Piece: pieces.Piece{Color: color, Kind: pieces.Rook}, Square: b.Square(f, rank)})
	}
	return men
}

// A HomeSet is a non-empty set of castling rights of both sides, as the
// men it puts at home (White's king and rooks, then Black's), and how many
// sets it stands for in a count: see HomeSets.
type HomeSet struct {
	Men    []placement.Man
	Weight int64
}

// HomeSets returns the sets of castling rights of both sides under rule
// on b that a count must take, each with its weight: every pairing of a
// set of White's (or none) with a set of Black's (or none) but the pairing
// of none with none, White's sets outer, in CastlingSets's order.
//
// Under the standard rule each counts once. Under Chess960's the file
// mirror maps each set onto another, never onto itself (on a board of an
// even number of files it moves the king's file), and keeps the count: so
// only the sets whose first king stands on the left half are taken, with
// weight 2.
func HomeSets(rule CastlingRule, b pieces.Board) []HomeSet {
	var out []HomeSet
	for _, men := range EveryHomeSet(rule, b) {
		home := HomeSet{Men: men, Weight: 1}
		if rule == Chess960Castling {
			if file, _ := b.Coords(home.Men[0].Square); 2*file >= b.Files {
				continue // the mirror image of a set taken twice
			}
			home.Weight = 2
		}
		out = append(out, home)
	}
	return out
}

// EveryHomeSet returns every non-empty set of castling rights of both
// sides under rule on b, as the men it puts at home (White's king and
// rooks, then Black's): every pairing of a set of White's (or none) with
// a set of Black's (or none) but none with none, White's sets outer, in
// CastlingSets's order. A sampler takes them all; a count, HomeSets.
func EveryHomeSet(rule CastlingRule, b pieces.Board) [][]placement.Man {
	white := append([][]placement.Man{nil}, CastlingSets(rule, b, pieces.White)...)
	black := append([][]placement.Man{nil}, CastlingSets(rule, b, pieces.Black)...)
	var out [][]placement.Man
	for i, w := range white {
		for j, bl := range black {
			if i > 0 || j > 0 {
				out = append(out, append(slices.Clone(w), bl...))
			}
		}
	}
	return out
}
