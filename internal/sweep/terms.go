package sweep

// gather returns the frontier of the states targets, each the sum of
// the moves into it.
func (sw *Sweeper) gather(cur []stateTerms, targets []state, byTarget map[state][]move) ([]stateTerms, error) {
	next := make([]stateTerms, 0, len(targets))
	for _, to := range targets {
		var lists []termList
		for _, mv := range byTarget[to] {
			src := cur[mv.from].terms
			ts := sw.moved(src, mv.opt)
			lists = append(lists, termList{ts, len(ts) == 0 || &ts[0] != &src[0]})
		}
		ts, err := sw.mergeAll(lists)
		if err != nil {
			return nil, err
		}
		if len(ts) > 0 {
			next = append(next, stateTerms{to, ts})
		}
	}
	return next, nil
}

// moved returns the terms ts after option o, sorted by key as ts are:
// those that stay within the pawns and men allowed, their keys moved by
// o.delta and their coefficients by o.sign. Without a change it returns
// ts itself.
func (sw *Sweeper) moved(ts []term, o option) []term {
	bounded := o.white != 0 || o.black != 0 || o.men != 0
	if o.delta == 0 && o.sign == 1 && !bounded {
		return ts
	}
	out := sw.newTerms(len(ts))
	for _, t := range ts {
		if bounded && !sw.holds(t.key, o) {
			continue
		}
		if o.sign < 0 {
			t.c = t.c.Neg()
		}
		out = append(out, term{t.key + o.delta, t.c})
	}
	return out
}

// holds reports whether a term of key k stays within the pawns and men
// allowed after o.
func (sw *Sweeper) holds(k int32, o option) bool {
	h := sw.held[k]
	return int(h.whites)+o.white <= sw.pawns && int(h.blacks)+o.black <= sw.pawns && int(h.men)+o.men <= sw.most
}

// A termList is a sorted list of terms, and whether the sweeper owns it
// (made it, and may reuse it once merged) or it belongs to a frontier.
type termList struct {
	terms []term
	owned bool
}

// mergeAll returns the sum of the sorted lists, two by two.
func (sw *Sweeper) mergeAll(lists []termList) ([]term, error) {
	if len(lists) == 1 && !lists[0].owned {
		return append(sw.newTerms(len(lists[0].terms)), lists[0].terms...), nil
	}
	for len(lists) > 1 {
		var next []termList
		for i := 0; i < len(lists); i += 2 {
			if i+1 == len(lists) {
				next = append(next, lists[i])
				continue
			}
			a, b := lists[i], lists[i+1]
			m, ok := mergeTerms(sw.newTerms(len(a.terms)+len(b.terms)), a.terms, b.terms)
			if !ok {
				return nil, ErrOverflow
			}
			sw.reuse(a)
			sw.reuse(b)
			next = append(next, termList{m, true})
		}
		lists = next
	}
	return lists[0].terms, nil
}

// newTerms returns an empty list of terms with room for n: the smallest
// spare one large enough, if any. The runtime clears a new list, which
// took a quarter of the sweep's time when fewer lists were kept.
func (sw *Sweeper) newTerms(n int) []term {
	best := -1
	for i, ts := range sw.spare {
		if cap(ts) >= n && (best < 0 || cap(ts) < cap(sw.spare[best])) {
			best = i
		}
	}
	if best < 0 {
		return make([]term, 0, n)
	}
	ts := sw.spare[best]
	sw.spare[best] = sw.spare[len(sw.spare)-1]
	sw.spare = sw.spare[:len(sw.spare)-1]
	return ts[:0]
}

// maxSpares bounds the spare lists a sweeper keeps: more than the states
// of a frontier on 8x8, each list once in it and once as a sum made.
const maxSpares = 1 << 13

// reuse keeps l's terms for newTerms, if the sweeper owns them.
func (sw *Sweeper) reuse(l termList) {
	if l.owned && cap(l.terms) > 0 && len(sw.spare) < maxSpares {
		sw.spare = append(sw.spare, l.terms)
	}
}

// recycle keeps the term lists of a frontier done with, for newTerms.
func (sw *Sweeper) recycle(done []stateTerms) {
	for _, st := range done {
		sw.reuse(termList{st.terms, true})
	}
}

// mergeTerms appends to out the sum of two lists sorted by key, like
// terms added up and zeros dropped, and reports false on an overflow.
func mergeTerms(out, a, b []term) ([]term, bool) {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].key < b[j].key:
			out, i = append(out, a[i]), i+1
		case a[i].key > b[j].key:
			out, j = append(out, b[j]), j+1
		default:
			c := a[i].c
			if !c.Add(b[j].c) {
				return out, false
			}
			if !c.IsZero() {
				out = append(out, term{a[i].key, c})
			}
			i, j = i+1, j+1
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...), true
}
