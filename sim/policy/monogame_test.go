package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/policy"
	"tickbox/sim/sched"
)

// MonoGame from its source, at 60 Hz: the clock reads (long)(ns·0.01)
// TimeSpan ticks (here floor(ns/100)), the step is 166,667 ticks, the
// accumulated time is clamped to 5,000,000 ticks, and updates run while a
// step is accumulated. With no clamp reached, the updates after frame k are
// floor(reading_k / 166,667).
//
//   - 60: reading_k = floor(ceil(k·P)/100) ≈ 166,666.67·k, just under k
//     steps and over k − 1: 0, then 1 a frame; 599. 30: 1, then 2; 599.
//   - 59.94: 166,833.3·k: frame 1 runs 1; reading_1002 = 167,167,000 <
//     1003 steps (167,167,001), reading_1003 = 167,333,833 ≥ 1004 steps:
//     frame 1003 runs 2; 1200 frames: floor(200,200,000/166,667) = 1201.
//   - 144: readings 69,444, 138,888, 208,333, 277,777, 347,222, 416,666,
//     486,111, 555,555, 625,000, 694,444, 763,888, 833,333 (< 5 steps,
//     833,335), 902,777, 972,222: 0 0 1 0 1 0 0 1 0 1 0 0 1 0; 1440 frames:
//     floor(100,000,000/166,667) = 599.
//   - 1000: k·10,000 ticks passes n steps at frames 17, 34, 51, 67, 84, 101:
//     59 in 1000.
//   - ±1ms: the readings move by exactly ±10,000 ticks: odd frames floor to
//     k, even ones to k − 1: 1 0 2 0 2 ...; 599.
//   - 250ms: 9 updates and 166,663 ticks after frame 10; + 2,500,000 =
//     2,666,663: 15 (16 steps are 2,666,672); 9 + 15 + 10 = 34.
//   - 2s, 10s: 166,663 + 20,000,000 clamped, leftover included, to
//     5,000,000: 29 updates (not 30: 30 steps are 5,000,010), 166,657 left;
//     48.
//   - 144, 2s: 4 updates and 27,776 ticks after frame 10; clamped: 29,
//     166,657 left; then reads of 69,444 and 69,445: 236,101 (1), 138,879,
//     208,323 (1), 111,101, 180,545 (1), 83,323, 152,767, 222,212 (1),
//     124,989, 194,433 (1): 1 0 1 0 1 0 0 1 0 1; 4 + 29 + 5 = 38.
//   - load 6ms: frame 1 reads 166,666 < a step: none (MonoGame would wait);
//     then 333,333 (1), 393,333 (2), 346,665 (2), 299,998 (1), 359,998 (2)
//     ...: 0 1 2 2 1 2 1 2 1 2; at most 2.
//   - load 20ms: 0 1 3 4 6 8 11 14 18 22 28, then 5,833,295 clamped to
//     5,000,000: 29, and 29 from then on: 115 + 589·29 = 17196.
var monoGameRows = []row{
	{trace: "60", head: "0 1 1 1 1 1 1 1 1 1 1 1", total: 599, most: 1},
	{trace: "30", head: "1 2 2 2 2 2", total: 599, most: 2},
	{trace: "59.94", head: "1 1 1", at: map[int]int{1002: 1, 1003: 2, 1004: 1}, total: 1201, most: 2},
	{trace: "144", head: "0 0 1 0 1 0 0 1 0 1 0 0 1 0", total: 599, most: 1},
	{trace: "1000", at: map[int]int{16: 0, 17: 1, 34: 1, 50: 0, 51: 1, 67: 1, 84: 1, 100: 0, 101: 1}, total: 59, most: 1},
	{trace: "60±1ms", head: "1 0 2 0 2 0 2 0", total: 599, most: 2},
	{trace: "250ms", head: "0 1 1 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 34, most: 15},
	{trace: "2s", head: "0 1 1 1 1 1 1 1 1 1 | 29 | 1 1 1", total: 48, most: 29},
	{trace: "10s", head: "0 1 1 1 1 1 1 1 1 1 | 29 | 1 1 1", total: 48, most: 29},
	{trace: "144, 2s", head: "0 0 1 0 1 0 0 1 0 1 | 29 | 1 0 1 0 1 0 0 1 0 1", total: 38, most: 29},
	{trace: "load 6ms", head: "0 1 2 2 1 2 1 2 1 2", total: -1, most: 2},
	{trace: "load 20ms", head: "0 1 3 4 6 8 11 14 18 22 28 29 29", total: 17196, most: 29},
}

func TestMonoGame(t *testing.T) { checkRows(t, "monogame", monoGameRows) }

// monogame-run: Game.Run's Update before the loop is one more tick on the
// first frame; the clock is as before.
func TestMonoGameRun(t *testing.T) {
	checkRows(t, "monogame-run", []row{
		{trace: "60", head: "1 1 1 1 1 1", total: 600, most: 1},
		{trace: "144", head: "1 0 1 0 1 0 0 1 0 1 0 0 1 0", total: 600, most: 1},
		{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 29 | 1 1 1", total: 49, most: 29},
	})
}

// TargetElapsedTime at another rate is set as a game sets it,
// TimeSpan.FromSeconds(1.0/rate): (long)(1/144·1e7) = 69,444 ticks at
// 144 Hz, a step shorter than 1/144 s. A 144 fps display reads 69,444 or
// 69,445 ticks a frame: frame 1 reads 69,444, exactly a step: 1 a frame.
// (Rounded up to 69,445, frame 1 would run none.) At 1 Hz, MaxElapsedTime
// is raised to the step (1 s), else a 2 s frame could never run a tick.
func TestMonoGameRates(t *testing.T) {
	checkTicks(t, "monogame", 144, display(144, 1, 0, 8, 0), "1 1 1 1 1 1 1 1")
	// At 15 Hz FromSeconds(1.0/15) is (long)666,666.67 = 666,666 ticks,
	// truncated: frame 1 of a 15 fps display (66,666,667 ns, read as
	// 666,666 ticks) is a step: 1; each later frame reads 666,667, one
	// tick more than a step: 1 a frame. (Rounded to 666,667: 0 1 1 ...)
	checkTicks(t, "monogame", 15, display(15, 1, 0, 8, 0), "1 1 1 1 1 1 1 1")
	checkTicks(t, "monogame", 1, repeat(2*time.Second, 3), "1 1 1")
}

// IsRunningSlowly: every update after the first in a Tick adds one to the
// lag; at 5 it turns on, and off only once Ticks of one update have paid
// the lag back to 0. A 30 fps display reads 333,333 ticks a frame: 1
// update (2 steps are 333,334), then 2 a frame; lag after each: 0, 1, 2,
// 3, 4, 5 (slow from frame 6), 6. Then 60 fps frames, one update each,
// pay it back: 5, 4 ... 0 after frame 13. Frame 14 lasts 0 ns: less than a
// step accumulated, so MonoGame would wait, and this Tick neither updates
// nor touches IsRunningSlowly; frame 15 finds the lag at 0 and turns it
// off.
func TestMonoGameRunningSlowly(t *testing.T) {
	p, err := policy.New("monogame")
	if err != nil {
		t.Fatal(err)
	}
	m := p.(interface{ RunningSlowly() bool })
	s, err := sched.New(sched.DefaultConfig(), p)
	if err != nil {
		t.Fatal(err)
	}
	frames := append(display(30, 1, 0, 7, 0), display(60, 1, 0, 6, 0)...)
	frames = append(append(frames, 0), display(60, 1, 0, 2, 0)...)
	var ticks []int
	var slow []bool
	for _, e := range frames {
		ticks = append(ticks, advanceChecked(t, s, e).Ticks)
		slow = append(slow, m.RunningSlowly())
	}
	wantTicks := []int{1, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 0, 1, 1}
	wantSlow := []bool{false, false, false, false, false, true, true, true, true, true, true, true, true, true, false, false}
	for i := range frames {
		if ticks[i] != wantTicks[i] || slow[i] != wantSlow[i] {
			t.Fatalf("frame %d: ticks %v, slow %v; want %v, %v", i+1, ticks, slow, wantTicks, wantSlow)
		}
	}
}

// MonoGame's step is 166,667 ticks of 100 ns, 33⅓ ns longer than 1/60 s,
// and what that loses is dropped, a whole tick at a time. After 600,000
// frames of a 60 fps display (10,000 s exactly, 100,000,000,000 ticks of
// 100 ns) MonoGame has run floor(1e11/166,667) = 599,998 updates and
// accumulated 133,334 ticks (0.8 of a step): of the 600,000 ticks real
// time is worth, 1.2 are neither run nor owed, and 1 is dropped.
func TestMonoGameDropsWhatItsStepLoses(t *testing.T) {
	s := newScheduler(t, "monogame", 60)
	var ticks, dropped int64
	for _, e := range display(60, 1, 0, 600_000, 0) {
		f := advanceChecked(t, s, e)
		ticks, dropped = ticks+int64(f.Ticks), dropped+f.DroppedTicks
	}
	if ticks != 599_998 || dropped != 1 {
		t.Errorf("monogame over 10,000 s at 60 fps: %d ticks, %d dropped; want 599998, 1", ticks, dropped)
	}
}
