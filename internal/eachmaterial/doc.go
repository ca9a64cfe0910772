// Package eachmaterial counts a list of materials several at a time, one
// goroutine a material: the materials of a run such as count men 6 are
// many and each count is short, so a pool of one-goroutine counts keeps
// every CPU busier than one count at a time with every CPU.
//
// Run is the pool (on package workers), with the first error cancelling
// the rest; Classes counts the classes of every material with some number
// of men, as count men does; Positions counts the whole positions of
// chosen materials, as count positions --men does.
//
// It is a package of its own because the command's counts (cmd/count)
// and the benchmark suite that times them (internal/suite) must run the
// same code.
package eachmaterial
