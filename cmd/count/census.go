package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"count/census"
	"count/pieces"
	"count/placement"
	"count/tables"
)

// parsePositions reads the command line of count --positions: materials,
// or --men with --checkpoint and --shard.
func parsePositions(fs *pflag.FlagSet, o *options, men, board, shard string) (*options, error) {
	for _, f := range []string{"rules", "group", "labelled", "table", "verify", "orbits", "explain", "svg", "element", "position", "notation", "schemes", "bench", "thesis"} {
		if fs.Changed(f) {
			return nil, usageError{fmt.Errorf("--positions counts legal positions under each material's own group; drop --%s", f)}
		}
	}
	if o.workers < 0 {
		return nil, usageError{fmt.Errorf("--workers %d: give 0 (one per CPU) or more", o.workers)}
	}
	if fs.Changed("to-move") {
		toMove, _ := fs.GetString("to-move")
		t, err := placement.ParseToMove(toMove)
		if err != nil {
			return nil, usageError{fmt.Errorf("--to-move %q: write white, black or both", toMove)}
		}
		o.census.ToMove = t
	}
	b, err := pieces.ParseBoard(board)
	if err != nil {
		return nil, usageError{err}
	}
	if err := census.CheckCastling(o.census.Castling, b); err != nil {
		return nil, usageError{err}
	}
	if !fs.Changed("men") {
		if fs.Changed("checkpoint") || fs.Changed("shard") {
			return nil, usageError{errors.New("--checkpoint and --shard are for --men runs; add --men N")}
		}
		if fs.NArg() == 0 {
			return nil, usageError{errors.New("no material given; name one, such as KRvKR, or give --men N")}
		}
		for _, a := range fs.Args() {
			m, err := pieces.ParseMaterial(a)
			if err == nil {
				err = census.Check(m, b)
			}
			if err != nil {
				return nil, usageError{err}
			}
			o.specs = append(o.specs, placement.Spec{Board: b, Material: m, Rules: placement.Legal})
		}
		return o, nil
	}
	if fs.NArg() > 0 {
		return nil, usageError{errors.New("--men lists its own materials; give no material")}
	}
	lo, hi, err := menRange(men)
	if err != nil {
		return nil, err
	}
	for n := lo; n <= hi; n++ {
		if len(pieces.Materials(n, b)) == 0 {
			return nil, usageError{fmt.Errorf("no material with %d men fits on the %s board; use fewer men or a larger --board", n, b)}
		}
		o.men = append(o.men, n)
	}
	if shard != "" {
		if o.shard, err = parseShard(shard); err != nil {
			return nil, usageError{err}
		}
	}
	o.menBoard = b
	return o, nil
}

// parseShard reads --shard K/N.
func parseShard(s string) ([2]int, error) {
	k, n, ok := strings.Cut(s, "/")
	a, err1 := strconv.Atoi(k)
	b, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || b < 1 || a < 1 || a > b {
		return [2]int{}, fmt.Errorf("--shard %q: write K/N with 1 ≤ K ≤ N, such as 3/8 (the third of eight shards)", s)
	}
	return [2]int{a, b}, nil
}

// runCensus counts the whole positions of the materials on the command
// line, with the per-element table.
func runCensus(ctx context.Context, o *options, stdout, stderr io.Writer) int {
	var rs []*census.Result
	for _, s := range o.specs {
		r, err := census.Count(ctx, s.Material, s.Board, o.census, o.workers)
		if errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("--timeout %v reached while counting %s; nothing printed; allow more time", o.timeout, s.Material)
		}
		if err != nil {
			return fail(stderr, err)
		}
		rs = append(rs, r)
	}
	if err := tables.Census(stdout, o.format, rs); err != nil {
		return fail(stderr, err)
	}
	return exitOK
}

