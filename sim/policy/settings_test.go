package policy_test

import "testing"

// Each engine's settings, their counts derived by hand from the engine's
// source (the traces are engineTraces': a display at F fps ends frame k at
// ceil(k·1e9/F) ns; "1s" is 10 frames at 60 fps, one of 1 s and 10 more).

// Godot, main/main.cpp Main::iteration (Godot at 001394d9): "if (fixed_fps
// == -1 && advance.physics_steps > max_physics_steps) { process_step -=
// ...; advance.physics_steps = max_physics_steps; }", max_physics_steps
// being get_user_max_physics_steps_per_frame(). The cap acts after
// MainTimerSync::advance, so the timer's state, and every frame after, is
// as with the default 8 (TestGodot's "2s": 1 a frame for 10 frames, 2,
// then 1s).
//
//   - 1s: the hitch reads 1,000,000 µs, plus the deficit of −⅔ µs: floor
//     59.99996 = 59 steps (floor(59.99996 − 0.5) = 59 is over the typical
//     1, so 59 stand and the typical counts move up); 4 run, 55 dropped;
//     then 2 and 1s: 10 + 4 + 2 + 9 = 25.
//   - 250ms: 14 steps (TestGodot): 4 run, 10 dropped; 25.
func TestGodotMaxPhysicsSteps(t *testing.T) {
	checkRows(t, "godot:max_physics_steps_per_frame=4", []row{
		{trace: "1s", head: "1 1 1 1 1 1 1 1 1 1 | 4 | 2 1 1 1 1 1 1 1 1 1", total: 25, most: 4, dropped: 55},
		{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 4 | 2 1 1 1", total: 25, most: 4, dropped: 10},
	})
}

// Godot with physics_jitter_fix 0 (main_timer_sync.cpp): in advance_core
// the jitter fix is what lets the step count leave floor(time_accum ·
// rate) for the typical counts ("max_possible_steps = floor(time_accum *
// p_physics_ticks_per_second + get_physics_jitter_fix())", and its
// min_possible_steps twin); at 0 both are the floor itself, so the count is
// always floor(time_accum · 60). In advance_checked (lines 459-461) the
// second clamping keeps the process step within 0 · physics_step of the
// frame: exactly the frame, whatever the averaging clamp did before it; the
// last clamping ([process − time_accum, + a step]) holds it, time_accum
// being in [0, step). So the deficit stays 0 and the steps after frame k
// are floor(µs_k · 60 / 1e6), µs_k the whole µs read at its end.
//
//   - 59.94: frame k ends at ceil(k · 16,683,333⅓) ns; µs_k · 60/1e6 is
//     k · 1.001 less under 6e-5: k steps up to frame 1000 (µs_999 =
//     16,666,650: 999.999; µs_1000 = 16,683,333: 1000.99998), µs_1001 =
//     16,700,016: 1002.00096, µs_1002 = 16,716,700: 1003.002. So 1 a frame,
//     2 at frame 1001; µs_1200 = 20,020,000: 1201.
//   - 144: µs_k = 6,944, 13,888, 20,833, 27,777, 34,722, 41,666, 48,611,
//     55,555, 62,500, 69,444, 76,388, 83,333 (4.99998 steps), 90,277:
//     floor 0 0 1 1 2 2 2 3 3 4 4 4 5: 0 0 1 0 1 0 0 1 0 1 0 0 1, where
//     the default fix of 0.5 runs frame 2's step (TestGodot: 0 1 0).
//   - 1000: µs_k = 1000k: floor(0.06k) steps, frames 17 (1.02) and 34
//     (2.04) the first to run one; the default's averaging clamp stretches
//     frame 1 to half a step (TestGodot), which the second clamping at 0
//     takes back.
func TestGodotJitterFixZero(t *testing.T) {
	checkRows(t, "godot:physics_jitter_fix=0", []row{
		{trace: "1000", head: "0 0 0 0 0 0 0 0", at: map[int]int{16: 0, 17: 1, 18: 0, 33: 0, 34: 1, 35: 0}, total: -1, most: 1},
		{trace: "59.94", head: "1 1 1 1 1 1 1 1 1 1 1 1 1 1", at: map[int]int{1000: 1, 1001: 2, 1002: 1}, total: 1201, most: 2},
		{trace: "144", head: "0 0 1 0 1 0 0 1 0 1 0 0 1", total: -1, most: 1},
	})
}

// Godot with --fixed-fps (main_timer_sync.cpp:433-435, advance_checked:
// "if (fixed_fps != -1) { p_process_step = 1.0 / fixed_fps; }"): every
// frame counts as 1/N s whatever it lasted, and Main::iteration's cap is
// off ("fixed_fps == -1 && ...").
//
//   - fixed_fps 60 at 144 fps: 1.0/60 is the step itself; time_accum goes
//     0 + 1/60, times 60 is 1.0 exactly (the double of 1/60 is 1.4e-17
//     short, under half an ulp of 1), floor 1, the typical 1; time_accum −
//     1·(1/60) is 0 exactly; no clamp moves it. Every frame runs 1: 1440
//     in 1440 frames, the game 2.4 times as fast as real time; 21 in the
//     hitch's 21 frames.
//   - fixed_fps 7, cap 4, frame 1: 1/7 s is 8.571 steps: floor 8 is over
//     the typical 1 and so is floor(8.571 − 0.5) = 8: 8 steps, and no cap.
func TestGodotFixedFPS(t *testing.T) {
	checkRows(t, "godot:fixed_fps=60", []row{
		{trace: "144", head: "1 1 1 1 1 1 1 1", total: 1440, most: 1},
		{trace: "144, 2s", head: "1 1 1 1 1 1 1 1 1 1 | 1 | 1 1 1 1 1 1 1 1 1 1", total: 21, most: 1, dropped: -1},
	})
	checkRows(t, "godot:fixed_fps=7:max_physics_steps_per_frame=4", []row{
		{trace: "60", at: map[int]int{1: 8}, total: -1, most: -1, dropped: -1},
	})
}

// Bevy, crates/bevy_time/src/virt.rs advance_with_raw_delta (Bevy at
// 4805ca79): "let scaled = if speed != 1.0 { raw_delta.mul_f64(speed) }
// else { raw_delta }", then "if scaled > max_delta" the delta is
// max_delta: the speed first, then the clamp; set_max_delta refuses zero,
// set_relative_speed_f64 a speed below 0 or not finite. fixed.rs expend:
// "overstep.checked_sub(timestep)", a step when the overstep is at least
// one. S = from_hz(60) = 16,666,667 ns; after frame 10 of 60 fps the
// overstep is 150,000,000 − 8S = 16,666,664 (TestBevy).
//
//   - max_delta 100ms, 1s: 16,666,664 + 100,000,000 = 116,666,664 < 7S
//     (116,666,669): 6 steps, 16,666,662 left; then each frame adds
//     16,666,666 or ...667 to just under S: 1 each. 8 + 6 + 10 = 24.
//   - max_delta 100,000,004 ns: 116,666,668 < 7S: 6; 100,000,005 ns:
//     116,666,669 = 7S exactly: 7 (checked_sub takes a whole step).
func TestBevyMaxDelta(t *testing.T) {
	checkRows(t, "bevy:max_delta=100ms", []row{
		{trace: "1s", head: "0 1 0 1 1 1 1 1 1 1 | 6 | 1 1 1 1 1 1 1 1 1 1", total: 24, most: 6},
	})
	checkRows(t, "bevy:max_delta=100000004ns", []row{{trace: "1s", at: map[int]int{11: 6}, total: -1, most: -1, dropped: -1}})
	checkRows(t, "bevy:max_delta=100000005ns", []row{{trace: "1s", at: map[int]int{11: 7}, total: -1, most: -1, dropped: -1}})
}

// Bevy at half speed: mul_f64 is Duration::from_secs_f64(rhs ·
// as_secs_f64()); a 50 fps frame, 20,000,000 ns, is 0.02 s, and half of
// it, 0.01, rounds to 10,000,000 ns (the doubles' error is 1e-18 s). The
// first update's delta is 0.
//
//   - 50: overstep 0, 10, 20 (1 step, 3,333,333 left), 13.3, 23.3 (1),
//     16,666,666 (< S), 26.7 (1), 19,999,999 (1), 13.3, 23.3 (1), 16.7,
//     26.7 (1): 0 0 1 0 1 0 1 1 0 1 0 1; 600 frames: floor(5,990,000,000 /
//     S) = 359.
//   - max_delta 100ms and half speed, "50, 1s": 5 steps over frames 1 to
//     10 (90 ms), 6,666,665 left; the 1 s frame is scaled to 500 ms, then
//     clamped to 100 ms: 106,666,665 is 6 steps (6S = 100,000,002), where
//     clamping first would give 50 ms and 3; 6,666,663 left; then 10 ms a
//     frame: 0 1 1 0 1 0 1 1 0 1. 5 + 6 + 6 = 17.
func TestBevyRelativeSpeed(t *testing.T) {
	checkRows(t, "bevy:relative_speed=0.5", []row{
		{trace: "50", head: "0 0 1 0 1 0 1 1 0 1 0 1", total: 359, most: 1, dropped: -1},
	})
	checkRows(t, "bevy:max_delta=100ms:relative_speed=0.5", []row{
		{trace: "50, 1s", head: "0 0 1 0 1 0 1 1 0 1 | 6 | 0 1 1 0 1 0 1 1 0 1", total: 17, most: 6, dropped: -1},
	})
}

// Bevy at 59.94 Hz: from_hz(59.94) is from_secs_f64(1/59.94) =
// 16,683,350.02 ns, rounded: T = 16,683,350, longer than a 60 fps frame,
// so a frame runs 0 or 1. The steps after frame k are floor((t_k − t_1) /
// T): t_2 − t_1 = 16,666,667 < T: frame 2 runs none; then (k − 1) ·
// 0.999: k − 2 up to frame 1001 (16,666,666,667 = 999 T + 17), and frame
// 1002 (16,683,333,333 < 1000 T) none; frame 1003 (16,700,000,000) 1.
// 1200 frames: floor(19,983,333,333 / T) = 1197. No tick is dropped: the
// Scheduler runs at 59 Hz beneath it.
func TestBevyFromHz(t *testing.T) {
	checkRows(t, "bevy:from_hz=59.94", []row{
		{trace: "60, 1200", head: "0 0 1 1 1 1", at: map[int]int{1001: 1, 1002: 0, 1003: 1}, total: 1197, most: 1},
	})
}

// MonoGame, MonoGame.Framework/Game.cs (MonoGame at 125c21d3): Tick adds
// the Stopwatch's ticks ((long)(ns · 0.01)) to _accumulatedElapsedTime,
// "if (_accumulatedElapsedTime > _maxElapsedTime) _accumulatedElapsedTime
// = _maxElapsedTime;" (line 549), then "while (_accumulatedElapsedTime >=
// TargetElapsedTime ...)" one update each (line 558).
//
//   - TargetElapsedTime 166,666 (FromTicks(166666), 16,666,600 ns), 60:
//     readings 166,666, 333,333, 500,000, ...: frame 1 has a whole step
//     (166,666 ≥ 166,666: 1, where the default 166,667 runs none), then
//     the leftover grows ⅔ tick a frame: 1 a frame; 600 frames:
//     floor(100,000,000 / 166,666) = 600.
//   - MaxElapsedTime 100 ms (1,000,000 ticks), 1s: 9 updates and 166,663
//     left after frame 10 (TestMonoGame's "250ms"), + 10,000,000 clamped
//     to 1,000,000: 5 updates (6 are 1,000,002), 166,665 left; then each
//     frame reads 166,666 or 166,667: 1. 9 + 5 + 10 = 24.
//   - MaxElapsedTime 1,000,002 ticks: 6 steps exactly, 6; 1,000,001: 5.
func TestMonoGameSettings(t *testing.T) {
	checkRows(t, "monogame:target_elapsed_time=166666", []row{
		{trace: "60", head: "1 1 1 1 1 1", total: 600, most: 1},
	})
	checkRows(t, "monogame:max_elapsed_time=100ms", []row{
		{trace: "1s", head: "0 1 1 1 1 1 1 1 1 1 | 5 | 1 1 1 1 1 1 1 1 1 1", total: 24, most: 5, dropped: -1},
	})
	checkRows(t, "monogame:max_elapsed_time=1000002", []row{{trace: "1s", at: map[int]int{11: 6}, total: -1, most: -1, dropped: -1}})
	checkRows(t, "monogame:max_elapsed_time=1000001", []row{{trace: "1s", at: map[int]int{11: 5}, total: -1, most: -1, dropped: -1}})
}

// Unity, its manual (Time.fixedDeltaTime, Time.maximumDeltaTime): 0.02 s
// is 50 Hz (the float nearest 1/50), and 0.1 s, the float 0.100000001490,
// clamps a frame to 100,000,001 ns. The ticks after frame k of 60 fps are
// floor(t_k / 20 ms): 0 1 2 3 4 5 5 6 7 8 (t_6 = 100,000,000 is exactly 5:
// the exact clock runs it), 6,666,667 ns owed; the 1 s frame counts as
// 100,000,001 ns: 5 ticks, 6,666,668 owed; then 23.3 (1), 20,000,001 (1),
// 16.7, 33.3 (1), 30.0 (1), 26.7 (1), 23.3 (1), 20,000,001 (1), 16.7, 33.3
// (1) ms: 1 1 0 1 1 1 1 1 0 1. 8 + 5 + 8 = 21.
//
// A step of no whole number of Hz, 0.0166 (the float 0.01659999974), runs
// (in tickbox policies) as its value in whole ns, 16,600,000, on a clock
// of game ns, at most maximumDeltaTime (1/3 s, 333,333,333 ns) a frame:
// t_k ≥ k steps for k ≤ 10 (t_10 = 166,666,667, 10 steps 166,000,000): 1
// each, 666,667 left; the 1 s frame counts as 333,333,333: 334,000,000 is
// 20 steps, 2,000,000 left; then 1 a frame, the rest growing 66,667 a
// frame. 10 + 20 + 10 = 40.
func TestUnitySettings(t *testing.T) {
	checkRows(t, "unity:fixed_delta_time=0.0166", []row{
		{trace: "1s", head: "1 1 1 1 1 1 1 1 1 1 | 20 | 1 1 1 1 1 1 1 1 1 1", total: 40, most: 20, dropped: -1},
	})
	checkRows(t, "unity:fixed_delta_time=0.02:maximum_delta_time=0.1", []row{
		{trace: "1s", head: "0 1 1 1 1 1 0 1 1 1 | 5 | 1 1 0 1 1 1 1 1 0 1", total: 21, most: 5},
	})
}

// Ebitengine synced with the display: internal/clock/clock.go (v2.8.8:148,
// main :115), "if tps == SyncWithFPS { c = 1 }": one update a frame, the
// clock's TPS logic not run, whatever the frames last.
func TestEbitengineSync(t *testing.T) {
	for _, name := range []string{"ebitengine:tps=sync", "ebitengine-next:tps=sync"} {
		checkRows(t, name, []row{
			{trace: "144", head: "1 1 1 1", total: 1440, most: 1},
			{trace: "30", head: "1 1 1 1", total: 300, most: 1, dropped: -1},
			{trace: "144, 2s", head: "1 1 1 1 1 1 1 1 1 1 | 1 | 1", total: 21, most: 1, dropped: -1},
		})
	}
}

// tickbox-steady's owed_limit: after the 250 ms clamp, capUnits cuts the
// accepted time so that owed time is at most the limit's whole ticks (50
// ms: 3 at 60 Hz); the frame then runs the smooth count or real owed time
// rounded, both 3 here: owed is 3 ticks less under a ns's units, the mean
// just reset to it, the phase and the owed time before the frame within
// half a tick of 0. The default limit, the tick cap's 5 ticks, runs 5.
func TestSteadyOwedLimit(t *testing.T) {
	checkRows(t, "tickbox-steady:owed_limit=50ms", []row{{trace: "1s", at: map[int]int{11: 3}, total: -1, most: 3, dropped: -1}})
	checkRows(t, "tickbox-steady", []row{{trace: "1s", at: map[int]int{11: 5}, total: -1, most: 5, dropped: -1}})
}
