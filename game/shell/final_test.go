//go:build !headless

package shell_test

import (
	"flag"
	"image"
	"image/color"
	"io"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/game/shots/golden"
	"tickbox/render/gametest"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata")

// pixelArt is a game drawn small and scaled up, as pixel art is: a sky, a
// floor of tiles and a hero, at w × h pixels whatever the window's size.
type pixelArt struct{ w, h int }

func (g *pixelArt) Update() (fixed.None, error) { return fixed.None{}, nil }
func (g *pixelArt) Step(fixed.None)             {}
func (g *pixelArt) Layout(int, int) (int, int)  { return g.w, g.h }

func (g *pixelArt) Draw(screen *ebiten.Image, _ float64) {
	screen.Fill(color.RGBA{0x30, 0x50, 0x90, 0xff})
	tile := max(1, g.h/15)
	floor := g.h - 2*tile
	for x := 0; x < g.w; x += tile {
		c := color.RGBA{0x70, 0x48, 0x28, 0xff}
		if x/tile%2 == 1 {
			c = color.RGBA{0x90, 0x60, 0x30, 0xff}
		}
		screen.SubImage(image.Rect(x, floor, x+tile, g.h)).(*ebiten.Image).Fill(c)
	}
	hero := image.Rect(g.w/2-tile/2, floor-2*tile, g.w/2+tile/2, floor)
	screen.SubImage(hero).(*ebiten.Image).Fill(color.RGBA{0xf0, 0xb0, 0x30, 0xff})
}

// fitted returns Ebitengine's geoM for a game of size g in a window of
// size w: scaled as far as it fits whole, and centred.
func fitted(g, w image.Point) ebiten.GeoM {
	s := min(float64(w.X)/float64(g.X), float64(w.Y)/float64(g.Y))
	var m ebiten.GeoM
	m.Scale(s, s)
	m.Translate((float64(w.X)-float64(g.X)*s)/2, (float64(w.Y)-float64(g.Y)*s)/2)
	return m
}

// The dev layer is drawn at the window's pixels, not the game's: over a
// pixel-art game of 320×240 in a window of 960×720 (three times), of
// 640×480 in one of 640×480 and of 1920×1080 in one of 1920×1080, the
// window's picture, a second of steady frames and a hitch in its timeline,
// matches its golden in testdata within the golden's tolerance a channel
// (software GL rounds edges a level or two differently between Mesa
// versions; see package golden). Drawn at the game's own pixels, the
// first would fill the whole picture, blurred. -update rewrites them.
func TestDevLayerAtTheWindowsPixels(t *testing.T) {
	for _, c := range []struct {
		name         string
		game, window image.Point
	}{
		{"dev-320x240-in-960x720", image.Pt(320, 240), image.Pt(960, 720)},
		{"dev-640x480-in-640x480", image.Pt(640, 480), image.Pt(640, 480)},
		{"dev-1920x1080-in-1920x1080", image.Pt(1920, 1080), image.Pt(1920, 1080)},
	} {
		t.Run(c.name, func(t *testing.T) {
			img := devWindow(t, c.game, c.window)
			o, err := golden.Check("testdata", c.name, img, *update)
			if err != nil {
				t.Fatal(err)
			}
			if o.State != golden.Matched && o.State != golden.Updated {
				t.Error(o)
			}
		})
	}
}

// devWindow runs a pixelArt game of size game with the dev layer on, on a
// virtual clock, for a second and a half of frames at 60 fps with a hitch
// of 100 ms, and returns the window's picture, of size window.
func devWindow(t *testing.T, game, window image.Point) *image.RGBA {
	t.Helper()
	clock := &fixed.VirtualClock{}
	var l *shell.Loop[fixed.None]
	var err error
	gametest.Do(func() { // the dev layer draws its glyphs on the game's goroutine
		l, err = shell.New[fixed.None](&pixelArt{game.X, game.Y}, fixed.Options{Clock: clock, Policy: "tickbox", Name: "art", Log: io.Discard}, instrument.DevOptions{On: true})
	})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 90 {
		clock.Advance(tick)
		if i == 70 {
			clock.Advance(100 * time.Millisecond)
		}
		if _, err := l.Frame(); err != nil {
			t.Fatal(err)
		}
	}
	img := image.NewRGBA(image.Rectangle{Max: window})
	gametest.Do(func() {
		offscreen, screen := ebiten.NewImage(game.X, game.Y), ebiten.NewImage(window.X, window.Y)
		defer offscreen.Deallocate()
		defer screen.Deallocate()
		clock.Advance(tick)
		l.Draw(offscreen) // the frame, and the game's picture
		l.DrawFinalScreen(screen, offscreen, fitted(game, window))
		screen.ReadPixels(img.Pix)
	})
	return img
}

// crt is a pixelArt game that draws its own final screen: a frame of
// magenta around the picture it draws as Ebitengine would.
type crt struct {
	pixelArt
	calls int
}

func (g *crt) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	g.calls++
	screen.Fill(color.RGBA{0xff, 0, 0xff, 0xff})
	op := &ebiten.DrawImageOptions{GeoM: geoM}
	screen.DrawImage(offscreen, op)
}

