package world

import (
	"io"
	"testing"
	"time"

	"tickbox/sim/fixed"
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

// newLoop makes a headless loop of a fresh world of seed 1 on a virtual
// clock: the world's ticks, with no window and no display.
func newLoop(t testing.TB, o fixed.Options) (*State, *fixed.Loop[Input]) {
	t.Helper()
	w := New(1)
	o.Clock, o.Log, o.Name, o.Rules = &fixed.VirtualClock{}, io.Discard, "dash", Rules
	l, err := fixed.New[Input](w, o)
	if err != nil {
		t.Fatal(err)
	}
	return w, l
}

// play runs frames from lengths until the world reaches tick ticks,
// feeding at each frame what feed says for the world's tick then.
func play(t testing.TB, l *fixed.Loop[Input], lengths func(int) time.Duration, ticks int64, feed func(tick int64) Input) {
	t.Helper()
	for i := 0; l.Latest().Tick < ticks; i++ {
		l.Feed(feed(l.Latest().Tick))
		if _, err := l.Advance(lengths(i)); err != nil {
			t.Fatal(err)
		}
	}
}
