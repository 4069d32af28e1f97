//go:build !headless

package view

import (
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/render"
	"tickbox/sim/bounce"
	"tickbox/sim/fixed"
	"tickbox/sim/sandbox"
	"tickbox/sim/simtest"
)

// scene is a sandbox on a virtual clock, the renderer drawing it, and the
// picture taken of it each frame, as the window has them.
type scene struct {
	sb    *sandbox.Sandbox
	clock *fixed.VirtualClock
	r     *Renderer
	pic   sandbox.Picture
}

// newScene returns the default sandbox on a virtual clock at 144 fps, and
// a renderer for it, after a second of frames (batches grown, trail full).
func newScene(t testing.TB, edit func(*sandbox.Options)) *scene {
	t.Helper()
	o := sandbox.DefaultOptions()
	o.FPSCap = 144
	if edit != nil {
		edit(&o)
	}
	s := openScene(t, o)
	for range 144 {
		s.frame()
	}
	return s
}

// openScene returns the sandbox o makes on a virtual clock and a renderer
// for it, before any frame.
func openScene(t testing.TB, o sandbox.Options) *scene {
	t.Helper()
	s := &scene{clock: &fixed.VirtualClock{}}
	var err error
	if s.sb, err = sandbox.New(o, s.clock); err != nil {
		t.Fatal(err)
	}
	if s.r, err = newRenderer(o.World); err != nil {
		t.Fatal(err)
	}
	return s
}

// frame runs a frame of the sandbox and builds its picture, as the
// window's Frame does.
func (s *scene) frame() {
	s.sb.Frame()
	s.build()
}

// build takes the picture of the sandbox as it is and builds it.
func (s *scene) build() {
	s.pic.Fill(s.sb.Scene())
	s.r.Build(&s.pic)
}

// A steady-state frame of the default scene, with the overlay, the
// timeline and the ghost trail on, allocates nothing: the loop's frame and
// all of the drawing work up to the GPU calls.
func TestFrameAllocatesNothing(t *testing.T) {
	s := newScene(t, nil)
	if allocs := s.frameAllocs(); allocs != 0 {
		t.Fatalf("a frame allocates %v times, want 0", allocs)
	}
}

// frameAllocs returns the allocations a frame of s makes, the least of
// three runs of 500 frames each, on the game's goroutine. AllocsPerRun
// counts every goroutine's allocations, and on a loaded machine
// Ebitengine's and the X connection's own goroutines now and then
// allocate hundreds while the frames run (a replay frame counted 1 or 2
// in about one run of twenty at a load average of 3); the frames
// themselves are the same code on a virtual clock, so an allocation of
// theirs shows in all three.
func (s *scene) frameAllocs() float64 {
	return leastAllocs(500, func() {
		s.clock.Advance(time.Millisecond)
		s.frame()
	})
}

// leastAllocs returns the allocations of f, the least of three
// AllocsPerRun of runs each, run on the game's goroutine (see frameAllocs).
func leastAllocs(runs int, f func()) float64 {
	allocs := math.Inf(1)
	onGame(func() {
		for range 3 {
			allocs = min(allocs, testing.AllocsPerRun(runs, f))
		}
	})
	return allocs
}

// So does a frame of a replay being played and checked, with the desync
// lab's twin stepped beside it, their marker drawn and their rows of the
// overlay written.
func TestReplayFrameAllocatesNothing(t *testing.T) {
	s := newScene(t, nil)
	sb := s.sb
	w, err := bounce.New(sb.Scene().World().Config)
	if err != nil {
		t.Fatal(err)
	}
	busy := func(tick int64) bounce.Input {
		return bounce.Input{Jump: bounce.Tap(tick%100 == 0), Teleport: bounce.Tap(tick%333 == 0)}
	}
	if err := sb.Play(simtest.Record(t, w, w.Config.Build).Until(20_000, busy).Done()); err != nil {
		t.Fatal(err)
	}
	sb.Do(sandbox.CycleTwin)
	for range 144 {
		s.clock.Advance(time.Millisecond)
		s.frame()
	}
	allocs := s.frameAllocs()
	if st := sb.Scene().Replay(); st.Playing == "" || st.Done || st.Checked == 0 || sb.Scene().TwinApart() == 0 {
		t.Fatalf("the replay is %v, the twin %v m apart: the frames measured did not play and check it", st, sb.Scene().TwinApart())
	}
	if allocs != 0 {
		t.Fatalf("a replay frame allocates %v times, want 0", allocs)
	}
}

// The GPU calls themselves: Flush makes a few DrawTriangles calls, and
// Ebitengine 2.8 allocates a little per call inside its command queue (its
// issue #2601). This test pins that down so that a change on our side (a
// call per ball, say) shows at once.
func TestFlushAllocatesOnlyInEbitengine(t *testing.T) {
	s := newScene(t, nil)
	screen := ebiten.NewImage(render.ScreenWidth, render.ScreenHeight)
	// AllocsPerRun counts every goroutine's allocations, and Ebitengine's
	// own goroutines allocate more when the machine is busy: the least of
	// three runs is the frame's own count (33 was seen once on a loaded
	// machine where a quiet one counts 6 to 9).
	allocs := leastAllocs(50, func() {
		s.clock.Advance(time.Millisecond)
		s.frame()
		s.r.Flush(screen)
	})
	t.Logf("a whole frame, GPU calls included, allocates %v times (all inside Ebitengine)", allocs)
	if allocs > 20 {
		t.Fatalf("a whole frame allocates %v times; want a handful per DrawTriangles call", allocs)
	}
}

// Build starts from empty batches: a frame built and never flushed (a
// script plays many frames for each it shows) leaves nothing behind.
func TestBuildStartsEmpty(t *testing.T) {
	s := newScene(t, nil)
	var once, twice int
	onGame(func() {
		s.build()
		once = s.r.vertices()
		s.build()
		twice = s.r.vertices()
	})
	if once == 0 || twice != once {
		t.Fatalf("one Build holds %d vertices, two hold %d; want the same, above 0", once, twice)
	}
}
