package policy_test

import "testing"

// Bevy from its source: S = from_hz(60) = 16,666,667 ns; the first update
// has a zero delta; then every delta (at most 250 ms) goes to the overstep
// and a tick runs per whole S in it (checked_sub). With no clamp reached,
// the ticks after frame k are floor((t_k − t_1)/S), t_k the end of frame k.
//
//   - 60: t_1 = 16,666,667 = S, t_2 = 33,333,334 = 2S, t_3 = 50,000,000 <
//     3S = 50,000,001: floor gives 0, 1, 1, then k − 2 for every k ≥ 3
//     (ceil(k·P)/S < k once k/3 ns outweighs the ceil's ⅔ ns): 0 1 0 1 1
//     ...; 598 in 600 frames.
//   - 30: t_2 − t_1 = 33,333,333 < 2S: 0 1 2 2 ...; 2k − 3 after frame k:
//     597.
//   - 59.94: t_1001 − t_1 = 16,683,333,333 < 1001·S = 16,683,333,667 (1000
//     ticks), t_1002 − t_1 = 16,700,016,666 ≥ 1002·S (1002): frame 1002
//     runs 2; 1200 frames: floor(20,003,316,666/S) = 1200.
//   - 144: t_k − t_1 for k = 2..14: 6.9, 13.9, 20.8, 27.8, 34.7, 41.7,
//     48.6, 55.6, 62.5, 69.4, 76.4, 83.333333 (< 5S = 83,333,335), 90.3
//     ms: 0 0 0 1 0 1 0 0 1 0 1 0 0 1, a frame later than the textbook and
//     the tie at frame 13 later still; 1440 frames: floor(9,993,055,555/S)
//     = 599.
//   - 1000: (k − 1) ms ≥ S, 2S, 3S: frames 18, 35, 52; floor(999e6/S) = 59.
//   - ±1ms: odd readings as the display, even ones 2 ms earlier still: for
//     k ≥ 3 both floor to k − 2: 0 0 1 1 ...; 598.
//   - 250ms: after frame 10 the overstep is 150,000,000 − 8S = 16,666,664;
//   - 250 ms: 15 steps (16S > 266,666,664), 16,666,659 left; then 1 a
//     frame: 8 + 15 + 10 = 33. 2 s and 10 s: max_delta makes them 250 ms.
//   - 144, 2s: 3 ticks and 12,499,999 ns after frame 10; + 250 ms: 15,
//     12,499,994 left; then the display's frames of 6,944,444 or ...445 ns:
//     19.4 (1), 9.7, 16,666,660 (< S: 0), 23.6 (1), 13.9, 20.8 (1), 11.1,
//     18.1 (1), 8.3, 15.3 ms: 1 0 0 1 0 1 0 1 0 0; 3 + 15 + 4 = 22.
//   - load 6ms: frame 1 runs none, frame 2 lasts 16,666,667 = S: 1; then
//     overstep 0, 6.0, 12.0, 1.3, 13.3, 2.7, 14.7, 4.0, 16.0, 5.3, 0.7,
//     12.7 ms after frames of 22.7, 22.7, 22.7, 28.7, ...: 0 1 1 1 2 1 2 1
//     2 1 2 2 1 2; under S + 28.7 ms owed: at most 2.
//   - load 20ms: 0 1 2 3 5 7 9 12 (overstep 6,666,656 after frame 8); frame
//     9 lasts 256.7 ms, clamped to 250: 15, and 15 from then on (the
//     overstep loses 5 ns a frame): 39 + 592·15 = 8919.
func TestBevy(t *testing.T) {
	checkRows(t, "bevy", []row{
		{trace: "60", head: "0 1 0 1 1 1 1 1 1 1 1 1", total: 598, most: 1},
		{trace: "30", head: "0 1 2 2 2 2", total: 597, most: 2},
		{trace: "59.94", head: "0 1 1", at: map[int]int{1001: 1, 1002: 2, 1003: 1}, total: 1200, most: 2},
		{trace: "144", head: "0 0 0 1 0 1 0 0 1 0 1 0 0 1", total: 599, most: 1},
		{trace: "1000", at: map[int]int{17: 0, 18: 1, 34: 0, 35: 1, 51: 0, 52: 1}, total: 59, most: 1},
		{trace: "60±1ms", head: "0 0 1 1 1 1 1 1", total: 598, most: 1},
		{trace: "250ms", head: "0 1 0 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 33, most: 15},
		{trace: "2s", head: "0 1 0 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 33, most: 15},
		{trace: "10s", head: "0 1 0 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 33, most: 15},
		{trace: "144, 2s", head: "0 0 0 1 0 1 0 0 1 0 | 15 | 1 0 0 1 0 1 0 1 0 0", total: 22, most: 15},
		{trace: "load 6ms", head: "0 1 1 1 2 1 2 1 2 1 2 2 1 2", total: -1, most: 2},
		{trace: "load 20ms", head: "0 1 2 3 5 7 9 12 15 15", total: 8919, most: 15},
	})
}

// Bevy's step is from_hz(rate): Duration::from_secs_f64(1/rate), rounded
// to the nearest ns; at 64 Hz it is Time<Fixed>'s default, 15,625 µs. At
// 144 Hz 1/144 s is 6,944,444.4 ns: rounded down to 6,944,444, a step
// shorter than the exact one, so a 144 fps display, whose frames average
// the exact step, runs one a frame after the first frame's zero delta:
// t_k − t_1 ≥ (k − 1)·6,944,444 from t_2 − t_1 = 6,944,444 on. (With the
// step rounded up, 6,944,445, t_2 − t_1 would run none.)
func TestBevyRates(t *testing.T) {
	for _, c := range []struct {
		hz   int
		want string
	}{
		{64, "0 1 1 1 1 1"},          // frames of 15,625,000 ns: one step each
		{144, "0 1 1 1 1 1 1 1 1 1"}, // the step 0.44 ns short of the frames
		{1, "0 0 0 0 1 0 0 0 1"},     // 1 s steps; max_delta makes each 1 s frame 250 ms
	} {
		checkTicks(t, "bevy", c.hz, display(int64(c.hz), 1, 0, len(fields(c.want)), 0), c.want)
	}
}

// A rate set while running is from_hz of the new rate: after 0 1 0 1 at
// 60 Hz the overstep is 16,666,666 ns; at 64 Hz the next 16,666,667 ns
// make 33,333,333, two steps of 15,625,000 (at 60 Hz's step, one).
func TestBevyRateChange(t *testing.T) {
	s := newScheduler(t, "bevy", 60)
	play(t, s, display(60, 1, 0, 4, 0))
	if err := s.SetRate(64); err != nil {
		t.Fatal(err)
	}
	if got := play(t, s, repeat(16666667, 1))[0].Ticks; got != 2 {
		t.Errorf("bevy after SetRate(64): %d ticks, want 2", got)
	}
}
