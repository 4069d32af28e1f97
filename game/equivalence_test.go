//go:build !headless

package game

import (
	"io"
	"testing"
	"tickbox/game/windowflags"
	"tickbox/sim/capture"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/fixed"
	"tickbox/sim/instrument"
	"tickbox/sim/lab"
	"tickbox/sim/sandbox"
)

// equivalenceFrames are the frames both runs play: the window's first frame,
// which starts the clock and lasts nothing, then steady, hitched, irregular
// and slow frames, made by package instrument as the lab makes them.
func equivalenceFrames(t *testing.T, seed uint64) []time.Duration {
	t.Helper()
	out := []time.Duration{0}
	add := func(spec string, n int) {
		src, err := capture.Parse(spec, seed)
		if err != nil {
			t.Fatal(err)
		}
		for range n {
			out = append(out, src.Next(0))
		}
	}
	add("144", 150)
	out = append(out, 250*time.Millisecond, time.Second) // a hitch, then one the clamp cuts
	add("60", 90)
	add("irregular", 200)
	add("30", 60)
	add("59.94", 100)
	return out
}

// equivalenceKeys are the actions done before frame i: input, the limits,
// the time scale, pause and single steps, the tick rate, variable step.
var equivalenceKeys = map[int][]instrument.Action{
	5: {sandbox.Jump}, 40: {sandbox.Kick, sandbox.Teleport}, 149: {sandbox.ToggleLimits}, 160: {sandbox.ToggleLimits},
	180: {instrument.ScaleUp, instrument.ScaleUp}, 230: {instrument.TogglePause}, 240: {instrument.OneTick}, 241: {instrument.OneTick},
	250: {instrument.TogglePause, instrument.ScaleDown, instrument.ScaleDown}, 300: {sandbox.CycleRate}, 320: {sandbox.ToggleVariable},
	330: {sandbox.Jump}, 380: {sandbox.KickLeft}, 420: {sandbox.ToggleVariable}, 450: {sandbox.CycleRate, sandbox.CycleRate},
	500: {sandbox.CycleTwin}, 520: {sandbox.KickRight},
}

// played plays lengths, the first again after the last: a frame source
// for the lab.
type played struct {
	lengths []time.Duration
	next    int
}

func (p *played) Next(int) time.Duration {
	d := p.lengths[p.next%len(p.lengths)]
	p.next++
	return d
}

func (p *played) String() string { return "the test's frames" }

// The window's Game and the lab, given the same frames and the same keys,
// agree on every frame: the ticks it ran, alpha, the time it dropped and the
// world's fingerprint. The window reads its frames from its clock (here a
// virtual one, moved by each frame's length) through Draw's path, Game.Frame;
// the lab hands them to the loop as made-up lengths.
func TestWindowAndLabAgreeFrameByFrame(t *testing.T) {
	o, err := windowflags.ParsePlay(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	lengths := equivalenceFrames(t, o.Loop.World.Seed)
	want, err := lab.Trace(o.Loop, &played{lengths: lengths}, len(lengths), equivalenceKeys)
	if err != nil {
		t.Fatal(err)
	}
	clock := &fixed.VirtualClock{}
	g, err := NewGame(o, clock, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	ticks := 0
	for i, d := range lengths {
		for _, a := range equivalenceKeys[i] {
			g.Sandbox().Do(a) // what Update does with a key
		}
		clock.Advance(d)
		g.Frame(screen)
		sb := g.Sandbox()
		f := sb.Scene().Stats().Frame
		got := lab.FrameResult{Ticks: f.Ticks, Alpha: f.Alpha, Dropped: f.Dropped, Fingerprint: sb.Scene().World().Fingerprint()}
		if got != want[i] {
			t.Fatalf("frame %d (%v): the window did %v; the lab %v", i, d, got, want[i])
		}
		ticks += f.Ticks
	}
	t.Logf("%d frames, %d ticks: the same in the window and the lab", len(lengths), ticks)
}
