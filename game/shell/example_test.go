//go:build !headless

package shell_test

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/sim/fixed"
)

// ball moves 3 m a tick and is drawn between its last two positions.
type ball struct {
	x     fixed.Pair[float64]
	drawn float64 // where the latest Draw put it
}

func (b *ball) Update() (fixed.None, error) { return fixed.None{}, nil }
func (b *ball) Step(fixed.None)             { b.x.Tick(); b.x.Current += 3 }
func (b *ball) Layout(int, int) (int, int)  { return 320, 240 }
func (b *ball) Draw(_ *ebiten.Image, alpha float64) {
	b.drawn = fixed.Lerp(b.x.Previous, b.x.Current, alpha)
}

// A game of 60 ticks a second drawn at 144 fps, frames measured on a
// virtual clock: most frames run no tick, and the ball moves 1.25 m every
// frame all the same. The recommended policy rounds to the nearest tick,
// so once it holds its frame rate (after 16 frames) alpha lies in
// [-½, ½): the ball drawn a little behind its previous position is where
// it was at that moment, since it moves at one speed all along.
func Example() {
	clock := &fixed.VirtualClock{}
	b := &ball{}
	l, err := shell.New(b, fixed.Options{Clock: clock})
	if err != nil {
		panic(err)
	}
	for i := range 24 {
		clock.Advance(time.Second / 144)
		f, _ := l.Frame()
		b.Draw(nil, f.Alpha)
		if i >= 18 {
			fmt.Printf("ticks %d, alpha %+.3f, drawn at %.2f m\n", f.Ticks, f.Alpha, b.drawn)
		}
	}
	// Output:
	// ticks 0, alpha +0.500, drawn at 19.50 m
	// ticks 1, alpha -0.083, drawn at 20.75 m
	// ticks 0, alpha +0.333, drawn at 22.00 m
	// ticks 1, alpha -0.250, drawn at 23.25 m
	// ticks 0, alpha +0.167, drawn at 24.50 m
	// ticks 1, alpha -0.417, drawn at 25.75 m
}

// hop is a game whose player jumps: each frame's input reaches one tick.
type hop struct{ jumps, ticks int }

type jump struct{ Pressed bool }

func (j jump) Merge(next jump) jump { return jump{j.Pressed || next.Pressed} }
func (j jump) Held() jump           { return jump{} }

func (h *hop) Update() (jump, error)       { return jump{}, nil }
func (h *hop) Draw(*ebiten.Image, float64) {}
func (h *hop) Layout(int, int) (int, int)  { return 320, 240 }
func (h *hop) Step(in jump) {
	h.ticks++
	if in.Pressed {
		h.jumps++
	}
}

// A jump pressed in a frame of 50 ms, three ticks' worth, jumps once; one
// pressed in a frame too short for a tick is kept for the next.
func ExampleInput() {
	h := &hop{}
	l, _ := shell.New(h, fixed.Options{Clock: &fixed.VirtualClock{}, Policy: "tickbox"})
	l.Feed(jump{true})
	l.Advance(50 * time.Millisecond)
	fmt.Printf("%d ticks, %d jump\n", h.ticks, h.jumps)
	l.Feed(jump{true})
	l.Advance(5 * time.Millisecond)
	fmt.Printf("%d ticks, %d jump\n", h.ticks, h.jumps)
	l.Advance(20 * time.Millisecond)
	fmt.Printf("%d ticks, %d jumps\n", h.ticks, h.jumps)
	// Output:
	// 3 ticks, 1 jump
	// 3 ticks, 1 jump
	// 4 ticks, 2 jumps
}

// An angle is blended the short way round: from 350° to 10°, halfway is
// 360°, which is 0°, not 180°.
func ExampleLerpAngle() {
	deg := math.Pi / 180
	fmt.Printf("%.0f°\n", fixed.LerpAngle(350*deg, 10*deg, 0.5)/deg)
	// Output: 360°
}

// A body that wraps round the screen is snapped: drawn where it now is,
// whatever alpha, instead of gliding back across the screen.
func ExamplePair_Snap() {
	var x fixed.Pair[float64]
	x.Snap(630)
	for range 3 {
		x.Tick()
		if x.Current += 8; x.Current > 640 {
			x.Snap(x.Current - 640)
		}
		fmt.Printf("%.0f → %.0f: drawn at %.0f halfway\n", x.Previous, x.Current, fixed.Lerp(x.Previous, x.Current, 0.5))
	}
	// Output:
	// 630 → 638: drawn at 634 halfway
	// 6 → 6: drawn at 6 halfway
	// 6 → 14: drawn at 10 halfway
}
