//go:build !headless

package main

import (
	"flag"
	"image"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/dash/world"
	"tickbox/game/shell"
	"tickbox/game/shots/golden"
	"tickbox/render/gametest"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

var update = flag.Bool("update", false, "rewrite the golden shots in testdata")

// shot draws g at alpha (its newest state with newest) and reads the
// picture back.
func shot(g *game, alpha float64, newest bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, int(world.Width), int(world.Height)))
	gametest.Do(func() {
		screen := ebiten.NewImage(int(world.Width), int(world.Height))
		defer screen.Deallocate()
		g.newest = newest
		g.Draw(screen, alpha)
		screen.ReadPixels(img.Pix)
	})
	return img
}

// The game at 144 fps mid-jump, drawn between its ticks and drawn newest
// only, matches its golden pictures in testdata within package golden's
// tolerance a channel (software GL rounds anti-aliased edges a level or two
// differently between Mesa versions; see package golden). The two
// differ: the comets, at 700 to 1400 px/s, are drawn where they were at
// this moment, or up to a tick ahead of it. -update rewrites the goldens.
func TestShots(t *testing.T) {
	g, l := newLoop(t, fixed.Options{}, tape.Options{}, instrument.DevOptions{})
	fixedtest.Play(t, l, fixedtest.Steady(144), 100, func(tick int64) fixed.Devices { return keys(tick == 70, false, tick < 60) })
	for l.Latest().Ticks != 0 || l.Latest().Alpha < 0.3 { // a frame between two ticks
		l.Advance(time.Second / 144)
	}
	alpha := l.Latest().Alpha
	pictures := map[string]*image.RGBA{"interpolate-144": shot(g, alpha, false), "newest-144": shot(g, alpha, true)}
	for name, img := range pictures {
		o, err := golden.Check("testdata", name, img, *update)
		if err != nil {
			t.Fatal(err)
		}
		if o.State != golden.Matched && o.State != golden.Updated {
			t.Error(o)
		}
	}
	// The interpolated picture, checked against the newest one as its golden.
	dir := t.TempDir()
	if err := golden.WritePNG(filepath.Join(dir, "newest.png"), pictures["newest-144"]); err != nil {
		t.Fatal(err)
	}
	if o, err := golden.Check(dir, "newest", pictures["interpolate-144"], false); err != nil || o.State != golden.Differs {
		t.Fatalf("at alpha %v the newest state draws as the interpolated: %v, %v", alpha, o, err)
	}
}

// The game at 144 fps, then on jittery frames, with the dev layer on, in
// a window of 1280×720 (twice the game's size): the loop's figures top
// left and the last second of frames top right, drawn over the game by
// the sandbox's painters at the window's pixels, match their golden
// picture.
// The frames are measured on a virtual clock, as a window measures its
// own, so the figures are the same on every run.
func TestDevShot(t *testing.T) {
	var l *shell.Loop[fixed.Devices]
	gametest.Do(func() { // the dev layer draws its glyphs on the game's goroutine
		_, l = newLoop(t, fixed.Options{}, tape.Options{}, instrument.DevOptions{On: true})
	})
	clock := l.Clock().(*fixed.VirtualClock)
	lengths, jittery := fixedtest.Steady(144), fixedtest.Jitter(7)
	frame := func(i int) {
		l.Feed(keys(l.Latest().Tick == 70, false, l.Latest().Tick < 60))
		if i < 150 {
			clock.Advance(lengths(i))
		} else {
			clock.Advance(jittery(i))
		}
	}
	for i := range 200 {
		frame(i)
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, 2*int(world.Width), 2*int(world.Height)))
	gametest.Do(func() {
		offscreen := ebiten.NewImage(int(world.Width), int(world.Height))
		window := ebiten.NewImage(img.Rect.Dx(), img.Rect.Dy())
		defer offscreen.Deallocate()
		defer window.Deallocate()
		frame(200)
		l.Draw(offscreen) // the frame and the game's picture
		var twice ebiten.GeoM
		twice.Scale(2, 2)
		l.DrawFinalScreen(window, offscreen, twice) // the picture onto the window, the dev layer over it
		window.ReadPixels(img.Pix)
	})
	o, err := golden.Check("testdata", "dev", img, *update)
	if err != nil {
		t.Fatal(err)
	}
	if o.State != golden.Matched && o.State != golden.Updated {
		t.Error(o)
	}
}
