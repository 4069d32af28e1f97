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

// frameResult is what one frame did: what the window's overlay shows of
// it, and the world it left.
type frameResult struct {
	Ticks       int
	Alpha       float64
	Dropped     time.Duration
	Fingerprint uint64 // of the world drawn
}

// resultOf is what sb's latest frame did.
func resultOf(sb *sandbox.Sandbox) frameResult {
	f := sb.Scene().Stats().Frame
	return frameResult{Ticks: f.Ticks, Alpha: f.Alpha, Dropped: f.Dropped, Fingerprint: sb.Scene().World().Fingerprint()}
}

// labTrace plays lengths through the sandbox of o as the lab's commands
// do: on a virtual clock, saving nothing, each frame handed to Advance as
// a made-up length, doing the actions of keys[i] before frame i.
func labTrace(t *testing.T, o sandbox.Options, lengths []time.Duration, keys map[int][]instrument.Action) []frameResult {
	t.Helper()
	o.RecordDir = ""
	sb, err := sandbox.New(o, &fixed.VirtualClock{})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]frameResult, len(lengths))
	for i, d := range lengths {
		for _, a := range keys[i] {
			sb.Do(a)
		}
		sb.Advance(d)
		sb.Notices()
		if err := sb.Scene().Stats().Err; err != nil {
			t.Fatalf("the lab's frame %d: %v", i, err)
		}
		out[i] = resultOf(sb)
	}
	return out
}

// The window's Game and the lab's sandbox, given the same frames and the
// same keys, agree on every frame: the ticks it ran, alpha, the time it dropped and the
// world's fingerprint. The window reads its frames from its clock (here a
// virtual one, moved by each frame's length) through Draw's path, Game.Frame;
// the lab hands them to the loop as made-up lengths.
func TestWindowAndLabAgreeFrameByFrame(t *testing.T) {
	o, err := windowflags.ParsePlay(nil, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	lengths := equivalenceFrames(t, o.Loop.World.Seed)
	want := labTrace(t, o.Loop, lengths, equivalenceKeys)
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
		got := resultOf(g.Sandbox())
		if got != want[i] {
			t.Fatalf("frame %d (%v): the window did %v; the lab %v", i, d, got, want[i])
		}
		ticks += got.Ticks
	}
	t.Logf("%d frames, %d ticks: the same in the window and the lab", len(lengths), ticks)
}
