//go:build !headless

package main

import (
	"path/filepath"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

// script is a session's input by tick: running right, then left, with a
// jump every 45 ticks.
func script(tick int64) fixed.Devices {
	return keys(tick%45 == 10, tick/120%2 == 1, tick/120%2 == 0)
}

// Every jump and hit is played once: under the synctest, which steps
// every tick twice, and in a verified playback of the session, as many
// as the world counted.
func TestEventsPlayOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dash.tbt")
	g, l := newLoop(t, fixed.Options{}, tape.Options{SyncTest: true, Record: path}, instrument.DevOptions{})
	fixedtest.Play(t, l, fixedtest.Jitter(9), 1500, script)
	if g.Hits == 0 || g.Player.Jumps == 0 {
		t.Fatalf("%d hits, %d jumps: the session must have both", g.Hits, g.Player.Jumps)
	}
	want := [2]int{int(g.Player.Jumps), int(g.Hits)}
	if g.heard != want {
		t.Fatalf("under the synctest: played %v jumps and hits, the world counted %v", g.heard, want)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	p, m := newLoop(t, fixed.Options{}, tape.Options{Replay: path}, instrument.DevOptions{})
	for i := 0; !m.Tape().Replay().Done; i++ {
		m.Advance(fixedtest.Steady(144)(i))
	}
	if r := m.Tape().Replay(); r.Differs {
		t.Fatalf("the playback differs: %+v", r)
	}
	if p.heard != want {
		t.Fatalf("in playback: played %v jumps and hits, want %v", p.heard, want)
	}
}
