package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"time"
)

// manDir makes dir, and the directories above it that are not there, as
// mkdir -p does. It refuses, as a usage error of one line, an empty path,
// a path that is there and is not a directory, and a directory it cannot
// make.
func manDir(dir string) error {
	if dir == "" {
		return usageError{errors.New(`an argument "" is empty; give the directory for the man pages, such as man/man1`)}
	}
	st, err := os.Stat(dir)
	switch {
	case err == nil && st.IsDir():
		return nil
	case err == nil:
		return usageError{fmt.Errorf("%s is not a directory; give a directory for the man pages (one that is not there is made)", dir)}
	case !errors.Is(err, fs.ErrNotExist):
		return usageError{fmt.Errorf("%s: cannot write the man pages there (%s); give a directory you can write", dir, pathReason(err))}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return usageError{fmt.Errorf("%s: cannot make the directory for the man pages (%s); give a directory you can write", dir, pathReason(err))}
	}
	return nil
}

// manDate returns the date of the man pages: the time of the VCS
// revision the build records, so that the same source makes the same
// pages, whenever they are made; or, when the build records none, the
// zero time, which fixManPage takes out.
func manDate() *time.Time {
	var date time.Time
	if info, ok := readBuildInfo(); ok {
		for _, s := range info.Settings {
			if t, err := time.Parse(time.RFC3339, s.Value); s.Key == "vcs.time" && err == nil {
				date = t.UTC()
			}
		}
	}
	return &date
}

// fixManPage returns a man page as cobra's doc.GenMan writes it, made
// to read as -h does: without the zero date of a build that records none
// (see manDate), and each switch named plainly (-h, --help, not
// --help[=false]), or with its default when it is on.
func fixManPage(text string) string {
	zero := fmt.Sprintf(`"%s"`, time.Time{}.Format("Jan 2006"))
	if at := strings.Index(text, "\n.TH "); at >= 0 {
		end := at + 1 + strings.IndexByte(text[at+1:], '\n')
		text = text[:at] + strings.Replace(text[at:end], zero, `""`, 1) + text[end:]
	}
	text = strings.ReplaceAll(text, `\fP[=false]`, `\fP`)
	return strings.ReplaceAll(text, `\fP[=true]`, `\fP (default true)`)
}
