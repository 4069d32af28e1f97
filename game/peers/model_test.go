package peers

import (
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
)

func testModel(t *testing.T, mode netplay.Mode) *model {
	t.Helper()
	m, err := newModel(bounce.DefaultConfig(), modeOptions(mode, 60), 7)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func apply(t *testing.T, m *model, as ...instrument.Action) {
	t.Helper()
	for _, a := range as {
		if err := m.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

// The link's keys step through their values and stop at the ends, at
// once, in the running session; the mode's key starts the session again
// in the next mode, keeping the link.
func TestKeysChangeTheLinkAndTheMode(t *testing.T) {
	m := testModel(t, netplay.Rollback)
	apply(t, m, delayDown, delayUp, delayUp, jitterUp, lossUp, lossUp, lossDown)
	if l := m.Options().Link; l.Delay != 40*time.Millisecond || l.Jitter != 5*time.Millisecond || l.Loss != 0.05 {
		t.Fatalf("link %+v; want delay 40 ms, jitter 5 ms, loss 0.05", l)
	}
	for range 10 {
		apply(t, m, jitterUp)
	}
	if l := m.Options().Link; l.Jitter != 80*time.Millisecond {
		t.Fatalf("jitter %v after ten steps up; want it to stop at 80 ms", l.Jitter)
	}
	if err := m.Advance(time.Second); err != nil {
		t.Fatal(err)
	}
	for _, want := range []netplay.Mode{netplay.Lockstep, netplay.Delay, netplay.Rollback} {
		apply(t, m, nextMode)
		o := m.Options()
		if o.Mode != want || m.Now() != 0 || o.Link.Delay != 40*time.Millisecond || (want == netplay.Delay) != (o.Delay == delayTicks) {
			t.Fatalf("after the mode's key: %v at %v, %+v; want %v from 0, the link kept", o.Mode, m.Now(), o, want)
		}
	}
}

// The keyboard is peer 1's player: a jump pressed reaches both peers'
// worlds, which a bot's input alone does not make jump at that tick.
func TestTheKeyboardPlaysPeer1(t *testing.T) {
	pressed, idle := testModel(t, netplay.Rollback), testModel(t, netplay.Rollback)
	for _, m := range []*model{pressed, idle} {
		if err := m.Advance(100 * time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	pressed.Keyboard.Press(bounce.Input{Jump: bounce.Tap(true)})
	for _, m := range []*model{pressed, idle} {
		if err := m.Advance(300 * time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	for p := range peerCount {
		if a, b := pressed.World(p).Jumper.Peak, idle.World(p).Jumper.Peak; a <= b {
			t.Errorf("peer %d: peak %g m with a jump pressed, %g without; want higher", p+1, a, b)
		}
	}
}

// The timeline's marks are the peers' frames: over a slow link, rollback
// marks the ticks each rollback ran again, as many as the figures count,
// and lockstep marks stalls.
func TestMarksAreRollbacksAndStalls(t *testing.T) {
	m := testModel(t, netplay.Rollback)
	apply(t, m, delayUp, delayUp, delayUp, delayUp) // 100 ms
	for i := range 16 {
		m.Keyboard.Press(bounce.Input{Kick: bounce.Kick(1 + i%3)})
		if err := m.Advance(time.Duration(i+1) * 250 * time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	for p := range peerCount {
		f, marks := m.Figures(p), m.Marks(p)
		var rerun, rollbacks int64
		for i := range marks.Len() {
			if k := marks.At(i); k.Rerun > 0 {
				rerun, rollbacks = rerun+k.Rerun, rollbacks+1
			}
		}
		if f.Rollbacks == 0 || marks.Len() != markCount || f.Frames <= markCount {
			t.Fatalf("peer %d: %+v, %d marks; want rollbacks, a full timeline", p+1, f, marks.Len())
		}
		if rollbacks > f.Rollbacks || rerun > f.Rerun || rollbacks == 0 {
			t.Errorf("peer %d: the marks show %d rollbacks of %d ticks; the figures %d of %d", p+1, rollbacks, rerun, f.Rollbacks, f.Rerun)
		}
		if g, w := m.Confirmed(p), m.World(p); g.Tick != f.Confirmed || g.Tick >= w.Tick || g.Tick == 0 {
			t.Errorf("peer %d: the ring at tick %d, the world drawn at %d, %d confirmed; want the ring at the confirmed tick, behind", p+1, g.Tick, w.Tick, f.Confirmed)
		}
		if f.Agreement() != "agree" {
			t.Errorf("peer %d: %s; want agree", p+1, f.Agreement())
		}
	}
	apply(t, m, nextMode) // lockstep
	if err := m.Advance(time.Second); err != nil {
		t.Fatal(err)
	}
	stalls := 0
	for i := range m.Marks(0).Len() {
		if m.Marks(0).At(i).Stall {
			stalls++
		}
	}
	if f := m.Figures(0); stalls == 0 || int64(stalls) != f.Stalls || f.Rollbacks != 0 {
		t.Errorf("lockstep over 100 ms: %d stalls marked, figures %+v; want the figures' stalls, no rollback", stalls, f)
	}
}
