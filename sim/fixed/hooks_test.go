package fixed_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// calls notes every hook called, in order, as "name:tick".
type calls []string

func (c *calls) add(format string, a ...any) { *c = append(*c, fmt.Sprintf(format, a...)) }

// noting returns hooks named name that note each call in c and change
// nothing.
func noting(c *calls, name string) fixed.Hooks[fixedtest.Press] {
	return fixed.Hooks[fixedtest.Press]{
		Length: func(d time.Duration) time.Duration { c.add("%s length", name); return d },
		Input:  func(tick int64, in fixedtest.Press) fixedtest.Press { c.add("%s input %d", name, tick); return in },
		Step: func(tick int64, in fixedtest.Press, next fixed.Stepper[fixedtest.Press]) {
			c.add("%s step %d", name, tick)
			next.Step(in)
		},
		Ticked:    func(tick int64) { c.add("%s ticked %d", name, tick) },
		Framed:    func(f *fixed.Frame) { c.add("%s framed %d", name, f.Tick) },
		StartOver: func(tick int64) { c.add("%s start over %d", name, tick) },
		Restart:   func() { c.add("%s restart", name) },
		Close:     func() error { c.add("%s close", name); return nil },
	}
}

// Every hook runs at its point, in the order Hooks documents: the hooks
// attached first first, but Step, where the one attached last is
// outermost.
func TestHookOrder(t *testing.T) {
	var c calls
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	l.Hook(noting(&c, "a"))
	l.Hook(noting(&c, "b"))
	advance(t, l, 2*tick)
	want := calls{"a length", "b length",
		"a input 0", "b input 0", "b step 0", "a step 0", "a ticked 0", "b ticked 0",
		"a input 1", "b input 1", "b step 1", "a step 1", "a ticked 1", "b ticked 1",
		"a framed 2", "b framed 2"}
	if !slices.Equal(c, want) || len(g.Inputs) != 2 {
		t.Errorf("a frame of two ticks called\n%q\nwant\n%q\nand the game stepped %d times, want 2", c, want, len(g.Inputs))
	}
	c = nil
	l.Restart()
	if err := l.StartOver(7, 60); err != nil {
		t.Fatal(err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	_ = l.Close() // the second time calls nothing
	want = calls{"a restart", "b restart", "a start over 7", "b start over 7", "a close", "b close"}
	if !slices.Equal(c, want) {
		t.Errorf("Restart, StartOver and Close called %q, want %q", c, want)
	}
}

// A Length hook changes the ticks the policy decides, an Input hook the
// input each tick runs with, and a Step hook how often the game steps.
func TestHooksChangeTicks(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	l.Hook(fixed.Hooks[fixedtest.Press]{
		Length: func(d time.Duration) time.Duration { return 2 * d },
		Input:  func(tick int64, in fixedtest.Press) fixedtest.Press { in.Run = tick%2 == 0; return in },
	})
	if f := advance(t, l, tick); f.Ticks != 2 || f.Measured != tick || f.Snapped != 2*tick {
		t.Errorf("a frame of a tick made twice as long ran %d ticks, measured %v, counted %v: want 2, %v, %v", f.Ticks, f.Measured, f.Snapped, tick, 2*tick)
	}
	if want := []fixedtest.Press{{Run: true}, {}}; !slices.Equal(g.Inputs, want) {
		t.Errorf("the ticks took %v, want %v", g.Inputs, want)
	}
	l.Hook(fixed.Hooks[fixedtest.Press]{Step: func(_ int64, in fixedtest.Press, next fixed.Stepper[fixedtest.Press]) { next.Step(in); next.Step(in) }})
	g.Inputs = nil
	if f := advance(t, l, tick); f.Ticks != 2 || len(g.Inputs) != 4 || l.Tick() != 4 {
		t.Errorf("with a step that steps twice, a frame ran %d ticks, the game stepped %d times, the loop is at tick %d: want 2, 4, 4", f.Ticks, len(g.Inputs), l.Tick())
	}
}

// One frame's input reaches exactly one tick through the Input hooks, and
// a stop still ends the frame between ticks.
func TestHooksKeepInputAndStop(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	var seen []int64
	l.Hook(fixed.Hooks[fixedtest.Press]{Ticked: func(tick int64) { seen = append(seen, tick) }})
	l.StopAt(3)
	l.Feed(fixedtest.Press{Jump: true})
	if f := advance(t, l, 5*tick); f.Ticks != 3 || f.Decided != 5 {
		t.Errorf("a frame of 5 ticks stopped at tick 3 ran %d, decided %d: want 3, 5", f.Ticks, f.Decided)
	}
	if g.Jumps != 1 || !slices.Equal(seen, []int64{0, 1, 2}) {
		t.Errorf("one frame's jump was taken by %d ticks, and Ticked saw %v: want 1, [0 1 2]", g.Jumps, seen)
	}
}

// Unhook detaches the hooks from the next frame on, and a hook attached
// or detached from a hook takes effect then too.
func TestUnhook(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	n := 0
	var unhook func()
	unhook = l.Hook(fixed.Hooks[fixedtest.Press]{Ticked: func(int64) {
		n++
		unhook() // the frame's other ticks still see it
	}})
	advance(t, l, 3*tick)
	advance(t, l, 3*tick)
	unhook()
	if n != 3 {
		t.Errorf("a hook that detached itself in the first of two frames of 3 ticks ran %d times, want 3", n)
	}
}

// Close joins the Close hooks' errors.
func TestHookCloseError(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{})
	bad := errors.New("part: not saved")
	l.Hook(fixed.Hooks[fixedtest.Press]{Close: func() error { return bad }})
	if err := l.Close(); !errors.Is(err, bad) {
		t.Errorf("Close returned %v, want the hook's %v", err, bad)
	}
}

// tally is a game whose ticks allocate nothing.
type tally struct{ n int64 }

func (c *tally) Step(fixedtest.Press) { c.n++ }

// A frame allocates nothing, with no hooks (the kernel ticks the game
// directly) and with hooks at every point of a frame.
func TestHookedFrameAllocs(t *testing.T) {
	for _, hooked := range []bool{false, true} {
		g := &tally{}
		l := newLoop[fixedtest.Press](t, g, fixed.Options{})
		if hooked {
			l.Hook(fixed.Hooks[fixedtest.Press]{
				Length: func(d time.Duration) time.Duration { return d },
				Input:  func(_ int64, in fixedtest.Press) fixedtest.Press { return in },
				Step:   func(_ int64, in fixedtest.Press, next fixed.Stepper[fixedtest.Press]) { next.Step(in) },
				Ticked: func(int64) {},
				Framed: func(*fixed.Frame) {},
			})
		}
		advance(t, l, tick)
		allocs := testing.AllocsPerRun(1000, func() {
			l.Feed(fixedtest.Press{Jump: true})
			_, _ = l.Run(2 * tick)
		})
		if allocs != 0 || g.n < 2000 {
			t.Errorf("hooked %v: a frame of 2 ticks allocated %v times and the game ran %d ticks: want 0, 2000 or more", hooked, allocs, g.n)
		}
	}
}

// A Rate hook is told of SetRate with the tick the rate changes at, once
// hz is checked and before anything changes; its error refuses the
// change, and nothing changes.
func TestRateHook(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{})
	advance(t, l, 3*tick)
	var told []string
	refuse := false
	l.Hook(fixed.Hooks[fixedtest.Press]{Rate: func(tick int64, hz int) error {
		told = append(told, fmt.Sprintf("%d Hz at %d", hz, tick))
		if refuse {
			return errors.New("part: not now")
		}
		return nil
	}})
	if err := l.SetRate(2000); err == nil || len(told) != 0 {
		t.Errorf("SetRate(2000) = %v, the hook told %v; want an error, and the hook not told", err, told)
	}
	if err := l.SetRate(120); err != nil || !slices.Equal(told, []string{"120 Hz at 3"}) || g.Rate != 120 {
		t.Errorf("SetRate(120) = %v, the hook told %v, the game at %d Hz; want nil, [120 Hz at 3], 120", err, told, g.Rate)
	}
	refuse = true
	if err := l.SetRate(30); err == nil || g.Rate != 120 {
		t.Errorf("SetRate(30) refused by the hook = %v, the game at %d Hz; want the hook's error, 120", err, g.Rate)
	}
	if f := advance(t, l, tick); f.Rate != 120 || f.Ticks != 2 {
		t.Errorf("after the refused change, a 60 Hz frame ran %d ticks at %d Hz; want 2 at 120", f.Ticks, f.Rate)
	}
}

