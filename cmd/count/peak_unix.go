//go:build unix

package main

import (
	"bufio"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// peakMegabytes returns the peak resident memory of this process's own
// program in MB: on Linux the high-water mark of its resident set
// (VmHWM in /proc/self/status), which starts afresh at exec; elsewhere
// the rusage peak. (On Linux the rusage peak of a process started by a
// large one counts the large one's memory: it is kept across the exec.)
func peakMegabytes() int64 {
	if kb, ok := highWaterKB(); ok {
		return kb / 1024
	}
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	kb := int64(u.Maxrss)
	if runtime.GOOS == "darwin" {
		kb /= 1024 // bytes there
	}
	return kb / 1024
}

// highWaterKB reads VmHWM, in kB, from /proc/self/status; false where
// there is no such file (any system but Linux).
func highWaterKB() (int64, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb, err == nil
		}
	}
	return 0, false
}
