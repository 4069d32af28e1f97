//go:build !headless

package render_test

import (
	"image"
	"image/color"
	_ "image/png" // the shot is read back
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
)

// A shot is the screen as the window shows it, over black: where the game
// drew nothing (the screen is cleared to transparent) it is black, and a
// see-through veil is its colour over black, both opaque, not
// transparent pixels that a viewer shows over white.
func TestShotIsOverBlack(t *testing.T) {
	dir := t.TempDir()
	s := render.NewShooter(dir)
	s.Script(func() time.Time { return time.Unix(0, 0) }, dir)
	onGame(func() {
		screen := ebiten.NewImage(4, 2)
		screen.SubImage(image.Rect(0, 0, 2, 2)).(*ebiten.Image).Fill(color.RGBA{0x40, 0x20, 0, 0x80}) // a veil: premultiplied, half see-through
		s.Take(screen, "a.png")
	})
	if _, err, ok := s.Result(); !ok || err != nil {
		t.Fatalf("the shot: %v (done %v)", err, ok)
	}
	f, err := os.Open(filepath.Join(dir, "a.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{0, 0, color.RGBA{0x40, 0x20, 0, 0xff}}, {3, 1, color.RGBA{0, 0, 0, 0xff}}} {
		if got := color.RGBAModel.Convert(img.At(c.x, c.y)).(color.RGBA); got != c.want {
			t.Errorf("pixel (%d, %d) is %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
