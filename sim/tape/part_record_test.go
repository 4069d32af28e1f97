package tape_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// A recording started after frames that ran bare (nothing around the
// game's ticks) records every tick from then on, and plays back.
func TestRecordFromTheMiddle(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.tbr")
	g := &fixedtest.Replayable{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner", Policy: "tickbox"})
	advance(t, l, 10*tick)
	if err := l.Tape().Record(path); err != nil {
		t.Fatal(err)
	}
	l.Feed(fixedtest.Press{Jump: true})
	advance(t, l, 5*tick)
	if r := l.Tape().Replay(); r.Recorded != 5 {
		t.Fatalf("recorded %d ticks of the 5 after Record", r.Recorded)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	p := &fixedtest.Replayable{}
	m := newLoop[fixedtest.Press](t, p, fixed.Options{Name: "runner", Policy: "tickbox"}, tape.Options{Replay: path})
	advance(t, m, time.Second)
	if r := m.Tape().Replay(); !r.Done || r.Differs || p.Jumps != 1 || p.Fingerprint() != g.Fingerprint() {
		t.Fatalf("played back: %+v, %d jumps; want done, matching, 1 jump", r, p.Jumps)
	}
}

// Starting over at another rate sets the scheduler's, for a state that
// holds it already: the game is not told, and a recording goes on in a
// part that starts at it, with no change of rate recorded.
func TestStartOverAtAnotherRate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	g := &fixedtest.Replayable{}
	l := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner"}, tape.Options{Record: path})
	advance(t, l, tick)
	told := len(g.Rates)
	if err := l.StartOver(0, 120); err != nil {
		t.Fatal(err)
	}
	if f := advance(t, l, tick); f.Ticks != 2 || f.Rate != 120 || len(g.Rates) != told {
		t.Fatalf("a 60 Hz frame after starting over at 120 Hz: %d ticks at %d Hz, the game told %v; want 2 at 120, not told", f.Ticks, f.Rate, g.Rates[told:])
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := tape.Load(filepath.Join(filepath.Dir(path), "s-2.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	if r.Rate != 120 || len(r.Events) != 0 {
		t.Errorf("the part after starting over: %d Hz, events %v; want 120 Hz and none", r.Rate, r.Events)
	}

}

// Attach names what is wrong with its options: Every out of range, a
// recording or a synctest of a game that is not Replayable, a recording
// with no name.
func TestBadOptionsAreNamed(t *testing.T) {
	for _, c := range []struct {
		g    fixed.Stepper[fixedtest.Press]
		o    fixed.Options
		r    tape.Options
		want []string
	}{
		{&fixedtest.Runner{}, fixed.Options{}, tape.Options{Every: -1}, []string{"Options.Every", "-1"}},
		{&fixedtest.Runner{}, fixed.Options{Name: "runner"}, tape.Options{Record: "x.tbr"}, []string{"Replayable", "*fixedtest.Runner", "Fingerprint", "MarshalBinary", "UnmarshalBinary"}},
		{&fixedtest.Runner{}, fixed.Options{}, tape.Options{SyncTest: true}, []string{"Options.SyncTest", "Replayable"}},
		{&fixedtest.Replayable{}, fixed.Options{}, tape.Options{Record: "x.tbr"}, []string{"Options.Name"}},
	} {
		_, err := attach(c.g, c.o, c.r)
		for _, w := range c.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("Attach(%+v) = %v, want an error naming %s", c.r, err, w)
			}
		}
	}
}

// While a recording plays back it sets the tick rate: the loop's SetRate
// is refused, naming why, and the rate stays; once the playback has
// ended, SetRate works again.
func TestSetRateRefusedWhilePlaying(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.tbr")
	l := newLoop[fixedtest.Press](t, &fixedtest.Replayable{}, fixed.Options{Name: "runner"}, tape.Options{Record: path})
	session(t, l)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	g := &fixedtest.Replayable{}
	m := newLoop[fixedtest.Press](t, g, fixed.Options{Name: "runner"}, tape.Options{Replay: path})
	advance(t, m, frame60)
	if err := m.SetRate(120); err == nil || !strings.Contains(err.Error(), "plays back") || g.Rate != 60 {
		t.Errorf("SetRate(120) during a playback = %v, the game at %d Hz; want refused, 60", err, g.Rate)
	}
	for i := 0; !m.Tape().Replay().Done && i < 10_000; i++ {
		advance(t, m, frame60)
	}
	if err := m.SetRate(120); err != nil || g.Rate != 120 {
		t.Errorf("SetRate(120) after the playback = %v, the game at %d Hz; want nil, 120", err, g.Rate)
	}
}
