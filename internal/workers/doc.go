// Package workers is the module's pool of goroutines: Each splits a job
// into numbered work units and hands them to a few goroutines as they free
// up, with per-goroutine state, progress, and a stop flag for
// cancellation. The counters in package placement and the command's
// material-by-material runs share it.
package workers
