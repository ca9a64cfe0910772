package explorer_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/chesscount/count/explorer"
	"github.com/chesscount/count/notebook"
	"github.com/chesscount/count/position"
	"github.com/chesscount/count/verdict"
)

// The browser test drives the page in a headless Chromium. It needs a
// Chromium: $COUNT_BROWSER, or chromium, chromium-browser or
// google-chrome on the PATH; without one it is skipped, unless
// COUNT_BROWSER_REQUIRED=1, as CI sets it after installing Debian's
// (.ci/browser). It drives the page $COUNT_EXPLORER_URL serves (CI's
// count serve), or else one it serves itself with count serve's default
// limit, explorer.DefaultTimeout;
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
	ctx, cancelTime := context.WithTimeout(ctx, 12*time.Minute) // the census the docs link to takes a minute or so
	t.Cleanup(func() { cancelTime(); cancelCtx(); cancelAlloc() })
	b := &browser{t: t, ctx: ctx, base: serverURL(t, "COUNT_EXPLORER_URL", explorer.DefaultTimeout),
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

// waitFor waits up to a minute until the JavaScript expression cond is
// true.
func (b *browser) waitFor(cond string) {
	b.t.Helper()
	b.waitWithin(cond, time.Minute)
}

// waitWithin waits up to d until the JavaScript expression cond is true.
func (b *browser) waitWithin(cond string, d time.Duration) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(d))); err != nil {
		b.t.Fatalf("waiting for %s: %v", cond, err)
	}
}

