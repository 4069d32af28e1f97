package world

import (
	"os"
	"path/filepath"
	"testing"

	"tickbox/sim/fixed"
	"tickbox/sim/fixed/fixedtest"
	"tickbox/sim/tape"
)

// The cursor where it rests in the window: every tick's input is then
// other than the zero input, and recorded.
const restX, restY = 812, 407

// idle is a frame's input of a player who leaves the game alone, the
// pointer resting in the window.
func idle(int64) fixed.Devices {
	var in fixed.Devices
	in.CursorX, in.CursorY = restX, restY
	return in
}

// typical is a frame's input of a short play: the arrows held in turn,
// a jump now and then, the pointer resting but for a nudge that moves it
// a few pixels a tick.
func typical(tick int64) fixed.Devices {
	in := keys(tick%45 == 10, tick/120%2 == 1, tick/120%2 == 0)
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
func recordSize(t testing.TB, ticks int64, every int, feed func(int64) fixed.Devices) int64 {
	t.Helper()
	path := filepath.Join(t.TempDir(), "dash.tbr")
	_, l := newLoop(t, fixed.Options{}, tape.Options{Record: path, Every: every})
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

// none is the input of no player at all: no tick is recorded.
func none(int64) fixed.Devices { return fixed.Devices{} }

// What a tick of fixed.Devices input costs on a recording (issue 43): an
// idle tick with the pointer in the window at most 4 bytes, over a
// minute of them; and a short play of 381 ticks. The figures are logged
// (go test -v -run RecordingSizes); BenchmarkIdleHour records the hour.
func TestRecordingSizes(t *testing.T) {
	short := recordSize(t, 381, 1, typical)
	t.Logf("typical play, 381 ticks, a fingerprint every tick: %d bytes", short)
	const minute = 60 * 60
	perTick := float64(recordSize(t, minute, 60, idle)-recordSize(t, minute, 60, none)) / minute
	t.Logf("an idle tick's input, the pointer in the window: %.2f bytes", perTick)
	if perTick > 4 {
		t.Errorf("an idle tick's input takes %.2f bytes: want at most 4", perTick)
	}
}

// An hour of idle play, the pointer in the window (216,000 ticks at 60
// Hz), records under 1 MB with a fingerprint a second (RecordOptions.Every
// 60, the default); with one a tick, the fingerprints alone take 1.7 MB.
// It reports both sizes, and the fingerprints' part of the second.
func BenchmarkIdleHour(b *testing.B) {
	const hour = 60 * 60 * 60
	for b.Loop() {
		second := recordSize(b, hour, 60, idle)
		tick := recordSize(b, hour, 1, idle)
		if second >= 1e6 {
			b.Fatalf("an hour idle with a fingerprint a second: %d bytes, want under 1,000,000", second)
		}
		b.ReportMetric(float64(second), "bytes/hour-fingerprint-a-second")
		b.ReportMetric(float64(tick), "bytes/hour-fingerprint-a-tick")
		b.ReportMetric(float64(8*(hour+1)), "fingerprint-bytes/hour-a-tick")
	}
}
