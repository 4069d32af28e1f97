//go:build browser

package web_test

import (
	"bytes"
	"context"
	"flag"
	"image/png"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tickbox/game/shots/golden"
)

// updatePageShots rewrites the page's own goldens (pageShots) from what
// the browser draws; review them with git diff.
var updatePageShots = flag.Bool("web.update-shots", false, "rewrite the page's own goldens in testdata/shots from the browser's shots (review them with git diff)")

// pageShots are the shots that show the page's own keys, which differ from
// the window's by design (sandbox.PageKeys): F1's panel lists O for the
// screenshot and no Esc, and the notice row's hint has no "Esc quit", so a
// notice after it starts further left. These are compared with the
// page's own goldens, in testdata/shots, not the window's.
var pageShots = map[string]bool{
	"keys.png": true, "load-spiral.png": true, "load-spiral-growing.png": true, "replay-playing.png": true,
	"replay-verified.png": true, "screenshot-notice.png": true, "small-640x400.png": true, "tall-800x900.png": true,
}

// TestBrowserShots plays every scenario Tickbox ships in the browser, as
// tickbox shots does in the window (each frame as long as its script says,
// on a virtual clock), and compares each shot with the window's golden.
func TestBrowserShots(t *testing.T) {
	if testing.Short() {
		t.Skip("the short browser test stops at keys and options; make test-web plays the scenarios")
	}
	url := serve(t, site(t))
	ctx := browser(t)
	args := `window.tickboxArgs = ["shots", "-out", "/gallery", "-golden", ""]; window.tickboxDownloads = false;`
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: args})
		return err
	}), chromedp.Navigate(url))
	if err != nil {
		t.Fatal(err)
	}
	waitForFileLimit(t, ctx, "/gallery", "index.html", 4*time.Minute) // within browser's 5
	names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`tickboxFS.list("/gallery")`))
	if err != nil {
		t.Fatal(err)
	}
	compared := 0
	for _, name := range names {
		if !strings.HasSuffix(name, ".png") || strings.HasPrefix(path.Base(name), "tickbox-") {
			continue // F12's own shots in a script are named by time, and have no golden
		}
		compareWithGolden(t, path.Base(name), fetchFile(t, ctx, name))
		compared++
	}
	if compared < 15 {
		t.Errorf("%d shots compared; the shipped scenarios take about 20: %q", compared, names)
	}
}

func compareWithGolden(t *testing.T, name string, data []byte) {
	t.Helper()
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	// The golden is checked from a copy in a folder of the test's own, so
	// that the pictures Check writes beside a golden that differs (as the
	// browser's always does a little) stay out of the repository.
	from, whose := filepath.Join("..", "shots", "testdata", "shots", name), "the window's"
	if pageShots[name] {
		from, whose = filepath.Join("testdata", "shots", name), "the page's"
		if *updatePageShots {
			if err := golden.WritePNG(from, got); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	want, err := os.ReadFile(from)
	if err != nil {
		t.Errorf("%s: no golden: %v", name, err)
		return
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, name), want, 0o644); err != nil {
		t.Fatal(err)
	}
	o, err := golden.Check(dir, strings.TrimSuffix(name, ".png"), got, false)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	r := o.Result
	t.Logf("%s: %v", name, r)
	if r.Beyond*budget > r.Pixels {
		out := filepath.Join(os.TempDir(), "tickbox-browser-"+name)
		os.WriteFile(out, data, 0o644)
		t.Errorf("%s differs from %s golden beyond 1 pixel in %d: %v (the browser's picture: %s)", name, whose, budget, r, out)
	}
}

// budget: one pixel in budget may be further than the golden's tolerance from
// the window's golden. The tolerance the two software rasterisers need: the
// goldens are drawn by Mesa's llvmpipe under Xvfb, the browser's pictures by
// SwiftShader, and where an edge of a thin shape (a tick mark in the
// timeline, a frame's border, a line across a ghost dot) falls on a pixel's
// centre, each rounds it to its own side, a whole level of colour apart.
// The scenarios differ in up to 288 such pixels (0.031%), all on those
// edges, and in the 317 of the hint row's "Esc quit", which the page does
// not have (pageShots: the shots where more than that differs by design
// are compared with the page's own goldens): 445 at most (0.048%, 1 in
// 2,071). A browser that draws wrongly (a blank or mis-scaled canvas,
// missing text or bodies, wrong colours) differs in far more. The window's
// own goldens, at the tolerance alone, watch the content pixel by pixel.
const budget = 2000
