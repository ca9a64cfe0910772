package armies

import (
	"testing"

	"github.com/chesscount/count/pieces"
)

// testPawns and testBase are a small rule: 2 pawns, a rook and two
// bishops at the start.
var (
	testPawns = 2
	testBase  = [pieces.NumKinds]int{pieces.Rook: 1, pieces.Bishop: 2}
)

// used returns the pawns and the promotions of an army of counts under
// the test rule, worked out directly.
func used(counts [pieces.NumKinds]int) (pawns, proms int) {
	for _, k := range men[:4] {
		proms += max(0, counts[k]-testBase[k])
	}
	return counts[pieces.Pawn], proms
}

// eachArmy calls do with every army of up to n men beside the king, as
// its men of each kind and a list of its men.
func eachArmy(n int, do func(counts [pieces.NumKinds]int, list []pieces.Kind)) {
	var counts [pieces.NumKinds]int
	var list []pieces.Kind
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == len(men) {
			do(counts, list)
			return
		}
		for c := 0; c <= left; c++ {
			counts[men[i]] = c
			rec(i+1, left-c)
			list = append(list, men[i])
		}
		list = list[:len(list)-left-1]
		counts[men[i]] = 0
	}
	rec(0, n)
}

// Every army of up to 4 men, its men added one at a time, reaches a live
// state iff the rule allows it, and that state holds its pawns and
// promotions, split or not.
func TestAgainstListing(t *testing.T) {
	for _, split := range []bool{false, true} {
		au := New(testPawns, testBase, split)
		armies, allowed := 0, 0
		eachArmy(4, func(counts [pieces.NumKinds]int, list []pieces.Kind) {
			armies++
			pawns, proms := used(counts)
			feasible := pawns+proms <= testPawns
			v := au.Start(list)
			live, state := 0, Dead
			for s, n := range v {
				if n != 0 {
					live, state = live+int(n), s
				}
			}
			if feasible != (live == 1) || live > 1 {
				t.Fatalf("split %v: army %v reaches %d live states, feasible %v", split, list, live, feasible)
			}
			if !feasible {
				return
			}
			allowed++
			st := au.States[state]
			wantPawns, wantProms := pawns+proms, 0
			if split {
				wantPawns, wantProms = pawns, proms
			}
			if int(st.Pawns) != wantPawns || int(st.Proms) != wantProms || st.HeldOf(pieces.Bishop) != min(counts[pieces.Bishop], 2) {
				t.Errorf("split %v: army %v has state %+v", split, list, st)
			}
		})
		if armies != 126 || allowed == 0 || allowed == armies {
			t.Errorf("split %v: %d armies, %d allowed", split, armies, allowed)
		}
	}
}

// Filling cells that each take any man counts the allowed words of men
// (an army with its men in order), and two men at once go where one and
// then another do.
func TestApplyCountsWords(t *testing.T) {
	au := New(testPawns, testBase, false)
	all := pieces.KindsOf(men...)
	for cells := 0; cells <= 4; cells++ {
		v := au.Start(nil)
		for range cells {
			v = au.Apply(v, all, 1)
		}
		var got uint64
		for _, n := range v {
			got += n
		}
		var want uint64
		eachArmy(cells, func(counts [pieces.NumKinds]int, list []pieces.Kind) {
			if p, q := used(counts); len(list) == cells && p+q <= testPawns {
				want += multinomial(counts)
			}
		})
		if got != want {
			t.Errorf("%d cells: %d words, want %d", cells, got, want)
		}
	}
	for s := range au.States {
		for _, k := range men {
			one := au.Next(s, k, 1)
			two := Dead
			if one != Dead {
				two = au.Next(one, k, 1)
			}
			if au.Next(s, k, 2) != two {
				t.Errorf("state %d, two of kind %v: %d, one at a time %d", s, k, au.Next(s, k, 2), two)
			}
		}
	}
}

// multinomial returns the orders of an army's men: n! / Π count!.
func multinomial(counts [pieces.NumKinds]int) uint64 {
	out, n := uint64(1), 0
	for _, c := range counts {
		for i := 1; i <= c; i++ {
			n++
			out = out * uint64(n) / uint64(i)
		}
	}
	return out
}
