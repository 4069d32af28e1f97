package fixed_test

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/sched"
	"tickbox/sim/stop/stoptest"
)

// busy is a state whose tick costs about as much as Tickbox's default
// world's (50 ns or more), and that says when it reaches tick at.
type busy struct {
	ticks   int64
	at      int64
	reached chan struct{}
	sum     uint64
}

func (b *busy) Step(fixed.None) {
	for i := range uint64(64) {
		b.sum += i * b.sum >> 3
	}
	if b.ticks++; b.ticks == b.at {
		close(b.reached)
	}
}

// A frame of 24 h at 1000 Hz owes 86,400,000 ticks: seconds of work. An
// interrupt from another goroutine, as a signal handler's, stops it
// between two ticks, within a second, and no tick runs after it.
func TestInterruptStopsAFrameBetweenTicks(t *testing.T) {
	state := &busy{at: 1000, reached: make(chan struct{})}
	o := fixed.Options{Rate: 1000, Policy: "tickbox", MaxFrame: fixed.Unlimited, MaxUpdates: fixed.Unlimited}
	l := newLoop[fixed.None](t, state, o)
	done := make(chan fixed.Frame)
	go func() {
		f, err := l.Advance(sched.MaxElapsed)
		if err != nil {
			t.Error(err)
		}
		done <- f
	}()
	<-state.reached
	start := time.Now()
	l.Interrupt()
	var f fixed.Frame
	select {
	case f = <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("the frame went on for 5 s after the interrupt")
	}
	if took := time.Since(start); took > stoptest.StopLimit {
		t.Errorf("the frame stopped %v after the interrupt, want within %v", took, stoptest.StopLimit)
	}
	if f.Decided != 86_400_000 || f.Ticks >= f.Decided || int64(f.Ticks) != state.ticks || l.Tick() != state.ticks {
		t.Errorf("interrupted: decided %d, ran %d (the state ran %d, the loop is at %d); want 86400000, fewer, all equal",
			f.Decided, f.Ticks, state.ticks, l.Tick())
	}
	for _, next := range []func() (fixed.Frame, error){
		func() (fixed.Frame, error) { return l.Advance(time.Second) },
		func() (fixed.Frame, error) { l.SetFast(true); return l.Advance(time.Second) },
	} {
		if g, _ := next(); g.Ticks != 0 {
			t.Errorf("a frame after the interrupt ran %d ticks", g.Ticks)
		}
	}
}
