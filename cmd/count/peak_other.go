//go:build !unix

package main

// peakMegabytes returns 0: the peak is not measured here.
func peakMegabytes() int64 { return 0 }
