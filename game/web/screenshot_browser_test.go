//go:build browser

package web_test

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var screenshotPath = flag.String("web.screenshot", "", "write the page's screenshot here (make web-screenshot: assets/web/screenshot.png, which the README shows)")

// TestBrowserScreenshot takes a picture of the whole page in Chromium, the
// one the README shows, and checks that the game drew into it: the
// canvas must not be blank, which is what a browser without WebGL, or a
// module that failed to start, would leave.
func TestBrowserScreenshot(t *testing.T) {
	url := serve(t, site(t))
	ctx := browser(t)
	open(t, ctx, url, "?balls=24")
	time.Sleep(3 * time.Second) // a second of timeline and a ghost trail
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	game := image.Rect(0, 40, img.Bounds().Dx(), img.Bounds().Dy()) // under the page's bar
	if n := colours(img, game); n < 8 {
		t.Errorf("the game's part of the page has %d colours: blank", n)
	}
	if *screenshotPath != "" {
		if err := os.WriteFile(*screenshotPath, shot, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", *screenshotPath)
	}
}

// colours counts the distinct colours in r, up to 1000.
func colours(img image.Image, r image.Rectangle) int {
	seen := map[[4]uint32]bool{}
	for y := r.Min.Y; y < r.Max.Y; y += 3 {
		for x := r.Min.X; x < r.Max.X; x += 3 {
			c0, c1, c2, c3 := img.At(x, y).RGBA()
			seen[[4]uint32{c0, c1, c2, c3}] = true
			if len(seen) >= 1000 {
				return len(seen)
			}
		}
	}
	return len(seen)
}
