package placement

import "github.com/chesscount/count/internal/genfunc"

// pieceSet is a set of the Factored counter's variables: the pieces, kings
// of a chess material aside, by their index in Factored.vars.
type pieceSet = genfunc.Set
