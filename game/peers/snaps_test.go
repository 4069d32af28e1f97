package peers

import (
	"math"
	"testing"
	"time"

	"tickbox/sim/bounce"
	"tickbox/sim/instrument"
	"tickbox/sim/netplay"
)

// teleported is a rollback model over a 100 ms link whose keyboard
// teleports ball 1 at 1 s, run to at: peer 2 predicted no teleport, and
// snaps ball 1 back to where it was teleported.
func teleported(t *testing.T, at time.Duration) *model {
	t.Helper()
	m := testModel(t, netplay.Rollback)
	apply(t, m, delayUp, delayUp, delayUp, delayUp)
	if err := m.Advance(time.Second); err != nil {
		t.Fatal(err)
	}
	m.Keyboard.Press(bounce.Input{Teleport: bounce.Tap(true)})
	if err := m.Advance(at); err != nil {
		t.Fatal(err)
	}
	return m
}

// bigSnap returns peer p's newest snap that moved ball 1 a metre or more.
func bigSnap(m *model, p int) (snap, bool) {
	v := m.Snaps(p)
	for i := v.Len() - 1; i >= 0; i-- {
		s := v.At(i)
		if math.Hypot(s.Corrected.X-s.Predicted.X, s.Corrected.Y-s.Predicted.Y) >= 1 {
			return *s, true
		}
	}
	return snap{}, false
}

// A teleport peer 2 did not foresee is a snap on peer 2: ball 1 a metre
// or more from where it was predicted, its wrong path the places peer 2
// showed, ending at the predicted one; it is kept snapFade, then gone.
func TestATeleportSnapsPeer2Back(t *testing.T) {
	m := teleported(t, 1300*time.Millisecond)
	s, ok := bigSnap(m, 1)
	if !ok {
		t.Fatalf("peer 2: no snap of a metre or more after a teleport; %d snaps in all, %+v", m.Snaps(1).Count(), m.Figures(1).Stats)
	}
	path := s.Path()
	if len(path) == 0 || path[len(path)-1] != s.Predicted || s.From >= s.To || len(path) > int(s.To-s.From) {
		t.Errorf("snap %d..%d: path %v, predicted %v; want the places shown up to the predicted one", s.From, s.To, path, s.Predicted)
	}
	if age := s.Age(m.Now()); age < 0 || age > 300*time.Millisecond {
		t.Errorf("snap at %v, now %v; want it within the 300 ms since the teleport", s.At, m.Now())
	}
	m.Keyboard.Press(bounce.Input{}) // nothing more: no new snap on peer 2
	if err := m.Advance(m.Now() + snapFade + 200*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if _, ok := bigSnap(m, 1); ok {
		t.Errorf("peer 2 still shows the teleport's snap %v after it", snapFade)
	}
}

// The time scale steps ¼ ½ 1 2 4 on - and +, stopping at the ends, and
// pause stops the session's time, keeping the scale.
func TestSpeedScalesAndPauses(t *testing.T) {
	m := testModel(t, netplay.Rollback)
	if s := m.Speed(); s.Scale() != 1 || s.String() != "speed 1" {
		t.Fatalf("speed %v at the start; want 1", s)
	}
	apply(t, m, instrument.ScaleDown, instrument.ScaleDown, instrument.ScaleDown)
	if s := m.Speed(); s.Scale() != 0.25 || s.Of(time.Second) != 250*time.Millisecond || s.String() != "speed ¼" {
		t.Fatalf("speed %v (%g) after three steps down; want ¼", s, s.Scale())
	}
	apply(t, m, instrument.TogglePause)
	if s := m.Speed(); s.Of(time.Second) != 0 || s.String() != "paused" {
		t.Fatalf("speed %v after pause; want paused, no time", s)
	}
	apply(t, m, instrument.TogglePause, restart)
	for range 6 {
		apply(t, m, instrument.ScaleUp)
	}
	if s := m.Speed(); s.Scale() != 4 {
		t.Fatalf("speed %v after six steps up; want it to stop at 4", s)
	}
}
