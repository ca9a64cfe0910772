package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) read() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// syncBuffer is a bytes.Buffer that several goroutines may use.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// testLine returns a progress line on a terminal writing to w, timed by
// clock.
func testLine(w *syncBuffer, clock *fakeClock) *progressLine {
	p := newProgressLine(&env{stderr: w, progress: true})
	p.now, p.start = clock.read, clock.read()
	return p
}

// The line waits a second, is written at most ten times a second, is
// erased when the work is done, and stays erased.
func TestProgressLine(t *testing.T) {
	var w syncBuffer
	clock := &fakeClock{now: time.Unix(0, 0)}
	p := testLine(&w, clock)
	calls := 0
	show := func(s string) {
		p.show(func() string { calls++; return s })
	}
	show("at once")
	clock.advance(999 * time.Millisecond)
	show("too early")
	clock.advance(time.Millisecond)
	show("a second")
	clock.advance(50 * time.Millisecond)
	show("too soon after")
	clock.advance(50 * time.Millisecond)
	show("a tenth later")
	p.clear()
	p.clear()
	clock.advance(time.Second)
	show("again")
	p.done()
	clock.advance(time.Second)
	show("after done")
	p.done()
	want := "\r\033[Ka second\r\033[Ka tenth later\r\033[K\r\033[Kagain\r\033[K"
	if got := w.String(); got != want || calls != 3 {
		t.Errorf("the progress line wrote %q, calling for the line %d times; want %q, 3 times", got, calls, want)
	}
}

// Work done before a second leaves stderr as it was: nothing to erase.
func TestProgressLineNeverShown(t *testing.T) {
	var w syncBuffer
	clock := &fakeClock{now: time.Unix(0, 0)}
	p := testLine(&w, clock)
	p.show(func() string { return "early" })
	p.percent("counting")(1, 2)
	p.done()
	if w.String() != "" {
		t.Errorf("a line never shown wrote %q", w.String())
	}
}

// Where stderr is not a terminal, nothing is written, and counters are
// given no progress function to call.
func TestProgressLineOff(t *testing.T) {
	var w syncBuffer
	p := newProgressLine(&env{stderr: &w, progress: false})
	p.now = func() time.Time { return time.Now().Add(time.Hour) }
	p.show(func() string { t.Error("the line was asked for"); return "" })
	p.tick(time.Millisecond, func(time.Duration) string { t.Error("the line was asked for"); return "" })
	p.done()
	if w.String() != "" || p.percent("counting") != nil {
		t.Errorf("a line off a terminal wrote %q", w.String())
	}
}

// percent shows the share of the work units done.
func TestProgressLinePercent(t *testing.T) {
	var w syncBuffer
	clock := &fakeClock{now: time.Unix(0, 0)}
	p := testLine(&w, clock)
	clock.advance(2 * time.Second)
	p.percent("counting KRvK")(3, 4)
	if want := "\r\033[Kcounting KRvK: 75%"; w.String() != want {
		t.Errorf("percent wrote %q, want %q", w.String(), want)
	}
}

// tick shows the time the work has run until done, which waits for it:
// nothing is written after done returns.
func TestProgressLineTick(t *testing.T) {
	var w syncBuffer
	clock := &fakeClock{now: time.Unix(0, 0)}
	p := testLine(&w, clock)
	clock.advance(3 * time.Second)
	p.tick(time.Millisecond, func(elapsed time.Duration) string { return "running: " + elapsed.String() })
	for !strings.Contains(w.String(), "running: 3s") {
		time.Sleep(time.Millisecond) // go test's -timeout bounds the wait
	}
	p.done()
	out := w.String()
	time.Sleep(10 * time.Millisecond)
	if !strings.HasSuffix(out, "running: 3s\r\033[K") || w.String() != out {
		t.Errorf("tick wrote %q, then %q", out, w.String())
	}
}
