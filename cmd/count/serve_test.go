package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chesscount/count/explorer"
)

// count serve refuses, in one line and with exit status 2, an address
// that is not host:port, or that other machines reach without --remote.
func TestServeRefusesAddresses(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // an address accepted would serve until ctx is done
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--http", ":8080"}, "--http :8080 is reachable from other machines; add --remote to serve them, or give --http localhost:8080"},
		{[]string{"--http", "0.0.0.0:8080"}, "--http 0.0.0.0:8080 is reachable from other machines"},
		{[]string{"--http", "192.0.2.1:80"}, "--http 192.0.2.1:80 is reachable from other machines"},
		{[]string{"--http", "localhost"}, `--http "localhost": give host:port, such as --http localhost:8080`},
		{[]string{"--http", "localhost:99999"}, `--http localhost:99999: the port "99999" is not a number from 1 to 65535; give one, such as --http localhost:8080`},
		{[]string{"--http", "localhost:-1"}, `the port "-1" is not a number`},
		{[]string{"--http", "127.0.0.1:http"}, `the port "http" is not a number from 1 to 65535; give one, such as --http 127.0.0.1:8080`},
		{[]string{"--http", ":65536"}, "such as --http localhost:8080"},
		{[]string{"--timeout", "-1s"}, "--timeout -1s: give a positive duration"},
		{[]string{"extra"}, "extra"},
	} {
		code, _, errs := runCount(ctx, append([]string{"serve"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("count serve %s: exit %d, %q; want exit 2 and %q", strings.Join(c.args, " "), code, errs, c.want)
		}
	}
}

// A port in use is a failure (exit 1) named in one line; a free one
// serves the page until the context ends (Ctrl-C: exit 130), and says
// where.
func TestServeListens(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	taken := ln.Addr().String()
	code, _, errs := runCount(context.Background(), "serve", "--http", taken)
	if code != exitFailure || !strings.Contains(errs, "--http "+taken+": cannot serve there (the port is in use); give another port") || strings.Count(errs, "\n") != 1 {
		t.Errorf("count serve --http %s (taken): exit %d, %q", taken, code, errs)
	}
	free := ln.Addr().(*net.TCPAddr)
	ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int)
	var serveErrs string
	go func() {
		var code int
		code, _, serveErrs = runCount(ctx, "serve", "--http", free.String())
		done <- code
	}()
	url := "http://" + free.String() + "/api/count?material=KK"
	var resp *http.Response
	for range 100 { // until the server is up
		if resp, err = http.Get(url); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %v %v", url, err, resp)
	}
	resp.Body.Close()
	cancel()
	if code := <-done; code != exitInterrupted || !strings.Contains(serveErrs, "the explorer is at http://localhost:") || !strings.HasSuffix(serveErrs, "count serve: stopped\n") {
		t.Errorf("count serve, stopped: exit %d, %q", code, serveErrs)
	}
}

// The address printed is one a browser on this machine opens.
func TestServePageURL(t *testing.T) {
	for _, c := range []struct{ host, want string }{
		{"", "http://localhost:80/"}, {"0.0.0.0", "http://localhost:80/"}, {"::", "http://localhost:80/"},
		{"127.0.0.1", "http://localhost:80/"}, {"::1", "http://localhost:80/"}, {"localhost", "http://localhost:80/"},
		{"192.0.2.1", "http://192.0.2.1:80/"}, {"2001:db8::1", "http://[2001:db8::1]:80/"}, {"teacher.example", "http://teacher.example:80/"},
	} {
		if got := pageURL(c.host, "80"); got != c.want {
			t.Errorf("--http %s:80: %s, want %s", c.host, got, c.want)
		}
	}
}

// Without --remote, the server answers only requests addressed to this
// machine, so that a site that points a name of its own at 127.0.0.1
// cannot reach it.
func TestServeLoopbackOnly(t *testing.T) {
	h := loopbackOnly(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	for host, want := range map[string]int{"localhost:8080": 200, "127.0.0.1:8080": 200, "[::1]:8080": 200, "localhost": 200, "LocalHost.:8080": 200,
		"evil.example:8080": http.StatusForbidden, "192.0.2.1": http.StatusForbidden} {
		req := httptest.NewRequest("GET", "/", nil)
		req.Host = host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != want {
			t.Errorf("Host %s: status %d, want %d", host, rec.Code, want)
		}
	}
}

// count serve's --timeout is the explorer's default limit, which the
// help names.
func TestServeTimeoutDefault(t *testing.T) {
	f := newServe(&env{}).Flags().Lookup("timeout")
	if f.DefValue != explorer.DefaultTimeout.String() {
		t.Errorf("--timeout defaults to %s; the explorer's default is %s", f.DefValue, explorer.DefaultTimeout)
	}
	if want := fmt.Sprintf("(%dm unless given", int(explorer.DefaultTimeout.Minutes())); !strings.Contains(strings.Join(strings.Fields(serveLong), " "), want) {
		t.Errorf("count serve -h does not say %q", want)
	}
}
