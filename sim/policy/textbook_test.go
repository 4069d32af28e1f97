package policy_test

import "testing"

// The textbook loop on the exact clock: after frames of real time R (no
// clamp reached) exactly floor(R/P) ticks have run, P = 1e9/60 ns; a frame
// counts as at most 250 ms.
//
//   - 60: the display ends frame k at ceil(k·P) ≥ k·P, so k ticks after
//     frame k: 1 a frame.
//   - 59.94: frame k ends at ceil(k·1.001·P); floor(1.001·k) first jumps by
//     2 at k = 1000 (1.001·1000 = 1001 exactly, the ceil just above); 1200
//     frames: floor(1201.2) = 1201.
//   - 144: floor(5k/12) ticks after frame k: 0 0 1 0 1 0 0 1 0 1 0 1, 5
//     every 12 frames, 600 in 10 s.
//   - 1000: floor(0.06·k): ticks at frames 17, 34, 50 (exactly 3 ticks at
//     50 ms), 67, ...; 60 in 1000 frames.
//   - ±1ms: reading k is k·P + ε ± 1 ms: floor gives k for odd k, k − 1
//     for even k: 1, then 0 and 2 in turn; 599 after 600 (even) frames.
//   - 250ms: 10 frames leave ⅓ ns owed; 250 ms is not over the clamp: 15.
//     2 s and 10 s count as 250 ms: 15 too.
//   - 144, 2s: after 10 frames floor(50/12) = 4 ticks, ⅙ tick owed (part
//     of a tick); the 2 s frame counts 250 ms: 15 exactly, ⅙ still owed;
//     then frames 11 to 20 of the display: floor(5k/12) goes 4 4 5 5 5 6
//     6 7 7 7 8: 0 1 0 0 1 0 1 0 0 1.
//   - load 6ms: frames of 16.67 + 6n ms: owed 1.00, 1.36, 1.72, 2.08 ...
//     ticks: 1 1 1 2 1 2 1 2 1 2 2 1 2; a frame owes under 1 + 28.7 ms,
//     so at most 2.
//   - load 20ms: owed 1.0, 2.2, 3.6, 5.2, 7.2, 9.0, 12.0 ticks: 1 2 3 5 7 9
//     12; frame 8 lasts 256.7 ms, clamped to 250: 15, and every frame from
//     then on: 39 + 593·15 = 8934.
var textbookRows = []row{
	{trace: "60", head: "1 1 1 1 1 1 1 1 1 1 1 1", total: 600, most: 1},
	{trace: "30", head: "2 2 2 2 2 2", total: 600, most: 2},
	{trace: "59.94", head: "1 1 1", at: map[int]int{999: 1, 1000: 2, 1001: 1}, total: 1201, most: 2},
	{trace: "144", head: "0 0 1 0 1 0 0 1 0 1 0 1 0 0", total: 600, most: 1},
	{trace: "1000", at: map[int]int{16: 0, 17: 1, 33: 0, 34: 1, 49: 0, 50: 1, 66: 0, 67: 1}, total: 60, most: 1},
	{trace: "60±1ms", head: "1 0 2 0 2 0 2 0", total: 599, most: 2},
	{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 35, most: 15},
	{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 35, most: 15},
	{trace: "10s", head: "1 1 1 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 35, most: 15},
	{trace: "144, 2s", head: "0 0 1 0 1 0 0 1 0 1 | 15 | 0 1 0 0 1 0 1 0 0 1", total: 23, most: 15},
	{trace: "load 6ms", head: "1 1 1 2 1 2 1 2 1 2 2 1 2", total: -1, most: 2},
	{trace: "load 20ms", head: "1 2 3 5 7 9 12 15 15", total: 8934, most: 15},
}

func TestTextbook(t *testing.T) { checkRows(t, "textbook", textbookRows) }

// Unity is the textbook loop with a clamp of 1/3 s (maximumDeltaTime):
// 333,333,333 ns, with the ⅓ ns owed, is exactly 20 ticks.
//
//   - 250ms: under the clamp: 15; 2 s, 10 s: 20, owing nothing after it:
//     the display's frame 12 ends exactly on a tick of real time, now
//     80 units (⅓ ns) short of one: 1 0 2 after.
//   - 144, 2s: ⅙ tick owed, then 20 exactly (the clamp's ⅓ ns short of
//     1/3 s leaves owed 80 units lower, still above the tick boundary frame
//     12 crosses by 160): 0 1 0 0 1 0 1 0 0 1 after.
//   - load 20ms: as textbook to frame 7 (6.67 ms owed), then 263.3 ms:
//     15; 330.0 ms: 19; then every frame over 1/3 s: 20 each: 39 + 15 +
//     19 + 591·20 = 11893.
func TestUnity(t *testing.T) {
	checkRows(t, "unity", replaced(t, textbookRows,
		row{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 15 | 1 1 1", total: 35, most: 15},
		row{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 20 | 1 0 2", total: 40, most: 20},
		row{trace: "10s", head: "1 1 1 1 1 1 1 1 1 1 | 20 | 1 0 2", total: 40, most: 20},
		row{trace: "144, 2s", head: "0 0 1 0 1 0 0 1 0 1 | 20 | 0 1 0 0 1 0 1 0 0 1", total: 28, most: 20},
		row{trace: "load 6ms", head: "1 1 1 2 1 2 1 2 1 2 2 1 2", total: -1, most: 2},
		row{trace: "load 20ms", head: "1 2 3 5 7 9 12 15 19 20 20", total: 11893, most: 20},
	))
}
