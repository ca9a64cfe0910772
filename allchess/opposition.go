package allchess

import (
	"github.com/chesscount/count/internal/sweep"
	"github.com/chesscount/count/pieces"
)

// The opposed-files rule (J. Tromp, Chess Position Ranking) reads each file
// of the board from its top down and asks for opposed pairs: a black pawn
// with a white pawn below it on the same file and no pawn of either colour
// between them. A file that holds one is opposed. Every legal position has
// at least max(0, F − C − w − b) opposed files, F the files, C the captures
// made by both sides and w and b the pawns each side has lost (see
// docs/allchess.md for why).

// A lastPawn is the colour of the last pawn met while reading one file from
// its top down, or none: all the rule needs to know of the pawns above to
// tell whether the next pawn closes an opposed pair.
type lastPawn uint8

const (
	noPawnAbove lastPawn = iota
	whitePawnAbove
	blackPawnAbove
)

// after returns the state after a pawn of colour c, met below the pawns
// that made s, and whether that pawn closes an opposed pair: a white pawn
// with a black pawn next above it.
func (s lastPawn) after(c pieces.Color) (lastPawn, bool) {
	if c == pieces.White {
		return whitePawnAbove, s == blackPawnAbove
	}
	return blackPawnAbove, false
}

// opposition is the rule's automaton of a file read from its top down
// (sweep.Files): its states are the lastPawn so far, and opposedFile once
// a pair has closed, which stays and scores.
type opposition struct{}

// opposedFile is the state of a file that holds an opposed pair.
const opposedFile = sweep.FileState(blackPawnAbove + 1)

func (opposition) Start() sweep.FileState        { return sweep.FileState(noPawnAbove) }
func (opposition) Scores(s sweep.FileState) bool { return s == opposedFile }

func (opposition) After(s sweep.FileState, c pieces.Color) sweep.FileState {
	if s == opposedFile {
		return s
	}
	next, pair := lastPawn(s).after(c)
	if pair {
		return opposedFile
	}
	return sweep.FileState(next)
}

// requiredOpposedFiles returns how many files the rule asks to be opposed
// in a position of men men (kings included), when each side starts with
// one pawn on each of files files and start men in all, and the two sides
// have used up usedWhite and usedBlack of their pawns (pawns on the board
// plus promotions): files − captures − the pawns each side has lost, or 0.
func requiredOpposedFiles(files, start, men, usedWhite, usedBlack int) int {
	captures := start - men
	return max(0, files-captures-(files-usedWhite)-(files-usedBlack))
}

// mostUsedBeside returns the most pawns (on the board and promoted) a side
// may have used beside another that has used used, in a position of men
// men with opposed opposed files, by the rule: requiredOpposedFiles ≤
// opposed, that is files − (start − men) − (files − used) − (files −
// other) ≤ opposed.
func mostUsedBeside(files, start, men, opposed, used int) int {
	return opposed + start + files - men - used
}
