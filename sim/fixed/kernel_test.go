package fixed

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tickbox/sim/sched"
)

// frame60 is one 60 fps frame, rounded up to the ns: it owes one tick.
const frame60 = 16_666_667 * time.Nanosecond

// num is an input that is a number: each tick here takes its own.
type num int64

func (n num) Merge(next num) num { return next }
func (n num) Held() num          { return n }

// log is a state that records the input of every tick it runs.
type log struct{ inputs []int64 }

func (l *log) Step(in num) { l.inputs = append(l.inputs, int64(in)) }

// newLoop returns a loop over a fresh log at c, on a virtual clock, each
// tick taking its own number as input.
func newLoop(t *testing.T, c sched.Config) (*Loop[num], *log, *VirtualClock) {
	t.Helper()
	clock, state := &VirtualClock{}, &log{}
	l := newOn(t, clock, state, c)
	l.SetInputs(InputFunc[num](func(tick int64) num { return num(tick) }))
	return l, state, clock
}

// newOn returns a loop of state on clock under tickbox's policy with c's
// rate and limits (0: none).
func newOn[I Input[I]](t interface{ Fatal(...any) }, clock Clock, state Stepper[I], c sched.Config) *Loop[I] {
	o := Options{Policy: "tickbox", Clock: clock, Rate: c.Rate, MaxFrame: Unlimited, MaxUpdates: Unlimited}
	if c.MaxFrame > 0 {
		o.MaxFrame = c.MaxFrame
	}
	if c.MaxUpdates > 0 {
		o.MaxUpdates = c.MaxUpdates
	}
	l, err := New(state, o)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// advance runs a frame of elapsed and fails the test on an error.
func advance(t *testing.T, l *Loop[num], elapsed time.Duration) Frame {
	t.Helper()
	f, err := l.advanceFrame(elapsed)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Every tick the policy decides runs, once, in order, each taking the
// input of its own tick; the Frame reports them, and what the scheduler
// decided and dropped, frame by frame.
func TestEveryTickRunsOnceWithItsInput(t *testing.T) {
	l, state, _ := newLoop(t, sched.DefaultConfig())
	for i, c := range []struct {
		elapsed        time.Duration
		ticks, dropped int
	}{{frame60, 1, 0}, {frame60 / 2, 0, 0}, {frame60 * 3 / 2, 2, 0}, {2 * time.Second, 5, 10}, {0, 0, 0}, {frame60, 1, 0}} {
		f := advance(t, l, c.elapsed)
		if f.Ticks != c.ticks || f.Decided != c.ticks || f.DroppedTicks != int64(c.dropped) {
			t.Fatalf("frame %d (%v): ran %d, decided %d, dropped %d; want %d, %d, %d",
				i, c.elapsed, f.Ticks, f.Decided, f.DroppedTicks, c.ticks, c.ticks, c.dropped)
		}
	}
	for i, in := range state.inputs {
		if in != int64(i) {
			t.Fatalf("tick %d took the input of tick %d: %v", i, in, state.inputs)
		}
	}
	if len(state.inputs) != 9 || l.Tick() != 9 || l.Scheduler().Totals().Ticks != 9 {
		t.Fatalf("%d ticks ran, the loop is at %d, the scheduler counts %d; want 9 each",
			len(state.inputs), l.Tick(), l.Scheduler().Totals().Ticks)
	}
}

// A stop at a tick ends a frame that owes more on exactly that tick, and
// no tick runs from then on, from whatever tick the loop was set to.
func TestStopAtEndsOnTheTick(t *testing.T) {
	l, state, _ := newLoop(t, sched.Config{Rate: 60}) // no clamp, no cap
	l.SetTick(1000)
	l.StopAt(1005)
	f := advance(t, l, 10*frame60)
	if f.Ticks != 5 || f.Decided != 10 || l.Tick() != 1005 {
		t.Fatalf("a frame owing 10 ticks from 1000, stopped at 1005: ran %d, decided %d, at tick %d; want 5, 10, 1005",
			f.Ticks, f.Decided, l.Tick())
	}
	if f := advance(t, l, frame60); f.Ticks != 0 || f.Decided != 1 {
		t.Fatalf("a frame after the stop ran %d of %d ticks, want none", f.Ticks, f.Decided)
	}
	l.StopAt(1007)
	if f := advance(t, l, 10*frame60); f.Ticks != 2 || state.inputs[len(state.inputs)-1] != 1006 {
		t.Fatalf("the stop moved to 1007: ran %d ticks, the last taking %d; want 2, 1006", f.Ticks, state.inputs[len(state.inputs)-1])
	}
	l.StopAt(Never)
	if f := advance(t, l, 3*frame60); f.Ticks != 3 {
		t.Fatalf("with the stop removed a frame owing 3 ran %d", f.Ticks)
	}
}

// The scheduler's totals count the ticks that ran, not those a frame
// decided past a stop: at 60 Hz under tickbox, stopped at tick 2, two
// frames of 100 ms (6 ticks each, 5 run at most) run 2 ticks in all, and
// Totals.Ticks says 2 after each, the 3 and 5 not run counted in NotRun,
// the identity exact. Totals.Ticks once said 5, then 10 (dash -replay of
// 272 ticks: "300 frames ran 273 ticks"), and Check passed all the same.
// An interrupt gives its ticks up the same way.
func TestTotalsCountTheTicksThatRan(t *testing.T) {
	l, state, _ := newLoop(t, sched.DefaultConfig())
	l.StopAt(2)
	for i, notRun := range []int64{3, 8} {
		f := advance(t, l, 100*time.Millisecond)
		tot := l.Scheduler().Totals()
		if len(state.inputs) != 2 || tot.Ticks != 2 || tot.NotRun != notRun || f.Decided-f.Ticks != int(notRun-3*int64(i)) {
			t.Errorf("frame %d: the state stepped %d times, Totals.Ticks %d, NotRun %d (frame: ran %d of %d); want 2, 2, %d",
				i+1, len(state.inputs), tot.Ticks, tot.NotRun, f.Ticks, f.Decided, notRun)
		}
		if err := l.Scheduler().Check(); err != nil {
			t.Errorf("frame %d: %v", i+1, err)
		}
	}
	l.StopAt(Never)
	l.Interrupt()
	f := advance(t, l, 100*time.Millisecond)
	if tot := l.Scheduler().Totals(); f.Ticks != 0 || tot.Ticks != int64(len(state.inputs)) || tot.NotRun != 8+int64(f.Decided) {
		t.Errorf("interrupted: ran %d of %d, Totals.Ticks %d for %d stepped, NotRun %d; want the ticks that ran", f.Ticks, f.Decided, tot.Ticks, len(state.inputs), tot.NotRun)
	}
	if err := l.Scheduler().Check(); err != nil {
		t.Errorf("interrupted: %v", err)
	}
}

// Frame measures each frame on the loop's clock: the first, and the first
// after Restart, lasts 0; the others the time since the previous began.
func TestFrameReadsTheClock(t *testing.T) {
	l, _, clock := newLoop(t, sched.DefaultConfig())
	clock.Advance(time.Hour) // before the first frame: not counted
	var got []time.Duration
	for _, d := range []time.Duration{0, 7 * time.Millisecond, frame60} {
		clock.Advance(d)
		f, err := l.measuredFrame()
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, f.Elapsed)
	}
	l.Restart()
	clock.Advance(time.Minute)
	f, _ := l.measuredFrame()
	got = append(got, f.Elapsed)
	if want := []time.Duration{0, 7 * time.Millisecond, frame60, 0}; !slices.Equal(got, want) {
		t.Fatalf("frames lasted %v, want %v", got, want)
	}
}

// Measure reads the clock as Frame does, without advancing: a caller that
// filters frame lengths measures with it and then advances, and its frames
// last what Frame's would; the two share one reading, so a Frame after a
// Measure counts from it.
func TestMeasureIsFramesReading(t *testing.T) {
	l, state, clock := newLoop(t, sched.DefaultConfig())
	var got []time.Duration
	for _, d := range []time.Duration{time.Hour, 7 * time.Millisecond, frame60} {
		clock.Advance(d)
		got = append(got, l.measure())
	}
	clock.Advance(3 * time.Millisecond)
	f, _ := l.measuredFrame()
	got = append(got, f.Elapsed)
	l.Restart()
	clock.Advance(time.Minute)
	got = append(got, l.measure())
	if want := []time.Duration{0, 7 * time.Millisecond, frame60, 3 * time.Millisecond, 0}; !slices.Equal(got, want) {
		t.Fatalf("measured %v, want %v", got, want)
	}
	if len(state.inputs) != 0 || l.Scheduler().Totals().Frames != 1 {
		t.Fatalf("Measure ran %d ticks and %d frames; want only Frame's frame", len(state.inputs), l.Scheduler().Totals().Frames)
	}
}

// A frame the scheduler refuses runs no tick, changes nothing, and says
// why, naming the length.
func TestAdvanceRefusesABadFrame(t *testing.T) {
	l, state, _ := newLoop(t, sched.DefaultConfig())
	before := advance(t, l, frame60*3/2)
	for _, e := range []time.Duration{-time.Nanosecond, sched.MaxElapsed + 1} {
		f, err := l.advanceFrame(e)
		if err == nil || !strings.Contains(err.Error(), e.String()) {
			t.Errorf("Advance(%v): error %v, want one naming it", e, err)
		}
		alpha := l.Scheduler().Alpha()
		if f.Alpha != before.Alpha || alpha != before.Alpha || len(state.inputs) != 1 || l.Scheduler().Totals().Frames != 1 {
			t.Errorf("Advance(%v) ran %d ticks, alpha %v (was %v), %d frames: want nothing changed", e, len(state.inputs)-1, alpha, before.Alpha, l.Scheduler().Totals().Frames)
		}
	}
}

// sleeper costs 1 ms of its clock's time a tick.
type sleeper struct {
	clock Clock
	ticks int
}

func (s *sleeper) Step(num) { s.clock.Sleep(time.Millisecond); s.ticks++ }

// Fast runs ticks for its budget of the clock's time, at least one, at
// most most, and leaves owed time and alpha as they were; paused, it runs
// only a tick asked for; a stop ends it.
func TestFast(t *testing.T) {
	clock := &VirtualClock{}
	state := &sleeper{clock: clock}
	l := newOn(t, clock, state, sched.DefaultConfig())
	s := l.Scheduler()
	if _, err := l.advanceFrame(frame60 / 2); err != nil {
		t.Fatal(err)
	}
	before := owed(s)
	for _, c := range []struct{ budget, want int }{{12, 12}, {0, 1}, {1000, 100}} {
		f, err := l.fastFrameOf(time.Duration(c.budget)*time.Millisecond, 100)
		if err != nil || f.Ticks != c.want || f.Elapsed != 0 || owed(s) != before {
			t.Errorf("Fast(%d ms, 100): %d ticks, elapsed %v, owed %d → %d, %v; want %d ticks, owed kept",
				c.budget, f.Ticks, f.Elapsed, before, owed(s), err, c.want)
		}
	}
	// Paused, a frame of the fast mode runs only a tick asked for.
	l.SetFast(true)
	l.SetPaused(true)
	if f, _ := l.advanceFrame(time.Second); f.Ticks != 0 || f.Elapsed != 0 {
		t.Errorf("paused, Fast ran %d ticks, elapsed %v", f.Ticks, f.Elapsed)
	}
	l.OneTick()
	if f, _ := l.advanceFrame(time.Second); f.Ticks != 1 || state.ticks != 114 || f.Elapsed != 0 {
		t.Errorf("paused with a step asked for, Fast ran %d ticks (%d in all), elapsed %v; want 1 (114)", f.Ticks, state.ticks, f.Elapsed)
	}
	// A stop ends it early, and most below 1 runs nothing.
	l.SetFast(false)
	l.SetPaused(false)
	l.StopAt(l.Tick() + 3)
	if f, _ := l.fastFrameOf(time.Second, 100); f.Ticks != 3 || state.ticks != 117 {
		t.Errorf("3 ticks before a stop, Fast ran %d ticks (%d in all); want 3 (117)", f.Ticks, state.ticks)
	}
	l.StopAt(Never)
	if f, _ := l.fastFrameOf(time.Second, 0); f.Ticks != 0 || state.ticks != 117 {
		t.Errorf("Fast(1 s, 0) ran %d ticks (%d in all); want 0", f.Ticks, state.ticks)
	}
}

// Advance writes the same frame into a Frame whatever it held: a frame
// that dropped ticks leaves nothing in the next, nor does a refused one.
func TestAdvanceClearsTheFrame(t *testing.T) {
	a, _, _ := newLoop(t, sched.DefaultConfig())
	b, _, _ := newLoop(t, sched.DefaultConfig())
	used := Frame{Decided: 9, Fast: true, Measured: time.Hour}
	used.Capped, used.Clamped, used.Paused, used.DroppedTicks, used.Dropped = true, true, true, 7, time.Second
	for _, e := range []time.Duration{frame60, time.Second, frame60 / 2, sched.MaxElapsed + 1, frame60} {
		want, wantErr := a.Advance(e)
		b.last = used
		f, err := b.Advance(e)
		if f != want || (err == nil) != (wantErr == nil) {
			t.Fatalf("a frame of %v: Advance into a used Frame gave %+v, %v; into a new one %+v, %v", e, f, err, want, wantErr)
		}
	}
}

// measuredFrame runs one frame measured on the loop's clock, with no
// snapping and no dev layer.
func (l *Loop[I]) measuredFrame() (Frame, error) { return l.Frame() }

// advanceFrame runs one frame of elapsed and returns it.
func (l *Loop[I]) advanceFrame(elapsed time.Duration) (Frame, error) { return l.Advance(elapsed) }

// fastFrameOf runs one fast frame and returns it.
func (l *Loop[I]) fastFrameOf(budget time.Duration, most int) (Frame, error) {
	err := l.fastFrame(budget, most)
	return l.last, err
}

// owed is the time the scheduler owes, in units, from its totals: what
// the accounting identity leaves.
func owed(s *sched.Scheduler) int64 {
	t := s.Totals()
	return (t.AcceptedTicks-t.Ticks-t.DroppedTicks-t.NotRun)*sched.UnitsPerTick + t.AcceptedUnits
}
