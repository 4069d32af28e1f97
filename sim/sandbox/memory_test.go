package sandbox

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// longRun is the real time TestLongRunStaysFlat plays on the virtual clock.
const longRun = 10 * time.Hour

// The window's loop kept going for hours, through everything the keys do
// to it: its timeline takes every frame not held by a pause, into a
// buffer that never grows (a fixed ring: sim/instrument's
// TestTimelineIsARing), the live heap does not grow, and a
// steady-state frame still allocates nothing, with the filter on. Fast mode
// is left out: on a virtual clock that only moves when told, a fast frame
// runs the fast mode's cap of 100,000 ticks, which would make the run slow, not different.
func TestLongRunStaysFlat(t *testing.T) {
	s, clock := newSandbox(t, func(o *Options) { o.Snap.On = true })
	r := rand.New(rand.NewPCG(6, 3))
	frames, added := int64(0), int64(0)
	var before uint64
	var ro instrument.Readout
	for clock.Now() < longRun {
		if before == 0 && clock.Now() >= longRun/10 {
			before = liveHeap()
		}
		switch {
		case r.IntN(200) == 0:
			s.Do(longRunActions[r.IntN(len(longRunActions))])
		case s.Scene().Settings().Paused && r.IntN(100) == 0:
			s.Do(instrument.TogglePause) // pauses last about 100 frames
		}
		clock.Advance(time.Duration(1+r.IntN(40)) * time.Millisecond)
		tick := s.Scene().Tick()
		s.Frame()
		frames++
		if !s.Scene().Settings().Paused || s.Scene().Tick() != tick {
			added++ // a paused frame that runs no tick leaves the timeline as it was
		}
		room := cap(ro.Frames)
		if s.Scene().readout(&ro); ro.Added != added || room != 0 && cap(ro.Frames) != room {
			t.Fatalf("frame %d: the timeline took %d frames into room for %d, want %d into %d: every frame not held by a pause",
				frames, ro.Added, cap(ro.Frames), added, room)
		}
	}
	after := liveHeap()
	if grown := int64(after) - int64(before); grown > 64<<10 {
		t.Errorf("live heap grew by %d bytes over the last 90%% of %v of frames: want flat", grown, longRun)
	}
	for s.Scene().Settings().Paused || s.Scene().Settings().Load > 0 || !s.Scene().Settings().Snap {
		s.Do(settle(s.Scene().Settings()))
	}
	allocs := testing.AllocsPerRun(200, func() {
		clock.Advance(time.Millisecond)
		s.Frame()
	})
	if allocs != 0 {
		t.Errorf("after %d frames, a frame allocates %v times, want 0", frames, allocs)
	}
	t.Logf("%v of frames: %d frames, %d ticks, heap %d -> %d bytes", longRun, frames, s.Scene().Tick(), before, after)
}

// longRunActions are what the long run does now and then, at random:
// everything the keys do but fast mode, screenshots, quitting and the
// limits switch: with the limits off, a load of more than a step a tick is
// the spiral of death, each frame longer than the last, which would spend
// the run's hours in a few long frames.
var longRunActions = []instrument.Action{
	Jump, Kick, KickLeft, KickRight, Teleport, Reset,
	CycleDraw, ToggleVariable, instrument.Hitch, instrument.LongHitch, instrument.Stall,
	instrument.ToggleJitter, ToggleSnap, instrument.LoadUp, instrument.LoadDown,
	instrument.CycleFPSCap, CycleRate, instrument.ScaleUp, instrument.ScaleDown, instrument.TogglePause,
	instrument.OneTick, ToggleGhost, instrument.ToggleOverlay, instrument.ToggleTimeline, instrument.ToggleHelp,
}

// settle returns the action that undoes one setting the long run may have
// left on that would make the last frames measured differ from the steady state.
func settle(set instrument.Settings) instrument.Action {
	switch {
	case set.Paused:
		return instrument.TogglePause
	case set.Load > 0:
		return instrument.LoadDown
	}
	return ToggleSnap
}

// liveHeap returns the bytes of live heap objects, after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
