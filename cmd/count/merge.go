package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/census"
	"github.com/chesscount/count/internal/lines"
	"github.com/chesscount/count/internal/shards"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/tables"
)

// newMerge returns count merge.
func newMerge(e *env) *cobra.Command {
	var f runFlags
	cmd := &cobra.Command{
		Use:   "merge FILE...",
		Short: "Add up the shards of count positions --men, or of count all, into the totals",
		Long: `Adds up the rows of FILES (the argument "-" as stdin): count positions
--men N --format json outputs (shards) or checkpoints. Each material
counts once; the same material with other counts, or counts on another
board or under other rules, is an error. It prints the totals, byte for
byte what one count positions --men run prints, and exits 1 if a number
of men lacks materials. A file's lines may hold at most 64 KiB and a
file at most 64 MiB, as count prints them.

Or adds up the shares of one run of count all that count all --shard K/N
printed, each share 1/N to N/N once, and prints, in any --format, byte
for byte what one count all run with the same flags prints. Shares of
other runs, a share given twice or one missing is an error, and nothing
is printed.`,
		Example: "  count merge shard-*.json --format json > total.json\n  count merge shard-*.jsonl\n\n  # the shares of count all --shard K/N\n  count merge all-share-*.json --format csv",
		RunE: func(_ *cobra.Command, args []string) error {
			o, err := f.read()
			if err != nil {
				return err
			}
			if len(args) == 0 {
				return usageError{errors.New("no file given; give count positions --men N --format json outputs or checkpoints, or count all --shard K/N outputs")}
			}
			return runMerge(args, o.format, e.stdout)
		},
	}
	f.addFormat(cmd.Flags())
	return cmd
}

// runMerge adds up the rows of shard results and checkpoints: count
// positions --format json output, or checkpoint lines. It prints the
// totals, and fails if a number of men lacks materials. Or it adds up the
// shares of count all.
func runMerge(files []string, format tables.Format, stdout io.Writer) error {
	g := shards.NewSet(maxMenOn)
	shares := &allShares{}
	if err := stdinOnce(files); err != nil {
		return err
	}
	for _, file := range files {
		err := eachJSONValue(file, func(name string, v json.RawMessage) error {
			return mergeValue(name, v, g.Add, shares.add)
		})
		if err != nil {
			return err
		}
	}
	if len(shares.shares) > 0 && !g.Empty() {
		return usageError{errors.New("the files hold rows of count positions and shares of count all; merge each run's files apart")}
	}
	if len(shares.shares) > 0 {
		return shares.print(stdout, format)
	}
	if g.Empty() {
		return errors.New("the files hold no rows; give count positions --format json outputs or checkpoint files")
	}
	b, err := pieces.ParseBoard(g.Board())
	if err != nil {
		return usageError{fmt.Errorf("board %q: %v", g.Board(), err)}
	}
	lists, gaps := g.Tables(b)
	if err := tables.CensusMenTables(stdout, format, lists); err != nil {
		return err
	}
	return incomplete(gaps)
}

// incomplete is the failure of a merge whose numbers of men lack
// materials, the gaps; nil if there are none.
func incomplete(gaps []shards.Gap) error {
	if len(gaps) == 0 {
		return nil
	}
	missing := make([]string, len(gaps))
	for i, gap := range gaps {
		missing[i] = fmt.Sprintf("%d of %s with %d men", gap.Have, plural(gap.Of, "material"), gap.Men)
	}
	return fmt.Errorf("the merge is incomplete, only %s; merge the other shards too", strings.Join(missing, ", "))
}