// fontsOf returns, for each element sel selects, the fonts Chromium drew
// its text with.
func (b *browser) fontsOf(sel string) [][]*css.PlatformFontUsage {
	b.t.Helper()
	fonts, err := chromedp.Run(b.ctx, func(ctx context.Context, tg *chromedp.Target) ([][]*css.PlatformFontUsage, error) {
		doc, err := cdp.Call(ctx, tg, dom.GetDocument, dom.GetDocumentParams{})
		if err != nil {
			return nil, err
		}
		if _, err := cdp.Call(ctx, tg, css.Enable, cdp.Empty{}); err != nil {
			return nil, err
		}
		nodes, err := cdp.Call(ctx, tg, dom.QuerySelectorAll, dom.QuerySelectorAllParams{NodeID: doc.Root.NodeID, Selector: sel})
		if err != nil {
			return nil, err
		}
		var all [][]*css.PlatformFontUsage
		for _, id := range nodes.NodeIDs {
			used, err := cdp.Call(ctx, tg, css.GetPlatformFontsForNode, css.GetPlatformFontsForNodeParams{NodeID: id})
			if err != nil {
				return nil, err
			}
			all = append(all, used.Fonts)
		}
		return all, nil
	})
	if err != nil {
		b.t.Fatalf("the fonts of %s: %v", sel, err)
	}
	return fonts
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
	t.Run("switches", b.switches)
	t.Run("position", b.position)
	t.Run("figurines", b.figurines)
	t.Run("shared URL", b.sharedURL)
	t.Run("layout", b.layout)
	t.Run("census", b.census)
	t.Run("documented links", b.documentedLinks)
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
	// Each board's men are figurines: the solid glyph in its text
	// presentation, white with a dark outline or black with a light one.
	men := eval[map[string]int](b, `[...document.querySelectorAll("#fixed-list .placement-board g.man")].reduce((n, g) => {
		const key = [g.dataset.piece, ...[...g.querySelectorAll("text.figurine")].map(t => t.getAttribute("fill") + " " + t.getAttribute("stroke") + " " + t.textContent)].join(" ");
		n[key] = (n[key] || 0) + 1;
		return n;
	}, {})`)
	want := map[string]int{"K #fff #111 \u265a\ufe0e": 252, "R #fff #111 \u265c\ufe0e": 252, "k #111 #fff \u265a\ufe0e": 252}
	if fmt.Sprint(men) != fmt.Sprint(want) {
		t.Errorf("the men of the listed boards: %v; want %v", men, want)
	}
	if n := eval[int](b, `document.querySelectorAll("#fixed-list circle").length`); n != 0 {
		t.Errorf("%d discs on the listed boards; the men are figurines", n)
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
	if n := eval[int](b, `document.querySelectorAll("#images g.man").length`); n != 16*3 {
		t.Errorf("%d figurines on the 16 images of 3 men", n)
	}
	b.shot("position")
	want := commandSays(t, "canon", "bad fen")
	b.do("paste a bad FEN", chromedp.SetValue(chromedp.CSS("#fen"), "bad fen"), chromedp.Click(chromedp.CSS("#canon-button")))
	b.waitFor(fmt.Sprintf(`document.querySelector("#position-error")?.textContent.trim() === %q`, want))
	b.do("paste the FEN again", chromedp.SetValue(chromedp.CSS("#fen"), fen), chromedp.Click(chromedp.CSS("#canon-button")))
	b.waitFor(`(document.querySelector("#position-error")?.textContent ?? "").trim() === ""`)
	b.do("put a queen on d4", chromedp.Click(chromedp.CSS(`#palette [data-piece="Q"]`)), chromedp.Click(chromedp.CSS(`#editor [data-square="d4"]`)))
	b.waitFor(`document.querySelector("#fen").value.split("/")[4] === "3Q4"`)
	b.randomPosition(t)
}

// randomPosition: the button draws a position of the board's men, puts
// it on the board, and shows count check's verdicts on it.
func (b *browser) randomPosition(t *testing.T) {
	before := b.text("#fen")
	b.do("draw a random position", chromedp.Click(chromedp.CSS("#random-position")))
	b.waitFor(fmt.Sprintf(`document.querySelector("#fen").value !== %q && document.querySelector("#position-fen").textContent === document.querySelector("#fen").value.trim() && document.querySelectorAll("#verdicts tbody tr").length > 0`, before))
	fen := eval[string](b, `document.querySelector("#fen").value`)
	p, err := position.ParseFEN(fen)
	if err != nil {
		t.Fatalf("drew %q: %v", fen, err)
	}
	if m := verdict.Material(p.Men()); m != "KQRvK" {
		t.Errorf("drew %s, of %s, from a board of KQRvK", fen, m)
	}
	want := verdict.Of(p)
	got := eval[[]string](b, `[...document.querySelectorAll("#verdicts tbody tr")].map((tr) => [...tr.cells].map((c) => c.textContent.trim()).join("|"))`)
	if len(got) != len(want) {
		t.Fatalf("%s: %d verdicts shown, count check %d", fen, len(got), len(want))
	}
	for i, v := range want {
		in := map[bool]string{true: "yes", false: "no"}[v.In]
		if got[i] != v.Set+"|"+in+"|"+v.Rule {
			t.Errorf("%s: verdict %q, count check %q", fen, got[i], v.Set+"|"+in+"|"+v.Rule)
		}
	}
	b.shot("random-position")
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
	b.censusLayout(t)
	b.shot("census")
	b.do("open the census past the limit", chromedp.Navigate(b.quick+"/?page=census&men=32&refine=captures"))
	b.waitFor(filled("#census-error"))
	b.waitFor(`document.querySelectorAll("#bounds tbody tr").length === 4 && document.querySelector("#bounds").offsetParent !== null`)
	tooLong := regexp.MustCompile(`^--timeout \S+ reached while counting every position of at most 32 men; count it with count all --men 2-32 --refine captures, or start count serve with a longer --timeout$`)
	if got := b.text("#census-error"); !tooLong.MatchString(got) {
		t.Errorf("a count of a minute: the page says %q", got)
	}
	b.shot("census-past-the-time-limit")
	if eval[bool](b, `document.querySelector("#census-button").disabled`) {
		t.Error("after a count past the limit the page's Count button stays disabled")
	}
}

// switches: labelled and color_swap are read as the command reads its
// switches; what it refuses, the page refuses in its words.
func (b *browser) switches(t *testing.T) {
	b.t = t
	want := commandSays(t, "KRK", "--labelled=maybe")
	b.open("/?page=lemma&material=KRK&labelled=maybe")
	b.waitFor(filled("#lemma-error"))
	if got := b.text("#lemma-error"); got != want {
		t.Errorf("labelled=maybe: the page says %q; the command %q", got, want)
	}
	b.open("/?page=lemma&material=KRK&labelled=1")
	b.waitFor(filled("#classes"))
	if !eval[bool](b, `document.querySelector("#labelled").checked`) || b.text("#lemma-error") != "" {
		t.Errorf("labelled=1, which the command reads as on: the box is not ticked, or the page says %q", b.text("#lemma-error"))
	}
	const fen = "4k3/8/5K2/8/8/8/8/R7 b - -"
	want = commandSays(t, "canon", "--color-swap=yes", fen)
	b.open("/?page=position&color_swap=yes&fen=" + url.QueryEscape(fen))
	b.waitFor(filled("#position-error"))
	if got := b.text("#position-error"); got != want {
		t.Errorf("color_swap=yes: the page says %q; the command %q", got, want)
	}
	if eval[bool](b, `!document.querySelector("#images-heading").hidden`) {
		t.Error("the heading of the images stands over no image")
	}
}

// figurines: the palette's men are chess figurines, drawn from a font
// that has the glyphs (not an emoji font), and labelled men are numbered
// apart on the listed boards.
func (b *browser) figurines(t *testing.T) {
	b.t = t
	b.open("/?page=position")
	b.waitFor(`document.querySelectorAll("#palette g.man").length === 12`)
	glyphs := eval[[]string](b, `[...document.querySelectorAll("#palette text.figurine")].map(t => t.textContent)`)
	for i, fonts := range b.fontsOf("#palette text.figurine") {
		drawn := 0
		for _, f := range fonts {
			if strings.Contains(strings.ToLower(f.FamilyName), "emoji") {
				t.Errorf("%q is drawn from the emoji font %s", glyphs[i], f.FamilyName)
			}
			drawn += int(f.GlyphCount)
		}
		if !strings.HasSuffix(glyphs[i], "\ufe0e") || drawn == 0 {
			t.Errorf("%q: not in its text presentation, or drawn from no font (%d glyphs)", glyphs[i], drawn)
		}
	}
	b.open("/?page=lemma&material=2K&board=3x3&labelled=true&element=flip-files")
	b.waitFor(`document.querySelector("#terms tr.selected") !== null && !document.querySelector("#list-fixed").disabled`)
	b.do("list the placements", chromedp.Click(chromedp.CSS("#list-fixed")))
	b.waitFor(`document.querySelectorAll("#fixed-list .placement-board").length > 0`)
	numbers := eval[[]string](b, `[...document.querySelectorAll("#fixed-list .placement-board")].map(svg => [...svg.querySelectorAll(".man-number")].map(n => n.textContent).sort().join(" "))`)
	for _, n := range numbers {
		if n != "1 2" {
			t.Errorf("a listed board of two labelled kings numbers them %q, not 1 and 2", n)
		}
	}
}

// layout: at a classroom projector's 1024x768 and at 1400 wide, the
// table of terms fits without a sideways scroll (the why column wraps),
// its thumbnails are large enough that their numbers read (9 px at
// least), and an element that fixes no placement has nothing to list.
func (b *browser) layout(t *testing.T) {
	b.t = t
	defer b.do("back to the test's window", chromedp.EmulateViewport(1280, 1400))
	for _, size := range [][2]int64{{1024, 768}, {1400, 900}} {
		b.do("resize", chromedp.EmulateViewport(size[0], size[1]))
		b.open("/?page=lemma&material=KRK&board=8x8&element=rotate-left")
		b.waitFor(`document.querySelector("#terms tr.selected")?.dataset.element === "rotate-left"`)
		if over := eval[[]string](b, overflowing); len(over) > 0 {
			t.Errorf("%dx%d: scrolls sideways: %v", size[0], size[1], over)
		}
		if w := eval[float64](b, `Math.min(...[...document.querySelectorAll("#terms .thumb svg")].map(s => s.getBoundingClientRect().width))`); w < 110 {
			t.Errorf("%dx%d: thumbnails %.0f px wide", size[0], size[1], w)
		}
		if px := eval[float64](b, thumbFont); px < 9 {
			t.Errorf("%dx%d: the thumbnails' numbers are %.1f px high", size[0], size[1], px)
		}
		if !eval[bool](b, `document.querySelector("#list-fixed").disabled`) || !strings.Contains(b.text("#list-note"), "fixes no placement") {
			t.Errorf("%dx%d: rotate-left fixes no placement, yet its list can be asked for (%q)", size[0], size[1], b.text("#list-note"))
		}
		b.do("click flip-diagonal", chromedp.Click(chromedp.CSS(`#terms button.element[data-element="flip-diagonal"]`)))
		b.waitFor(`!document.querySelector("#list-fixed").disabled`)
	}
}

// overflowing is JavaScript: the page, and each table box shown, that
// scrolls sideways.
const overflowing = `[document.scrollingElement, ...document.querySelectorAll(".table-scroll")]
	.filter(e => e === document.scrollingElement || e.offsetParent !== null)
	.filter(e => e.scrollWidth > e.clientWidth + 1)
	.map(e => (e.querySelector("table")?.id || "the page") + ": " + e.scrollWidth + " > " + e.clientWidth)`

// thumbFont is JavaScript: the smallest number on a thumbnail, in pixels
// on the screen.
const thumbFont = `Math.min(...[...document.querySelectorAll("#terms .thumb svg")].flatMap(svg => {
	const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
	return [...svg.querySelectorAll("text")].map(t => Number(t.getAttribute("font-size")) * scale);
}))`

// loneGroups is JavaScript: each number of the census and the bounds that
// takes more than one line with a line of one group of three digits, or
// of less than half the groups of the longest.
const loneGroups = `[...document.querySelectorAll("#census-table .exact, #bounds .exact")].flatMap(span => {
	const node = span.firstChild, lines = new Map();
	let at = 0;
	for (const group of node.textContent.split("\u2009")) {
		const r = document.createRange();
		r.setStart(node, at);
		r.setEnd(node, at + group.length);
		const top = Math.round(r.getBoundingClientRect().top);
		lines.set(top, (lines.get(top) || 0) + 1);
		at += group.length + 1;
	}
	const n = [...lines.values()];
	return n.length > 1 && (Math.min(...n) < 2 || 2 * Math.min(...n) < Math.max(...n)) ? [node.textContent + ": " + n.join(" + ") + " groups"] : [];
})`

// censusLayout checks the census shown at 1024x768 and at 1400 wide: the
// tables fit, no number leaves a lone group on a line, and the chart's
// caption says how far apart its grid lines are, as drawn.
func (b *browser) censusLayout(t *testing.T) {
	defer b.do("back to the test's window", chromedp.EmulateViewport(1280, 1400))
	for _, size := range [][2]int64{{1024, 768}, {1400, 900}} {
		b.do("resize", chromedp.EmulateViewport(size[0], size[1]))
		if over := eval[[]string](b, overflowing); len(over) > 0 {
			t.Errorf("%dx%d: scrolls sideways: %v", size[0], size[1], over)
		}
		if lone := eval[[]string](b, loneGroups); len(lone) > 0 {
			t.Errorf("%dx%d: numbers broken badly: %q", size[0], size[1], lone)
		}
	}
	step := eval[int](b, `(e => e[1] - e[0])([...document.querySelectorAll("#census-chart .axis tspan")].map(t => Number(t.textContent)))`)
	want := "ten times the one below it"
	if step != 1 {
		want = "10" + superscript(step) + " times the one below it"
	}
	if got := b.text("#chart-caption"); !strings.Contains(got, want) {
		t.Errorf("the chart's grid lines are %d powers of ten apart; its caption says %q", step, got)
	}
}

// superscript writes n in superscript digits.
func superscript(n int) string {
	return strings.Map(func(r rune) rune { return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0'] }, fmt.Sprint(n))
}

// documentedLinks: every link to the page the docs give opens on it, on
// a default count serve (CI's), and shows what it names without an
// error: the census's within the default --timeout.
func (b *browser) documentedLinks(t *testing.T) {
	b.t = t
	for _, l := range documentedLinks(t) {
		b.open("/" + l.raw)
		switch page := l.query.Get("page"); page {
		case "lemma":
			b.waitFor(filled("#classes") + " || " + filled("#lemma-error"))
			if e := l.query.Get("element"); e != "" {
				b.waitFor(fmt.Sprintf(`document.querySelector("#terms tr.selected")?.dataset.element === %q`, e))
			}
		case "position":
			b.waitFor(filled("#canonical-min") + " || " + filled("#position-error"))
		case "census":
			start := time.Now()
			b.waitWithin(`document.querySelector("#census-status").textContent === "" && (document.querySelector("#census-table tbody tr") !== null || `+filled("#census-error")+`)`, explorer.DefaultTimeout+time.Minute)
			t.Logf("%s: %s counted in %v", l.file, l.raw, time.Since(start).Round(time.Second))
		}
		if msg := b.text("#" + l.query.Get("page") + "-error"); msg != "" {
			t.Errorf("%s: %s: the page says %q", l.file, l.raw, msg)
		}
		if l.query.Get("page") == "census" {
			b.censusLayout(t)
		}
	}
}
