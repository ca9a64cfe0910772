package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// outputFile is a file count writes, named on the command line. One rule
// holds for each: a file there already is never written over without
// --force, and a file is written whole or not at all.
type outputFile struct {
	name    string // as the sentences name it: "--svg PATH", or the path
	path    string
	example string // the name of a file of the kind, for a directory given
	force   bool   // --force: write over a file there already
	other   string // what else to give instead of a file there already: "" for another file
}

// check refuses, before any work, a file that cannot be written (a
// directory, in a directory that is not there or that count cannot write
// in) or that is there already without --force: mistakes on the command
// line. A stream, such as /dev/stdout, is not a file written over.
func (o outputFile) check() error {
	st, err := os.Stat(o.path)
	switch {
	case err == nil && st.IsDir():
		return usageError{fmt.Errorf("%s is a directory; give a file in it, such as %s", o.name, filepath.Join(o.path, o.example))}
	case o.isStream():
		return nil
	case err == nil && !o.force:
		return usageError{o.exists()}
	case err == nil:
		return nil
	case !errors.Is(err, fs.ErrNotExist):
		return usageError{fmt.Errorf("%s: cannot write it (%s); give a file in a directory you can write", o.name, pathReason(err))}
	}
	dir := filepath.Dir(o.path)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usageError{fmt.Errorf("%s: there is no directory %s; give a file in a directory that exists", o.name, dir)}
	}
	tmp, err := createTemp(dir)
	if err != nil {
		return usageError{fmt.Errorf("%s: cannot write in %s (%s); give a file in a directory you can write", o.name, dir, pathReason(err))}
	}
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
}

// exists is the refusal of a file there already.
func (o outputFile) exists() error {
	other := o.other
	if other == "" {
		other = "another file"
	}
	return fmt.Errorf("%s: the file exists; give --force to write over it, or %s", o.name, other)
}

// isStream reports whether the file is a stream written as it is, not a
// file written over: a device, a pipe or a socket, or a name of an open
// file (/dev/stdout, /dev/fd/N, /proc/self/fd/N), which may be a file
// that stdout goes to.
func (o outputFile) isStream() bool {
	st, err := os.Stat(o.path)
	if err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return true
	}
	abs, err := filepath.Abs(o.path)
	return err == nil && (abs == "/dev/stdout" || abs == "/dev/stderr" || strings.HasPrefix(abs, "/dev/fd/") || strings.HasPrefix(abs, "/proc/"))
}

// write writes data to the file: a stream as it is, after what it holds;
// a file through a temporary file beside it, renamed to it once whole, so
// that a failed write leaves the file as it was. A failure is the run's
// (exit 1): check has refused what the command line got wrong.
func (o outputFile) write(data []byte) error {
	if o.isStream() {
		return o.writeStream(data)
	}
	path := o.path
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target // write the file a link names, not over the link
	}
	if _, err := os.Stat(path); err == nil && !o.force {
		return o.exists() // made since check
	}
	tmp, err := createTemp(filepath.Dir(path))
	if err != nil {
		return o.cannotWrite(err)
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return o.cannotWrite(err)
	}
	return nil
}

// writeStream writes data to the stream, after what it holds: to a
// file stdout goes to, after the text already printed.
func (o outputFile) writeStream(data []byte) error {
	f, err := os.OpenFile(o.path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return o.cannotWrite(err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return o.cannotWrite(err)
	}
	return nil
}

// cannotWrite is the failure to write the file.
func (o outputFile) cannotWrite(err error) error {
	return fmt.Errorf("%s: cannot write it (%s); nothing was written there", o.name, pathReason(err))
}

// createTemp creates a new, empty file in dir, hidden and named to say
// whose it is, with mode 0644 less the umask.
func createTemp(dir string) (*os.File, error) {
	for i := 0; ; i++ {
		name := filepath.Join(dir, ".count-"+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i)+".tmp")
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil || !errors.Is(err, fs.ErrExist) || i == 99 {
			return f, err
		}
	}
}