// eachJSONValue passes each JSON value in file ("-": stdin) to do, with
// the name the sentences give the input: the values of count positions
// --format json output (one, or several one after another), or the lines
// of a checkpoint, whose first line is a value by itself, skipping a line
// a crash cut short. It reads a line at a time within lines.Input and
// holds one value at a time, however large the file.
func eachJSONValue(file string, do func(name string, v json.RawMessage) error) error {
	in, src := stdinInput(mergeFiles), stdin
	if file != "-" {
		in = fileInput(file, mergeFiles)
		f, err := os.Open(file)
		if err != nil {
			return in.error(err)
		}
		defer f.Close()
		src = f
	}
	r := &jsonLines{in: lines.NewReader(src, lines.Input)}
	first, err := r.next()
	switch {
	case err == io.EOF:
		return notCensus(in.name)
	case err != nil:
		return in.error(err)
	case json.Valid(first):
		return eachLineValue(r, in, first, do)
	}
	r.pending = append(first, '\n')
	dec := json.NewDecoder(r)
	for {
		var v json.RawMessage
		err := dec.Decode(&v)
		switch {
		case err == io.EOF:
			return nil
		case r.err != nil:
			return in.error(r.err)
		case err != nil:
			return notCensus(in.name)
		}
		if err := do(in.name, v); err != nil {
			return err
		}
	}
}

// eachLineValue passes first and each line of r after it that is a JSON
// value to do, skipping the others: the lines of a checkpoint, where a
// crash may have cut a line short.
func eachLineValue(r *jsonLines, in input, first []byte, do func(string, json.RawMessage) error) error {
	if err := do(in.name, first); err != nil {
		return err
	}
	for {
		line, err := r.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return in.error(err)
		}
		if json.Valid(line) {
			if err := do(in.name, line); err != nil {
				return err
			}
		}
	}
}

// jsonLines reads the lines of a file of JSON without the blanks around
// them and without blank lines: the same JSON, whose strings hold no line
// ending, in less. Its Read gives the lines, each ended by a newline.
type jsonLines struct {
	in      *lines.Reader
	line    []byte // the line next returned last
	pending []byte // what Read has still to give of it
	err     error  // the error that ended the reading, but io.EOF
}

// next returns the next line that is not blank, without the blanks
// around it, valid until the next call; io.EOF after the last.
func (r *jsonLines) next() ([]byte, error) {
	for {
		line, err := r.in.Next()
		if err != nil {
			if err != io.EOF {
				r.err = err
			}
			return nil, err
		}
		if line = bytes.Trim(line, " \t\r"); len(line) > 0 {
			r.line = append(r.line[:0], line...)
			return r.line, nil
		}
	}
}

// Read gives the lines next returns, each ended by a newline.
func (r *jsonLines) Read(p []byte) (int, error) {
	for len(r.pending) == 0 {
		line, err := r.next()
		if err != nil {
			return 0, err
		}
		r.pending = append(line, '\n')
	}
	n := copy(p, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// notCensus is the error for a file whose JSON is not what count merge
// adds up.
func notCensus(file string) error {
	return fmt.Errorf("%s: not the JSON of count positions --men or its checkpoint; give those files, or the outputs of count all --shard K/N", file)
}

// mergeValue passes the rows in one JSON value to add: a row, an object
// for one number of men, or an array of either; and a share of count all
// to addShare.
func mergeValue(file string, v json.RawMessage, add func(string, census.Row) error, addShare func(string, json.RawMessage) error) error {
	if t := strings.TrimSpace(string(v)); strings.HasPrefix(t, "[") {
		var list []json.RawMessage
		if err := json.Unmarshal(v, &list); err != nil {
			return notCensus(file)
		}
		for _, x := range list {
			if err := mergeValue(file, x, add, addShare); err != nil {
				return err
			}
		}
		return nil
	}
	var probe shards.Value
	if err := json.Unmarshal(v, &probe); err != nil {
		return notCensus(file)
	}
	if probe.Share != nil {
		return addShare(file, v)
	}
	rows, err := probe.Rows(v)
	if err != nil {
		return notCensus(file)
	}
	for _, r := range rows {
		if err := add(file, r); err != nil {
			return err
		}
	}
	return nil
}
