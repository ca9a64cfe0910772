//go:build unix

package main

import (
	"syscall"
	"testing"
	"time"
)

// SIGTERM, which Slurm's scancel sends first, stops a count as Ctrl-C
// does: the context of the run ends, rather than the process.
func TestStopSignals(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		ctx, stop := stopSignals()
		if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
		case <-time.After(10 * time.Second):
			t.Errorf("%v did not end the run's context", sig)
		}
		stop()
	}
}
