package fixed

import (
	"testing"
	"time"
)

// idle is a game that does nothing, and reports nothing.
type idle struct{}

func (idle) Step(None) {}

// Hooks out of the ticks (Rate, StartOver, Restart, Close) leave the loop
// ticking the game directly (bare) and Run lean; a hook in the ticks or
// the frames ends either, and detaching it brings it back.
func TestHooksOutOfTheTicksStayBare(t *testing.T) {
	l, err := New[None](idle{}, Options{Clock: &VirtualClock{}})
	if err != nil {
		t.Fatal(err)
	}
	l.Hook(Hooks[None]{
		Rate:      func(int64, int) error { return nil },
		StartOver: func(int64) {},
		Restart:   func() {},
		Close:     func() error { return nil },
	})
	frame := time.Second / 60
	run := func() {
		if _, err := l.Run(frame); err != nil {
			t.Fatal(err)
		}
	}
	run()
	if !l.bare || !l.lean {
		t.Errorf("with hooks out of the ticks only: bare %v, lean %v; want both", l.bare, l.lean)
	}
	unhook := l.Hook(Hooks[None]{Ticked: func(int64) {}})
	run()
	if l.bare {
		t.Error("with a Ticked hook the loop ticks the game directly")
	}
	unhook()
	l.Hook(Hooks[None]{Framed: func(*Frame) {}})
	run()
	if !l.bare || l.lean {
		t.Errorf("with a Framed hook only: bare %v, lean %v; want bare, not lean", l.bare, l.lean)
	}
}
