package armies

import "github.com/chesscount/count/pieces"

// State is what the rule needs to know of an army so far.
type State struct {
	// Held is the queens, rooks, bishops and knights, each counted up to
	// its base count: beyond it, each man is a promotion.
	Held [4]uint8
	// Pawns is the pawns, and the promotions too unless the automaton
	// splits them.
	Pawns uint8
	// Proms is the promotions, when the automaton splits them.
	Proms uint8
}

// Used returns the pawns and promotions of s.
func (s State) Used() int { return int(s.Pawns) + int(s.Proms) }

// HeldOf returns s's men of piece kind k up to k's base count.
func (s State) HeldOf(k pieces.Kind) int { return int(s.Held[heldIndex(k)]) }

// heldIndex is the index of a piece kind in State.Held.
func heldIndex(k pieces.Kind) int { return int(k - pieces.Queen) }

// Dead is the state of an army the rule does not allow; nothing leaves it.
const Dead = -1

// maxStep is the most men one step adds: a cell holds one man, or two
// men where two cells are joined.
const maxStep = 2

// men lists the kinds an army may hold beside its king.
var men = []pieces.Kind{pieces.Queen, pieces.Rook, pieces.Bishop, pieces.Knight, pieces.Pawn}

// Automaton numbers the states a rule's armies reach from the empty army
// and says where adding men leads.
type Automaton struct {
	// Pawns and Base are the rule: at most Pawns pawns and promotions,
	// and Base[k] men of piece kind k before a promotion is needed.
	Pawns int
	Base  [pieces.NumKinds]int
	// Split keeps the promotions apart from the pawns in the states.
	Split bool
	// States lists the states; the empty army's is 0.
	States []State
	// next[s][k][m] is the state after m more men of kind k, or Dead.
	next [][pieces.NumKinds][maxStep + 1]int
}

// New lists the states reachable from the empty army under the rule of
// at most pawns pawns and promotions, with base[k] men of each piece kind
// k before a promotion is needed (the king's and pawn's entries ignored).
// split keeps the promotions apart from the pawns in the states.
func New(pawns int, base [pieces.NumKinds]int, split bool) *Automaton {
	au := &Automaton{Pawns: pawns, Base: base, Split: split}
	index := map[State]int{}
	add := func(s State) int {
		if i, ok := index[s]; ok {
			return i
		}
		index[s] = len(au.States)
		au.States = append(au.States, s)
		au.next = append(au.next, [pieces.NumKinds][maxStep + 1]int{})
		return len(au.States) - 1
	}
	add(State{})
	// Breadth first: each state found is appended, and its moves are
	// worked out when the loop reaches it.
	for i := 0; i < len(au.States); i++ {
		for _, k := range men {
			for m := 1; m <= maxStep; m++ {
				target := Dead
				if t, ok := au.grow(au.States[i], k, m); ok {
					target = add(t)
				}
				au.next[i][k][m] = target
			}
			au.next[i][k][0] = i
		}
	}
	return au
}

// grow returns s with m more men of kind k, and false when the rule
// forbids the result.
func (au *Automaton) grow(s State, k pieces.Kind, m int) (State, bool) {
	for range m {
		switch j := heldIndex(k); {
		case k == pieces.Pawn:
			s.Pawns++
		case int(s.Held[j]) < au.Base[k]:
			s.Held[j]++
		case au.Split:
			s.Proms++
		default:
			s.Pawns++ // a promotion uses up a pawn
		}
	}
	return s, s.Used() <= au.Pawns
}

// Next returns the state after m more men of kind k (a queen, rook,
// bishop, knight or pawn; m at most 2) in state s, or Dead.
func (au *Automaton) Next(s int, k pieces.Kind, m int) int { return au.next[s][k][m] }

// Start returns the vector over the states of the one army of the men
// fixed: the empty army if none, or nothing if the rule forbids it.
func (au *Automaton) Start(fixed []pieces.Kind) []uint64 {
	v := make([]uint64, len(au.States))
	v[0] = 1
	for _, k := range fixed {
		v = au.Apply(v, pieces.KindsOf(k), 1)
	}
	return v
}

// Apply returns the vector after each army of v grows by mult men (1 or
// 2) of one kind, in turn each of kinds: an army of n ways becomes one of
// n ways for each kind, and those the rule forbids drop out.
func (au *Automaton) Apply(v []uint64, kinds pieces.Kinds, mult int) []uint64 {
	out := make([]uint64, len(v))
	for s, n := range v {
		if n == 0 {
			continue
		}
		for _, k := range men {
			if !kinds.Has(k) {
				continue
			}
			if next := au.next[s][k][mult]; next != Dead {
				out[next] += n
			}
		}
	}
	return out
}
