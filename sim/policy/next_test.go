package policy_test

import (
	"testing"
	"time"
)

// Ebitengine main's clock from its source, at 60 TPS: the tick is
// 16,666,666 ns, a count rounds unconsumed time u to the nearest tick
// ((u + 8,333,333) / tick, none when that is not positive), u keeps the
// rest, down to −8,333,333, and u is capped at max(5·tick, 83,333,333) =
// 83,333,333 first.
//
//   - 60: u = 16,666,667 → 1, u = 1; every frame adds 16,666,667 or ...666
//     and takes 16,666,666: 1 a frame, 600. 30: 2 a frame, 600.
//   - 59.94: u gains 16,667⅓ ns a frame; after frame 499 it is 8,317,000,
//     and frame 500 (16,683,333 ns) makes 25,000,333: 2, u = −8,332,999;
//     the next 2 would be 1000 frames later: 1201 in 1200.
//   - 144: u = 6,944,445 (0), 13,888,889 (1, −2,777,777), 4,166,668,
//     11,111,112 (1), 1,388,891, 8,333,335 (1, −8,333,331), −1,388,886,
//     5,555,558, 12,500,002 (1) ...: 0 1 0 1 0 1 0 0 1 0 1 0 0 1, then 12
//     frames of 5 ticks again: 600.
//   - 1000: a tick when u reaches 8,333,333: frames 9, 25, 42, 59, 75, 92
//     ...; the n-th at 8,333,333 + (n − 1)·16,666,666 ns: the 60th at frame
//     992: 60.
//   - ±1ms: u = 17,666,667 (1), then ±1 ms around 16,666,667: 1 a frame.
//   - 250ms, 2s, 10s: u = 7 after frame 10; the long frame caps u at
//     83,333,333: (83,333,333 + 8,333,333)/tick = 5, u = 3; then 1 a frame:
//     25.
//   - 144, 2s: u = 2,777,781 after frame 10 (part of a tick); capped: 5,
//     u = 3; then as frames 2 to 11 of 144: 0 1 0 1 0 1 0 0 1 0; 13.
//   - load 6ms: u = 16.7 (1), 22.7 (1), 28.7 (2, −4.7), 24.0 (1), 30.0 (2),
//     25.3 (2), 20.7 (1) ... ms: 1 1 2 1 2 2 1 2 1 2; at most 2.
//   - load 20ms: 1, 36.7 ms: 2 (3.3 left), 60.0: 4 (−6.7), then every frame
//     is capped at 83.3 ms: 5, u = 3: 1 + 2 + 4 + 597·5 = 2992.
var nextRows = []row{
	{trace: "60", head: "1 1 1 1 1 1 1 1 1 1 1 1", total: 600, most: 1},
	{trace: "30", head: "2 2 2 2 2 2", total: 600, most: 2},
	{trace: "59.94", head: "1 1 1", at: map[int]int{499: 1, 500: 2, 501: 1}, total: 1201, most: 2},
	{trace: "144", head: "0 1 0 1 0 1 0 0 1 0 1 0 0 1", total: 600, most: 1},
	{trace: "1000", at: map[int]int{8: 0, 9: 1, 24: 0, 25: 1, 42: 1, 59: 1, 75: 1, 92: 1, 992: 1}, total: 60, most: 1},
	{trace: "60±1ms", head: "1 1 1 1 1 1 1 1", total: 600, most: 1},
	{trace: "250ms", head: "1 1 1 1 1 1 1 1 1 1 | 5 | 1 1 1", total: 25, most: 5},
	{trace: "2s", head: "1 1 1 1 1 1 1 1 1 1 | 5 | 1 1 1", total: 25, most: 5},
	{trace: "10s", head: "1 1 1 1 1 1 1 1 1 1 | 5 | 1 1 1", total: 25, most: 5},
	{trace: "144, 2s", head: "0 1 0 1 0 1 0 0 1 0 | 5 | 0 1 0 1 0 1 0 0 1 0", total: 13, most: 5},
	{trace: "load 6ms", head: "1 1 2 1 2 2 1 2 1 2", total: -1, most: 2},
	{trace: "load 20ms", head: "1 2 4 5 5 5", total: 2992, most: 5},
}

func TestEbitengineNext(t *testing.T) { checkRows(t, "ebitengine-next", nextRows) }

// ebitengine-next-ui: the UI's update on the first frame of count 0, and
// SinkTick, which takes a tick from u but not below 0. At 144 fps frame 1
// has u = 6,944,445: the forced tick leaves u = 0 (9.7 ms of game time
// from nothing), and every later frame is frame k − 1 of the plain clock:
// 1 0 1 0 1 0 1 0 0 1 ...; 601 in all. At 1000 fps the forced tick at frame
// 1 moves every later one a frame on: 10, 26, 43 ...; 61. 144, 2s: u =
// −4,166,664 after frame 10 (as frame 9 of the plain clock); the cap makes
// it 5, u = 3, as before: 5 + 5 + 4 = 14.
func TestEbitengineNextUI(t *testing.T) {
	checkRows(t, "ebitengine-next-ui", replaced(t, nextRows,
		row{trace: "144", head: "1 0 1 0 1 0 1 0 0 1 0 1 0 0", total: 601, most: 1},
		row{trace: "1000", at: map[int]int{1: 1, 9: 0, 10: 1, 26: 1, 43: 1, 993: 1}, total: 61, most: 1},
		row{trace: "144, 2s", head: "1 0 1 0 1 0 1 0 0 1 | 5 | 0 1 0 1 0 1 0 0 1 0", total: 14, most: 5},
	))
}

// The catch-up limit is max(5 ticks, 5/60 s): at 30 TPS 5 ticks,
// 166,666,665 ns; at 1000 TPS 5/60 s, 83,333,333 ns (at 60 TPS the two
// are 83,333,330 and 83,333,333). After 10 frames of the rate's own
// display (u = 4 ns at 30, 0 at 1000), a 2 s frame catches up (166,666,665
// + 16,666,666) / 33,333,333 = 5 ticks at 30 TPS, and (83,333,333 +
// 500,000) / 1,000,000 = 83 at 1000 TPS.
func TestEbitengineNextCatchUp(t *testing.T) {
	for _, c := range []struct{ hz, want int }{{30, 5}, {1000, 83}} {
		frames := append(display(int64(c.hz), 1, 0, 10, 0), 2*time.Second)
		fs := play(t, newScheduler(t, "ebitengine-next", c.hz), frames)
		if got := fs[10].Ticks; got != c.want {
			t.Errorf("ebitengine-next at %d TPS: a 2 s frame ran %d ticks, want %d", c.hz, got, c.want)
		}
	}
}
