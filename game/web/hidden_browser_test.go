//go:build browser

package web_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserHiddenTab tells the game its tab is hidden for three seconds,
// as the browser does (document.hidden and a visibilitychange event;
// headless Chromium hides no tab of its own), and back. The game's clock
// stops meanwhile, so no tick runs and no long frame follows (no burst, no
// spiral); then the game goes on at its rate.
func TestBrowserHiddenTab(t *testing.T) {
	url := serve(t, site(t))
	ctx := browser(t)
	open(t, ctx, url, "?limits=false")
	hide := func(hidden bool) {
		t.Helper()
		js := fmt.Sprintf(`Object.defineProperty(document, "hidden", {get: () => %v, configurable: true});
			document.dispatchEvent(new Event("visibilitychange")); true`, hidden)
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js)); err != nil {
			t.Fatal(err)
		}
	}
	f0 := read(t, ctx).Frames
	hide(true)
	hidden := waitFor(t, ctx, 30*time.Second, "two frames after hiding", func(h hook) bool { return h.Frames >= f0+2 })
	time.Sleep(3 * time.Second)
	during := read(t, ctx)
	hide(false)
	start := waitFor(t, ctx, 30*time.Second, "frames again", func(h hook) bool { return h.Frames > during.Frames+2 })
	time.Sleep(2 * time.Second)
	after := read(t, ctx)
	t.Logf("hidden at tick %d (%.0f ms game clock); 3 s later tick %d (%.0f ms); shown: tick %d (%.0f ms), worst frame %.0f ms",
		hidden.Tick, hidden.NowMs, during.Tick, during.NowMs, after.Tick, after.NowMs, start.WorstMs)
	if during.NowMs != hidden.NowMs || during.Tick != hidden.Tick || during.Frames == hidden.Frames {
		t.Errorf("while hidden the game clock ran %.3f ms and %d ticks in %d frames; want it stopped, frames still drawn",
			during.NowMs-hidden.NowMs, during.Tick-hidden.Tick, during.Frames-hidden.Frames)
	}
	if start.WorstMs >= 3000 {
		t.Errorf("a frame of %.0f ms after showing the tab again: the hidden time reached the scheduler", start.WorstMs)
	}
	if after.Tick <= during.Tick {
		t.Errorf("after showing the tab again the game did not go on: tick %d, then %d", during.Tick, after.Tick)
	}
}
