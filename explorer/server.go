package explorer

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"time"

	"github.com/chesscount/count/internal/countspec"
)

// web holds the page: index.html, app.js and style.css.
//
//go:embed web
var web embed.FS

// DefaultTimeout is count serve's time limit unless --timeout says: long
// enough for every count the docs link to, the slowest of which, every
// position of 2 to 12 men with promotions tied to captures, takes 35 to
// 76 seconds on two busy cores; a count past it has the page's slot to
// itself for no more than 3 minutes.
const DefaultTimeout = 3 * time.Minute

// Options say how the page is served.
type Options struct {
	// Timeout is the longest one request may count before it is
	// refused, waiting for another page's count included; 0 is no limit.
	// count serve gives DefaultTimeout unless --timeout says.
	Timeout time.Duration

	slots chan struct{} // a token for each count running
}

// countsAtOnce is the most counts the API runs at once. Each count uses
// every core, so more would only share them; a page asking while they
// run waits, within its time limit, for one to finish.
const countsAtOnce = 2

// Handler returns the handler of the page and its API (see the package
// comment). The API answers only the page itself: a request a browser
// makes for another site (Sec-Fetch-Site cross-site or same-site, or an
// Origin other than the server's) is refused, so that a web page cannot
// set the machine counting.
func Handler(o Options) http.Handler {
	o.slots = make(chan struct{}, countsAtOnce)
	return o.routes()
}

// routes returns the page's and the API's routes, the API's counts
// sharing o.slots.
func (o Options) routes() *http.ServeMux {
	page, err := fs.Sub(web, "web")
	if err != nil {
		panic(err) // the embedded directory is part of the build
	}
	mux := http.NewServeMux()
	for _, name := range []string{"index.html", "app.js", "style.css"} {
		path := "GET /" + name
		if name == "index.html" {
			path = "GET /{$}"
		}
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) { http.ServeFileFS(w, r, page, name) })
	}
	mux.Handle("GET /api/count", o.api(countAPI))
	mux.Handle("GET /api/fixed", o.api(fixedAPI))
	mux.Handle("GET /api/position", o.api(positionAPI))
	mux.Handle("GET /api/sample", o.api(sampleAPI))
	mux.Handle("GET /api/all", o.api(allAPI))
	mux.Handle("GET /api/bounds", o.recorded(boundsAPI))
	return mux
}

// request is what an API call is given: the query's parameters, a
// context that ends at the time limit, and the limit itself, for the
// message that refuses a count past it.
type request struct {
	ctx     context.Context
	get     func(key string) string
	timeout time.Duration
}

// readSwitch reads the parameter key, a switch the command calls flag:
// empty or left out, it is absent, the command's default; otherwise it is
// read as the command reads its switches (countspec.Switch: 1, t, true,
// 0, f, false…), and anything else is refused in the command's words.
func (r request) readSwitch(key, flag string, absent bool) (bool, error) {
	value := r.get(key)
	if value == "" {
		return absent, nil
	}
	on, err := countspec.Switch(value, flag)
	if err != nil {
		return false, badInput(err)
	}
	return on, nil
}

// answer is an API call's reply, encoded as JSON.
type answer any

// problem is a refusal that the page shows as it is: one line naming the
// problem and its fix, and the HTTP status.
type problem struct {
	status int
	msg    string
}

func (p *problem) Error() string { return p.msg }

// badInput returns the refusal of input the count cannot take, worded as
// the command words it.
func badInput(err error) *problem { return &problem{http.StatusBadRequest, err.Error()} }

// tooLong returns the refusal of a count of what that ran past the time
// limit, naming the command that counts it without one.
func (r request) tooLong(what, command string) *problem {
	return &problem{http.StatusServiceUnavailable, fmt.Sprintf(
		"--timeout %v reached while counting %s; count it with %s, or start count serve with a longer --timeout", r.timeout, what, command)}
}

// stopped returns the refusal of a count of what that err stopped: past
// the time limit, naming the command that counts it without one; else
// err.
func (r request) stopped(err error, what, command string) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return r.tooLong(what, command)
	}
	return err
}

// api returns the handler of one API call: it runs call under the time
// limit, once a slot is free, and writes its answer, or its refusal as
// {"error": "..."}.
func (o Options) api(call func(request) (answer, error)) http.Handler {
	return ownPage(func(w http.ResponseWriter, req *http.Request) {
		ctx, cancel := context.WithCancel(req.Context())
		if o.Timeout > 0 {
			cancel()
			ctx, cancel = context.WithTimeout(req.Context(), o.Timeout)
		}
		defer cancel()
		select {
		case o.slots <- struct{}{}:
			defer func() { <-o.slots }()
		case <-ctx.Done():
			var err error = &problem{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy with other pages' counts, and --timeout %v passed waiting; try again in a moment", o.Timeout)}
			if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
				err = ctx.Err() // the server stopping, or the page gone
			}
			reply(w, nil, err)
			return
		}
		q := req.URL.Query()
		a, err := call(request{ctx: ctx, get: q.Get, timeout: o.Timeout})
		reply(w, a, err)
	})
}

// recorded returns the handler of an API call that counts nothing, but
// answers what is recorded: it needs no slot, so that it answers at once
// while counts keep the slots busy.
func (o Options) recorded(call func() answer) http.Handler {
	return ownPage(func(w http.ResponseWriter, _ *http.Request) { reply(w, call(), nil) })
}

// ownPage returns the handler that serves h to the page itself and
// refuses a request a browser makes for another site's page (foreign).
func ownPage(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if foreign(req) {
			reply(w, nil, &problem{http.StatusForbidden, "count serve answers only its own page, not another site's"})
			return
		}
		h(w, req)
	})
}

// foreign reports whether a browser made req for a page of another site.
func foreign(req *http.Request) bool {
	if site := req.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		return true
	}
	origin := req.Header.Get("Origin")
	return origin != "" && origin != "http://"+req.Host && origin != "https://"+req.Host
}

// reply writes a, or err's refusal as {"error": "..."}, as JSON.
func reply(w http.ResponseWriter, a answer, err error) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if err != nil {
		p := new(problem)
		switch {
		case errors.As(err, &p):
		case errors.Is(err, context.Canceled): // the server stopping, or the page gone
			p = &problem{http.StatusServiceUnavailable, "the count was stopped: count serve is stopping; start it again"}
		default:
			p = &problem{http.StatusInternalServerError, "count failed: " + err.Error()}
		}
		w.WriteHeader(p.status)
		a = map[string]string{"error": p.msg}
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(a)
}
