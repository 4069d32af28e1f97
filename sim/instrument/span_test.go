package instrument_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"tickbox/sim/instrument"
)

// scanSecond is the second as its definition says, by a scan from the
// newest frame back: frames until their length reaches a second, the frame
// that crosses it included.
func scanSecond(t *instrument.Timeline) instrument.Span {
	var w instrument.Span
	for i := 0; i < t.Len() && w.Length < time.Second; i++ {
		f := t.Back(i)
		w.Frames++
		w.Length += f.Length
		w.Worst = max(w.Worst, f.Length)
		if w.Frames == 1 || f.Length < w.Shortest {
			w.Shortest = f.Length
		}
		w.Ticks += int64(f.Ticks)
		w.GameTime += f.GameTime
		w.SimTime += f.SimTime
		if f.Draw > 0 {
			w.Draw += f.Draw
			w.Drawn++
		}
	}
	return w
}

// Second, kept as frames come, equals the scan after every frame: frames
// from 1 ns (more than the ring holds in a second) to 2 s, a Clear midway,
// most frames told their drawing time after they were added, some none,
// some twice (the second replaces the first), some 0.
func TestSecondIsTheScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	lengths := []time.Duration{time.Nanosecond, 100 * time.Microsecond, 4 * time.Millisecond,
		16666667, 40 * time.Millisecond, 250 * time.Millisecond, 2 * time.Second}
	var tl instrument.Timeline
	for i := range 20000 {
		if i == 12345 {
			tl.Clear()
		}
		var d time.Duration
		switch phase := i / 2500 % 4; phase {
		case 0:
			d = lengths[rng.IntN(len(lengths))]
		case 1:
			d = time.Duration(rng.IntN(3)) * time.Microsecond // mostly tiny, some 0
		default:
			d = time.Duration(rng.Int64N(int64(50 * time.Millisecond)))
		}
		tl.Add(instrument.FrameRecord{Length: d, Ticks: rng.IntN(6), GameTime: d / 2, SimTime: d / 3})
		for range rng.IntN(3) {
			tl.SetDraw(time.Duration(rng.IntN(3)) * time.Millisecond)
		}
		if got, want := tl.Second(), scanSecond(&tl); got != want {
			t.Fatalf("frame %d (%v): Second() = %+v, the scan gives %+v", i, d, got, want)
		}
	}
}

// MeanDraw is the mean over the frames told their drawing time; 0 for none.
func TestMeanDraw(t *testing.T) {
	var tl instrument.Timeline
	if m := tl.Second().MeanDraw(); m != 0 {
		t.Fatalf("no frames: MeanDraw %v, want 0", m)
	}
	for i := range 4 {
		tl.Add(instrument.FrameRecord{Length: 100 * time.Millisecond})
		if i != 2 { // one frame is never told
			tl.SetDraw(time.Duration(i+1) * time.Millisecond)
		}
	}
	if m := tl.Second().MeanDraw(); m != (1+2+4)*time.Millisecond/3 {
		t.Errorf("MeanDraw %v of 1, 2 and 4 ms, want their mean", m)
	}
}

// The timeline is a ring: it holds every frame added until it is full,
// then the latest TimelineSize, newest first, and counts every frame
// added.
func TestTimelineIsARing(t *testing.T) {
	var tl instrument.Timeline
	for i := range 3 * instrument.TimelineSize {
		tl.Add(instrument.FrameRecord{Length: time.Duration(i + 1)})
		if tl.Added() != int64(i+1) || tl.Len() != min(i+1, instrument.TimelineSize) || tl.Back(0).Length != time.Duration(i+1) {
			t.Fatalf("after %d frames: %d added, %d held, the newest %v", i+1, tl.Added(), tl.Len(), tl.Back(0).Length)
		}
		if n := tl.Len(); tl.Back(n-1).Length != time.Duration(i+2-n) {
			t.Fatalf("after %d frames: the oldest held is %v, want %v", i+1, tl.Back(n-1).Length, i+2-n)
		}
	}
}
