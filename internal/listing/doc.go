// Package listing lists every whole position of a small board, one at a
// time, and counts them by number of men: the slow path that the tests of
// the two counting engines (package census, one material at a time, and
// package allchess, every material at once) compare their fast paths with.
//
// It is written apart from both: it fills the squares one by one, asks of
// each placement whether the side to move gives check (through
// pieces.Board.Attacks, the one shared piece of geometry), and finds a
// position's class by writing out its images under the board's symmetries
// and the colour swap and keeping the position only when it is the
// smallest (the canonical form), where the engines use Burnside's lemma.
// Its army and pawn-rank rules are its own too. It reaches about 5 men on
// 4x4 in seconds; it is no API and only tests call it.
package listing
