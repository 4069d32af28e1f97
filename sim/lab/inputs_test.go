package lab_test

import (
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/bounce"
	"tickbox/sim/lab"
	"tickbox/sim/oldtape"
	"tickbox/sim/tape"
)

// Ten minutes of ordinary play is a few kilobytes.
func TestTenMinuteRecordingIsSmall(t *testing.T) {
	const limit = 8 << 10
	path := filepath.Join(t.TempDir(), "ten.tbr")
	mustCall(t, lab.Run, "-inputs", "1", "-ticks", "36000", "-record", path)
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := oldtape.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("10 minutes at 60 Hz: %d bytes, %d events, %d checkpoints", info.Size(), len(r.Events), len(r.Prints))
	if info.Size() > limit {
		t.Errorf("%d bytes: want at most %d", info.Size(), limit)
	}
}

// The synctest passes on the real world, and catches a tick that reads
// state the snapshot does not hold: here the step, left stale by setting
// the rate field instead of calling SetRate.
func TestSyncTest(t *testing.T) {
	out, _, code := call(t, lab.Run, "-synctest", "-inputs", "3", "-ticks", "500", "-json")
	if r := decodeResult(t, out); code != 0 || r.OK == nil || !*r.OK {
		t.Fatalf("synctest of the real world: exit %d, ok %v", code, r.OK)
	}
	w, err := bounce.New(bounce.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	var st tape.SyncTest[bounce.Input]
	for w.Tick < 100 {
		if w.Tick == 40 {
			w.Config.Rate = 30 // wrong: the world keeps its 1/60 s step
		}
		if err := st.Step(w.Tick, w, bounce.Input{Jump: bounce.Tap(w.Tick%50 == 0)}); err != nil {
			t.Fatal(err)
		}
	}
	if tick, bad := st.FirstBad(); !bad || tick != 40 {
		t.Fatalf("first bad tick %d (found %v), want 40", tick, bad)
	}
}
