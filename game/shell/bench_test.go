//go:build !headless

package shell_test

import (
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tickbox/game/shell"
	"tickbox/render/gametest"
	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// mover is the work both sides of the benchmark do each frame: read an
// input, run one tick, draw a position between two states. It stands for
// a game's own Update and Draw, which the package's frame wraps.
type mover struct {
	x     fixed.Pair[float64]
	drawn float64
	in    fixedtest.Press
}

func (m *mover) Update() (fixedtest.Press, error) { m.in.Run = !m.in.Run; return m.in, nil }
func (m *mover) Step(in fixedtest.Press) {
	m.x.Tick()
	if m.x.Current++; in.Run {
		m.x.Current++
	}
}
func (m *mover) Draw(_ *ebiten.Image, alpha float64) {
	m.drawn = fixed.Lerp(m.x.Previous, m.x.Current, alpha)
}
func (m *mover) Layout(int, int) (int, int) { return 320, 240 }

// bare is the same game as a plain ebiten.Game: one tick per Update, no
// loop, no alpha.
type bare struct{ mover }

func (b *bare) Update() error {
	in, _ := b.mover.Update()
	b.mover.Step(in)
	return nil
}
func (b *bare) Draw(screen *ebiten.Image) { b.mover.Draw(screen, 1) }

// newFrame returns the package's frame for m with o, on a virtual clock
// that the frame moves on by one tick before each Update and Draw, as a
// 60 Hz display would: each frame runs exactly one tick, the work bare
// does. The frame is what Ebitengine calls: the Window's Update and Draw
// around the Loop's, around the game's own.
func newFrame(tb testing.TB, m *mover, o fixed.Options) func(screen *ebiten.Image) {
	clock := &fixed.VirtualClock{}
	o.Clock = clock
	var l *shell.Loop[fixedtest.Press]
	var err error
	gametest.Do(func() { l, err = shell.New[fixedtest.Press](m, o) }) // the dev layer's glyphs are drawn on the game's goroutine
	if err != nil {
		tb.Fatal(err)
	}
	w := &shell.Window{Frames: l}
	return func(screen *ebiten.Image) {
		clock.Advance(time.Second / 60)
		w.Update()
		w.Draw(screen)
	}
}

// BenchmarkFrame times the package's frame (the Window's and the Loop's
// Update and Draw around the game's own, with the dev layer off) against
// a bare ebiten.Game doing the same work, the two in turn in every
// iteration so that both see the same machine. overhead-ns/frame is the
// difference: what adopting the package costs a frame (the target: at
// most 1 µs and no allocation).
func BenchmarkFrame(b *testing.B) {
	screen := ebiten.NewImage(1, 1)
	frame := newFrame(b, &mover{}, fixed.Options{})
	plain := &bare{}
	for range 100 { // the policy's mean settles; slices grow
		frame(screen)
	}
	var loopTime, bareTime time.Duration
	// Inside the test game's Update, whose loop then waits: it would
	// otherwise spin beside the benchmark for a core of its own.
	gametest.Do(func() {
		b.ReportAllocs()
		b.ResetTimer()
		for range b.N {
			start := time.Now()
			frame(screen)
			mid := time.Now()
			plain.Update()
			plain.Draw(screen)
			loopTime, bareTime = loopTime+mid.Sub(start), bareTime+time.Since(mid)
		}
	})
	per := func(d time.Duration) float64 { return float64(d) / float64(b.N) }
	b.ReportMetric(per(loopTime), "loop-ns/frame")
	b.ReportMetric(per(bareTime), "bare-ns/frame")
	b.ReportMetric(per(loopTime-bareTime), "overhead-ns/frame")
}

// The package's frame allocates nothing with the dev layer off.
// (BenchmarkFrame measures what it costs: make test runs under the race
// detector, where a time means nothing. With the dev layer on, see
// TestDevFrameAllocatesNothing.)
func TestFrameAllocatesNothing(t *testing.T) {
	screen := ebiten.NewImage(1, 1)
	frame := newFrame(t, &mover{}, fixed.Options{})
	// AllocsPerRun counts every goroutine's allocations, and Ebitengine's
	// own goroutines allocate while it starts and when the machine is busy
	// (1 a frame was seen once in make test's race stage on a loaded
	// machine): the least of three runs is the frame's own count.
	n := math.Inf(1)
	gametest.Do(func() {
		for range 3 {
			n = min(n, testing.AllocsPerRun(1000, func() { frame(screen) }))
		}
	})
	if n != 0 {
		t.Fatalf("a frame allocates %v times, want 0", n)
	}
}
