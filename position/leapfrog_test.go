package position_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
)

// The Leapfrog canonical form meets the conditions of Leapfrog's "Symmetry" page, written here
// square by square: files and ranks from 0.
func TestLeapfrogConditions(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	find := func(p position.Position, c byte) (at [][2]int) {
		for sq, man := range p.Board {
			if man == c {
				at = append(at, [2]int{sq % 8, sq / 8})
			}
		}
		return at
	}
	dist := func(s [2]int) int { return (2*s[0]-7)*(2*s[0]-7) + (2*s[1]-7)*(2*s[1]-7) }
	for i := range 4000 {
		p := randomPosition(rng)
		if p.Castling.Any() {
			continue
		}
		if i%2 == 0 { // two white knights, for the exchange rule
			for _, c := range []byte("NN") {
				for sq := rng.IntN(64); ; sq = rng.IntN(64) {
					if p.Board[sq] == 0 {
						p.Board[sq] = c
						break
					}
				}
			}
			if p.EP >= 0 && p.Board[p.EP] != 0 {
				continue
			}
		}
		canon, _, _, _ := p.Canonical(position.Leapfrog, i%3 == 0)
		pawns := len(find(canon, 'P'))+len(find(canon, 'p')) > 0 || canon.EP >= 0
		var pair [][2]int
		for _, c := range []byte("QRBN") {
			if at := find(canon, c); len(at) == 2 && pair == nil {
				pair = at
			}
		}
		fail := func(why string) { t.Fatalf("%s: Leapfrog canonical %s has %s", p.FEN(), canon.FEN(), why) }
		if pair == nil {
			k, b := find(canon, 'K')[0], find(canon, 'k')[0]
			switch {
			case k[0] > 3:
				fail("the white king right of the d-file")
			case !pawns && k[1] > k[0]:
				fail("the white king above the diagonal")
			case !pawns && k[1] == k[0] && b[1] < b[0]:
				fail("the white king on the diagonal and the black king below it")
			}
		} else {
			a, b := pair[0], pair[1]
			mx, my := a[0]+b[0], a[1]+b[1]
			nearer := a
			if dist(b) < dist(a) {
				nearer = b
			}
			tie := dist(a) == dist(b)
			switch {
			case mx > 7:
				fail("the pair's midpoint right of the d/e line")
			case !pawns && my > mx:
				fail("the pair's midpoint above the diagonal")
			case !pawns && mx == my && !tie && nearer[1] > nearer[0]:
				fail("the pair's midpoint on the diagonal, the piece nearer the centre above it")
			case mx == 7 && !tie && nearer[0] > 3:
				fail("the pair's midpoint on the d/e line, the piece nearer the centre right of it")
			}
		}
		if i%3 == 0 {
			name := ""
			for _, c := range []byte("KQRBNPvkqrbnp") {
				name += strings.Repeat(string(c), max(len(find(canon, c)), bit(c == 'v')))
			}
			m, _ := pieces.ParseMaterial(name)
			if m != m.Syzygy() || m == m.Swapped() && canon.ToMove != pieces.White {
				fail("the colours Syzygy does not name first")
			}
		}
	}
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Kings on the diagonal leave a tie, which the rook breaks: b1 (square 1)
// comes before its diagonal image a2 (square 8).
func TestLeapfrogTertiary(t *testing.T) {
	for _, fen := range []string{"8/8/8/8/8/2k5/8/KR6 w - -", "8/8/8/8/8/2k5/R7/K7 w - -"} {
		p, _ := position.ParseFEN(fen)
		canon, _, size, _ := p.Canonical(position.Leapfrog, false)
		if got := canon.FEN(); got != "8/8/8/8/8/2k5/8/KR6 w - - 0 1" || size != 8 {
			t.Errorf("%s: Leapfrog canonical %s, class size %d; want 8/8/8/8/8/2k5/8/KR6 w - - 0 1, 8", fen, got, size)
		}
	}
}

// The white king f6 is on the long diagonal: the half turn takes it to c3
// in the triangle a1-d1-d4, and the diagonal flip then takes the black
// king to a4, above the diagonal.
func ExamplePosition_Canonical_leapfrog() {
	p, _ := position.ParseFEN("4k3/8/5K2/8/8/8/8/R7 b - - 0 1")
	canon, op, size, _ := p.Canonical(position.Leapfrog, false)
	fmt.Println(canon.FEN(), op, size)
	// Output: 7R/8/8/8/k7/2K5/8/8 b - - 0 1 HVD 8
}
