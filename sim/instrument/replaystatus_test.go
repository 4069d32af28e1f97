package instrument_test

import (
	"testing"

	"tickbox/sim/instrument"
	"tickbox/sim/tape"
)

func TestReplayStatusText(t *testing.T) {
	for _, tc := range []struct {
		st   instrument.ReplayStatus
		want string
	}{
		{instrument.ReplayStatus{}, "off"},
		{instrument.ReplayStatus{Recording: true, Recorded: 1234}, "REC 1234"},
		{instrument.ReplayStatus{Play: instrument.Playing, Played: 120, Total: 3600, Checked: 2}, "PLAY 120/3600; 2 fingerprints ok"},
		{instrument.ReplayStatus{Play: instrument.Playing, Played: 120, Total: 3600, Recording: true, Recorded: 7, Checked: 2},
			"PLAY 120/3600 REC 7; 2 fingerprints ok"},
		{instrument.ReplayStatus{Play: instrument.Playing, Played: 150, Total: 3600, Checked: 2, Desync: true, BadFrom: 60, BadTo: 119},
			"PLAY 150/3600; DESYNC in ticks 60-119"},
		{instrument.ReplayStatus{Play: instrument.Playing, Played: 150, Total: 3600, Checked: 3, Desync: true, BadFrom: 73, BadTo: 73},
			"PLAY 150/3600; DESYNC at tick 73"},
		{instrument.ReplayStatus{Play: instrument.Played, Played: 3600, Total: 3600, Checked: 60}, "PLAY done, fingerprint ok; 60 fingerprints ok"},
		{instrument.ReplayStatus{Play: instrument.Played, Checked: 60, Desync: true, BadFrom: 73, BadTo: 73}, "PLAY done, DESYNC; DESYNC at tick 73"},
		{instrument.ReplayStatus{Play: instrument.Played}, "PLAY done, nothing to check; 0 fingerprints ok"},
		{instrument.ReplayStatus{Play: instrument.Playing, Played: 60, Total: 3600, Checked: 1}, "PLAY 60/3600; 1 fingerprint ok"},
	} {
		if got := tc.st.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.st, got, tc.want)
		}
	}
}

// The overlay formats the rows every frame: appending allocates nothing
// into a buffer with room.
func TestReplayStatusAppendsWithoutAllocating(t *testing.T) {
	st := instrument.ReplayStatus{Play: instrument.Playing, Played: 150, Total: 3600, Recording: true, Recorded: 9,
		Desync: true, BadFrom: 60, BadTo: 119}
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() {
		buf = st.AppendStatus(buf[:0])
		buf = st.AppendCheck(buf[:0])
	}); n != 0 {
		t.Fatalf("%v allocations per append, want 0", n)
	}
}

// A loop's replay shows as the overlay's rows: off, recording, playing,
// played; a desync as the ticks the playback narrowed it to (the window
// the checkpoints allow, or the one tick it named).
func TestReplayStatusOf(t *testing.T) {
	for _, c := range []struct {
		r    tape.Replay
		want instrument.ReplayStatus
	}{
		{tape.Replay{}, instrument.ReplayStatus{}},
		{tape.Replay{Recording: "a.tbr", Recorded: 7}, instrument.ReplayStatus{Recording: true, Recorded: 7}},
		{tape.Replay{Playing: "a.tbr", Played: 3, Total: 9, Checked: 1}, instrument.ReplayStatus{Play: instrument.Playing, Played: 3, Total: 9, Checked: 1}},
		{tape.Replay{Playing: "a.tbr", Done: true, Differs: true, BadFrom: 60, BadTo: 89},
			instrument.ReplayStatus{Play: instrument.Played, Desync: true, BadFrom: 60, BadTo: 89}},
		{tape.Replay{Playing: "a.tbr", Done: true, Differs: true, BadFrom: 73, BadTo: 73},
			instrument.ReplayStatus{Play: instrument.Played, Desync: true, BadFrom: 73, BadTo: 73}},
		{tape.Replay{SyncTest: true, SyncBad: true, SyncTick: 5}, instrument.ReplayStatus{SyncTest: true, SyncBad: true, SyncTick: 5}},
	} {
		if got := instrument.ReplayStatusOf(c.r); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.r, got, c.want)
		}
	}
}