// SetRate from a hook inside a frame (a playback's rate change) tells the
// game at once, from the tick it is called in; the frame's accounting
// holds, a stop within its ticks included, and the next frame runs at the
// new rate.
func TestSetRateWithinAFrame(t *testing.T) {
	g := &fixedtest.Runner{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Policy: "tickbox"})
	var rates []int64
	l.Hook(fixed.Hooks[fixedtest.Press]{
		Input: func(tick int64, in fixedtest.Press) fixedtest.Press {
			if tick == 1 {
				if err := l.SetRate(120); err != nil {
					t.Error(err)
				}
			}
			return in
		},
		Ticked: func(int64) { rates = append(rates, g.Rate) },
	})
	l.StopAt(3)
	f := advance(t, l, 4*tick)
	if f.Ticks != 3 || f.Rate != 120 || !slices.Equal(rates, []int64{60, 120, 120}) {
		t.Errorf("a frame of 4 ticks stopped at 3, changing the rate at tick 1: %d ticks, at %d Hz after it, the game at %v Hz tick by tick; want 3, 120, [60 120 120]", f.Ticks, f.Rate, rates)
	}
	l.StopAt(fixed.Never)
	if err := l.Scheduler().Check(); err != nil {
		t.Error(err)
	}
	if f := advance(t, l, tick); f.Ticks != 2 {
		t.Errorf("the next 60 Hz frame ran %d ticks, want 2 at 120 Hz", f.Ticks)
	}
}
