package instrument

import (
	"math"
	"time"
)

// Span sums the frames of a span of real time (see [Timeline.Second]).
type Span struct {
	Frames   int
	Length   time.Duration // real time covered
	Worst    time.Duration // the longest frame
	Ticks    int64
	GameTime time.Duration
	SimTime  time.Duration
}

// lastSecond keeps a Timeline's last second as frames come and go, so that
// reading it costs nothing even when a thousand frames make a second (the
// lab's tiny frames once spent most of each frame rescanning the ring).
// The frames in it are numbers oldest to newest-1; worst is a queue of
// frame numbers whose lengths fall from front to back, the front the
// longest frame in the second.
type lastSecond struct {
	sums   Span
	oldest int64 // the number of the oldest frame in the second
	worst  [TimelineSize]int64
	head   int // worst's front
	count  int // frames queued in worst
}

// add takes frame k, the newest, into the second and lets go of the oldest
// frames that the second no longer needs.
func (w *lastSecond) add(t *Timeline, k int64) {
	if w.sums.Frames == 0 {
		w.oldest = k
	}
	f := t.number(k)
	w.sums.Frames++
	w.sums.Length += f.Length
	w.sums.Ticks += int64(f.Ticks)
	w.sums.GameTime += f.GameTime
	w.sums.SimTime += f.SimTime
	for w.count > 0 && t.number(w.back()).Length <= f.Length {
		w.count--
	}
	w.worst[(w.head+w.count)%TimelineSize] = k
	w.count++
	for w.sums.Frames > 1 && w.sums.Length-t.number(w.oldest).Length >= time.Second {
		w.forget(t, w.oldest)
	}
	w.sums.Worst = t.number(w.worst[w.head]).Length
}

// forget drops frame k from the second if it is the oldest there.
func (w *lastSecond) forget(t *Timeline, k int64) {
	if w.sums.Frames == 0 || k != w.oldest {
		return
	}
	f := t.number(k)
	w.sums.Frames--
	w.sums.Length -= f.Length
	w.sums.Ticks -= int64(f.Ticks)
	w.sums.GameTime -= f.GameTime
	w.sums.SimTime -= f.SimTime
	w.oldest++
	if w.count > 0 && w.worst[w.head] == k {
		w.head = (w.head + 1) % TimelineSize
		w.count--
	}
	if w.count > 0 {
		w.sums.Worst = t.number(w.worst[w.head]).Length
	} else {
		w.sums.Worst = 0
	}
}

// back returns the newest frame number queued in worst.
func (w *lastSecond) back() int64 { return w.worst[(w.head+w.count-1)%TimelineSize] }

// FPS returns the frames per second of real time in w, to 0.1; 0 for a
// span of no time.
func (w Span) FPS() float64 {
	if w.Length <= 0 {
		return 0
	}
	return math.Round(float64(w.Frames)/w.Length.Seconds()*10) / 10
}
