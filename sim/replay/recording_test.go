package replay_test

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"tickbox/sim"
	"tickbox/sim/replay"
)

func TestRecordAndPlayBack(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*sim.Config)
		ticks int64
	}{
		{"balls", nil, 2000},
		{"jumper", func(c *sim.Config) { c.Balls = 0 }, 300},
		{"many balls at 120 Hz", func(c *sim.Config) { c.Balls = 100; c.Rate = 120; c.Seed = 9 }, 1000},
		{"nothing recorded", nil, 0},
		{"less than a checkpoint", nil, 59},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t, tt.edit)
			r := record(t, w, tt.ticks, busyInput)
			decoded, err := replay.Decode(encode(t, r))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(decoded, r) {
				t.Fatalf("decoded recording differs:\n got %+v\nwant %+v", decoded, r)
			}
			if want := tt.ticks / replay.Interval; int64(len(r.Checkpoints)) != want {
				t.Errorf("%d checkpoints for %d ticks, want %d", len(r.Checkpoints), tt.ticks, want)
			}
			p, played := play(t, decoded)
			if m, bad := p.Mismatch(); bad {
				t.Fatalf("playback mismatch: %v", m)
			}
			if played.Fingerprint() != w.Fingerprint() || played.Tick != tt.ticks {
				t.Errorf("played to tick %d %016x, recorded tick %d %016x",
					played.Tick, played.Fingerprint(), w.Tick, w.Fingerprint())
			}
			want := len(r.Checkpoints) + 1 // the final too, at the last one's tick when they meet
			if tt.ticks == 0 {
				want = 0 // no tick passes
			}
			if p.Checked() != want {
				t.Errorf("checked %d fingerprints, want %d", p.Checked(), want)
			}
		})
	}
}

// A recording started in the middle of a session carries the world as it
// was, and plays back from there.
func TestRecordFromTheMiddle(t *testing.T) {
	w := newWorld(t, nil)
	for range 500 {
		w.Step(busyInput(w.Tick))
	}
	r := record(t, w, 700, busyInput)
	if r.Start == nil || r.StartTick != 500 || r.FinalTick != 1200 {
		t.Fatalf("start state %d bytes, ticks %d to %d: want a snapshot, 500 to 1200", len(r.Start), r.StartTick, r.FinalTick)
	}
	decoded, err := replay.Decode(encode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	p, played := play(t, decoded)
	if _, bad := p.Mismatch(); bad || played.Fingerprint() != w.Fingerprint() {
		t.Fatalf("mid-session recording did not play back to the same world")
	}
	if p.Tick() != 700 || p.Total() != 700 {
		t.Errorf("player at %d of %d, want 700 of 700", p.Tick(), p.Total())
	}
}

// A change of tick rate is part of the recording: the replay changes the
// world's rate at the same tick.
func TestRecordRateChange(t *testing.T) {
	w := newWorld(t, nil)
	rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "rate.tbr"), w)
	if err != nil {
		t.Fatal(err)
	}
	for w.Tick < 600 {
		if w.Tick == 200 || w.Tick == 400 {
			hz := 120 + int(w.Tick/200)*10
			if err := w.SetRate(hz); err != nil {
				t.Fatal(err)
			}
			if err := rec.AddRate(w.Tick, hz); err != nil {
				t.Fatal(err)
			}
		}
		in := busyInput(w.Tick)
		if err := rec.Add(w.Tick, in); err != nil {
			t.Fatal(err)
		}
		w.Step(in)
		if err := rec.Stepped(w); err != nil {
			t.Fatal(err)
		}
	}
	if err := rec.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := replay.Load(rec.Path())
	if err != nil {
		t.Fatal(err)
	}
	p, played := play(t, r)
	if _, bad := p.Mismatch(); bad || played.Fingerprint() != w.Fingerprint() || played.Config.Rate != 140 {
		t.Fatalf("rate changes did not replay: rate %d, mismatch %v", played.Config.Rate, bad)
	}
}

func TestRecorderRefusesMisuse(t *testing.T) {
	w := newWorld(t, nil)
	rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "x.tbr"), w)
	if err != nil {
		t.Fatal(err)
	}
	jump := sim.Input{Jump: true}
	if err := rec.Add(0, jump); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		call func() error
		want string
	}{
		{"second input in a tick", func() error { return rec.Add(0, sim.Input{Teleport: true}) }, "tick 0 already has jump"},
		{"rate after input", func() error { return rec.AddRate(0, 30) }, "already has jump"},
		{"future tick", func() error { return rec.Add(5, jump) }, "the world is at tick 0"},
		{"bad rate", func() error { return rec.AddRate(0, 0) }, "tick rate 0 Hz"},
		{"skipped tick", func() error { w.Step(jump); w.Step(jump); return rec.Stepped(w) }, "world at tick 2 after tick 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.call(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
	if err := rec.Close(); err != nil {
		t.Fatal(err)
	}
	if err := rec.Add(0, jump); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Fatalf("Add after Close: got %v, want an error saying closed", err)
	}
}

