package suite

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"

	"github.com/chesscount/count/internal/enum"
)

// Select returns the entries of the suite whose names hold one of
// filters, each filter's every word ignoring case, in the suite's order,
// with the entries whose times their targets multiply; every entry if
// there are no filters. A filter without a word, or one that matches no
// entry, is an error worded for count bench's command line.
func Select(filters []string) ([]Entry, error) {
	if len(filters) == 0 {
		return Entries, nil
	}
	chosen := map[string]bool{}
	for _, f := range filters {
		words := strings.Fields(strings.ToLower(f))
		if len(words) == 0 {
			return nil, fmt.Errorf("FILTER %q: give a word of an entry's name, such as queens (count bench --list shows them)", f)
		}
		matched := false
		for _, c := range Entries {
			if holdsAll(strings.ToLower(c.Name), words) {
				chosen[c.Name], matched = true, true
			}
		}
		if !matched {
			return nil, fmt.Errorf("no entry of the suite has %q in its name; count bench --list shows them", f)
		}
	}
	for i := len(Entries) - 1; i >= 0; i-- { // an entry's baseline comes before it
		if chosen[Entries[i].Name] && Entries[i].TimesOf != "" {
			chosen[Entries[i].TimesOf] = true
		}
	}
	var entries []Entry
	for _, c := range Entries {
		if chosen[c.Name] {
			entries = append(entries, c)
		}
	}
	return entries, nil
}

// holdsAll reports whether name holds every word.
func holdsAll(name string, words []string) bool {
	for _, w := range words {
		if !strings.Contains(name, w) {
			return false
		}
	}
	return true
}

// State is how far a run of the suite got with an entry.
type State int

// The states of an entry: not run yet, stopped while it ran (a timeout,
// an interrupt), or finished.
const (
	NotRun State = iota
	Stopped
	Finished
)

var states = enum.Type[State]{Kind: "entry state", Names: []string{"not run", "stopped", "finished"}}

// String names s as count bench's table writes it: not run, stopped or
// finished.
func (s State) String() string { return states.String(s) }

// MarshalText writes s as String does.
func (s State) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// EnumeratorState is what a run of the suite learnt of the Enumerator on
// an entry.
type EnumeratorState int

const (
	// EnumeratorNotTimed: the entry does not ask for the Enumerator, or
	// the entry did not finish.
	EnumeratorNotTimed EnumeratorState = iota
	// EnumeratorAgreed: it finished within EnumeratorLimit, with the
	// Factored counter's classes.
	EnumeratorAgreed
	// EnumeratorTooSlow: it ran past EnumeratorLimit and was stopped.
	EnumeratorTooSlow
)

var enumeratorStates = enum.Type[EnumeratorState]{Kind: "enumerator state", Names: []string{"not timed", "agreed", "too slow"}}

// String names s as count bench's table writes it: not timed, agreed or
// too slow.
func (s EnumeratorState) String() string { return enumeratorStates.String(s) }

// MarshalText writes s as String does.
func (s EnumeratorState) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Run is what was measured of one entry of the suite.
type Run struct {
	State               State
	Median              time.Duration // when finished
	Placements, Classes *big.Int      // when finished; Classes nil where the entry counts none
	Enumerator          EnumeratorState
	Enumerated          time.Duration // the Enumerator's time, when it agreed
}

// EnumeratorLimit bounds the Enumerator's time on one entry.
const EnumeratorLimit = time.Minute

// Measure times e, and the Enumerator on it where e asks, and checks that
// the two agree.
func Measure(ctx context.Context, e Entry) (Run, error) {
	median, placements, classes, err := Time(ctx, e)
	if err != nil {
		return Run{}, err
	}
	r := Run{State: Finished, Median: median, Placements: placements, Classes: classes}
	if !e.Enumerate {
		return r, nil
	}
	ectx, cancel := context.WithTimeout(ctx, EnumeratorLimit)
	defer cancel()
	start := time.Now()
	_, enumerated, err := e.Count(ectx, true)
	switch {
	case errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil:
		r.Enumerator = EnumeratorTooSlow
	case err != nil:
		return Run{}, err
	case enumerated.Cmp(classes) != 0:
		return Run{}, fmt.Errorf("internal error: %s: the Enumerator counts %s classes, the Factored counter %s", e.Name, enumerated, classes)
	default:
		r.Enumerator, r.Enumerated = EnumeratorAgreed, time.Since(start)
	}
	return r, nil
}
