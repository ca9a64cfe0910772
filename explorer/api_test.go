package explorer_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chesscount/count/explorer"
	"github.com/chesscount/count/notebook"
	"github.com/chesscount/count/pieces"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/symmetry"
	"github.com/chesscount/count/verdict"
)

// get asks the explorer at base for path with query q and decodes the
// JSON answer into v; it returns the HTTP status.
func get(t *testing.T, base, path string, q url.Values, v any) int {
	t.Helper()
	resp, err := http.Get(base + path + "?" + q.Encode())
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("%s?%s: %v", path, q.Encode(), err)
	}
	return resp.StatusCode
}

// serve starts the explorer with a time limit for the test's life.
func serve(t *testing.T, timeout time.Duration) string {
	srv := httptest.NewServer(explorer.Handler(explorer.Options{Timeout: timeout}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// lemma is the part of /api/count's answer the tests read.
type lemma struct {
	Sum, Classes string
	Order        int
	Terms        []struct {
		Name, Fixed  string
		FixedSquares []string `json:"fixed_squares"`
		Listable     bool
	}
}

// specQuery is spec as the page asks for it.
func specQuery(s notebook.Spec) url.Values {
	return url.Values{"material": {s.Material}, "board": {s.Board}, "rules": {s.Rules}, "to_move": {s.ToMove},
		"group": {s.Group}, "labelled": {map[bool]string{true: "true", false: "false"}[s.Labelled]}}
}

// The page's table holds the numbers of the library's count (the call
// the command's --table makes), and the thesis's KRK figures.
func TestCountAgainstLibrary(t *testing.T) {
	base := serve(t, time.Minute)
	specs := []notebook.Spec{
		{Material: "KRK"},
		{Material: "KK", Board: "5x5"},
		{Material: "KRvK", Board: "6x6", Rules: "legal", ToMove: "both"},
		{Material: "8Q", Rules: "nonattacking"},
		{Material: "KNNvK", Board: "5x4", Group: "rectangle"},
		{Material: "2K", Board: "4x4", Labelled: true, Group: "rotations"},
	}
	for _, s := range specs {
		var got lemma
		if code := get(t, base, "/api/count", specQuery(s), &got); code != http.StatusOK {
			t.Fatalf("%+v: status %d", s, code)
		}
		want, err := notebook.Count(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if got.Sum != want.Sum.String() || got.Classes != want.Classes.String() || got.Order != want.Group.Order() || len(got.Terms) != len(want.Terms) {
			t.Fatalf("%+v: page %s / %d = %s, %d terms; library %s / %d = %s", s, got.Sum, got.Order, got.Classes, len(got.Terms), want.Sum, want.Group.Order(), want.Classes)
		}
		for i, term := range want.Terms {
			if got.Terms[i].Name != term.Element.Name() || got.Terms[i].Fixed != term.Fixed.String() {
				t.Errorf("%+v: page %s fixes %s; library %s fixes %s", s, got.Terms[i].Name, got.Terms[i].Fixed, term.Element.Name(), term.Fixed)
			}
		}
	}
	var krk lemma
	get(t, base, "/api/count", url.Values{"material": {"KRK"}}, &krk)
	if krk.Classes != "28056" || krk.Terms[5].Name != "flip-diagonal" || krk.Terms[5].Fixed != "252" || len(krk.Terms[5].FixedSquares) != 8 {
		t.Errorf("KRK: %s classes, %s fixes %s on %d squares; the thesis: 28056, flip-diagonal 252 on 8", krk.Classes, krk.Terms[5].Name, krk.Terms[5].Fixed, len(krk.Terms[5].FixedSquares))
	}
}

// fixedList is the part of /api/fixed's answer the tests read.
type fixedList struct {
	Fixed      string
	Placements []struct {
		Men []struct {
			Piece, Square string
			Number        int
		}
		Sides []string
	}
}

// The placements listed for an element (the slow path: every placement
// looked at) are as many as the term counts (the fast path), each one
// unchanged by the element, and no two alike.
func TestFixedListsEachTerm(t *testing.T) {
	base := serve(t, time.Minute)
	specs := []notebook.Spec{
		{Material: "KRK", Board: "4x4"},
		{Material: "KK", Board: "5x5"},
		{Material: "KQvK", Board: "4x4", Rules: "legal", ToMove: "both"},
		{Material: "4N", Board: "4x4", Rules: "nonattacking"},
		{Material: "2K", Board: "3x3", Labelled: true},
		{Material: "KPvK", Board: "4x3", Group: "rectangle"},
	}
	for _, s := range specs {
		var l lemma
		get(t, base, "/api/count", specQuery(s), &l)
		b, err := pieces.ParseBoard(orDefault(s.Board, "8x8"))
		if err != nil {
			t.Fatal(err)
		}
		for _, term := range l.Terms {
			if n, _ := strconv.Atoi(term.Fixed); !term.Listable && n > explorer.MostListed {
				continue // more boards than the page draws
			}
			q := specQuery(s)
			q.Set("element", term.Name)
			var got fixedList
			if code := get(t, base, "/api/fixed", q, &got); code != http.StatusOK || !term.Listable {
				t.Fatalf("%+v %s: status %d, listable %v", s, term.Name, code, term.Listable)
			}
			e, _ := symmetry.ParseElement(term.Name)
			checkListed(t, s, b, e, got, term.Fixed)
		}
	}
}

// checkListed checks the placements of l: as many, counting each side to
// move, as the term's want; each fixed by e; no two alike.
func checkListed(t *testing.T, s notebook.Spec, b pieces.Board, e symmetry.Element, l fixedList, want string) {
	t.Helper()
	counted, seen := 0, map[string]bool{}
	for _, p := range l.Placements {
		counted += max(1, len(p.Sides))
		var men, images []string
		for _, m := range p.Men {
			sq, err := b.ParseSquare(m.Square)
			if err != nil {
				t.Fatal(err)
			}
			x, y := b.Coords(sq)
			name := m.Piece + strconv.Itoa(m.Number)
			men = append(men, name+m.Square)
			images = append(images, name+b.Name(b.Square(e.Map(b, x, y))))
		}
		slices.Sort(men)
		slices.Sort(images)
		key := strings.Join(men, " ")
		if !slices.Equal(men, images) || seen[key] {
			t.Errorf("%+v %s: listed %s, whose image is %v (listed before: %v)", s, e.Name(), key, images, seen[key])
		}
		seen[key] = true
	}
	if got := l.Fixed; got != want || got != itoa(counted) {
		t.Errorf("%+v %s: listed %d placements (said %s); the term is %s", s, e.Name(), counted, got, want)
	}
}

// The position page's canonical forms are count canon's, under both
// conventions, and every image of a position has the same ones.
func TestPositionAgainstCanon(t *testing.T) {
	base := serve(t, time.Minute)
	type class struct {
		FEN        string
		Canonical  map[string]string
		ClassSize  int `json:"class_size"`
		Stabiliser []string
		Images     []struct{ Symmetry, FEN string }
	}
	var got class
	get(t, base, "/api/position", url.Values{"fen": {"4k3/8/5K2/8/8/8/8/R7 b - -"}}, &got)
	// count canon's output for this FEN, as the README and CI show it.
	if got.Canonical["min"] != "R7/8/8/8/7k/5K2/8/8 b - - 0 1" || got.Canonical["leapfrog"] != "7R/8/8/8/k7/2K5/8/8 b - - 0 1" || got.ClassSize != 16 || len(got.Images) != 16 {
		t.Fatalf("got %+v", got)
	}
	for _, fen := range []string{"4k3/8/5K2/8/8/8/8/R7 b - -", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "8/8/8/3k4/8/3K4/8/8 w - -"} {
		for _, swap := range []string{"true", "false"} {
			var c class
			get(t, base, "/api/position", url.Values{"fen": {fen}, "color_swap": {swap}}, &c)
			p, _, err := position.ParseEPD(fen)
			if err != nil {
				t.Fatal(err)
			}
			canon, _, size, _ := p.Canonical(position.Min, swap == "true")
			if c.Canonical["min"] != canon.FEN() || c.ClassSize != size {
				t.Errorf("%s, colour swap %s: page %s, class of %d; count canon %s, %d", fen, swap, c.Canonical["min"], c.ClassSize, canon.FEN(), size)
			}
			distinct := map[string]bool{}
			for _, im := range c.Images {
				var ic class
				get(t, base, "/api/position", url.Values{"fen": {im.FEN}, "color_swap": {swap}}, &ic)
				if ic.Canonical["min"] != c.Canonical["min"] || ic.Canonical["leapfrog"] != c.Canonical["leapfrog"] {
					t.Errorf("%s: its image %s under %s has canonical forms %v, not %v", fen, im.FEN, im.Symmetry, ic.Canonical, c.Canonical)
				}
				distinct[im.FEN] = true
			}
			if len(distinct) != c.ClassSize || len(c.Images) != c.ClassSize*len(c.Stabiliser) {
				t.Errorf("%s: %d distinct images of %d, class size %d, stabiliser %v", fen, len(distinct), len(c.Images), c.ClassSize, c.Stabiliser)
			}
		}
	}
}

// The position page's random position is of the board's material, a
// whole position count check finds in count positions's set, and its
// verdicts are count check's (package verdict).
func TestSampleAndVerdicts(t *testing.T) {
	base := serve(t, time.Minute)
	seen := map[string]bool{}
	for range 20 {
		var d struct {
			FEN  string
			Seed uint64
		}
		get(t, base, "/api/sample", url.Values{"fen": {"4k3/8/8/8/2p5/8/1P6/R3K3 w - -"}}, &d)
		p, err := position.ParseFEN(d.FEN)
		if err != nil {
			t.Fatalf("drew %q: %v", d.FEN, err)
		}
		if m := verdict.Material(p.Men()); m != "KRPvKP" {
			t.Errorf("drew %s, of %s, from a board of KRPvKP", d.FEN, m)
		}
		seen[d.FEN] = true
		var c struct {
			Verdicts []struct {
				Set  string
				In   bool
				Rule string
			}
		}
		get(t, base, "/api/position", url.Values{"fen": {d.FEN}}, &c)
		want := verdict.Of(p)
		if len(c.Verdicts) != len(want) {
			t.Fatalf("%s: %d verdicts, count check %d", d.FEN, len(c.Verdicts), len(want))
		}
		for i, v := range want {
			if got := c.Verdicts[i]; got.Set != v.Set || got.In != v.In || got.Rule != v.Rule {
				t.Errorf("%s: verdict %+v, count check %+v", d.FEN, got, v)
			}
			if v.Set == "count positions KRPvKP" && !v.In {
				t.Errorf("drew %s, which count positions does not count: %s", d.FEN, v.Rule)
			}
		}
	}
	if len(seen) < 15 {
		t.Errorf("20 draws gave %d positions", len(seen))
	}
}

// The census page's rows are the library's count of every position at
// once (count all).
func TestCensusAgainstLibrary(t *testing.T) {
	base := serve(t, time.Minute)
	for _, refine := range []string{"none", "captures"} {
		var got struct {
			Rows []struct {
				Men                int
				Positions, Classes string
			}
			Total  struct{ Positions, Classes string }
			Bounds []struct{ Positions string }
		}
		get(t, base, "/api/all", url.Values{"men": {"3"}, "refine": {refine}}, &got)
		want, err := notebook.All(context.Background(), notebook.AllSpec{MaxMen: 3, Refine: strings.TrimPrefix(refine, "none")})
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Rows) != 2 {
			t.Fatalf("refine %s: %d rows, want 2 and 3 men", refine, len(got.Rows))
		}
		for _, r := range got.Rows {
			if r.Positions != want.Positions[r.Men].String() || r.Classes != want.Classes[r.Men].String() {
				t.Errorf("refine %s, %d men: page %s in %s classes; library %s in %s", refine, r.Men, r.Positions, r.Classes, want.Positions[r.Men], want.Classes[r.Men])
			}
		}
		if len(got.Bounds) < 4 {
			t.Errorf("%d bounds", len(got.Bounds))
		}
	}
}

// Bad input gets the command's one-line message: the line count prints,
// without its "count: " and its pointer to the help, for the same mistake
// given on its command line; and what the command has no flag for, a
// message of the page's own.
func TestRefusals(t *testing.T) {
	base := serve(t, time.Minute)
	cases := []struct {
		path    string
		q       url.Values
		command []string // the same mistake on count's command line
		want    string   // or, the page's own message
	}{
		{"/api/count", url.Values{"material": {"KXK"}}, []string{"KXK"}, ""},
		{"/api/count", url.Values{"material": {"KRK"}, "board": {"21x21"}}, []string{"KRK", "--board", "21x21"}, ""},
		{"/api/count", url.Values{"material": {"KRK"}, "to_move": {"both"}}, []string{"KRK", "--to-move", "both"}, ""},
		{"/api/count", url.Values{"material": {"8Q"}, "rules": {"legal"}}, []string{"8Q", "--rules", "legal"}, ""},
		{"/api/count", url.Values{"material": {"99Q"}}, []string{"99Q"}, ""},
		{"/api/count", url.Values{"material": {"KPK"}, "group": {"d4"}}, []string{"KPK", "--group", "d4"}, ""},
		{"/api/position", url.Values{"fen": {"bad fen"}}, []string{"canon", "bad fen"}, ""},
		{"/api/sample", url.Values{"fen": {"bad fen"}}, []string{"check", "bad fen"}, ""},
		{"/api/position", url.Values{"fen": {"8/8/8/8/8/8/8/Kk6 w - -"}}, []string{"canon", "8/8/8/8/8/8/8/Kk6 w - -"}, ""},
		{"/api/fixed", url.Values{"material": {"KRK"}, "element": {"Z"}}, []string{"KRK", "--svg", "-", "--element", "Z"}, ""},
		{"/api/count", url.Values{"material": {"KRK"}, "labelled": {"maybe"}}, []string{"KRK", "--labelled=maybe"}, ""},
		{"/api/count", url.Values{"material": {"KXK"}, "labelled": {"yes"}}, []string{"KXK", "--labelled=yes"}, ""},
		{"/api/fixed", url.Values{"material": {"KK"}, "board": {"3x3"}, "element": {"D"}, "labelled": {"on"}}, []string{"KK", "--board", "3x3", "--labelled=on"}, ""},
		{"/api/position", url.Values{"fen": {"8/8/8/3k4/8/3K4/8/8 w - -"}, "color_swap": {"maybe"}}, []string{"canon", "--color-swap=maybe", "8/8/8/3k4/8/3K4/8/8 w - -"}, ""},
		{"/api/all", url.Values{"men": {"40"}}, []string{"all", "--men", "40"}, ""},
		{"/api/all", url.Values{"men": {"six"}}, []string{"all", "--men", "six"}, ""},
		{"/api/fixed", url.Values{"material": {"KRK"}, "element": {"D"}, "group": {"mirror"}}, nil, "flip-diagonal is not an element of the group mirror; pick one of the table's"},
		{"/api/fixed", url.Values{"material": {"KQRvK"}, "element": {"1"}}, nil, "identity fixes more than 2000 placements; the page lists at most 2000"},
		{"/api/all", url.Values{"men": {"4"}, "refine": {"files"}}, nil, `refine "files": give none or captures`},
	}
	for _, c := range cases {
		want := c.want
		if c.command != nil {
			want = commandSays(t, c.command...)
		}
		var got struct{ Error string }
		code := get(t, base, c.path, c.q, &got)
		if code != http.StatusBadRequest || got.Error != want || want == "" {
			t.Errorf("%s?%s: %d %q; want 400 and %q", c.path, c.q.Encode(), code, got.Error, want)
		}
	}
	quick := serve(t, time.Millisecond)
	for _, c := range []struct {
		path string
		q    url.Values
		want string
	}{
		{"/api/all", url.Values{"men": {"32"}, "refine": {"captures"}},
			"--timeout 1ms reached while counting every position of at most 32 men; count it with count all --men 2-32 --refine captures, or start count serve with a longer --timeout"},
		{"/api/count", url.Values{"material": {"16Q"}, "board": {"16x16"}, "rules": {"nonattacking"}},
			"--timeout 1ms reached while counting 16Q; count it with count 16Q --board 16x16 --rules nonattacking --group d4 --table, or start count serve with a longer --timeout"},
	} {
		var slow struct{ Error string }
		if code := get(t, quick, c.path, c.q, &slow); code != http.StatusServiceUnavailable || slow.Error != c.want {
			t.Errorf("%s?%s past the limit: %d %q; want 503 and %q", c.path, c.q.Encode(), code, slow.Error, c.want)
		}
	}
}

// A switch (labelled, color_swap) reads as the command reads it, in
// strconv.ParseBool's words: labelled=1 counts labelled men, as
// --labelled=1 does, and color_swap=0 keeps the colour swaps apart.
func TestSwitches(t *testing.T) {
	base := serve(t, time.Minute)
	classes := func(q url.Values) string {
		var l lemma
		if code := get(t, base, "/api/count", q, &l); code != http.StatusOK {
			t.Fatalf("%s: status %d", q.Encode(), code)
		}
		return l.Classes
	}
	spec := url.Values{"material": {"2K"}, "board": {"4x4"}}
	off, on := count(t, notebook.Spec{Material: "2K", Board: "4x4"}), count(t, notebook.Spec{Material: "2K", Board: "4x4", Labelled: true})
	for value, want := range map[string]string{"": off.Classes.String(), "0": off.Classes.String(), "F": off.Classes.String(), "1": on.Classes.String(), "t": on.Classes.String(), "TRUE": on.Classes.String()} {
		q := url.Values{"labelled": {value}}
		for k, v := range spec {
			q[k] = v
		}
		if got := classes(q); got != want {
			t.Errorf("labelled=%q: %s classes; the library %s", value, got, want)
		}
	}
	fen := "4k3/8/5K2/8/8/8/8/R7 b - -"
	for value, want := range map[string]int{"": 16, "T": 16, "0": 8, "false": 8} {
		var c struct{ Images []struct{ FEN string } }
		if code := get(t, base, "/api/position", url.Values{"fen": {fen}, "color_swap": {value}}, &c); code != http.StatusOK || len(c.Images) != want {
			t.Errorf("color_swap=%q: status %d, %d images; want %d", value, code, len(c.Images), want)
		}
	}
}

// The API answers its own page, not a request a browser makes for
// another site's page (which could set the machine counting).
func TestForeignRequests(t *testing.T) {
	base := serve(t, time.Minute)
	for _, c := range []struct {
		header, value string
		want          int
	}{
		{"Sec-Fetch-Site", "cross-site", http.StatusForbidden},
		{"Sec-Fetch-Site", "same-site", http.StatusForbidden},
		{"Origin", "http://evil.example", http.StatusForbidden},
		{"Sec-Fetch-Site", "same-origin", http.StatusOK},
		{"Sec-Fetch-Site", "none", http.StatusOK},
		{"Origin", base, http.StatusOK},
	} {
		req, err := http.NewRequest("GET", base+"/api/count?material=KK", nil)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set(c.header, c.value)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("%s: %s: status %d, want %d", c.header, c.value, resp.StatusCode, c.want)
		}
	}
}

// command is the count command, built once for the tests that compare
// the page's messages with its own.
var command = struct {
	once sync.Once
	path string
	err  error
}{}

func TestMain(m *testing.M) {
	code := m.Run()
	if command.path != "" {
		os.RemoveAll(filepath.Dir(command.path))
	}
	os.Exit(code)
}

// commandSays runs count with args, which must be a mistake on its
// command line, and returns the line it prints without "count: " and the
// pointer to the help.
func commandSays(t *testing.T, args ...string) string {
	t.Helper()
	command.once.Do(func() {
		dir, err := os.MkdirTemp("", "count-explorer-test")
		if err != nil {
			command.err = err
			return
		}
		command.path = filepath.Join(dir, "count")
		out, err := exec.Command("go", "build", "-o", command.path, "github.com/chesscount/count/cmd/count").CombinedOutput()
		if err != nil {
			command.err = fmt.Errorf("go build: %v: %s", err, out)
		}
	})
	if command.err != nil {
		t.Fatal(command.err)
	}
	var stderr strings.Builder
	cmd := exec.Command(command.path, args...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err == nil {
		t.Fatalf("count %q: no mistake", args)
	}
	line := strings.TrimSuffix(stderr.String(), "\n")
	line = strings.TrimPrefix(line, "count: ")
	if i := strings.LastIndex(line, " (count "); i >= 0 && strings.HasSuffix(line, " -h shows the flags)") {
		line = line[:i]
	}
	return line
}

// The page is in the binary, and fetches nothing from the network.
func TestPageOffline(t *testing.T) {
	base := serve(t, time.Minute)
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || len(body) == 0 {
			t.Fatalf("%s: status %d, %d bytes", path, resp.StatusCode, len(body))
		}
		if m := regexp.MustCompile(`(src|href|url)\s*[=(]\s*["']?(https?:)?//`).Find(body); m != nil {
			t.Errorf("%s reaches the network: %s", path, m)
		}
	}
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }
