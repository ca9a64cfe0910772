package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/chesscount/count/explorer"
)

const serveLong = `Serves the explorer, Burnside's lemma in a browser, at --http: pick a
board, a material, the rules and the group, and see each symmetry's
fixed squares and cycles, its |Fix(g)| and why, the sum and the classes;
list the placements an element fixes; paste a FEN to see its images, its
stabiliser and its canonical forms; chart how many chess positions there
are by number of men. The page, its script and its style are in the
binary: nothing is fetched from the network.

It serves this machine alone (a loopback address such as localhost)
unless --remote is given. Each count a page asks for stops at --timeout
(3m unless given; 0: no limit) with a message on the page. Ctrl-C stops
the server.`

const serveExample = `  count serve                          then open http://localhost:8080/
  count serve --open                   and open it in the browser
  count serve --http localhost:8181    on another port
  count serve --http :8080 --remote    other machines too (a classroom)`

// serveFlags are the flags of count serve.
type serveFlags struct {
	http         string
	open, remote bool
	timeout      time.Duration
}

// newServe returns count serve.
func newServe(e *env) *cobra.Command {
	f := &serveFlags{}
	cmd := &cobra.Command{
		Use:     "serve",
		Short:   "Burnside's lemma in the browser: the explorer, served on this machine",
		Long:    serveLong,
		Example: serveExample,
		Args:    noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return f.run(cmd.Context(), e)
		},
	}
	fs := cmd.Flags()
	fs.StringVar(&f.http, "http", "localhost:8080", "serve the explorer at this host:port")
	fs.BoolVar(&f.open, "open", false, "open the explorer in the browser")
	fs.BoolVar(&f.remote, "remote", false, "serve other machines too, at an --http address that is not loopback")
	fs.DurationVar(&f.timeout, "timeout", explorer.DefaultTimeout, "stop each count the page asks for after this long (such as 30s or 5m) and say so on the page; 0: no limit")
	return cmd
}

// run serves the explorer until ctx is done (Ctrl-C, or SIGTERM), which
// also stops the counts under way, then waits up to 5 seconds for their
// answers.
func (f *serveFlags) run(ctx context.Context, e *env) error {
	if f.timeout < 0 {
		return usageError{fmt.Errorf("--timeout %v: give a positive duration such as 30s, or 0 for no limit", f.timeout)}
	}
	host, err := f.checkAddress()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", f.http)
	if err != nil {
		return fmt.Errorf("--http %s: cannot serve there (%s); give another port, such as --http localhost:8181", f.http, listenProblem(err))
	}
	url := pageURL(host, portOf(ln))
	fmt.Fprintf(e.stderr, "count serve: the explorer is at %s (Ctrl-C stops it)\n", url)
	if f.remote {
		fmt.Fprintf(e.stderr, "count serve: other machines reach it at this machine's name or address, port %s\n", portOf(ln))
	}
	var h http.Handler = explorer.Handler(explorer.Options{Timeout: f.timeout})
	if !f.remote {
		h = loopbackOnly(h)
	}
	// The requests' contexts end with ctx, so Ctrl-C stops the counts
	// under way too.
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, BaseContext: func(net.Listener) context.Context { return ctx }}
	if f.open {
		openBrowser(url, e)
	}
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("--http %s: the server stopped: %s", f.http, listenProblem(err))
	}
	<-stopped
	fmt.Fprintln(e.stderr, "count serve: stopped")
	return exitStatus(exitInterrupted) // the one way it stops: Ctrl-C or SIGTERM
}

// checkAddress refuses an --http address that is not host:port, whose
// host is not a host name or an IP address, whose port is not a port
// number, or that other machines reach, without
// --remote; it returns the host.
func (f *serveFlags) checkAddress() (string, error) {
	host, port, err := net.SplitHostPort(f.http)
	if err != nil || port == "" {
		return "", usageError{fmt.Errorf("--http %q: give host:port, such as --http localhost:8080", f.http)}
	}
	if !validHost(host) {
		return "", usageError{fmt.Errorf("--http %q: the host %q is neither a host name nor an IP address; give one, such as --http localhost:8080", f.http, host)}
	}
	reachable := !f.remote && !isLoopback(host) // by other machines, unasked
	if _, err := strconv.ParseUint(port, 10, 16); err != nil {
		suggest := host
		if reachable {
			suggest = "localhost"
		}
		return "", usageError{fmt.Errorf("--http %s: the port %q is not a number from 1 to 65535; give one, such as --http %s", f.http, port, net.JoinHostPort(suggest, "8080"))}
	}
	if reachable {
		return "", usageError{fmt.Errorf("--http %s is reachable from other machines; add --remote to serve them, or give --http localhost:%s", f.http, port)}
	}
	return host, nil
}

// validHost reports whether host may be listened at: empty (every
// address), an IP address (an IPv6 one with its zone, fe80::1%eth0), or a
// host name of at most 253 bytes, labels of letters, digits, hyphens
// and underscores separated by dots, each of 1 to 63 bytes.
func validHost(host string) bool {
	if ip, _, _ := strings.Cut(host, "%"); host == "" || net.ParseIP(ip) != nil {
		return true
	}
	name := strings.TrimSuffix(host, ".")
	if len(name) > 253 || name == "" {
		return false
	}
	for _, label := range strings.Split(name, ".") {
		if len(label) == 0 || len(label) > 63 || label[0] == '-' || strings.ContainsFunc(label, notInHostName) {
			return false
		}
	}
	return true
}

// notInHostName reports whether r is not a letter, digit, hyphen or
// underscore, the characters of a host name's labels.
func notInHostName(r rune) bool {
	return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
}

// pageURL returns the explorer's address on this machine: the host
// --http names, or localhost for a loopback or unspecified address.
func pageURL(host, port string) string {
	if ip := net.ParseIP(host); host == "" || ip != nil && (ip.IsLoopback() || ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// isLoopback reports whether host names this machine alone: localhost (in
// any case, with or without the root's dot) or a loopback address; an
// empty host is every address.
func isLoopback(host string) bool {
	if strings.EqualFold(strings.TrimSuffix(host, "."), "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// loopbackOnly refuses a request whose Host header is not this machine's,
// so that a page on another site cannot reach the explorer through a
// name it points at 127.0.0.1.
func loopbackOnly(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host, _, err := net.SplitHostPort(r.Host)
		if err != nil {
			host = r.Host
		}
		if !isLoopback(strings.Trim(host, "[]")) {
			http.Error(w, "count serve answers only this machine's browser; start it with --remote to serve others", http.StatusForbidden)
			return
		}
		h.ServeHTTP(w, r)
	})
}

// portOf returns the port ln listens on.
func portOf(ln net.Listener) string {
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return port
}

// listenProblem words a failure to listen without Go's error text.
func listenProblem(err error) string {
	msg := err.Error()
	switch {
	case strings.Contains(msg, "address already in use"):
		return "the port is in use"
	case strings.Contains(msg, "permission denied"):
		return "permission denied"
	case strings.Contains(msg, "no such host"), strings.Contains(msg, "cannot assign"):
		return "no such address on this machine"
	}
	return "the address cannot be listened on"
}

// openBrowser opens url in the browser, or says how to open it.
func openBrowser(url string, e *env) {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(e.stderr, "count serve: could not open a browser; open %s yourself\n", url)
		return
	}
	go cmd.Wait()
}
