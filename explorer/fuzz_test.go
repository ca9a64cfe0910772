package explorer_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/explorer"
)

// Whatever query the page, or anyone, sends, the API answers JSON: an
// answer, or one line naming the problem with status 400 (bad input) or
// 503 (past the time limit); never a panic or a server error.
func FuzzAPI(f *testing.F) {
	for _, target := range []string{
		"/api/count?material=KRK", "/api/count?material=KXK&board=9x9", "/api/count?material=8Q&rules=nonattacking&board=4x4",
		"/api/count?material=KRvK&rules=legal&to_move=both&board=3x3&group=rectangle", "/api/count?material=2K&labelled=true&board=1x2",
		"/api/fixed?material=KK&board=3x3&element=D", "/api/fixed?material=KK&board=4x3&element=D", "/api/fixed?material=KRK&element=",
		"/api/position?fen=4k3/8/5K2/8/8/8/8/R7%20b%20-%20-", "/api/position?fen=8/8/8/8/8/8/8/8%20w%20-%20-", "/api/position?fen=%00",
		"/api/all?men=2", "/api/all?men=-1", "/api/all?men=3&refine=bishops",
		"/api/count?material=KK&board=3x3&labelled=maybe", "/api/count?material=2K&board=2x2&labelled=1", "/api/fixed?material=KK&board=2x2&element=H&labelled=yes",
		"/api/position?fen=8/8/8/3k4/8/3K4/8/8%20w%20-%20-&color_swap=maybe", "/api/position?fen=8/8/8/3k4/8/3K4/8/8%20w%20-%20-&color_swap=F",
	} {
		f.Add(target)
	}
	h := explorer.Handler(explorer.Options{Timeout: 200 * time.Millisecond})
	f.Fuzz(func(t *testing.T, target string) {
		if !strings.HasPrefix(target, "/api/") || strings.ContainsAny(target, " \r\n#") {
			return
		}
		req, err := http.NewRequest("GET", "http://localhost"+target, nil)
		if err != nil {
			return
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		var body map[string]any
		if rec.Code == http.StatusNotFound || rec.Code/100 == 3 {
			return // not one of the API's calls, or a path to clean first
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
			t.Fatalf("%s: status %d, not JSON: %q", target, rec.Code, rec.Body.String())
		}
		msg, _ := body["error"].(string)
		switch rec.Code {
		case http.StatusOK:
		case http.StatusBadRequest, http.StatusServiceUnavailable:
			if msg == "" || strings.Contains(msg, "\n") {
				t.Fatalf("%s: status %d, message %q", target, rec.Code, msg)
			}
		default:
			t.Fatalf("%s: status %d, %q", target, rec.Code, msg)
		}
		checkSwitches(t, req, rec.Code, msg)
	})
}

// switchesOf are the switches each API call reads; the others (/api/all,
// /api/bounds) read none.
var switchesOf = map[string][]string{"/api/count": {"labelled"}, "/api/fixed": {"labelled"}, "/api/position": {"color_swap"}}

// checkSwitches checks that a switch the command would refuse (what
// strconv.ParseBool does not read) is refused in the command's words.
func checkSwitches(t *testing.T, req *http.Request, code int, msg string) {
	q := req.URL.Query()
	for key, flag := range map[string]string{"labelled": "--labelled", "color_swap": "--color-swap"} {
		value := q.Get(key)
		if _, err := strconv.ParseBool(value); !slices.Contains(switchesOf[req.URL.Path], key) || value == "" || err == nil {
			continue
		}
		if want := flag + " is a switch: "; code != http.StatusBadRequest || !strings.HasPrefix(msg, want) {
			t.Fatalf("%s: %s=%q: status %d, %q; want 400 and %q…", req.URL, key, value, code, msg, want)
		}
	}
}
