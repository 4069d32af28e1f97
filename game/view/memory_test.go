//go:build !headless

package view

import (
	"runtime"
	"testing"
	"time"

	"tickbox/sim/sandbox"
)

// longRun is the real time TestLongRunStaysFlat draws, at longRunFPS.
const (
	longRun    = time.Hour
	longRunFPS = 10
)

// The window drawn frame after frame for hours, with the frame-time filter
// on and a jump and a kick now and then: the ghost trail stays a full
// fixed ring, the batches' buffers stop growing once they fit the scene,
// the live heap stays flat, and a steady-state frame of the loop and of all
// the drawing up to the GPU calls allocates nothing. Frames are built and
// then discarded rather than flushed: the GPU calls are Ebitengine's (see
// TestFlushAllocatesOnlyInEbitengine), and without them the run is quick.
func TestLongRunStaysFlat(t *testing.T) {
	s := newScene(t, func(o *sandbox.Options) { o.Snap.On, o.FPSCap = true, longRunFPS })
	sb, r := s.sb, s.r
	frame := func(i int) {
		switch i % 600 {
		case 0:
			sb.Do(sandbox.Jump)
		case 300:
			sb.Do(sandbox.Kick)
		}
		s.clock.Advance(time.Millisecond)
		s.frame()
		r.discard()
	}
	frames := int(longRun / time.Second * longRunFPS)
	var before, after uint64
	var batchBefore, ghost, ghostCap, batchAfter int
	var allocs float64
	onGame(func() {
		for i := range frames / 10 {
			frame(i)
		}
		_, _, batchBefore = r.buffers()
		before = liveHeap()
		for i := frames / 10; i < frames; i++ {
			frame(i)
		}
		after = liveHeap()
		ghost, ghostCap, batchAfter = r.buffers()
		allocs = testing.AllocsPerRun(500, func() { frame(1) })
	})
	if ghost != ghostCap || batchAfter != batchBefore {
		t.Errorf("after %d frames: ghost trail %d of %d, batches %d -> %d vertices; want full and unchanged",
			frames, ghost, ghostCap, batchBefore, batchAfter)
	}
	if grown := int64(after) - int64(before); grown > 64<<10 {
		t.Errorf("live heap grew by %d bytes over the last 90%% of %v of frames: want flat", grown, longRun)
	}
	// The timeline's ring filling up is package sandbox's TestLongRunStaysFlat.
	if !sb.Scene().Settings().Snap || sb.Scene().Stats().Snapped == 0 {
		t.Errorf("filter on %v, %d frames snapped; want on, some", sb.Scene().Settings().Snap, sb.Scene().Stats().Snapped)
	}
	if allocs != 0 {
		t.Errorf("with the filter on, a frame allocates %v times, want 0", allocs)
	}
	t.Logf("%v at %d fps: %d frames, heap %d -> %d bytes, ghost trail %d, batches %d", longRun, longRunFPS,
		frames, before, after, ghost, batchAfter)
}

// liveHeap returns the bytes of live heap objects, after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
