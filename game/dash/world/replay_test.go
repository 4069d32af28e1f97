package world

import (
	"encoding/binary"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
	"tickbox/sim/tape/tapetest"
)

// A session recorded under jittery frames plays back under 144 fps and
// 20 fps frames with every fingerprint matching (one a second, the
// default), and ends in the world it was recorded in.
func TestReplay(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dash.tbr")
	g, l := newLoop(t, fixed.Options{}, tape.Options{Record: path})
	fixedtest.Play(t, l, fixedtest.Jitter(5), 1200, script)
	want := g.Fingerprint()
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	rec, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Every != 60 {
		t.Fatalf("the recording has a fingerprint every %d ticks; want the default, one a second", rec.Every)
	}
	every := rec.Every
	for _, lengths := range []func(int) time.Duration{fixedtest.Steady(144), fixedtest.Steady(20)} {
		p, m := newLoop(t, fixed.Options{}, tape.Options{Replay: path})
		for i := 0; !m.Tape().Replay().Done; i++ {
			m.Advance(lengths(i))
		}
		r := m.Tape().Replay()
		if r.Differs || r.Checked != int(r.Total)/every+1 || p.Fingerprint() != want { // the final fingerprint too
			t.Fatalf("replay: %+v, ended at %x; want every tick matched, at %x", r, p.Fingerprint(), want)
		}
	}
}

// A tape with a fingerprint every tick whose input was changed is named
// at the first tick that differs, and the game is left just after it.
func TestReplayFindsTheTick(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dash.tbr")
	_, l := newLoop(t, fixed.Options{}, tape.Options{Record: path, Every: 1})
	fixedtest.Play(t, l, fixedtest.Steady(60), 600, script)
	l.Close()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	n := len(r.Events) / 2
	e := &r.Events[n]
	jump := keys(true, false, false) // a jump instead of running
	in, err := binary.Append(nil, binary.LittleEndian, &jump)
	if err != nil {
		t.Fatal(err)
	}
	if err := tapetest.SetInput(r, n, in); err != nil { // as recordings store input: the delta from the input before
		t.Fatal(err)
	}
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	p, m := newLoop(t, fixed.Options{}, tape.Options{Replay: path})
	for !m.Tape().Replay().Done {
		m.Advance(time.Second / 30)
	}
	got := m.Tape().Replay().Bad
	if got.Tick != e.Tick || got.Cause != tape.CauseDiffers || p.Tick != e.Tick+1 {
		t.Fatalf("first bad tick %+v, the game at tick %d; want tick %d, and the game just after it", got, p.Tick, e.Tick)
	}
}

// Every tick of dash reproduces from its snapshot.
func TestSyncTest(t *testing.T) {
	_, l := newLoop(t, fixed.Options{}, tape.Options{SyncTest: true})
	fixedtest.Play(t, l, fixedtest.Jitter(9), 3000, script)
	if r := l.Tape().Replay(); !r.SyncTest || r.SyncBad {
		t.Fatalf("synctest: %+v", r)
	}
}

// A real tape whose input does not decode (a byte short, the checksum
// fixed) is refused as damaged, naming the event, before a tick plays:
// it was played, and the build blamed for a tick that differed (issue 26).
func TestReplayRefusesAnInputThatDoesNotDecode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dash.tbr")
	_, l := newLoop(t, fixed.Options{}, tape.Options{Record: path})
	fixedtest.Play(t, l, fixedtest.Steady(60), 600, script)
	l.Close()
	r, err := tape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	n := len(r.Events) / 2
	in, err := tapetest.Input(r, n)
	if err != nil {
		t.Fatal(err)
	}
	if err := tapetest.SetInput(r, n, in[:len(in)-1]); err != nil {
		t.Fatal(err)
	}
	if err := r.Save(path); err != nil {
		t.Fatal(err)
	}
	_, err = attach(New(1), fixed.Options{}, tape.Options{Replay: path})
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("event %d", n)) || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("tape.Attach with the damaged tape: %v; want it refused as damaged, naming event %d", err, n)
	}
}
