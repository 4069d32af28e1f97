package replay_test

import (
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

// A checkpoint edited in the file fails, the ones after it match again, and
// Locate blames the record, not the world.
func TestLocateWrongRecordedFingerprint(t *testing.T) {
	r := record(t, newWorld(t, nil), 1200, busyInput)
	r.Checkpoints[4] ^= 1 // the fingerprint after 300 ticks
	p, _ := play(t, r)
	m, bad := p.Mismatch()
	if !bad || m.Tick != 300 || m.From != 240 || m.Recorded != r.Checkpoints[4] {
		t.Fatalf("mismatch %+v (found %v), want the checkpoint after 300 ticks, window from 240", m, bad)
	}
	got, err := p.Locate()
	if err != nil {
		t.Fatal(err)
	}
	if want := (replay.BadTick{Tick: 299, Cause: replay.CauseRecord}); got != want {
		t.Fatalf("Locate = %+v, want %+v", got, want)
	}
}

// When the span is a multiple of the interval, the last checkpoint and the
// final fingerprint are two records of the same world. Either edited, the
// world matches the other: Locate blames the record, not a tick of the
// window before it (the final one edited was blamed on fused multiply-adds
// at tick 540).
func TestLocateWrongFingerprintOfTheFinalTick(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(r *replay.Recording)
	}{
		{"final", func(r *replay.Recording) { r.Final = ^r.Final }},
		{"last checkpoint", func(r *replay.Recording) { r.Checkpoints[9] = ^r.Checkpoints[9] }},
	} {
		r := record(t, newWorld(t, nil), 600, busyInput)
		c.edit(r)
		p, _ := play(t, r)
		if m, bad := p.Mismatch(); !bad || m.Tick != 600 {
			t.Fatalf("%s: mismatch %+v (found %v), want one after 600 ticks", c.name, m, bad)
		}
		got, err := p.Locate()
		if err != nil {
			t.Fatal(err)
		}
		if want := (replay.BadTick{Tick: 599, Cause: replay.CauseTwin}); got != want {
			t.Errorf("%s edited: Locate = %+v (%v), want %+v", c.name, got, got.Cause, want)
		}
	}
}

// A recording made by the fused world (what a naive arm64 build computes)
// but labelled as the normal one: playback fails at the first checkpoint
// after the worlds part, and Locate finds the very tick they part at, found
// here independently by stepping both worlds side by side.
func TestLocateFusedRecording(t *testing.T) {
	fusedWorld := newWorld(t, func(c *sim.Config) { c.Build = sim.GCC })
	r := recordAs(t, fusedWorld, sim.Strict, 1800, busyInput)

	normal := newWorld(t, nil)
	fused := newWorld(t, func(c *sim.Config) { c.Build = sim.GCC })
	first := int64(-1)
	for first < 0 && normal.Tick < 1800 {
		tick := normal.Tick
		normal.Step(busyInput(tick))
		fused.Step(busyInput(tick))
		if normal.Fingerprint() != fused.Fingerprint() {
			first = tick
		}
	}
	if first < 0 {
		t.Fatal("the fused and normal worlds never parted; the test shows nothing")
	}

	p, _ := play(t, r)
	m, bad := p.Mismatch()
	if !bad || first < m.From || first >= m.Tick {
		t.Fatalf("mismatch %+v (found %v): want the window holding tick %d", m, bad, first)
	}
	got, err := p.Locate()
	if err != nil {
		t.Fatal(err)
	}
	if want := (replay.BadTick{Tick: first, Cause: replay.CauseFusion}); got != want {
		t.Fatalf("Locate = %+v, want %+v", got, want)
	}
}

func TestLocateWithoutMismatch(t *testing.T) {
	p, _ := play(t, record(t, newWorld(t, nil), 120, busyInput))
	if _, err := p.Locate(); err == nil {
		t.Fatal("Locate found a bad tick in a recording that plays back right")
	}
}

// The window steps the world itself and the scheduler may stop a frame at
// any tick; the player must not care.
func TestPlayerNextAndCheck(t *testing.T) {
	w := newWorld(t, nil)
	r := record(t, w, 500, busyInput)
	p, played, err := replay.NewPlayer(r)
	if err != nil {
		t.Fatal(err)
	}
	for frame := 0; !p.Done(played); frame++ {
		for range frame % 7 { // 0, 1, ..., 6 ticks a frame
			if p.Done(played) {
				break
			}
			in := p.Next(played)
			played.Step(in)
			p.Check(played)
		}
	}
	if _, bad := p.Mismatch(); bad || played.Fingerprint() != w.Fingerprint() {
		t.Fatal("stepping through Next and Check did not reproduce the recording")
	}
	p.Step(played) // after the end: nothing
	if played.Tick != 500 {
		t.Fatalf("Step after the end ran a tick: at %d", played.Tick)
	}
}

// When the span is a multiple of the interval the last checkpoint falls on
// the final tick, and is compared there as well as the final fingerprint:
// it was never compared, so a file with that checkpoint set to all ones
// and its checksum fixed verified ("every fingerprint matches").
func TestLastCheckpointIsCompared(t *testing.T) {
	r := record(t, newWorld(t, nil), 240, busyInput)
	if n := len(r.Checkpoints); n != 4 || r.Checkpoints[n-1] != r.Final {
		t.Fatalf("%d checkpoints, the last %x, final %x: want 4, the last equal to the final", n, r.Checkpoints[n-1], r.Final)
	}
	r.Checkpoints[3] = ^uint64(0)
	d, err := replay.Decode(encode(t, r)) // the checksum made anew
	if err != nil {
		t.Fatal(err)
	}
	p, _ := play(t, d)
	m, bad := p.Mismatch()
	if !bad || m.Tick != 240 || m.Recorded != ^uint64(0) {
		t.Fatalf("mismatch %+v (found %v): want the checkpoint after 240 ticks", m, bad)
	}
	if good, _ := play(t, record(t, newWorld(t, nil), 240, busyInput)); good.Checked() != 5 {
		t.Errorf("%d fingerprints checked over 240 ticks: want 5, the 4 checkpoints and the final", good.Checked())
	}
}
