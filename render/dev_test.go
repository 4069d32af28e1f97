//go:build !headless

package render_test

import (
	"image"
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/render"
	"tickbox/render/rendertest"
	"tickbox/sim/instrument"
)

// devText returns the dev layer's figures for p on a w × h screen as
// text, as the sandbox's overlay test reads its own.
func devText(d *render.Dev, p *render.DevPicture, w, h int) []string {
	q := *p
	q.Overlay, q.Timeline, q.Help = true, false, false
	d.Build(&q, w, h)
	return rendertest.Text(d.Canvas(), d.Canvas().Layout.Overlay.Min.X)
}

// devQuads builds the dev layer's picture p on a w × h screen and returns
// where its quads fall: each glyph's cell and each shape, of the picture
// layer, and the layout.
func devQuads(d *render.Dev, p *render.DevPicture, w, h int) (glyphs, shapes []image.Rectangle, l render.Layout) {
	d.Build(p, w, h)
	c := d.Canvas()
	for _, s := range rendertest.Shapes(c, render.PictureLayer) {
		shapes = append(shapes, s.Rect)
	}
	return rendertest.Glyphs(c, render.PictureLayer), shapes, c.Layout
}

// Paused, the dev layer's state row names the key that runs one tick as
// the picture gives it (a game's Shift+F5), not the sandbox's N, which a
// game may not bind at all.
func TestDevStateNamesTheOneTickKey(t *testing.T) {
	var text []string
	onGame(func() {
		d, err := render.NewDev(nil)
		if err != nil {
			t.Fatal(err)
		}
		p := &render.DevPicture{OneTick: "Shift+F5"}
		p.Settings.Paused = true
		text = devText(d, p, 1280, 720)
	})
	all := strings.Join(text, "\n")
	if want := "state      PAUSED (Shift+F5: one tick)"; !strings.Contains(all, want) {
		t.Errorf("no %q in the dev layer's figures:\n%s", want, all)
	}
}

// On every screen from 640×480 up, as the window shows it pixel for pixel,
// the dev layer keeps to the screen, writes no text over text, keeps the
// figures and the timeline apart, and covers at most 40 % of the height
// as the loop starts, in its compact form and its full one, and under half
// with every row the switches and the synctest add.
func TestDevLayoutKeepsToTheScreen(t *testing.T) {
	plain := render.DevPicture{Overlay: true, Timeline: true, OneTick: "Shift+F5"}
	set := &plain.Settings
	set.Policy, set.Rate, set.Limits, set.Scale = "tickbox-steady", 60, true, 1
	for i := range 70 {
		plain.Frames = append(plain.Frames, instrument.FrameRecord{Length: time.Second / 60, Ticks: 1 + i%2})
	}
	plain.Added = int64(len(plain.Frames))
	busy := plain
	busy.Settings.Jitter, busy.Settings.Load = true, 5*time.Millisecond // the compact form's switch rows
	busy.Replay.SyncTest = true
	for _, p := range []struct {
		name    string
		pic     *render.DevPicture
		percent int
	}{{"as it starts", &plain, 40}, {"every switch on", &busy, 49}} {
		for _, s := range []image.Point{{640, 480}, {800, 600}, {960, 720}, {1280, 720}, {1280, 960}, {1920, 1080}, {2560, 1440}} {
			var glyphs, shapes []image.Rectangle
			var lay render.Layout
			onGame(func() {
				d, err := render.NewDev(nil)
				if err != nil {
					t.Fatal(err)
				}
				glyphs, shapes, lay = devQuads(d, p.pic, s.X, s.Y)
			})
			drawn, timeline := keepsApart(t, s, glyphs, shapes, lay.Timeline)
			if drawn.Max.Y*100 > s.Y*p.percent {
				t.Errorf("%v, %s: the dev layer reaches %d pixels down, over %d %% of the height", s, p.name, drawn.Max.Y, p.percent)
			}
			if !timeline {
				t.Errorf("%v, %s: no timeline", s, p.name)
			}
		}
	}
}

