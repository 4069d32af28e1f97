package policy_test

import (
	"testing"
	"time"
)

// Ebitengine v2.8.8's clock from its source, at 60 TPS: the tick advances
// lastSystemTime by 1e9/60 = 16,666,666 ns (2 by 33,333,333, 3 by
// 50,000,000: count·1e9/60 truncated), the 0→1 fix needs diff > 8,333,333,
// a resync diff > 83,333,333, and the first frame (prevTPS 0) resyncs.
//
//   - 60: frame 1 resyncs: diff 16,666,667, count 0, fixed to 1, game time
//     = now; then diff = 16,666,667 + what is owed, which grows by ⅔ ns a
//     frame: 1 a frame, 600.
//   - 30: frame 1 resyncs with one tick (not 2); diff 33,333,333 is floor
//     1.99999998: 1; then 50,000,000: 3; then 33,333,334 ...: 2 each: 1 1 3
//     2 ...; 599 in 300 frames.
//   - 59.94: frames of 16,683,333⅓ leave 16,667⅓ ns more owed each; frame
//     1001's diff, t_1001 − t_1 − 999·16,666,666 = 33,333,999 ≥ 2e9/60:
//     2 (frame 1000: 33,317,332: 1); 1201 in 1200.
//   - 144: frame 1 resyncs with 6,944,445 (no fix: none); diffs 6.9, 13.9
//     (fix: 1, owed −2.8), 4.2, 11.1 (1), 1.4, 8,333,335 (1), −1.4 (diff <
//     0: none), 5.6, 12.5 (1) ms ...: 0 0 1 0 1 0 1 0 0 1 0 1 then 12
//     frames of 5 ticks again: 2 + 119·12 + 10 frames: 600.
//   - 1000: frame 1 resyncs at 1 ms (none); a tick whenever now passes
//     lastSystemTime + 8,333,333 (1 ms + (n − 1)·16,666,666 + 8,333,333
//     for the n-th): frames 10, 26, 43, 60, 76, 93 ...; the 60th at frame
//     993: 60.
//   - ±1ms: readings 17.7, 32.3, 51.0, 65.7 ms ...: diffs 14,666,667 (fix)
//     and 16,666,667 in turn: 1 a frame, 600.
//   - 250ms, 2s, 10s: 6 ns owed after frame 10; the long frame's diff is
//     over 83,333,333: resync, count 0 fixed to 1; then 1 a frame: 21.
//   - 144, 2s: the 2 s frame resyncs with 1; then diffs 6.9, 13.9 (1), 4.2,
//     11.1 (1), 1.4, 8,333,335 (1), −1.4, 5.6, 12.5 (1), 2.8 ms: 0 1 0 1 0
//     1 0 0 1 0; 4 + 1 + 4 = 9.
//   - load 6ms: diffs 16.67, 22.67, 28.67, 34.67 (2) ... ms: 1 1 1 2 1 2 1
//     2 1 2 2 1 2, never over 45 ms: at most 2.
//   - load 20ms: frame 1: 1; 36.7 ms: 2 (3,333,334 owed); 60.0 ms: 3
//     (10,000,001); 86.7 ms: over 83.3, resync: 1, nothing owed; and
//     again: 1 2 3 1 2 3 ..., 1 + 199·6 + 2 + 3 = 1200.
var ebitengineRows = []row{
	{trace: "60", head: "1 1 1 1 1 1 1 1 1 1 1 1", total: 600, most: 1},
	{trace: "30", head: "1 1 3 2 2 2", total: 599, most: 3},
	{trace: "59.94", head: "1 1 1", at: map[int]int{1000: 1, 1001: 2, 1002: 1}, total: 1201, most: 2},
	{trace: "144", head: "0 0 1 0 1 0 1 0 0 1 0 1 0 0 1 0 1 0 1 0", total: 600, most: 1},
	{trace: "1000", at: map[int]int{9: 0, 10: 1, 25: 0, 26: 1, 27: 0, 43: 1, 60: 1, 76: 1, 93: 1, 993: 1}, total: 60, most: 1},
	{trace: "60±1ms", head: "1 1 1 1 1 1 1 1", total: 600, most: 1},
	{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 1 | 1 1 1", total: 21, most: 1},
	{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 1 | 1 1 1", total: 21, most: 1},
	{trace: "10s", head: "1 1 1 1 1 1 1 1 1 1 | 1 | 1 1 1", total: 21, most: 1},
	{trace: "144, 2s", head: "0 0 1 0 1 0 1 0 0 1 | 1 | 0 1 0 1 0 1 0 0 1 0", total: 9, most: 1},
	{trace: "load 6ms", head: "1 1 1 2 1 2 1 2 1 2 2 1 2", total: -1, most: 2},
	{trace: "load 20ms", head: "1 2 3 1 2 3 1 2 3 1", total: 1200, most: 3},
}

func TestEbitengine(t *testing.T) { checkRows(t, "ebitengine", ebitengineRows) }

// ebitengine-ui adds the UI layer's update on the first frame whose count
// is 0, without telling the clock. Where frame 1 runs a tick (60, 30 ...)
// nothing changes: no later frame is 0. At 144 and 1000 fps frame 1 runs
// none, so it runs the UI's one, and every later frame is as before: one
// tick more in all.
func TestEbitengineUI(t *testing.T) {
	checkRows(t, "ebitengine-ui", replaced(t, ebitengineRows,
		row{trace: "144", head: "1 0 1 0 1 0 1 0 0 1 0 1", total: 601, most: 1},
		row{trace: "1000", at: map[int]int{1: 1, 2: 0, 9: 0, 10: 1, 26: 1, 993: 1}, total: 61, most: 1},
		row{trace: "144, 2s", head: "1 0 1 0 1 0 1 0 0 1 | 1 | 0 1 0 1 0 1 0 0 1 0", total: 10, most: 1},
	))
}

// A TPS change is a resync too: at 60 TPS, 10 frames of 60 fps owe 6 ns;
// at 120 TPS the next frame (16,666,667 ns, diff 16,666,673) resyncs:
// count 0, fixed to 1 (diff > 4,166,666), where without the resync it
// would count floor(16,666,673·120/1e9) = 2. The frame after, at 120 TPS,
// counts 2.
func TestEbitengineRateChange(t *testing.T) {
	s := newScheduler(t, "ebitengine", 60)
	play(t, s, display(60, 1, 0, 10, 0))
	if err := s.SetRate(120); err != nil {
		t.Fatal(err)
	}
	fs := play(t, s, repeat(16666667, 2))
	if fs[0].Ticks != 1 || fs[1].Ticks != 2 {
		t.Errorf("after SetRate(120): ticks %d, %d, want 1 (a resync), 2", fs[0].Ticks, fs[1].Ticks)
	}
}

// The resync threshold is max(5e9/TPS, 5e9/60) ns: at 1000 TPS 83,333,333
// (5 ticks would be 5 ms). 10 frames of 1 ms (frame 1 resyncs with one
// tick, half a tick being 500,000 ns; then 1 each), and a 70 ms frame:
// diff 70,000,000 is under the threshold: floor(70e6·1000/1e9) = 70 ticks,
// no resync.
func TestEbitengineResyncThreshold(t *testing.T) {
	frames := append(repeat(time.Millisecond, 10), 70*time.Millisecond)
	checkTicks(t, "ebitengine", 1000, frames, "1 1 1 1 1 1 1 1 1 1 70")
}

// The UI's update goes to the first frame whose count is 0, not to the
// first frame: a first frame of 20 ms resyncs with one tick, leaving the
// update for later; at 144 fps from then on, the first frame of 0 is the
// next (diff 6,944,445, under half a tick), which runs 1.
func TestEbitengineUIFirstZero(t *testing.T) {
	frames := append([]time.Duration{20 * time.Millisecond}, display(144, 1, 0, 3, 0)...)
	for name, want := range map[string]string{"ebitengine": "1 0 1 0", "ebitengine-ui": "1 1 1 0"} {
		checkTicks(t, name, 60, frames, want)
	}
}

// The game time advances by count·1e9/TPS truncated as a whole, not by
// count truncated ticks: after a first frame of 20 ms (a resync with one
// tick), a 50 ms frame counts 3 and advances exactly 50,000,000 ns (not 3
// × 16,666,666), owing nothing; then a frame of 33,333,333 ns is
// floor(1.99999998) = 1 tick (with the 2 ns three truncated ticks would
// leave, it would be 2).
func TestEbitengineAdvancesByTheWholeCount(t *testing.T) {
	frames := []time.Duration{20 * time.Millisecond, 50 * time.Millisecond, 33333333}
	checkTicks(t, "ebitengine", 60, frames, "1 3 1")
}

// The 0→1 fix needs diff strictly over half a tick (1e9/60/2 = 8,333,333
// ns: "(int64(time.Second)/tps/2) < diff"): frames of exactly 8,333,333 ns.
// Frame 1 resyncs with diff 8,333,333: count 0, not fixed; game time = now.
// Frame 2: diff 8,333,333: floor 0, not fixed. Frame 3: diff 16,666,666:
// floor(0.99999996) = 0, fixed to 1, game time += 16,666,666 = now; and so
// on: 0 0 1 0 1 0 1 0 1 0. (With ≤, frame 1 and 2 each ran 1: 1 1 0 1 ...)
func TestEbitengineHalfTickFixIsStrict(t *testing.T) {
	checkTicks(t, "ebitengine", 60, repeat(8333333, 10), "0 0 1 0 1 0 1 0 1 0")
}

// A resync needs diff strictly over the threshold ("diff > max(5e9/tps,
// 5e9/60)", 83,333,333 ns at 60 TPS). Frame 1 (20 ms) resyncs with one
// tick, game time = now. Frame 2, 83,333,333 ns: diff 83,333,333, not
// over: floor(4.99999998) = 4 ticks, game time += 66,666,666 (16,666,667
// owed). Frame 3, 16,666,667 ns: diff 33,333,334: 2. (A resync at the
// threshold would run 1 1 1.)
func TestEbitengineResyncIsStrict(t *testing.T) {
	checkTicks(t, "ebitengine", 60, []time.Duration{20 * time.Millisecond, 83333333, 16666667}, "1 4 2")
}
