package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/chesscount/count/placement"
)

// progressDelay is how long work runs before its progress line shows, and
// progressEvery the least time between two writes of the line.
const (
	progressDelay = time.Second
	progressEvery = 100 * time.Millisecond
)

// progressLine is one line on stderr, when stderr is a terminal, that
// tells how far long work has got: it shows once the work has run for
// progressDelay, is rewritten at most once every progressEvery, and is
// erased by done. Where stderr is not a terminal it writes nothing. Its
// methods may be called from several goroutines.
type progressLine struct {
	w     io.Writer        // nil: write nothing
	now   func() time.Time // the clock
	start time.Time        // when the work began

	mu       sync.Mutex
	shown    time.Time // when the line was last written; zero: never
	onScreen bool      // the line is written and not erased
	finished bool      // done was called

	stopTicking chan struct{} // closed by done when tick runs
	ticked      chan struct{} // closed when tick's goroutine has ended
}

// newProgressLine starts the progress line of work beginning now, shown
// on e.stderr where e.progress says it is a terminal.
func newProgressLine(e *env) *progressLine {
	p := &progressLine{now: time.Now}
	if e.progress {
		p.w = e.stderr
	}
	p.start = p.now()
	return p
}

// show writes line() as the line, once the work has run for
// progressDelay and the line was not written within progressEvery; it
// calls line only then.
func (p *progressLine) show(line func() string) {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := p.now()
	if p.finished || now.Sub(p.start) < progressDelay || now.Sub(p.shown) < progressEvery {
		return
	}
	p.shown, p.onScreen = now, true
	p.put(line())
}

// eraseLine is what a terminal reads as: back to the start of the line
// (a carriage return) and erase to its end (the ANSI sequence ESC [ K).
const eraseLine = "\r\033[K"

// put writes text over the line, erasing what was on it: the one place
// that writes to the terminal, text "" erasing the line alone; p.mu is
// held.
func (p *progressLine) put(text string) {
	fmt.Fprint(p.w, eraseLine+text)
}

// clear erases the line, if it is written, before other words on
// stderr; the next show writes it again.
func (p *progressLine) clear() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.erase()
}

// erase erases the line if it is written; p.mu is held.
func (p *progressLine) erase() {
	if p.onScreen {
		p.put("")
		p.onScreen = false
	}
}

// tick shows line, told how long the work has run, every interval until
// done, for work that tells nothing of its progress itself.
func (p *progressLine) tick(interval time.Duration, line func(elapsed time.Duration) string) {
	if p.w == nil || p.stopTicking != nil {
		return
	}
	p.stopTicking, p.ticked = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(p.ticked)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-p.stopTicking:
				return
			case <-t.C:
				p.show(func() string { return line(p.now().Sub(p.start).Round(time.Second)) })
			}
		}
	}()
}

// percent returns a placement.Progress that shows what with the share of
// the work units done; nil where nothing is shown.
func (p *progressLine) percent(what string) placement.Progress {
	if p.w == nil {
		return nil
	}
	return func(done, total int) {
		p.show(func() string { return fmt.Sprintf("%s: %d%%", what, 100*done/total) })
	}
}

// done ends the line: it stops tick and erases the line if it was
// written. The line shows nothing after.
func (p *progressLine) done() {
	if p.w == nil {
		return
	}
	if p.stopTicking != nil {
		close(p.stopTicking)
		<-p.ticked
		p.stopTicking = nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.erase()
	p.finished = true
}