// runCensusMen counts the whole positions of every material with each
// number of men in o.men (of one shard, with --shard), resuming from and
// adding to the checkpoint file, and prints a row per material and the
// totals.
func runCensusMen(ctx context.Context, o *options, stdout, stderr io.Writer, showProgress bool) int {
	board := o.menBoard
	done, err := readCheckpoint(o.checkpoint, board.String(), o.census.String())
	if err != nil {
		return fail(stderr, err)
	}
	var save func(census.Row) error
	if o.checkpoint != "" {
		f, err := os.OpenFile(o.checkpoint, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return fail(stderr, fmt.Errorf("checkpoint: %w", err))
		}
		defer f.Close()
		if data, err := os.ReadFile(o.checkpoint); err == nil && len(data) > 0 && data[len(data)-1] != '\n' {
			f.Write([]byte("\n")) // end the line a crash cut short, so the next row starts its own
		}
		var mu sync.Mutex
		save = func(r census.Row) error {
			line, _ := json.Marshal(r)
			mu.Lock()
			defer mu.Unlock()
			_, err := f.Write(append(line, '\n')) // one write: a line is whole or, after a crash, the last and unreadable
			return err
		}
	}
	var lists []tables.CensusMen
	start := time.Now()
	for _, n := range o.men {
		all := pieces.Materials(n, board)
		var mine []pieces.Material
		for i, m := range all {
			if o.shard[1] == 0 || i%o.shard[1] == o.shard[0]-1 {
				mine = append(mine, m)
			}
		}
		rows := make([]census.Row, len(mine))
		var todo []int
		for i, m := range mine {
			if r, ok := done[m.String()]; ok {
				rows[i] = r
			} else {
				todo = append(todo, i)
			}
		}
		var progress func(finished int)
		if showProgress {
			progress = func(finished int) {
				if time.Since(start) > time.Second {
					fmt.Fprintf(stderr, "\r\033[Kcounting %d men: %d of %d materials", n, len(mine)-len(todo)+finished, len(mine))
				}
			}
		}
		err := countCensus(ctx, mine, todo, rows, board, o.census, o.workers, save, progress)
		if err == nil {
			err = ctx.Err() // stopped before any material failed
		}
		if showProgress {
			fmt.Fprint(stderr, "\r\033[K")
		}
		if err != nil {
			if errors.Is(err, context.DeadlineExceeded) {
				err = fmt.Errorf("--timeout %v reached while counting %d men", o.timeout, n)
			}
			if o.checkpoint != "" {
				if errors.Is(err, context.Canceled) {
					fmt.Fprintf(stderr, "count: interrupted; the materials finished are in %s: run the same command again to go on\n", o.checkpoint)
					return exitInterrupted
				}
				err = fmt.Errorf("%w; the materials finished are in %s: run the same command again to go on", err, o.checkpoint)
			}
			return fail(stderr, err)
		}
		lists = append(lists, tables.NewCensusMen(n, board.String(), o.census.String(), rows, len(all)))
	}
	if err := tables.CensusMenTables(stdout, o.format, lists); err != nil {
		return fail(stderr, err)
	}
	return exitOK
}

// countCensus counts materials[i] into rows[i] for each i in todo,
// several materials at once, and saves each row as it is done.
func countCensus(ctx context.Context, materials []pieces.Material, todo []int, rows []census.Row, board pieces.Board, rules census.Rules, workers int, save func(census.Row) error, progress func(int)) error {
	return eachMaterial(ctx, len(todo), workers, func(ctx context.Context, k int) error {
		i := todo[k]
		r, err := census.Count(ctx, materials[i], board, rules, 1)
		if err != nil {
			return err
		}
		rows[i] = r.Row()
		if save != nil {
			return save(rows[i])
		}
		return nil
	}, func(finished, _ int) {
		if progress != nil {
			progress(finished)
		}
	})
}

// readCheckpoint returns the rows of a checkpoint file counted on board
// under rules, by material. A missing file is an empty checkpoint; a line
// that does not read (the last, cut short by a crash) is skipped.
func readCheckpoint(name, board, rules string) (map[string]census.Row, error) {
	rows := map[string]census.Row{}
	if name == "" {
		return rows, nil
	}
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return rows, nil
	}
	if err != nil {
		return nil, fmt.Errorf("checkpoint: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r census.Row
		if json.Unmarshal(sc.Bytes(), &r) != nil || r.Valid() != nil {
			continue
		}
		if r.Board != board || r.Rules != rules {
			return nil, fmt.Errorf("checkpoint %s holds counts on %s under %q, not on %s under %q; use another file", name, r.Board, r.Rules, board, rules)
		}
		rows[r.Material] = r
	}
	return rows, sc.Err()
}

