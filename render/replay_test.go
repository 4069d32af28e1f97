//go:build !headless

package render

import (
	"testing"

	"tickbox/sim/tape"
)

// The replay rows read a loop's recordings (tape.Replay) as they are:
// off, recording, playing, played; a desync as the ticks the playback
// narrowed it to (the window the checkpoints allow, or the one tick it
// named).
func TestReplayRows(t *testing.T) {
	for _, tc := range []struct {
		r    tape.Replay
		want string
	}{
		{tape.Replay{}, "off"},
		{tape.Replay{SyncTest: true, SyncBad: true, SyncTick: 5}, "off"},
		{tape.Replay{Recording: "a.tbr", Recorded: 1234}, "REC 1234"},
		{tape.Replay{Playing: "a.tbr", Played: 120, Total: 3600, Checked: 2}, "PLAY 120/3600; 2 fingerprints ok"},
		{tape.Replay{Playing: "a.tbr", Played: 120, Total: 3600, Recording: "b.tbr", Recorded: 7, Checked: 2},
			"PLAY 120/3600 REC 7; 2 fingerprints ok"},
		{tape.Replay{Playing: "a.tbr", Played: 150, Total: 3600, Checked: 2, Differs: true, BadFrom: 60, BadTo: 119},
			"PLAY 150/3600; DESYNC in ticks 60-119"},
		{tape.Replay{Playing: "a.tbr", Played: 150, Total: 3600, Checked: 3, Differs: true, BadFrom: 73, BadTo: 73},
			"PLAY 150/3600; DESYNC at tick 73"},
		{tape.Replay{Playing: "a.tbr", Done: true, Played: 3600, Total: 3600, Checked: 60}, "PLAY done, fingerprint ok; 60 fingerprints ok"},
		{tape.Replay{Playing: "a.tbr", Done: true, Checked: 60, Differs: true, BadFrom: 73, BadTo: 73}, "PLAY done, DESYNC; DESYNC at tick 73"},
		{tape.Replay{Playing: "a.tbr", Done: true}, "PLAY done, nothing to check; 0 fingerprints ok"},
		{tape.Replay{Playing: "a.tbr", Played: 60, Total: 3600, Checked: 1}, "PLAY 60/3600; 1 fingerprint ok"},
	} {
		got := string(appendReplay(nil, &tc.r))
		if c := appendCheck(nil, &tc.r); tc.r.Playing != "" {
			got += "; " + string(c)
		}
		if got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
}

// The overlay formats the rows every frame: appending allocates nothing
// into a buffer with room.
func TestReplayRowsAppendWithoutAllocating(t *testing.T) {
	r := tape.Replay{Playing: "a.tbr", Played: 150, Total: 3600, Recording: "b.tbr", Recorded: 9,
		Differs: true, BadFrom: 60, BadTo: 119}
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() {
		buf = appendReplay(buf[:0], &r)
		buf = appendCheck(buf[:0], &r)
	}); n != 0 {
		t.Fatalf("%v allocations per append, want 0", n)
	}
}
