package explorer_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/chesscount/count/explorer"
	"github.com/chesscount/count/notebook"
	"github.com/chesscount/count/position"
)

// The browser test drives the page in a headless Chromium. It needs a
// Chromium: $COUNT_BROWSER, or chromium, chromium-browser or
// google-chrome on the PATH; without one it is skipped, unless
// COUNT_BROWSER_REQUIRED=1, as CI sets it after installing Debian's
// (.ci/browser). It drives the page $COUNT_EXPLORER_URL serves (CI's
// count serve), or else one it serves itself with a limit of a minute;
// for a count past the time limit, the page $COUNT_EXPLORER_QUICK_URL
// serves (CI's count serve --timeout 1ms), or else one it serves itself
// with that limit. It saves a screenshot of each step in
// $COUNT_SCREENSHOTS, or else in a directory of the test's.

// browser is a page in a headless Chromium, and where to save its
// screenshots.
type browser struct {
	t     *testing.T
	ctx   context.Context
	base  string // the explorer's address
	quick string // the address of an explorer whose limit is 1 ms
	shots string // the directory of the screenshots
}

// newBrowser starts Chromium for the test, or skips the test.
func newBrowser(t *testing.T) *browser {
	path := os.Getenv("COUNT_BROWSER")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path == "" {
			path, _ = exec.LookPath(name)
		}
	}
	if path == "" {
		if os.Getenv("COUNT_BROWSER_REQUIRED") == "1" {
			t.Fatal("COUNT_BROWSER_REQUIRED=1, but no Chromium: set COUNT_BROWSER, or install Debian's chromium")
		}
		t.Skip("no Chromium on the PATH (COUNT_BROWSER names one); .ci/browser installs Debian's and runs this test")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.Flag("disable-gpu", true), chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 1400))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx, base: serverURL(t, "COUNT_EXPLORER_URL", time.Minute),
		quick: serverURL(t, "COUNT_EXPLORER_QUICK_URL", time.Millisecond), shots: os.Getenv("COUNT_SCREENSHOTS")}
	if b.shots == "" {
		b.shots = t.TempDir()
	} else if err := os.MkdirAll(b.shots, 0o755); err != nil {
		t.Fatal(err)
	}
	return b
}

// serverURL returns the address in the environment variable name, or else
// that of an explorer with the time limit served for the test.
func serverURL(t *testing.T, name string, timeout time.Duration) string {
	if url := os.Getenv(name); url != "" {
		return strings.TrimSuffix(url, "/")
	}
	srv := httptest.NewServer(explorer.Handler(explorer.Options{Timeout: timeout}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// do runs the steps, or fails the test saying what it was doing.
func (b *browser) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// open loads the page at path (with its query).
func (b *browser) open(path string) {
	b.t.Helper()
	b.do("open "+path, chromedp.Navigate(b.base+path))
}

// waitFor waits until the JavaScript expression cond is true.
func (b *browser) waitFor(cond string) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		b.t.Fatalf("waiting for %s: %v", cond, err)
	}
}

// eval returns the value of a JavaScript expression.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// text returns the trimmed text of the first element sel selects.
func (b *browser) text(sel string) string {
	b.t.Helper()
	return eval[string](b, fmt.Sprintf(`(document.querySelector(%q)?.textContent ?? "").trim()`, sel))
}

// filled is a JavaScript condition: sel's element has text.
func filled(sel string) string {
	return fmt.Sprintf(`(document.querySelector(%q)?.textContent ?? "").trim() !== ""`, sel)
}

// shot saves a screenshot of the whole page as name.png.
func (b *browser) shot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.FullScreenshot(100)) // quality 100 is PNG; below it, JPEG
	if err != nil {
		b.t.Fatalf("screenshot %s: %v", name, err)
	}
	file := filepath.Join(b.shots, name+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		b.t.Fatal(err)
	}
	b.t.Logf("screenshot: %s", file)
}

