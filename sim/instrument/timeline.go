package instrument

import "time"

// FrameRecord is what the timeline keeps of one frame.
type FrameRecord struct {
	Length       time.Duration // real time since the previous frame began
	Ticks        int           // ticks run in the frame
	DroppedTicks int64         // ticks dropped by the cap
	Dropped      time.Duration // their game time
	ClampLoss    time.Duration // real time cut: by the clamp, or OwedLoss of it by the policy's owed limit
	OwedLoss     time.Duration // of ClampLoss, what the policy's owed limit cut (sched.Frame's)
	GameTime     time.Duration // game time the ticks covered: Ticks × step
	SimTime      time.Duration // real time the ticks' steps took, load excluded
	Paused       bool          // paused: a tick run by one tick (a frame paused that runs none is not kept)
	Fast         bool          // as fast as possible: ticks ran for a budget, not for time
	Draw         time.Duration // how long the frame took to draw, once told (Dev.SetDrawTime); 0 before
}

// timelineSize is how many frames the timeline keeps: a second's worth at
// 2000 fps, far more than a second at any cap; memory stays bounded.
const timelineSize = 2048

// timeline is a ring of the most recent frames, newest last. It never
// allocates after it is made.
type timeline struct {
	frames [timelineSize]FrameRecord
	next   int   // where the next frame goes
	n      int   // frames held, up to timelineSize
	added  int64 // frames ever added: a picture colours frames by number (Readout.Added)
	second lastSecond
}

// add records a frame, forgetting the oldest when full.
func (t *timeline) add(f FrameRecord) {
	if t.n == timelineSize {
		t.second.forget(t, t.added-timelineSize) // the frame about to be overwritten
	}
	t.frames[t.next] = f
	t.next = (t.next + 1) % timelineSize
	t.n = min(t.n+1, timelineSize)
	t.added++
	t.second.add(t, t.added-1)
}

// setDraw tells the newest frame how long it took to draw, which is known
// only after it was added: the window draws after the loop's frame.
func (t *timeline) setDraw(d time.Duration) {
	if t.n == 0 {
		return
	}
	t.second.setDraw(t.back(0), d) // the newest frame is always in the second
}

// back returns the i-th most recent frame: back(0) is the newest, frame
// number added-1-i counting from 0. It panics if i is not in [0, n).
func (t *timeline) back(i int) *FrameRecord {
	if i < 0 || i >= t.n {
		panic("instrument: timeline.back out of range")
	}
	return &t.frames[(t.next-1-i+2*timelineSize)%timelineSize]
}

// secondSums returns the sums over the most recent second of real time: the
// newest frames back to the one that crosses the second, so that a second
// at 30 fps counts 30 frames, not 29 (all the frames held, if they cover
// less). It costs no scan: the sums follow each add.
func (t *timeline) secondSums() Span { return t.second.sums }

// number returns frame number k (counting from 0 as added), which must
// still be held.
func (t *timeline) number(k int64) *FrameRecord { return t.back(int(t.added - 1 - k)) }
