package tape_test

import (
	"encoding/binary"
	"errors"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tickbox/sim/fixed"
	"tickbox/sim/tape"
)

// bell is a replayable game that counts, and rings on every third count:
// its events are the counts it rang on.
type bell struct {
	N     uint64
	steps int // runs of Step, re-steps too: not in the state
	fixed.Events[uint64]
}

// ring is the event fired: the tick and what it rang.
type ring struct{ tick, n int64 }

func (b *bell) Step(fixed.None) {
	b.steps++
	b.N++
	if b.N%3 == 0 {
		b.Report(b.N)
	}
}

func (b *bell) Fingerprint() uint64 { return b.N * 0x9e3779b97f4a7c15 }

func (b *bell) MarshalBinary() ([]byte, error) {
	return binary.LittleEndian.AppendUint64(nil, b.N), nil
}

func (b *bell) UnmarshalBinary(p []byte) error {
	if len(p) != 8 {
		return errors.New("bell: 8 bytes")
	}
	b.N = binary.LittleEndian.Uint64(p)
	return nil
}

// newBell returns a bell that notes what it fires into rang.
func newBell(rang *[]ring) *bell {
	b := &bell{}
	b.Play = func(tick int64, n uint64) { *rang = append(*rang, ring{tick, int64(n)}) }
	return b
}

// rings returns what a bell stepped ticks times rings: once for every
// third tick, the count after it (tick t makes the count t+1).
func rings(ticks int64) []ring {
	var want []ring
	for t := int64(0); t < ticks; t++ {
		if (t+1)%3 == 0 {
			want = append(want, ring{t, t + 1})
		}
	}
	return want
}

// jittery are frames of 1 to 45 ms, some of no tick, some of two.
func jittery(i int) time.Duration { return time.Duration(1+(i*37)%45) * time.Millisecond }

// Under the synctest, which steps every tick twice, each event fires
// once, after the tick's second run.
func TestEventsFireOnceUnderTheSyncTest(t *testing.T) {
	var rang []ring
	g := newBell(&rang)
	l := newLoop[fixed.None](t, g, fixed.Options{Name: "bell", Policy: "tickbox"}, tape.Options{SyncTest: true})
	for i := 0; l.Latest().Tick < 90; i++ {
		advance(t, l, jittery(i))
	}
	ticks := l.Latest().Tick
	if g.steps != 2*int(ticks) {
		t.Fatalf("%d runs of Step for %d ticks: the synctest did not step twice", g.steps, ticks)
	}
	if want := rings(ticks); !slices.Equal(rang, want) {
		t.Fatalf("the synctest fired %v, want each once: %v", rang, want)
	}
}

// A playback fires each recorded tick's events once, also when checking
// every fingerprint; and the recording's live run fired them once too.
func TestEventsFireOnceInPlayback(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bell.tbt")
	var live []ring
	l := newLoop[fixed.None](t, newBell(&live), fixed.Options{Name: "bell", Policy: "tickbox"}, tape.Options{Record: path})
	for i := 0; l.Latest().Tick < 60; i++ {
		advance(t, l, jittery(i))
	}
	ticks := l.Latest().Tick
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if want := rings(ticks); !slices.Equal(live, want) {
		t.Fatalf("live play fired %v, want %v", live, want)
	}
	var played []ring
	p := newLoop[fixed.None](t, newBell(&played), fixed.Options{Name: "bell"}, tape.Options{Replay: path, SyncTest: true})
	for i := 0; !p.Tape().Replay().Done; i++ {
		advance(t, p, time.Second/20)
	}
	if r := p.Tape().Replay(); r.Differs || r.Played != ticks {
		t.Fatalf("the playback: %+v; want %d ticks, all matched", r, ticks)
	}
	if want := rings(ticks); !slices.Equal(played, want) {
		t.Fatalf("the playback fired %v, want each once: %v", played, want)
	}
}
