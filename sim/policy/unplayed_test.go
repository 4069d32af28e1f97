package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/sched"
)

// TestUnplayedByCause plays one long frame on a fresh scheduler at 60 Hz
// with the default limits (clamp 250 ms, tick cap 5) and checks the time
// not played, by what cut it, against figures derived by hand. At 60 Hz a
// tick is 4e9 units and a ns 240: 250 ms is 6e10 units, 15 ticks.
//
//   - tickbox-steady, 250 ms: not past the clamp; owed time is capped at
//     5 ticks, 2e10 units, which 83,333,333 ns fit (2e10/240 rounded
//     down): the owed limit cuts 250 ms − 83,333,333 ns = 166,666,667 ns.
//   - tickbox, 250 ms: not past the clamp; 15 ticks owed, the cap runs 5
//     and drops 10, 10/60 s = 166,666,667 ns of game time (rounded).
//   - tickbox, 1 s: the clamp cuts 750 ms, then the 250 ms left owes 15
//     ticks, of which the cap drops 10 as above.
//   - tickbox-steady, 1 s: the clamp cuts 750 ms, then the owed limit
//     166,666,667 ns as for 250 ms; no tick is dropped.
//   - textbook, 1 s: its clamp (250 ms) cuts 750 ms; no cap: 15 ticks run.
func TestUnplayedByCause(t *testing.T) {
	const sixth = 166_666_667 * time.Nanosecond // 10 ticks, or 250 ms − 5 ticks' 83,333,333 ns
	tests := []struct {
		policy string
		frame  time.Duration
		want   sched.Unplayed
		ticks  int
		clamps int64 // frames the clamp cut: not those only the owed limit did
	}{
		{"tickbox-steady", 250 * time.Millisecond, sched.Unplayed{Owed: sixth}, 5, 0},
		{"tickbox", 250 * time.Millisecond, sched.Unplayed{Cap: sixth}, 5, 0},
		{"tickbox", time.Second, sched.Unplayed{Clamp: 750 * time.Millisecond, Cap: sixth}, 5, 1},
		{"tickbox-steady", time.Second, sched.Unplayed{Clamp: 750 * time.Millisecond, Owed: sixth}, 5, 1},
		{"textbook", time.Second, sched.Unplayed{Clamp: 750 * time.Millisecond}, 15, 1},
	}
	for _, tt := range tests {
		s := newScheduler(t, tt.policy, 60)
		f, err := s.Advance(tt.frame)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.Unplayed(); got != tt.want || f.Ticks != tt.ticks {
			t.Errorf("%s, a frame of %v: %d ticks, unplayed %+v; want %d ticks, %+v", tt.policy, tt.frame, f.Ticks, got, tt.ticks, tt.want)
		}
		if tot := s.Totals(); tot.Unplayed() != tt.want || tot.Clamps != tt.clamps {
			t.Errorf("%s, a frame of %v: totals' unplayed %+v, %d clamps; want %+v, %d", tt.policy, tt.frame, tot.Unplayed(), tot.Clamps, tt.want, tt.clamps)
		}
		if err := s.Check(); err != nil {
			t.Errorf("%s: %v", tt.policy, err)
		}
	}
}

// TestUnplayedTotal checks that the total adds the three causes.
func TestUnplayedTotal(t *testing.T) {
	u := sched.Unplayed{Clamp: 750 * time.Millisecond, Owed: 100 * time.Millisecond, Cap: 50 * time.Millisecond}
	if got := u.Total(); got != 900*time.Millisecond {
		t.Errorf("%+v: total %v, want 900ms", u, got)
	}
}

// TestUnplayedEngineOwedLimits: the engines whose limit is on owed time
// (MonoGame's accumulated time, Ebitengine main's catch-up, v2.8.8's
// resync) report what they cut as owed, never as the clamp; those that
// clamp the frame (Unity, Bevy), as the clamp.
func TestUnplayedEngineOwedLimits(t *testing.T) {
	tests := []struct {
		policy string
		owed   bool
	}{{"monogame", true}, {"ebitengine-next", true}, {"ebitengine", true}, {"unity", false}, {"bevy", false}}
	for _, tt := range tests {
		s := newScheduler(t, tt.policy, 60)
		for range 10 {
			if _, err := s.Advance(16_666_667); err != nil {
				t.Fatal(err)
			}
		}
		f, err := s.Advance(time.Second)
		if err != nil {
			t.Fatal(err)
		}
		u := f.Unplayed()
		cut, byOwed := u.Clamp+u.Owed, u.Owed > 0 && u.Clamp == 0
		if cut == 0 || byOwed != tt.owed || (!tt.owed && u.Owed != 0) {
			t.Errorf("%s, a frame of 1 s: unplayed %+v; want it cut by the owed limit: %v", tt.policy, u, tt.owed)
		}
	}
}
