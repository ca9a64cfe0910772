package sweep

import (
	"fmt"

	"github.com/chesscount/count/pieces"
)

// A FileState is a state of a Files automaton.
type FileState uint8

// A Files is an automaton that reads the pawns of one file from its top
// down: it starts each file in Start, moves on each pawn met, and at the
// file's end says whether the file scores; the sweep keeps the number of
// files scored as a variable of its keys (ScoredFiles). Two rules that
// read the files would combine as one automaton, the product of theirs,
// its states the pairs of theirs.
type Files interface {
	// Start is the state before a file's first pawn.
	Start() FileState
	// After is the state after a pawn of colour c met in state s.
	After(s FileState, c pieces.Color) FileState
	// Scores reports whether a file read to its end in state s scores.
	Scores(s FileState) bool
}

// maxFileStates bounds the states of a Files the sweep keeps: they take
// the bits of a state above the lines' and the white king's.
const maxFileStates = 1 << (16 - fileShift)

// fileTable is a Files automaton with its reachable states numbered from
// 0, its start: after[i][c] is the number of the state after a pawn of
// colour c in state i, and scores[i] says whether state i scores. Without
// an automaton it has the one state, which never scores.
type fileTable struct {
	after  [][2]uint8
	scores []bool
}

// newFileTable returns f's table, found from its start state.
func newFileTable(f Files) fileTable {
	if f == nil {
		return fileTable{after: [][2]uint8{{0, 0}}, scores: []bool{false}}
	}
	states := []FileState{f.Start()}
	index := map[FileState]int{f.Start(): 0}
	var t fileTable
	for i := 0; i < len(states); i++ {
		var row [2]uint8
		for _, c := range []pieces.Color{pieces.White, pieces.Black} {
			to := f.After(states[i], c)
			j, ok := index[to]
			if !ok {
				j = len(states)
				index[to], states = j, append(states, to)
			}
			row[c] = uint8(j)
		}
		t.after, t.scores = append(t.after, row), append(t.scores, f.Scores(states[i]))
	}
	if len(states) > maxFileStates {
		panic(fmt.Sprintf("sweep: a file automaton of %d states, more than %d", len(states), maxFileStates))
	}
	return t
}
