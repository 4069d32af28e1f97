//go:build !race

// Stepped without the race detector, like corners_test.go.

package bounce_test

import (
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/sched"
)

// Every world the ticks make is reachable (named for make physics, which
// runs the corners without the race detector): every corner of the config's
// ranges, kicked every tick (the fastest speeds grow), jumping and
// teleported, with the tick rate switched between its ends, for 3,000 ticks.
func TestCornersAreReachable(t *testing.T) {
	for _, c := range corners() {
		w, err := bounce.New(c)
		if err != nil {
			t.Fatal(err)
		}
		for w.Tick < 3000 {
			if w.Tick%500 == 0 {
				w.SetRate([]int{sched.MinRate, sched.MaxRate, c.Rate}[w.Tick/500%3])
			}
			w.Step(bounce.Input{Jump: bounce.Tap(true), Kick: bounce.Kick(1 + w.Tick%3), Teleport: bounce.Tap(w.Tick%7 == 0)})
			if err := w.Reachable(); err != nil {
				t.Fatalf("corner %+v after %d ticks: %v", c, w.Tick, err)
			}
		}
	}
}