// count is the library's count of s, the call the command makes.
func count(t *testing.T, s notebook.Spec) *notebook.Result {
	r, err := notebook.Count(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestBrowser(t *testing.T) {
	b := newBrowser(t)
	t.Run("lemma", b.lemma)
	t.Run("element", b.element)
	t.Run("bad input", b.badInput)
	t.Run("position", b.position)
	t.Run("shared URL", b.sharedURL)
	t.Run("census", b.census)
}

// lemma: KRK's table holds the library's terms, the thesis's 28056
// classes and 252 for each diagonal.
func (b *browser) lemma(t *testing.T) {
	b.t = t
	b.open("/?page=lemma&material=KRK")
	b.waitFor(filled("#classes"))
	want := count(t, notebook.Spec{Material: "KRK"})
	if got := b.text("#classes"); got != want.Classes.String() || got != "28056" {
		t.Errorf("classes %q; the library and the thesis: %s", got, want.Classes)
	}
	if got := b.text("#sum") + " / " + b.text("#order"); got != want.Sum.String()+" / 8" {
		t.Errorf("sum / order %q; the library %s / 8", got, want.Sum)
	}
	fixed := eval[map[string]string](b, `Object.fromEntries([...document.querySelectorAll("#terms tr[data-element]")].map(r => [r.dataset.element, r.querySelector("td.fixed").textContent.trim()]))`)
	for _, term := range want.Terms {
		if got := fixed[term.Element.Name()]; got != term.Fixed.String() {
			t.Errorf("%s: the page says |Fix| %q; the library %s", term.Element.Name(), got, term.Fixed)
		}
	}
	if fixed["flip-diagonal"] != "252" || fixed["flip-antidiagonal"] != "252" {
		t.Errorf("the diagonals fix %q and %q; the thesis: 252 each", fixed["flip-diagonal"], fixed["flip-antidiagonal"])
	}
	b.shot("lemma-KRK")
}

// element: clicking flip-diagonal marks its 8 fixed squares, says why
// it fixes 252 placements, puts it in the URL, and lists them; the arrow
// key moves to the next element.
func (b *browser) element(t *testing.T) {
	b.t = t
	b.do("click flip-diagonal", chromedp.Click(chromedp.CSS(`#terms button.element[data-element="flip-diagonal"]`)))
	b.waitFor(`document.querySelector("#fixed-squares")?.dataset.count === "8"`)
	if marks := eval[int](b, `[...document.querySelectorAll("#board-picture svg text")].filter(e => e.textContent === "•").length`); marks != 8 {
		t.Errorf("%d squares marked fixed on the board; flip-diagonal fixes 8", marks)
	}
	for _, sq := range []string{"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"} {
		if !strings.Contains(b.text("#fixed-squares"), sq) {
			t.Errorf("the fixed squares %q lack %s", b.text("#fixed-squares"), sq)
		}
	}
	if why := b.text("#why"); !strings.Contains(why, "252") || !strings.Contains(why, "8 fixed squares") {
		t.Errorf("why: %q", why)
	}
	if url := eval[string](b, `location.search`); !strings.Contains(url, "element=flip-diagonal") {
		t.Errorf("the URL %q does not name the element", url)
	}
	b.shot("lemma-KRK-flip-diagonal")
	b.do("list the placements", chromedp.Click(chromedp.CSS("#list-fixed")))
	b.waitFor(`document.querySelectorAll("#fixed-list .placement-board").length >= 252`)
	if n := eval[int](b, `document.querySelectorAll("#fixed-list .placement-board").length`); n != 252 {
		t.Errorf("%d placements drawn; flip-diagonal fixes 252", n)
	}
	b.shot("lemma-KRK-fixed-by-flip-diagonal")
	b.do("arrow down", chromedp.SendKeys(chromedp.CSS(`#terms button.element[data-element="flip-diagonal"]`), kb.ArrowDown))
	b.waitFor(`document.querySelector("#terms tr.selected")?.dataset.element === "flip-ranks"`)
}

// badInput: an impossible material gets the command's message in place,
// and the page goes on counting.
func (b *browser) badInput(t *testing.T) {
	b.t = t
	want := commandSays(t, "KXK")
	b.do("count KXK", chromedp.SetValue(chromedp.CSS("#material"), "KXK"), chromedp.Click(chromedp.CSS("#count-button")))
	b.waitFor(filled("#lemma-error"))
	if got := b.text("#lemma-error"); got != want {
		t.Errorf("the page says %q; the command %q", got, want)
	}
	b.shot("lemma-bad-material")
	want = commandSays(t, "KRK", "--board", "21x21")
	b.do("count on 21x21", chromedp.SetValue(chromedp.CSS("#material"), "KRK"), chromedp.SetValue(chromedp.CSS("#board"), "21x21"), chromedp.Click(chromedp.CSS("#count-button")))
	b.waitFor(fmt.Sprintf(`document.querySelector("#lemma-error")?.textContent.trim() === %q`, want))
	b.do("back to 8x8", chromedp.SetValue(chromedp.CSS("#board"), "8x8"))
	kqk := count(t, notebook.Spec{Material: "KQK"})
	b.do("count KQK", chromedp.SetValue(chromedp.CSS("#material"), "KQK"), chromedp.Click(chromedp.CSS("#count-button")))
	b.waitFor(fmt.Sprintf(`document.querySelector("#classes")?.textContent.trim() === %q`, kqk.Classes.String()))
	if got := b.text("#lemma-error"); got != "" {
		t.Errorf("after a good count the error %q stays", got)
	}
}

// position: a pasted FEN's canonical forms are count canon's, its class
// has 16 images, and a click on the board puts a man into the FEN.
func (b *browser) position(t *testing.T) {
	b.t = t
	const fen = "4k3/8/5K2/8/8/8/8/R7 b - -"
	b.open("/?page=position")
	b.do("paste a FEN", chromedp.WaitVisible(chromedp.CSS("#fen")), chromedp.SetValue(chromedp.CSS("#fen"), fen), chromedp.Click(chromedp.CSS("#canon-button")))
	b.waitFor(filled("#canonical-min"))
	p, _, err := position.ParseEPD(fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		sel  string
		conv position.Convention
	}{{"#canonical-min", position.Min}, {"#canonical-leapfrog", position.Leapfrog}} {
		canon, _, size, _ := p.Canonical(c.conv, true)
		if got := b.text(c.sel); got != canon.FEN() {
			t.Errorf("%s %q; count canon --convention %s: %q", c.sel, got, c.conv, canon.FEN())
		}
		if got := b.text("#class-size"); got != fmt.Sprint(size) {
			t.Errorf("class size %q; count canon %d", got, size)
		}
	}
	if n := eval[int](b, `document.querySelectorAll("#images .image-board").length`); n != 16 {
		t.Errorf("%d images; the group with the colour swap has 16", n)
	}
	b.shot("position")
	want := commandSays(t, "canon", "bad fen")
	b.do("paste a bad FEN", chromedp.SetValue(chromedp.CSS("#fen"), "bad fen"), chromedp.Click(chromedp.CSS("#canon-button")))
	b.waitFor(fmt.Sprintf(`document.querySelector("#position-error")?.textContent.trim() === %q`, want))
	b.do("paste the FEN again", chromedp.SetValue(chromedp.CSS("#fen"), fen), chromedp.Click(chromedp.CSS("#canon-button")))
	b.waitFor(`(document.querySelector("#position-error")?.textContent ?? "").trim() === ""`)
	b.do("put a queen on d4", chromedp.Click(chromedp.CSS(`#palette [data-piece="Q"]`)), chromedp.Click(chromedp.CSS(`#editor [data-square="d4"]`)))
	b.waitFor(`document.querySelector("#fen").value.split("/")[4] === "3Q4"`)
}

// sharedURL: a link to one board, material and element opens on it.
func (b *browser) sharedURL(t *testing.T) {
	b.t = t
	want := count(t, notebook.Spec{Material: "KK", Board: "5x5"})
	b.open("/?page=lemma&material=KK&board=5x5&element=rotate-180")
	b.waitFor(`document.querySelector("#fixed-squares")?.dataset.count === "1"`)
	if got := b.text("#classes"); got != want.Classes.String() {
		t.Errorf("KK on 5x5: %q classes; the library %s", got, want.Classes)
	}
	if got := eval[string](b, `document.querySelector("#terms tr.selected")?.dataset.element ?? ""`); got != "rotate-180" {
		t.Errorf("selected %q; the link names rotate-180", got)
	}
	b.shot("shared-KK-5x5-rotate-180")
}

// census: the chart and table of every position at once hold the
// library's count.
func (b *browser) census(t *testing.T) {
	b.t = t
	want, err := notebook.All(context.Background(), notebook.AllSpec{MaxMen: 3})
	if err != nil {
		t.Fatal(err)
	}
	b.open("/?page=census&men=3&refine=none")
	b.waitFor(`document.querySelectorAll("#census-table tr").length >= 3 && document.querySelector("#census-chart svg") !== null`)
	digits := regexp.MustCompile(`\D`)
	rows := eval[[]string](b, `[...document.querySelectorAll("#census-table tbody tr")].map(r => r.textContent)`)
	if len(rows) < 2 || !strings.Contains(digits.ReplaceAllString(rows[1], ""), want.Classes[3].String()) {
		t.Errorf("the 3-man row %q; the library: %s classes", rows, want.Classes[3])
	}
	if n := eval[int](b, `document.querySelectorAll("#bounds tr").length`); n < 4 {
		t.Errorf("%d rows of bounds", n)
	}
	b.shot("census")
	b.do("open the census past the limit", chromedp.Navigate(b.quick+"/?page=census&men=32&refine=captures"))
	b.waitFor(filled("#census-error"))
	tooLong := regexp.MustCompile(`^--timeout \S+ reached while counting every position of at most 32 men; count it with count all --men 2-32 --refine captures, or start count serve with a longer --timeout$`)
	if got := b.text("#census-error"); !tooLong.MatchString(got) {
		t.Errorf("a count of a minute: the page says %q", got)
	}
	b.shot("census-past-the-time-limit")
	if eval[bool](b, `document.querySelector("#census-button").disabled`) {
		t.Error("after a count past the limit the page's Count button stays disabled")
	}
}
