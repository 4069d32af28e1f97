//go:build !headless

package shots

import (
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/sandbox"
	"tickbox/sim/stop"
)

// A stop interrupts the game playing when it is asked, and a game that
// starts after it (the next script, a restart) is interrupted as it
// starts: the stop is registered once for the session, not per game.
func TestStopInterruptsThePlayingGame(t *testing.T) {
	newSandbox := func() *sandbox.Sandbox {
		sb, err := sandbox.New(sandbox.DefaultOptions(), &fixed.VirtualClock{})
		if err != nil {
			t.Fatal(err)
		}
		return sb
	}
	ticks := func(sb *sandbox.Sandbox) int64 {
		before := sb.Scene().Tick()
		sb.Advance(100 * time.Millisecond)
		return sb.Scene().Tick() - before
	}
	r := stop.New()
	p := newPlaying(r)
	first := newSandbox()
	p.set(first)
	if n := ticks(first); n == 0 {
		t.Fatal("a frame of 100 ms ran no tick before the stop")
	}
	r.Ask(nil)
	if n := ticks(first); n != 0 {
		t.Errorf("the game playing when the stop came ran %d ticks after it", n)
	}
	next := newSandbox()
	p.set(next)
	if n := ticks(next); n != 0 {
		t.Errorf("a game set after the stop ran %d ticks", n)
	}
}
