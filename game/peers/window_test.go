//go:build !headless

package peers

import (
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/render/gametest"
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
)

// The window, run for 3 s of frames over a 100 ms link with the player
// kicking, marks rollbacks and draws them: the timeline's rows hold the
// rollback's red.
func TestTheWindowDrawsARollback(t *testing.T) {
	m := testModel(t, netplay.Rollback)
	apply(t, m, delayUp, delayUp, delayUp, delayUp) // 100 ms
	var now time.Duration
	f := testFrames(t, m, func() time.Duration { return now })
	var reds int
	gametest.Do(func() {
		screen := ebiten.NewImage(screenSize())
		for frame := range 180 {
			if frame%20 == 0 {
				m.Keyboard.Press(bounce.Input{Kick: bounce.Kick(1 + frame/20%3)})
			}
			now += time.Second / 60
			f.Draw(screen)
		}
		reds = count(screen, timelineArea(), render.ColWarn)
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

// A snap back is drawn: right after peer 2 snaps ball 1 back from a
// teleport it did not foresee, the frame differs from the same frame with
// the snaps forgotten around the place peer 2 predicted (the ghost, ball
// 1's colour, faint) and around the place it snapped back to (red).
func TestTheWindowDrawsASnapBack(t *testing.T) {
	m := teleported(t, 1150*time.Millisecond)
	s, ok := bigSnap(m, 1)
	if !ok {
		t.Fatalf("peer 2: no snap of a metre or more after a teleport")
	}
	f := testFrames(t, m, func() time.Duration { return 0 }) // a still clock: Draw runs no instant
	var with, without *image.RGBA
	gametest.Do(func() {
		with = drawn(f)
		ForgetSnaps(m)
		without = drawn(f)
	})
	px, py := f.Pixel(1, s.Predicted.X, s.Predicted.Y)
	cx, cy := f.Pixel(1, s.Corrected.X, s.Corrected.Y)
	ghost := changed(with, without, px, py, func(c color.RGBA) bool { return ahead(c.R, c.B, 40) && ahead(c.G, c.B, 20) })
	snap := changed(with, without, cx, cy, func(c color.RGBA) bool { return ahead(c.R, c.G, 100) && ahead(c.R, c.B, 100) })
	if ghost == 0 {
		t.Errorf("no ghost drawn at the predicted place (%.0f, %.0f) of snap %+v", px, py, s.Predicted)
	}
	if snap == 0 {
		t.Errorf("no red snap mark drawn at the corrected place (%.0f, %.0f) of snap %+v", cx, cy, s.Corrected)
	}
	t.Logf("%d ghost pixels, %d snap pixels", ghost, snap)
}

func drawn(f *windowFrames) *image.RGBA {
	screen := ebiten.NewImage(screenSize())
	f.Draw(screen)
	out := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(out.Pix)
	return out
}

// changed counts the pixels within 8 of (x, y) that differ between a and
// b and whose colour in a is what like wants.
func changed(a, b *image.RGBA, x, y float32, like func(color.RGBA) bool) int {
	n := 0
	for j := int(y) - 8; j <= int(y)+8; j++ {
		for i := int(x) - 8; i <= int(x)+8; i++ {
			if ca := a.RGBAAt(i, j); ca != b.RGBAAt(i, j) && like(ca) {
				n++
			}
		}
	}
	return n
}

// ahead reports whether channel a is more than by above b.
func ahead(a, b uint8, by int) bool { return int(a) > int(b)+by }

// At ¼ speed the frames run a quarter of the wall time's session, and
// paused none: 2 s of frames run 0.5 s of it, then none.
func TestTheWindowRunsAtItsSpeed(t *testing.T) {
	m := testModel(t, netplay.Rollback)
	apply(t, m, instrument.ScaleDown, instrument.ScaleDown)
	var now time.Duration
	f := testFrames(t, m, func() time.Duration { return now })
	run := func(n int) {
		gametest.Do(func() {
			screen := ebiten.NewImage(screenSize())
			for range n {
				now += time.Second / 60
				f.Draw(screen)
			}
		})
	}
	run(120)
	if got := m.Now(); got < 500*time.Millisecond || got > 500*time.Millisecond+time.Second/60 {
		t.Fatalf("2 s of frames at ¼ ran the session to %v; want 0.5 s, within an instant", got)
	}
	apply(t, m, instrument.TogglePause)
	was := m.Now()
	run(60)
	if m.Now() != was {
		t.Errorf("paused, 1 s of frames ran the session from %v to %v", was, m.Now())
	}
}

// frames makes m's frames on clock inside the running game: making its
// font draws text, which Ebitengine's loop must not do at the same time.
func testFrames(t *testing.T, m *model, clock func() time.Duration) *windowFrames {
	t.Helper()
	var f *windowFrames
	var err error
	gametest.Do(func() { f, err = newWindowFrames(m, clock) })
	if err != nil {
		t.Fatal(err)
	}
	return f
}
