package allchess

import (
	"fmt"

	"github.com/chesscount/count/internal/sweep"
	"github.com/chesscount/count/pieces"
)

// The opposed-files refinement (J. Tromp, Chess Position Ranking, Files)
// reads each file from its top down for an opposed pair: a black pawn
// with a white pawn below it and no pawn between. Every legal position has
// at least max(0, F − C − w − b) opposed files, F the files, C the
// captures and w and b the pawns each side has lost (docs/allchess.md).

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

type files struct{}

func (files) Name() string        { return "files" }
func (files) reads() boardReading { return boardReading{classes: true, files: opposition{}} }
func (files) needs(r Rules) *RulesError {
	if r.Army.Pawns != r.Board.Files {
		return r.fault(FilesArmy, "the opposed-files rule needs an army of one pawn for each file: %d pawns on %d files", r.Army.Pawns, r.Board.Files)
	}
	return nil
}

// bound: the files opposed are at least those the rule asks.
func (files) bound(b armyBound) armyBound {
	b.blackUsed = min(b.blackUsed, mostUsedBeside(b.pawns, b.start, b.men, b.opposed, b.white.used))
	return b
}
func (files) Admits(p Position) (bool, string) {
	c := p.charges()
	need := requiredOpposedFiles(p.Rules.Board.Files, 2*(1+p.Rules.Army.MaxMen()), p.men(), c[pieces.White].used, c[pieces.Black].used)
	if have := p.opposedFiles(); have < need {
		return false, fmt.Sprintf("%d opposed files are needed, %d %s there", need, have, map[bool]string{true: "is", false: "are"}[have == 1])
	}
	return true, ""
}

// opposedFiles returns the files on which, read from the top down, a
// black pawn has a white pawn next below it: those the rule's automaton
// scores.
func (p Position) opposedFiles() int {
	b := p.Rules.Board
	n := 0
	for x := range b.Files {
		s := opposition{}.Start()
		for y := b.Ranks - 1; y >= 0; y-- {
			if m := p.Men[b.Square(x, y)]; m != nil && m.Kind == pieces.Pawn {
				s = opposition{}.After(s, m.Color)
			}
		}
		if (opposition{}).Scores(s) {
			n++
		}
	}
	return n
}