// A game that draws its own final screen keeps it under the Loop, the dev
// layer on or off: the Loop calls it once a frame, and the dev layer is
// drawn over what it drew.
func TestTheGamesOwnFinalScreen(t *testing.T) {
	for _, dev := range []bool{false, true} {
		g := &crt{pixelArt: pixelArt{8, 6}}
		var l *shell.Loop[fixed.None]
		var err error
		gametest.Do(func() {
			l, err = shell.New[fixed.None](g, fixed.Options{Clock: &fixed.VirtualClock{}, Log: io.Discard}, instrument.DevOptions{On: dev})
		})
		if err != nil {
			t.Fatal(err)
		}
		window := image.Pt(640, 480)
		img := image.NewRGBA(image.Rectangle{Max: window})
		gametest.Do(func() {
			offscreen, screen := ebiten.NewImage(8, 6), ebiten.NewImage(window.X, window.Y)
			var geoM ebiten.GeoM
			geoM.Scale(40, 40)
			geoM.Translate(160, 120) // a letterbox of 160 and 120 pixels all round
			l.Draw(offscreen)
			l.DrawFinalScreen(screen, offscreen, geoM)
			screen.ReadPixels(img.Pix)
		})
		corner := img.RGBAAt(window.X-1, window.Y-1) // the letterbox, where only the game's final screen draws
		veil := img.RGBAAt(20, 20)                   // under the dev layer's figures, if on
		if g.calls != 1 || corner != (color.RGBA{0xff, 0, 0xff, 0xff}) {
			t.Errorf("dev %v: the game's DrawFinalScreen ran %d times, the corner is %v; want once, magenta", dev, g.calls, corner)
		}
		if under := veil == (color.RGBA{0xff, 0, 0xff, 0xff}); under == dev {
			t.Errorf("dev %v: the dev layer's corner is %v", dev, veil)
		}
	}
}

// A game's picture reaches the window as Ebitengine draws it: at a whole
// scale each game pixel becomes a square of window pixels, untouched; at
// 1.5 the window pixel that straddles two game pixels blends them (the
// screen filter), rather than taking one of them.
func TestThePictureIsScaledAsEbitengineScalesIt(t *testing.T) {
	var l *shell.Loop[fixed.None]
	var err error
	gametest.Do(func() {
		l, err = shell.New[fixed.None](&pixelArt{2, 1}, fixed.Options{Clock: &fixed.VirtualClock{}, Log: io.Discard}, instrument.DevOptions{On: true})
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		scale float64
		x     int
		blend bool
	}{{3, 2, false}, {3, 3, false}, {1.5, 1, true}} {
		var px [4]byte
		gametest.Do(func() {
			offscreen, screen := ebiten.NewImage(2, 1), ebiten.NewImage(6, 3)
			offscreen.Set(0, 0, color.Black)
			offscreen.Set(1, 0, color.White)
			var geoM ebiten.GeoM
			geoM.Scale(c.scale, c.scale)
			l.DrawFinalScreen(screen, offscreen, geoM)
			screen.SubImage(image.Rect(c.x, 0, c.x+1, 1)).(*ebiten.Image).ReadPixels(px[:])
		})
		if blended := px[0] > 0x20 && px[0] < 0xe0; blended != c.blend {
			t.Errorf("at ×%v, window pixel %d is %v; blended %v, want %v", c.scale, c.x, px, blended, c.blend)
		}
	}
}
