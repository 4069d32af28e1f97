package lab_test

import (
	"encoding/json"
	"testing"
	"time"

	"tickbox/sim/instrument"
	"tickbox/sim/lab"
)

// A 60 fps display and a 60 Hz tick rate: frame i ends at floor(i·10⁹/60)
// ns, so after 3600 frames exactly 60 s have passed and 3600 ticks run.
func TestSixtyFramesRunSixtyTicksASecond(t *testing.T) {
	out := mustCall(t, lab.Run, "-ticks", "3600", "-json")
	if r := decodeResult(t, out); r.Frames != 3600 {
		t.Fatalf("3600 ticks took %d frames at 60 fps, want 3600", r.Frames)
	}
}

// Irregular frames come from the world's seed unless -frames-seed says
// otherwise, as the window's jitter does: run -seed 9 plays the frames of
// instrument.NewJitter(9), and -frames-seed 4 those of NewJitter(4).
func TestIrregularFramesFollowTheWorldSeed(t *testing.T) {
	for _, tc := range []struct {
		args []string
		seed uint64
	}{{[]string{"-seed", "9"}, 9}, {[]string{"-seed", "9", "-frames-seed", "4"}, 4}} {
		args := append([]string{"-frames", "irregular", "-trace", "20", "-json"}, tc.args...)
		var r struct {
			Trace []struct {
				ElapsedNs int64 `json:"elapsed_ns"`
			} `json:"trace"`
		}
		if err := json.Unmarshal([]byte(mustCall(t, lab.Run, args...)), &r); err != nil {
			t.Fatal(err)
		}
		jitter := instrument.NewJitter(tc.seed)
		for i, f := range r.Trace {
			if want := jitter.Next(0); time.Duration(f.ElapsedNs) != want {
				t.Fatalf("%v: frame %d lasted %v, the window's jitter from seed %d %v", tc.args, i+1, time.Duration(f.ElapsedNs), tc.seed, want)
			}
		}
		if len(r.Trace) != 20 {
			t.Fatalf("%v: %d frames traced, want 20", tc.args, len(r.Trace))
		}
	}
}