// runMerge adds up the rows of shard results and checkpoints: count
// --positions --format json output, or checkpoint lines. Each material
// counts once; the same material with other counts, or counts on another
// board or under other rules, is an error. It prints the totals, and
// fails if a number of men lacks materials.
func runMerge(files []string, format tables.Format, stdout, stderr io.Writer) int {
	rows := map[int]map[string]census.Row{}
	var board, rules string
	add := func(file string, r census.Row) error {
		if err := r.Valid(); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		b, err1 := pieces.ParseBoard(r.Board)
		m, err2 := pieces.ParseMaterial(r.Material)
		if err1 != nil || err2 != nil || m.Puzzle() || m.Men() != r.Men || r.Men < 2 || r.Men > maxMen || m.Fits(b) != nil || m.String() != r.Material {
			return fmt.Errorf("%s: row %q (%d men on %q) names no material that count --men lists", file, r.Material, r.Men, r.Board)
		}
		if board == "" {
			board, rules = r.Board, r.Rules
		}
		if r.Board != board || r.Rules != rules {
			return fmt.Errorf("%s: %s counted on %s under %q, other files on %s under %q; merge counts made alike", file, r.Material, r.Board, r.Rules, board, rules)
		}
		if rows[r.Men] == nil {
			rows[r.Men] = map[string]census.Row{}
		}
		if old, ok := rows[r.Men][r.Material]; ok && !sameRow(old, r) {
			return fmt.Errorf("%s: %s has other counts than in an earlier file", file, r.Material)
		}
		rows[r.Men][r.Material] = r
		return nil
	}
	for _, file := range files {
		values, err := jsonValues(file)
		if err != nil {
			return fail(stderr, fmt.Errorf("--merge: %w", err))
		}
		for _, v := range values {
			if err := mergeValue(file, v, add); err != nil {
				return fail(stderr, err)
			}
		}
	}
	if len(rows) == 0 {
		return fail(stderr, errors.New("--merge: the files hold no rows; give count --positions --format json outputs or checkpoint files"))
	}
	b, err := pieces.ParseBoard(board)
	if err != nil {
		return usage(stderr, fmt.Errorf("--merge: board %q: %v", board, err))
	}
	var lists []tables.CensusMen
	var missing []string
	for n := 2; n <= maxMen; n++ {
		if rows[n] == nil {
			continue
		}
		var list []census.Row
		all := pieces.Materials(n, b)
		for _, m := range all {
			if r, ok := rows[n][m.String()]; ok {
				list = append(list, r)
			}
		}
		if len(list) < len(all) {
			missing = append(missing, fmt.Sprintf("%d of %d materials with %d men", len(list), len(all), n))
		}
		lists = append(lists, tables.NewCensusMen(n, board, rules, list, len(all)))
	}
	if err := tables.CensusMenTables(stdout, format, lists); err != nil {
		return fail(stderr, err)
	}
	if len(missing) > 0 {
		return fail(stderr, fmt.Errorf("--merge: incomplete, only %s; merge the other shards too", strings.Join(missing, ", ")))
	}
	return exitOK
}

// jsonValues returns the JSON values in file: an output's one value, or a
// checkpoint's lines, where a line a crash cut short is skipped.
func jsonValues(file string) ([]json.RawMessage, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var out []json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var v json.RawMessage
		if err := dec.Decode(&v); err == io.EOF {
			return out, nil
		} else if err != nil {
			break
		}
		out = append(out, v)
	}
	out = out[:0] // not a stream of values: read it as a checkpoint, line by line
	for _, line := range bytes.Split(data, []byte("\n")) {
		if json.Valid(line) {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s is not count --positions JSON output or a checkpoint", file)
	}
	return out, nil
}

// sameRow reports whether two rows hold the same counts, part by part.
func sameRow(a, b census.Row) bool {
	for _, p := range [][2]census.Split{{a.Positions, b.Positions}, {a.Classes, b.Classes}} {
		x, y := p[0], p[1]
		if x.Plain.Cmp(y.Plain) != 0 || x.Castling.Cmp(y.Castling) != 0 || x.EnPassant.Cmp(y.EnPassant) != 0 || x.Total.Cmp(y.Total) != 0 {
			return false
		}
	}
	return true
}

// mergeValue passes the rows in one JSON value to add: a row, an object
// for one number of men, or an array of either.
func mergeValue(file string, v json.RawMessage, add func(string, census.Row) error) error {
	if t := strings.TrimSpace(string(v)); strings.HasPrefix(t, "[") {
		var list []json.RawMessage
		if err := json.Unmarshal(v, &list); err != nil {
			return fmt.Errorf("--merge: %s: %v", file, err)
		}
		for _, x := range list {
			if err := mergeValue(file, x, add); err != nil {
				return err
			}
		}
		return nil
	}
	var probe struct {
		Materials []census.Row `json:"materials"`
		Material  string       `json:"material"`
	}
	if err := json.Unmarshal(v, &probe); err != nil {
		return fmt.Errorf("--merge: %s: %v", file, err)
	}
	if probe.Material != "" {
		var r census.Row
		if err := json.Unmarshal(v, &r); err != nil {
			return fmt.Errorf("--merge: %s: %v", file, err)
		}
		return add(file, r)
	}
	if probe.Materials == nil {
		return fmt.Errorf("--merge: %s holds JSON that is neither a row nor count --men --positions output", file)
	}
	for _, r := range probe.Materials {
		if err := add(file, r); err != nil {
			return err
		}
	}
	return nil
}