// Two rate changes before a tick runs (T pressed twice in one frame) keep
// the last: the tick runs at it, and the recording goes on.
func TestRecorderKeepsTheLastRateOfATick(t *testing.T) {
	w := newWorld(t, nil)
	rec, err := replay.NewRecorder(filepath.Join(t.TempDir(), "x.tbr"), w)
	if err != nil {
		t.Fatal(err)
	}
	for _, hz := range []int{120, 30} {
		if err := rec.AddRate(0, hz); err != nil {
			t.Fatalf("AddRate(0, %d): %v", hz, err)
		}
	}
	if err := w.SetRate(30); err != nil {
		t.Fatal(err)
	}
	w.Step(sim.Input{})
	if err := rec.Stepped(w); err != nil {
		t.Fatal(err)
	}
	if r, want := rec.Recording(), []replay.Event{{Tick: 0, Rate: 30}}; !slices.Equal(r.Events, want) {
		t.Fatalf("events %v, want %v", rec.Recording().Events, want)
	}
}

// An input added for a tick that never ran is not saved: the file ends at
// the last tick that ran.
func TestRecorderDropsInputOfUnrunTick(t *testing.T) {
	w := newWorld(t, nil)
	path := filepath.Join(t.TempDir(), "x.tbr")
	rec, err := replay.NewRecorder(path, w)
	if err != nil {
		t.Fatal(err)
	}
	rec.Add(0, sim.Input{Jump: true})
	w.Step(sim.Input{Jump: true})
	rec.Stepped(w)
	rec.Add(1, sim.Input{Kick: sim.KickLeft})
	if err := rec.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := replay.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Events) != 1 || r.FinalTick != 1 {
		t.Fatalf("saved %d events to tick %d, want 1 event to tick 1", len(r.Events), r.FinalTick)
	}
}

func TestMarshalRefusesBrokenRecording(t *testing.T) {
	good := record(t, newWorld(t, nil), 120, busyInput)
	tests := []struct {
		name string
		edit func(r *replay.Recording)
		want string
	}{
		{"events out of order", func(r *replay.Recording) {
			r.Events = []replay.Event{{Tick: 9, Input: sim.Input{Jump: true}}, {Tick: 3, Input: sim.Input{Jump: true}}}
		}, "comes after event 0"},
		{"event at the final tick", func(r *replay.Recording) {
			r.Events = []replay.Event{{Tick: 120, Input: sim.Input{Jump: true}}}
		}, "must be in ticks 0 to 119"},
		{"missing checkpoint", func(r *replay.Recording) { r.Checkpoints = r.Checkpoints[:1] }, "breaks the format"},
		{"bad config", func(r *replay.Recording) { r.Config.Rate = 0 }, "tick rate 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := *good
			tt.edit(&r)
			if _, err := r.MarshalBinary(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestLoadNamesThePath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "junk.tbr")
	if err := os.WriteFile(path, []byte("not a replay"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := replay.Load(path)
	if err == nil || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "not a Tickbox replay") {
		t.Fatalf("got %v, want an error naming %s and the problem", err, path)
	}
}

// A recording of the lesson's world, in a twin's build, keeps its model,
// version and build through the file and plays back to every fingerprint.
func TestLessonWorldRoundTrips(t *testing.T) {
	c := sim.LessonConfig()
	c.Build = sim.Clang
	w, err := sim.New(c)
	if err != nil {
		t.Fatal(err)
	}
	r := record(t, w, 1200, busyInput)
	got, err := replay.Decode(encode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	if got.Config != c {
		t.Fatalf("config after the file: %+v, want %+v", got.Config, c)
	}
	p, _ := play(t, got)
	if m, bad := p.Mismatch(); bad || p.Checked() != 21 {
		t.Fatalf("mismatch %v (%v), %d checked; want all 21 to match (the 20 checkpoints and the final, at the last one's tick)", m, bad, p.Checked())
	}
}

// A file of other physics is refused with an error that errors.As finds as
// a *sim.VersionError naming both versions.
func TestOtherPhysicsIsAVersionError(t *testing.T) {
	data := encode(t, record(t, newWorld(t, nil), 60, busyInput))
	data[7] = 1 // the physics version, after the magic, the format and the model
	body := data[:len(data)-4]
	binary.LittleEndian.PutUint32(data[len(body):], crc32.ChecksumIEEE(body))
	_, err := replay.Decode(data)
	var v *sim.VersionError
	if !errors.As(err, &v) || v.Have != 1 || v.Want != sim.SandboxVersion || v.Model != sim.SandboxModel {
		t.Fatalf("got %v (%#v), want a *sim.VersionError of sandbox 1 against %d", err, v, sim.SandboxVersion)
	}
}
