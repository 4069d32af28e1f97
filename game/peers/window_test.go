//go:build !headless

package peers_test

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/peers"
	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/sim/bounce"
	"tickbox/sim/netplay"
)

// The window, run for 3 s of frames over a 100 ms link with the player
// kicking, marks rollbacks and draws them: the timeline's rows hold the
// rollback's red.
func TestTheWindowDrawsARollback(t *testing.T) {
	m := model(t, netplay.Rollback)
	apply(t, m, peers.DelayUp, peers.DelayUp, peers.DelayUp, peers.DelayUp) // 100 ms
	var now time.Duration
	f, err := peers.NewFrames(m, func() time.Duration { return now })
	if err != nil {
		t.Fatal(err)
	}
	var reds int
	gametest.Do(func() {
		screen := ebiten.NewImage(peers.ScreenSize())
		for frame := range 180 {
			if frame%20 == 0 {
				m.Keyboard.Press(bounce.Input{Kick: bounce.Kick(1 + frame/20%3)})
			}
			now += time.Second / 60
			f.Draw(screen)
		}
		reds = count(screen, peers.TimelineArea(), render.ColWarn)
	})
	if m.Figures(0).Rollbacks == 0 {
		t.Fatalf("peer 1: %+v; want rollbacks over 100 ms", m.Figures(0))
	}
	if reds == 0 {
		t.Errorf("the timeline has no pixel of the rollback's red, after %d rollbacks", m.Figures(0).Rollbacks+m.Figures(1).Rollbacks)
	}
}

// count is how many pixels of r on screen are col, within 2 levels a
// channel (linear filtering blends a quad's edge).
func count(screen *ebiten.Image, r image.Rectangle, col render.Colour) int {
	want := color.RGBAModel.Convert(colourOf(col)).(color.RGBA)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBAModel.Convert(screen.At(x, y)).(color.RGBA)
			if near(c.R, want.R) && near(c.G, want.G) && near(c.B, want.B) {
				n++
			}
		}
	}
	return n
}

func colourOf(c render.Colour) color.Color {
	return color.RGBA{uint8(c.R * 255), uint8(c.G * 255), uint8(c.B * 255), 255}
}

func near(a, b uint8) bool { return a-b <= 2 || b-a <= 2 }
