package policy_test

import (
	"testing"
	"time"

	"tickbox/sim/sched"
)

// Godot from its source, at 60 Hz (physics_step = 1/60, a double). The
// clock is read in whole µs: a 60 fps display gives 16,666, 16,667 and
// 16,667 µs in turn. The step history starts as typical = accumulated =
// 0, 1 ... 11: for frames 1 to 11 the typical counts allow exactly 1 step
// (lo = hi = 1: typical[i+1] − accumulated[i] is 1 for the frames not yet
// seen), from frame 12 on 0 or 1. While the typical counts stay 0 .. 11
// the averaging clamp keeps the process step within [11/12, 1] step.
//
//   - 60: frames 1 to 11 run 1 each (a 16,666 µs frame, 0.99996 of a step,
//     is lifted by the jitter fix: floor(0.99996 + 0.5) = 1), leaving game
//     time ⅓ µs ahead; frame 12 (16,667 µs) is exactly a step: 1, nothing
//     left; frame 13 reads 16,666 µs, 0.99996 of a step, and 0 is typical
//     now: none, time_accum 16,666 µs; from then on each frame runs 1 with
//     time_accum near a step (16,666 µs, the deficit going 0.33, 0.67, 0
//     µs): 599 in 600.
//   - 30: frame 1, 33,333 µs, is floor 1.99998 steps but only 1 is
//     typical: 1; the jitter clamp then keeps the process step within half
//     a step of the frame, 24,999.67 µs: half a step left in time_accum
//     and half in the deficit. Frame 2: 49,999.33 µs is floor 2.99996;
//     floor(2.99996 − 0.5) = 2 > the typical 1: 2, and the history
//     updates; from then on 2 a frame: 1 + 299·2 = 599.
//   - ±1ms: readings 17,666, 32,333, 51,000, 65,666 µs ...: frames of
//     17,666, 14,667, 18,667, 14,666 ... µs; frames 1 to 11 run 1 each
//     (the deficit swings ±1 ms); frame 12 (14,667 + 999.33 µs, 0.94 of a
//     step) may run 0 now, and does; then time_accum sits near a step and
//     every frame runs 1: 599.
//   - 250ms: after frame 10, 1 step each, a deficit of −⅔ µs; the frame
//     reads 250,000 µs: floor 14.99996 = 14 steps (the jitter fix's floor
//     of 14.49996 is over the typical 1, so the typical counts move to 13
//     .. 23), 16,666 µs left; Main::iteration runs 8 and drops 6. The next
//     frame (16,667 µs: 1.99998 steps) finds the typical counts 13 and up,
//     which no 1 or 2 can match, and floor(1.99998 + 0.5) = 2 is below
//     them: 2; then 1 a frame as the history comes back down: 10 + 8 + 2
//   - 9 = 29.
//   - 2s: 2,000,000 µs: 119 steps, 8 run and 111 dropped; then 2, 1 ...:
//     29. 10s: 599 steps, 591 dropped: 29.
//   - 144: frame 1 (6,944 µs, 0.42 of a step) runs floor(0.42 + 0.5) = 0
//     though 1 is typical, so the typical counts update to 0, 0, 1 ... 10;
//     their average, 0.5 steps a frame over 4 frames, clamps the process
//     step to half a step, 8,333⅓ µs; frame 2: 5,554⅔ µs after the deficit,
//     13,888 in time_accum: floor(0.83 + 0.5) = 1; frame 3: 4,166⅓ µs, and
//     0 is typical again: 0.
//   - 1000: frame 1 (1,000 µs) runs none and the average clamps the
//     process step up to half a step, leaving a deficit of −7,333⅓ µs:
//     frame 2 is −6,333⅓ µs and time_accum 2,000: none; frame 3, 3,000:
//     none.
//   - load 20ms: frame 1 runs 1; frame 2 (36,667 µs, 2.2 steps) runs the
//     typical 1 (floor(2.2 − 0.5) = 1 is not over it) and keeps the rest;
//     frame 3 (36,667 + the deficit's 8,333 µs: 3.4 steps) runs floor(3.4 −
//     0.5) = 2; the frames grow until 8 a frame run and the rest drop.
func TestGodot(t *testing.T) {
	checkRows(t, "godot", []row{
		{trace: "60", head: "1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1", total: 599, most: 1},
		{trace: "30", head: "1 2 2 2 2 2", total: 599, most: 2},
		{trace: "60±1ms", head: "1 1 1 1 1 1 1 1 1 1 1 0 1 1 1", total: 599, most: 1},
		{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 8 | 2 1 1 1", total: 29, most: 8, dropped: 6},
		{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 8 | 2 1 1 1", total: 29, most: 8, dropped: 111},
		{trace: "10s", head: "1 1 1 1 1 1 1 1 1 1 | 8 | 2 1 1 1", total: 29, most: 8, dropped: 591},
		{trace: "144", head: "0 1 0", total: -1, most: 1, dropped: 0},
		{trace: "1000", head: "0 0 0", total: -1, most: 1, dropped: 0},
		{trace: "load 20ms", head: "1 1 2", total: -1, most: 8, dropped: -1},
	})
}

// godot-smoothed hands the timer sync what the DeltaSmoother makes of each
// frame's µs, and the Scheduler accepts exactly that (µs × 1000 ns, give
// or take a ns of the doubles' rounding), so the accepted time shows what
// the smoother did. On a 60 fps display (16,666, 16,667, 16,667 µs):
// every 60 frames the estimator averages the readings, 16,666 µs, 60 fps
// (≥ 50: the first estimate is 60 at frame 60, a hit); its third hit, at
// frame 180, completes it: vsync 1000000/60 = 16,666 µs, and from that
// frame on each frame hands on one vsync (the remainder grows ⅔ µs a
// frame, two vsyncs 25,000 frames away). At 30 fps from frame 271 on, each
// frame is two vsyncs (33,332 µs; the remainder grows) until the frame
// rate measured over 64 frames, at frame 320 (frames 257 to 320: 14 at 60
// fps, 50 at 30), 33.7 fps, is not within 5 % of 60: from frame 320 on,
// the frames pass unchanged.
func TestGodotSmoothing(t *testing.T) {
	frames := append(display(60, 1, 0, 270, 0), display(30, 1, 0, 130, 0)...)
	for _, name := range []string{"godot", "godot-smoothed"} {
		s := newScheduler(t, name, 60)
		var before int64
		for i, e := range frames {
			advanceChecked(t, s, e)
			tot := s.Totals()
			accepted := (tot.AcceptedTicks*sched.UnitsPerTick + tot.AcceptedUnits) / 240 // ns at 60 Hz
			got := accepted - before
			before = accepted
			want := microseconds(frames, i) * 1000
			if name == "godot-smoothed" && i+1 >= 180 && i+1 < 320 {
				want = 16666000
				if i+1 > 270 {
					want = 33332000
				}
			}
			if got < want || got > want+1 {
				t.Fatalf("%s frame %d: accepted %d ns, want %d (+1)", name, i+1, got, want)
			}
		}
	}
}

// microseconds returns the µs frame i reads: the difference of the whole
// µs at its end and at its start.
func microseconds(frames []time.Duration, i int) int64 {
	var start time.Duration
	for _, e := range frames[:i] {
		start += e
	}
	return int64((start+frames[i])/time.Microsecond - start/time.Microsecond)
}

// The smoother leaves alone a frame over 1 s (frame 201, 1.5 s: 90 vsyncs
// would be 1,499,940 µs), a frame under 1 ms (frame 202, 700 µs), and every
// frame of a display under 50 fps, whose first average (30 fps) cannot
// start an estimate. A frame of 1 ms or more is at least one vsync: frame
// 203, 5 ms (with under a vsync left over: none would fit), hands on
// 16,666 µs; the remainder, −11,652 µs, keeps every frame after at one.
func TestGodotSmoothingLeavesAlone(t *testing.T) {
	frames := append(display(60, 1, 0, 200, 0), 1500*time.Millisecond, 700*time.Microsecond, 5*time.Millisecond)
	frames = append(frames, display(60, 1, 0, 20, 0)...)
	for _, c := range []struct {
		frames []time.Duration
		raw    func(frame int) bool
	}{
		{frames, func(frame int) bool { return frame < 180 || frame == 201 || frame == 202 }},
		{display(30, 1, 0, 300, 0), func(int) bool { return true }},
	} {
		s := newScheduler(t, "godot-smoothed", 60)
		var before int64
		for i, e := range c.frames {
			advanceChecked(t, s, e)
			tot := s.Totals()
			accepted := (tot.AcceptedTicks*sched.UnitsPerTick + tot.AcceptedUnits) / 240
			got := accepted - before
			before = accepted
			want := int64(16666000)
			if c.raw(i + 1) {
				want = microseconds(c.frames, i) * 1000
			}
			if got < want || got > want+1 {
				t.Fatalf("frame %d of %v: accepted %d ns, want %d (+1)", i+1, e, got, want)
			}
		}
	}
}

// A frame can run a step from no time at all: at 60 fps, after frame 31,
// time_accum is 16,666 µs (just under a step) and nothing is in deficit; a
// frame of 0 ns reads 0 µs: 0 steps, typical; the clamps take the process
// step down to process_minus_accum + step = 0.67 µs, under the minimum
// output step, 1e-6 s (a float), so it is raised to 1 µs, and time_accum,
// 16,667 µs, is over a step: floor(1.00002) = 1 extra step.
func TestGodotStepFromNothing(t *testing.T) {
	frames := append(display(60, 1, 0, 31, 0), 0)
	if got := play(t, newScheduler(t, "godot", 60), frames)[31].Ticks; got != 1 {
		t.Errorf("godot: a frame of 0 ns after 31 frames of 60 fps ran %d ticks, want 1", got)
	}
}

// A frame is typical when its steps keep every sum of the last frames
// within one of the typical counts; a count one short of the lowest
// narrows the bounds, and only one two short breaks them. One frame of a
// 144 fps display (6,944 µs: 0 steps, the typical counts move to 0, 0, 1
// .. 10, the process step is clamped to half a step) and then frames of 60
// fps: frame 2 (16,667 µs, 1.42 steps) runs the typical 1; frame 3 (1.42
// steps again) finds typical[1] − accumulated[0] = 0 − 1 = −1, one short
// of the lowest bound, 0: the upper bound falls to 0 (and typical[3] −
// accumulated[2] = 1 ends the scan), and floor(1.42 − 0.5) = 0 is not
// over it: frame 3 runs 0.
func TestGodotTypicalBounds(t *testing.T) {
	checkTicks(t, "godot", 60, append([]time.Duration{6944445}, display(60, 1, 0, 2, 0)...), "0 1 0")
}

// Frames that read 0 µs, one after another, still run steps: each is
// raised to the minimum process step, 1 µs, which time_accum keeps, a
// step every 16,667 frames, ahead of a clock that has not moved. The
// Scheduler follows Godot two ticks ahead and accepts the rest as game
// time gained; the accounting holds throughout (advanceChecked).
func TestGodotAheadOfItsClock(t *testing.T) {
	s := newScheduler(t, "godot", 60)
	ticks := 0
	for range 200_000 {
		ticks += advanceChecked(t, s, 0).Ticks
	}
	if tot := s.Totals(); ticks < 10 || tot.AcceptedTicks < int64(ticks)-2 {
		t.Errorf("godot on 200,000 frames of 0 ns: %d ticks, %d ticks of game time accepted; want about 12, all but 2 accepted",
			ticks, tot.AcceptedTicks)
	}
}

// The extra steps of advance_checked run only when time_accum is over a
// step ("if (time_accum > p_physics_step)"); at exactly a step it waits
// for the next frame. Readings 1, 33,333 and 33,333 µs: frame 1 (1 µs)
// runs 0, and the typical counts, now 0 0 1 2 ..., clamp its process step
// to ½ step (deficit −½ step + 1 µs); frame 2 (33,333 µs, 2.00004 steps
// with the deficit) is held to the typical 1, its process step to the
// frame's less the jitter fix; frame 3 (0 µs, the deficit ½ step) runs 0
// (the typical counts allow none), its process step is clamped to
// process_minus_accum + physics_step, which leaves time_accum exactly one
// step: no extra step. So 0 1 0; with ≥ the third frame ran 1.
func TestGodotExtraStepsNeedMoreThanAStep(t *testing.T) {
	checkTicks(t, "godot", 60, []time.Duration{time.Microsecond, 33333 * time.Microsecond, 0}, "0 1 0")
}
