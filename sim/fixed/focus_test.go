package fixed_test

import (
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// With PauseUnfocused, losing focus pauses and regaining it resumes,
// unless the player took the pause over meanwhile; without it, focus
// changes nothing.
func TestPauseUnfocused(t *testing.T) {
	l := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{PauseUnfocused: true})
	paused := func() bool { return l.Scheduler().Paused() }
	l.SetFocused(false)
	if !paused() {
		t.Fatal("unfocused: not paused")
	}
	l.SetFocused(true)
	if paused() {
		t.Fatal("focused again: still paused")
	}
	l.SetFocused(false)
	l.SetPaused(true) // the player's pause now
	l.SetFocused(true)
	if !paused() {
		t.Fatal("the player paused while unfocused: focus resumed it")
	}
	l.SetPaused(false)
	l.SetFocused(false)
	l.OneTick()
	l.SetFocused(true)
	if !paused() {
		t.Fatal("the player stepped a tick while unfocused: focus resumed it")
	}

	off := newLoop[fixedtest.Press](t, &fixedtest.Runner{}, fixed.Options{})
	off.SetFocused(false)
	if off.Scheduler().Paused() {
		t.Fatal("without PauseUnfocused: losing focus paused")
	}
}
