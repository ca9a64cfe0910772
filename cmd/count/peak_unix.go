//go:build unix

package main

import (
	"runtime"
	"syscall"
)

// peakMegabytes returns the process's peak resident memory in MB.
func peakMegabytes() int64 {
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
