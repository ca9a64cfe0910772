// Package suite is the benchmark suite that count bench runs: its
// entries (chess materials of 3 to 8 men, every material of some number
// of men, whole positions, every position at once, n queens and other
// puzzles), each with a target time on a 2-core machine or a multiple of
// another entry's time, and the way an entry is counted, timed (the
// median of repeated runs) and checked against the Enumerator.
//
// It is a package of its own so that the suite is defined apart from the
// command's flags and output: count bench (cmd/count) selects entries,
// runs them and prints the table; the Benchmark functions of this
// package's tests run the same entries under go test -bench. The entries
// count through the same code as the commands they time (package
// eachmaterial for the runs of many materials).
package suite
