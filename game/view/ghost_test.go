//go:build !headless

package view

import (
	"image"
	"slices"

	"testing"

	"tickbox/game/stage"
	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/sandbox"
)

// Backspace resets the world, and the ghost trail starts again with it:
// the old trail's dots were where another world's ball 1 went.
func TestResetClearsTheGhostTrail(t *testing.T) {
	s := newScene(t, nil) // 144 frames: a full trail
	if n, full, _ := s.r.buffers(); n != full {
		t.Fatalf("before the reset the trail holds %d of %d", n, full)
	}
	s.sb.Do(sandbox.Reset)
	for range 3 {
		s.frame()
	}
	if n, _, _ := s.r.buffers(); n > 3 {
		t.Errorf("3 frames after the reset the trail holds %d dots; want at most 3", n)
	}
}

// Ghost dots above the box's top edge are left out: an extrapolated ball 1
// drawn out of the box put its dots over the box's caption. Dots inside
// the box are drawn.
func TestGhostDotsKeepBelowTheBoxTop(t *testing.T) {
	s := newScene(t, nil)
	dots := func(y float64) int { // the trail's quads, ball 1 kept at height y for a whole trail
		p := s.pic
		p.Balls = append([]sandbox.Point(nil), p.Balls...)
		var with, without int
		onGame(func() {
			for range 60 {
				p.Balls[0].Y = y
				p.View.Ghost = true
				s.r.Build(&p)
			}
			with = s.r.vertices()
			p.View.Ghost = false
			s.r.Build(&p)
			without = s.r.vertices()
		})
		return (with - without) / 4 // a quad each
	}
	h := s.pic.World.Height
	if n := dots(h + 0.5); n != 0 {
		t.Errorf("ball 1 half a metre above the box: %d trail dots drawn, want none", n)
	}
	if n := dots(h - 0.5); n < 40 {
		t.Errorf("ball 1 inside the box: %d trail dots drawn, want the trail's", n)
	}
}

// In the lesson's world the point ball is drawn clearly larger than its
// own trail's dots (it was 4 pixels against their 2.5).
func TestPointBallOutsizesItsDots(t *testing.T) {
	r, err := newRenderer(bounce.LessonConfig())
	if err != nil {
		t.Fatal(err)
	}
	if got := r.ball1Radius(); got < 2*stage.DotRadius {
		t.Errorf("the lesson's ball is drawn at radius %v, its dots at %v: want at least twice theirs", got, stage.DotRadius)
	}
}

// Paused, the trail keeps the motion before the pause, however many
// frames are drawn (the figures stand still too, so the trail cannot read
// the frame's ticks from them); one tick adds its one dot.
func TestPauseHoldsTheGhostTrail(t *testing.T) {
	s := newScene(t, nil)
	s.sb.Do(instrument.TogglePause)
	s.frame()
	before := s.r.trail()
	for range 100 {
		s.frame()
	}
	if got := s.r.trail(); !slices.Equal(got, before) {
		t.Errorf("100 paused frames changed the trail:\n%v\nwant\n%v", got, before)
	}
	s.sb.Do(instrument.OneTick)
	s.frame()
	got := s.r.trail()
	if !slices.Equal(got[1:], before[:len(before)-1]) || got[0] == before[0] {
		t.Errorf("one tick: trail\n%v\nwant one new dot before\n%v", got, before)
	}
}

// The drift label keeps clear of the ghost trail's dots: by default it
// sits above the reference ring when ball 1 is below it; a trail running
// through there moves it to a side that is clear.
func TestDriftLabelAvoidsTheTrail(t *testing.T) {
	s := newScene(t, nil)
	box := areas(render.ScreenWidth, render.ScreenHeight, true, true)[2]
	rx, ry := float32(box.Min.X+box.Dx()/2), float32(box.Min.Y+box.Dy()/2)
	var label, clear image.Rectangle
	var dots [][2]float32
	onGame(func() {
		clear = s.r.driftLabel(nil, rx, ry, ry+100, 80)
		for x := clear.Min.X - 20; x <= clear.Max.X+20; x += 6 { // through the label's place
			dots = append(dots, [2]float32{float32(x), float32(clear.Min.Y + clear.Dy()/2)})
		}
		dots = append(dots, [2]float32{rx, ry + 100}) // the newest, under ball 1
		label = s.r.driftLabel(dots, rx, ry, ry+100, 80)
	})
	if clear.Max.Y > int(ry) {
		t.Errorf("with no trail the label is at %v, want above the ring at y %v (ball 1 is below)", clear, ry)
	}
	if !label.In(box) {
		t.Errorf("the label at %v leaves the box %v", label, box)
	}
	for _, d := range dots[:len(dots)-1] {
		if pt := image.Pt(int(d[0]), int(d[1])); pt.In(label.Inset(-3)) {
			t.Errorf("the label at %v covers the trail's dot at %v", label, pt)
			break
		}
	}
}
