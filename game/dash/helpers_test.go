//go:build !headless

package main

import (
	"io"
	"testing"
	"time"

	"tickbox/game/dash/world"
	"tickbox/game/fixed"
)

// steady returns the lengths of frames at fps frames a second: frame i
// ends at floor(i·10⁹/fps) ns, as Tickbox's frame rates do.
func steady(fps float64) func(i int) time.Duration {
	return func(i int) time.Duration {
		end := func(i int) time.Duration { return time.Duration(float64(i) * 1e9 / fps) }
		return end(i+1) - end(i)
	}
}

// jitter returns frames of 4 to 40 ms from a seeded xorshift.
func jitter(seed uint64) func(int) time.Duration {
	return func(int) time.Duration {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return time.Duration(4+seed%37) * time.Millisecond
	}
}

// newLoop makes a loop of a fresh game of seed 1 on a virtual clock.
func newLoop(t testing.TB, o fixed.Options) (*game, *fixed.Loop[world.Input]) {
	t.Helper()
	g := newGame(1)
	o.Clock, o.Log, o.Name, o.Rules = &fixed.VirtualClock{}, io.Discard, "dash", world.Rules
	l, err := fixed.New(g, o)
	if err != nil {
		t.Fatal(err)
	}
	g.loop = l
	return g, l
}

// play runs frames from lengths until the world reaches tick ticks,
// feeding at each frame what feed says for the world's tick then.
func play(t testing.TB, l *fixed.Loop[world.Input], lengths func(int) time.Duration, ticks int64, feed func(tick int64) world.Input) {
	t.Helper()
	for i := 0; l.Latest().Tick < ticks; i++ {
		l.Feed(feed(l.Latest().Tick))
		if _, err := l.Advance(lengths(i)); err != nil {
			t.Fatal(err)
		}
	}
}
