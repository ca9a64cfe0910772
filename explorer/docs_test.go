package explorer_test

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/explorer"
)

// documentedLink is a link to the page that the docs give: the file that
// gives it and its query.
type documentedLink struct {
	file  string
	query url.Values
	raw   string
}

// documentedLinks returns every link to the page (an address with
// ?page=) in README.md and docs/*.md.
func documentedLinks(t *testing.T) []documentedLink {
	t.Helper()
	files, err := filepath.Glob("../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	link := regexp.MustCompile("\\?page=[^\\s)\\]>\"'`]+")
	var links []documentedLink
	for _, file := range append([]string{"../README.md"}, files...) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, raw := range link.FindAllString(string(text), -1) {
			q, err := url.ParseQuery(strings.TrimPrefix(raw, "?"))
			if err != nil {
				t.Fatalf("%s: the link %s does not read: %v", file, raw, err)
			}
			links = append(links, documentedLink{strings.TrimPrefix(file, "../"), q, raw})
		}
	}
	if len(links) == 0 {
		t.Fatal("no link to the page in the docs; docs/explorer.md gives three")
	}
	return links
}

// linkParameters are the parameters of each page, as docs/explorer.md
// lists them.
var linkParameters = map[string][]string{
	"lemma":    {"page", "material", "board", "rules", "to_move", "group", "labelled", "element"},
	"position": {"page", "fen", "color_swap"},
	"census":   {"page", "men", "refine"},
}

// apiCall is the call the page makes for a link: the endpoint and its
// query, the link's parameters less page (and element, which picks a
// term of the count).
func (l documentedLink) apiCall() (string, url.Values) {
	q := url.Values{}
	for k, v := range l.query {
		if k != "page" && k != "element" {
			q[k] = v
		}
	}
	return map[string]string{"lemma": "/api/count", "position": "/api/position", "census": "/api/all"}[l.query.Get("page")], q
}

// censusCost is how long each census the docs link to takes to count,
// measured with count all on two cores busy with other work (load 7 to
// 11): the slowest of a few runs.
var censusCost = map[string]time.Duration{
	"men=12&refine=captures": 76 * time.Second, // count all --men 2-12 --refine captures: 55 s and 76 s (35 s on idle cores)
}

// Every link the docs give names a page and only its parameters, and a
// default count serve answers it: the lemma and position links here, at
// once; the census links, whose counts take a minute, within the default
// limit with room to spare by their measured cost (censusCost). The
// browser test opens each link on a default count serve, counting the
// census live, so a count grown slower than its cost here fails there.
func TestDocumentedLinks(t *testing.T) {
	base := serve(t, explorer.DefaultTimeout)
	for _, l := range documentedLinks(t) {
		page := l.query.Get("page")
		params, ok := linkParameters[page]
		if !ok {
			t.Errorf("%s: %s: no page %q; give lemma, position or census", l.file, l.raw, page)
			continue
		}
		for k := range l.query {
			if !slices.Contains(params, k) {
				t.Errorf("%s: %s: the %s page has no parameter %q", l.file, l.raw, page, k)
			}
		}
		if page == "census" {
			key := url.Values{"men": l.query["men"], "refine": l.query["refine"]}.Encode()
			cost, measured := censusCost[key]
			if !measured {
				t.Errorf("%s: %s: how long does count all take for %s? Measure it on two cores and put it in censusCost", l.file, l.raw, key)
			} else if explorer.DefaultTimeout < 2*cost {
				t.Errorf("%s: %s takes up to %v; the default --timeout %v leaves less than twice that", l.file, l.raw, cost, explorer.DefaultTimeout)
			}
			continue
		}
		path, q := l.apiCall()
		var got struct {
			Error string
			Terms []struct{ Name string }
		}
		if code := get(t, base, path, q, &got); code != http.StatusOK {
			t.Errorf("%s: %s: %s answers %d %q", l.file, l.raw, path, code, got.Error)
			continue
		}
		if e := l.query.Get("element"); e != "" && !slices.ContainsFunc(got.Terms, func(term struct{ Name string }) bool { return term.Name == e }) {
			t.Errorf("%s: %s: no element %s in the count's table", l.file, l.raw, e)
		}
	}
}

// The docs give count serve's default --timeout as it is.
func TestDocumentedTimeout(t *testing.T) {
	want := fmt.Sprintf("%dm", int(explorer.DefaultTimeout.Minutes()))
	for file, line := range map[string]string{
		"../docs/explorer.md": "| `--timeout D` | `" + want + "` |",
		"../README.md":        "default `" + want + "`, `0` no limit",
	} {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(text), line) {
			t.Errorf("%s does not say %s", file, line)
		}
	}
}
