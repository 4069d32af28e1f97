package tape_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// A clean replay's result prints as clean, the zero mismatch too; one
// that differs names its first bad tick, and a tick that reproduces from
// its snapshot sends the reader to the synctest, not to the build alone.
func TestReplayPrintsClean(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bell.tbt")
	var rang []ring
	l := newLoop[fixed.None](t, newBell(&rang), fixed.Options{Name: "bell", Policy: "tickbox"}, tape.Options{Record: path})
	for l.Latest().Tick < 30 {
		advance(t, l, tick)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	p := newLoop[fixed.None](t, newBell(&rang), fixed.Options{Name: "bell"}, tape.Options{Replay: path})
	for !p.Tape().Replay().Done {
		advance(t, p, time.Second/20)
	}
	r := p.Tape().Replay()
	if got := r.String(); !strings.HasSuffix(got, ": clean") || strings.Contains(got, "differ") {
		t.Errorf("a clean replay prints %q", got)
	}
	if got := r.First.String(); got != "clean: no tick differs" {
		t.Errorf("a clean replay's mismatch prints %q", got)
	}
	if got := tape.CauseDiffers.String(); !strings.Contains(got, "proves nothing") || !strings.Contains(got, "synctest") {
		t.Errorf("a tick that reproduces from its snapshot: %q; want it to say so proves nothing, and name the synctest", got)
	}
	bad := tape.Replay{Playing: "x", Done: true, Differs: true, First: tape.Mismatch{From: 4, Tick: 5}, Bad: tape.BadTick{Tick: 4}}
	if got := bad.String(); !strings.Contains(got, "tick 4 differs") || !strings.Contains(got, "the first bad tick is 4") {
		t.Errorf("a replay that differs prints %q", got)
	}
}
