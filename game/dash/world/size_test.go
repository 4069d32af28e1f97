package world

import (
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
)

// The cursor where it rests in the window: every tick's input is then
// other than the zero input, and recorded.
const restX, restY = 812, 407

// idle is a frame's input of a player who leaves the game alone, the
// pointer resting in the window.
func idle(int64) Input {
	var in Input
	in.CursorX, in.CursorY = restX, restY
	return in
}

// typical is a frame's input of a short play: the arrows held in turn,
// a jump now and then, the pointer resting but for a nudge that moves it
// a few pixels a tick.
func typical(tick int64) Input {
	in := Keys(tick%45 == 10, tick/120%2 == 1, tick/120%2 == 0)
	in.CursorX, in.CursorY = restX, restY
	if tick >= 100 && tick < 130 {
		in.CursorX += int32(3 * (tick - 100))
		in.CursorY -= int32(tick - 100)
	}
	return in
}

// recordSize records dash for ticks ticks of 60 fps frames, each frame's
// input from feed, a fingerprint every every ticks, and returns the
// recording's size in bytes.
func recordSize(t *testing.T, ticks int64, every int, feed func(int64) Input) int64 {
	t.Helper()
	path := filepath.Join(t.TempDir(), "dash.tbr")
	_, l := newLoop(t, fixed.Options{Record: path, Every: every})
	fixedtest.Play(t, l, fixedtest.Steady(60), ticks, feed)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info.Size()
}

// What a tick of fixed.Devices input costs on a recording (issue 43):
// an idle tick with the pointer in the window at most 4 bytes, an hour
// of it (216,000 ticks at 60 Hz) under 1 MB with a fingerprint a second,
// and a short play of 381 ticks. The figures are logged (go test -v -run
// RecordingSizes); the README and fixed.Devices state them.
func TestRecordingSizes(t *testing.T) {
	const hour = 60 * 60 * 60
	short := recordSize(t, 381, 1, typical)
	t.Logf("typical play, 381 ticks, a fingerprint every tick: %d bytes", short)
	none := recordSize(t, hour, 60, func(int64) Input { return Input{} })
	for _, every := range []int{60, 1} {
		size := recordSize(t, hour, every, idle)
		prints := 8 * (hour/int64(every) + 1)
		t.Logf("an hour idle, the pointer in the window, a fingerprint every %d ticks: %d bytes, %d of them fingerprints", every, size, prints)
		if every == 60 {
			perTick := float64(size-none) / hour // what the inputs add to a recording of none
			t.Logf("an idle tick's input: %.2f bytes", perTick)
			if perTick > 4 || size >= 1e6 {
				t.Errorf("an idle tick's input takes %.2f bytes, an hour %d: want at most 4 and under 1,000,000", perTick, size)
			}
		}
	}
}
