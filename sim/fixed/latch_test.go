package fixed

import (
	"testing"
)

// pad is a made-up input: presses counted, a stick held.
type pad struct {
	Presses int
	Stick   int
}

func (p pad) Merge(next pad) pad { return pad{p.Presses + next.Presses, next.Stick} }
func (p pad) Held() pad          { return pad{Stick: p.Stick} }

// Frames' inputs before one tick merge; the tick takes them, the ticks
// after take what is held; Reset forgets all of it.
func TestLatch(t *testing.T) {
	var l Latch[pad]
	if got := l.Take(0); got != (pad{}) {
		t.Fatalf("an empty latch gives %+v, want the zero input", got)
	}
	l.Feed(pad{1, 3})
	l.Feed(pad{1, 5}) // a second frame before the tick
	for tick, want := range []pad{{2, 5}, {0, 5}, {0, 5}} {
		if got := l.Take(int64(tick)); got != want {
			t.Errorf("tick %d takes %+v, want %+v", tick, got, want)
		}
	}
	l.Feed(pad{1, 1})
	l.Reset()
	if got := l.Take(0); got != (pad{}) {
		t.Errorf("after Reset the tick takes %+v, want the zero input", got)
	}
}