// On screens smaller than 640×480, where the timeline goes under the
// figures or, with no room there either, is not drawn, the dev layer still
// keeps to the screen and writes no text over text.
func TestDevLayoutKeepsToASmallScreen(t *testing.T) {
	p := &render.DevPicture{Overlay: true, Timeline: true}
	p.Settings.Policy, p.Settings.Rate, p.Settings.Scale = "tickbox-steady", 60, 1
	for _, s := range []image.Point{{320, 240}, {400, 300}, {480, 360}, {600, 800}} {
		var glyphs, shapes []image.Rectangle
		var lay render.Layout
		onGame(func() {
			d, err := render.NewDev(nil)
			if err != nil {
				t.Fatal(err)
			}
			glyphs, shapes, lay = devQuads(d, p, s.X, s.Y)
		})
		keepsApart(t, s, glyphs, shapes, lay.Timeline)
	}
}

// keepsApart checks that every glyph and shape is on a screen of size s,
// that no two glyphs overlap and that each is in the timeline's panel (tl
// and its veil), if it is drawn, or out of it; it returns where they
// reach, and whether the timeline is drawn.
func keepsApart(t *testing.T, s image.Point, glyphs, shapes []image.Rectangle, tl image.Rectangle) (drawn image.Rectangle, timeline bool) {
	t.Helper()
	screen := image.Rectangle{Max: s}
	panel := image.Rect(tl.Min.X-8, tl.Min.Y-6, tl.Max.X+8, tl.Max.Y+4) // the timeline's veil
	if timeline = slices.Contains(shapes, panel); !timeline {
		panel = image.Rectangle{} // not drawn: no room for it
	}
	for _, r := range append(glyphs, shapes...) {
		if !r.In(screen) {
			t.Errorf("%v: %v runs off the screen", s, r)
		}
		drawn = drawn.Union(r)
	}
	for i, g := range glyphs {
		if g.Overlaps(panel) && !g.In(panel) {
			t.Errorf("%v: a character at %v is half in the timeline's panel %v", s, g, panel)
		}
		for _, h := range glyphs[:i] {
			if g.Overlaps(h) {
				t.Errorf("%v: characters at %v and %v overlap", s, g, h)
			}
		}
	}
	return drawn, timeline
}

// On a display of scale 2, a window of 960×720 is 1920×1440 pixels: the
// dev layer is the one of a 960×720 window drawn twice as finely, the
// compact figures with the same characters, each twice as tall, not the
// full form in text half the size.
func TestDevLayoutFollowsTheDeviceScale(t *testing.T) {
	p := &render.DevPicture{Overlay: true, Timeline: true}
	p.Settings.Policy, p.Settings.Rate, p.Settings.Scale = "tickbox-steady", 60, 1
	var once, twice []image.Rectangle
	onGame(func() {
		d, err := render.NewDev(nil)
		if err != nil {
			t.Fatal(err)
		}
		glyphs, _, lay := devQuads(d, p, 960, 720)
		once = figures(glyphs, lay)
		d.SetDeviceScale(2)
		glyphs, shapes, lay := devQuads(d, p, 1920, 1440)
		twice = figures(glyphs, lay)
		keepsApart(t, image.Pt(1920, 1440), glyphs, shapes, lay.Timeline)
	})
	if len(once) == 0 || len(twice) != len(once) {
		t.Fatalf("%d characters of figures at scale 2, %d at 1; want as many", len(twice), len(once))
	}
	if h1, h2 := once[0].Dy(), twice[0].Dy(); h2 < 2*h1-2 || h2 > 2*h1+2 {
		t.Errorf("characters %d pixels tall at scale 2, %d at 1; want twice as tall", h2, h1)
	}
}

// figures returns the glyphs left of the timeline: the figures'.
func figures(glyphs []image.Rectangle, lay render.Layout) []image.Rectangle {
	var out []image.Rectangle
	for _, g := range glyphs {
		if g.Max.X < lay.Timeline.Min.X-8 {
			out = append(out, g)
		}
	}
	return out
}
