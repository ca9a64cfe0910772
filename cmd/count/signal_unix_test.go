//go:build unix

package main

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// stopSignalChild names, in a child test process, the signal it sends
// itself.
const stopSignalChild = "COUNT_TEST_STOP_SIGNAL"

// SIGTERM, which Slurm's scancel sends first, stops a count as Ctrl-C
// does: the context of the run ends, rather than the process. Each signal
// goes to a child process (this test binary again), so that a handler
// that is missing kills the child, not the tests.
func TestStopSignals(t *testing.T) {
	if name := os.Getenv(stopSignalChild); name != "" {
		stopSignalsChild(name)
		return
	}
	for _, name := range []string{"SIGTERM", "SIGINT"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestStopSignals$")
		cmd.Env = append(os.Environ(), stopSignalChild+"="+name)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: the child ended with %v; want the run's context ended and exit 0\n%s", name, err, out)
		}
	}
}

// stopSignalsChild sends the process the signal called name and exits
// 0 if the run's context ends, 3 if it does not within 10 seconds.
func stopSignalsChild(name string) {
	sig := map[string]syscall.Signal{"SIGTERM": syscall.SIGTERM, "SIGINT": syscall.SIGINT}[name]
	ctx, stop := stopSignals()
	defer stop()
	syscall.Kill(syscall.Getpid(), sig)
	select {
	case <-ctx.Done():
		os.Exit(0)
	case <-time.After(10 * time.Second):
		os.Exit(3)
	}
}
